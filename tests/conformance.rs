//! The conformance suite: what every registered game must do, checked the same way
//! for each one (the registry, `for_each_game!`, generates a module of tests per game).
//! Each game keeps only its own rule scenarios (the brief's edge cases) in its own
//! test files.
//!
//! - every listed action applies, and the invariants hold after each one;
//! - actions that are not listed are refused with a rule of the game's prefix, and the
//!   state is left identical;
//! - same seed and same actions give the same game; different seeds differ;
//! - a save loads and replays to the same state;
//! - `determinize` keeps the observer's view and the invariants, and re-draws
//!   something hidden; the public (watcher's) view is the same in every such state;
//! - a refused action leaves the view identical too, and options refuse unknown fields;
//! - the search's `apply_in_search` (no log, no atomic copy) plays the same game as
//!   `apply`: every seat's view, the legal list and the outcome agree after each action.

use std::collections::HashSet;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot, Rng};

/// Each variant of the game's options with a short name for messages, and a seed range
/// scaled so the default set-up gets the most games.
fn variants<G: Game>(seeds: u64) -> Vec<(G::Options, std::ops::Range<u64>)> {
    G::variants()
        .into_iter()
        .enumerate()
        .map(|(i, o)| (o, if i == 0 { 0..seeds } else { 0..(seeds / 3).max(2) }))
        .collect()
}

/// Plays `steps` random actions (or to the end) from `seed`, checking the invariants
/// after each, and returns the positions passed through with the actions taken.
fn random_positions<G: Game>(o: &G::Options, seed: u64, steps: usize) -> (Vec<G>, Vec<G::Action>) {
    let mut g = G::new(o, seed).unwrap_or_else(|e| panic!("{}: {o:?} set up no game: {e}", G::ID));
    let mut bot = RandomBot::new(seed);
    let (mut positions, mut log) = (vec![g.clone()], Vec::new());
    for _ in 0..steps {
        if g.outcome().is_some() {
            break;
        }
        let a = bot.choose(&g).unwrap_or_else(|| panic!("{} seed {seed}: no legal action in a live game", G::ID));
        g.apply(&a).unwrap_or_else(|e| panic!("{} seed {seed}: listed {a:?} refused: {e}", G::ID));
        g.check_invariants().unwrap_or_else(|e| panic!("{} seed {seed} after {a:?}: {e}", G::ID));
        positions.push(g.clone());
        log.push(a);
    }
    (positions, log)
}

fn key<A: serde::Serialize>(a: &A) -> String {
    serde_json::to_string(a).expect("actions serialize")
}

pub fn listed_actions_apply_and_invariants_hold<G: Game>() {
    for (o, seeds) in variants::<G>(12) {
        for seed in seeds {
            let (positions, _) = random_positions::<G>(&o, seed, 400);
            for (i, g) in positions.iter().enumerate().step_by(3) {
                if g.outcome().is_some() {
                    assert!(g.legal_actions().is_empty(), "{} seed {seed}: a finished game lists no action", G::ID);
                    continue;
                }
                let legal = g.legal_actions();
                assert!(!legal.is_empty(), "{} seed {seed} step {i}: a live game lists an action", G::ID);
                assert!(g.to_act().is_some(), "{} seed {seed} step {i}: a live game has a seat to act", G::ID);
                let d = g
                    .decision()
                    .unwrap_or_else(|| panic!("{} seed {seed} step {i}: a live game has a decision", G::ID));
                assert_eq!(Some(d.seat), g.to_act(), "{}: the decision is the seat to act's", G::ID);
                assert!(
                    d.rule.starts_with(G::RULE_PREFIX),
                    "{}: the decision cites a rule of the game: {}",
                    G::ID,
                    d.rule
                );
                assert!(!d.prompt.is_empty(), "{}: the decision has words", G::ID);
                for a in &legal {
                    let mut h = g.clone();
                    h.apply(a).unwrap_or_else(|e| panic!("{} seed {seed} step {i}: listed {a:?} refused: {e}", G::ID));
                    h.check_invariants().unwrap_or_else(|e| panic!("{} seed {seed} after {a:?}: {e}", G::ID));
                }
            }
        }
    }
}

