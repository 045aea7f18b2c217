// Online play's pages (src/ui/online) between separate headless Chromium processes on
// loopback, on the deployed site (scripts/build.sh's dist/): the host in the game's
// build, each invite link opening the game's join build (<id>/join/). For each game a
// host page sets the game up on its new-game page (its own seats played by the
// computer at random, at the Instant pace), each other seat "on another device"; the
// test opens each invite link in a browser of its own, makes the joiner's first
// decisions by real clicks on the action bar, then hands the seat to the computer on
// the joiner's side ("The computer plays it (random moves)", a feature of the page)
// so the whole game plays out. Checked:
// - a whole game of Lorcana (2 pages), Tash-Kalar Battle with 3 players (3 pages) and
//   Aeon's End with the partner mage remote (2 pages), through matchbox_server, and a
//   game of Lorcana through the serverless offer and reply codes;
// - every message a joining page received: only the kinds the host sends, no reveal
//   before the end, nothing that holds the host's secret or the game's seed before the
//   reveal, and (Lorcana) the other seat's hand as a count, never its cards;
// - hostile input: a raw client in the room sends the host and the joiner malformed,
//   oversized and binary messages; the game goes on, no page throws;
// - one seat, one device (issue 34 point 14): the same invite link opened in a second
//   browser while the first holds the seat is told the seat is taken and given nothing,
//   and the first plays on; taken over on purpose, the seat moves: the first page says
//   it moved and plays no more, the host's page says so, and the second plays on to the
//   end. With no server, a second browser opening the same link (whose offer the first
//   used) says after its wait that the invite may be in use on another device;
// - a host that closes its tab (issue 34 point 17): the joiner's page keeps its table
//   and says it waits for the host; the host opens the site in a new tab, its lobby
//   offers "Resume the game you host", one click reopens the same room, and the
//   joiner's page gets its seat back and plays on to a verified end;
// - a joiner reloaded mid-game comes back with the same link and gets its table back
//   (after the move above: the reload of the second device is its own, not a third);
// - a watcher (the watch link, Lorcana) sees the public table live to the end, and
//   receives no hand, no secret and no seed;
// - the end screen: each honest game says "Verified"; in the serverless game the host's
//   reveal is altered on its way out (a host that changed its secret after committing)
//   and the joiner's end screen says exactly what did not match;
// and measures, per game, the time from the host sending a table to the other page's
// repaint (median and p95 over the whole game) and the bytes sent per action.
// Usage: node --experimental-websocket tests/online/pages.mjs SITE_DIR
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Browser, RECORDER, children, cleanup, fail, sleep, until } from "./cdp.mjs";

const [site] = process.argv.slice(2);
const shots = process.env.TK_SHOTS || "";
setTimeout(() => fail("timed out after 900 s"), 900_000).unref();
process.on("uncaughtException", (e) => fail(e.stack || String(e)));
const port = 9400 + Math.floor(Math.random() * 200);
const SIGNAL_PORT = 3536;
const signalling = `ws://127.0.0.1:${SIGNAL_PORT}`;

children.push(spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", site], { stdio: "ignore" }));
const health = async () => { try { return (await fetch(`http://127.0.0.1:${SIGNAL_PORT}/health`)).ok; } catch { return false; } };
if (!(await health())) {
  children.push(spawn("matchbox_server", [`127.0.0.1:${SIGNAL_PORT}`], { stdio: "ignore", env: { ...process.env, RUST_LOG: "warn" } }));
  await until("matchbox_server answering", health);
}
const base = `http://127.0.0.1:${port}/`;
await until(`the static server on port ${port}`, async () => { try { return (await fetch(base)).ok; } catch { return false; } });

// Every page: the recorder, the computer at Instant pace and random moves, and no STUN
// server (loopback needs none; the test must not depend on reaching the internet).
const SETUP = `${RECORDER}
try { localStorage.setItem("turnkeeper/net/ice", JSON.stringify("")); localStorage.setItem("turnkeeper/bot-speed", ${JSON.stringify(process.env.TK_PACE || "0")}); localStorage.setItem("turnkeeper/computer-level", JSON.stringify("random")); } catch {}`;

async function browser(name, w, h) {
  const b = await new Browser(name, w, h).start();
  await b.beforeEachPage(SETUP);
  return b;
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const p95 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]; };

