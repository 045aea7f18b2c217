// Separate headless Chromium processes driven over the DevTools protocol, for the online
// pages' browser test (pages.mjs); check.mjs launches its browsers here too. Each Browser is its own process with its own profile,
// as two devices are.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The browsers are on one machine: their WebRTC host candidates are given as addresses,
// not as mDNS names (.local), whose resolution between two headless processes depends
// on multicast working in the machine's network and made connections come and go.
const MDNS_OFF = "--disable-features=WebRtcHideLocalIpsWithMdns";

/// A headless Chromium of its own (its own profile, as a separate device), for the online
/// checks here and in check.mjs. Port 0: the browser picks a free DevTools port and writes
/// it to DevToolsActivePort in its profile (a random port of our choosing could be taken
/// by another browser). `children` keeps it for cleanup.
export function launch(prefix, args = []) {
  const profile = mkdtempSync(join(tmpdir(), prefix));
  const proc = spawn("chromium", ["--headless=new", "--no-sandbox", "--disable-gpu", MDNS_OFF, "--remote-debugging-port=0",
    ...args, `--user-data-dir=${profile}`, "about:blank"], { stdio: "ignore" });
  children.push(proc);
  return { proc, profile };
}

/// The DevTools WebSocket of the page of a browser from `launch`, once it is up; one try.
export async function pageSocket(profile) {
  try {
    const port = Number(readFileSync(join(profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
    if (!port) return undefined;
    return (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()).find((t) => t.type === "page")?.webSocketDebuggerUrl;
  } catch { return undefined; }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const children = [];
export const cleanup = () => { for (const c of children) { try { c.kill("SIGKILL"); } catch {} } };
export const fail = (msg) => { console.error(`online pages check FAILED: ${msg}`); cleanup(); process.exit(1); };

/// Waits for `test` to hold; past `ms`, fails, first printing what `explain` says (the
/// pages' state, to tell why).
export async function until(what, test, ms = 30_000, explain = async () => "") {
  const end = Date.now() + ms;
  for (;;) {
    const got = await test();
    if (got) return got;
    if (Date.now() > end) {
      const why = await explain().catch((e) => `(could not tell: ${e})`);
      if (why) console.error(`[online pages] when it failed: ${why}`);
      fail(`never saw ${what}`);
    }
    await sleep(100);
  }
}

export class Browser {
  constructor(name, width = 1280, height = 800) {
    this.name = name;
    this.size = { width, height };
    ({ proc: this.proc, profile: this.profile } = launch("tk-pages-", ["--disable-background-networking", `--window-size=${width},${height}`]));
    this.errors = [];
    this.warnings = [];
    this.pending = new Map();
    this.nextId = 1;
  }
  async start() {
    return this.attach(await until(`chromium ${this.name} started`, () => pageSocket(this.profile)));
  }
  /// Closes this browser's tab and opens a new one in the same browser, as a person who
  /// closes a tab and later opens the site again: the same profile (its local storage
  /// stays), a new tab (its session storage is its own). The scripts of beforeEachPage
  /// run in it too.
  async newTab() {
    const port = Number(readFileSync(join(this.profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
    const old = this.ws.url.split("/").pop();
    const tab = await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: "PUT" })).json();
    await fetch(`http://127.0.0.1:${port}/json/close/${old}`);
    this.ws.close();
    this.pending.clear();
    await this.attach(tab.webSocketDebuggerUrl);
    for (const source of this.scripts || []) await this.send("Page.addScriptToEvaluateOnNewDocument", { source });
  }
  async attach(url) {
    this.ws = new WebSocket(url);
    await new Promise((r) => this.ws.addEventListener("open", r));
    this.ws.addEventListener("message", (e) => {
      const msg = JSON.parse(e.data);
      if (msg.id && this.pending.has(msg.id)) { this.pending.get(msg.id)(msg); this.pending.delete(msg.id); }
      // A dialog of the browser (confirm, alert) holds the page until answered, so every
      // later step would wait in vain: dismiss it and fail the run saying so.
      if (msg.method === "Page.javascriptDialogOpening") {
        this.errors.push(`a ${msg.params.type} dialog held the page: ${msg.params.message}`);
        this.send("Page.handleJavaScriptDialog", { accept: false });
      }
      if (msg.method === "Runtime.exceptionThrown") this.errors.push(msg.params.exceptionDetails.exception?.description || msg.params.exceptionDetails.text);
      if (msg.method === "Runtime.consoleAPICalled" && msg.params.type === "warning") this.warnings.push(msg.params.args.map((a) => a.value ?? a.description).join(" "));
      if (msg.method === "Runtime.consoleAPICalled" && msg.params.type === "error") this.errors.push(msg.params.args.map((a) => a.value ?? a.description).join(" "));
    });
    for (const m of ["Page.enable", "Runtime.enable"]) await this.send(m);
    await this.send("Emulation.setDeviceMetricsOverride", { ...this.size, deviceScaleFactor: 1, mobile: this.size.width < 500 });
    return this;
  }
  send(method, params = {}) {
    return new Promise((resolve) => { const id = this.nextId++; this.pending.set(id, resolve); this.ws.send(JSON.stringify({ id, method, params })); });
  }
  async eval(expr) {
    const r = await this.send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true });
    if (r.result?.exceptionDetails) fail(`${this.name}: ${expr.slice(0, 120)}: ${r.result.exceptionDetails.exception?.description || r.result.exceptionDetails.text}`);
    return r.result?.result?.value;
  }
  /// A script run in every page this browser opens, before the page's own.
  async beforeEachPage(source) {
    (this.scripts ||= []).push(source);
    await this.send("Page.addScriptToEvaluateOnNewDocument", { source });
  }
  async go(url) {
    await this.send("Page.navigate", { url });
  }
  async exists(sel) { return this.eval(`!!document.querySelector(${JSON.stringify(sel)})`); }
  async text(sel) { return this.eval(`(document.querySelector(${JSON.stringify(sel)}) || {}).textContent || ""`); }
  async waitFor(sel, what = sel, ms, explain) { return until(`${this.name}: ${what}`, () => this.exists(sel), ms, explain); }
  /// What the page shows and warned, in short: for a failure's message.
  async state() {
    const shown = await this.eval(`document.body ? document.body.innerText.replace(/\\s+/g, " ").slice(0, 400) : ""`);
    const rtc = await this.eval(`(window.__tkRec && window.__tkRec.pcs || []).map((p) => p.sum()).join(" || ")`);
    const msgs = await this.eval(`(() => { const r = window.__tkRec; if (!r) return "";
      const at = (t) => Math.round(t - performance.timeOrigin);
      return "sent " + r.sent.length + " [" + r.sent.slice(0, 4).map((m) => at(m[0]) + " ms " + m[2]).join("; ") + "], got " + r.got.length + " [" + r.got.slice(0, 4).map((m) => at(m[0]) + " ms " + m[1].slice(0, 60)).join("; ") + "]"; })()`);
    return `${this.name} shows "${shown}"; warned: ${this.warnings.slice(-8).join(" | ") || "nothing"}; WebRTC: ${rtc || "none"}; messages: ${msgs}`;
  }
  /// A real click (mouse events from the browser) at the middle of the element.
  async click(sel) {
    const box = await this.eval(`(() => { const e = document.querySelector(${JSON.stringify(sel)}); if (!e) return null;
      e.scrollIntoView({ block: "center" }); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
    if (!box) fail(`${this.name}: nothing to click at ${sel}`);
    for (const type of ["mousePressed", "mouseReleased"]) {
      await this.send("Input.dispatchMouseEvent", { type, x: box[0], y: box[1], button: "left", clickCount: 1 });
    }
  }
  async screenshot(path) {
    const r = await this.send("Page.captureScreenshot", { format: "png" });
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path, Buffer.from(r.result.data, "base64"));
  }
}

// Records every data-channel message a page sends and receives (with the time, on the
// clock every process on this machine shares), and when the page repaints after a
// message: the first animation frame after the DOM changed. Injected by the test, not
// part of the site.
export const RECORDER = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const rec = window.__tkRec = { got: [], sent: [], paints: [], tamper: null };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (d) {
    if (typeof d === "string") {
      if (rec.tamper) d = rec.tamper(d);
      rec.sent.push([now(), d.length, d.slice(0, 60)]);
    }
    return send.call(this, d);
  };
  // Each channel (one per other page) gets a number, kept with what it delivered.
  const ids = new WeakMap();
  const idOf = (dc) => { if (!ids.has(dc)) ids.set(dc, rec.channels = (rec.channels || 0) + 1); return ids.get(dc); };
  const desc = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
  Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
    configurable: true,
    get() { return desc.get.call(this); },
    set(fn) {
      desc.set.call(this, fn && function (e) {
        if (typeof e.data !== "string") return fn.call(this, e);
        // When it arrived, and how long the page took to handle it (read, check, draw).
        const t = now(), got = [t, e.data, idOf(this), 0];
        rec.got.push(got); rec.waiting = t;
        try { return fn.call(this, e); } finally { got[3] = now() - t; }
      });
    },
  });
  // Each WebRTC connection's states over time and its candidates, to tell why one did
  // not open (printed when a wait for a connection fails).
  const PC = window.RTCPeerConnection;
  rec.pcs = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new PC(...args), seen = { states: [] };
    const note = () => seen.states.push(\`\${Math.round(performance.now())} ms \${pc.iceGatheringState}/\${pc.iceConnectionState}/\${pc.connectionState}\`);
    for (const e of ["icegatheringstatechange", "iceconnectionstatechange", "connectionstatechange"]) pc.addEventListener(e, note);
    const watch = (dc) => { for (const e of ["open", "close"]) dc.addEventListener(e, () => seen.states.push(\`\${Math.round(performance.now())} ms channel \${e}\`)); return dc; };
    pc.addEventListener("datachannel", (e) => watch(e.channel));
    pc.createDataChannel = (...a) => watch(PC.prototype.createDataChannel.apply(pc, a));
    const count = (d) => ((d && d.sdp.match(/a=candidate/g)) || []).length;
    seen.sum = () => \`candidates here \${count(pc.localDescription)}, there \${count(pc.remoteDescription)}; \${seen.states.join(", ")}\`;
    rec.pcs.push(seen);
    return pc;
  };
  window.RTCPeerConnection.prototype = PC.prototype;
  new MutationObserver(() => {
    if (rec.waiting == null) return;
    const t0 = rec.waiting; rec.waiting = null;
    requestAnimationFrame(() => rec.paints.push([t0, now()]));
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;
