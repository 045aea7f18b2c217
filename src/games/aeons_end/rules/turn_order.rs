//! Turn order (AE-3) and the start and end of a mage's turn (AE-4, AE-7.4).

use crate::push_event;
use super::super::state::{AeonsEnd, Phase, Task, TurnCard};
use crate::engine::Event;

impl AeonsEnd {
    /// AE-3.1/AE-3.2: reveal the top turn order card, first reshuffling the revealed
    /// ones only if the deck is empty; then start that turn.
    pub fn next_turn(&mut self, ev: &mut Vec<Event>) {
        if self.book.is_over() {
            return;
        }
        if self.turn_deck.is_empty() {
            self.turn_deck = std::mem::take(&mut self.turn_discard);
            self.book.rng().shuffle(&mut self.turn_deck);
            push_event!(self, ev, Event::new("The turn order deck is empty: the revealed cards are shuffled into a new deck."));
        }
        let card = self.turn_deck.remove(0);
        self.turn_discard.push(card);
        self.book.reveal();
        self.turn += 1;
        match card {
            TurnCard::Mage(seat) => {
                self.active = seat;
                let name = self.mages[seat].kind.data().name;
                push_event!(self, ev, Event::in_turn(self.turn, format!("Turn {}: the turn order card shows {name} (P{}).", self.turn, seat + 1)));
                // AE-5: a casting phase only when there is something to cast.
                self.phase = if self.mages[seat].prepped().is_empty() { Phase::Main } else { Phase::Casting };
                for b in self.mages[seat].breaches.iter_mut() {
                    b.fresh = false;
                }
            }
            TurnCard::Nemesis => {
                self.nemesis_turns += 1;
                self.nemesis_acted.clear();
                push_event!(self, ev, Event::in_turn(self.turn, format!("Turn {}: the turn order card shows the nemesis.", self.turn)));
                self.phase = Phase::NemesisMain;
                // AE-9.1: oldest first; cards arriving this turn act from the next one (AE-9.3).
                let order: Vec<_> = self.nemesis.play.iter().map(|p| Task::InPlay(p.card)).collect();
                self.tasks.extend(order);
                self.tasks.push_back(Task::Draw);
                self.tasks.push_back(Task::EndNemesisTurn);
            }
        }
    }

    /// AE-7.4: unspent aether is lost, focus flags and per-turn limits reset.
    pub fn cleanup(&mut self) {
        self.aether = 0;
        self.restricted = 0;
        self.cast_this_turn = 0;
        self.tithed.clear();
        for m in self.mages.iter_mut() {
            for b in m.breaches.iter_mut() {
                b.focused = false;
                b.fresh = false;
            }
        }
    }
}
