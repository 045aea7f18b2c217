//! A heuristic estimate of how well the game stands for a seat, for the computer player
//! to cut its playouts short (see [`crate::engine::Hints::evaluate`]): the side's score as
//! a share of the target (TK-10.3, TK-11.4, TK-12.7), then its pieces on the board, which
//! are what patterns, tasks and kills are made of, against the best other side.

use super::state::{Rank, TashKalar};
use crate::engine::Seat;

/// Board value of a piece by rank, in target-tenths (a whole target is worth 10).
const PIECE: [f64; 3] = [0.35, 0.9, 1.6];
/// The slope of the logistic curve from a lead to a win chance.
const SLOPE: f64 = 0.45;

impl TashKalar {
    /// A colour's standing: 10 per target's worth of score, plus its pieces.
    fn standing(&self, colour: u8) -> f64 {
        let score = self.score(colour) as f64 * 10.0 / self.target.max(1) as f64;
        let board: f64 = self.pieces_of(colour).map(|(_, p)| PIECE[p.rank as usize]).sum();
        let legends = self.pieces_of(colour).filter(|(_, p)| p.rank == Rank::Legendary).count();
        score + board + 0.3 * legends as f64
    }

    /// See [`crate::engine::Hints::evaluate`]: 1 or 0 once decided (0.5 for a draw), else
    /// a logistic of the lead over the strongest other side.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return o.value_for(seat);
        }
        let me = self.colour_of(seat);
        let mine = self.standing(me);
        let best_other = (0..self.sides.len() as u8)
            .filter(|&c| c != me)
            .map(|c| self.standing(c))
            .fold(f64::NEG_INFINITY, f64::max);
        let lead = if best_other.is_finite() { mine - best_other } else { 0.0 };
        1.0 / (1.0 + (-SLOPE * lead).exp())
    }
}
