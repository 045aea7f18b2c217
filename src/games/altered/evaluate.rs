//! The computer player's estimate of an Altered position, used to cut its playouts
//! short ([`crate::engine::Hints::evaluate`]).

use super::action::Side;
use super::state::{Altered, Step};
use crate::engine::Seat;

impl Altered {
    /// How far a seat stands ahead, in 0..=1 (the computer player's cut-off evaluation):
    /// the regions travelled (AL-6.1), the moves the coming Dusk would make on the totals
    /// now (AL-5.4), the terrain totals in play, and the cards at hand for later days.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return if o.winners.contains(&seat) { 1.0 } else { 0.0 };
        }
        let dusk_ahead = !self.arena
            && !matches!(
                self.step,
                Step::NightStart | Step::Rest | Step::CleanUp(_) | Step::CleanUpApply | Step::CheckVictory | Step::Over
            );
        let lead = |s: Seat| {
            let p = &self.players[s];
            let mut v = self.progress(s) as f64;
            for side in Side::BOTH {
                let t = self.totals(s, side);
                v += 0.04 * t.iter().map(|&x| x.max(0)).sum::<i32>() as f64;
                if dusk_ahead {
                    let facing = self.totals(1 - s, side);
                    let pos = p.pos[side.index()];
                    let at_end = if side == Side::Hero { pos == 7 } else { pos == 0 };
                    if !at_end && self.wins_progress(s, side, t, facing) && !self.has_defender(s, side) {
                        v += 0.8;
                    }
                }
            }
            let ready_reserve = p.reserve.iter().filter(|o| !o.exhausted).count();
            v + 0.06 * p.hand.len() as f64 + 0.04 * ready_reserve as f64 + 0.03 * p.mana.len() as f64
        };
        (0.5 + (lead(seat) - lead(1 - seat)) / 14.0).clamp(0.0, 1.0)
    }
}
