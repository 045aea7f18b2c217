//! Hidden information re-drawn for one observer: the other player's hand and deck are
//! shuffled together and split again, the observer's own deck order is shuffled, and
//! the generator is reseeded. A card being paid for is already revealed and stays. The
//! cards are put in order before each shuffle, so the same generator gives the same
//! sample of every state the observer cannot tell apart. In a best of three the other
//! player's reserve is hidden as well: its designs and those of the hidden cards are
//! dealt again together (NX-2.2).

use super::state::{Nexus, Paying, Pending};
use crate::engine::{Determinize, Rng, Seat};

impl Determinize for Nexus {
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        let revealed = match &self.pending {
            Some(Pending::Pay { paying: Paying::Card { card, .. }, .. }) => Some(*card),
            _ => None,
        };
        for seat in 0..2 {
            let p = &mut g.players[seat];
            // The pool is put in card order before the shuffle, so the sample depends
            // on what the observer knows (which cards are hidden where), never on the
            // real hidden order.
            if seat == observer {
                p.deck.sort_unstable();
                rng.shuffle(&mut p.deck);
                continue;
            }
            // NX-2.2: the other seat's reserve is hidden too, and so are its swaps: the
            // designs of its hidden cards and its reserve are dealt again together.
            if !p.reserve.is_empty() {
                let hidden: Vec<_> =
                    p.deck.iter().chain(p.hand.iter()).copied().filter(|&c| Some(c) != revealed).collect();
                let mut designs: Vec<u8> = p.reserve.clone();
                designs.extend(hidden.iter().map(|c| g.cards[c.index()].def));
                designs.sort_unstable();
                rng.shuffle(&mut designs);
                let (to_cards, to_reserve) = designs.split_at(hidden.len());
                g.players[seat].reserve = to_reserve.to_vec();
                for (c, &d) in hidden.iter().zip(to_cards) {
                    g.cards[c.index()].def = d;
                }
            }
            let p = &mut g.players[seat];
            let keep: Vec<_> = p.hand.iter().copied().filter(|&c| Some(c) == revealed).collect();
            let mut pool: Vec<_> =
                p.deck.iter().chain(p.hand.iter()).copied().filter(|&c| Some(c) != revealed).collect();
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            let (deck, hand) = pool.split_at(p.deck.len());
            p.deck = deck.to_vec();
            p.hand = hand.to_vec();
            p.hand.extend(keep);
            for &c in &p.deck.clone() {
                g.cards[c.index()].loc = super::state::Loc::Deck;
            }
            for &c in &g.players[seat].hand.clone() {
                g.cards[c.index()].loc = super::state::Loc::Hand;
            }
        }
        g.book.reseed(rng.next_u64());
        g
    }
}
