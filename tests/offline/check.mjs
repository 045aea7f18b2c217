// Offline check in headless Chromium: serve a built site, visit the lobby and one game
// once with the network on, stop the server, and check that both pages still load and
// the game's new-game page renders from the service worker's cache; and the game's deck
// builder too, never visited online (a game's page caches its builder's build); on the
// release site (a build per game, scripts/build.sh), every other game's page too, never
// opened online (the lobby's worker caches them all: scripts/stamp-site.sh).
// Usage: node --experimental-websocket tests/offline/check.mjs DIST_DIR GAME_ID
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [dist, game] = process.argv.slice(2);
const port = 8700 + Math.floor(Math.random() * 200);
const debugPort = 9300 + Math.floor(Math.random() * 200);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fail = (msg) => {
  console.error(`offline check FAILED: ${msg}`);
  cleanup();
  process.exit(1);
};

const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], {
  stdio: "ignore",
});
const chrome = spawn(
  "chromium",
  ["--headless=new", "--no-sandbox", `--remote-debugging-port=${debugPort}`, `--user-data-dir=${mkdtempSync(join(tmpdir(), "tk-"))}`, "about:blank"],
  { stdio: "ignore" },
);
function cleanup() {
  server.kill();
  chrome.kill();
}
setTimeout(() => fail("timed out after 180 s"), 180_000).unref();

async function target() {
  for (let i = 0; i < 100; i++) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json();
      const page = list.find((t) => t.type === "page");
      if (page) return page.webSocketDebuggerUrl;
    } catch {}
    await sleep(200);
  }
  fail("chromium did not start");
}

const ws = new WebSocket(await target());
await new Promise((r) => ws.addEventListener("open", r));
let nextId = 1;
const pending = new Map();
ws.addEventListener("message", (e) => {
  const msg = JSON.parse(e.data);
  if (msg.id && pending.has(msg.id)) {
    pending.get(msg.id)(msg);
    pending.delete(msg.id);
  }
});
const send = (method, params = {}) =>
  new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    ws.send(JSON.stringify({ id, method, params }));
  });
const evaluate = async (expr) => (await send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true })).result?.result?.value;
async function waitFor(expr, what) {
  for (let i = 0; i < 150; i++) {
    if (await evaluate(expr)) return;
    await sleep(200);
  }
  fail(`never saw ${what}`);
}

const base = `http://127.0.0.1:${port}/`;
// The static server must answer before the first page loads: on a quiet machine
// Chromium can be up before Python listens, and the refused load counts as a failure.
for (let i = 0; ; i++) {
  try { if ((await fetch(base)).ok) break; } catch {}
  if (i >= 100) fail(`the static server on port ${port} never answered`);
  await sleep(100);
}
// A per-game build (scripts/build.sh) has the game in its own folder; the whole-app
// build carries every table.
const gamePage = existsSync(join(dist, game, "index.html")) ? `${base}${game}/index.html#/${game}/new` : `${base}?game#/${game}/new`;
// The deck builder: its own build beside a game's page, or the whole app's route.
const decksBuild = existsSync(join(dist, game, "decks", "index.html"));
const decksPage = decksBuild ? `${base}${game}/decks/index.html#/${game}/decks` : `${base}?decks#/${game}/decks`;
const offline = [[base, ".tile"], [gamePage, "button.start"]];
if (decksBuild || !existsSync(join(dist, game))) offline.push([decksPage, ".db-card"]);
await send("Page.enable");
let lobbyMs = 0;
for (const [url, sel] of [[base, ".tile"], [gamePage, "button.start"]]) {
  await send("Page.navigate", { url: "about:blank" });
  const t0 = Date.now();
  await send("Page.navigate", { url });
  await waitFor(`!!document.querySelector(${JSON.stringify(sel)})`, `${sel} at ${url} online`);
  if (url === base) lobbyMs = Date.now() - t0;
  await waitFor("navigator.serviceWorker.ready.then(() => true)", `the service worker of ${url}`);
  await sleep(500);
}
server.kill();
await sleep(300);
for (const [url, sel] of offline) {
  await send("Page.navigate", { url: "about:blank" });
  await send("Page.navigate", { url });
  await waitFor(`!!document.querySelector(${JSON.stringify(sel)})`, `${sel} at ${url} with the server stopped`);
}
// The games of a per-game site that were never opened while the server ran.
const unvisited = readdirSync(dist, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== game && existsSync(join(dist, d.name, "index.html")))
  .map((d) => d.name);
for (const other of unvisited) {
  await send("Page.navigate", { url: "about:blank" });
  await send("Page.navigate", { url: `${base}${other}/index.html#/${other}/new` });
  await waitFor(`!!document.querySelector("button.start")`, `${other}'s new-game page, never opened online, with the server stopped`);
}
const builder = offline.length > 2 ? " and its deck builder" : "";
const others = unvisited.length ? `, and ${unvisited.join(", ")} (never opened before)` : "";
console.log(`offline check passed: the lobby (shown ${lobbyMs} ms after navigation, first visit), ${game}${builder}${others} load and render with the server stopped`);
cleanup();
process.exit(0);
