//! The registry (`for_each_game!` in src/games/mod.rs) is the one list of games. Every
//! registered game must have everything a game needs, or this test says what is
//! missing: its rules folder, its table folder, its stylesheet, its recorded
//! fingerprint, its How to play guide, a row in the README's games, its id in the registry line, a
//! unique id and a rule prefix.

use std::path::Path;

use turnkeeper::engine::prelude::*;

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
        !read(&format!("src/ui/{module}/guide.md")).trim().is_empty(),
        format!("src/ui/{module}/guide.md (its How to play guide, in players' words)"),
    );
    need(read("README.md").contains(&format!("| {} |", G::NAME)), "a row in the README's table of games".into());
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
            ids.push(<turnkeeper::games::$module::$ty as Rules>::ID);
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

/// Every phase a game reports while it is played is one the phase tracker draws: the
/// outer phase is in [`Rules::PHASES`], and so is its step where that phase lists steps.
/// Checked over seeded random games of every variant.
fn phases_are_listed<G: Game>() -> Vec<String> {
    let mut wrong = Vec::new();
    for options in G::variants() {
        for seed in 1..=4u64 {
            let mut g = G::new(&options, seed).expect("the variants set up");
            let mut bot = turnkeeper::engine::RandomBot::new(seed);
            for _ in 0..3_000 {
                let phase = g.phase();
                if g.outcome().is_none() {
                    match G::PHASES.iter().find(|(outer, _)| Some(outer) == phase.first()) {
                        None => wrong.push(format!("{}: phase {phase:?} is not in PHASES", G::ID)),
                        Some((_, steps)) => {
                            if let Some(step) = phase.get(1).filter(|_| !steps.is_empty()) {
                                if !steps.contains(step) {
                                    wrong.push(format!("{}: step {phase:?} is not in PHASES", G::ID));
                                }
                            }
                        }
                    }
                }
                let Some(a) = bot.choose(&g) else { break };
                g.apply(&a).expect("a listed action is accepted");
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    wrong
}

#[test]
fn every_phase_a_game_reports_is_one_its_tracker_draws() {
    let mut wrong = Vec::new();
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            wrong.extend(phases_are_listed::<turnkeeper::games::$module::$ty>());
        };
    }
    turnkeeper::for_each_game!(each);
    assert!(wrong.is_empty(), "phases missing from the tracker:\n{}", wrong.join("\n"));
}

/// The files every game has, each meaning the same thing in every game
/// (docs/adding-a-game.md, "One inner shape"), and where a few functions must live.
const SHAPE: &[(&str, &str)] = &[
    ("mod.rs", "impl Rules for"),
    ("state.rs", "book: Book"),
    ("action.rs", "enum Action"),
    ("view.rs", "impl Observe for"),
    ("determinize.rs", "impl Determinize for"),
    ("describe.rs", "impl Describe for"),
    ("evaluate.rs", "fn estimate"),
    ("rules/mod.rs", ""),
    ("rules/setup.rs", ""),
    ("testkit.rs", ""),
    ("fingerprint.txt", ""),
];

#[test]
fn every_game_has_the_same_inner_shape() {
    let mut wrong = Vec::new();
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            for (file, needle) in SHAPE {
                let path = format!("src/games/{}/{file}", stringify!($module));
                if !exists(&path) {
                    wrong.push(format!("{path} is missing"));
                } else if !read(&path).contains(needle) {
                    wrong.push(format!("{path} does not hold `{needle}`"));
                }
            }
            // A game-level policy.rs is the computer player's playout policy, nothing else.
            let policy = format!("src/games/{}/policy.rs", stringify!($module));
            if exists(&policy)
                && !read(&format!("src/games/{}/mod.rs", stringify!($module))).contains("fn playout_pick")
            {
                wrong.push(format!("{policy} exists but the game has no playout policy"));
            }
        };
    }
    turnkeeper::for_each_game!(each);
    assert!(wrong.is_empty(), "games out of shape:\n{}", wrong.join("\n"));
}
