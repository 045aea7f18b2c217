//! Ending the turn: LO-3.3.2 (declared in the Main Phase), LO-3.3.2.1 (not while an
//! action or the bag is unresolved; Reckless LO-8.7.2), then the End-of-Turn Phase:
//! end-of-turn triggers (LO-3.4.1.1), "this turn" effects expire (LO-3.4.1.2), the
//! final GSC with the deck-out loss (LO-3.4.2, LO-1.8.1.2), and the next player.

use crate::log_line;
use super::super::cards::Trigger;
use super::super::state::{seat_name, Lorcana, Step};
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_end_turn(&self) -> Result<(), RuleError> {
        if self.step != Step::Main {
            return Err(RuleError::new("LO-3.3.2", "the turn can be ended only in the Main Phase"));
        }
        if let Some((c, t)) = self.reckless_blocker() {
            return Err(RuleError::new(
                "LO-8.7",
                format!(
                    "{} has Reckless and is ready and able to challenge {}; challenge with it (or exert it another way) before ending the turn",
                    self.name(c),
                    self.name(t)
                ),
            ));
        }
        Ok(())
    }

    pub(crate) fn end_turn(&mut self) {
        log_line!(self, "{} ends their turn", seat_name(self.active));
        self.step = Step::EndTriggers;
    }

    /// LO-3.4.1.1: "at the end of your turn" triggers go into the bag.
    pub(crate) fn end_triggers(&mut self) {
        let seat = self.active;
        self.fire_all(seat, Trigger::EndOfTurn);
        self.bag.hold(seat);
        self.step = Step::EndExpire;
    }

    /// LO-3.4.1.2: "this turn" effects end after the end-of-turn triggers resolved.
    pub(crate) fn end_expire(&mut self) {
        if self.lasting.end_of_turn() {
            self.log("Effects that last this turn end");
        }
        self.step = Step::EndFinal;
    }

    /// LO-3.4.2: the final GSC, then the next player becomes active.
    pub(crate) fn end_final(&mut self) {
        self.gsc(true);
        if self.book.is_over() {
            return;
        }
        self.players[self.active].inked_this_turn = 0;
        self.active = 1 - self.active;
        self.bag.hold(self.active);
        self.turn += 1;
        self.step = Step::StartOfTurn;
    }
}
