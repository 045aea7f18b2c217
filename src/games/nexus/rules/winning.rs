//! State checks (NX-6.8) and the end of the match (NX-11): conquest, collapse,
//! concession, and a draw when both lose at once.

use crate::log_line;
use super::super::cards::biome_name;
use super::super::options::SimultaneousLoss;
use super::super::state::{seat_name, Nexus};
use crate::engine::{Outcome, Seat};

impl Nexus {
    /// NX-6.8 (a)-(c): terminate agents with damage at least their defense (their
    /// modifications with them, gear unattached), then sectors at 0 lose their biome.
    /// A lost biome's influence stops (NX-11.1), which can lower a defense, so the check
    /// runs again until nothing changes.
    pub fn state_check(&mut self) {
        loop {
            loop {
                let dead: Vec<_> =
                    self.agents(0).chain(self.agents(1)).filter(|&a| self.lethal_damage(a)).collect();
                if dead.is_empty() {
                    break;
                }
                for a in dead {
                    self.terminate(a);
                }
            }
            let mut lost_one = false;
            for seat in 0..2 {
                for b in 0..3 {
                    if !self.lost[seat][b] && self.sectors[seat][b] <= 0 {
                        self.lost[seat][b] = true;
                        lost_one = true;
                        log_line!(self, "{} loses {} (sector at 0)", seat_name(seat), biome_name(b));
                    }
                }
            }
            if !lost_one {
                return;
            }
        }
    }

    /// NX-9.4.5: damage at least the agent's defense. Markers, gear and influences only
    /// add defense, so an agent with no damage, a positive printed defense and no
    /// negative temporary change is skipped without working its defense out.
    pub(crate) fn lethal_damage(&self, a: super::super::action::CardId) -> bool {
        let k = self.card(a);
        (k.damage > 0 || k.temp_defense < 0 || k.def().defense <= 0) && k.damage >= self.defense(a)
    }

    /// NX-11.6: only with an empty queue. NX-11.2 / 11.7.
    pub fn check_outcome(&mut self) {
        if self.book.is_over() || !self.queue.is_empty() {
            return;
        }
        let need = self.opts.biomes_to_lose_match as usize;
        let losing: Vec<Seat> = (0..2).filter(|&s| self.lost_count(s) >= need).collect();
        let outcome = match losing.as_slice() {
            [] => return,
            [s] => Outcome {
                winners: vec![Self::other(*s)],
                reason: format!("{} has lost {} biomes", seat_name(*s), self.lost_count(*s)),
            },
            _ => match self.opts.simultaneous_loss {
                SimultaneousLoss::Draw => Outcome {
                    winners: vec![],
                    reason: "both players lost their biomes at the same time: a draw".into(),
                },
                SimultaneousLoss::ActivePlayerLoses => Outcome {
                    winners: vec![Self::other(self.active)],
                    reason: format!("both players lost at once; {}, the active player, loses", seat_name(self.active)),
                },
            },
        };
        // NX-2.1: in a best of three the game goes on while no seat has two match wins.
        let Some(outcome) = self.end_of_match(outcome) else { return };
        self.book.finish(outcome);
        self.pending = None;
    }
}
