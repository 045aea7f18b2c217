//! Quest, LO-4.5: a ready, dry character without Reckless exerts and its player gains
//! its lore value (negative counts as 0, LO-6.6.3); Support triggers (LO-8.13).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{Keyword, Restriction, Trigger};
use super::super::state::{seat_name, BagItem, Lorcana, Triggered};
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_quest(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_own_in_play(card, "LO-4.5", "the questing character")?;
        if !self.is_character(card) {
            return Err(RuleError::new("LO-5.3.2", "only characters can quest"));
        }
        let cs = self.card(card);
        if cs.drying {
            return Err(RuleError::new(
                "LO-1.7.5",
                format!("{} is drying: it entered play this turn and can quest from your next turn", self.name(card)),
            ));
        }
        if self.has(card, Keyword::Reckless) {
            return Err(RuleError::new("LO-8.7", format!("{} has Reckless and can never quest", self.name(card))));
        }
        if cs.exerted {
            return Err(RuleError::new(
                "LO-4.5",
                format!("{} is exerted; only a ready character can quest", self.name(card)),
            ));
        }
        if self.restricted(card, Restriction::Quest) {
            return Err(RuleError::new("LO-1.2.2", format!("{} can't quest now: an effect forbids it", self.name(card))));
        }
        Ok(())
    }

    pub(crate) fn quest(&mut self, card: CardId) {
        let seat = self.active;
        self.cards[card.index()].exerted = true;
        let gain = self.lore_value(card).max(0) as u32;
        self.gain_lore(seat, gain);
        log_line!(self, 
            "{} quests with {} and gains {gain} lore ({} total)",
            seat_name(seat),
            self.name(card),
            self.lore(seat)
        );
        if self.has(card, Keyword::Support) {
            self.bag.push(seat, BagItem { source: card, what: Triggered::Support });
            log_line!(self, "{}'s Support goes into the bag", self.name(card));
        }
        self.fire(card, Trigger::Quests);
    }
}
