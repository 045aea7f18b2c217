//! A heuristic estimate of how well the game stands for a seat, for the computer player
//! to cut its playouts short (see [`crate::engine::Hints::evaluate`]). The game is a lore
//! race to 20 (LO-3.1.1), so the estimate is lore first, then what will make lore: the
//! lore the characters in play can quest for, their staying power in challenges, ink
//! and cards in hand.

use super::cards::CardType;
use super::rules::gsc::WINNING_LORE;
use super::state::Lorcana;
use crate::engine::{Seat, Term};

/// How many lore points one more point of each feature is worth.
const BOARD_LORE: f64 = 1.4;
const BOARD_BODY: f64 = 0.12;
const INK: f64 = 0.45;
const HAND: f64 = 0.3;
/// The slope of the logistic curve from a lore-equivalent lead to a win chance.
const SLOPE: f64 = 0.28;

/// What each term of [`Lorcana::standing`] counts, in a player's words (the Hint's).
const WHAT: [&str; 5] = [
    "lore",
    "the lore your characters in play can quest for",
    "your characters' strength and willpower left",
    "ink in your inkwell",
    "cards in your hand",
];

impl Lorcana {
    /// The seat's position as lore-equivalent points, term by term (see [`WHAT`]).
    fn parts(&self, seat: Seat) -> [f64; 5] {
        let p = &self.players[seat];
        let mut board_lore = 0.0;
        let mut body = 0.0;
        for &c in &p.play {
            if self.def_of(c).kind != CardType::Character {
                continue;
            }
            board_lore += self.lore_value(c).max(0) as f64;
            let left = self.willpower(c) - self.cards[c.index()].damage as i32;
            body += (self.strength(c).max(0) + left.max(0)) as f64;
        }
        [
            p.lore.min(WINNING_LORE) as f64,
            BOARD_LORE * board_lore,
            BOARD_BODY * body,
            INK * p.inkwell.len().min(8) as f64,
            HAND * p.hand.len().min(8) as f64,
        ]
    }

    /// The seat's position as lore-equivalent points: its terms added in order.
    fn standing(&self, seat: Seat) -> f64 {
        let [lore, board_lore, body, ink, hand] = self.parts(seat);
        lore + board_lore + body + ink + hand
    }

    /// See [`crate::engine::Hints::evaluate`]: 1 or 0 once decided, else a logistic of
    /// the lead in lore-equivalent points.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return o.value_for(seat);
        }
        let lead = self.standing(seat) - self.standing(1 - seat);
        1.0 / (1.0 + (-SLOPE * lead).exp())
    }

    /// See [`crate::engine::Hints::terms`]: each term's lead over the other seat, times
    /// the logistic's slope, so [`Lorcana::estimate`] is the logistic of their sum.
    /// None once the game is decided.
    pub fn terms(&self, seat: Seat) -> Vec<Term> {
        if self.book.outcome().is_some() {
            return Vec::new();
        }
        let (mine, theirs) = (self.parts(seat), self.parts(1 - seat));
        WHAT.iter().enumerate().map(|(i, w)| Term::new(*w, SLOPE * (mine[i] - theirs[i]))).collect()
    }
}
