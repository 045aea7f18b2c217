//! The rules, one file per phase or action. This file runs the automatic steps of the
//! day until a seat must decide (`advance`), lists the legal decisions, and explains
//! refusals with the brief's `AL-` ids.

pub mod afternoon;
pub mod dusk;
pub mod effects;
pub mod morning;
pub mod moves;
pub mod night;
pub mod ops;
pub mod play;
pub mod reactions;
pub mod setup;
pub mod timestamps;
pub mod victory;

use crate::log_line;
use super::action::Action;
use super::cards::ability::Duration;
use super::cards::Trigger;
use super::state::{Altered, DayPhase, Step};
use crate::engine::{RuleError, Seat};

impl Altered {
    /// Who must decide now.
    pub(crate) fn to_act_seat(&self) -> Option<Seat> {
        if self.book.is_over() {
            return None;
        }
        if let Some(seat) = self.ordering_seat() {
            return Some(seat);
        }
        if let Some(p) = &self.pending {
            return Some(p.res().controller);
        }
        if let Some(seat) = self.emblem_seat() {
            return Some(seat);
        }
        match self.step {
            Step::SetupMana(s) | Step::Expand(s) | Step::CleanUp(s) => Some(s),
            Step::Turn => Some(self.active),
            _ => None,
        }
    }

    /// Runs automatic steps, checking Reactions between them (AL-13.6), until a seat must
    /// decide or the game is over.
    pub fn advance(&mut self) {
        loop {
            if self.book.is_over() {
                self.step = Step::Over;
                return;
            }
            if self.pending.is_some() || !self.ordering.is_empty() {
                return;
            }
            // AL-13.6: the first seat in initiative order with an Emblem-Reaction plays one;
            // with a single one there is nothing to choose.
            if let Some(seat) = self.emblem_seat() {
                let mine: Vec<_> = self.emblems.iter().filter(|e| e.controller == seat).map(|e| e.id).collect();
                if mine.len() >= 2 {
                    return;
                }
                self.resolve_emblem(mine[0]);
                continue;
            }
            match self.step {
                Step::SetupMana(_) | Step::Expand(_) | Step::Over => return,
                Step::CleanUp(seat) => {
                    if self.needs_cleanup(seat) && !self.cleanup[seat].done {
                        return;
                    }
                    self.cleanup[seat].done = true;
                    self.step = if seat == self.first_player { Step::CleanUp(1 - seat) } else { Step::CleanUpApply };
                }
                Step::Turn => {
                    if !self.end_turn {
                        return;
                    }
                    self.end_turn = false;
                    self.next_turn();
                }
                Step::MorningStart => self.morning_start(),
                Step::Prepare => self.prepare(),
                Step::Draw => self.morning_draw(),
                Step::NoonStart => self.noon_start(),
                Step::AfternoonStart => self.afternoon_start(),
                Step::DuskStart => {
                    self.phase = DayPhase::Dusk;
                    self.expire(Duration::Turn);
                    self.expire(Duration::Afternoon);
                    log_line!(self, "Day {}: Dusk", self.day);
                    self.phase_start_trigger(Trigger::AtDusk);
                    self.step = Step::Progress;
                }
                Step::Progress => self.dusk_progress(),
                Step::NightStart => {
                    self.phase = DayPhase::Night;
                    log_line!(self, "Day {}: Night", self.day);
                    self.phase_start_trigger(Trigger::AtNight);
                    self.step = Step::Rest;
                }
                Step::Rest => self.rest(),
                Step::CleanUpApply => self.cleanup_apply(),
                Step::CheckVictory => self.check_victory(),
            }
        }
    }

    /// Ends the modifiers that last `d` (AL-9.6): "this turn" at the end of each turn,
    /// "this Afternoon" at Dusk, "this Day" when the next Morning starts.
    pub(crate) fn expire(&mut self, d: Duration) {
        self.ongoing.retain(|m| m.until != d);
    }

