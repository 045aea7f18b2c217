//! The registry (`for_each_game!` in src/games/mod.rs) is the one list of games. Every
//! registered game must have everything a game needs, or this test says what is
//! missing: its rules folder, its table folder, its stylesheet linked from index.html,
//! a "How to play" section in the README, a unique id and a rule prefix.

use std::path::Path;

use turnkeeper::engine::Game;

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap_or_default()
}

fn exists(path: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).exists()
}

fn check<G: Game>(module: &str, feature: &str) -> Vec<String> {
    let mut missing = Vec::new();
    let mut need = |ok: bool, what: String| {
        if !ok {
            missing.push(format!("{}: {what}", G::ID));
        }
    };
    need(exists(&format!("src/games/{module}/mod.rs")), format!("src/games/{module}/mod.rs"));
    need(exists(&format!("src/ui/{module}/mod.rs")), format!("src/ui/{module}/mod.rs (its table)"));
    let css = format!("styles/{module}.css");
    need(exists(&css), css.clone());
    need(read("index.html").contains(&format!("href=\"{css}\"")), format!("index.html links {css}"));
    need(
        read("README.md").contains(&format!("How to play {} here", G::NAME)),
        "a \"How to play ... here\" README section".into(),
    );
    let cargo = read("Cargo.toml");
    need(cargo.contains(&format!("{feature} = [\"web\"]")), format!("the feature {feature} in Cargo.toml"));
    need(cargo.contains(&format!("\"{feature}\"")), format!("{feature} in the `tables` feature"));
    need(
        feature == format!("table-{}", G::ID),
        format!("the table feature named table-{} (scripts/build.sh builds dist/<id>/ from it)", G::ID),
    );
    need(G::RULE_PREFIX.ends_with('-') && G::RULE_PREFIX.len() >= 3, "a rule prefix such as \"LO-\"".into());
    missing
}

#[test]
fn every_registered_game_has_all_its_parts() {
    let mut missing = Vec::new();
    let mut ids = Vec::new();
    macro_rules! each {
        ($module:ident, $ty:ident, $table:literal) => {
            missing.extend(check::<turnkeeper::games::$module::$ty>(stringify!($module), $table));
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
