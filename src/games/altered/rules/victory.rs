//! Check Victory (AL-5.5.5, AL-6): only at the end of Night. `S = h + (7 - c)`; a seat
//! with S >= 7 and strictly more than the opponent wins; equal S of 7 or more starts
//! tiebreakers in the Arena (AL-6.2), after which Check Victory does nothing (AL-6.4).

use crate::log_line;
use super::super::state::{Altered, Step};
use crate::engine::Outcome;

impl Altered {
    pub(crate) fn check_victory(&mut self) {
        self.step = Step::MorningStart;
        if !self.arena {
            let s = [self.progress(0), self.progress(1)];
            log_line!(self, "Check Victory: P1 has travelled {}, P2 {}", s[0], s[1]);
            if let Some(w) = (0..2).find(|&w| s[w] >= 7 && s[w] > s[1 - w]) {
                self.book.finish(Outcome {
                    winners: vec![w],
                    reason: format!("P{}'s expeditions met at Check Victory ({} to {})", w + 1, s[w], s[1 - w]),
                });
                return;
            }
            if s[0] >= 7 && s[0] == s[1] {
                self.arena = true;
                self.log("Both players reached the same total: tiebreakers start in the Arena");
            }
        }
        self.new_day();
    }

    /// The next day: daily records are cleared (AL-13.7 counts, moves this day).
    fn new_day(&mut self) {
        self.day += 1;
        for p in self.players.iter_mut() {
            p.moved_today = [false; 2];
            p.passed = false;
        }
        self.activations.clear();
    }
}
