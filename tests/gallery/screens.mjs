// The gallery (issue 21 point 11) and the whole-document accessibility check (point 9).
// Headless Chromium, driven over the DevTools protocol with node's own WebSocket (as
// tests/phone/check.mjs does), loads a whole-app build from a local static server and,
// at 1280x800 and at 390x844 (mobile, touch), takes a screenshot of:
//   the lobby, and for every registered game: its How to play page, its new-game page,
//   the table at the start (Start pressed), mid-game, a pending choice, the Hint open,
//   a card's menu open, a refused move's "why not?", and the end screen; and the screens
//   of single games (issue 34): Aeon's End's last nemesis turn drawn as cards and a
//   closed breach's menu, Altered's Dusk shown a step at a time; and in every game with
//   a deck builder, its screens (tests/gallery/builder.mjs). The online screens
//   (a seat taken on a second device, the lobby's Resume) are taken by
//   tests/online/pages.mjs with TK_SHOTS=<OUT_DIR>/online; the index shows them too.
// Positions past the start come from a game played by the command line
// (`turnkeeper protocol`, random legal moves from a fixed seed, never a concession
// unless no end comes): a prefix of its action list is written where the app keeps the
// game in progress (localStorage `turnkeeper/<id>/current`, src/ui/storage.rs) and the
// table is opened, so the app resumes it exactly as it resumes a reloaded game.
// At every state, axe-core (node_modules/axe-core, or AXE_PATH) runs over the whole
// document; serious and critical violations are gathered by rule (count, an example).
// Writes screenshots/<game>/<state>-<w>x<h>.png, screenshots/lobby-<w>x<h>.png and
// screenshots/index.html. With --check, exits 1 if axe found anything serious.
// Usage: node --experimental-websocket tests/gallery/screens.mjs SITE_DIR TURNKEEPER_BIN OUT_DIR [--check]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { builderShots } from "./builder.mjs";

const [dist, cli, out, ...flags] = process.argv.slice(2);
if (!dist || !cli || !out) {
  console.error("usage: screens.mjs SITE_DIR TURNKEEPER_BIN OUT_DIR [--check]");
  process.exit(2);
}
const checkMode = flags.includes("--check");
const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const axePath = process.env.AXE_PATH || join(repo, "node_modules", "axe-core", "axe.min.js");
const axeSource = readFileSync(axePath, "utf8");
const axeVersion = (axeSource.match(/axe v([0-9.]+)/) || [0, "?"])[1];
const SIZES = [
  { w: 1280, h: 800, mobile: false },
  { w: 390, h: 844, mobile: true },
];
const port = 9100 + Math.floor(Math.random() * 200);
const debugPort = 9700 + Math.floor(Math.random() * 200);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], { stdio: "ignore" });
const chrome = spawn(
  "chromium",
  ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", `--remote-debugging-port=${debugPort}`, `--user-data-dir=${mkdtempSync(join(tmpdir(), "tk-gallery-"))}`, "about:blank"],
  { stdio: "ignore" },
);
const cleanup = () => { server.kill(); chrome.kill(); };
const fail = (msg) => { console.error(`gallery FAILED: ${msg}`); cleanup(); process.exit(1); };
setTimeout(() => fail("timed out after 1500 s"), 1_500_000).unref();

// ---- The command line: a whole game of random legal moves, recorded. ----

