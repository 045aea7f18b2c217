//! The rules did not change: recorded games replay step by step, the way shakmaty
//! replays its perft files. Each file of `tests/replays/` holds seeded random games of
//! one game, every variant, recorded from the engine as it was; at every step it keeps
//! the action taken and one hash of the legal list (as a set) and of every seat's view
//! and the public view. Replaying, the engine must list the same set and show the same
//! views at every step, and the recorded action must be accepted.
//!
//! One part of a view is left out of the hash: a card's printed words (`text` fields).
//! Since cards became data, a card's words are written from its abilities, so they may
//! read differently while the card does the same; everything else a seat sees (every
//! card, number, zone, state and pending decision) must be identical.
//!
//! Options are recorded as JSON and must still be read by the game: a save made before
//! a change keeps loading after it.
//!
//! Record anew (only when a rules change is intended, and say so in the commit):
//! `TURNKEEPER_RECORD=1 cargo test --release --no-default-features --test replays`.
//!
//! It runs with the rules alone (`cargo test --no-default-features`, the first pass of
//! `scripts/test.sh`): the page's crates change nothing it checks, and the whole-crate
//! pass would only play the same games again.
#![cfg(not(feature = "web"))]

use std::collections::BTreeSet;
use std::fmt::Write as _;

use serde_json::Value;
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;

/// Seeds recorded per variant.
const SEEDS: u64 = 3;
/// A game longer than this is a dead end, which the recording would show.
const STEP_CAP: usize = 20_000;
/// Keys of a view left out of the hash (see the module docs).
const WORDS: &[&str] = &["text"];

/// FNV-1a, written out so every target and every version hashes the same way.
fn fnv(bytes: &[u8], mut h: u64) -> u64 {
    for b in bytes {
        h ^= *b as u64;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// The value with every key of [`WORDS`] removed, at any depth.
fn without_words(v: Value) -> Value {
    match v {
        Value::Object(map) => Value::Object(
            map.into_iter().filter(|(k, _)| !WORDS.contains(&k.as_str())).map(|(k, v)| (k, without_words(v))).collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(without_words).collect()),
        other => other,
    }
}

/// One hash of what the rules offer and show now: the legal list as a set, then each
/// seat's view and the public view (from seat 0's side), and the outcome.
fn step_hash<G: Game>(g: &G) -> u64 {
    let legal: BTreeSet<String> =
        g.legal_actions().iter().map(|a| serde_json::to_string(a).expect("an action is JSON")).collect();
    let mut h = 0xcbf2_9ce4_8422_2325;
    for a in &legal {
        h = fnv(a.as_bytes(), h);
        h = fnv(b"\n", h);
    }
    let mut views: Vec<Value> =
        (0..g.seats()).map(|s| serde_json::to_value(g.view(s)).expect("a view is JSON")).collect();
    views.push(serde_json::to_value(g.public_view(0)).expect("a view is JSON"));
    for v in views {
        h = fnv(serde_json::to_string(&without_words(v)).expect("JSON").as_bytes(), h);
        h = fnv(b"\n", h);
    }
    fnv(format!("{:?}", g.outcome().map(|o| (o.winners, o.reason))).as_bytes(), h)
}

/// Records the games of every variant: a header line per game, then a line per step.
fn record<G: Game>() -> String {
    let mut out = String::new();
    for options in G::variants() {
        let opts = serde_json::to_string(&options).expect("options are JSON");
        for seed in 1..=SEEDS {
            writeln!(out, "game {seed} {opts}").unwrap();
            let mut g = G::new(&options, seed).expect("a variant sets up");
            let mut bot = RandomBot::new(seed);
            for _ in 0..STEP_CAP {
                let h = step_hash(&g);
                let Some(a) = (if g.outcome().is_none() { bot.choose(&g) } else { None }) else {
                    writeln!(out, "end {h:016x}").unwrap();
                    break;
                };
                writeln!(out, "{h:016x} {}", serde_json::to_string(&a).expect("JSON")).unwrap();
                g.apply(&a).unwrap_or_else(|e| panic!("{} seed {seed}: listed {a:?} refused: {e}", G::ID));
            }
        }
    }
    out
}

/// Replays a recording; the first difference fails with where it is.
fn replay<G: Game>(file: &str, text: &str) {
    let mut game: Option<(G, String)> = None;
    let mut step = 0;
    for (n, line) in text.lines().enumerate() {
        let at = format!("tests/replays/{file} line {}", n + 1);
        if let Some(rest) = line.strip_prefix("game ") {
            let (seed, opts) = rest.split_once(' ').expect("game SEED OPTIONS");
            let options: G::Options = serde_json::from_str(opts)
                .unwrap_or_else(|e| panic!("{at}: the recorded options {opts} are no longer read: {e}"));
            let seed: u64 = seed.parse().expect("a seed");
            let g = G::new(&options, seed).unwrap_or_else(|e| panic!("{at}: {opts} seed {seed} set up no game: {e}"));
            game = Some((g, format!("{opts} seed {seed}")));
            step = 0;
            continue;
        }
        let (g, which) = game.as_mut().expect("a step after a game line");
        let (hash, action) = match line.strip_prefix("end ") {
            Some(h) => (h, None),
            None => line.split_once(' ').map(|(h, a)| (h, Some(a))).expect("HASH ACTION"),
        };
        assert_eq!(
            format!("{:016x}", step_hash(g)),
            hash,
            "{at}: {which}, step {step}: the legal list or a view differs from the recording"
        );
        match action {
            None => assert!(g.outcome().is_some(), "{at}: {which}: the recorded game had ended here"),
            Some(a) => {
                let a: G::Action = serde_json::from_str(a)
                    .unwrap_or_else(|e| panic!("{at}: the recorded action {a} is not read: {e}"));
                g.apply(&a).unwrap_or_else(|e| panic!("{at}: {which}, step {step}: {a:?} refused: {e}"));
            }
        }
        step += 1;
    }
}

macro_rules! replays {
    ($module:ident, $ty:ident, $id:literal) => {
        #[test]
        fn $module() {
            let file = concat!($id, ".txt");
            let path = format!("{}/tests/replays/{file}", env!("CARGO_MANIFEST_DIR"));
            if std::env::var_os("TURNKEEPER_RECORD").is_some() {
                std::fs::write(&path, record::<turnkeeper::games::$module::$ty>()).expect("write the recording");
                return;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(text.lines().count() > 100, "{path} holds too few steps to prove anything");
            replay::<turnkeeper::games::$module::$ty>(file, &text);
        }
    };
}

turnkeeper::for_each_game!(replays);
