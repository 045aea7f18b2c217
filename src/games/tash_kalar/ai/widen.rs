//! The placements the search looks at ([`crate::engine::Hints::considered`]): of some
//! sixty empty squares (TK-4.1) most are alike to a search of a few hundred iterations,
//! which spread over all of them learns nothing of any. It keeps the summons, discards
//! and flares, and the few placements that complete or extend a pattern of a held card
//! (TK-5.2) or are nearest the centre and the side's own pieces: a fixed first width of
//! progressive widening.

use super::playout::place_score;
use super::reach::{card_reach, squares};
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::state::{Pending, TashKalar};

/// Placements kept; fewer while a summon is legal: a summon the playouts would make a
/// turn later looks as good to them as one made now, and spread over many placements
/// the search would mostly put it off (a beginner's mistake: the opponent may spoil it,
/// and the hand refills only for cards played, TK-9.1).
pub(crate) const PLACE_WIDTH: usize = 8;
pub(crate) const PLACE_WIDTH_SUMMON: usize = 2;
/// Weight of a held card's value on a square that brings its pattern nearer, by how many
/// of its squares are missing (one or two; none: it can be summoned already).
const FILL_WEIGHT: [f64; 3] = [0.0, 2.0, 0.7];

impl TashKalar {
    /// See the module docs: `None` while no action is to be chosen or few squares are empty.
    pub(crate) fn considered_actions(&self, legal: &[Action]) -> Option<Vec<bool>> {
        if !matches!(self.pending, Pending::Actions) {
            return None;
        }
        let places = legal.iter().filter(|a| matches!(a, Action::Place { .. })).count();
        let width =
            if legal.iter().any(|a| matches!(a, Action::Summon { .. })) { PLACE_WIDTH_SUMMON } else { PLACE_WIDTH };
        if places <= width {
            return None;
        }
        let scores = self.place_scores();
        let mut ranked: Vec<(usize, f64)> = legal
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match a {
                Action::Place { square } => Some((i, scores[square.index()])),
                _ => None,
            })
            .collect();
        crate::engine::order::sort_by(&mut ranked, |a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut keep: Vec<bool> = legal.iter().map(|a| !matches!(a, Action::Place { .. })).collect();
        for &(i, _) in ranked.iter().take(width) {
            keep[i] = true;
        }
        Some(keep)
    }

    /// Every square's worth for the acting side's common piece, by board index.
    pub(crate) fn place_scores(&self) -> [f64; 81] {
        let boards = self.boards(self.me());
        let mut scores = [0.0; 81];
        for s in squares(boards.empty) {
            scores[s.index()] = place_score(s, &boards);
        }
        for card in self.hand_in_view() {
            if let (Some(m), fill) = card_reach(card, &boards) {
                let w = FILL_WEIGHT[m] * self.summon_value(card);
                for s in squares(fill) {
                    scores[s.index()] += w;
                }
            }
        }
        scores
    }
}
