//! Move a character to a location, LO-4.7: own character to own location, pay the
//! move cost, no exerting and no dryness needed (LO-4.7.3), never to the location it
//! is already at (LO-4.7.4).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{CardType, Trigger};
use super::super::state::{seat_name, Lorcana};
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_move(&self, card: CardId, location: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_own_in_play(card, "LO-4.7.1", "the moving character")?;
        if !self.is_character(card) {
            return Err(RuleError::new("LO-4.7.1", "only characters move to locations"));
        }
        if !self.exists(location)
            || self.owner(location) != self.active
            || !self.in_play(location)
            || self.def_of(location).kind != CardType::Location
        {
            return Err(RuleError::new(
                "LO-4.7.1",
                "you can move a character only to one of your own locations in play",
            ));
        }
        if self.card(card).at_location == Some(location) {
            return Err(RuleError::new(
                "LO-4.7.4",
                format!(
                    "{} is already at {}; it can only move to a different location",
                    self.name(card),
                    self.name(location)
                ),
            ));
        }
        self.validate_ink_cost(self.def_of(location).move_cost as usize, "moving there")
    }

    pub(crate) fn move_to(&mut self, card: CardId, location: CardId) {
        let cost = self.def_of(location).move_cost as usize;
        self.pay_ink(cost);
        self.cards[card.index()].at_location = Some(location);
        log_line!(self, 
            "{} moves {} to {} for {cost} ink",
            seat_name(self.active),
            self.name(card),
            self.name(location)
        );
        self.fire(card, Trigger::MovesToLocation);
    }
}
