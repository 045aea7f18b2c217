//! Morning (AL-5.1, skipped on day 1): Succeed, Prepare, Draw, Expand; and Noon (AL-5.2),
//! which only fires "At Noon" Reactions.

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::Trigger;
use super::super::state::{Altered, DayPhase, Step};
use crate::engine::Seat;

impl Altered {
    /// A new day's Morning; AL-5.1.1 Succeed: the first player role passes.
    pub(crate) fn morning_start(&mut self) {
        self.phase = DayPhase::Morning;
        self.ongoing.clear();
        self.first_player = 1 - self.first_player;
        log_line!(self, "Day {}: Morning. P{} is now the first player", self.day, self.first_player + 1);
        self.step = Step::Prepare;
    }

    /// AL-5.1.2 Prepare: everything exhausted a player owns or controls is readied: Hero,
    /// Characters, Permanents, Mana Orbs, and cards in Reserve.
    pub fn prepare(&mut self) {
        for p in self.players.iter_mut() {
            for o in
                p.hero.iter_mut().chain(p.mana.iter_mut()).chain(p.reserve.iter_mut()).chain(p.landmarks.iter_mut())
            {
                o.exhausted = false;
            }
        }
        for o in self.expeditions.iter_mut() {
            o.exhausted = false;
        }
        self.step = Step::Draw;
    }

    /// AL-5.1.3 Draw: each player draws 2 (first player first).
    pub(crate) fn morning_draw(&mut self) {
        for seat in self.initiative() {
            self.draw(seat, 2);
        }
        self.step = Step::Expand(self.first_player);
    }

    /// AL-5.1.4 Expand: one card from Hand into Mana, face-down and ready (or none).
    pub(crate) fn expand(&mut self, seat: Seat, card: Option<CardId>) {
        match card {
            Some(c) => {
                self.to_mana(seat, c, true);
                log_line!(self, "P{} puts a card into Mana", seat + 1);
            }
            None => log_line!(self, "P{} expands nothing", seat + 1),
        }
        self.step = if seat == self.first_player { Step::Expand(1 - seat) } else { Step::NoonStart };
    }

    /// AL-5.2.1: Noon fires the "At Noon" Reactions that exist now (AL-5.0.2).
    pub(crate) fn noon_start(&mut self) {
        self.phase = DayPhase::Noon;
        log_line!(self, "Day {}: Noon", self.day);
        self.phase_start_trigger(Trigger::AtNoon);
        self.step = Step::AfternoonStart;
    }
}
