// Writes one SVG sprite per game from the game-icons collection (npm
// @iconify-json/game-icons, CC BY 3.0: game-icons.net, Lorc, Delapouite and
// contributors): target/icons/<game-id>.svg holds a <symbol id="<name>"> for exactly the
// icons listed in src/ui/<module>/icons.txt (one name per line, # starts a comment), and
// target/icons/lobby.svg those of src/ui/lobby-icons.txt if it exists. Trunk copies the
// folder into each build (index.html), so the page loads a game's icons as one cached
// file (`<use href="icons/<id>.svg#<name>">`, src/ui/common/icon.rs), never inside its
// wasm. A file is written only when its contents change, so a watching dev server is
// not woken for nothing.
//
// Usage: node scripts/icon-sprite.mjs [OUT_DIR]   (Trunk runs it before every build,
// Trunk.toml; scripts/build.sh, dev.sh, check-offline.sh and screens.sh build through
// Trunk). Fails, naming them, on icons the collection does not have.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2] || join(root, "target", "icons");
const collectionPath = join(root, "node_modules", "@iconify-json", "game-icons", "icons.json");
if (!existsSync(collectionPath)) {
  console.error(`icon-sprite: ${collectionPath} is missing: run bash scripts/install-tools.sh`);
  process.exit(1);
}
const collection = JSON.parse(readFileSync(collectionPath, "utf8"));

/// The names a list file gives, in order, without blank lines and comments.
function listed(file) {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean);
}

/// One icon's SVG body and size, following an alias to its parent.
function lookup(name) {
  const alias = collection.aliases?.[name];
  const icon = collection.icons[name] || (alias && collection.icons[alias.parent]);
  if (!icon) return null;
  return { body: icon.body, w: icon.width || collection.width || 512, h: icon.height || collection.height || 512 };
}

function sprite(names, file) {
  const missing = names.filter((n) => !lookup(n));
  if (missing.length) {
    console.error(`icon-sprite: ${file} lists icons the collection lacks: ${missing.join(", ")}`);
    process.exit(1);
  }
  const symbols = [...new Set(names)].map((n) => {
    const { body, w, h } = lookup(n);
    return `<symbol id="${n}" viewBox="0 0 ${w} ${h}">${body}</symbol>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg">` +
    `<!-- Icons: game-icons.net (Lorc, Delapouite and contributors), CC BY 3.0, https://creativecommons.org/licenses/by/3.0/ -->` +
    symbols.join("") +
    `</svg>\n`
  );
}

// The registered games, from the registry itself: `$m!(module, Type, "id")`.
const registry = readFileSync(join(root, "src", "games", "mod.rs"), "utf8");
const games = [...registry.matchAll(/^\s*\$m!\(\s*([a-z0-9_]+)\s*,\s*\w+\s*,\s*"([a-z0-9-]+)"\s*\)/gm)].map((m) => ({
  list: join(root, "src", "ui", m[1], "icons.txt"),
  id: m[2],
}));
if (!games.length) {
  console.error("icon-sprite: no game found in the registry (src/games/mod.rs)");
  process.exit(1);
}
games.push({ list: join(root, "src", "ui", "lobby-icons.txt"), id: "lobby" });

mkdirSync(out, { recursive: true });
let written = 0;
for (const { list, id } of games) {
  if (!existsSync(list)) continue;
  const file = join(out, `${id}.svg`);
  const text = sprite(listed(list), list);
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
    writeFileSync(file, text);
    written++;
  }
}
console.log(`icon-sprite: ${written} sprite(s) written to ${out}`);