/// Plays one game through `turnkeeper protocol` and returns its save (the whole action
/// list) with, for every decision, who was to act and the kinds of the legal moves.
async function playGame(game, seed, maxSteps = 2500) {
  const proc = spawn(cli, ["protocol"], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: proc.stdout });
  const waiting = [];
  lines.on("line", (l) => waiting.shift()?.(JSON.parse(l)));
  const ask = (req) => new Promise((r) => { waiting.push(r); proc.stdin.write(JSON.stringify(req) + "\n"); });
  let rng = seed >>> 0 || 1;
  const random = () => { rng ^= rng << 13; rng >>>= 0; rng ^= rng >>> 17; rng ^= rng << 5; rng >>>= 0; return rng / 2 ** 32; };
  const started = await ask({ cmd: "new", game, seed });
  if (!started.ok) fail(`${game}: the command line could not start a game: ${JSON.stringify(started.error)}`);
  const steps = [];
  let outcome = null;
  let phase = JSON.stringify(started.state.phase);
  for (let i = 0; i < maxSteps; i++) {
    const legal = await ask({ cmd: "legal" });
    if (!legal.ok || legal.seat === null || legal.seat === undefined || !legal.actions.length) break;
    const kinds = legal.actions.map((a) => a.kind);
    // Never concede while the game can go on; the passing moves less often than the
    // others, so the board fills up the way it does when people play.
    const open = legal.actions.map((a, j) => j).filter((j) => kinds[j] !== "concede");
    const busy = open.filter((j) => !/^(end_|pass|done|keep|no$)/.test(kinds[j]));
    const pool = busy.length && random() < 0.75 ? busy : open.length ? open : legal.actions.map((a, j) => j);
    const index = pool[Math.floor(random() * pool.length)];
    const step = { seat: legal.seat, kinds, kind: kinds[index], before: phase };
    steps.push(step);
    const acted = await ask({ cmd: "act", index });
    if (!acted.ok) fail(`${game}: the command line refused its own legal move: ${JSON.stringify(acted.error)}`);
    outcome = acted.state.outcome;
    phase = step.after = JSON.stringify(acted.state.phase);
    if (outcome) break;
  }
  if (!outcome) {
    // No end within the limit: the first seat concedes when next to decide.
    for (let i = 0; i < 200 && !outcome; i++) {
      const legal = await ask({ cmd: "legal" });
      const concede = legal.actions.findIndex((a) => a.kind === "concede");
      const index = legal.seat === 0 && concede >= 0 ? concede : legal.actions.findIndex((a) => a.kind !== "concede");
      steps.push({ seat: legal.seat, kinds: legal.actions.map((a) => a.kind), kind: legal.actions[index].kind });
      outcome = (await ask({ cmd: "act", index })).state.outcome;
    }
  }
  const { save } = await ask({ cmd: "save" });
  proc.stdin.end();
  if (save.log.length !== steps.length) fail(`${game}: the save holds ${save.log.length} actions for ${steps.length} decisions`);
  return { save, steps, outcome };
}

/// The positions to show, as prefixes of the action list: mid-game (the first seat to
/// decide, near 40% of the game, at a moment with something to do besides ending the
/// turn) and a pending choice (the first seat choosing among moves of one kind, not
/// ending the turn, after the opening).
function positions(steps) {
  const mine = (i) => steps[i].seat === 0;
  const decisive = (i) => steps[i].kinds.some((k) => /^end_|^pass/.test(k)) && new Set(steps[i].kinds).size > 2;
  const from = Math.floor(steps.length * 0.4);
  let mid = -1;
  for (let i = from; i < steps.length && mid < 0; i++) if (mine(i) && decisive(i)) mid = i;
  for (let i = from; i >= 0 && mid < 0; i--) if (mine(i)) mid = i;
  // A choice proper (a target, an amount, a direction) before any one-kind list.
  const choosing = (i, proper) => {
    const moves = steps[i].kinds.filter((k) => k !== "concede");
    const kinds = new Set(moves);
    const kind = [...kinds][0];
    return mine(i) && kinds.size === 1 && moves.length > 1 && !/^(end_|pass|keep|alter|mulligan|bottom|to_mana)/.test(kind) && (!proper || /choose|target|pick/.test(kind))
      || (proper && mine(i) && moves.filter((k) => /^choose|target/.test(k)).length > 1);
  };
  let choice = -1;
  // Last, any question answered outside the turn's own moves (a defence, an order, a payment).
  const asked = (i) => mine(i) && steps[i].kinds.some((k) => /defend|order|pay|choose|target/.test(k));
  for (const test of [(i) => choosing(i, true), (i) => choosing(i, false), asked]) {
    for (let i = Math.floor(steps.length * 0.15); i < steps.length && choice < 0; i++) if (test(i)) choice = i;
    for (let i = 0; i < steps.length && choice < 0; i++) if (test(i)) choice = i;
  }
  // Aeon's End: the first seat able to focus or open a breach (its menu); Altered: the
  // first seat's pass that ends the Afternoon (Dusk and Night follow, step by step).
  const first = (test) => { for (let i = 0; i < steps.length; i++) if (test(i)) return i; return -1; };
  const breach = first((i) => mine(i) && steps[i].kinds.includes("focus") && steps[i].kinds.includes("open"));
  const dusk = first((i) => mine(i) && steps[i].kind === "pass" && /Afternoon/.test(steps[i].before) && !/Afternoon/.test(steps[i].after || ""));
  return { mid, choice, breach, dusk };
}