    /// Every legal decision of the seat to act, complete and exact.
    pub fn legal(&self) -> Vec<Action> {
        let Some(seat) = self.to_act_seat() else { return Vec::new() };
        let mut v = Vec::new();
        if !self.ordering.is_empty() {
            self.ordering_actions(&mut v);
        } else if let Some(p) = &self.pending {
            self.pending_actions(p, &mut v);
        } else if self.emblem_seat().is_some() {
            v.extend(
                self.emblems.iter().filter(|e| e.controller == seat).map(|e| Action::ResolveEmblem { emblem: e.id }),
            );
        } else {
            match self.step {
                Step::SetupMana(s) => {
                    v.extend(self.players[s].hand.iter().map(|&card| Action::ToMana { card }));
                }
                Step::Expand(s) => {
                    v.extend(self.players[s].hand.iter().map(|&card| Action::Expand { card }));
                    v.push(Action::SkipExpand);
                }
                Step::CleanUp(s) => self.cleanup_actions(s, &mut v),
                Step::Turn => self.turn_actions(&mut v),
                _ => {}
            }
        }
        v.push(Action::Concede);
        v
    }

    /// Carries out a listed action (the engine has checked it against the legal list),
    /// then runs the automatic steps.
    pub(crate) fn perform(&mut self, action: &Action) {
        let seat = self.to_act_seat().unwrap_or(self.active);
        match *action {
            // The engine carries out a concession (Play::apply_listed).
            Action::Concede => {}
            Action::ToMana { card } => self.setup_to_mana(seat, card),
            Action::Expand { card } => self.expand(seat, Some(card)),
            Action::SkipExpand => self.expand(seat, None),
            Action::PlayHand { card, to } => self.play_from_hand(seat, card, to, false),
            Action::Scout { card, to } => self.play_from_hand(seat, card, to, true),
            Action::PlayReserve { obj, to } => self.play_from_reserve(seat, obj, to),
            Action::Quick { obj } => self.quick(seat, obj),
            Action::Pass => self.pass(seat),
            Action::ResolveEmblem { emblem } => self.resolve_emblem(emblem),
            Action::Choose { obj } => self.choose(obj),
            Action::Done => self.done_choosing(),
            Action::Yes => self.answer(true),
            Action::No => self.answer(false),
            Action::Keep { obj } => self.keep(seat, obj),
            Action::OrderNext { obj } => self.order_next(obj),
            Action::KeepOrder => self.keep_order(),
        }
        self.advance();
    }

    /// Why an unlisted action is refused, citing the rule it breaks.
    pub(crate) fn why_not(&self, action: &Action) -> RuleError {
        if !self.ordering.is_empty() {
            return self.ordering_refusal(action);
        }
        if let Some(p) = &self.pending {
            return self.pending_refusal(p, action);
        }
        if self.emblem_seat().is_some() {
            return RuleError::new(
                "AL-13.6",
                "Reactions are waiting in Limbo: choose which of your emblems to play next",
            );
        }
        match self.step {
            Step::SetupMana(s) => match action {
                Action::ToMana { .. } => RuleError::new(
                    "AL-1.3",
                    format!("at setup P{} puts 3 cards from their own opening hand into Mana", s + 1),
                ),
                _ => RuleError::new("AL-1.3", "setup first: each player puts 3 of their 6 cards into Mana"),
            },
            Step::Expand(s) => match action {
                Action::Expand { .. } => {
                    RuleError::new("AL-5.1.4", format!("Expand puts one card from P{}'s own Hand into Mana", s + 1))
                }
                _ => {
                    RuleError::new("AL-5.1.4", "it is the Morning's Expand: put one card from Hand into Mana, or skip")
                }
            },
            Step::CleanUp(s) => self.cleanup_refusal(s, action),
            Step::Turn => self.turn_refusal(action),
            _ => RuleError::new("AL-5.0.2", "nobody decides during an automatic step"),
        }
    }
}
