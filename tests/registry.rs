//! The registry (`for_each_game!` in src/games/mod.rs) is the one list of games. Every
//! registered game must have everything a game needs, or this test says what is
//! missing: its rules folder, its table folder, its stylesheet, its recorded
//! fingerprint, a "How to play" section in the README, its id in the registry line, a
//! unique id and a rule prefix.

use std::path::Path;

use turnkeeper::engine::Game;

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap_or_default()
}

fn exists(path: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).exists()
}

fn check<G: Game>(module: &str, id: &str) -> Vec<String> {
    let mut missing = Vec::new();
    let mut need = |ok: bool, what: String| {
        if !ok {
            missing.push(format!("{}: {what}", G::ID));
        }
    };
    need(exists(&format!("src/games/{module}/mod.rs")), format!("src/games/{module}/mod.rs"));
    need(exists(&format!("src/ui/{module}/mod.rs")), format!("src/ui/{module}/mod.rs (its table)"));
    need(exists(&format!("styles/{module}.css")), format!("styles/{module}.css (its stylesheet)"));
    need(
        exists(&format!("src/games/{module}/fingerprint.txt")),
        format!(
            "src/games/{module}/fingerprint.txt (record it: TURNKEEPER_RECORD=1 cargo test --test determinism {module})"
        ),
    );
    need(
        read("README.md").contains(&format!("How to play {} here", G::NAME)),
        "a \"How to play ... here\" README section".into(),
    );
    need(
        id == G::ID,
        format!("the registry line's id \"{id}\" is the game's ID \"{}\" (its build is dist/<id>/)", G::ID),
    );
    need(G::RULE_PREFIX.ends_with('-') && G::RULE_PREFIX.len() >= 3, "a rule prefix such as \"LO-\"".into());
    missing
}

#[test]
fn every_registered_game_has_all_its_parts() {
    let mut missing = Vec::new();
    let mut ids = Vec::new();
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            missing.extend(check::<turnkeeper::games::$module::$ty>(stringify!($module), $id));
            ids.push(<turnkeeper::games::$module::$ty as Game>::ID);
        };
    }
    turnkeeper::for_each_game!(each);
    assert!(missing.is_empty(), "registered games lack parts:\n{}", missing.join("\n"));
    let catalog: Vec<_> = turnkeeper::games::catalog().iter().map(|g| g.id).collect();
    assert_eq!(catalog, ids, "the catalog lists the registered games in order");
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "game ids are unique");
}