// ---- The browser. ----

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
const errors = [];
ws.addEventListener("message", (e) => {
  const msg = JSON.parse(e.data);
  if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
  if (msg.method === "Runtime.exceptionThrown") errors.push(msg.params.exceptionDetails.text);
  // A question the page asks (the game in progress replaced, a kept deck deleted) would
  // hold every later step: say yes, and note it.
  if (msg.method === "Page.javascriptDialogOpening") {
    console.log(`[gallery] the page asked "${msg.params.message}": answered yes`);
    ws.send(JSON.stringify({ id: nextId++, method: "Page.handleJavaScriptDialog", params: { accept: true } }));
  }
});
const send = (method, params = {}) => new Promise((resolve) => { const id = nextId++; pending.set(id, resolve); ws.send(JSON.stringify({ id, method, params })); });
const evaluate = async (expr) => {
  const r = await send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true });
  if (r.result?.exceptionDetails) fail(`script error in ${expr.slice(0, 200)}: ${r.result.exceptionDetails.exception?.description || r.result.exceptionDetails.text}`);
  return r.result?.result?.value;
};
const q = (s) => JSON.stringify(s);
async function waitFor(expr, tries = 150) {
  for (let i = 0; i < tries; i++) { if (await evaluate(expr)) return true; await sleep(100); }
  return false;
}
await send("Page.enable");
await send("Runtime.enable");
const base = `http://127.0.0.1:${port}/`;
for (let i = 0; ; i++) {
  try { if ((await fetch(base)).ok) break; } catch {}
  if (i >= 100) fail(`the static server on port ${port} never answered`);
  await sleep(100);
}

let loads = 0;
/// A fresh load of the page at that hash (a query string that changes makes it a load,
/// not a hash change, so the app reads what was just put in local storage).
async function open(hash, sel) {
  await send("Page.navigate", { url: `${base}?load=${++loads}#${hash}` });
  if (!(await waitFor(`!!document.querySelector(${q(sel)})`))) {
    return `never saw ${sel} at #${hash}: ${(await evaluate("document.body.innerText")).slice(0, 300)}`;
  }
  await sleep(400);
  return null;
}

/// Everything serious or critical axe finds over the whole document, by rule.
const violations = new Map();
async function audit(where) {
  if (!(await evaluate("typeof axe !== 'undefined'"))) await evaluate(`${axeSource}; true`);
  const found = await evaluate(`axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length,
      kinds: [...new Set(v.nodes.map((n) => n.target.join(" ").split(/[ >]+/).pop().replace(/\\[.*$/, "")))].slice(0, 12),
      example: v.nodes[0].target.join(" ") + " " + v.nodes[0].html.slice(0, 160) + " (" + v.nodes[0].failureSummary.replace(/\\s+/g, " ").slice(0, 200) + ")" })))`);
  for (const v of found || []) {
    const seen = violations.get(v.id) || { ...v, nodes: 0, states: [] };
    seen.nodes += v.nodes;
    seen.where = [...new Set([...(seen.where || []), ...v.kinds])];
    seen.states.push(where);
    violations.set(v.id, seen);
  }
  return (found || []).length;
}

