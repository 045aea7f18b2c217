//! Hidden information re-drawn for one observer (the computer player searches over
//! such states): the opponent's hand and deck are shuffled together, the observer's own
//! deck is shuffled, and the generator is reseeded. Hidden cards are sorted before they
//! are shuffled, so two states that differ only in what the observer cannot see give the
//! same result for the same generator. Cards under a Boost character are hidden from
//! both seats and re-drawn too. Inkwells stay: a card is revealed
//! when it is inked (undo treats that as a reveal), so the observer knows them.

use super::state::Lorcana;
use super::CardId;
use crate::engine::{Determinize, Rng, Seat};

impl Determinize for Lorcana {
    /// See [`crate::engine::Determinize::determinize`].
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        for seat in 0..2 {
            // Cards under a Boost character are face down to everyone (LO-8.16.2).
            let boosted: Vec<_> =
                g.players[seat].play.iter().copied().filter(|c| !g.cards[c.index()].tucked.is_empty()).collect();
            let p = &mut g.players[seat];
            let mut pool: Vec<_> = p.deck.clone();
            if seat != observer {
                pool.extend(p.hand.iter().copied());
            }
            for &c in &boosted {
                pool.extend(g.cards[c.index()].tucked.iter().copied());
            }
            // Sorted first, so the result does not depend on the hidden order it came from:
            // by counting (ids are places in `cards`), which is as fast here and keeps a
            // sort's code for card ids out of the page.
            let mut count = vec![0u8; g.cards.len()];
            for c in &pool {
                count[c.index()] += 1;
            }
            pool = (0..count.len()).flat_map(|i| std::iter::repeat_n(CardId(i as u16), count[i] as usize)).collect();
            rng.shuffle(&mut pool);
            let mut rest = pool.into_iter();
            p.deck = rest.by_ref().take(p.deck.len()).collect();
            if seat != observer {
                p.hand = rest.by_ref().take(p.hand.len()).collect();
            }
            for &c in &boosted {
                let n = g.cards[c.index()].tucked.len();
                g.cards[c.index()].tucked = rest.by_ref().take(n).collect();
            }
        }
        g.book.reseed(rng.next_u64());
        g
    }
}