/// The host's new-game page: its own seats played by the computer, `remote` seats on
/// other devices; started. Returns each remote seat's invite link.
async function host(h, id, remote, { serverless = false, options = async () => {} } = {}) {
  await h.go(`${base}${id}/index.html#/${id}/new`);
  await h.waitFor(".seat-kind-0", "the new-game page");
  await options(h);
  if ((await h.text(".seat-kind-0")) === "Person") await h.click(".seat-kind-0");
  for (const s of remote) await h.click(`.seat-remote-${s}`);
  if (serverless) await h.click(".connect-serverless");
  if (shots) await h.screenshot(`${shots}/${id}-new-game.png`);
  await h.click(".start");
  await h.waitFor(".invite-panel", "the invite panel");
  // The host is told its page holds the game (issue 34 point 17).
  if (!/keep it open to the end/.test(await h.text(".invite-help"))) fail(`the invite panel does not tell the host to keep its page open: ${await h.text(".invite-help")}`);
  const links = {};
  for (const s of remote) {
    links[s] = await until(`the invite link of P${s + 1}`, () => h.eval(`(document.querySelector('.invite[data-seat="${s}"] .invite-link') || {}).value`), 20_000);
    // The seat's page is in the game's join build, beside the host's.
    if (!links[s].startsWith(`${base}${id}/join/index.html#/${id}/join/`)) fail(`P${s + 1}'s invite link does not open ${id}'s join build: ${links[s]}`);
  }
  if (!serverless) links.watch = await until("the watch link", () => h.eval(`(document.querySelector(".watch-invite .invite-link") || {}).value`), 20_000);
  if (shots) await h.screenshot(`${shots}/${id}-host-waiting.png`);
  return links;
}

/// A table sent as changes ([path, value] pairs, src/online/changes.rs) made whole
/// from the last one, in the page that received it.
const APPLY = `const apply = (base, changes) => {
    for (const [path, value] of changes) {
      if (path.length === 0) { base = value; continue; }
      let at = base;
      for (const step of path.slice(0, -1)) at = at[step];
      at[path[path.length - 1]] = value;
    }
    return base;
  };`;

/// What a watcher's page received, checked in that page (the watch test runs on Lorcana):
/// the public table only (each seat's hand as a count, never its cards), nothing of the
/// host's secret or the seed.
const WATCH_CHECK = `(() => {
  const out = { tables: 0, errors: [] };
  ${APPLY}
  let w = null;
  for (const [t, text] of window.__tkRec.got) {
    let msg; try { msg = JSON.parse(text); } catch { continue; }
    if (msg && msg.m && msg.m.watching) w = msg.m.watching;
    else if (msg && msg.m && msg.m.changes && w) w = apply(structuredClone(w), msg.m.changes);
    else continue;
    out.tables++;
    const seats = (w.view && w.view.seats) || [];
    if (seats.length < 2 || seats.some((s) => typeof s.hand_count !== "number")) out.errors.push("a table without each seat's hand count");
    for (const s of seats) if (s.hand !== null && s.hand !== undefined) out.errors.push("P" + (s.seat + 1) + "'s hand: " + JSON.stringify(s.hand).slice(0, 60));
    if (/"(secret|seed|parts)"/.test(text)) out.errors.push("a secret, seed or part: " + text.slice(0, 80));
  }
  return out; })()`;

/// A watcher opens the watch link: the public table appears and follows the game live.
async function watcher(id, link) {
  const w = await browser(`${id} watcher`, 1280, 800);
  await w.go(link);
  await w.waitFor(".watching .table-wrap .table-root, .watching .table-wrap > :not(.waiting-table)", `${w.name}'s table`, 60_000);
  return w;
}

/// The decks of a game that has them (premade decks from its card files), by id.
const PREMADES = { lorcana: Object.fromEntries(JSON.parse(readFileSync("cards/lorcana/decks.json", "utf8")).decks
  .map((d) => [d.id, d.cards.flatMap(([id, n]) => Array(n).fill(id))])) };

