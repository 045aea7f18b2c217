//! The Start-of-Turn Phase: LO-3.2.1 (Ready: ready cards and inkwell, start-of-turn
//! triggers into the bag), LO-3.2.2 (Set: drying ends LO-3.2.2.1, location lore
//! LO-3.2.2.2, then the bag LO-3.2.2.3), LO-3.2.3 (Draw, skipped by the starting
//! player on turn 1), with a GSC after each step (LO-1.8.1).

use crate::log_line;
use super::super::cards::{CardType, Trigger};
use super::super::state::{seat_name, Lorcana, Step};

impl Lorcana {
    /// Ready and Set steps, up to the Set step's bag.
    pub(crate) fn start_of_turn(&mut self) {
        let seat = self.active;
        log_line!(self, "Turn {}: {} begins their turn", self.turn, seat_name(seat));
        self.ready_step();
        self.gsc(false);
        if self.book.is_over() {
            return;
        }
        self.set_step_lore();
        // Part 4, item 5: a check right after location lore lets a win here end the game.
        self.gsc(false);
        self.bag.hold(seat);
        self.step = Step::SetBag;
    }

    fn ready_step(&mut self) {
        let seat = self.active;
        let p = &mut self.players[seat];
        let mut n = p.ink_exerted;
        p.ink_exerted = 0;
        for &c in &p.play {
            let cs = &mut self.cards[c.index()];
            // Boost is once per turn (LO-8.16.2): a new turn allows it again.
            cs.boosted = false;
            if cs.exerted {
                cs.exerted = false;
                n += 1;
            }
        }
        log_line!(self, "Ready step: {} readies {n} {}", seat_name(seat), if n == 1 { "card" } else { "cards" });
        // LO-3.2.1.3: what lasted "until the start of your next turn" ends now.
        if self.lasting.start_of_turn(seat) {
            log_line!(self, "Effects that lasted until {}'s turn end", seat_name(seat));
        }
        self.fire_all(seat, Trigger::StartOfTurn);
    }

    fn set_step_lore(&mut self) {
        let seat = self.active;
        for i in 0..self.players[seat].play.len() {
            let c = self.players[seat].play[i];
            self.cards[c.index()].drying = false;
        }
        log_line!(self, "Set step: {}'s characters are dry", seat_name(seat));
        let locations: Vec<_> =
            self.players[seat].play.iter().copied().filter(|&c| self.def_of(c).kind == CardType::Location).collect();
        for loc in locations {
            let gain = self.lore_value(loc).max(0) as u32;
            if gain > 0 {
                self.gain_lore(seat, gain);
                log_line!(self, "{} gains {gain} lore from {}", seat_name(seat), self.name(loc));
            }
        }
    }

    /// Draw step (LO-3.2.3), then the Main Phase.
    pub(crate) fn draw_step(&mut self) {
        if self.turn == 1 && self.active == self.starting {
            log_line!(self, "Draw step: {} skips the draw on the first turn", seat_name(self.active));
        } else {
            self.draw(self.active, 1);
        }
        self.step = Step::Main;
        self.gsc(false);
    }

    /// Adds lore (LO-1.11).
    pub(crate) fn gain_lore(&mut self, seat: usize, n: u32) {
        self.players[seat].lore += n;
    }

    /// Removes lore, never below 0 (LO-1.11.1).
    pub(crate) fn lose_lore(&mut self, seat: usize, n: u32) {
        self.players[seat].lore = self.players[seat].lore.saturating_sub(n);
    }
}
