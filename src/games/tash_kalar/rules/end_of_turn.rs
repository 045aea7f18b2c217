//! Ending the turn (TK-3.4, TK-3.7): task claim, Deathmatch scoring, refill (TK-9),
//! the end trigger and final round (TK-14.1, TK-14.2), then the next turn.

use crate::log_line;
use crate::engine::{Event, RuleError};
use crate::games::tash_kalar::cards::CardId;
use crate::games::tash_kalar::state::{Form, Pending, TashKalar, TurnLog};

impl TashKalar {
    /// TK-3.4: EndTurn is refused while actions remain and one of them is possible.
    pub(crate) fn validate_end_turn(&self) -> Result<(), RuleError> {
        if !matches!(self.pending, Pending::Actions) {
            return Err(RuleError::new("TK-6.1", "finish the pending decision before ending the turn"));
        }
        if self.actions_left > 0 && self.any_costed_action() {
            return Err(RuleError::new(
                "TK-3.4",
                format!("you must use every action: {} left and at least one is possible", self.actions_left),
            ));
        }
        Ok(())
    }

    /// Whether any action that costs 1 is possible now.
    pub(crate) fn any_costed_action(&self) -> bool {
        !self.costed_actions(true).is_empty()
    }

    /// TK-3.7: from EndTurn on.
    pub(crate) fn do_end_turn(&mut self) -> Result<(), RuleError> {
        self.validate_end_turn()?;
        if self.actions_left > 0 {
            log_line!(self, "{} action(s) are lost: none is possible (TK-3.4).", self.actions_left);
            self.actions_left = 0;
        }
        self.control_passed = false;
        log_line!(self, "{} ends the turn.", self.seat_name(self.active));
        if self.form == Form::HighForm && !self.claimable_tasks().is_empty() {
            self.pending = Pending::ClaimTask;
            return Ok(());
        }
        self.finish_turn();
        Ok(())
    }

    /// Steps 3 to 5 of TK-3.7, then the next turn.
    pub(crate) fn finish_turn(&mut self) {
        self.pending = Pending::Actions;
        if self.deathmatch() {
            self.score_destroyed();
        }
        self.refill();
        self.check_end();
        if self.book.is_over() {
            return;
        }
        self.active = (self.active + 1) % self.players;
        self.turn += 1;
        self.actions_left = 2;
        self.actions_used = 0;
        self.discarded = false;
        self.control_passed = false;
        self.log = TurnLog { destroyed: vec![[0; 3]; self.sides.len()], ..TurnLog::default() };
        self.log_event(Event::in_turn(self.turn, format!("Turn {}: {} to play.", self.turn, self.seat_name(self.active))));
    }

    fn draw_from(deck: &mut Vec<CardId>, discard: &mut Vec<CardId>, rng: &mut crate::engine::Rng) -> Option<CardId> {
        if deck.is_empty() && !discard.is_empty() {
            deck.append(discard);
            rng.shuffle(deck);
        }
        deck.pop()
    }

    /// TK-9: refill to 3 beings, 2 legends, 1 flare, then the extra draws.
    pub(crate) fn refill(&mut self) {
        let seat = self.active;
        let me = self.me() as usize;
        let (mut beings, mut legends, mut flares) = (0, 0, 0);
        let extra_b = self.log.extra_beings as usize;
        let extra_l = self.log.extra_legends as usize;
        let mut draw_being = |this: &mut Self| match this.seats[seat].deck.pop() {
            Some(c) => {
                this.seats[seat].hand.push(c);
                beings += 1;
                true
            }
            None => false,
        };
        while self.seats[seat].hand.len() < 3 && draw_being(self) {}
        for _ in 0..extra_b {
            draw_being(self);
        }
        let legend_target = 2;
        let mut drawn_extra_l = 0;
        loop {
            let need = self.sides[me].legends.len() < legend_target;
            let extra = !need && drawn_extra_l < extra_l;
            if !need && !extra {
                break;
            }
            let Some(c) = Self::draw_from(&mut self.legend_deck, &mut self.legend_discard, self.book.rng()) else {
                break;
            };
            self.sides[me].legends.push(c);
            legends += 1;
            if extra {
                drawn_extra_l += 1;
            }
        }
        while self.seats[seat].flares.is_empty() {
            let Some(c) = Self::draw_from(&mut self.flare_deck, &mut self.flare_discard, self.book.rng()) else { break };
            self.seats[seat].flares.push(c);
            flares += 1;
        }
        let total = beings + legends + flares;
        if total > 0 {
            self.book.reveal();
            log_line!(self, 
                "{} draws {beings} being(s), {legends} legend(s) and {flares} flare(s).",
                self.seat_name(seat)
            );
        }
    }

    /// TK-14.1 / TK-14.2.
    fn check_end(&mut self) {
        if self.final_trigger == Some(self.active) {
            log_line!(self, "The final round is over.");
            self.book.finish(self.final_outcome());
            return;
        }
        if self.final_trigger.is_some() {
            return;
        }
        let reached = (0..self.sides.len()).any(|s| self.target_reached(s as u8));
        let deck = &self.seats[self.active];
        let exhausted =
            if self.teams { deck.deck.iter().all(|c| deck.reserve & (1u64 << c.0) != 0) } else { deck.deck.is_empty() };
        if reached || exhausted {
            self.final_trigger = Some(self.active);
            let why = if reached { "a target score was reached" } else { "a deck ran out" };
            log_line!(self, 
                "The end is triggered ({why}): every player takes one more turn, {} last.",
                self.seat_name(self.active)
            );
        }
    }
}
