//! Summoning (TK-5): validation, shortage (TK-5.6), placing the piece, destroying
//! what stood there (TK-5.5), legend scoring (TK-5.11) and starting the effect (TK-5.7).

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::board::{Square, SquareSet};
use crate::games::tash_kalar::cards::{CardId, CardKind};
use crate::games::tash_kalar::state::{Form, Pending, Piece, Rank, Resolution, TashKalar};

use super::pattern::Match;

/// Where the summoned piece comes from (TK-5.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Supply,
    /// (a) the piece already on P is reused.
    Reuse,
    /// (b) a piece elsewhere must be chosen.
    Pickup,
}

impl TashKalar {
    /// Whether the card is in the acting player's hand (beings) or legend hand.
    pub(crate) fn holds_summon_card(&self, card: CardId) -> bool {
        match card.kind() {
            CardKind::Being => self.seats[self.active].hand.contains(&card),
            CardKind::Legend => self.sides[self.me() as usize].legends.contains(&card),
            CardKind::Flare => false,
        }
    }

    /// Own pieces of the needed kind outside the pattern and P (TK-5.6 b).
    pub(crate) fn shortage_pickups(&self, legend: bool, m: &Match, p: Square) -> Vec<Square> {
        self.pieces_of(self.me())
            .filter(|&(s, q)| (q.rank == Rank::Legendary) == legend && s != p && !m.cells.contains(&s))
            .map(|(s, _)| s)
            .collect()
    }

    /// TK-5.6: where the piece would come from, or why the summon is impossible.
    pub(crate) fn summon_source(&self, card: CardId, p: Square, m: &Match) -> Result<Source, RuleError> {
        let legend = card.kind() == CardKind::Legend;
        let side = &self.sides[self.me() as usize];
        let stock = if legend { side.supply_leg } else { side.supply_nonleg };
        if stock > 0 {
            return Ok(Source::Supply);
        }
        if let Some(q) = self.at(p) {
            if q.colour == self.me() && (q.rank == Rank::Legendary) == legend {
                return Ok(Source::Reuse);
            }
        }
        let me = self.me();
        let pickup =
            self.pieces_of(me).any(|(s, q)| (q.rank == Rank::Legendary) == legend && s != p && !m.cells.contains(&s));
        if !pickup {
            return Err(RuleError::new(
                "TK-5.6",
                "your supply has no piece of that kind, the placement square holds none of yours to reuse, and every such piece of yours is part of the pattern",
            ));
        }
        Ok(Source::Pickup)
    }

    /// Full check of a summon action (TK-3.1, TK-5.1 .. TK-5.6, TK-13.4).
    pub(crate) fn validate_summon(&self, card: CardId, p: Square, o: u8) -> Result<(Match, Source), RuleError> {
        self.check_main_action("summon")?;
        if !self.holds_summon_card(card) {
            return Err(RuleError::new("TK-5.1", "you can only summon a being or legend card from your hand"));
        }
        let m = self.match_at(card, p, o)?;
        let src = self.summon_source(card, p, &m)?;
        Ok((m, src))
    }

    /// Applies a validated summon.
    pub(crate) fn do_summon(&mut self, card: CardId, p: Square, o: u8) -> Result<(), RuleError> {
        let (m, src) = self.validate_summon(card, p, o)?;
        self.actions_left -= 1;
        self.actions_used += 1;
        log_line!(self, "{} summons {} at {}.", self.seat_name(self.active), card.name(), p.label());
        if src == Source::Pickup {
            self.pending = Pending::SummonPickup { card, square: p, orientation: o };
            return Ok(());
        }
        self.finish_summon(card, p, o, None, m.improvised);
        Ok(())
    }

    /// TK-5.6 (b): the chosen piece is taken, then the summon completes.
    pub(crate) fn summon_pickup(&mut self, from: Square) -> Result<(), RuleError> {
        let (card, square, orientation, m) = self.validate_summon_pickup(from)?;
        self.pending = Pending::Actions;
        self.finish_summon(card, square, orientation, Some(from), m.improvised);
        Ok(())
    }

    /// TK-5.6 (b): the piece taken for a summon is one of the listed shortage pickups.
    pub(crate) fn validate_summon_pickup(&self, from: Square) -> Result<(CardId, Square, u8, Match), RuleError> {
        let Pending::SummonPickup { card, square, orientation } = self.pending.clone() else {
            return Err(RuleError::new("TK-5.6", "no summon is waiting for a piece"));
        };
        let m = self.match_at(card, square, orientation)?;
        let legend = card.kind() == CardKind::Legend;
        if !self.shortage_pickups(legend, &m, square).contains(&from) {
            return Err(RuleError::new(
                "TK-5.6",
                "take one of your pieces of the needed kind that is neither a pattern square nor the placement square",
            ));
        }
        Ok((card, square, orientation, m))
    }

    fn finish_summon(
        &mut self,
        card: CardId,
        p: Square,
        o: u8,
        pickup: Option<Square>,
        improvised: Option<u8>,
    ) {
        let def = card.def();
        let me = self.me();
        if let Some(c) = improvised {
            // TK-12.6: flip that colour's marker once the summon is certain.
            self.sides[me as usize].improvised[c as usize] = true;
            log_line!(self, "Improvised summon using a {} piece.", self.colour_name(c));
        }
        let marked = Self::orientation(card, o).map(|or| or.marked.clone()).unwrap_or_default();
        let legend = card.kind() == CardKind::Legend;
        let reuse = matches!(self.at(p), Some(q) if q.colour == me && (q.rank == Rank::Legendary) == legend)
            && if legend {
                self.sides[me as usize].supply_leg == 0
            } else {
                self.sides[me as usize].supply_nonleg == 0
            };
        if let Some(from) = pickup {
            self.pick_up(from);
            log_line!(self, "The piece on {} is taken for the summon (shortage).", from.label());
        }
        if reuse {
            self.board[p.index()] = Some(Piece { colour: me, rank: def.rank });
        } else {
            self.destroy(p);
            self.put_from_supply(p, me, def.rank);
        }
        self.summon_bookkeeping(card, p);
        let mut set = SquareSet::default();
        for (dc, dr) in marked {
            if let Some(s) = p.offset(dc as i32, dr as i32) {
                set.insert(s);
            }
        }
        let res = Resolution {
            being: Some(p),
            marked: set,
            score_colour: legend && self.form == Form::Battle,
            ..Resolution::starting(card)
        };
        self.pending = Pending::Effect(Box::new(res));
        self.run_effect();
    }

    /// The card leaves the hand; TK-5.11 legend scoring and the "this turn" records
    /// that tasks T05 / T06 read.
    fn summon_bookkeeping(&mut self, card: CardId, p: Square) {
        let def = card.def();
        let me = self.me();
        match card.kind() {
            CardKind::Being => {
                self.seats[self.active].hand.retain(|&c| c != card);
                if def.rank == Rank::Heroic {
                    self.log.heroic_summons += 1;
                }
            }
            _ => {
                self.sides[me as usize].legends.retain(|&c| c != card);
                if p.is_central() {
                    self.log.central_legend = true;
                }
                if self.form == Form::Duel {
                    self.sides[me as usize].points += 1;
                    log_line!(self, "{} scores 1 for summoning a legend.", self.colour_name(me));
                }
            }
        }
    }
}
