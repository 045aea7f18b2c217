// The transport of online play (issue 23 point 2, src/ui/net), between separate headless
// Chromium processes on loopback. It serves a built site, starts matchbox_server on
// 127.0.0.1:3536 (the build's default signalling address, which the page's
// Content-Security-Policy allows; one already listening there is used as it is), opens
// the page `#/net-check` (src/ui/net_check.rs: connects and echoes, driven through its
// `window.tkNet`) in each browser, and checks:
// 1. two pages in one signalling room connect and pass messages both ways;
// 2. three pages in one room connect pairwise (each opens two channels) and every page
//    reaches every other; a page that leaves raises Closed on both others;
// 3. a page refuses to send a message over the size limit, and the receiving side
//    refuses one over the limit (sent by a raw WebRTC client written here in plain JS,
//    speaking matchbox's protocol), ignores a binary message and a malformed signal,
//    and the channel still works after all that;
// 4. the serverless flow: an offer code, a reply code, connected, messages both ways,
//    with the default STUN setting (no network needed: host candidates connect);
// 5. a peer whose browser is killed raises Closed on the other side;
// and measures one round trip (ping, echoed pong) over 100 messages: median and p95.
// Usage: node --experimental-websocket tests/online/check.mjs DIST_DIR
import { spawn } from "node:child_process";
import { children, cleanup, launch, pageSocket } from "./cdp.mjs";


const [dist] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const port = 9200 + Math.floor(Math.random() * 200);
const SIGNAL_PORT = 3536;
const signalling = `ws://127.0.0.1:${SIGNAL_PORT}`;
const fail = (msg) => { console.error(`online check FAILED: ${msg}`); cleanup(); process.exit(1); };
setTimeout(() => fail("timed out after 240 s"), 240_000).unref();
process.on("uncaughtException", (e) => fail(e.stack || String(e)));

async function until(what, test, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const got = await test();
    if (got) return got;
    if (Date.now() > end) fail(`never saw ${what}`);
    await sleep(100);
  }
}

// The static server, and the signalling server unless one already answers.
children.push(spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], { stdio: "ignore" }));
const health = async () => { try { return (await fetch(`http://127.0.0.1:${SIGNAL_PORT}/health`)).ok; } catch { return false; } };
let ownSignalling = false;
if (!(await health())) {
  children.push(spawn("matchbox_server", [`127.0.0.1:${SIGNAL_PORT}`], { stdio: "ignore", env: { ...process.env, RUST_LOG: "warn" } }));
  ownSignalling = true;
  await until("matchbox_server answering on port 3536", health);
}
const base = `http://127.0.0.1:${port}/`;
await until(`the static server on port ${port}`, async () => { try { return (await fetch(base)).ok; } catch { return false; } });

/// One headless Chromium process with one page, driven over the DevTools protocol.
class Browser {
  constructor(name) {
    this.name = name;
    ({ proc: this.proc, profile: this.profile } = launch("tk-online-"));
    this.errors = [];
    this.pending = new Map();
    this.nextId = 1;
  }
  async start() {
    const url = await until(`chromium ${this.name} started`, () => pageSocket(this.profile));
    this.ws = new WebSocket(url);
    await new Promise((r) => this.ws.addEventListener("open", r));
    this.ws.addEventListener("message", (e) => {
      const msg = JSON.parse(e.data);
      if (msg.id && this.pending.has(msg.id)) { this.pending.get(msg.id)(msg); this.pending.delete(msg.id); }
      if (msg.method === "Runtime.exceptionThrown") this.errors.push(msg.params.exceptionDetails.text);
      if (msg.method === "Runtime.consoleAPICalled" && msg.params.type === "error") this.errors.push(msg.params.args.map((a) => a.value).join(" "));
      if (msg.method === "Log.entryAdded" && msg.params.entry.level === "error") this.errors.push(`${msg.params.entry.source}: ${msg.params.entry.text}`);
    });
    for (const m of ["Page.enable", "Runtime.enable", "Log.enable"]) await this.send(m);
    return this;
  }
  send(method, params = {}) {
    return new Promise((resolve) => { const id = this.nextId++; this.pending.set(id, resolve); this.ws.send(JSON.stringify({ id, method, params })); });
  }
  async eval(expr) {
    const r = await this.send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true });
    if (r.result?.exceptionDetails) fail(`${this.name}: ${expr.slice(0, 80)}: ${r.result.exceptionDetails.exception?.value || r.result.exceptionDetails.text}`);
    return r.result?.result?.value;
  }
  /// Opens the check page afresh (no channel, no event) with these STUN/TURN servers.
  async open(ice) {
    await this.send("Page.navigate", { url: "about:blank" });
    await this.send("Page.navigate", { url: `${base}#/net-check` });
    await until(`${this.name}'s check page`, () => this.eval("!!window.tkNet"));
    if (ice !== undefined) await this.eval(`localStorage.setItem("turnkeeper/net/ice", JSON.stringify(${JSON.stringify(ice)})); true`);
    else await this.eval(`localStorage.removeItem("turnkeeper/net/ice"); true`);
  }
  events(kind) { return this.eval(`tkNet.events.filter((e) => e[0] === ${JSON.stringify(kind)})`); }
  async opened(n) { return (await until(`${this.name} with ${n} open channel(s)`, async () => { const o = await this.events("open"); return o.length >= n && o; })).map((e) => e[1]); }
  async textFrom(peer, text) {
    await until(`${this.name} receiving "${text.slice(0, 40)}" from ${peer}`, async () =>
      (await this.events("text")).some((e) => e[1] === peer && e[2] === text));
  }
  async sendTo(peer, text) {
    const err = await this.eval(`tkNet.send(${JSON.stringify(peer)}, ${JSON.stringify(text)})`);
    if (err) fail(`${this.name} could not send to ${peer}: ${err}`);
  }
}

