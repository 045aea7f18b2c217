//! Activated abilities, LO-4.4 / LO-6.3: the card's player pays the cost ({E} needs the
//! card ready, LO-5.1, and a character dry, LO-4.4.2; items and locations act the turn
//! they are played, LO-5.5; ink is paid like a card's, LO-4.3.2; banishing the card
//! is part of the cost), then the effect resolves at once, outside the bag (LO-7.7.1).
//! Boost (LO-8.16.2) is one too: once during your turn, pay N ink to put the top
//! card of your deck face down under the character.

use crate::log_line;

use super::super::action::CardId;
use super::super::cards::{Ability, Keyword};
use super::super::state::{seat_name, Lorcana, Source};
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_activate(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_own_in_play(card, "LO-4.4", "the card whose ability you use")?;
        let Some((cost, _)) = self.def_of(card).activated() else {
            return Err(RuleError::new("LO-4.4", format!("{} has no activated ability", self.name(card))));
        };
        if cost.exert && self.card(card).exerted {
            return Err(RuleError::new(
                "LO-5.1",
                format!(
                    "{} is exerted; its {{E}} ability needs it ready (it readies at your next turn)",
                    self.name(card)
                ),
            ));
        }
        if cost.exert && self.is_character(card) && self.card(card).drying {
            return Err(RuleError::new(
                "LO-4.4.2",
                format!("{} is drying: a character exerts to pay a cost only from your next turn", self.name(card)),
            ));
        }
        self.validate_ink_cost(cost.ink as usize, "this ability")
    }

    pub(crate) fn activate(&mut self, card: CardId) {
        let Some((i, cost)) = self.def_of(card).abilities.iter().enumerate().find_map(|(i, a)| match a {
            Ability::Activated { cost, .. } => Some((i, *cost)),
            _ => None,
        }) else {
            return;
        };
        let seat = self.active;
        if cost.exert {
            self.cards[card.index()].exerted = true;
        }
        self.pay_ink(cost.ink as usize);
        let how = if cost.exert { "exerts" } else { "uses" };
        log_line!(self, "{} {how} {} and pays {} ink", seat_name(seat), self.name(card), cost.ink);
        if cost.banish {
            log_line!(self, "{} banishes {} to pay for its ability", seat_name(seat), self.name(card));
            self.banish(card);
        }
        self.start_frame(seat, card, Source::Ability(i as u8));
    }

    pub(crate) fn validate_boost(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_own_in_play(card, "LO-8.16.2", "the boosted character")?;
        let Some(n) = self.def_of(card).keyword_value(Keyword::Boost(0)) else {
            return Err(RuleError::new("LO-8.16.2", format!("{} has no Boost", self.name(card))));
        };
        if self.card(card).boosted {
            return Err(RuleError::new(
                "LO-8.16.2",
                format!("{} was already boosted this turn: Boost is once during your turn", self.name(card)),
            ));
        }
        if self.players[self.active].deck.is_empty() {
            return Err(RuleError::new("LO-8.16.2", "your deck is empty: there is no top card to put under it"));
        }
        self.validate_ink_cost(n as usize, "Boost")
    }

    pub(crate) fn boost(&mut self, card: CardId) {
        let n = self.def_of(card).keyword_value(Keyword::Boost(0)).unwrap_or(0) as usize;
        self.pay_ink(n);
        let seat = self.active;
        if let Some(top) = self.players[seat].deck.pop() {
            let cs = &mut self.cards[card.index()];
            cs.tucked.push(top);
            cs.boosted = true;
        }
        log_line!(self, "{} boosts {} for {n} ink: the top card of their deck goes under it face down", seat_name(seat), self.name(card));
    }
}
