//! The team game (TK-2.8, TK-13): who acts, passing control to the partner and its
//! limits (TK-13.4).

use crate::log_line;
use crate::engine::{seat_name, Event, RuleError, Seat};
use crate::games::tash_kalar::state::{Pending, TashKalar};

impl TashKalar {
    /// The partner of a seat in the team game (partners sit opposite: TK-13.1).
    pub(crate) fn partner(&self, seat: Seat) -> Seat {
        (seat + 2) % self.players
    }

    /// Who decides now, outcome aside.
    pub(crate) fn to_act_seat(&self) -> Seat {
        match self.pending {
            Pending::Setup { placed } => (self.starting + 1 + placed as usize) % self.players,
            Pending::Actions if self.control_passed && self.actions_left == 0 => self.active,
            Pending::ClaimTask | Pending::LegendColour | Pending::Returns => self.active,
            _ if self.control_passed => self.partner(self.active),
            _ => self.active,
        }
    }

    /// Whether passing control is possible now.
    pub(crate) fn can_pass_control(&self) -> bool {
        self.teams
            && !self.control_passed
            && match self.pending {
                Pending::Actions => self.actions_left > 0,
                Pending::Effect(_) => true,
                _ => false,
            }
    }

    /// TK-13.4: the partner takes over.
    pub(crate) fn pass_control(&mut self) -> Result<(), RuleError> {
        self.validate_pass_control()?;
        self.control_passed = true;
        log_line!(self, 
            "{} passes control to {}, who may only place common pieces with the remaining actions.",
            self.seat_name(self.active),
            self.seat_name(self.partner(self.active))
        );
        Ok(())
    }

    /// TK-13.4: control passes once, in the team game, while actions remain.
    pub(crate) fn validate_pass_control(&self) -> Result<(), RuleError> {
        if !self.teams {
            return Err(RuleError::new("TK-13.4", "control can be passed only in the team game"));
        }
        if !self.can_pass_control() {
            return Err(RuleError::new(
                "TK-13.4",
                "control can be passed once, before or during an action, while actions remain",
            ));
        }
        Ok(())
    }

    /// A log line of this game (the one way its rules write one: `log_line!`).
    pub(crate) fn log(&mut self, text: impl Into<String>) {
        self.book.event(Event::new(text));
    }

    /// A log line built by the caller (one that opens a turn carries its number).
    pub(crate) fn log_event(&mut self, event: Event) {
        if !self.book.is_quiet() {
            self.book.event(event);
        }
    }

    /// "P1" for seat 0.
    pub(crate) fn seat_name(&self, seat: Seat) -> String {
        seat_name(seat)
    }
}
