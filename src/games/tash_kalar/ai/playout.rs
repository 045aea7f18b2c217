//! The playout policy ([`crate::engine::Hints::playout_pick`]): a playout that places
//! pieces at random rarely completes a pattern, so it says little about a position. This
//! one plays like a beginner who knows what summoning is for: it summons when it can
//! (TK-5), the more valuable summons more often; otherwise it places its common piece
//! (TK-4.1) where it completes or extends a pattern of a being or legend it holds, else
//! near its own pieces and the centre rather than on the edge; it claims the task worth
//! most (TK-10.2). A share of its moves stays uniform, so playouts still vary.

use super::reach::{card_reach, Boards};
use super::PIECE;
use crate::engine::Rng;
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::board::Square;
use crate::games::tash_kalar::cards::TASKS;
use crate::games::tash_kalar::state::{Pending, TashKalar};

/// Percent of action-phase choices where a legal summon is taken.
const SUMMON_PERCENT: usize = 85;
/// Percent of action-phase choices left to the uniform pick.
const UNIFORM_PERCENT: usize = 10;
/// Percent of placements on a square that brings a pattern nearer, when there is one.
const FILL_PERCENT: usize = 80;
/// Placement squares compared when none brings a pattern nearer.
const TOURNAMENT: usize = 3;

impl TashKalar {
    /// See the module docs: an index into `legal`, or `None` for a uniform pick.
    pub(crate) fn playout_choice(&self, legal: &[Action], rng: &mut Rng) -> Option<usize> {
        match self.pending {
            Pending::ClaimTask => best_claim(legal),
            Pending::Actions => self.action_choice(legal, rng),
            _ => None,
        }
    }

    fn action_choice(&self, legal: &[Action], rng: &mut Rng) -> Option<usize> {
        if rng.below(100) < UNIFORM_PERCENT {
            return None;
        }
        if rng.below(100) < SUMMON_PERCENT {
            if let Some(i) = self.weighted_summon(legal, rng) {
                return Some(i);
            }
        }
        let places: Vec<(usize, Square)> = legal
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match a {
                Action::Place { square } => Some((i, *square)),
                _ => None,
            })
            .collect();
        if places.is_empty() {
            return None;
        }
        let boards = self.boards(self.me());
        let fill = self.fill_targets(&boards);
        if fill != 0 && rng.below(100) < FILL_PERCENT {
            let hits: Vec<usize> =
                places.iter().filter(|(_, s)| fill & (1u128 << s.bit13()) != 0).map(|&(i, _)| i).collect();
            if !hits.is_empty() {
                return Some(hits[rng.below(hits.len())]);
            }
        }
        let mut best = places[rng.below(places.len())];
        for _ in 1..TOURNAMENT {
            let other = places[rng.below(places.len())];
            if place_score(other.1, &boards) > place_score(best.1, &boards) {
                best = other;
            }
        }
        Some(best.0)
    }

    /// A legal summon, drawn with weight its value plus that of an enemy piece on its
    /// placement square (destroyed, TK-5.5); `None` when no summon is legal.
    pub(crate) fn weighted_summon(&self, legal: &[Action], rng: &mut Rng) -> Option<usize> {
        let me = self.me();
        let (index, chances): (Vec<usize>, Vec<f64>) = legal
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match *a {
                Action::Summon { card, square, .. } => {
                    let kill = self.at(square).filter(|p| p.colour != me).map_or(0.0, |p| PIECE[p.rank as usize] + 0.5);
                    Some((i, self.summon_value(card) + kill))
                }
                _ => None,
            })
            .unzip();
        // Summons all worth nothing: the first of them, drawing nothing.
        index.get(rng.weighted(&chances).unwrap_or(0)).copied()
    }

    /// The empty squares where a common piece brings a held card's pattern nearer: those
    /// of cards one square short if any, else of cards two short.
    pub(crate) fn fill_targets(&self, boards: &Boards) -> u128 {
        let (mut one, mut two) = (0u128, 0u128);
        for card in self.hand_in_view() {
            match card_reach(card, boards) {
                (Some(1), f) => one |= f,
                (Some(2), f) => two |= f,
                _ => {}
            }
        }
        if one != 0 {
            one
        } else {
            two
        }
    }
}

/// How good a square is for a common piece with no pattern in view: near the centre
/// (TK-1.2) and touching the side's own pieces, which later patterns are made of.
pub(crate) fn place_score(s: Square, b: &Boards) -> f64 {
    let centre = 4.0 - s.distance(Square::new(5, 5)) as f64;
    let bit = 1u128 << s.bit13();
    let touching = (b.near[0] & bit != 0) as u8 + (b.near[1] & bit != 0) as u8;
    0.5 * centre + touching as f64
}

/// The claim of the task worth most; skipping only when nothing can be claimed.
fn best_claim(legal: &[Action]) -> Option<usize> {
    legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::ClaimTask { task } => Some((i, TASKS[*task as usize].points)),
            _ => None,
        })
        .max_by_key(|&(i, p)| (p, usize::MAX - i))
        .map(|(i, _)| i)
}
