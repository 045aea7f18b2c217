//! The rules, one file per part of the turn. [`AeonsEnd::perform`] carries out a checked
//! action ([`legal`]), then runs the automatic steps until a seat decides; card texts
//! are effects of the ability language, run by one interpreter ([`effects`]).

pub mod candidates;
pub mod casting;
pub mod choices;
pub mod choose;
pub mod damage;
pub mod draw_phase;
pub mod effects;
pub mod legal;
pub mod main_actions;
pub mod nemesis;
pub mod setup;
pub mod triggers;
pub mod turn_order;

use crate::push_event;
use super::action::Action;
use super::state::{AeonsEnd, Phase};
use crate::engine::Event;

impl AeonsEnd {
    /// Carries out one listed action (the engine has checked it against the legal list;
    /// `check` says why an unlisted one is refused), then runs the automatic steps.
    pub(crate) fn perform(&mut self, a: Action, ev: &mut Vec<Event>) {
        match a {
            // The engine carries out a concession (Play::apply_listed).
            Action::Concede => {}
            Action::Cast { breach, target } => self.cast(breach as usize, target, ev),
            Action::EndCasting => {
                // AE-4.2: phases never go back.
                self.phase = Phase::Main;
                let line = format!("{} ends the casting phase.", self.mages[self.active].name());
                push_event!(self, ev, Event::new(line));
            }
            Action::Play { card, choice } => self.do_play(card, choice, ev),
            Action::Gain { pile } => self.do_gain(pile as usize, ev),
            Action::GainCharge => {
                self.aether -= 2;
                self.gain_charge(self.active, ev);
            }
            Action::Focus { breach, .. } => self.do_focus(breach as usize, ev),
            Action::Open { breach, .. } => self.do_open(breach as usize, ev),
            Action::Prep { card, breach, .. } => self.do_prep(card, breach as usize, ev),
            Action::WhilePrepped { breach } => self.do_while_prepped(breach as usize, ev),
            Action::PayToDiscard { power } => self.do_pay_to_discard(power, ev),
            Action::Ability { mage, choice } => self.do_ability(mage, choice, ev),
            Action::EndMain => {
                let line = format!("{} ends the main phase.", self.mages[self.active].name());
                push_event!(self, ev, Event::new(line));
                self.begin_draw_phase(ev);
            }
            Action::DiscardPlayed { card } => self.discard_played(card, ev),
            Action::ChoosePlayer { .. }
            | Action::DestroyBreach { .. }
            | Action::DiscardPrepped { .. }
            | Action::ChooseCard { .. }
            | Action::ChooseOption { .. }
            | Action::Confirm
            | Action::Decline => self.answer(a, ev),
            Action::Discard { .. } => {}
        }
        self.run(ev);
    }
}
