//! Ink a card, LO-4.2: only a card with the inkwell symbol (LO-4.2.1), once per turn
//! (LO-4.2.3); it enters the inkwell ready, so it pays costs at once. Paying ink
//! exerts ready inkwell cards (LO-4.3.2).

use crate::log_line;
use super::super::action::CardId;
use super::super::state::{seat_name, Lorcana};
use crate::engine::RuleError;

/// Inks allowed per turn without an "additional ink" effect (LO-4.2.3).
pub const INKS_PER_TURN: u8 = 1;

impl Lorcana {
    pub(crate) fn validate_ink(&self, card: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.validate_in_hand(card, "ink")?;
        if self.players[self.active].inked_this_turn >= INKS_PER_TURN {
            return Err(RuleError::new(
                "LO-4.2.3",
                "you have already put a card into your inkwell this turn; only one per turn",
            ));
        }
        if !self.def_of(card).inkable {
            return Err(RuleError::new(
                "LO-4.2.1",
                format!("{} has no inkwell symbol, so it cannot be inked; choose an inkable card", self.name(card)),
            ));
        }
        Ok(())
    }

    pub(crate) fn ink(&mut self, card: CardId) {
        let p = &mut self.players[self.active];
        p.hand.retain(|&c| c != card);
        p.inkwell.push(card);
        p.inked_this_turn += 1;
        log_line!(self, "{} inks {}", seat_name(self.active), self.name(card));
    }

    /// Checks that `seat` can pay `n` ink (LO-1.5.1).
    pub(crate) fn validate_ink_cost(&self, n: usize, what: &str) -> Result<(), RuleError> {
        let ready = self.players[self.active].ready_ink();
        if ready < n {
            return Err(RuleError::new(
                "LO-4.3.2",
                format!(
                    "{what} costs {n} ink but you have only {ready} ready ink; a cost is paid in full or not at all"
                ),
            ));
        }
        Ok(())
    }

    /// Exerts `n` ready inkwell cards of the active player.
    pub(crate) fn pay_ink(&mut self, n: usize) {
        self.players[self.active].ink_exerted += n;
    }
}
