//! Battle specifics (TK-2.6, TK-2.7, TK-12.3): start pieces and the colour a legend
//! summon scores in. Improvised summoning lives in `pattern.rs`, scoring in `scoring.rs`.

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::board::{Square, BATTLE_START, DUEL_START};
use crate::games::tash_kalar::state::{Form, Pending, Rank, TashKalar};

impl TashKalar {
    /// TK-2.6 / TK-2.7: the squares the seat placing a start piece may choose.
    pub(crate) fn setup_squares(&self) -> Vec<Square> {
        if self.form == Form::Duel {
            return DUEL_START.to_vec();
        }
        let free_pairs: Vec<&[Square; 2]> =
            BATTLE_START.iter().filter(|pair| pair.iter().all(|&s| self.at(s).is_none())).collect();
        if free_pairs.is_empty() {
            // Engine policy (rules::rulings): with 4 players the fourth piece takes any free start square.
            BATTLE_START.iter().flatten().copied().filter(|&s| self.at(s).is_none()).collect()
        } else {
            free_pairs.into_iter().flatten().copied().collect()
        }
    }

    /// Applies a start-piece choice.
    pub(crate) fn setup_place(&mut self, s: Square) -> Result<(), RuleError> {
        let Pending::Setup { placed } = self.pending else {
            return Err(RuleError::new("TK-2.6", "the start pieces are already placed"));
        };
        if !self.setup_squares().contains(&s) {
            return Err(RuleError::new(
                if self.form == Form::Duel { "TK-2.6" } else { "TK-2.7" },
                "choose one of the marked start squares that is still allowed",
            ));
        }
        let seat = self.to_act_seat();
        let colour = self.colour_of(seat);
        self.put_from_supply(s, colour, Rank::Common);
        log_line!(self, "{} puts a start piece on {}.", self.seat_name(seat), s.label());
        if self.form == Form::Duel {
            let other = 1 - colour;
            let o = if s == DUEL_START[0] { DUEL_START[1] } else { DUEL_START[0] };
            self.put_from_supply(o, other, Rank::Common);
            log_line!(self, "{}'s start piece goes on {}.", self.colour_name(other), o.label());
            self.pending = Pending::Actions;
            return Ok(());
        }
        let placed = placed + 1;
        self.pending = if placed as usize >= self.players { Pending::Actions } else { Pending::Setup { placed } };
        Ok(())
    }

    /// TK-12.3: the colours a legend summon may score in.
    pub(crate) fn colour_choices(&self) -> Vec<Action> {
        (0..self.sides.len() as u8).filter(|&c| c != self.me()).map(|colour| Action::ChooseColour { colour }).collect()
    }

    /// TK-12.3.
    pub(crate) fn choose_colour(&mut self, colour: u8) -> Result<(), RuleError> {
        if !matches!(self.pending, Pending::LegendColour)
            || !self.colour_choices().contains(&Action::ChooseColour { colour })
        {
            return Err(RuleError::new(
                "TK-12.3",
                "after summoning a legend, choose one opponent's colour to score 1 in",
            ));
        }
        let me = self.me() as usize;
        self.sides[me].colour_points[colour as usize] += 1;
        log_line!(self, 
            "{} scores 1 in {}'s colour for summoning a legend.",
            self.colour_name(me as u8),
            self.colour_name(colour)
        );
        self.pending = Pending::Actions;
        Ok(())
    }
}
