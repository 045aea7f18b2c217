//! Every icon a game draws is in its sprite, and every icon its sprite holds is in the
//! game-icons collection: a game's Rust names icons only with `icon("<name>")`
//! (src/ui/common/icon.rs), each such name must be listed in `src/ui/<module>/icons.txt`
//! (from which scripts/icon-sprite.mjs makes `icons/<id>.svg`), each listed name must be
//! an icon of the pinned `@iconify-json/game-icons` (installed by
//! scripts/install-tools.sh) and used, and a game that draws icons must list them.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The installed collection's icon names (aliases included), at the version
/// package.json pins.
fn collection() -> BTreeSet<String> {
    let dir = root().join("node_modules/@iconify-json/game-icons");
    let read = |f: &str| {
        fs::read_to_string(dir.join(f)).unwrap_or_else(|_| {
            panic!(
                "{} is missing: run `bash scripts/install-tools.sh` (it installs the game-icons collection)",
                dir.join(f).display()
            )
        })
    };
    let pinned: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(root().join("package.json")).unwrap()).unwrap();
    let installed: serde_json::Value = serde_json::from_str(&read("package.json")).unwrap();
    assert_eq!(
        installed["version"], pinned["devDependencies"]["@iconify-json/game-icons"],
        "the installed game-icons is not the version package.json pins: run `bash scripts/install-tools.sh`"
    );
    let icons: serde_json::Value = serde_json::from_str(&read("icons.json")).unwrap();
    let names = |key: &str| icons[key].as_object().map(|o| o.keys().cloned().collect::<Vec<_>>()).unwrap_or_default();
    let all: BTreeSet<String> = names("icons").into_iter().chain(names("aliases")).collect();
    assert!(all.len() > 4000, "the collection holds {} icons", all.len());
    all
}

/// The names a list file gives (one a line, `#` starts a comment).
fn listed(path: &Path) -> Option<Vec<String>> {
    let text = fs::read_to_string(path).ok()?;
    Some(text.lines().map(|l| l.split('#').next().unwrap_or("").trim().to_string()).filter(|l| !l.is_empty()).collect())
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `icon("name")` in the Rust files under `dir`, with where it is.
fn used(dir: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    rust_files(dir, &mut files);
    let mut out = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let mut rest = line;
            while let Some(at) = rest.find("icon(\"") {
                let word_start = at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
                rest = &rest[at + 6..];
                let Some(end) = rest.find('"') else { break };
                if word_start {
                    out.push((
                        rest[..end].to_string(),
                        format!("{}:{}", file.strip_prefix(root()).unwrap_or(&file).display(), n + 1),
                    ));
                }
            }
        }
    }
    out
}

/// Every `"art"` of the set files in `dir` (`cards/<game-id>/`): a design's picture is
/// named in its data.
fn art(dir: &Path) -> Vec<(String, String)> {
    fn walk(v: &serde_json::Value, at: &str, out: &mut Vec<(String, String)>) {
        match v {
            serde_json::Value::Object(map) => {
                for (k, x) in map {
                    match (k.as_str(), x) {
                        ("art", serde_json::Value::String(name)) => out.push((name.clone(), at.to_string())),
                        _ => walk(x, at, out),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|x| walk(x, at, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "json") {
            let v: serde_json::Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
            walk(&v, &path.strip_prefix(root()).unwrap_or(&path).display().to_string(), &mut out);
        }
    }
    out
}

/// What is wrong with one table's icons (`dir` its sources, `cards` its set files,
/// `list` its icons.txt).
fn check(dir: &Path, cards: &Path, list: &Path, collection: &BTreeSet<String>) -> Vec<String> {
    let mut used = used(dir);
    used.extend(art(cards));
    let Some(names) = listed(list) else {
        return used
            .iter()
            .map(|(n, at)| format!("{at}: icon \"{n}\" is drawn but {} does not exist", list.display()))
            .collect();
    };
    let mut bad = Vec::new();
    let set: BTreeSet<&String> = names.iter().collect();
    if set.len() != names.len() {
        bad.push(format!("{}: a name is listed twice", list.display()));
    }
    for (n, at) in &used {
        if !set.contains(n) {
            bad.push(format!("{at}: icon \"{n}\" is not listed in {}", list.display()));
        }
    }
    for n in &names {
        if !collection.contains(n) {
            bad.push(format!("{}: \"{n}\" is not an icon of the game-icons collection", list.display()));
        }
        if !used.iter().any(|(u, _)| u == n) {
            bad.push(format!(
                "{}: \"{n}\" is listed but never drawn (the sprite carries only what is drawn)",
                list.display()
            ));
        }
    }
    bad
}

#[test]
fn every_icon_a_table_draws_is_listed_and_every_listed_icon_is_in_the_collection() {
    let collection = collection();
    let mut bad = Vec::new();
    let mut listing = 0;
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            let dir = root().join("src/ui").join(stringify!($module));
            let list = dir.join("icons.txt");
            listing += usize::from(list.exists());
            bad.extend(check(&dir, &root().join("cards").join($id), &list, &collection));
        };
    }
    turnkeeper::for_each_game!(each);
    assert!(listing >= 1, "at least one game draws icons (Lorcana)");
    assert!(bad.is_empty(), "icons:\n{}", bad.join("\n"));
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let collection: BTreeSet<String> = ["flame", "oak-leaf"].iter().map(|s| s.to_string()).collect();
    let dir = std::env::temp_dir().join(format!("tk-icons-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("art.rs"), "let a = icon(\"flame\"); let b = icon(\"unlisted\"); let c = my_icon(\"x\");")
        .unwrap();
    fs::write(dir.join("icons.txt"), "# a comment\nflame\nnot-an-icon\n").unwrap();
    let bad = check(&dir, &dir, &dir.join("icons.txt"), &collection);
    assert!(bad.iter().any(|b| b.contains("\"unlisted\" is not listed")), "{bad:?}");
    assert!(bad.iter().any(|b| b.contains("\"not-an-icon\" is not an icon")), "{bad:?}");
    assert!(bad.iter().any(|b| b.contains("\"not-an-icon\" is listed but never drawn")), "{bad:?}");
    assert!(!bad.iter().any(|b| b.contains("\"x\"") || b.contains("\"flame\"")), "{bad:?}");
    let cards = dir.join("cards");
    fs::create_dir_all(&cards).unwrap();
    fs::write(cards.join("set.json"), r#"{"cards":[{"id":"X1","art":"flame"},{"id":"X2","art":"no-such-art"}]}"#)
        .unwrap();
    let bad = check(&dir, &cards, &dir.join("icons.txt"), &collection);
    assert!(bad.iter().any(|b| b.contains("\"no-such-art\" is not listed")), "a card's art is checked: {bad:?}");
    assert!(!bad.iter().any(|b| b.contains("\"flame\"")), "the listed flame is fine: {bad:?}");
    fs::remove_file(dir.join("icons.txt")).unwrap();
    assert!(check(&dir, &dir, &dir.join("icons.txt"), &collection).iter().any(|b| b.contains("does not exist")));
    fs::remove_dir_all(&dir).unwrap();
}
