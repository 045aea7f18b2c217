// Two browsers on the deployed site, driven one step at a time by a person: for
// trying online play by hand (the README's "Tried by hand"). It opens a host page and
// a joiner page (separate Chromium processes, separate profiles), then reads commands
// from standard input, one per line, and prints what each returns:
//   h <js>            evaluate JavaScript in the host's page
//   j <js>            evaluate JavaScript in the joiner's page
//   hclick <css>      a real mouse click (press and release) on the host's page
//   jclick <css>      the same on the joiner's page
//   jhover <css>      move the joiner's pointer onto an element
//   shot <name>       screenshots of both pages into $TK_SHOTS (default /tmp/by-hand)
//   quit
// Usage: node --experimental-websocket tests/online/by_hand.mjs SITE_DIR GAME_ID
//        (the host's new-game page opens; set it up and press Start with "hclick")
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdirSync } from "node:fs";
import { Browser, children, cleanup, until } from "./cdp.mjs";

const [site, game] = process.argv.slice(2);
const shots = process.env.TK_SHOTS || "/tmp/by-hand";
mkdirSync(shots, { recursive: true });
const port = 9600 + Math.floor(Math.random() * 200);
children.push(spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", site], { stdio: "ignore" }));
const health = async () => { try { return (await fetch("http://127.0.0.1:3536/health")).ok; } catch { return false; } };
if (!(await health())) {
  children.push(spawn("matchbox_server", ["127.0.0.1:3536"], { stdio: "ignore", env: { ...process.env, RUST_LOG: "warn" } }));
  await until("matchbox_server", health);
}
const base = `http://127.0.0.1:${port}/`;
await until("the static server", async () => { try { return (await fetch(base)).ok; } catch { return false; } });
const setup = `try { localStorage.setItem("turnkeeper/net/ice", JSON.stringify("")); } catch {}`;
const h = await new Browser("host", 1280, 800).start();
await h.beforeEachPage(setup);
const j = await new Browser("joiner", 390, 844).start();
await j.beforeEachPage(setup);
await h.go(`${base}${game}/index.html#/${game}/new`);
console.log(`ready: the host's new-game page of ${game}`);

/// A real mouse event at the middle of the element.
async function mouse(b, sel, types) {
  const r = await b.eval(`(() => { const e = document.querySelector(${JSON.stringify(sel)}); if (!e) return null; e.scrollIntoView({ block: "center" }); const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`);
  if (!r) return `no ${sel}`;
  for (const type of types) await b.send("Input.dispatchMouseEvent", { type, x: r[0], y: r[1], button: "left", clickCount: 1 });
  return "ok";
}

let n = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const [cmd, ...rest] = line.split(" ");
  const arg = rest.join(" ");
  let out;
  try {
    if (cmd === "h") out = await h.eval(arg);
    else if (cmd === "j") out = await j.eval(arg);
    else if (cmd === "hclick") out = await mouse(h, arg, ["mousePressed", "mouseReleased"]);
    else if (cmd === "jclick") out = await mouse(j, arg, ["mousePressed", "mouseReleased"]);
    else if (cmd === "jhover") out = await mouse(j, arg, ["mouseMoved"]);
    else if (cmd === "jgo") { await j.go(arg); out = "ok"; }
    else if (cmd === "shot") { n++; await h.screenshot(`${shots}/${String(n).padStart(2, "0")}-${arg}-host.png`); await j.screenshot(`${shots}/${String(n).padStart(2, "0")}-${arg}-joiner.png`); out = `shots ${n}`; }
    else if (cmd === "quit") break;
    else out = `unknown command ${cmd}`;
  } catch (e) { out = `error: ${e.message || e}`; }
  console.log(`> ${line.slice(0, 80)}\n${typeof out === "string" ? out : JSON.stringify(out)}`);
}
cleanup();
process.exit(0);
