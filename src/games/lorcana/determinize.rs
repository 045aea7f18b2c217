//! Hidden information re-drawn for one observer (the computer player searches over
//! such states): the opponent's hand and deck are shuffled together, the observer's own
//! deck is shuffled, and the generator is reseeded. Hidden cards are sorted before they
//! are shuffled, so two states that differ only in what the observer cannot see give the
//! same result for the same generator. Inkwells stay: a card is revealed
//! when it is inked (undo treats that as a reveal), so the observer knows them.

use super::state::Lorcana;
use crate::engine::{Rng, Seat};

impl Lorcana {
    /// See [`crate::engine::Observe::determinize`].
    pub fn determinized(&self, observer: Seat, rng: &mut Rng) -> Self {
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

use super::state::{Pending, Step};
use crate::engine::{Decision, DecisionKind};

impl Lorcana {
    /// The pending decision, structured, with words for the deciding seat.
    pub fn decision_now(&self) -> Option<Decision> {
        if self.book.is_over() {
            return None;
        }
        let seat = self.to_act_seat()?;
        let d = match &self.pending {
            Some(Pending::OrderBag { .. }) => Decision::new(
                seat,
                DecisionKind::Order,
                "LO-7.7.3",
                "Choose which of your abilities in the bag resolves next",
            ),
            Some(Pending::Target { source, optional, .. }) => Decision::new(
                seat,
                DecisionKind::Target,
                "LO-6.7",
                format!("Choose a target for {}{}", self.name(*source), if *optional { ", or decline" } else { "" }),
            )
            .for_source(source.0 as u32),
            Some(Pending::Amount { source, card, max, .. }) => Decision::new(
                seat,
                DecisionKind::Amount,
                "LO-6.7",
                format!("Choose how much damage (0 to {max}) to remove from {}", self.name(*card)),
            )
            .for_source(source.0 as u32),
            Some(Pending::BodyguardEnter { card, .. }) => Decision::new(
                seat,
                DecisionKind::YesNo,
                "LO-8.3.1",
                format!("Should {} enter play exerted (Bodyguard)?", self.name(*card)),
            )
            .for_source(card.0 as u32),
            Some(Pending::StowCargo { source, .. }) => Decision::new(
                seat,
                DecisionKind::YesNo,
                "LO-6.7",
                "Put the top card of your deck into your inkwell (STOW CARGO)?",
            )
            .for_source(source.0 as u32),
            None => match self.step {
                Step::AlterHand(_) => Decision::new(
                    seat,
                    DecisionKind::Setup,
                    "LO-2.2.2",
                    "Click cards to put them on the bottom of your deck, then Done to draw back up to 7",
                ),
                _ => Decision::new(
                    seat,
                    DecisionKind::Turn,
                    "LO-3.3.1",
                    "Your turn: ink a card, play, quest, challenge or move, then end the turn",
                ),
            },
        };
        Some(d)
    }
}
