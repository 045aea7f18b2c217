//! The default policy and the rewards it backs up.

use crate::engine::prelude::*;
use crate::engine::{Outcome, Rng};

/// The most seats a reward vector holds; seats past it get no reward (no game has more).
pub const MAX_SEATS: usize = 8;

/// One reward per seat, in 0..=1.
pub type Rewards = [f64; MAX_SEATS];

/// Rewards of a finished game: 1 to each winner, 0 to the others; 0.5 to all for a draw.
/// In a cooperative game (every seat one team, [`Rules::teams`]) nobody winning is the
/// loss of all, not a draw: 0 to everyone.
pub fn of_outcome<G: Game>(g: &G, outcome: &Outcome) -> Rewards {
    if outcome.winners.is_empty() {
        let all_lost = g.teams().len() == 1;
        return [if all_lost { 0.0 } else { 0.5 }; MAX_SEATS];
    }
    let mut r = [0.0; MAX_SEATS];
    for &w in &outcome.winners {
        if w < MAX_SEATS {
            r[w] = 1.0;
        }
    }
    r
}

/// Rewards of an unfinished game: the game's evaluation per seat, 0.5 where it gives none.
pub fn of_evaluation<G: Game>(g: &G) -> Rewards {
    let mut r = [0.5; MAX_SEATS];
    for (seat, slot) in r.iter_mut().enumerate().take(g.seats().min(MAX_SEATS)) {
        if let Some(v) = g.evaluate(seat) {
            *slot = v.clamp(0.0, 1.0);
        }
    }
    r
}

/// The rewards of `g` as it stands: its outcome, or its evaluation.
pub fn of_state<G: Game>(g: &G) -> Rewards {
    match g.outcome() {
        Some(o) => of_outcome(g, &o),
        None => of_evaluation(g),
    }
}

/// Plays uniformly random legal actions (a concession only when nothing else is legal)
/// until the game ends or `depth` actions have been played, and scores the result.
/// A game with no evaluation should be given a depth large enough to reach the end.
pub fn play_out<G: Game>(g: &mut G, rng: &mut Rng, depth: u32) -> Rewards {
    for _ in 0..depth {
        if g.outcome().is_some() || g.to_act().is_none() {
            break;
        }
        let legal = g.legal_actions();
        // A game's own playout policy may rank a concession like any other action; a
        // trial game never gives up while anything else is legal.
        let chosen =
            g.playout_pick(&legal, rng).and_then(|i| legal.get(i)).filter(|a| legal.len() <= 1 || !g.is_concession(a));
        let Some(action) = chosen.or_else(|| pick(g, &legal, rng)) else { break };
        if !g.apply_in_search(action) {
            break;
        }
    }
    of_state(g)
}

/// A uniform pick among `legal`, avoiding a concession and a gift to another seat
/// ([`Hints::helps_only_others`](crate::engine::Hints::helps_only_others)) while
/// anything else is legal.
pub fn pick<'a, G: Game>(g: &G, legal: &'a [G::Action], rng: &mut Rng) -> Option<&'a G::Action> {
    let avoid = |a: &G::Action| g.is_concession(a) || g.helps_only_others(a);
    match legal.len() {
        0 => None,
        1 => legal.first(),
        n => {
            for _ in 0..4 {
                let a = &legal[rng.below(n)];
                if !avoid(a) {
                    return Some(a);
                }
            }
            let mut keep: Vec<&G::Action> = legal.iter().filter(|a| !avoid(a)).collect();
            if keep.is_empty() {
                keep = legal.iter().filter(|a| !g.is_concession(a)).collect();
            }
            if keep.is_empty() {
                legal.first()
            } else {
                Some(keep[rng.below(keep.len())])
            }
        }
    }
}