pub fn unlisted_actions_are_refused_and_change_nothing<G: Game>() {
    // Candidates: every action that was legal somewhere in a few random games.
    for (o, seeds) in variants::<G>(8) {
        let mut seen = HashSet::new();
        let mut pool = Vec::new();
        for seed in seeds.clone() {
            let (positions, _) = random_positions::<G>(&o, seed + 100, 600);
            for g in positions.iter().step_by(2) {
                for a in g.legal_actions() {
                    if seen.insert(key(&a)) {
                        pool.push(a);
                    }
                }
            }
        }
        let mut rng = Rng::new(7);
        let mut refused = 0;
        for seed in seeds {
            let (positions, _) = random_positions::<G>(&o, seed, 300);
            for g in positions.iter().step_by(7).filter(|g| g.outcome().is_none()) {
                let legal: HashSet<String> = g.legal_actions().iter().map(key).collect();
                for _ in 0..40 {
                    let a = &pool[rng.below(pool.len())];
                    if legal.contains(&key(a)) {
                        continue;
                    }
                    let mut h = g.clone();
                    let err = h.apply(a).expect_err(&format!("{} seed {seed}: unlisted {a:?} must be refused", G::ID));
                    assert!(
                        err.rule.starts_with(G::RULE_PREFIX),
                        "{}: the refusal of {a:?} cites `{}`, not a rule of the game ({}...)",
                        G::ID,
                        err.rule,
                        G::RULE_PREFIX
                    );
                    assert!(!err.message.is_empty(), "{}: a refusal says why", G::ID);
                    assert_eq!(&h, g, "{} seed {seed}: refused {a:?} must leave the state identical", G::ID);
                    refused += 1;
                }
            }
        }
        assert!(refused > 20, "{} {o:?}: only {refused} unlisted actions were tried", G::ID);
    }
}

pub fn same_seed_same_game<G: Game>() {
    for o in G::variants() {
        let (positions, log) = random_positions::<G>(&o, 42, 500);
        let mut b = G::new(&o, 42).unwrap();
        for a in &log {
            b.apply(a).unwrap();
        }
        assert_eq!(positions.last(), Some(&b), "{} {o:?}: same seed and actions must give the identical state", G::ID);
        let c = G::new(&o, 43).unwrap();
        let d = G::new(&o, 42).unwrap();
        assert_ne!(c, d, "{} {o:?}: different seeds must give different games", G::ID);
    }
}

pub fn save_load_replay_reach_the_same_state<G: Game>() {
    for (o, seed) in G::variants().into_iter().flat_map(|o| [(o.clone(), 3u64), (o, 9)]) {
        let (positions, log) = random_positions::<G>(&o, seed, 250);
        let mut m = Match::<G>::new(o.clone(), seed).unwrap();
        for a in &log {
            m.apply(a).unwrap();
        }
        assert_eq!(Some(m.state()), positions.last(), "{}: the match follows the game", G::ID);
        let save = serde_json::to_value(m.save().unwrap()).unwrap();
        let loaded = Match::<G>::load(&save).unwrap();
        assert_eq!(loaded.state(), m.state(), "{}: a loaded save reproduces the exact state", G::ID);
        let replayed = Match::<G>::replay(o.clone(), seed, &log).unwrap();
        assert_eq!(replayed.state(), m.state(), "{}: a replay reproduces the exact state", G::ID);
        let mut bad = save.clone();
        bad["log"].as_array_mut().unwrap().push(serde_json::json!({"no": "such action"}));
        assert!(Match::<G>::load(&bad).is_err(), "{}: a tampered save is refused", G::ID);
    }
}

pub fn determinize_keeps_the_view_and_redraws_hidden_parts<G: Game>() {
    let mut rng = Rng::new(11);
    for (o, seeds) in variants::<G>(6) {
        // Per observer: how often determinize re-drew something while the view stayed.
        let mut redrawn: Vec<usize> = Vec::new();
        // How often a seat's own view showed more than the public view of its side.
        let mut private_seen = 0;
        for seed in seeds {
            let (positions, _) = random_positions::<G>(&o, seed, 200);
            for g in positions.iter().step_by(10) {
                redrawn.resize(g.seats(), 0);
                #[allow(clippy::needless_range_loop)]
                for seat in 0..g.seats() {
                    private_seen += usize::from(g.view(seat) != g.public_view(seat));
                    let d = g.determinize(seat, &mut rng);
                    // The view never shows what determinize re-draws (another seat's hand,
                    // any deck order, face-down cards, the generator's future): if it did,
                    // the re-drawn state would show differently.
                    assert_eq!(
                        d.view(seat),
                        g.view(seat),
                        "{} {o:?} seed {seed}: determinize changed seat {seat}'s view",
                        G::ID
                    );
                    // A watcher's view holds nothing any seat cannot see: it is the same in
                    // every state some seat cannot tell apart from this one, from every side.
                    for side in 0..g.seats() {
                        assert_eq!(
                            d.public_view(side),
                            g.public_view(side),
                            "{} {o:?} seed {seed}: the public view from side {side} shows something seat {seat} \
                             cannot see",
                            G::ID
                        );
                    }
                    d.check_invariants()
                        .unwrap_or_else(|e| panic!("{}: determinized state breaks invariants: {e}", G::ID));
                    assert_eq!(d.to_act(), g.to_act(), "{}: determinize keeps who decides", G::ID);
                    if g.to_act() == Some(seat) {
                        let mine = |x: &G| x.legal_actions().iter().map(key).collect::<Vec<_>>();
                        assert_eq!(
                            mine(&d),
                            mine(g),
                            "{}: the observer's own choices do not depend on hidden parts",
                            G::ID
                        );
                    }
                    if d != *g {
                        redrawn[seat] += 1;
                    }
                    // The determinized game plays on: a random continuation stays legal.
                    let mut d = d;
                    let mut bot = RandomBot::new(seed);
                    for _ in 0..30 {
                        let Some(a) = bot.choose(&d) else { break };
                        d.apply(&a)
                            .unwrap_or_else(|e| panic!("{}: determinized game refused listed {a:?}: {e}", G::ID));
                    }
                }
            }
        }
        // Every seat has something hidden from it (at least a deck order), so a view
        // check that never saw a re-draw would prove nothing.
        for (seat, n) in redrawn.iter().enumerate() {
            assert!(*n > 0, "{} {o:?}: determinize never re-drew anything hidden from seat {seat}", G::ID);
        }
        // A seat holds cards only it sees (a hand, a colour's legends), unless every hand is
        // open to the whole table (Aeon's End, AE-1.1): then a watcher sees what a seat sees.
        let open = G::new(&o, 0).is_ok_and(|g| g.open_table());
        assert_eq!(
            private_seen > 0,
            !open,
            "{} {o:?}: a seat's view and the public view {} differ",
            G::ID,
            if open { "must not" } else { "must" }
        );
    }
}

