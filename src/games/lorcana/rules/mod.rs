//! The rules, one file per phase or turn action. This file routes a decision to its
//! rule file (validate first, then perform: LO-1.7.6), lists the legal decisions,
//! and runs the automatic steps until a seat must decide (`advance`).

pub mod activate;
pub mod bag;
pub mod challenge;
pub mod choices;
pub mod effects;
pub mod end_of_turn;
pub mod gsc;
pub mod ink;
pub mod keywords;
pub mod move_to_location;
pub mod play;
pub mod quest;
pub mod setup;
pub mod start_of_turn;
pub mod targets;
pub mod triggers;

use super::action::{Action, CardId};
use super::cards::{CardType, Keyword};
use super::state::{Lorcana, Step};
use crate::engine::RuleError;

impl Lorcana {
    /// Checks a decision against every rule without changing anything. The legal list
    /// is these checks run over the candidates (`legal`), so a refusal and the list
    /// always agree (one source of legality).
    pub(crate) fn validate(&self, action: &Action) -> Result<(), RuleError> {
        if *action == Action::EndTurn && (self.pending.is_some() || !self.bag.is_empty()) {
            return Err(RuleError::new(
                "LO-3.3.2.1",
                "the turn cannot end while an effect is waiting for a choice or the bag holds an ability; resolve it first",
            ));
        }
        if let Some(p) = &self.pending {
            return self.validate_pending(p, action);
        }
        match *action {
            Action::PutBack { card } => self.validate_put_back(card),
            Action::KeepHand => self.validate_keep_hand(),
            _ if matches!(self.step, Step::AlterHand(_)) => Err(RuleError::new(
                "LO-2.2.3",
                "the game has not begun: finish altering your hand (put back cards or keep the hand)",
            )),
            Action::Ink { card } => self.validate_ink(card),
            Action::Play { card } => self.validate_play(card),
            Action::Shift { card, base } => self.validate_shift(card, base),
            Action::Sing { song, singer } => self.validate_sing(song, singer),
            Action::SingTogether { song } => self.validate_sing_together(song),
            Action::Quest { card } => self.validate_quest(card),
            Action::Challenge { attacker, target } => self.validate_challenge(attacker, target),
            Action::Move { card, location } => self.validate_move(card, location),
            Action::Activate { card } => self.validate_activate(card),
            Action::Boost { card } => self.validate_boost(card),
            Action::EndTurn => self.validate_end_turn(),
            Action::Concede => Ok(()),
            Action::ChooseTarget { .. }
            | Action::ChooseAmount { .. }
            | Action::ResolveTrigger { .. }
            | Action::Confirm
            | Action::Decline => Err(RuleError::new(
                "LO-1.7.3",
                "no effect is waiting for a choice right now; take a turn action or end the turn",
            )),
        }
    }

    /// Carries out a validated decision, then runs the automatic steps.
    pub(crate) fn perform(&mut self, action: &Action) {
        if self.pending.is_some() {
            self.perform_pending(action);
        } else {
            // Inking or playing a card from the hand shows it to the opponent: a reveal,
            // so undo never takes it back (docs/architecture.md section 3).
            if matches!(
                action,
                Action::Ink { .. }
                    | Action::Play { .. }
                    | Action::Shift { .. }
                    | Action::Sing { .. }
                    | Action::SingTogether { .. }
            ) {
                self.book.reveal();
            }
            match *action {
                Action::PutBack { card } => self.put_back(card),
                Action::KeepHand => self.keep_hand(),
                Action::Ink { card } => self.ink(card),
                Action::Play { card } => self.play(card),
                Action::Shift { card, base } => self.shift(card, base),
                Action::Sing { song, singer } => self.sing(song, singer),
                Action::SingTogether { song } => self.sing_together(song),
                Action::Quest { card } => self.quest(card),
                Action::Challenge { attacker, target } => self.challenge(attacker, target),
                Action::Move { card, location } => self.move_to(card, location),
                Action::Activate { card } => self.activate(card),
                Action::Boost { card } => self.boost(card),
                Action::EndTurn => self.end_turn(),
                _ => {}
            }
        }
        self.advance();
    }

    /// Common checks for a Main Phase turn action of the active player (LO-3.3.1, LO-4.1).
    pub(crate) fn validate_main(&self) -> Result<(), RuleError> {
        if self.step != Step::Main {
            return Err(RuleError::new("LO-3.3.1", "turn actions can be taken only in the Main Phase"));
        }
        if !self.bag.is_empty() {
            return Err(RuleError::new("LO-4.1.2", "the bag must be resolved before the next turn action"));
        }
        Ok(())
    }

