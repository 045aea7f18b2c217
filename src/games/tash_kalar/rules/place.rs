//! Placing a common piece (TK-4.1) with the shortage rule (TK-4.2), and the checks
//! every action shares (TK-3.1, TK-3.4, TK-6.1, TK-13.4).

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::board::Square;
use crate::games::tash_kalar::state::{Pending, Piece, Rank, TashKalar};

impl TashKalar {
    /// Whether an action costing 1 may start now (`kind` names it for the refusal).
    pub(crate) fn check_main_action(&self, kind: &str) -> Result<(), RuleError> {
        match self.pending {
            Pending::Actions => {}
            Pending::Effect(_) => {
                return Err(RuleError::new("TK-6.1", format!("an effect is resolving; finish it before you {kind}")))
            }
            _ => return Err(RuleError::new("TK-3.2", format!("another decision is pending; you cannot {kind} now"))),
        }
        if self.control_passed && kind != "place" {
            return Err(RuleError::new(
                "TK-13.4",
                format!("control was passed: the partner may only place common pieces, not {kind}"),
            ));
        }
        if self.actions_left == 0 {
            return Err(RuleError::new(
                "TK-3.1",
                format!("no actions are left this turn, so you cannot {kind}; end the turn"),
            ));
        }
        Ok(())
    }

    /// Own pieces that can be picked up under TK-4.2.
    pub(crate) fn place_pickups(&self) -> Vec<Square> {
        self.pieces_of(self.me()).filter(|&(_, p)| p.rank != Rank::Legendary).map(|(s, _)| s).collect()
    }

    /// Full check of a Place action.
    pub(crate) fn validate_place(&self, s: Square) -> Result<(), RuleError> {
        self.check_main_action("place")?;
        if !s.on_board() {
            return Err(RuleError::new("TK-1.1", format!("{} is not a square of the board", s.label())));
        }
        if self.at(s).is_some() && self.sides[self.me() as usize].supply_nonleg == 0 {
            return Err(RuleError::new("TK-4.2", format!("{} is occupied: under the shortage rule the target must be an empty square chosen before the pickup", s.label())));
        }
        if self.at(s).is_some() {
            return Err(RuleError::new(
                "TK-4.1",
                format!("{} is occupied; place a common piece on an empty square", s.label()),
            ));
        }
        if self.sides[self.me() as usize].supply_nonleg == 0 && self.place_pickups().is_empty() {
            return Err(RuleError::new(
                "TK-4.2",
                "your common/heroic supply is empty and you have no common or heroic piece on the board to pick up",
            ));
        }
        Ok(())
    }

    /// TK-4.1 / TK-4.2.
    pub(crate) fn do_place(&mut self, s: Square) -> Result<(), RuleError> {
        self.validate_place(s)?;
        self.actions_left -= 1;
        self.actions_used += 1;
        let me = self.me();
        if self.sides[me as usize].supply_nonleg == 0 {
            log_line!(self, 
                "{} chooses {} to place on; supply is empty, so a piece must be picked up.",
                self.seat_name(self.to_act_seat()),
                s.label()
            );
            self.pending = Pending::PlacePickup { target: s };
            return Ok(());
        }
        self.put_from_supply(s, me, Rank::Common);
        log_line!(self, "{} places a common piece on {}.", self.seat_name(self.to_act_seat()), s.label());
        Ok(())
    }

    /// TK-4.2: the picked-up piece lands on the target as a common piece.
    pub(crate) fn place_pickup(&mut self, from: Square) -> Result<(), RuleError> {
        self.validate_place_pickup(from)?;
        let Pending::PlacePickup { target } = self.pending else {
            return Err(RuleError::new("TK-4.2", "no placement is waiting for a piece"));
        };
        self.board[from.index()] = None;
        self.board[target.index()] = Some(Piece { colour: self.me(), rank: Rank::Common });
        self.pending = Pending::Actions;
        log_line!(self, 
            "The piece on {} is picked up and placed on {} as a common piece.",
            from.label(),
            target.label()
        );
        Ok(())
    }

    /// TK-4.2: the piece picked up for a placement is one of yours, not legendary.
    pub(crate) fn validate_place_pickup(&self, from: Square) -> Result<(), RuleError> {
        if !matches!(self.pending, Pending::PlacePickup { .. }) {
            return Err(RuleError::new("TK-4.2", "no placement is waiting for a piece"));
        }
        let Some(p) = self.at(from).filter(|p| p.colour == self.me()) else {
            return Err(RuleError::new(
                "TK-4.2",
                format!("{} holds no piece of yours; pick up one of your common or heroic pieces", from.label()),
            ));
        };
        if p.rank == Rank::Legendary {
            return Err(RuleError::new(
                "TK-4.2",
                "a legendary piece cannot be picked up to place; pick a common or heroic piece",
            ));
        }
        Ok(())
    }
}