const [a, b, c] = await Promise.all(["A", "B", "C"].map((n) => new Browser(n).start()));
const room = () => `check-${Math.random().toString(36).slice(2, 10)}`;
let passed = 0;

// 1. Two pages through the signalling server.
{
  const r = room();
  await a.open(""); await b.open("");
  if (await a.eval(`tkNet.join(${JSON.stringify(signalling)}, ${JSON.stringify(r)})`)) fail("A could not join");
  await sleep(200);
  if (await b.eval(`tkNet.join(${JSON.stringify(signalling)}, ${JSON.stringify(r)})`)) fail("B could not join");
  const [bId] = await a.opened(1);
  const [aId] = await b.opened(1);
  await a.sendTo(bId, "hello from A"); await b.textFrom(aId, "hello from A");
  await b.sendTo(aId, "hello from B"); await a.textFrom(bId, "hello from B");
  passed++;
}

// 2. Three pages in one room: every pair connected, every page reaches both others;
// one leaves and both others see it gone.
{
  const r = room();
  for (const p of [a, b, c]) await p.open("");
  const ids = {};
  for (const p of [a, b, c]) {
    if (await p.eval(`tkNet.join(${JSON.stringify(signalling)}, ${JSON.stringify(r)})`)) fail(`${p.name} could not join`);
    await sleep(150);
  }
  for (const p of [a, b, c]) ids[p.name] = await p.opened(2);
  // Each page's id as the others see it: the one peer both others name that it does not.
  const idOf = (p) => { const others = [a, b, c].filter((q) => q !== p); return ids[others[0].name].find((x) => ids[others[1].name].includes(x) && !ids[p.name].includes(x)); };
  const id = { A: idOf(a), B: idOf(b), C: idOf(c) };
  if (Object.values(id).some((x) => !x)) fail(`the three pages' ids do not match up: ${JSON.stringify(ids)}`);
  for (const p of [a, b, c]) for (const q of [a, b, c]) if (p !== q) await p.sendTo(id[q.name], `from ${p.name} to ${q.name}`);
  for (const p of [a, b, c]) for (const q of [a, b, c]) if (p !== q) await q.textFrom(id[p.name], `from ${p.name} to ${q.name}`);
  const left = Date.now();
  await c.send("Page.navigate", { url: "about:blank" });
  for (const p of [a, b]) await until(`${p.name} seeing C closed`, async () => (await p.events("closed")).some((e) => e[1] === id.C));
  console.log(`[online] three pages connected pairwise; C left and both others saw Closed within ${Date.now() - left} ms`);
  passed++;
}

