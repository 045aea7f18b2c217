// The search worker check (issue 34 point 19), on the release site of scripts/build.sh:
// in every game's page the computer's moves and the Hint come from the search worker
// (dist/<id>/worker/, src/worker.rs), never from the page's thread, whose wasm carries no
// search at all (cfg `search_worker`, src/ui/ai_player). For each game it starts a game
// with every seat at the computer (Normal) and sees
// - the page take at least five answers from its worker (`data-search-answers` on
//   <html>, counted by src/ui/ai_player/worker_client.rs as each answer arrives),
// - a dedicated worker of the page, started from its worker/main.js,
// - and nothing logged as an error on the page;
// and in Lorcana, with a person in the first seat, the Hint list moves from the worker.
// The longest main-thread task while the computers play is printed as a measurement,
// not asserted (docs/measurements.md): timings belong in benchmarks.
// Usage: node --experimental-websocket tests/worker/check.mjs DIST_DIR
import { spawn } from "node:child_process";
import { Browser, children, cleanup, fail, sleep, until } from "../online/cdp.mjs";

const [dist] = process.argv.slice(2);
if (!dist) fail("usage: check.mjs DIST_DIR");
const port = 9100 + Math.floor(Math.random() * 300);
const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], { stdio: "ignore" });
children.push(server);
setTimeout(() => fail("the worker check timed out after 600 s"), 600_000).unref();
const base = `http://127.0.0.1:${port}`;
await until("the static server", async () => (await fetch(base).catch(() => null))?.ok, 20_000);

// Long tasks of the page's thread, recorded from the start of every page.
const LONG_TASKS = `(() => { window.__tkLong = [];
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tkLong.push(e.duration); })
    .observe({ type: "longtask", buffered: true }); } catch {} })();`;

const b = await new Browser("worker").start();
await b.beforeEachPage(LONG_TASKS);
const answers = () => b.eval(`+(document.documentElement.dataset.searchAnswers || 0)`);
// The page's dedicated workers (the browser's own list of targets: a worker's address
// stays empty there until something attaches to it, and attaching waits on a worker busy
// searching), with the worker scripts the page fetched (its resource timing).
async function workers() {
  const infos = (await b.send("Target.getTargets")).result.targetInfos;
  const page = infos.find((t) => t.type === "page")?.targetId;
  const running = infos.filter((t) => t.type === "worker" && t.parentFrameId === page).length;
  const scripts = await b.eval(`performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.endsWith("/worker/main.js"))`);
  return { running, scripts };
}

// A fresh browser's settings (no game in progress, whose replacement asks first): the
// computer moves at once, at Normal.
const SETTINGS = `localStorage.clear(); localStorage.setItem("turnkeeper/bot-speed", "0"); localStorage.setItem("turnkeeper/computer-level", "\\"normal\\""); true`;

async function openNew(game) {
  await b.eval(SETTINGS);
  await b.go(`${base}/${game}/#/${game}/new`);
  await b.waitFor("button.start", `${game}'s new-game page`, 30_000);
}

await b.go(`${base}/`);
await b.waitFor(".tile", "the lobby", 30_000);
await b.eval(SETTINGS);
const games = await b.eval(`[...document.querySelectorAll(".tile a[href*='/new']")].map((a) => a.getAttribute("href").split("#/")[1].split("/")[0])`);
if (new Set(games).size < 5) fail(`the lobby links ${games.length} new-game pages: ${games}`);

const report = [];
for (const game of [...new Set(games)]) {
  await openNew(game);
  // Every seat to the computer at Normal (the level kept above).
  const seats = await b.eval(`document.querySelectorAll(".seat-kind").length`);
  for (let i = 0; i < seats; i++) {
    if ((await b.text(`.seat-kind-${i}`)).trim() === "Person") await b.click(`.seat-kind-${i}`);
  }
  await until(`${game}: every seat at the computer`, async () => (await b.eval(`[...document.querySelectorAll(".seat-kind")].every((s) => s.textContent.trim() === "Computer")`)));
  await b.click("button.start");
  const explain = async () => `${await b.state()}; answers ${await answers()}; errors: ${b.errors.join(" | ")}`;
  // The page's long tasks from the first answer on: the computers' play, not the load.
  await until(`${game}: an answer of the search worker`, async () => (await answers()) >= 1, 120_000, explain);
  await b.eval(`window.__tkLong = []; true`);
  await until(`${game}: four more answers of the search worker`, async () => (await answers()) >= 5, 120_000, explain);
  const { running, scripts } = await workers();
  if (running < 1 || !scripts.some((u) => u.endsWith(`/${game}/worker/main.js`))) {
    fail(`${game}: no search worker: ${running} dedicated workers, worker scripts fetched: ${scripts.join(", ") || "none"}`);
  }
  if (b.errors.length) fail(`${game}: errors on the page: ${b.errors.join(" | ")}`);
  const turn = await b.text(".turn-status");
  const longest = await b.eval(`Math.max(0, ...window.__tkLong)`);
  report.push(`${game}: ${await answers()} answers, ${turn.trim()}, ${longest ? `longest main-thread task ${Math.round(longest)} ms` : "no main-thread task over 50 ms"} while they played`);
}