/// A joiner of a deck game chooses its deck on its own device (issue 30 point 7): the
/// premade `id` from its page's list, sent to the host, which checks it before the game
/// starts. The page says it waits meanwhile, and then shows its table.
async function chooseDeck(j, h, id) {
  await j.waitFor(".deck-choice-send", `${j.name}'s deck choice`, 60_000, async () => `${await j.state()}; ${await h.state()}`);
  if (!/Choose your deck/.test(await j.text(".turn-status"))) fail(`${j.name}'s header does not say to choose a deck: ${await j.text(".turn-status")}`);
  if (shots) await j.screenshot(`${shots}/${j.name.replace(/\W+/g, "-")}-deck-choice.png`);
  const value = `premade:${id}`;
  await j.eval(`(() => { const s = document.querySelector(".deck-choice-select"); s.value = ${JSON.stringify(value)}; s.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
  await until(`${j.name}'s deck picked`, () => j.eval(`document.querySelector(".deck-choice-select").value === ${JSON.stringify(value)}`));
  await j.click(".deck-choice-send");
  // The host checks it and the game starts: the table follows.
  await j.waitFor(".table-wrap > :not(.waiting-table):not(.deck-choice)", `${j.name}'s table after its deck`, 60_000, async () => `${await j.state()}; ${await h.state()}`);
}

/// A joiner opens its link (and with no server, the host pastes its reply code).
async function join(j, h, seat, link, serverless) {
  await j.go(link);
  if (serverless) {
    const reply = await until(`${j.name}'s reply code`, () => j.eval(`(document.querySelector(".my-reply") || {}).value`), 20_000);
    await h.waitFor(`#reply-${seat}`, "the host's box for the reply code");
    await h.click(`#reply-${seat}`);
    await h.send("Input.insertText", { text: reply });
    // The Connect button is enabled once the page has taken the pasted text (a repaint
    // later, which a busy machine can delay): a click before that would be lost.
    const button = `.invite[data-seat="${seat}"] .connect-reply`;
    await until("the host's Connect enabled by the pasted reply", () => h.eval(`(() => { const b = document.querySelector(${JSON.stringify(button)}); return !!b && !b.disabled; })()`), 20_000);
    await h.click(button);
  }
  await j.waitFor(".online-seat", `${j.name}'s page`, 60_000, async () => `${await j.state()}; ${await h.state()}`);
}

/// A button of the action bar that plays on.
const PLAY_BUTTON = '.bar-button:not([data-kind="concede"])';

/// The joiner's first decisions by real clicks on its action bar, then the computer
/// (unless `keep`: the person here goes on playing).
async function playJoiner(j, clicks, keep = false) {
  let made = 0;
  const end = Date.now() + 30_000;
  while (made < clicks && Date.now() < end) {
    if (await j.exists(".end-screen")) return made;
    // Never the concession: its button asks "are you sure?" in a dialog of the
    // browser, which holds the page until it is answered (Tash-Kalar's set-up offers
    // no other button, so the first button was the concession).
    if (await j.exists(".prompt.mine") && await j.exists(PLAY_BUTTON)) {
      const at = await atOf(j);
      await j.click(PLAY_BUTTON);
      await until(`${j.name}'s click answered`, async () => (await atOf(j)) !== at || await j.exists(".error-toast"), 10_000);
      made++;
    } else {
      await sleep(100);
    }
  }
  if (keep) return made;
  await j.eval(`(() => { const s = document.querySelector(".auto-level"); s.value = "random"; s.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
  return made;
}

/// The checks of every message a joining page received, run in that page on what its
/// recorder kept (the messages are megabytes: only the findings come back). `seed`,
/// `secret`: found at the end, looked for in everything received before the reveal.
const CHECK = (seat, game) => `((seat, game) => {
  const kinds = new Set(["greet", "welcome", "update", "changes", "refused", "said", "reveal", "hint", "taken", "replaced"]);
  // A table sent as changes is rebuilt here from the last one, as the page does.
  let table = null;
  ${APPLY}
  const out = { errors: [], messages: 0, updates: 0, whole: 0, texts: [], reveal: null, options: null, asked: false, tables: [], others: 0, summons: 0, previews: 0 };
  // The host's channel is the one that welcomed this page; what other pages of the room
  // sent (the hostile client) is counted, not checked: the page ignores it.
  // (A host that closed its page and opened the game again welcomes it on a new channel.)
  const hosts = new Set(window.__tkRec.got.filter((g) => g[1].startsWith('{"m":{"welcome"')).map((g) => g[2]));
  for (const [t, text, from, handled] of window.__tkRec.got) {
    if (!hosts.has(from)) { out.others++; continue; }
    out.messages++;
    let msg;
    try { msg = JSON.parse(text); } catch { out.errors.push("a message that is not JSON"); continue; }
    const kind = Object.keys(msg.m)[0];
    if (!kinds.has(kind)) out.errors.push("a " + kind + " message");
    if (kind === "reveal") { out.reveal = msg.m.reveal.secret; out.options = msg.m.reveal.options; continue; }
    // No page sees the other seat's deck before the end: its welcome holds an empty list.
    if (kind === "welcome" && game === "lorcana" && !out.reveal) {
      const o = msg.m.welcome.options, other = seat === 0 ? o.p2_deck : o.p1_deck;
      if (!Array.isArray(other) || other.length !== 0) out.errors.push("the welcome shows the other seat's deck: " + JSON.stringify(other).slice(0, 60));
      if (msg.m.welcome.deck) out.asked = true;
    }
    if (out.reveal) continue;
    out.texts.push(text.length);
    if (kind === "update") table = msg.m.update;
    else if (kind === "changes" && table) table = apply(structuredClone(table), msg.m.changes);
    else if (kind === "changes") { out.errors.push("changes before a whole table"); continue; }
    else continue;
    if (kind === "update") out.whole++;
    out.updates++;
    const u = table;
    out.tables.push([t, u.at, handled]);
    if (u.legal.length > 0 && u.public.to_act === null) out.errors.push("choices with nobody to act");
    // Each summon offered comes with the pattern its table draws before it is made.
    for (const c of u.legal) if (c.kind === "summon") { out.summons++; if (c.preview && Array.isArray(c.preview.orientation_cells)) out.previews++; }
    if (game === "lorcana") for (const s of u.view.seats) {
      if (s.seat === seat && !Array.isArray(s.hand)) out.errors.push("its own hand is not shown");
      if (s.seat !== seat && s.hand !== null) out.errors.push("P" + (s.seat + 1) + "'s hand: " + JSON.stringify(s.hand).slice(0, 60));
      if (typeof s.deck !== "number") out.errors.push("a deck that is not a count");
    }
  }
  return out;
})(${seat}, ${JSON.stringify(game)})`;

/// Whether any message before the reveal holds `needle` (the secret, the seed).
const HOLDS = (needle) => `(() => { let i = 0; for (const [, text] of window.__tkRec.got) { if (text.startsWith('{"m":{"reveal"')) break; if (text.includes(${JSON.stringify(needle)})) return i; i++; } return -1; })()`;

/// A page's findings so far, with those from before a reload (`carry`).
async function findings(j, seat, game) {
  const now = await j.eval(CHECK(seat, game));
  const paints = await j.eval(`window.__tkRec.paints`);
  const c = j.carry || { errors: [], messages: 0, updates: 0, whole: 0, tables: [], paints: [], others: 0, summons: 0, previews: 0 };
  return { errors: [...c.errors, ...now.errors], messages: c.messages + now.messages, updates: c.updates + now.updates, whole: c.whole + now.whole,
    tables: [...c.tables, ...now.tables], paints: [...c.paints, ...paints], reveal: now.reveal, options: now.options, asked: c.asked || now.asked, others: c.others + now.others,
    summons: c.summons + now.summons, previews: c.previews + now.previews };
}

/// Every message a joining page received, checked (see the header).
async function checkReceived(j, seat, game) {
  const f = await findings(j, seat, game);
  if (f.errors.length) fail(`${j.name} received: ${f.errors.slice(0, 3).join(" | ")}`);
  if (f.previews !== f.summons) fail(`${j.name} was offered ${f.summons} summons, ${f.previews} of them with a preview`);
  if (!f.reveal) fail(`${j.name} got no reveal at the end`);
  const seed = await j.eval(`((document.querySelector(".end-meta") || {}).textContent || "").match(/seed (\\d+)/)?.[1] || ""`);
  if ((await j.eval(HOLDS(f.reveal))) >= 0) fail(`${j.name} was sent the host's secret before the end`);
  if (seed.length > 6 && (await j.eval(HOLDS(seed))) >= 0) fail(`${j.name} was sent the seed ${seed} before the end`);
  // What the page was sent before a reload (the secret and the seed were not known
  // yet then: the test kept those texts).
  for (const text of j.carryTexts || []) {
    if (text.includes(f.reveal) || (seed.length > 6 && text.includes(seed))) fail(`${j.name} was sent the secret or the seed before its reload`);
  }
  return f;
}

/// The number of actions of the last table a page was sent.
/// The number of actions of a table as sent: a whole one (`update`), or changes, whose
/// first is the number when it changed (the host writes a table's fields in order).
const AT_RE = String.raw`^\{"m":\{(?:"update":\{"at":(\d+)|"changes":\[\[\["at"\],(\d+)\])`;
const atOfText = (text) => { const m = text.match(new RegExp(AT_RE)); return m ? +(m[1] || m[2]) : undefined; };
const atOf = (p) => p.eval(`(() => { const re = new RegExp(${JSON.stringify(AT_RE)}); const g = window.__tkRec.got; for (let i = g.length - 1; i >= 0; i--) { const m = g[i][1].match(re); if (m) return +(m[1] || m[2]); } return -1; })()`);

/// Latency (host sends a table, the other page repaints) and bytes sent by the host.
async function measure(h, found) {
  const sent = await h.eval(`window.__tkRec.sent`);
  // Each table received is timed from the host's last sending of that table before it
  // came: a page that reloads is sent its table again, and the time of the reload is
  // not the time a table takes.
  const sends = new Map();
  for (const [t, , head] of sent) { const at = atOfText(head); if (at !== undefined) { if (!sends.has(at)) sends.set(at, []); sends.get(at).push(t); } }
  const sentBefore = (at, t) => { let best; for (const s of sends.get(at) || []) if (s <= t) best = s; return best; };
  // The whole latency, and its parts: on the way (sent to received), handled by the
  // page (read, checked, drawn: the message handler's time) and waiting for the frame.
  const lat = [], way = [], handled = [], frame = [];
  for (const f of found) {
    const painted = new Map(f.paints.map(([t0, t1]) => [t0, t1]));
    for (const [t, at, took] of f.tables) {
      const from = sentBefore(at, t);
      if (from === undefined || !painted.has(t)) continue;
      lat.push(painted.get(t) - from);
      way.push(t - from);
      handled.push(took);
      frame.push(painted.get(t) - t - took);
    }
  }
  return { lat, way, handled, frame, bytes: sent.reduce((n, s) => n + s[1], 0) };
}

/// Issue 34 point 14, through the signalling server: `link`, which `first` holds, opened
/// in a second browser. It is told the seat is taken and sent no table; the first plays
/// on by a real click; the second takes the seat over on purpose: the first page says
/// the seat moved and is sent nothing more, the host's page says P2 moved, and the
/// second gets the table. Returns the second page.
async function secondDevice(id, h, first, seat, link) {
  const P = `P${seat + 1}`;
  const b = await browser(`${id} ${P} second device`, 1280, 800);
  await b.go(link);
  const explain = async () => `${await b.state()}; ${await first.state()}; ${await h.state()}`;
  await b.waitFor(".seat-elsewhere", `${b.name} told the seat is taken`, 60_000, explain);
  if (shots) await b.screenshot(`${shots}/${id}-second-device-taken.png`);
  const taken = await b.text(".seat-elsewhere h2");
  if (taken !== `${P} is played on another device`) fail(`${b.name} says "${taken}", not that ${P} is played on another device`);
  const got = await b.eval(`window.__tkRec.got.map((g) => Object.keys(JSON.parse(g[1]).m || {})[0]).filter((k) => k !== "greet")`);
  if (got.some((k) => k !== "taken")) fail(`${b.name}, told the seat is taken, was sent ${got.join(", ")}`);
  if (!(await b.exists(".table-wrap .waiting-table"))) fail(`${b.name} draws a table it was not given`);
  if (!/connected/.test(await h.text(`.online-seat[data-seat="${seat}"]`)) || /moved/.test(await h.text(".online-status"))) fail(`the host's page changed for a device that only opened the link: ${await h.state()}`);
  // The first device plays on (a real click), the second is sent nothing of it.
  if ((await playJoiner(first, 1, true)) !== 1) fail(`${first.name} could not play on while a second device waited`);
  // Taken over on purpose.
  await b.click(".take-over");
  await first.waitFor(".seat-elsewhere", `${first.name} told the seat moved`, 30_000, explain);
  if (shots) await first.screenshot(`${shots}/${id}-first-device-moved.png`);
  const moved = await first.text(".seat-elsewhere h2");
  if (moved !== `${P} moved to another device`) fail(`${first.name} says "${moved}", not that ${P} moved`);
  // The host's strip says so where it says how the connection stands.
  await until("the host's page saying the seat moved", async () => (await h.text(".online-status")) === `${P} moved to another device`, 30_000, explain);
  if (shots) await h.screenshot(`${shots}/${id}-host-seat-moved.png`);
  await until(`${b.name}'s table after the take-over`, async () => (await atOf(b)) >= (await atOf(first)) && !(await b.exists(".seat-elsewhere")), 30_000, explain);
  if (await first.exists(".bar-button")) fail(`${first.name} still offers choices after its seat moved`);
  // What the host had sent it (a raw client in the room sends it things too, ignored).
  first.fromHost = (await first.eval(CHECK(seat, id))).messages;
  console.log(`[online pages] a second browser opening ${P}'s link was told the seat is taken; taking it over moved the seat, and the first page and the host's page said so`);
  return b;
}

/// Issue 34 point 14, with no server: a second browser opens the link whose offer the
/// first device used. Its page shows a reply code that no host will take; the check of
/// what it then says is at the end ([`noAnswerSaid`]).
async function secondOpener(id, seat, link) {
  const b = await browser(`${id} P${seat + 1} second opener`, 1280, 800);
  await b.go(link);
  await until(`${b.name}'s reply code`, () => b.eval(`(document.querySelector(".my-reply") || {}).value`), 20_000);
  b.openedAt = Date.now();
  return b;
}

/// The second opener of a serverless link says, after its bounded wait, that no host
/// answered and the invite may be in use elsewhere (not "Connecting" for ever).
async function noAnswerSaid(b) {
  const words = "No answer from the host: this invite may already be in use on another device; ask the host for a new link";
  await until(`${b.name} saying no host answered`, async () => (await b.text(".online-status")) === words, Math.max(5_000, 90_000 - (Date.now() - b.openedAt)), async () => b.state());
  if (!(await b.exists(".table-wrap .waiting-table"))) fail(`${b.name} draws a table it was never sent`);
  if (shots) await b.screenshot(`${shots}/${b.name.split(" ")[0]}-serverless-no-answer.png`);
  console.log(`[online pages] a second browser opening the used serverless link said, after ${((Date.now() - b.openedAt) / 1000).toFixed(0)} s, "${words}"`);
}

/// Issue 34 point 17: the host closes its tab at action `at` or later. The joiner's page
/// keeps its table and says what it waits for; the host opens the site again in a new
/// tab, its lobby offers to resume the game it hosts, one click opens the same room,
/// and the joiner's page gets its seat back and plays on.
async function hostCloses(id, h, j, seat, at) {
  await until(`${j.name} at action ${at}`, async () => (await atOf(j)) >= at, 120_000);
  await h.newTab();
  const explain = async () => `${await j.state()}; ${await h.state()}`;
  const waits = "The host's page is closed or cut off: waiting for the host to open the game again (Resume in their lobby). Your seat and table come back then; nothing is played meanwhile";
  await until(`${j.name} saying it waits for the host`, async () => (await j.text(".online-status")) === waits, 30_000, explain);
  if (await j.exists(".table-wrap .waiting-table")) fail(`${j.name} lost its table while the host was away`);
  const before = await atOf(j);
  if (shots) await j.screenshot(`${shots}/${id}-joiner-waits-for-host.png`);
  await h.go(`${base}index.html#/`);
  const hosted = `.in-progress.hosted[data-game="${id}"]`;
  await h.waitFor(hosted, "the lobby offering the game this browser hosts", 30_000, explain);
  const words = await h.text(`${hosted} .what`);
  if (!new RegExp(`^Resume the game you host: .+, move \\d+, with P${seat + 1} on another device: their pages reconnect when you open it$`).test(words)) fail(`the lobby says "${words}"`);
  if (shots) await h.screenshot(`${shots}/${id}-lobby-resume-hosted.png`);
  await h.click(`${hosted} .resume`);
  await h.waitFor(".invites-toggle", "the host's page again", 60_000, explain);
  // The joiner's page reconnects by itself, gets its seat back and plays on.
  await until(`${j.name} playing on after the host came back`, async () => (await atOf(j)) > before && !(await j.text(".online-status")).startsWith("The host's page"), 120_000, explain);
  if (await j.exists(".seat-elsewhere")) fail(`${j.name} was not given its seat back`);
  console.log(`[online pages] the host closed its tab at action ${before}; ${j.name} said it waits for the host; the lobby said "${words}"; Resume reopened the room and ${j.name} played on`);
}

/// One whole game; returns the figures.
async function game({ id, name, remote, serverless = false, options, reloadAt = null, hostile = false, tamper = false, watch = false, second = false, closeAt = null, deck = "C" }) {
  const h = await browser(`${id} host`, 1280, 800);
  const links = await host(h, id, remote, { serverless, options });
  const joiners = [];
  for (const s of remote) {
    const j = await browser(`${id} P${s + 1}`, s === remote[0] ? 390 : 1280, s === remote[0] ? 844 : 800);
    await join(j, h, s, links[s], serverless);
    // Each person of a deck game picks their deck on their own device.
    if (PREMADES[id]) await chooseDeck(j, h, deck);
    joiners.push({ j, s });
  }
  await h.waitFor(".tracker-row .phase-tracker, .play-area .table-wrap > *", "the host's table");
  // A watcher comes once the game has started (before, its page says the table appears
  // when the game starts).
  const watching = watch ? await watcher(id, links.watch) : null;
  // One seat, one device: a second browser opens the first remote seat's link.
  let replaced = null, opener = null;
  if (second && serverless) opener = await secondOpener(id, remote[0], links[remote[0]]);
  else if (second) {
    replaced = joiners[0].j;
    joiners[0].j = await secondDevice(id, h, replaced, remote[0], links[remote[0]]);
  }
  const clicks = await playJoiner(joiners[0].j, 2);
  for (const { j } of joiners.slice(1)) await playJoiner(j, 0);
  if (shots) { await h.screenshot(`${shots}/${id}-host-playing.png`); await joiners[0].j.screenshot(`${shots}/${id}-joiner-playing.png`); }
  if (hostile) await hostileClient(id, links[remote[0]]);
  if (closeAt !== null) await hostCloses(id, h, joiners[0].j, remote[0], closeAt);
  if (reloadAt !== null) {
    const j = joiners[0].j;
    await until(`${j.name} at action ${reloadAt}`, async () => (await atOf(j)) >= reloadAt || await j.exists(".end-screen"), 120_000);
    const at = await atOf(j);
    j.carry = await findings(j, remote[0], id);
    j.carryTexts = await j.eval(`window.__tkRec.got.map((g) => g[1])`);
    await j.send("Page.reload");
    await j.waitFor(".online-seat", `${j.name} after the reload`);
    await until(`${j.name}'s table back after the reload`, async () => (await atOf(j)) >= at, 30_000);
    await playJoiner(j, 0);
    console.log(`[online pages] ${name}: P${remote[0] + 1} reloaded at action ${at} and got its table back`);
  }
  if (tamper) {
    // A host that changed its secret after committing: its reveal says another one.
    await h.eval(`window.__tkRec.tamper = (d) => d.startsWith('{"m":{"reveal"') ? d.replace(/"secret":"[0-9a-f]{64}"/, '"secret":"' + "0".repeat(64) + '"') : d; true`);
  }
  await h.waitFor(".end-screen", "the host's end screen", 600_000);
  const verdicts = [];
  for (const { j } of joiners) {
    await until(`${j.name}'s verdict`, async () => /^(Verified|Not verified)/.test(await j.text(".verdict")), 60_000);
    verdicts.push(await j.text(".verdict"));
  }
  if (shots) { await h.screenshot(`${shots}/${id}-host-end.png`); await joiners[0].j.screenshot(`${shots}/${id}-joiner-end.png`); }
  const checked = [];
  for (const { j, s } of joiners) checked.push(await checkReceived(j, s, id));
  if (PREMADES[id]) for (const [i, { j, s }] of joiners.entries()) {
    // The host asked for the deck, and the game was played with the one chosen there,
    // revealed with the whole options only at the end.
    const played = checked[i].options && checked[i].options[s === 0 ? "p1_deck" : "p2_deck"];
    const sorted = (xs) => [...xs].sort().join(",");
    // A seat taken over by a second device after the start was asked on its first one.
    const asked = checked[i].asked || (i === 0 && replaced !== null && (await findings(replaced, s, id)).asked);
    if (!asked) fail(`${j.name} was never asked for its deck`);
    if (!Array.isArray(played) || sorted(played) !== sorted(PREMADES[id][deck])) fail(`${j.name}'s seat did not play the deck it chose (${deck}): ${JSON.stringify(played).slice(0, 80)}`);
  }
  if (replaced) {
    // The page whose seat moved was sent nothing more, and never the reveal.
    const f = await replaced.eval(CHECK(remote[0], id));
    if (f.messages !== replaced.fromHost || await replaced.exists(".end-screen")) fail(`${replaced.name} was sent ${f.messages - replaced.fromHost} messages after its seat moved`);
    if (f.errors.length || f.reveal) fail(`${replaced.name} received: ${f.errors.slice(0, 3).join(" | ") || "the reveal"}`);
    if ((await replaced.text(".seat-elsewhere h2")) !== `P${remote[0] + 1} moved to another device`) fail(`${replaced.name} no longer says its seat moved`);
  }
  if (opener) await noAnswerSaid(opener);
  if (watching) {
    // Live to the end: the watcher's bar says the game is over, as the host's does.
    await until(`${watching.name} seeing the end`, async () => /Game over/.test(await watching.text(".watching .action-bar .prompt")), 60_000);
    const f = await watching.eval(WATCH_CHECK);
    if (f.tables < 10) fail(`${watching.name} received only ${f.tables} tables`);
    if (f.errors.length) fail(`${watching.name} received: ${f.errors.slice(0, 3).join(" | ")}`);
    if (id === "lorcana" && await watching.exists(".lo-hand .card")) fail(`${watching.name} shows a hand's cards`);
    console.log(`[online pages] ${name}: a watcher followed the public table live (${f.tables} tables, no hand, no secret) to the end`);
  }
  const { lat, way, handled, frame, bytes } = await measure(h, checked);
  const actions = Math.max(...await Promise.all(joiners.map(({ j }) => atOf(j))));
  const pages = [h, ...joiners.map((x) => x.j), ...[watching, replaced, opener].filter(Boolean)];
  for (const b of pages) {
    const errs = b.errors.filter((e) => !/favicon/.test(e));
    if (errs.length) fail(`${b.name} logged errors: ${errs.join(" | ").slice(0, 400)}`);
  }
  for (const b of pages) { b.proc.kill("SIGKILL"); }
  return { name, clicks, verdicts, checked, lat, way, handled, frame, bytes, actions };
}

/// A raw page in the room that sends the host and a joiner malformed, oversized and
/// binary messages (it speaks matchbox's protocol and WebRTC itself).
async function hostileClient(id, link) {
  // The room is in the route (`#/<id>/join/<room>/...`), not in the join build's folder.
  const room = link.split("#")[1].split("/join/")[1].split("/")[0];
  const c = await browser(`${id} hostile`, 800, 600);
  // The lobby's build draws #/ itself (a game's build would send the page there, and
  // what this page sets up would be lost with it).
  await c.go(`${base}index.html#/`);
  await c.eval(`(async () => {
    window.raw = { open: 0 };
    const ws = new WebSocket(${JSON.stringify(signalling + "/")} + ${JSON.stringify(room)});
    await new Promise((r) => ws.addEventListener("open", r));
    const peers = new Map();
    const signal = (to, data) => ws.send(JSON.stringify({ Signal: { receiver: to, data } }));
    ws.addEventListener("message", async (e) => {
      const m = JSON.parse(e.data);
      const from = m.Signal && m.Signal.sender;
      if (m.Signal && m.Signal.data.Offer) {
        const pc = new RTCPeerConnection({ iceServers: [] });
        pc.early = [];
        peers.set(from, pc);
        pc.onicecandidate = (ev) => { if (ev.candidate) signal(from, { IceCandidate: JSON.stringify(ev.candidate) }); };
        pc.ondatachannel = (ev) => { ev.channel.onopen = () => { raw.open++; const dc = ev.channel;
          for (const bad of ["nonsense", "{}", '{"v":1,"m":{"act":{"at":0,"action":{"bogus":1}}}}', '{"m":{"hello":{"seat":1,"token":"guessed"}},"v":1}',
            '{"m":{"say":{"phrase":"<script>alert(1)</script>"}},"v":1}', '{"m":{"update":{"at":1}},"v":1}', "x".repeat(210000)]) dc.send(bad);
          dc.send(new Uint8Array([1, 2, 3])); }; };
        await pc.setRemoteDescription({ type: "offer", sdp: m.Signal.data.Offer });
        pc.ready = true;
        for (const c of pc.early.splice(0)) await pc.addIceCandidate(c);
        await pc.setLocalDescription(await pc.createAnswer());
        signal(from, { Answer: pc.localDescription.sdp });
      } else if (m.Signal && m.Signal.data.IceCandidate && peers.has(from)) {
        const pc = peers.get(from), c = JSON.parse(m.Signal.data.IceCandidate);
        if (pc.ready) await pc.addIceCandidate(c); else pc.early.push(c);
      }
    });
    return true; })()`);
  await until("the hostile client connected to the host and the joiner", () => c.eval(`raw.open >= 2`), 20_000);
  await sleep(1500);
  console.log("[online pages] a raw client in the room sent the host and the joiner malformed, oversized and binary messages");
  c.proc.kill("SIGKILL");
}

const results = [];
let passed = 0;
const tk3 = async (h) => {
  await h.eval(`(() => { const s = [...document.querySelectorAll("select")].find((x) => [...x.options].some((o) => /battle/i.test(o.value + o.text)));
    if (!s) return false; const o = [...s.options].find((o) => /battle/i.test(o.value + o.text)); s.value = o.value; s.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
  await until("three seats for a Battle", () => h.exists(".seat-kind-2"));
};
for (const g of [
  { id: "lorcana", name: "Lorcana, 2 pages and a watcher, signalling, a seat moved", remote: [1], reloadAt: 40, hostile: true, watch: true, second: true },
  { id: "lorcana", name: "Lorcana, the joiner picks a premade deck on its device", remote: [1], deck: "E" },
  { id: "lorcana", name: "Lorcana, 2 pages, the host closes its tab and resumes from the lobby", remote: [1], closeAt: 20 },
  { id: "lorcana", name: "Lorcana, 2 pages, serverless, a dishonest reveal, a second opener", remote: [1], serverless: true, tamper: true, second: true },
  { id: "tash-kalar", name: "Tash-Kalar Battle, 3 pages", remote: [1, 2], options: tk3 },
  { id: "aeons-end", name: "Aeon's End, partner remote", remote: [1], options: async (h) => {
    await h.eval(`(() => { const s = document.querySelector("#ae-mages"); if (s.value !== "2") { s.value = "2"; s.dispatchEvent(new Event("change", { bubbles: true })); } return true; })()`);
    await until("two mages", () => h.exists(".seat-kind-1"));
  } },
]) {
  if (process.env.TK_ONLY && !g.name.toLowerCase().includes(process.env.TK_ONLY)) continue;
  const started = Date.now();
  const r = await game(g);
  const expectVerified = !g.tamper;
  for (const v of r.verdicts) {
    if (expectVerified && !v.startsWith("Verified: shuffles and rules checked on this device")) fail(`${g.name}: ${v}`);
    if (!expectVerified && !/^Not verified: .*secret is not the one it committed to/.test(v)) fail(`${g.name}: the altered reveal was not caught: ${v}`);
  }
  if (r.lat.length < 10) fail(`${g.name}: only ${r.lat.length} repaints measured`);
  results.push({ ...r, seconds: (Date.now() - started) / 1000 });
  console.log(`[online pages] ${g.name}: ${r.actions} actions in ${((Date.now() - started) / 1000).toFixed(0)} s; ${r.clicks} real clicks by P2 before the computer; ` +
    `verdicts: ${r.verdicts.map((v) => v.slice(0, 70)).join(" / ")}; messages checked: ${r.checked.map((c) => `${c.messages} (${c.updates} tables, ${c.whole} of them whole, the rest as changes; ${c.others} from other pages of the room, ignored)`).join(", ")}`);
  console.log(`[online pages] ${g.name}: host table sent to other page repainted: median ${median(r.lat).toFixed(1)} ms, p95 ${p95(r.lat).toFixed(1)} ms over ${r.lat.length} tables; ` +
    `host sent ${r.bytes} bytes, ${(r.bytes / Math.max(1, r.actions)).toFixed(0)} per action`);
  const part = (xs) => `${median(xs).toFixed(1)} / ${p95(xs).toFixed(1)}`;
  const summons = r.checked.reduce((n, c) => n + c.summons, 0);
  if (g.id === "tash-kalar" && summons === 0) fail(`${g.name}: no remote seat was offered a summon`);
  if (summons) console.log(`[online pages] ${g.name}: ${summons} summons offered to remote seats, each with its preview`);
  console.log(`[online pages] ${g.name}: of which (median / p95 ms) on the way ${part(r.way)}, handled by the page ${part(r.handled)}, waiting for the frame ${part(r.frame)}`);
  passed++;
}
const load = (await import("node:os")).loadavg()[0].toFixed(1);
console.log(`[online pages] machine load (1 min) at the end: ${load}`);
console.log(`test result: ok. ${passed} passed; 0 failed (the online pages check)`);
cleanup();
process.exit(0);
