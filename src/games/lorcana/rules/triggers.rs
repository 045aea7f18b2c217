//! Triggered abilities going into the bag (LO-6.2.1, LO-7.7.2): each time a card's
//! trigger is met, one entry for the card's owner. They wait there until the process
//! that caused them is finished (LO-4.1.3, LO-4.3.4).

use crate::log_line;

use super::super::action::CardId;
use super::super::cards::{Ability, Trigger};
use super::super::state::{BagItem, Lorcana, Triggered};

impl Lorcana {
    /// Puts each triggered ability of `card` that `on` meets into the bag.
    pub(crate) fn fire(&mut self, card: CardId, on: Trigger) {
        let d = self.def_of(card);
        for (i, a) in d.abilities.iter().enumerate() {
            if matches!(a, Ability::Triggered { on: t, .. } if *t == on) {
                self.add_to_bag(card, i);
            }
        }
    }

    /// A card was played: its own "when you play this" abilities, then the "whenever
    /// you play ..." abilities of its owner's other cards in play.
    pub(crate) fn fire_played(&mut self, card: CardId) {
        self.fire(card, Trigger::Played);
        let owner = self.owner(card);
        let played = self.def_of(card);
        let others: Vec<CardId> = self.players[owner].play.iter().copied().filter(|&c| c != card).collect();
        for other in others {
            for (i, a) in self.def_of(other).abilities.iter().enumerate() {
                if matches!(a, Ability::Triggered { on: Trigger::YouPlay(k), .. } if played.is_kind(*k)) {
                    self.add_to_bag(other, i);
                }
            }
        }
    }

    /// Every card of `seat` in play meets `on` (start or end of turn).
    pub(crate) fn fire_all(&mut self, seat: usize, on: Trigger) {
        let cards = self.players[seat].play.clone();
        for c in cards {
            self.fire(c, on);
        }
    }

    fn add_to_bag(&mut self, card: CardId, ability: usize) {
        let owner = self.owner(card);
        self.bag.push(owner, BagItem { source: card, what: Triggered::Ability(ability as u8) });
        let name = self.def_of(card).abilities[ability].name();
        let what = if name.is_empty() { "ability" } else { name };
        log_line!(self, "{}'s {what} goes into the bag", self.name(card));
    }
}
