//! Hidden information re-drawn for one observer (the computer player searches over such
//! states).
//!
//! Hidden from the observer: the other Hand, the faces of the other seat's Mana Orbs,
//! both Deck orders, face-down Tumult cards, and the generator's future. The other
//! seat's Hand cards, Mana faces and Deck are pooled and dealt again (same counts, the
//! orbs keep their objects and statuses); the own Deck is shuffled; face-down Tumult
//! cards are re-dealt among their slots with fresh orientations.

use super::rules::setup::TUMULT;
use super::state::Altered;
use crate::engine::{Determinize, Rng, Seat};

impl Determinize for Altered {
    /// See [`crate::engine::Determinize::determinize`].
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        for seat in 0..2 {
            if seat == observer {
                rng.shuffle(&mut g.players[seat].deck);
                continue;
            }
            let p = &mut g.players[seat];
            let mut pool: Vec<_> = p.deck.iter().chain(p.hand.iter()).copied().collect();
            pool.extend(p.mana.iter().filter_map(|o| o.card));
            rng.shuffle(&mut pool);
            let (hand_n, mana_n) = (p.hand.len(), p.mana.len());
            p.hand = pool[..hand_n].to_vec();
            for (o, &c) in p.mana.iter_mut().zip(pool[hand_n..hand_n + mana_n].iter()) {
                o.card = Some(c);
                o.def = g.cards[c.index()];
            }
            p.deck = pool[hand_n + mana_n..].to_vec();
        }
        // Face-down Tumult cards: which card lies in which hidden slot, and which way.
        let hidden: Vec<usize> = (0..3).filter(|&slot| !g.regions[1 + 2 * slot].face_up).collect();
        let mut cards: Vec<u8> = hidden.iter().map(|&slot| g.regions[1 + 2 * slot].tumult.unwrap_or(0)).collect();
        rng.shuffle(&mut cards);
        for (&slot, &t) in hidden.iter().zip(cards.iter()) {
            let flip = rng.below(2) == 1;
            let halves = TUMULT[t as usize];
            let (a, b) = if flip { (halves[1], halves[0]) } else { (halves[0], halves[1]) };
            g.regions[1 + 2 * slot].terrains = a;
            g.regions[2 + 2 * slot].terrains = b;
            g.regions[1 + 2 * slot].tumult = Some(t);
            g.regions[2 + 2 * slot].tumult = Some(t);
        }
        g.book.reseed(rng.next_u64());
        g
    }
}