    /// Checks that `card` is in the active player's hand (LO-4.3.1).
    pub(crate) fn validate_in_hand(&self, card: CardId, what: &str) -> Result<(), RuleError> {
        if !self.exists(card) || !self.players[self.active].hand.contains(&card) {
            return Err(RuleError::new("LO-4.3.1", format!("you can {what} only a card from your own hand")));
        }
        Ok(())
    }

    /// Checks that `card` is one of the active player's cards in play.
    pub(crate) fn validate_own_in_play(&self, card: CardId, rule: &'static str, what: &str) -> Result<(), RuleError> {
        if !self.exists(card) || self.owner(card) != self.active || !self.in_play(card) {
            return Err(RuleError::new(rule, format!("{what} must be one of your cards in play")));
        }
        Ok(())
    }

    /// Every legal decision: candidates filtered through `validate`, so the list and
    /// the checks can never disagree.
    pub(crate) fn legal(&self) -> Vec<Action> {
        if self.book.is_over() {
            return Vec::new();
        }
        let mut out = Vec::new();
        if let Some(p) = &self.pending {
            self.pending_candidates(p, &mut out);
        } else if let Step::AlterHand(seat) = self.step {
            out.extend(self.players[seat].hand.iter().map(|&card| Action::PutBack { card }));
            out.push(Action::KeepHand);
        } else if self.step == Step::Main {
            self.main_candidates(&mut out);
        }
        out.retain(|a| self.validate(a).is_ok());
        out.push(Action::Concede);
        out
    }

    /// Candidates for the Main Phase. Cheap necessary conditions prune the pairs
    /// (so refusals are not built only to be thrown away); `validate` decides.
    fn main_candidates(&self, out: &mut Vec<Action>) {
        let me = &self.players[self.active];
        let opp = &self.players[1 - self.active];
        let ink = me.ready_ink();
        let chars: Vec<CardId> = self.characters(self.active).collect();
        for &card in &me.hand {
            let d = self.def_of(card);
            if d.inkable && me.inked_this_turn < ink::INKS_PER_TURN {
                out.push(Action::Ink { card });
            }
            if self.play_cost(card) <= ink {
                out.push(Action::Play { card });
            }
            if self.shift_cost(card).is_some() {
                out.extend(chars.iter().map(|&base| Action::Shift { card, base }));
            }
            if d.song {
                out.extend(
                    chars.iter().filter(|&&c| !self.card(c).exerted).map(|&singer| Action::Sing { song: card, singer }),
                );
                if d.has(Keyword::SingTogether(0)) {
                    out.push(Action::SingTogether { song: card });
                }
            }
        }
        for &card in &me.play {
            let d = self.def_of(card);
            let activate = d.activated().is_some_and(|(cost, _)| !cost.exert || !self.card(card).exerted);
            match d.kind {
                CardType::Character => {
                    if activate {
                        out.push(Action::Activate { card });
                    }
                    if d.has(Keyword::Boost(0)) {
                        out.push(Action::Boost { card });
                    }
                    let cs = self.card(card);
                    if cs.exerted {
                        continue;
                    }
                    if !cs.drying {
                        out.push(Action::Quest { card });
                    }
                    let targets = opp.play.iter().filter(|&&t| {
                        self.def_of(t).kind == CardType::Location
                            || (self.def_of(t).kind == CardType::Character && self.card(t).exerted)
                    });
                    out.extend(targets.map(|&target| Action::Challenge { attacker: card, target }));
                }
                CardType::Location => {
                    let movers = chars.iter().filter(|&&c| self.card(c).at_location != Some(card));
                    out.extend(movers.map(|&c| Action::Move { card: c, location: card }));
                    if activate {
                        out.push(Action::Activate { card });
                    }
                }
                _ if activate => out.push(Action::Activate { card }),
                _ => {}
            }
        }
        out.push(Action::EndTurn);
    }

    /// Runs automatic steps until a seat must decide or the game is over (LO-1.8.3):
    /// the effect resolving, then the action card that finished, then the bag, then a
    /// challenge's damage step, then the turn's own steps.
    pub(crate) fn advance(&mut self) {
        loop {
            self.gsc(false);
            if self.book.is_over() {
                return;
            }
            if self.pending.is_some() {
                self.refresh_choice();
                return;
            }
            if self.frame.is_some() {
                self.step_frame();
                continue;
            }
            if let Some(card) = self.resolving.take() {
                self.finish_action(card);
                continue;
            }
            if !self.bag.is_empty() {
                self.bag_step();
                continue;
            }
            if let Some((attacker, target)) = self.challenge.take() {
                self.challenge_damage(attacker, target);
                continue;
            }
            match self.step {
                Step::AlterHand(_) | Step::Main => return,
                Step::StartOfTurn => self.start_of_turn(),
                Step::SetBag => self.draw_step(),
                Step::EndTriggers => self.end_triggers(),
                Step::EndExpire => self.end_expire(),
                Step::EndFinal => self.end_final(),
            }
        }
    }
}
