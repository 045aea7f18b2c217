//! The turn (NX-8): automatic steps run here until a seat must decide; windows open
//! with their leader and close after two passes over an empty queue (NX-6.4.3).

use crate::log_line;
use super::super::state::{seat_name, Nexus, Step};
use crate::engine::Seat;

impl Nexus {
    /// The leader of the current window (NX-6.4.1).
    pub fn leader(&self) -> Seat {
        match self.step {
            Step::AdvanceWindow(i) | Step::AdvanceDeclare(i) => self.advancer(i),
            Step::PostAttack | Step::DefendDeclare => Self::other(self.active),
            _ => self.active,
        }
    }

    /// Opens the window of the current step: the leader holds the floor.
    pub(crate) fn open_window(&mut self) {
        self.floor = self.leader();
        self.passes = 0;
    }

    /// NX-6.4.2 / 6.4.3: a pass; two in a row execute the top entry or close the window.
    pub fn pass(&mut self, seat: Seat) {
        self.passes += 1;
        if self.passes < 2 {
            self.floor = Self::other(seat);
            return;
        }
        if self.queue.is_empty() {
            self.close_window();
        } else {
            self.execute_top();
        }
    }

    /// The window closed with an empty queue: on to the next step.
    fn close_window(&mut self) {
        self.passes = 0;
        self.step = match self.step {
            Step::Maintenance => Step::FirstPrimary,
            Step::FirstPrimary => Step::AdvanceDeclare(0),
            Step::AdvanceWindow(0) => Step::AdvanceDeclare(1),
            Step::AdvanceWindow(_) => {
                self.trigger_start_of_attack();
                Step::AttackStart
            }
            Step::AttackStart => Step::PreAttack,
            Step::PreAttack => Step::AttackDeclare,
            Step::PostAttack => {
                if self.battle.attackers.is_empty() && self.opts.no_attack_skips_defend {
                    Step::DamageRanged
                } else {
                    Step::PreDefend
                }
            }
            Step::PreDefend => Step::DefendDeclare,
            Step::PostDefend => Step::DamageRanged,
            Step::SecondPrimary => {
                self.trigger_end_of_turn();
                Step::EndStep
            }
            Step::EndStep => Step::Reset,
            s => s,
        };
        self.draft = Default::default();
        if self.step.is_window() {
            self.open_window();
        }
    }

    /// Runs automatic steps until a seat must decide or the match is over. Every round
    /// starts with a state check (NX-6.8), so whatever changed a defense or a sector (an
    /// execution, a damage sub-step, the retreat ending a biome's bonus, a collapse) is
    /// checked before anyone is asked anything; with the queue empty the match's end is
    /// evaluated there too (NX-11.6), before waiting skills or a pending choice.
    pub fn run(&mut self) {
        for _ in 0..10_000 {
            if self.book.is_over() {
                return;
            }
            self.state_check();
            if self.queue.is_empty() {
                self.check_outcome();
                if self.book.is_over() {
                    return;
                }
            }
            if self.pending.is_some() {
                return;
            }
            if !self.triggers.is_empty() {
                self.put_triggers();
                continue;
            }
            match self.step {
                Step::Mulligan => match self.mulligan_seat() {
                    Some(_) => return,
                    None => {
                        self.turn = 1;
                        self.active = self.starting;
                        self.step = Step::Refresh;
                        log_line!(self, "Turn 1: {} begins", seat_name(self.active));
                    }
                },
                Step::Refresh => {
                    self.refresh();
                    self.step = Step::Draw;
                }
                Step::Draw => {
                    let n = if self.turn == 1 { 1 } else { 2 };
                    self.draw(self.active, n);
                    self.step = Step::Maintenance;
                    self.trigger_start_of_turn();
                    self.open_window();
                }
                // Nothing to declare: the declaration passes by itself.
                Step::AdvanceDeclare(i)
                    if self.draft.moves.is_empty() && !self.any_advance_candidate(self.advancer(i)) =>
                {
                    self.confirm_advance(i)
                }
                Step::AttackDeclare if self.draft.attackers.is_empty() && !self.any_attack_candidate() => {
                    self.confirm_attack()
                }
                Step::DefendDeclare if self.draft.blocks.is_empty() && self.block_candidates().is_empty() => {
                    self.confirm_defend()
                }
                Step::AdvanceDeclare(_) | Step::AttackDeclare | Step::DefendDeclare => return,
                Step::DamageRanged => {
                    if self.damage_substep(true) {
                        self.step = Step::DamageMelee;
                    }
                }
                Step::DamageMelee => {
                    if self.damage_substep(false) {
                        self.step = Step::Retreat;
                    }
                }
                Step::BetweenMatches => return,
                Step::Retreat => self.retreat(),
                Step::Reset => self.reset(),
                s if s.is_window() && self.opts.auto_pass => {
                    let v = self.compute_legal();
                    if v.len() > 2 {
                        *self.legal_cache.0.get_mut() = Some(v);
                        return;
                    }
                    self.pass(self.floor);
                }
                _ => return,
            }
        }
    }

    /// NX-8.1.1 / NX-7.1: unlock the active player's cards (or both, by option).
    fn refresh(&mut self) {
        for seat in 0..2 {
            if seat != self.active && self.opts.refresh_scope == super::super::options::Scope::ActivePlayerOnly {
                continue;
            }
            let p = &self.players[seat];
            let mut all: Vec<_> = p.staging.iter().chain(p.biomes.iter().flatten()).copied().collect();
            let attached: Vec<_> = all.iter().flat_map(|&c| self.card(c).attached.clone()).collect();
            all.extend(attached);
            for c in all {
                self.cards[c.index()].locked = false;
            }
        }
    }
}
