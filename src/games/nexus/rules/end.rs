//! End phase, Reset step (NX-8.5.2): discard down to seven (the active player, knob),
//! remove all damage and temporary effects, clear the per-turn limits, next turn.

use crate::log_line;
use super::super::action::CardId;
use super::super::options::Scope;
use super::super::state::{seat_name, Loc, Nexus, Pending, Step};

/// Maximum hand size at the end of the owner's turn (NX-4.2).
pub const MAX_HAND: usize = 7;

impl Nexus {
    pub fn reset(&mut self) {
        let seats: Vec<usize> = match self.opts.discard_scope {
            Scope::ActivePlayerOnly => vec![self.active],
            Scope::BothPlayers => vec![self.active, Self::other(self.active)],
        };
        for seat in seats {
            if self.players[seat].hand.len() > MAX_HAND {
                self.pending = Some(Pending::Discard { seat });
                return;
            }
        }
        for i in 0..self.cards.len() {
            let k = &mut self.cards[i];
            k.damage = 0;
            k.temp_attack = 0;
            k.temp_defense = 0;
            k.attacked = false;
        }
        for p in self.players.iter_mut() {
            p.converted_this_turn = false;
            p.anomaly_this_turn = false;
        }
        self.active = Self::other(self.active);
        self.turn += 1;
        self.step = Step::Refresh;
        log_line!(self, "Turn {}: {} begins", self.turn, seat_name(self.active));
    }

    pub fn discard(&mut self, card: CardId) {
        let seat = card.owner();
        self.move_card(card, Loc::Cache);
        self.book.reveal();
        log_line!(self, "{} discards {} down to the hand limit", seat_name(seat), self.name(card));
        if self.players[seat].hand.len() <= MAX_HAND {
            self.pending = None;
        }
    }
}
