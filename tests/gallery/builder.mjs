// The gallery's deck builder screens (issues 30 and 31), for every game with a builder:
// a premade deck opened from the decks kept in the browser (its cards, cost curve,
// colour split and legality), the set filtered while the deck has problems (each with
// its rule), a sample opening hand, and a game started from the built deck.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/// The second premade deck of a game's card files, one card id per copy (Altered's
/// hero first, as its builder lists it); null for a game without a builder.
export function premadeList(repo, g) {
  const read = (f) => JSON.parse(readFileSync(join(repo, "cards", g, f), "utf8"));
  if (g === "lorcana") {
    const d = read("decks.json").decks[1];
    return { name: d.name, cards: d.cards.flatMap(([id, n]) => Array(n).fill(id)) };
  }
  if (g === "altered") {
    const d = read("crossroads.json").decks[0];
    return { name: d.name, cards: [d.hero, ...d.cards], format: "constructed" };
  }
  if (g === "nexus") {
    const d = read("halvards-reach.json").decks[1] || read("halvards-reach.json").decks[0];
    return { name: d.name, cards: d.cards };
  }
  return null;
}

/// Takes the builder's four pictures of game `g` at `size`; `t` is the gallery's toolkit.
export async function builderShots(g, size, t) {
  const deck = premadeList(t.repo, g);
  if (!deck) return;
  const { open, evaluate, waitFor, shoot, miss, q, sleep } = t;
  const kept = [{ name: deck.name, format: deck.format ?? null, cards: deck.cards }];
  await open("/", ".tile");
  await evaluate(`localStorage.setItem(${q(`turnkeeper/${g}/decks`)}, ${q(JSON.stringify(kept))}); true`);
  let why = await open(`/${g}/decks`, ".db-card");
  if (why) return miss(g, "builder", size, why);
  await evaluate(`document.querySelector(".db-open").click(); true`);
  if (!(await waitFor(`!!document.querySelector(".db-line")`, 50))) return miss(g, "builder", size, "the kept deck did not open");
  await sleep(200);
  const legal = await evaluate(`!!document.querySelector(".db-legal")`);
  await shoot(g, "builder", size, `${deck.name}, ${deck.cards.length} cards, opened from the kept decks${legal ? ", legal" : ", NOT legal"}`);

  // A filter (the first chip of the first facet) and a text search, with cards taken
  // out of the deck until it has problems.
  for (let i = 0; i < 4; i++) await evaluate(`(() => { const b = document.querySelector(".db-line .db-remove"); if (b) b.click(); return true; })()`);
  await evaluate(`(() => { const c = document.querySelector(".db-chip"); if (c) c.click(); return true; })()`);
  await sleep(200);
  const problems = await evaluate(`document.querySelectorAll(".db-problem").length`);
  await evaluate(`window.scrollTo(0, 0); true`);
  await shoot(g, "builder-problems", size, `a filter on, four cards out: ${problems} problem(s), each with its rule`);
  await evaluate(`(() => { const c = document.querySelector(".db-clear"); if (c) c.click(); return true; })()`);

  // A sample opening hand of the whole deck, opened again.
  await evaluate(`document.querySelector(".db-open").click(); true`);
  await waitFor(`!!document.querySelector(".db-legal")`, 50);
  await evaluate(`document.querySelector(".db-draw").click(); true`);
  if (await waitFor(`!!document.querySelector(".db-hand > li")`, 50)) {
    await evaluate(`document.querySelector(".db-hand").scrollIntoView({ block: "center" }); true`);
    await shoot(g, "builder-hand", size, "a sample opening hand");
  } else miss(g, "builder-hand", size, "no sample hand drawn");

  // The built deck played: P1 against the computer.
  await evaluate(`(() => { const s = document.querySelector(".db-opponent"); s.value = "computer-easy"; s.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
  await sleep(100);
  await evaluate(`document.querySelector(".db-play").click(); true`);
  if (await waitFor(`!!document.querySelector(".action-bar")`, 150)) {
    await sleep(600);
    await shoot(g, "built-game", size, `a game started from the builder with ${deck.name}`);
  } else miss(g, "built-game", size, "no table after Start the game");
}
