//! The Afternoon (AL-5.3): the first player takes the first turn, then players
//! alternate until both have passed. A turn effect is a quick action (the turn goes on),
//! playing a card or passing (the turn ends, AL-5.3.3). A seat that passed takes no more
//! turns this day (AL-5.3.4).

use crate::log_line;
use super::super::action::{Action, ObjectId};
use super::super::state::{AbilityRef, Altered, DayPhase, Resolving, Step};
use crate::engine::{RuleError, Seat};

impl Altered {
    pub(crate) fn afternoon_start(&mut self) {
        self.phase = DayPhase::Afternoon;
        for p in self.players.iter_mut() {
            p.passed = false;
        }
        self.active = self.first_player;
        self.turns += 1;
        log_line!(self, "Day {}: Afternoon. P{} takes the first turn", self.day, self.active + 1);
        self.step = Step::Turn;
    }

    /// Objects of `seat` with a quick action: the Hero and landmarks (AL-8.7).
    fn quick_sources(&self, seat: Seat) -> impl Iterator<Item = &super::super::state::Obj> {
        let p = &self.players[seat];
        p.hero.iter().chain(p.landmarks.iter()).filter(|o| o.def().quick.is_some())
    }

    /// The quick actions `seat` can play (AL-8.7): an "exhaust me" cost needs the object
    /// ready, plus its mana (TO-H: 1).
    fn quick_actions(&self, seat: Seat, v: &mut Vec<Action>) {
        let mana = self.ready_mana(seat);
        for o in self.quick_sources(seat) {
            if !o.exhausted && o.def().quick_mana() as usize <= mana {
                v.push(Action::Quick { obj: o.id });
            }
        }
    }

    pub(crate) fn turn_actions(&self, v: &mut Vec<Action>) {
        let seat = self.active;
        self.quick_actions(seat, v);
        self.play_actions(seat, v);
        v.push(Action::Pass);
    }

    pub(crate) fn turn_refusal(&self, action: &Action) -> RuleError {
        let seat = self.active;
        let other = 1 - seat;
        // An action on the other seat's cards: they passed (AL-5.3.4) or it is not their turn.
        let theirs = match *action {
            Action::PlayHand { card, .. } | Action::Scout { card, .. } => {
                card.index() < self.cards.len() && self.owner_of(card) == other
            }
            Action::PlayReserve { obj, .. } => self.players[other].reserve.iter().any(|o| o.id == obj),
            Action::Quick { obj } => self.quick_sources(other).any(|o| o.id == obj),
            _ => false,
        };
        if theirs {
            return if self.players[other].passed {
                RuleError::new("AL-5.3.4", format!("P{} has passed and takes no more turns this day", other + 1))
            } else {
                RuleError::new("AL-5.3.1", format!("it is P{}'s turn", seat + 1))
            };
        }
        match *action {
            Action::PlayHand { .. } | Action::Scout { .. } | Action::PlayReserve { .. } => self.play_refusal(seat, action),
            Action::Quick { obj } => match self.quick_sources(seat).find(|o| o.id == obj) {
                Some(h) => {
                    if h.exhausted {
                        RuleError::new(
                            "AL-8.7",
                            format!("{} is exhausted: an exhaust-me cost cannot be paid", h.def().name),
                        )
                    } else {
                        RuleError::new(
                            "AL-8.2",
                            format!(
                                "the quick action costs {} Mana and you have fewer ready Mana Orbs",
                                h.def().quick_mana()
                            ),
                        )
                    }
                }
                _ => RuleError::new("AL-8.7", "that object has no quick action you can play"),
            },
            _ => RuleError::new("AL-5.3.2", "it is your Afternoon turn: play a card, play a quick action, or pass"),
        }
    }

    /// Pass (AL-5.3.4).
    pub fn pass(&mut self, seat: Seat) {
        self.players[seat].passed = true;
        log_line!(self, "P{} passes", seat + 1);
        self.end_turn = true;
    }

    /// A quick action (AL-8.7): declare, pay (exhaust me + 1 Mana), resolve; the turn goes
    /// on (AL-5.3.3).
    pub fn quick(&mut self, seat: Seat, obj: ObjectId) {
        let p = &mut self.players[seat];
        let Some(h) = p.hero.iter_mut().chain(p.landmarks.iter_mut()).find(|o| o.id == obj) else { return };
        h.exhausted = true;
        let h = h.clone();
        let name = h.def().name;
        self.pay(seat, h.def().quick_mana() as usize);
        log_line!(self, "P{seat1} uses {name}'s quick action", seat1 = seat + 1);
        self.run(Resolving::new(seat, &h, AbilityRef::Quick));
    }

    /// The turn ends (AL-5.3.3): the other seat goes next unless it passed; when both
    /// passed, Dusk begins (AL-5.3.4).
    pub fn next_turn(&mut self) {
        self.expire(super::super::cards::ability::Duration::Turn);
        let other = 1 - self.active;
        if self.players[0].passed && self.players[1].passed {
            self.step = Step::DuskStart;
            return;
        }
        if !self.players[other].passed {
            self.active = other;
        }
        self.turns += 1;
    }
}
