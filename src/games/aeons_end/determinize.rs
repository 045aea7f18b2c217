//! Hidden information re-drawn for an observer: the order of the nemesis deck within
//! each tier (AE-2.3), of the turn order deck (AE-2.6) and of the nemesis's corruption
//! pile, and the generator's future. The mages' decks keep their order: they are never
//! shuffled (AE-8.1), so the order follows from public history (printed order, then
//! discard piles turned over).

use super::state::{AeonsEnd, TurnCard};
use crate::engine::order;
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
            sort(&mut g.nemesis.deck[start..end]);
            rng.shuffle(&mut g.nemesis.deck[start..end]);
            start = end;
        }
        // The corruption pile is face down too.
        sort(&mut g.nemesis.corruption);
        rng.shuffle(&mut g.nemesis.corruption);
        order::sort_by_key(&mut g.turn_deck, |c| match c {
            TurnCard::Mage(s) => *s,
            TurnCard::Wild => usize::MAX - 1,
            TurnCard::Nemesis => usize::MAX,
        });
        rng.shuffle(&mut g.turn_deck);
        g.book.reseed(rng.next_u64());
        g
    }
}

/// `v` in ascending order, by the engine's one copy of the sort (`engine::order`: each
/// standard sort instantiated costs the page's wasm some 6 KB); a few cards per sample.
fn sort<T: Ord + Copy>(v: &mut [T]) {
    let mut sorted = v.to_vec();
    order::sort(&mut sorted);
    v.copy_from_slice(&sorted);
}
