//! Activated abilities, LO-4.4 / LO-6.3: items use {E} abilities the turn they are
//! played (LO-5.5) but must be ready (LO-5.1); the ink part is paid like a card
//! (LO-4.3.2). RALLY CALL (A12) and LANTERN READING (B13).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::Ability;
use super::super::state::{seat_name, Filter, Lorcana, Pending, Purpose, Stat};
use crate::engine::RuleError;

/// The ink part of an ability's cost, if the card has an activated ability.
pub(crate) fn ability_ink_cost(ability: Ability) -> Option<usize> {
    match ability {
        Ability::RallyCall => Some(1),
        Ability::LanternReading => Some(2),
        _ => None,
    }
}

impl Lorcana {
    pub(crate) fn validate_activate(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_own_in_play(card, "LO-4.4", "the card whose ability you use")?;
        let Some(cost) = ability_ink_cost(self.def_of(card).ability) else {
            return Err(RuleError::new("LO-4.4", format!("{} has no activated ability", self.name(card))));
        };
        if self.card(card).exerted {
            return Err(RuleError::new(
                "LO-5.1",
                format!(
                    "{} is exerted; its {{E}} ability needs it ready (it readies at your next turn)",
                    self.name(card)
                ),
            ));
        }
        self.validate_ink_cost(cost, "this ability")
    }

    pub(crate) fn activate(&mut self, card: CardId) {
        let ability = self.def_of(card).ability;
        let cost = ability_ink_cost(ability).unwrap_or(0);
        self.cards[card.index()].exerted = true;
        self.pay_ink(cost);
        let seat = self.active;
        log_line!(self, "{} exerts {} and pays {cost} ink", seat_name(seat), self.name(card));
        match ability {
            Ability::RallyCall => self.ask_target(Pending::Target {
                seat,
                source: card,
                purpose: Purpose::Modify(Stat::Strength, 2),
                filter: Filter::OwnCharacter,
                optional: false,
            }),
            Ability::LanternReading => self.draw(seat, 1),
            _ => {}
        }
    }
}