// Hard on every core (issue 33 point 3): with 1, 2 and 4 workers kept in the browser
// (turnkeeper/search-workers, in place of the device's cores), two Hard computers play
// Lorcana; each Hard move is searched by that many workers of the page side by side,
// their answers merged. Checked: that many workers run (the page's data-search-workers)
// and the browser lists at least that many dedicated workers. Printed, not asserted:
// the page's iterations per second over five moves after the workers started (the
// page's data-search-iterations and data-search-ms, src/ui/ai_player/worker_client.rs).
const cores = await b.eval(`navigator.hardwareConcurrency`);
for (const n of [1, 2, 4]) {
  // From the lobby, where no game plays on and keeps itself: the last one is forgotten.
  await b.go(`${base}/`);
  await b.waitFor(".tile", "the lobby", 30_000);
  await b.eval(SETTINGS);
  await b.eval(`localStorage.setItem("turnkeeper/computer-level", "\\"hard\\""); localStorage.setItem("turnkeeper/search-workers", "${n}"); true`);
  await b.go(`${base}/lorcana/#/lorcana/new`);
  await b.waitFor("button.start", "lorcana's new-game page", 30_000);
  for (let i = 0; i < 2; i++) {
    if ((await b.text(`.seat-kind-${i}`)).trim() === "Person") await b.click(`.seat-kind-${i}`);
  }
  await b.click("button.start");
  const measured = async () => b.eval(`[+(document.documentElement.dataset.searchIterations || 0), +(document.documentElement.dataset.searchMs || 0)]`);
  const explain = async () => `${await b.state()}; answers ${await answers()}; measured ${await measured()}; errors: ${b.errors.join(" | ")}`;
  await until(`Hard with ${n} workers: the first move`, async () => (await measured())[1] > 0, 120_000, explain);
  const { running } = await workers();
  const started = await b.eval(`+(document.documentElement.dataset.searchWorkers || 0)`);
  if (started !== n || running < n) fail(`Hard with ${n} workers kept: the page runs ${started}, the browser lists ${running}`);
  await b.eval(`delete document.documentElement.dataset.searchIterations; delete document.documentElement.dataset.searchMs; true`);
  const from = await answers();
  await until(`Hard with ${n} workers: five more moves`, async () => (await answers()) >= from + 5 * n, 180_000, explain);
  const [its, ms] = await measured();
  if (b.errors.length) fail(`Hard with ${n} workers: errors on the page: ${b.errors.join(" | ")}`);
  report.push(`lorcana Hard with ${n} worker${n > 1 ? "s" : ""} (${started} running, ${cores} cores): ${Math.round(its / (ms / 1000))} iterations/s in the page (${its} over ${Math.round(ms)} ms)`);
}
// Back to the lobby, where the last Hard game no longer plays on and keeps itself.
await b.go(`${base}/`);
await b.waitFor(".tile", "the lobby", 30_000);
await b.eval(`localStorage.removeItem("turnkeeper/search-workers"); true`);

// The Hint, from the worker: a person in the first seat of Lorcana asks for it.
await openNew("lorcana");
for (let i = 1; i < 2; i++) {
  if ((await b.text(`.seat-kind-${i}`)).trim() === "Person") await b.click(`.seat-kind-${i}`);
}
if ((await b.text(".seat-kind-0")).trim() !== "Person") await b.click(".seat-kind-0");
await b.click("button.start");
const shown = async () => `${await b.state()}; errors: ${b.errors.join(" | ")}`;
// P1 keeps the opening hand; the Hint is then asked on P1's first Main phase.
await b.waitFor("button[data-kind=keep_hand]", "Lorcana's opening hand", 30_000, shown);
await b.click("button[data-kind=keep_hand]");
await b.waitFor("button[data-kind=end_turn]", "P1's Main phase", 60_000, shown);
await b.waitFor("button.hint:not([disabled])", "Lorcana's Hint button", 30_000, shown);
const before = await answers();
await b.click("button.hint");
await b.waitFor(".hint-panel .hint-move", "the Hint's moves", 60_000, shown);
if ((await answers()) <= before) fail("the Hint's moves did not come from the search worker");
const lines = await b.eval(`document.querySelectorAll(".hint-panel .hint-move").length`);
if (b.errors.length) fail(`errors on the page: ${b.errors.join(" | ")}`);
report.push(`lorcana Hint: ${lines} moves from the worker`);

for (const r of report) console.log(`[worker] ${r}`);
console.log(`test result: ok. ${report.length} passed; 0 failed (the search worker check)`);
cleanup();
process.exit(0);
