//! The greedy player ([`super::Level::Greedy`]): a one-ply baseline for the arena, the
//! yardstick the searching levels are measured against (issue 33 point 2).
//!
//! For the seat to act it draws one state from what that seat can see
//! ([`Determinize::determinize`], exactly as the search does, so nothing hidden is read),
//! applies each of its choices to a copy of that one sample (the same sample and the same
//! generator future for every choice, so chance does not pick the move), and scores the
//! position after it for the acting seat:
//!
//! - a finished game: a win above every unfinished position, a loss below every one, a
//!   draw (or a cooperative loss of all) as its reward from
//!   [`playout::of_outcome`](super::playout::of_outcome) (win 1, loss 0, draw 0.5);
//! - otherwise the game's hand-written estimate for a greedy ply,
//!   [`Hints::greedy_evaluate`]: by default the search's cut-off estimate
//!   [`Hints::evaluate`] (lore in Lorcana, score and pieces in Tash-Kalar), and where that
//!   one would mislead a single ply a greedy one of the game's own (Nexus and Altered,
//!   their `greedy.rs`); 0.5 where a game gives none.
//!
//! Where a game has a hand-written greedy player of its own ([`Hints::greedy_pick`]:
//! Aeon's End's mage policy, `src/games/aeons_end/policy.rs`, which plays a whole turn's
//! sense better than one ply of its evaluation can), the greedy level plays that
//! player's choice, asked on the same sample. A playout policy
//! ([`Hints::playout_pick`]: Tash-Kalar's is partly random) is not a greedy player.
//!
//! The choices are those the search weighs ([`super::search::root_choices`]: never a
//! concession, a take-back or a gift to another seat while anything else is legal). The
//! best score wins; ties are broken by the seeded generator. Same seed, same position
//! as the seat sees it: same choice.

use super::playout::of_outcome;
use super::search::root_choices;
use crate::engine::prelude::*;
use crate::engine::{Rng, Seat};

/// The rank of a finished game above (a win) or below (a loss) every estimate, which
/// lies in 0..=1.
const WIN: f64 = 2.0;
const LOSS: f64 = -1.0;

/// The greedy player's action for the seat to act, or `None` when the game is over or
/// nothing is legal.
pub fn choose<G: Game>(game: &G, seed: u64) -> Option<G::Action> {
    if game.outcome().is_some() {
        return None;
    }
    let seat = game.to_act()?;
    let legal = root_choices(game);
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    let mut rng = Rng::new(seed ^ 0x62EE_D100_0000_0001);
    let sample = game.determinize(seat, &mut rng);
    if let Some(i) = sample.greedy_pick(&legal, &mut rng).filter(|&i| i < legal.len()) {
        return Some(legal[i].clone());
    }
    let scores: Vec<f64> = legal.iter().map(|a| score_after(&sample, seat, a)).collect();
    let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tied: Vec<usize> = (0..legal.len()).filter(|&i| scores[i] >= best - 1e-12).collect();
    let i = tied[rng.below(tied.len())];
    Some(legal[i].clone())
}

/// How good the position after `action` in `sample` is for `seat` (see the module doc);
/// an action the sample refuses scores below everything.
fn score_after<G: Game>(sample: &G, seat: Seat, action: &G::Action) -> f64 {
    let mut g = sample.clone();
    if !g.apply_in_search(action) {
        return f64::NEG_INFINITY;
    }
    match g.outcome() {
        Some(o) if o.winners.contains(&seat) => WIN,
        Some(o) if !o.winners.is_empty() => LOSS,
        Some(o) => draw_value(&g, &o, seat),
        None => g.greedy_evaluate(seat).map_or(0.5, |v| v.clamp(0.0, 1.0)),
    }
}

/// A finished game nobody won: a draw (0.5, between a win and a loss) or, in a
/// cooperative game, the loss of all (ranked with the losses).
fn draw_value<G: Game>(g: &G, o: &crate::engine::Outcome, seat: Seat) -> f64 {
    let r = of_outcome(g, o).get(seat).copied().unwrap_or(0.5);
    if r <= 0.0 {
        LOSS
    } else {
        r
    }
}