const shots = new Map(); // game -> [{ state, size, file, note }]
async function shoot(game, state, size, note = "") {
  const dir = game ? join(out, game) : out;
  mkdirSync(dir, { recursive: true });
  const name = `${state}-${size.w}x${size.h}.png`;
  // Settle: the computer's moves and the table's motion finish before the picture.
  await sleep(300);
  const shot = await send("Page.captureScreenshot", { format: "png" });
  writeFileSync(join(dir, name), Buffer.from(shot.result.data, "base64"));
  const serious = await audit(`${game || "site"}/${name}`);
  const key = game || "site";
  if (!shots.has(key)) shots.set(key, []);
  shots.get(key).push({ state, size: `${size.w}x${size.h}`, file: game ? `${game}/${name}` : name, note, serious });
  console.log(`[gallery] ${game || "site"}/${name}${note ? ` (${note})` : ""}${serious ? `: ${serious} serious/critical rule(s)` : ""}`);
}
const missed = [];
const miss = (game, state, size, why) => { missed.push(`${game} ${state} ${size.w}x${size.h}: ${why}`); console.log(`[gallery] ${game} ${state} ${size.w}x${size.h}: not taken: ${why}`); };

/// The first element (of a game's hand) that opens a menu when clicked.
const HAND_CARDS = [".lo-hand .card", ".tk-hand .card", ".al-hand .al-card.al-actionable", ".nx-hand .nx-card.nx-actionable", ".ae-mage.ae-active .ae-hand button.ae-card", ".ae-hand button.ae-card", "[class*=hand] .card", "[class*=hand] button"];
async function openMenu() {
  for (const sel of HAND_CARDS) {
    const count = await evaluate(`document.querySelectorAll(${q(sel)}).length`);
    for (let i = 0; i < Math.min(count, 6); i++) {
      await evaluate(`(() => { const e = document.querySelectorAll(${q(sel)})[${i}]; e.scrollIntoView({ block: "nearest", inline: "center" }); e.click(); return true; })()`);
      if (await waitFor(`!!document.querySelector("[role=menu], .card-menu")`, 8)) return true;
    }
  }
  return false;
}

/// Hand cards the rules do not let be played now: their menu offers "why not?".
const REFUSED = [".al-hand .al-card:not(.al-actionable)", ".nx-hand .nx-card:not(.nx-actionable)", ".lo-hand .card", ".ae-hand button.ae-card", ".tk-hand .card"];
/// Clicks hand cards until a menu offers a refused move, asks why not, and says whether
/// the refusal (words and rule) was shown.
async function whyNot() {
  const ask = `(() => { const b = document.querySelector(".action-menu button.why-not, [role=menu] button.why-not"); if (!b) return false; b.click(); return true; })()`;
  if (await evaluate(ask)) return waitFor(`!!document.querySelector(".error-toast")`, 100);
  for (const sel of REFUSED) {
    const count = await evaluate(`document.querySelectorAll(${q(sel)}).length`);
    for (let i = 0; i < Math.min(count, 8); i++) {
      await evaluate(`document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })); true`);
      await evaluate(`(() => { const e = document.querySelectorAll(${q(sel)})[${i}]; e.scrollIntoView({ block: "nearest", inline: "center" }); e.click(); return true; })()`);
      if ((await waitFor(`!!document.querySelector(".action-menu button.why-not, [role=menu] button.why-not")`, 8)) && (await evaluate(ask))) {
        return waitFor(`!!document.querySelector(".error-toast")`, 100);
      }
    }
  }
  return false;
}

const seedOf = { lorcana: 7, "tash-kalar": 32, nexus: 5, "aeons-end": 1, altered: 7 };
await open("/", ".tile");
const games = await evaluate(`[...document.querySelectorAll(".tile")].map((t) => (t.querySelector("a[href*='/new']") || {}).getAttribute?.("href")).filter(Boolean).map((h) => h.split("#/")[1].split("/")[0])`);
if (!games.length) fail("the lobby lists no game");
// GALLERY_GAMES=id,id limits the run to those games (a quicker look at one table).
if (process.env.GALLERY_GAMES) games.splice(0, games.length, ...games.filter((g) => process.env.GALLERY_GAMES.split(",").includes(g)));
const played = new Map();
for (const g of games) {
  const seed = seedOf[g] ?? 1;
  const p = await playGame(g, seed);
  played.set(g, { ...p, ...positions(p.steps), seed });
  const { mid, choice } = played.get(g);
  console.log(`[gallery] ${g}: a game of ${p.steps.length} decisions from seed ${seed} (${p.outcome ? "ended" : "no end"}); mid-game at ${mid}, a choice at ${choice}${choice >= 0 ? ` (${p.steps[choice].kinds[0]})` : ""}`);
}

