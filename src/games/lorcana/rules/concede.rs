//! Conceding, LO-2.3.3: a player may concede at any time and loses at once. A seat can
//! send an action only when it decides, so it concedes at any of its decisions, even
//! in the middle of resolving an effect.

use crate::log_line;
use super::super::state::{seat_name, Lorcana};
use crate::engine::Outcome;

impl Lorcana {
    /// The deciding seat gives up; the other seat wins.
    pub(crate) fn concede(&mut self) {
        let Some(seat) = self.to_act_seat() else { return };
        let reason = format!("{} conceded", seat_name(seat));
        log_line!(self, "{reason}; {} wins", seat_name(1 - seat));
        self.book.finish(Outcome { winners: vec![1 - seat], reason });
    }
}
