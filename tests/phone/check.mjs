// The phone check of the table standard (issue 8 point 7), in a real 390x844 viewport:
// headless Chromium emulates a phone (Emulation.setDeviceMetricsOverride, mobile, touch),
// loads a built site from a local static server, and
// - checks that no page scrolls sideways (lobby, both new-game pages, both How to play
//   pages, both tables) and that every top-bar and action-bar control is >= 44 px tall;
// - plays a whole Lorcana turn (ink, play a character, end the turn), a whole
//   Tash-Kalar turn (place, place, end), an Altered turn (mana, a Character into an
//   expedition, pass), a Nexus turn (keep, convert, pass to the end) and an Aeon's End
//   turn (gems, focus, prep, end; table targets >= 44 px) by touch taps (Input.dispatchTouchEvent) at the
//   centre of what a player taps, after checking nothing covers that point;
// - checks that the deciding player's hand starts on screen, above the action bar;
// - and, on every page visited (the lobby, each game's new-game and How to play pages,
//   two tables), that nothing was logged as an error and no request failed or 404'd;
// - the Content-Security-Policy (scripts/csp.py): every page carries it, nothing the
//   site does while all that is played is refused by it (a refusal is reported by the
//   page's `securitypolicyviolation` event and Chromium's log, and counts as an error),
//   and on the lobby and every game's page an injected inline event handler and an
//   injected inline script do not run (and are reported).
// DIST_DIR is the release site of scripts/build.sh (each game in its own folder,
// dist/<id>/) or a whole-app build (every table in one page).
// Usage: node --experimental-websocket tests/phone/check.mjs DIST_DIR
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [dist] = process.argv.slice(2);
const W = 390, H = 844;
const port = 8900 + Math.floor(Math.random() * 200);
const debugPort = 9500 + Math.floor(Math.random() * 200);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], { stdio: "ignore" });
const chrome = spawn(
  "chromium",
  ["--headless=new", "--no-sandbox", "--disable-gpu", `--remote-debugging-port=${debugPort}`, `--user-data-dir=${mkdtempSync(join(tmpdir(), "tk-phone-"))}`, "about:blank"],
  { stdio: "ignore" },
);
const cleanup = () => { server.kill(); chrome.kill(); };
const fail = (msg) => { console.error(`phone check FAILED: ${msg}`); cleanup(); process.exit(1); };
setTimeout(() => fail("timed out after 300 s"), 300_000).unref();

async function pageSocket() {
  for (let i = 0; i < 100; i++) {
    try {
      const page = (await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json()).find((t) => t.type === "page");
      if (page) return page.webSocketDebuggerUrl;
    } catch {}
    await sleep(200);
  }
  fail("chromium did not start");
}
const ws = new WebSocket(await pageSocket());
await new Promise((r) => ws.addEventListener("open", r));
let nextId = 1;
const pending = new Map();
const consoleErrors = [];
const badResponses = [];
const requestUrls = new Map();
ws.addEventListener("message", (e) => {
  const msg = JSON.parse(e.data);
  if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
  if (msg.method === "Runtime.exceptionThrown") consoleErrors.push(msg.params.exceptionDetails.text);
  if (msg.method === "Runtime.consoleAPICalled" && msg.params.type === "error") consoleErrors.push(msg.params.args.map((a) => a.value).join(" "));
  // Chromium logs a refusal by the Content-Security-Policy here, not on the console API.
  if (msg.method === "Log.entryAdded" && msg.params.entry.level === "error") consoleErrors.push(`${msg.params.entry.source}: ${msg.params.entry.text}`);
  if (msg.method === "Network.responseReceived" && msg.params.response.status >= 400) badResponses.push(`${msg.params.response.status} ${msg.params.response.url}`);
  if (msg.method === "Network.requestWillBeSent") requestUrls.set(msg.params.requestId, msg.params.request.url);
  if (msg.method === "Network.loadingFailed" && !msg.params.canceled) badResponses.push(`failed ${msg.params.errorText} (${msg.params.type} ${requestUrls.get(msg.params.requestId) || "?"})`);
});
const send = (method, params = {}) => new Promise((resolve) => { const id = nextId++; pending.set(id, resolve); ws.send(JSON.stringify({ id, method, params })); });
const evaluate = async (expr) => {
  const r = await send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true });
  if (r.result?.exceptionDetails) fail(`script error in ${expr}: ${r.result.exceptionDetails.text}`);
  return r.result?.result?.value;
};
const q = (sel) => JSON.stringify(sel);
async function waitFor(expr, what, tries = 200) {
  for (let i = 0; i < tries; i++) { if (await evaluate(expr)) return; await sleep(100); }
  fail(`never saw ${what}; page: ${(await evaluate("document.body.innerText")).slice(0, 600)}`);
}
const exists = (sel) => evaluate(`!!document.querySelector(${q(sel)})`);

