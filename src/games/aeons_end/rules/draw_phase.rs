//! The draw phase (AE-7) and drawing with the flip rule (AE-8): played gems and relics
//! go to the discard in the player's order, then draw up to five, never shuffling.

use crate::push_event;
use super::super::action::CardId;
use super::super::state::{AeonsEnd, Pending, Phase};
use crate::engine::{Event, Seat};

impl AeonsEnd {
    /// AE-8.2/AE-8.3: draw `n` cards; an empty deck is refilled by turning the discard
    /// pile over in order (first discarded on top); with both empty, stop.
    pub fn draw(&mut self, seat: Seat, n: usize, ev: &mut Vec<Event>) {
        let mut drawn = 0;
        for _ in 0..n {
            let m = &mut self.mages[seat];
            if m.deck.is_empty() {
                if m.discard.is_empty() {
                    break;
                }
                m.deck = std::mem::take(&mut m.discard);
                push_event!(self, ev, Event::new(format!(
                    "{}'s deck is empty: the discard pile is turned over to form the deck (no shuffle).",
                    m.name()
                )));
            }
            let c = m.deck.remove(0);
            m.hand.push(c);
            drawn += 1;
            self.book.reveal();
        }
        if drawn > 0 {
            push_event!(self, ev, Event::new(format!("{} draws {drawn} card(s).", self.mages[seat].name())));
        }
    }

    /// Whether the played cards still hold two different designs (so their order is a choice).
    fn order_matters(&self) -> bool {
        let p = &self.mages[self.active].played;
        p.iter().any(|&c| self.kind(c) != self.kind(p[0]))
    }

    /// AE-7: the main phase is over.
    pub(crate) fn begin_draw_phase(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Draw;
        if self.order_matters() {
            self.pending = Some(Pending::OrderPlayed);
        } else {
            self.finish_turn(ev);
        }
    }

    /// AE-7.1: one played card to the top of the discard pile.
    pub(crate) fn discard_played(&mut self, card: CardId, ev: &mut Vec<Event>) {
        let m = &mut self.mages[self.active];
        if let Some(i) = m.played.iter().position(|&c| c == card) {
            m.played.remove(i);
            m.discard.push(card);
        }
        if !self.order_matters() {
            self.pending = None;
            self.finish_turn(ev);
        }
    }

    /// AE-7.1 (what is left, all alike), AE-7.2 draw up to five, AE-7.4 cleanup, next turn.
    fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active;
        let m = &mut self.mages[seat];
        let rest = std::mem::take(&mut m.played);
        m.discard.extend(rest);
        let need = 5usize.saturating_sub(self.mages[seat].hand.len());
        self.draw(seat, need, ev);
        self.cleanup();
        self.next_turn(ev);
        self.run(ev);
    }
}
