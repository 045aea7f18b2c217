//! Flares (TK-3.6, TK-8.1 .. TK-8.5): criteria against one chosen opponent, top then
//! bottom, no action spent, the opponent's point.

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::cards::{CardId, CardKind};
use crate::games::tash_kalar::state::{FlareUse, Form, Pending, Resolution, TashKalar};

impl TashKalar {
    /// TK-8.2: whether the top and bottom halves of `card` apply for `colour` against `opponent`.
    pub fn flare_halves(&self, card: CardId, colour: u8, opponent: u8) -> (bool, bool) {
        if card.kind() != CardKind::Flare || opponent as usize >= self.sides.len() || opponent == colour {
            return (false, false);
        }
        let counts = self.all_piece_counts();
        let ((my_up, my_all), (op_up, op_all)) = (counts[colour as usize], counts[opponent as usize]);
        let def = card.flare();
        (op_up - my_up >= def.top as i64, op_all - my_all >= def.bottom as i64)
    }

    /// Full check of a Flare action.
    pub(crate) fn validate_flare(&self, card: CardId, opponent: u8) -> Result<FlareUse, RuleError> {
        match self.pending {
            Pending::Actions => {}
            Pending::Effect(_) => {
                return Err(RuleError::new("TK-3.6", "a flare cannot be invoked while an effect is resolving"))
            }
            _ => return Err(RuleError::new("TK-3.6", "a flare can be invoked only between actions")),
        }
        if self.control_passed {
            return Err(RuleError::new(
                "TK-13.4",
                "control was passed: the partner may only place common pieces, not invoke flares",
            ));
        }
        if !self.seats[self.active].flares.contains(&card) {
            return Err(RuleError::new("TK-8.1", "you can only invoke the flare card in your hand"));
        }
        if opponent as usize >= self.sides.len() || opponent == self.me() {
            return Err(RuleError::new("TK-8.2", "compare against one opponent's colour, not your own"));
        }
        let (top, bottom) = self.flare_halves(card, self.me(), opponent);
        if !top && !bottom {
            let def = card.flare();
            return Err(RuleError::new(
                "TK-8.3",
                format!(
                    "neither half of {} applies: the opponent needs {} more upgraded pieces or {} more pieces than you",
                    def.name, def.top, def.bottom
                ),
            ));
        }
        Ok(FlareUse { top, bottom, compared: opponent })
    }

    /// TK-8: invoke, score (TK-8.5), resolve.
    pub(crate) fn do_flare(&mut self, card: CardId, opponent: u8) -> Result<(), RuleError> {
        let use_ = self.validate_flare(card, opponent)?;
        let me = self.me();
        self.seats[self.active].flares.retain(|&c| c != card);
        let halves = match (use_.top, use_.bottom) {
            (true, true) => "both halves",
            (true, false) => "the top half",
            _ => "the bottom half",
        };
        log_line!(self, 
            "{} invokes {} against {} ({halves}).",
            self.seat_name(self.active),
            card.name(),
            self.colour_name(opponent)
        );
        match self.form {
            Form::Duel => {
                self.sides[opponent as usize].points += 1;
                log_line!(self, "{} gains 1 point for the flare.", self.colour_name(opponent));
            }
            Form::Battle => {
                self.sides[opponent as usize].colour_points[me as usize] += 1;
                log_line!(self, 
                    "{} scores 1 in {}'s colour for the flare.",
                    self.colour_name(opponent),
                    self.colour_name(me)
                );
            }
            Form::HighForm => {}
        }
        let res = Resolution { flare: Some(use_), ..Resolution::starting(card) };
        self.pending = Pending::Effect(Box::new(res));
        self.run_effect();
        Ok(())
    }
}