const prep = `localStorage.clear(); localStorage.setItem("turnkeeper/bot-speed", "0"); localStorage.setItem("turnkeeper/computer-level", "\\"random\\""); true`;
/// Keeps a prefix of a played game where the app resumes it, the first seat a person.
async function keep(g, upTo) {
  const p = played.get(g);
  const config = { game: g, seats: [], seed: p.seed, options: p.save.options, resume: { ...p.save, log: p.save.log.slice(0, upTo) }, replay: false };
  const seats = Math.max(...p.steps.map((s) => s.seat)) + 1;
  config.seats = Array.from({ length: seats }, (_, i) => (i === 0 ? "Human" : "Bot"));
  await evaluate(`${prep.replace("true", "")} localStorage.setItem(${q(`turnkeeper/${g}/current`)}, ${q(JSON.stringify(config))}); true`);
}
const TABLE = ".action-bar";

/// Aeon's End: the nemesis's last turn, drawn as the cards it played.
async function nemesisTurn(g, size) {
  const there = await evaluate(`(() => { const b = document.querySelector(".ae-nem-last .ae-nem-card"); if (!b) return false; b.closest(".ae-nem-last").scrollIntoView({ block: "center" }); return true; })()`);
  if (there) await shoot(g, "nemesis-turn", size, "the last nemesis turn, as cards");
  else miss(g, "nemesis-turn", size, "no nemesis turn on the table");
}

/// When mid-game offered no refused move: the first seat's later turns (up to six), until
/// a hand card the rules refuse now is asked "why not?".
async function whyNotLater(g, p, size) {
  const turns = p.steps.map((s, i) => i).filter((i) => i > p.mid && p.steps[i].seat === 0 && p.steps[i].kinds.some((k) => /^(pass|end_)/.test(k)));
  for (const i of turns.slice(0, 6)) {
    await open("/", ".tile");
    await keep(g, i);
    if (await open(`/${g}/play`, TABLE)) continue;
    if (await whyNot()) return shoot(g, "why-not", size, `a refused move's reason (after ${i} decisions)`);
  }
  miss(g, "why-not", size, "no hand card's menu had a refused move in seven of the first seat's turns");
}

/// Aeon's End: a click on a closed breach asks first (focus or open, each with its cost).
async function breachMenu(g, p, size) {
  if (p.breach < 0) return miss(g, "breach-menu", size, "the game played never let the first seat focus and open");
  await open("/", ".tile");
  await keep(g, p.breach);
  const why = await open(`/${g}/play`, TABLE);
  if (why) return miss(g, "breach-menu", size, why);
  await nemesisTurn(g, size);
  const sel = `.ae-mage[data-seat="0"] .ae-breach.ae-breach-closed`;
  const count = await evaluate(`document.querySelectorAll(${q(sel)}).length`);
  for (let i = 0; i < count; i++) {
    await evaluate(`document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })); true`);
    await evaluate(`(() => { const e = document.querySelectorAll(${q(sel)})[${i}]; e.scrollIntoView({ block: "center" }); e.click(); return true; })()`);
    if (await waitFor(`!!document.querySelector(".action-menu button[data-kind=focus]")`, 20)) return shoot(g, "breach-menu", size, "a closed breach clicked: focus or open, with their costs");
  }
  miss(g, "breach-menu", size, "no closed breach opened a menu");
}