await send("Page.enable");
await send("Runtime.enable");
await send("Network.enable");
await send("Log.enable");
// Every refusal by the page's Content-Security-Policy, as the page itself sees it.
await send("Page.addScriptToEvaluateOnNewDocument", { source: `document.addEventListener("securitypolicyviolation", (e) =>
  console.error("CSP refused: " + e.effectiveDirective + " " + (e.blockedURI || "") + " at " + e.sourceFile + ":" + e.lineNumber + " " + (e.sample || "")));` });
await send("Emulation.setDeviceMetricsOverride", { width: W, height: H, deviceScaleFactor: 3, mobile: true });
await send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });

const base = `http://127.0.0.1:${port}/`;
// The static server must answer before the first page loads: on a quiet machine
// Chromium can be up before Python listens, and the refused load counts as a failure.
for (let i = 0; ; i++) {
  try { if ((await fetch(base)).ok) break; } catch {}
  if (i >= 100) fail(`the static server on port ${port} never answered`);
  await sleep(100);
}
// A game's pages are in its own folder in the release site (scripts/build.sh), in the
// lobby's page in a whole-app build; How to play is the lobby's in both.
const perGame = (game) => existsSync(join(dist, game, "index.html"));
const pageOf = (hash) => { const [, game, page] = hash.split("/"); return game && page !== "rules" && perGame(game) ? `${base}${game}/` : base; };
const csp = new Map();
async function open(hash, sel) {
  await send("Page.navigate", { url: `${pageOf(hash)}#${hash}` });
  await waitFor(`!!document.querySelector(${q(sel)})`, `${sel} at #${hash}`);
  await sleep(150);
  const policy = await evaluate(`document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content || ""`);
  if (!/(^|; )script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/.test(policy) || /'unsafe-(inline|eval)'/.test(policy)) fail(`#${hash} has no strict Content-Security-Policy: "${policy}"`);
  csp.set(pageOf(hash), policy);
}

/// Taps the centre of the first element matching `sel`, scrolled into view the way a
/// finger would scroll to it, after checking that what is at that point is the element.
async function tap(sel) {
  await waitFor(`!!document.querySelector(${q(sel)})`, sel);
  const at = await evaluate(`(() => {
    const e = document.querySelector(${q(sel)});
    const point = (r) => [r.left + r.width / 2, r.top + Math.min(r.height / 2, 20)];
    const inside = (r) => { const h = document.elementFromPoint(...point(r)); return !!h && (e === h || e.contains(h)); };
    let r = e.getBoundingClientRect();
    // Out of sight (below the fold, or along a strip that scrolls sideways): a finger
    // would swipe it into view first.
    if (r.top < 0 || r.bottom > innerHeight || !inside(r)) { e.scrollIntoView({ block: "nearest", inline: "center" }); r = e.getBoundingClientRect(); }
    const [x, y] = point(r);
    const hit = document.elementFromPoint(x, y);
    return { x, y, ok: !!hit && (e === hit || e.contains(hit)), hit: hit ? hit.outerHTML.slice(0, 120) : "nothing" };
  })()`);
  if (!at.ok) fail(`${sel} is covered at its centre by ${at.hit}`);
  const point = [{ x: at.x, y: at.y }];
  await send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point });
  await send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await sleep(120);
}

async function noSidewaysScroll(what) {
  const w = await evaluate("[innerWidth, document.documentElement.scrollWidth, document.body.scrollWidth]");
  if (w[0] !== W) fail(`the viewport is ${w[0]} px wide, not ${W}`);
  if (Math.max(w[1], w[2]) > W) fail(`${what} scrolls sideways: ${Math.max(w[1], w[2])} px`);
}

async function tapTargets(what) {
  const small = await evaluate(`[...document.querySelectorAll(".action-bar button, .topbar button, .topbar a, .topbar select")]
    .filter((b) => b.getClientRects().length && b.getBoundingClientRect().height < 43.5)
    .map((b) => (b.textContent || b.getAttribute("aria-label")) + " " + b.getBoundingClientRect().height)`);
  if (small.length) fail(`${what}: tap targets under 44 px: ${small.join(", ")}`);
}

