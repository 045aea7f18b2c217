//! A heuristic estimate of how well the game stands for a seat, for the computer player
//! to cut its playouts short (see [`crate::engine::Hints::evaluate`]): the side's score as
//! a share of the target (TK-10.3, TK-11.4, TK-12.7), its pieces on the board, which are
//! what patterns, tasks and kills are made of, how near it is to summoning the beings and
//! legends it holds (TK-5.2), and in High Form its progress on the current tasks
//! (TK-10.2, TK-C5); against the best other side.
//!
//! It reads the side's own hand: in the search that is a determinization, so another
//! seat's hand there is one the searching seat could not tell from the real one.

use super::ai::reach::card_nearest;
use super::ai::PIECE;
use crate::engine::{Seat, Term};
use crate::games::tash_kalar::board::{all_squares, Square};
use crate::games::tash_kalar::cards::{CardId, TaskKind, TASKS};
use crate::games::tash_kalar::state::{Form, Rank, TashKalar};

/// The slope of the logistic curve from a lead to a win chance.
const SLOPE: f64 = 0.45;
/// The share of a summon's value counted when its pattern is complete on the board, one
/// square short, two squares short (a summon still to be made can be spoiled).
const NEAR: [f64; 3] = [0.25, 0.15, 0.06];
/// The share of a task's points counted when its condition is met now (it is claimed at
/// the end of the side's own turn, TK-10.2).
const TASK_MET: f64 = 0.7;

impl TashKalar {
    /// A colour's standing, term by term: its score (10 per target's worth), its pieces
    /// on the board, its legendary pieces, its summons in reach, its tasks in progress.
    fn parts(&self, colour: u8) -> [f64; 5] {
        let score = self.score(colour) as f64 * 10.0 / self.target.max(1) as f64;
        let board: f64 = self.pieces_of(colour).map(|(_, p)| PIECE[p.rank as usize]).sum();
        let legends = self.pieces_of(colour).filter(|(_, p)| p.rank == Rank::Legendary).count();
        [score, board, 0.3 * legends as f64, self.summons_in_reach(colour), self.task_progress(colour)]
    }

    /// A colour's standing: its terms added in order.
    fn standing(&self, colour: u8) -> f64 {
        let [score, board, legends, summons, tasks] = self.parts(colour);
        score + board + legends + summons + tasks
    }

    /// The hand's summons by how near their patterns are (TK-5.2): per card, its value
    /// times the share for the fewest squares still missing over its images.
    pub(crate) fn summons_in_reach(&self, colour: u8) -> f64 {
        self.reach_by_card(colour).filter_map(|(card, missing)| missing.map(|m| self.near_value(card, m))).sum()
    }

    /// What a summon in reach counts: its value times the share for `missing` squares.
    fn near_value(&self, card: CardId, missing: usize) -> f64 {
        NEAR[missing] * self.summon_value(card)
    }

    /// Each card in the colour's hand with the squares still missing from its nearest
    /// image (TK-5.2): 0 to 2, or `None` beyond two (out of reach, counted as nothing).
    fn reach_by_card(&self, colour: u8) -> impl Iterator<Item = (CardId, Option<usize>)> + '_ {
        let boards = self.boards(colour);
        self.hand_of_colour(colour).map(move |card| (card, card_nearest(card, &boards)))
    }

    /// See [`crate::engine::Hints::terms`]: each term of the seat's standing less the
    /// best other side's, times the logistic's slope, so [`TashKalar::estimate`] is the
    /// logistic of their sum; the seat's own summons in reach card by card, the other
    /// sides' as one term. None once the game is decided.
    pub fn terms(&self, seat: Seat) -> Vec<Term> {
        if self.book.outcome().is_some() {
            return Vec::new();
        }
        let me = self.colour_of(seat);
        let best = (0..self.sides.len() as u8)
            .filter(|&c| c != me)
            .map(|c| (self.standing(c), c))
            .fold(None, |b: Option<(f64, u8)>, x| if b.is_some_and(|b| b.0 >= x.0) { b } else { Some(x) });
        let Some((_, other)) = best else { return Vec::new() };
        let (mine, theirs) = (self.parts(me), self.parts(other));
        let what = ["your score", "your pieces on the board", "your legendary pieces"];
        let mut out: Vec<Term> = (0..3).map(|i| Term::new(what[i], SLOPE * (mine[i] - theirs[i]))).collect();
        for (card, missing) in self.reach_by_card(me) {
            let value = missing.map_or(0.0, |m| self.near_value(card, m));
            let mut t = Term::new(format!("summoning {}", card.name()), SLOPE * value);
            t.now = match missing {
                Some(0) => "complete on the board",
                Some(1) => "one square short",
                Some(2) => "two squares short",
                _ => "more than two squares short",
            }
            .into();
            out.push(t);
        }
        out.push(Term::new("the other side's summons in reach", -SLOPE * theirs[3]));
        out.push(Term::new("your tasks in progress", SLOPE * (mine[4] - theirs[4])));
        out
    }

    /// High Form: the current tasks (TK-10.2) met now, and the coloured and central ones
    /// (T03, T04, T07) part of the way, in target-tenths.
    fn task_progress(&self, colour: u8) -> f64 {
        if self.form != Form::HighForm {
            return 0.0;
        }
        let tenths = 10.0 / self.target.max(1) as f64;
        let mine = |s: &Square| self.at(*s).is_some_and(|p| p.colour == colour);
        let count = |f: fn(Square) -> bool| all_squares().filter(|&s| f(s) && mine(&s)).count() as f64;
        self.tasks_current
            .iter()
            .map(|&t| {
                let points = TASKS[t as usize].points as f64 * tenths;
                if self.task_met(colour, t) {
                    return TASK_MET * points;
                }
                let part = match TASKS[t as usize].kind {
                    TaskKind::RedVigil => count(Square::is_red) / 3.0,
                    TaskKind::VerdantRing => count(Square::is_green) / 3.0,
                    TaskKind::HeartOfTheArena => count(Square::is_central) / 4.0,
                    _ => 0.0,
                };
                0.3 * TASK_MET * points * part.min(1.0) * part.min(1.0)
            })
            .sum()
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
