//! The greedy player's estimate of an Altered position ([`crate::engine::Hints::greedy_evaluate`]).
//!
//! The search's estimate ([`Altered::estimate`]) weighs a card in hand (0.06) above a
//! card in mana (0.03): right for a cut-off, where the hand is what is left to play, but
//! a single greedy ply then never Expands (AL-5.1.4: one card from hand to mana each
//! Morning) and is soon unable to pay for anything (AL-7). The greedy estimate adds what
//! a mana card is worth for the days to come, up to seven, so Expanding gains.

use super::state::Altered;
use crate::engine::Seat;

/// What one more mana card (to [`MANA_CAP`]) adds to a side's lead, beyond the 0.03 of
/// the search's estimate: above the 0.06 of the card in hand it came from.
const MANA: f64 = 0.08;
/// Mana past this many cards adds nothing: Altered's costs are mostly below it.
const MANA_CAP: usize = 7;
/// The scale of [`Altered::estimate`]: a lead of 14 is a certain win.
const SCALE: f64 = 14.0;

impl Altered {
    /// The search's estimate with a card in mana worth more than one in hand.
    pub fn greedy_estimate(&self, seat: Seat) -> f64 {
        let base = self.estimate(seat);
        if self.book.outcome().is_some() {
            return base;
        }
        let mana = |s: Seat| self.players[s].mana.len().min(MANA_CAP) as f64;
        (base + MANA * (mana(seat) - mana(1 - seat)) / SCALE).clamp(0.0, 1.0)
    }
}