async function handOnScreen(what, hand) {
  const r = await evaluate(`(() => {
    const h = document.querySelector(${q(hand)}).getBoundingClientRect();
    const bar = document.querySelector(".action-bar").getBoundingClientRect();
    return [h.top, h.bottom, bar.top, document.scrollingElement.scrollTop];
  })()`);
  if (!(r[0] < r[2] && r[0] >= 0)) fail(`${what}: the hand does not start on screen above the action bar (hand ${r[0]}-${r[1]}, bar at ${r[2]})`);
}

// Every page, at 390 px.
await open("/", ".tile");
await evaluate(`localStorage.clear(); localStorage.setItem("turnkeeper/bot-speed", "0"); localStorage.setItem("turnkeeper/computer-level", "\\"random\\""); true`);
const games = await evaluate(`[...document.querySelectorAll(".tile")].map((t) => (t.querySelector("a[href*='/new']") || {}).getAttribute?.("href")).filter(Boolean).map((h) => h.split("#/")[1].split("/")[0])`);
if (games.length < 5) fail(`the lobby lists ${games.length} games: ${games}`);
for (const [hash, sel] of [["/", ".tile"], ...games.flatMap((g) => [[`/${g}/new`, "button.start"], [`/${g}/rules`, ".how-to-play"]])]) {
  await open(hash, sel);
  await noSidewaysScroll(`#${hash}`);
}

// A Lorcana turn by tapping: keep the hand, ink a card, play a character, end the turn.
await open("/lorcana/new", "button.start");
await evaluate(`(() => { const s = document.querySelector("#seed"); s.value = "7"; s.dispatchEvent(new Event("input", { bubbles: true })); return true; })()`);
await sleep(100);
await tap("button.start");
await tap("button[data-kind=keep_hand]");
await waitFor(`!!document.querySelector("button[data-kind=end_turn]")`, "Lorcana's Main phase");
await noSidewaysScroll("the Lorcana table");
await tapTargets("the Lorcana table");
await handOnScreen("the Lorcana table", ".lo-hand");
await tap(".lo-hand .card[data-def=A06]");
await tap(".card-menu button[data-kind=ink]");
await tap(".lo-hand .card[data-def=A01]");
await tap(".card-menu button[data-kind=play]");
await waitFor(`!!document.querySelector(".lo-side.lo-mine .lo-characters .card[data-def=A01]")`, "A01 in play");
await tap("button[data-kind=end_turn]");
await waitFor(`!/^Turn 1\\b/.test(document.querySelector(".turn-status")?.textContent || "")`, "the end of Lorcana's turn 1");
await noSidewaysScroll("the Lorcana table after a turn");

// A Tash-Kalar turn by tapping: two placements on lit squares, then end the turn.
await open("/tash-kalar/new", "button.start");
await evaluate(`(() => { const s = document.querySelector("#seed"); s.value = "32"; s.dispatchEvent(new Event("input", { bubbles: true })); return true; })()`);
await sleep(100);
await tap("button.start");
await waitFor(`!!document.querySelector(".tk-square[data-lit]:not([data-lit=ask])")`, "a square to place on");
await noSidewaysScroll("the Tash-Kalar table");
await tapTargets("the Tash-Kalar table");
await handOnScreen("the Tash-Kalar table", ".tk-hand");
const status = () => evaluate(`document.querySelector(".turn-status")?.textContent || ""`);
let taps = 0;
while ((await status()).startsWith("Turn 1") && taps < 12) {
  if (await exists(".tk-square[data-lit]:not([data-lit=ask])")) await tap(".tk-square[data-lit]:not([data-lit=ask])");
  else if (await exists("button[data-kind=end_turn]")) await tap("button[data-kind=end_turn]");
  else await sleep(100);
  taps++;
}
if ((await status()).startsWith("Turn 1")) fail(`Tash-Kalar's turn 1 did not end after ${taps} taps: ${await status()}`);
await noSidewaysScroll("the Tash-Kalar table after a turn");

