//! Hidden information re-drawn for an observer: the order of the nemesis deck within
//! each tier (AE-2.3), of the turn order deck (AE-2.6) and of the nemesis's corruption
//! pile, and the generator's future. The mages' decks keep their order: they are never
//! shuffled (AE-8.1), so the order follows from public history (printed order, then
//! discard piles turned over).

use super::state::{AeonsEnd, TurnCard};
use crate::engine::{Determinize, Rng, Seat};

impl Determinize for AeonsEnd {
    /// See [`crate::engine::Determinize::determinize`].
    fn determinize(&self, _observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let mut start = 0;
        while start < g.nemesis.deck.len() {
            let tier = g.nem_kind(g.nemesis.deck[start]).tier;
            let mut end = start;
            while end < g.nemesis.deck.len() && g.nem_kind(g.nemesis.deck[end]).tier == tier {
                end += 1;
            }
            // Canonical: the same hidden cards give the same sample whatever their order.
            g.nemesis.deck[start..end].sort();
            rng.shuffle(&mut g.nemesis.deck[start..end]);
            start = end;
        }
        // The corruption pile is face down too.
        g.nemesis.corruption.sort();
        rng.shuffle(&mut g.nemesis.corruption);
        g.turn_deck.sort_by_key(|c| match c {
            TurnCard::Mage(s) => *s,
            TurnCard::Wild => usize::MAX - 1,
            TurnCard::Nemesis => usize::MAX,
        });
        rng.shuffle(&mut g.turn_deck);
        g.book.reseed(rng.next_u64());
        g
    }
}
