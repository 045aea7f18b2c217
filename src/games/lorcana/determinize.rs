//! Hidden information re-drawn for one observer (the computer player searches over
//! such states): the opponent's hand and deck are shuffled together, the observer's own
//! deck is shuffled, and the generator is reseeded. Hidden cards are sorted before they
//! are shuffled, so two states that differ only in what the observer cannot see give the
//! same result for the same generator. Inkwells stay: a card is revealed
//! when it is inked (undo treats that as a reveal), so the observer knows them.

use super::state::Lorcana;
use crate::engine::{Determinize, Rng, Seat};

impl Determinize for Lorcana {
    /// See [`crate::engine::Determinize::determinize`].
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        for seat in 0..2 {
            let p = &mut g.players[seat];
            if seat == observer {
                p.deck.sort_unstable();
                rng.shuffle(&mut p.deck);
                continue;
            }
            // Sorted first, so the result does not depend on the hidden order it came from.
            let mut pool: Vec<_> = p.deck.iter().chain(p.hand.iter()).copied().collect();
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            let (deck, hand) = pool.split_at(p.deck.len());
            p.deck = deck.to_vec();
            p.hand = hand.to_vec();
        }
        g.book.reseed(rng.next_u64());
        g
    }
}