/// Altered: the first seat's pass that ends the Afternoon, at a pace a person can follow:
/// Dusk and Night are shown a step at a time; the picture is of the expedition moving.
async function duskStep(g, p, size) {
  if (p.dusk < 0) return miss(g, "dusk-step", size, "the first seat never ended an Afternoon");
  await open("/", ".tile");
  await keep(g, p.dusk);
  await evaluate(`localStorage.setItem("turnkeeper/bot-speed", "2500"); true`);
  const why = await open(`/${g}/play`, TABLE);
  if (why) return miss(g, "dusk-step", size, why);
  const passed = await evaluate(`(() => { const b = document.querySelector(".action-bar button[data-kind=pass]"); if (!b) return false; b.click(); return true; })()`);
  const words = `(document.querySelector(".al-playback-words") || {}).textContent || ""`;
  if (passed && (await waitFor(`/moves forward|Dusk/.test(${words})`, 100))) {
    await waitFor(`/moves forward/.test(${words})`, 60);
    await shoot(g, "dusk-step", size, (await evaluate(words)).slice(0, 120));
  } else miss(g, "dusk-step", size, passed ? "no Dusk step shown" : "no Pass on the action bar");
  await evaluate(`localStorage.setItem("turnkeeper/bot-speed", "0"); true`);
}

for (const size of SIZES) {
  await send("Emulation.setDeviceMetricsOverride", { width: size.w, height: size.h, deviceScaleFactor: 1, mobile: size.mobile });
  await send("Emulation.setTouchEmulationEnabled", { enabled: size.mobile, maxTouchPoints: size.mobile ? 5 : 1 });
  await open("/", ".tile");
  await evaluate(prep);
  await open("/", ".tile");
  await shoot(null, "lobby", size);
  for (const g of games) {
    const p = played.get(g);
    let why = await open(`/${g}/rules`, ".how-to-play");
    if (why) miss(g, "rules", size, why); else await shoot(g, "rules", size);
    await evaluate(prep);
    why = await open(`/${g}/new`, "button.start");
    if (why) { miss(g, "new", size, why); continue; }
    await shoot(g, "new", size);
    await evaluate(`(() => { const s = document.querySelector("#seed"); s.value = "${p.seed}"; s.dispatchEvent(new Event("input", { bubbles: true })); return true; })()`);
    await sleep(100);
    await evaluate(`document.querySelector("button.start").click(); true`);
    if (await waitFor(`!!document.querySelector(${q(TABLE)})`)) await shoot(g, "start", size);
    else miss(g, "start", size, "no table after Start");

    if (p.mid >= 0) {
      await open("/", ".tile");
      await keep(g, p.mid);
      why = await open(`/${g}/play`, TABLE);
      if (why) miss(g, "mid", size, why);
      else {
        await shoot(g, "mid", size, `after ${p.mid} of ${p.steps.length} decisions`);
        if (await openMenu()) {
          await shoot(g, "menu", size, "a hand card's menu open");
          // A move the rules refuse, asked "why not?": the refusal in words with its rule
          // (from this menu, or from a hand card that cannot be played now).
          if (await whyNot()) await shoot(g, "why-not", size, "a refused move's reason");
          else await whyNotLater(g, p, size);
        } else miss(g, "menu", size, "no hand card opened a menu");
        await evaluate(`document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })); true`);
        await open(`/${g}/play`, TABLE);
        const hint = await evaluate(`(() => { const b = document.querySelector("button.hint"); if (!b) return false; b.click(); return true; })()`);
        if (hint && (await waitFor(`!!document.querySelector(".hint-panel .hint-move")`, 300))) await shoot(g, "hint", size, "the Hint open");
        else miss(g, "hint", size, hint ? "the Hint listed no move" : "no Hint button");
      }
    } else miss(g, "mid", size, "no position where the first seat decides");
    if (p.choice >= 0) {
      await open("/", ".tile");
      await keep(g, p.choice);
      why = await open(`/${g}/play`, TABLE);
      if (why) miss(g, "choice", size, why);
      else await shoot(g, "choice", size, `choosing among ${p.steps[p.choice].kinds.length} moves (${p.steps[p.choice].kinds[0]})`);
    } else miss(g, "choice", size, "the game played had no choice among moves of one kind");
    if (g === "aeons-end") await breachMenu(g, p, size);
    await evaluate(prep);
    await builderShots(g, size, { repo, open, evaluate, waitFor, shoot, miss, q, sleep });
    await evaluate(prep);
    if (g === "altered") await duskStep(g, p, size);
    await open("/", ".tile");
    await keep(g, p.save.log.length);
    why = await open(`/${g}/play`, ".end-screen");
    if (why) miss(g, "end", size, why); else await shoot(g, "end", size, p.outcome ? "" : "the first seat conceded");
  }
}