// 3. The size limit both ways, and hostile input, against a raw WebRTC client in C.
{
  const r = room();
  await a.open(""); await c.open("");
  // C speaks matchbox's protocol itself: it was in the room first, so it offers.
  await c.eval(`(async () => {
    window.raw = { log: [] };
    const ws = new WebSocket(${JSON.stringify(`${signalling}/`)} + ${JSON.stringify(r)});
    raw.ws = ws;
    await new Promise((res) => ws.addEventListener("open", res));
    const signal = (to, data) => ws.send(JSON.stringify({ Signal: { receiver: to, data } }));
    ws.addEventListener("message", async (e) => {
      const m = JSON.parse(e.data);
      if (m.NewPeer) {
        raw.peer = m.NewPeer;
        // Hostile signals first: malformed JSON in the data, an unknown kind, an answer to nothing.
        signal(m.NewPeer, { Offer: 5 }); signal(m.NewPeer, { Nonsense: "x" }); signal(m.NewPeer, { Answer: "v=0" });
        signal(m.NewPeer, { IceCandidate: "{not json" });
        const pc = new RTCPeerConnection({ iceServers: [] });
        raw.pc = pc;
        raw.dc = pc.createDataChannel("turnkeeper");
        raw.dc.onmessage = (ev) => raw.log.push(ev.data);
        pc.onicecandidate = (ev) => { if (ev.candidate) signal(m.NewPeer, { IceCandidate: JSON.stringify(ev.candidate) }); };
        await pc.setLocalDescription(await pc.createOffer());
        signal(m.NewPeer, { Offer: pc.localDescription.sdp });
      } else if (m.Signal && m.Signal.data.Answer) {
        await raw.pc.setRemoteDescription({ type: "answer", sdp: m.Signal.data.Answer });
      } else if (m.Signal && m.Signal.data.IceCandidate) {
        await raw.pc.addIceCandidate(JSON.parse(m.Signal.data.IceCandidate));
      }
    });
    return true; })()`);
  if (await a.eval(`tkNet.join(${JSON.stringify(signalling)}, ${JSON.stringify(r)})`)) fail("A could not join");
  const [rawId] = await a.opened(1);
  await until("the raw client's channel open", () => c.eval(`raw.dc && raw.dc.readyState === "open"`));
  const limit = 200 * 1024;
  const refused = await a.eval(`tkNet.send(${JSON.stringify(rawId)}, "x".repeat(${limit + 1}))`);
  if (!/over the limit/.test(refused)) fail(`A sent a message of ${limit + 1} bytes: "${refused}"`);
  await c.eval(`raw.dc.send("y".repeat(${limit + 1000})); raw.dc.send(new Uint8Array([1, 2, 3])); raw.dc.send("after the refusals"); true`);
  await a.textFrom(rawId, "after the refusals");
  const failures = (await a.events("failed")).map((e) => e[2]);
  if (!failures.some((f) => /refused a message of 205800 bytes/.test(f))) fail(`A did not refuse the oversized message: ${failures.join(" | ")}`);
  if ((await a.events("text")).some((e) => e[2].length > limit)) fail("A delivered the oversized message");
  await a.sendTo(rawId, "to the raw client");
  await c.eval(`raw.dc.send("ping:raw"); true`);
  await until("the raw client receiving A's message and A's echo", () => c.eval(`raw.log.includes("to the raw client") && raw.log.includes("pong:raw")`));
  console.log(`[online] size limit: refused at send ("${refused}") and at receive; binary and malformed signals ignored; the channel went on`);
  passed++;
}

// 4. Serverless: offer code, reply code, connected; default STUN setting.
let rtt;
{
  await a.open(); await b.open();
  const started = Date.now();
  const offer = await a.eval(`tkNet.offer("seat-2")`);
  const reply = await b.eval(`tkNet.answer(${JSON.stringify(offer)})`);
  if (!/^[A-Za-z0-9_-]+$/.test(offer) || !/^[A-Za-z0-9_-]+$/.test(reply)) fail(`codes are not base64url: ${offer} / ${reply}`);
  const wrong = await a.eval(`tkNet.accept("seat-2", ${JSON.stringify(offer)}).then(() => "taken", (e) => String(e))`);
  if (!/not a reply code/.test(wrong)) fail(`the host took its own offer as a reply: ${wrong}`);
  await a.eval(`tkNet.accept("seat-2", ${JSON.stringify(reply)}).then(() => true)`);
  await a.opened(1); await b.opened(1);
  console.log(`[online] serverless: offer code ${offer.length} chars, reply code ${reply.length} chars, connected in ${Date.now() - started} ms`);
  await a.sendTo("seat-2", "hello joiner"); await b.textFrom("host", "hello joiner");
  await b.sendTo("host", "hello host"); await a.textFrom("seat-2", "hello host");
  // One round trip, 100 times: A sends ping:i, B's page echoes pong:i.
  rtt = await a.eval(`(async () => {
    const times = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await new Promise((res) => { tkNet.onevent = (k, p, t) => { if (t === "pong:" + i) res(); }; tkNet.send("seat-2", "ping:" + i); });
      times.push(performance.now() - t0);
    }
    tkNet.onevent = null;
    times.sort((x, y) => x - y);
    return { median: times[49], p95: times[94], max: times[99] };
  })()`);
  passed++;
}

// 5. A peer whose browser dies: Closed on the other side.
{
  const killed = Date.now();
  b.proc.kill("SIGKILL");
  await until("A seeing the killed joiner closed", async () => (await a.events("closed")).some((e) => e[1] === "seat-2"), 60_000);
  console.log(`[online] the joiner's browser killed: the host saw Closed after ${Date.now() - killed} ms`);
  passed++;
}

for (const p of [a, c]) if (p.errors.length) fail(`${p.name} logged errors: ${p.errors.join(" | ")}`);
console.log(`[online] round trip over loopback (serverless data channel, 100 messages): median ${rtt.median.toFixed(2)} ms, p95 ${rtt.p95.toFixed(2)} ms, max ${rtt.max.toFixed(2)} ms`);
console.log(`online check passed: two and three pages through matchbox_server${ownSignalling ? "" : " (already running)"}, size limit and hostile input, serverless offer/reply, Closed on leave and on a killed browser`);
console.log(`test result: ok. ${passed} passed; 0 failed (the online check)`);
cleanup();
process.exit(0);
