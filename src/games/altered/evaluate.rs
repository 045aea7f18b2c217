//! The computer player's estimate of an Altered position, used to cut its playouts
//! short ([`crate::engine::Hints::evaluate`]).

use super::action::Side;
use super::state::{Altered, Step};
use crate::engine::{Seat, Term};

/// What each term of the estimate counts, in a player's words (the Hint's).
const WHAT: [&str; 6] = [
    "how far your expeditions have travelled",
    "the terrain totals of your expeditions",
    "expeditions set to move forward at the coming Dusk",
    "cards in your hand",
    "ready cards in your Reserve",
    "mana",
];
/// The estimate's divisor: a lead of this much is a sure win.
const SPAN: f64 = 14.0;

impl Altered {
    /// A seat's standing, term by term in the order they are added: the progress, then
    /// per expedition (Hero, Companion) its totals and its coming move, then hand,
    /// ready Reserve and mana. Each entry is the term's index in [`WHAT`] and its value.
    fn parts(&self, s: Seat) -> [(usize, f64); 8] {
        let dusk_ahead = !self.arena
            && !matches!(
                self.step,
                Step::NightStart | Step::Rest | Step::CleanUp(_) | Step::CleanUpApply | Step::CheckVictory | Step::Over
            );
        let p = &self.players[s];
        let mut out = [(0, 0.0); 8];
        out[0] = (0, self.progress(s) as f64);
        for (k, side) in Side::BOTH.into_iter().enumerate() {
            let t = self.totals(s, side);
            out[1 + 2 * k] = (1, 0.04 * t.iter().map(|&x| x.max(0)).sum::<i32>() as f64);
            let mut moves = 0.0;
            if dusk_ahead {
                let facing = self.totals(1 - s, side);
                let pos = p.pos[side.index()];
                let at_end = if side == Side::Hero { pos == 7 } else { pos == 0 };
                if !at_end && self.wins_progress(s, side, t, facing) && !self.has_defender(s, side) {
                    moves = 0.8;
                }
            }
            out[2 + 2 * k] = (2, moves);
        }
        let ready_reserve = p.reserve.iter().filter(|o| !o.exhausted).count();
        out[5] = (3, 0.06 * p.hand.len() as f64);
        out[6] = (4, 0.04 * ready_reserve as f64);
        out[7] = (5, 0.03 * p.mana.len() as f64);
        out
    }

    /// A seat's standing: its terms added in order.
    fn standing(&self, s: Seat) -> f64 {
        self.parts(s).iter().fold(0.0, |v, &(_, x)| v + x)
    }

    /// How far a seat stands ahead, in 0..=1 (the computer player's cut-off evaluation):
    /// the regions travelled (AL-6.1), the moves the coming Dusk would make on the totals
    /// now (AL-5.4), the terrain totals in play, and the cards at hand for later days.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return if o.winners.contains(&seat) { 1.0 } else { 0.0 };
        }
        (0.5 + (self.standing(seat) - self.standing(1 - seat)) / SPAN).clamp(0.0, 1.0)
    }

    /// See [`crate::engine::Hints::terms`]: each term's lead over the other seat, divided
    /// by the estimate's span, so [`Altered::estimate`] is one half plus their sum (held
    /// within 0..=1). None once the game is decided.
    pub fn terms(&self, seat: Seat) -> Vec<Term> {
        if self.book.outcome().is_some() {
            return Vec::new();
        }
        let mut lead = [0.0; WHAT.len()];
        for (i, x) in self.parts(seat) {
            lead[i] += x;
        }
        for (i, x) in self.parts(1 - seat) {
            lead[i] -= x;
        }
        WHAT.iter().zip(lead).map(|(w, x)| Term::new(*w, x / SPAN)).collect()
    }
}
