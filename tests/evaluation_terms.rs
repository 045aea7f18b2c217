//! The estimate's terms (issue 33 point 5): the Hint names what the search weighed, so a
//! game's terms must be what its estimate adds up. Over positions of seeded random games,
//! in every game that gives terms, the estimate the search cuts its playouts with is
//! exactly the game's function of the terms' sum; the terms are named alike in every
//! position (so two positions compare), and a game that is decided has none.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot, Term};
use turnkeeper::games::altered::Altered;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::{self, Mode, TashKalar};

/// Every `every`th position of random games from `seeds`, with each seat.
fn positions<G: Game>(opts: &G::Options, seeds: std::ops::Range<u64>, every: usize) -> Vec<G> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut m = Match::<G>::new(opts.clone(), seed).expect("a game");
        let mut bot = RandomBot::new(seed);
        for step in 0.. {
            let g = m.state().clone();
            if step % every == 0 || g.outcome().is_some() {
                out.push(g.clone());
            }
            if g.outcome().is_some() || step > 4000 {
                break;
            }
            let Some(a) = bot.choose(&g) else { break };
            m.apply(&a).expect("legal");
        }
    }
    out
}

fn logistic(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// The estimate equals `combine(sum of terms)` at every position and seat, within
/// rounding; `terms` are nonempty exactly while the game is on.
fn check<G: Game>(name: &str, positions: &[G], combine: fn(f64) -> f64) -> usize {
    let mut checked = 0;
    for g in positions {
        for seat in 0..g.seats() {
            let terms: Vec<Term> = g.terms(seat);
            let estimate = g.evaluate(seat).expect("an estimate");
            if g.outcome().is_some() {
                assert!(terms.is_empty(), "{name}: a decided game weighs nothing");
                continue;
            }
            assert!(!terms.is_empty(), "{name}: a game on has terms");
            let sum: f64 = terms.iter().map(|t| t.value).sum();
            let from_terms = combine(sum);
            assert!(
                (from_terms - estimate).abs() < 1e-9,
                "{name}, seat {seat}: the estimate {estimate} is not its terms' {from_terms}: {terms:?}"
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn lorcana_estimate_is_the_logistic_of_its_terms() {
    let p = positions::<Lorcana>(&Default::default(), 1..4, 7);
    assert!(check("lorcana", &p, logistic) > 100);
}

#[test]
fn altered_estimate_is_one_half_plus_its_terms() {
    let p = positions::<Altered>(&Default::default(), 1..6, 2);
    assert!(check("altered", &p, |z| (0.5 + z).clamp(0.0, 1.0)) > 100);
}

#[test]
fn nexus_estimate_is_the_logistic_of_its_terms() {
    let p = positions::<Nexus>(&Default::default(), 1..3, 9);
    assert!(check("nexus", &p, logistic) > 100);
}

#[test]
fn tash_kalar_estimate_is_the_logistic_of_its_terms_in_every_mode() {
    for (mode, players) in [(Mode::HighForm, None), (Mode::Duel, None), (Mode::Battle, Some(4))] {
        let opts = tash_kalar::Options { mode, players, teams: false };
        let p = positions::<TashKalar>(&opts, 1..3, 3);
        assert!(check(&format!("tash-kalar {mode:?}"), &p, logistic) > 50, "{mode:?}");
    }
}

/// A Tash-Kalar term per being in hand, with how near its pattern is, so the Hint can say
/// "summoning X: was one square short, now complete on the board".
#[test]
fn tash_kalar_weighs_each_summon_in_reach_by_name() {
    let g = positions::<TashKalar>(&Default::default(), 1..2, 1).into_iter().nth(3).expect("a position");
    let seat = g.to_act().expect("a seat to act");
    let terms = g.terms(seat);
    let summons: Vec<&Term> = terms.iter().filter(|t| t.what.starts_with("summoning ")).collect();
    assert!(!summons.is_empty(), "the hand's beings are weighed one by one: {terms:?}");
    for t in summons {
        assert!(t.now.ends_with("short") || t.now == "complete on the board", "{t:?}");
    }
}