pub fn refusals_leave_the_view_and_options_refuse_unknown_fields<G: Game>() {
    let mut opts = serde_json::to_value(G::Options::default()).unwrap();
    let map = opts.as_object_mut().unwrap_or_else(|| panic!("{}: options are a JSON object", G::ID));
    map.insert("no_such_option".into(), serde_json::json!(1));
    assert!(
        serde_json::from_value::<G::Options>(opts).is_err(),
        "{}: options with an unknown field must be refused",
        G::ID
    );
    let g = G::new(&G::Options::default(), 5).unwrap();
    let before: Vec<_> = (0..g.seats()).map(|s| g.view(s)).collect();
    let mut h = g.clone();
    let legal: HashSet<String> = g.legal_actions().iter().map(key).collect();
    let (later, _) = random_positions::<G>(&G::Options::default(), 77, 120);
    let a = later
        .iter()
        .flat_map(|p| p.legal_actions())
        .find(|a| !legal.contains(&key(a)))
        .unwrap_or_else(|| panic!("{}: a later position lists an action the first one does not", G::ID));
    let e = h.apply(&a).expect_err("an unlisted action is refused");
    assert!(e.rule.starts_with(G::RULE_PREFIX), "{}: the refusal cites a rule of the game, not {}", G::ID, e.rule);
    let after: Vec<_> = (0..h.seats()).map(|s| h.view(s)).collect();
    assert_eq!(before, after, "{}: a refusal changes no seat's view", G::ID);
}

/// A view as JSON without its log lines (a field named `recent` or `log`), the one
/// thing the search's quiet apply leaves out.
fn without_log<V: serde::Serialize>(view: &V) -> serde_json::Value {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.remove("recent");
                m.remove("log");
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(view).expect("views serialize");
    strip(&mut v);
    v
}

pub fn the_search_apply_plays_the_same_game<G: Game>() {
    for (o, seeds) in variants::<G>(6) {
        for seed in seeds {
            let (positions, log) = random_positions::<G>(&o, seed, 300);
            let mut quiet = positions[0].clone();
            for (i, a) in log.iter().enumerate() {
                assert!(quiet.apply_in_search(a), "{} seed {seed}: the search refused listed {a:?}", G::ID);
                let full = &positions[i + 1];
                for seat in 0..full.seats() {
                    let (q, f) = (without_log(&quiet.view(seat)), without_log(&full.view(seat)));
                    assert_eq!(q, f, "{} seed {seed} after {a:?}: seat {seat}'s view", G::ID);
                }
                assert_eq!(
                    quiet.legal_actions(),
                    full.legal_actions(),
                    "{} seed {seed} after {a:?}: legal list",
                    G::ID
                );
                assert_eq!(quiet.outcome(), full.outcome(), "{} seed {seed} after {a:?}: outcome", G::ID);
            }
        }
    }
}

macro_rules! suite {
    ($module:ident, $ty:ident, $id:literal) => {
        mod $module {
            type G = turnkeeper::games::$module::$ty;
            #[test]
            fn listed_actions_apply_and_invariants_hold() {
                super::listed_actions_apply_and_invariants_hold::<G>();
            }
            #[test]
            fn unlisted_actions_are_refused_and_change_nothing() {
                super::unlisted_actions_are_refused_and_change_nothing::<G>();
            }
            #[test]
            fn same_seed_same_game() {
                super::same_seed_same_game::<G>();
            }
            #[test]
            fn save_load_replay_reach_the_same_state() {
                super::save_load_replay_reach_the_same_state::<G>();
            }
            #[test]
            fn determinize_keeps_the_view_and_redraws_hidden_parts() {
                super::determinize_keeps_the_view_and_redraws_hidden_parts::<G>();
            }
            #[test]
            fn refusals_leave_the_view_and_options_refuse_unknown_fields() {
                super::refusals_leave_the_view_and_options_refuse_unknown_fields::<G>();
            }
            #[test]
            fn the_search_apply_plays_the_same_game() {
                super::the_search_apply_plays_the_same_game::<G>();
            }
        }
    };
}

turnkeeper::for_each_game!(suite);