// ---- The index and the verdict. ----
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const ORDER = ["lobby", "rules", "new", "start", "mid", "menu", "why-not", "hint", "nemesis-turn", "breach-menu", "dusk-step", "choice", "builder", "builder-problems", "builder-hand", "built-game", "end"];
let html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Turnkeeper gallery</title>
<style>body{font-family:sans-serif;margin:1rem}figure{display:inline-block;vertical-align:top;margin:.5rem}
img{border:1px solid #888;max-width:640px;max-height:420px}figcaption{font-size:.85rem}</style></head><body>
<h1>Turnkeeper gallery</h1><p>Taken ${esc(new Date().toISOString())}; axe-core ${esc(axeVersion)} over the whole document at every picture.</p>`;
html += `<h2>Accessibility: serious and critical</h2>`;
html += violations.size ? `<ul>${[...violations.values()].map((v) => `<li><b>${esc(v.id)}</b> (${esc(v.impact)}, ${v.nodes} nodes, ${v.states.length} states): ${esc(v.help)}<br><code>${esc(v.example)}</code><br>${esc(v.states.join(", "))}</li>`).join("")}</ul>` : "<p>None.</p>";
if (missed.length) html += `<h2>Not taken</h2><ul>${missed.map((m) => `<li>${esc(m)}</li>`).join("")}</ul>`;
for (const [key, list] of shots) {
  html += `<h2>${esc(key)}</h2>`;
  list.sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state) || a.size.localeCompare(b.size));
  for (const s of list) html += `<figure><a href="${esc(s.file)}"><img src="${esc(s.file)}" alt="${esc(`${key} ${s.state} ${s.size}`)}"></a><figcaption>${esc(s.state)} ${esc(s.size)}${s.note ? ` · ${esc(s.note)}` : ""}${s.serious ? ` · axe: ${s.serious}` : ""}</figcaption></figure>`;
}
// The online screens, when tests/online/pages.mjs wrote them (TK_SHOTS=<OUT_DIR>/online).
let online = [];
try { online = readdirSync(join(out, "online")).filter((f) => f.endsWith(".png")).sort(); } catch {}
if (online.length) {
  html += `<h2>online (tests/online/pages.mjs)</h2>`;
  for (const f of online) html += `<figure><a href="online/${esc(f)}"><img src="online/${esc(f)}" alt="${esc(f)}"></a><figcaption>${esc(f.replace(/\.png$/, ""))}</figcaption></figure>`;
}
writeFileSync(join(out, "index.html"), html + "</body></html>\n");
const count = [...shots.values()].reduce((n, l) => n + l.length, 0);
console.log(`[gallery] ${count} screenshots and index.html in ${out}; ${missed.length} not taken`);
for (const m of missed) console.log(`[gallery] not taken: ${m}`);
if (errors.length) console.log(`[gallery] page errors: ${[...new Set(errors)].join(" | ")}`);
cleanup();
if (violations.size) {
  const lines = [...violations.values()].map((v) => `  ${v.impact} ${v.id}: ${v.help}; ${v.nodes} nodes over ${v.states.length} states (${v.where.join(" ")}), e.g. ${v.example} (first at ${v.states[0]})`);
  console.log(`[gallery] axe-core ${axeVersion} found serious or critical violations:\n${lines.join("\n")}`);
  if (checkMode) { console.error(`accessibility check FAILED: ${violations.size} rule(s) violated`); process.exit(1); }
} else {
  console.log(`[gallery] axe-core ${axeVersion}: no serious or critical violation at any of the ${count} states`);
}
if (checkMode && missed.length) { console.error(`accessibility check FAILED: ${missed.length} state(s) not reached`); process.exit(1); }
process.exit(0);
