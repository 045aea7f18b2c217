//! The discard action (TK-7.1 .. TK-7.4): once per turn, one being face up, then any
//! number of other cards back to the bottoms of their decks.

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::cards::{CardId, CardKind};
use crate::games::tash_kalar::state::{Pending, TashKalar};

impl TashKalar {
    /// Full check of a Discard action.
    pub(crate) fn validate_discard(&self, card: CardId) -> Result<(), RuleError> {
        self.check_main_action("discard")?;
        if self.discarded {
            return Err(RuleError::new(
                "TK-3.3",
                "you already discarded this turn; discarding is allowed once per turn",
            ));
        }
        if self.seats[self.active].hand.is_empty() {
            return Err(RuleError::new(
                "TK-7.2",
                "you hold no being card; only a being card from your own deck can be discarded",
            ));
        }
        if !self.seats[self.active].hand.contains(&card) {
            return Err(RuleError::new(
                "TK-7.2",
                "only a being card in your hand can be discarded; legends and flares can only be returned",
            ));
        }
        Ok(())
    }

    /// TK-7.1 first half.
    pub(crate) fn do_discard(&mut self, card: CardId) -> Result<(), RuleError> {
        self.validate_discard(card)?;
        self.actions_left -= 1;
        self.actions_used += 1;
        self.discarded = true;
        let seat = &mut self.seats[self.active];
        seat.hand.retain(|&c| c != card);
        seat.discard.push(card);
        log_line!(self, "{} discards {}.", self.seat_name(self.active), card.name());
        self.pending = Pending::Returns;
        if self.return_choices().len() <= 1 {
            self.pending = Pending::Actions;
        }
        Ok(())
    }

    /// Cards that may go back under their decks now.
    pub(crate) fn return_choices(&self) -> Vec<Action> {
        let seat = &self.seats[self.active];
        let mut out: Vec<Action> =
            seat.hand.iter().chain(seat.flares.iter()).map(|&card| Action::ReturnCard { card }).collect();
        out.extend(self.sides[self.me() as usize].legends.iter().map(|&card| Action::ReturnCard { card }));
        out.push(Action::Skip);
        out
    }

    /// TK-7.1 second half, TK-7.3, TK-7.4.
    pub(crate) fn return_card(&mut self, a: Action) -> Result<(), RuleError> {
        if !self.return_choices().contains(&a) {
            return Err(RuleError::new("TK-7.1", "return a card from your hand, or stop returning"));
        }
        let Action::ReturnCard { card } = a else {
            self.pending = Pending::Actions;
            log_line!(self, "No more cards are returned.");
            return Ok(());
        };
        let me = self.me() as usize;
        match card.kind() {
            CardKind::Being => {
                let seat = &mut self.seats[self.active];
                seat.hand.retain(|&c| c != card);
                seat.deck.insert(0, card);
                log_line!(self, 
                    "{} returns a being card to the bottom of their deck.",
                    self.seat_name(self.active)
                );
            }
            CardKind::Legend => {
                self.sides[me].legends.retain(|&c| c != card);
                self.legend_deck.insert(0, card);
                log_line!(self, 
                    "{} returns a legend card to the bottom of the legend deck.",
                    self.seat_name(self.active)
                );
            }
            CardKind::Flare => {
                self.seats[self.active].flares.retain(|&c| c != card);
                self.flare_deck.insert(0, card);
                log_line!(self, 
                    "{} returns a flare card to the bottom of the flare deck (not invoked).",
                    self.seat_name(self.active)
                );
            }
        }
        if self.return_choices().len() <= 1 {
            self.pending = Pending::Actions;
        }
        Ok(())
    }
}