/// Taps a table element that must itself be a fair target: at least 44 px each way.
async function tapBig(sel) {
  await waitFor(`!!document.querySelector(${q(sel)})`, sel);
  const r = await evaluate(`(() => { const r = document.querySelector(${q(sel)}).getBoundingClientRect(); return [r.width, r.height]; })()`);
  if (r[0] < 43.5 || r[1] < 43.5) fail(`${sel} is a tap target of ${r[0]}x${r[1]} px, under 44`);
  // Covered or out of sight (say, by an open menu above the hand): swipe it to the
  // middle of its scrolling box first, as a finger would.
  await evaluate(`(() => { const e = document.querySelector(${q(sel)}); const r = e.getBoundingClientRect();
    const h = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
    if (!h || !(e === h || e.contains(h))) e.scrollIntoView({ block: "center", inline: "center" }); return true; })()`);
  await tap(sel);
}
const turnStatus = () => evaluate(`document.querySelector(".turn-status")?.textContent || ""`);
const turnNumber = async () => +((await turnStatus()).match(/Turn (\d+)/) || [0, 0])[1];
async function startGame(game, seed) {
  await open(`/${game}/new`, "button.start");
  await evaluate(`(() => { const s = document.querySelector("#seed"); s.value = "${seed}"; s.dispatchEvent(new Event("input", { bubbles: true })); return true; })()`);
  await sleep(100);
  await tap("button.start");
}

// An Altered turn by tapping (against the computer): three opening cards into Mana, a
// Character played into the Hero Expedition (the card, then the lit expedition), then
// pass for the day.
await startGame("altered", 7);
for (let i = 0; i < 3; i++) {
  await waitFor(`/Setup/.test(document.querySelector(".al-prompt")?.textContent || "") && !!document.querySelector(".al-hand .al-card.al-actionable")`, "Altered's setup");
  await tapBig(".al-hand .al-card.al-actionable");
  await sleep(150);
}
await waitFor(`/^Your turn/.test(document.querySelector(".al-prompt")?.textContent || "")`, "P1's Afternoon turn");
await noSidewaysScroll("the Altered table");
await tapTargets("the Altered table");
await handOnScreen("the Altered table", ".al-hand");
await tapBig(".al-hand .al-card.al-kind-character.al-actionable");
// The card's menu (on a phone it wraps, every item whole) lies over the board's own
// "Play here" buttons: a finger plays from the menu, into the Hero Expedition.
await waitFor(`[...document.querySelectorAll(".action-menu .menu-action[data-kind=play]")].some((e) => /Hero Expedition/.test(e.textContent))`, "Altered's play menu");
await evaluate(`[...document.querySelectorAll(".action-menu .menu-action[data-kind=play]")].find((e) => /Hero Expedition/.test(e.textContent)).setAttribute("data-phone-pick", "hero")`);
await tapBig(".action-menu .menu-action[data-phone-pick=hero]");
await waitFor(`!!document.querySelector(".al-expedition.al-mine[data-side=hero] .al-card")`, "the Character in P1's Hero Expedition");
let passed = false;
for (let i = 0; i < 30 && !passed; i++) {
  if (await exists(".action-bar button[data-kind=pass]")) { await tapBig(".action-bar button[data-kind=pass]"); passed = true; }
  else if (await exists(".action-bar button[data-kind=done], .action-bar button[data-kind=no], .action-bar button[data-kind=keep_order]")) await tapBig(".action-bar button[data-kind=done], .action-bar button[data-kind=no], .action-bar button[data-kind=keep_order]");
  else await sleep(150);
}
if (!passed) fail(`P1 could not pass in Altered: ${await evaluate(`document.querySelector(".al-prompt")?.textContent`)}`);
// The pass ends P1's turns for the day: P1 is marked as passed, or the day went on.
await waitFor(`!!document.querySelector(".al-side.al-mine .al-passed") || !/^Your turn/.test(document.querySelector(".al-prompt")?.textContent || "")`, "P1's pass");
await noSidewaysScroll("the Altered table after a turn");

// A Nexus turn by tapping (against the computer): keep the opening hand, convert a card
// into an energy source (the card, then its menu entry), then pass to the end of the turn.
await startGame("nexus", 5);
await tapBig("button[data-kind=keep]");
await noSidewaysScroll("the Nexus table");
await tapTargets("the Nexus table");
await handOnScreen("the Nexus table", ".nx-hand");
await waitFor(`!!document.querySelector(".nx-hand .nx-card.nx-actionable")`, "P1's first primary phase");
const nxTurn = await turnNumber();
await tapBig(".nx-hand .nx-card.nx-actionable");
await tapBig(".card-menu button[data-kind=convert]");
await waitFor(`!!document.querySelector(".nx-side.nx-mine .nx-staging .nx-card.nx-converted")`, "the converted card in P1's staging area");
for (let i = 0; i < 30 && (await turnNumber()) === nxTurn; i++) {
  if (await exists("button[data-kind=pass]")) await tapBig("button[data-kind=pass]");
  else if (await exists("button[data-kind=confirm]")) await tapBig("button[data-kind=confirm]");
  else await sleep(150);
}
if ((await turnNumber()) === nxTurn) fail(`Nexus turn ${nxTurn} did not end: ${await turnStatus()}`);
await noSidewaysScroll("the Nexus table after a turn");

