//! The game state check, LO-1.8: 20 lore wins (LO-1.8.1.1), damage at least
//! willpower banishes (LO-1.8.1.4), repeated until nothing changes (LO-1.8.3); the
//! final check at turn end adds the CR 2.0 deck-out loss (LO-1.8.1.2). Results go in
//! turn order from the active player (Part 4, items 3-4: winning beats losing).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{CardType, Trigger};
use super::super::state::{seat_name, CardState, Lorcana};
use crate::engine::Outcome;

/// Lore needed to win (LO-1.8.1.1).
pub const WINNING_LORE: u32 = 20;

impl Lorcana {
    /// One full GSC; `final_check` is the end-of-turn check with the deck-out loss.
    pub(crate) fn gsc(&mut self, final_check: bool) {
        if self.book.is_over() || matches!(self.step, super::super::state::Step::AlterHand(_)) {
            return;
        }
        loop {
            if self.check_wins(final_check) {
                return;
            }
            let doomed: Vec<CardId> = [self.active, 1 - self.active]
                .into_iter()
                .flat_map(|s| self.players[s].play.iter().copied())
                .filter(|&c| {
                    let k = self.def_of(c).kind;
                    (k == CardType::Character || k == CardType::Location)
                        && self.card(c).damage as i32 >= self.willpower(c)
                })
                .collect();
            if doomed.is_empty() {
                return;
            }
            for c in doomed {
                log_line!(
                    self,
                    "{}'s {} is banished ({} damage, willpower {})",
                    seat_name(self.owner(c)),
                    self.name(c),
                    self.card(c).damage,
                    self.willpower(c).max(0)
                );
                self.banish(c);
            }
        }
    }

    fn check_wins(&mut self, final_check: bool) -> bool {
        for seat in [self.active, 1 - self.active] {
            if self.players[seat].lore >= WINNING_LORE {
                let reason = format!("{} reached {} lore", seat_name(seat), self.players[seat].lore);
                log_line!(self, "{reason} and wins");
                self.book.finish(Outcome { winners: vec![seat], reason });
                return true;
            }
        }
        if final_check && self.players[self.active].deck.is_empty() {
            let loser = self.active;
            let reason = format!("{} ended their turn with an empty deck", seat_name(loser));
            log_line!(self, "{reason} and loses");
            self.book.finish(Outcome { winners: vec![1 - loser], reason });
            return true;
        }
        false
    }

    /// Banishes a card in play: to its owner's discard, and its "when banished"
    /// abilities go into the bag (LO-6.2).
    pub(crate) fn banish(&mut self, card: CardId) {
        self.leave_play(card, false);
        self.fire(card, Trigger::Banished);
    }

    /// Takes a card and every card under it (its stack, LO-5.1.4) out of play: to its
    /// owner's discard, or hand when `to_hand`. It becomes a
    /// new object (LO-7.1.6); a location's characters stay in play at no location
    /// (LO-4.7.5).
    pub(crate) fn leave_play(&mut self, card: CardId, to_hand: bool) {
        let owner = self.owner(card);
        self.players[owner].play.retain(|&c| c != card);
        self.play_changed();
        self.lasting.forget(card);
        let cs = &mut self.cards[card.index()];
        let mut stack = std::mem::take(&mut cs.under);
        stack.append(&mut cs.tucked);
        stack.push(card);
        for c in stack {
            self.reset(c);
            if to_hand {
                self.players[owner].hand.push(c);
            } else {
                self.players[owner].discard.push(c);
            }
        }
        if self.def_of(card).kind == CardType::Location {
            for seat in 0..2 {
                for i in 0..self.players[seat].play.len() {
                    let c = self.players[seat].play[i];
                    if self.cards[c.index()].at_location == Some(card) {
                        self.cards[c.index()].at_location = None;
                    }
                }
            }
        }
    }

    /// A card becomes a new object with no state (LO-7.1.6).
    fn reset(&mut self, c: CardId) {
        let cs = &self.cards[c.index()];
        self.cards[c.index()] = CardState::fresh(cs.def, cs.owner);
    }
}
