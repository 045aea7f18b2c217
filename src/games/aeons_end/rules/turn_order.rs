//! Turn order (AE-3) and the start and end of a mage's turn (AE-4, AE-7.4).

use crate::push_event;
use super::super::content::On;
use super::super::state::{AeonsEnd, Choosing, Pending, Phase, Pick, Task, TurnCard, Why};
use crate::engine::{Event, Seat};

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
            push_event!(
                self,
                ev,
                Event::new("The turn order deck is empty: the revealed cards are shuffled into a new deck.")
            );
        }
        let card = self.turn_deck.remove(0);
        self.turn_discard.push(card);
        self.book.reveal();
        self.turn += 1;
        match card {
            TurnCard::Mage(seat) => {
                let name = self.mages[seat].name();
                let line = format!("Turn {}: the turn order card shows {name} (P{}).", self.turn, seat + 1);
                push_event!(self, ev, Event::in_turn(self.turn, line));
                self.start_mage_turn(seat, ev);
            }
            TurnCard::Wild => {
                let line = format!("Turn {}: the turn order card is the wild card.", self.turn);
                push_event!(self, ev, Event::in_turn(self.turn, line));
                // AE-3.4: the players choose which mage it stands for.
                let among = (0..self.mages.len()).map(Pick::Seat).collect();
                self.phase = Phase::Main;
                self.pending =
                    Some(Pending::Choose(Choosing { seat: self.active, team: true, among, why: Why::WildTurn }));
            }
            TurnCard::Nemesis => {
                self.nemesis_turns += 1;
                self.nemesis_acted.clear();
                let line = format!("Turn {}: the turn order card shows the nemesis.", self.turn);
                push_event!(self, ev, Event::in_turn(self.turn, line));
                self.phase = Phase::NemesisMain;
                // AE-9.1: oldest first; cards arriving this turn act from the next one (AE-9.3).
                let order: Vec<_> = self.nemesis.play.iter().map(|p| Task::InPlay(p.card)).collect();
                self.tasks.extend(order);
                self.tasks.push_back(Task::Draw);
                self.tasks.push_back(Task::EndNemesisTurn);
                if !self.nemesis.def.rules.is_empty() {
                    self.fire_at_end(ev);
                }
            }
        }
    }

    /// The mat's rules for the end of the nemesis turn, after its draw.
    fn fire_at_end(&mut self, ev: &mut Vec<Event>) {
        let end = self.tasks.pop_back();
        let mut before = std::mem::take(&mut self.tasks);
        self.fire(On::NemesisTurnEnd, self.active, ev);
        before.append(&mut self.tasks);
        self.tasks = before;
        self.tasks.extend(end);
    }

    /// A mage's turn begins: the casting phase if there is something to cast (AE-5),
    /// after what waits for the start of the turn.
    pub(crate) fn start_mage_turn(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.active = seat;
        self.phase = if self.mages[seat].prepped().is_empty() { Phase::Main } else { Phase::Casting };
        for b in self.mages[seat].breaches.iter_mut() {
            b.fresh = false;
        }
        self.fire(On::TurnStart, seat, ev);
    }

    /// AE-7.4: unspent aether is lost, focus flags and per-turn limits reset.
    pub fn cleanup(&mut self) {
        self.aether = 0;
        self.restricted = 0;
        self.cast_this_turn = 0;
        self.used_this_turn.clear();
        for m in self.mages.iter_mut() {
            for b in m.breaches.iter_mut() {
                b.focused = false;
                b.fresh = false;
            }
        }
    }
}