// An Aeon's End turn by tapping (one mage, seed 1: Orrin holds three Glimstones, a
// Flicker and a Cinderwick): three Glimstones for aether, focus breach II (from its menu), prep the
// Flicker into it (the card, then the lit breach), end the main phase; the nemesis turn
// follows and Orrin's next turn begins.
await open("/aeons-end/new", "button.start");
await evaluate(`(() => { const s = document.querySelector("#seed"); s.value = "1"; s.dispatchEvent(new Event("input", { bubbles: true }));
  const m = document.querySelector("#ae-mages"); m.value = "1"; m.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
await sleep(150);
await tap("button.start");
await waitFor(`!!document.querySelector(".ae-mage.ae-active .ae-hand button.ae-card[data-kind=glimstone]")`, "Orrin's hand");
await noSidewaysScroll("the Aeon's End table");
await tapTargets("the Aeon's End table");
await handOnScreen("the Aeon's End table", ".ae-mage.ae-active .ae-hand");
const aeTurn = await turnNumber();
for (let i = 0; i < 3; i++) await tapBig(".ae-hand button.ae-card[data-kind=glimstone]");
await tapBig(`.ae-breach[data-seat="0"][data-breach="1"]`);
// The breach's menu says the focus's cost; nothing is spent before its item is tapped.
await tapBig(".action-menu button[data-kind=focus]");
await waitFor(`!!document.querySelector('.ae-breach[data-seat="0"][data-breach="1"].ae-focused')`, "breach II focused");
await tapBig(".ae-hand button.ae-card[data-kind=flicker]");
await tapBig(`.ae-breach[data-seat="0"][data-breach="1"].ae-target`);
await waitFor(`!!document.querySelector('.ae-breach[data-breach="1"] .ae-prepped[data-kind=flicker]')`, "the Flicker prepped");
await tapBig("button[data-kind=end_main]");
for (let i = 0; i < 40 && (await turnNumber()) === aeTurn; i++) {
  // The order of the played gems onto the discard pile, if asked (AE-4.3).
  if (await exists(".ae-played button.ae-card.ae-lit")) await tap(".ae-played button.ae-card.ae-lit");
  else await sleep(150);
}
if ((await turnNumber()) === aeTurn) fail(`Aeon's End turn ${aeTurn} did not end: ${await turnStatus()}`);
await noSidewaysScroll("the Aeon's End table after a turn");

if (consoleErrors.length) fail(`console errors: ${consoleErrors.join(" | ")}`);
if (badResponses.length) fail(`requests that failed or answered 4xx/5xx: ${badResponses.join(" | ")}`);

// What a peer might smuggle into the page does not run: an inline event handler and an
// inline script added to the lobby and to every game's page are refused, and reported.
for (const [hash, sel] of [["/", ".tile"], ...games.map((g) => [`/${g}/new`, "button.start"])]) {
  await open(hash, sel);
  consoleErrors.length = 0;
  await evaluate(`(() => {
    document.body.insertAdjacentHTML("beforeend", '<img src="favicon.svg" onload="window.__pwned = 1" onerror="window.__pwned = 1">');
    const s = document.createElement("script"); s.textContent = "window.__pwned = 2"; document.body.appendChild(s);
    return true; })()`);
  await sleep(400);
  const pwned = await evaluate("window.__pwned");
  if (pwned !== undefined) fail(`#${hash}: injected code ran (window.__pwned = ${pwned})`);
  if (!consoleErrors.some((e) => e.includes("script-src"))) fail(`#${hash}: the injected code was not reported as refused: ${consoleErrors.join(" | ") || "nothing"}`);
}
console.log(`phone check passed: at ${W}x${H} (mobile, touch) no page scrolls sideways, bar controls are >= 44 px, the hand starts on screen, and a Lorcana turn, a Tash-Kalar turn (${taps} taps), an Altered turn, a Nexus turn and an Aeon's End turn were played by tapping (table targets >= 44 px); the Content-Security-Policy was on all ${csp.size} pages, refused nothing the site did and refused injected code on the lobby and ${games.length} game pages`);
cleanup();
process.exit(0);
