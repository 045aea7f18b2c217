//! Which cards an effect may pick: a [`Filter`] read against the cards in play
//! (printed cost, LO-1.5.2; current strength; state; classification), Ward stopping an
//! opponent's choice (LO-8.15), and the candidates of a choice, built from the same
//! check that words its refusals (LO-1.7.7: an illegal choice is redone).

use super::super::action::CardId;
use super::super::cards::{Filter, Kind, Whose};
use super::super::state::Lorcana;
use crate::engine::{RuleError, Seat};

impl Lorcana {
    /// Whether `card` fits `f` for an effect controlled by `seat` from `src` (Ward aside).
    pub(crate) fn fits(&self, f: &Filter, seat: Seat, src: CardId, card: CardId) -> bool {
        self.misfit(f, seat, src, card).is_none()
    }

    /// Why `card` does not fit `f`, in words ending a sentence "this effect needs ...".
    fn misfit(&self, f: &Filter, seat: Seat, src: CardId, card: CardId) -> Option<String> {
        let d = self.def_of(card);
        let cs = self.card(card);
        let whose_ok = match f.whose {
            Whose::Any => true,
            Whose::Yours => self.owner(card) == seat,
            Whose::Opposing => self.owner(card) != seat,
        };
        if !whose_ok || (f.other && card == src) {
            let what = match (f.whose, f.other) {
                (Whose::Yours, _) => "one of your own characters",
                (Whose::Opposing, _) => "an opposing character",
                (Whose::Any, true) => "another character than the source",
                (Whose::Any, false) => "a character in play",
            };
            return Some(what.into());
        }
        if let Some(max) = f.cost_at_most.filter(|&m| d.cost > m) {
            return Some(format!("printed cost {max} or less ({} has printed cost {})", d.label, d.cost));
        }
        if let Some(min) = f.cost_at_least.filter(|&m| d.cost < m) {
            return Some(format!("printed cost {min} or more"));
        }
        let s = self.strength(card);
        if f.strength_at_most.is_some_and(|m| s > m as i32) || f.strength_at_least.is_some_and(|m| s < m as i32) {
            return Some("a character with other strength".into());
        }
        if f.damaged.is_some_and(|v| (cs.damage > 0) != v) {
            return Some(if f.damaged == Some(true) { "a damaged card" } else { "an undamaged card" }.into());
        }
        if f.exerted.is_some_and(|v| cs.exerted != v) {
            return Some(if f.exerted == Some(true) { "an exerted card" } else { "a ready card" }.into());
        }
        if let Some(c) = f.class.as_ref().filter(|c| !d.classes.contains(c)) {
            return Some(format!("a {c}"));
        }
        None
    }

    /// Whether `seat` may choose `card` for an effect of `src` with this filter (LO-1.7.7,
    /// LO-8.15); the refusal says why.
    pub(crate) fn target_check(&self, seat: Seat, src: CardId, f: &Filter, card: CardId) -> Result<(), RuleError> {
        if !self.exists(card) || !self.in_play(card) || !self.def_of(card).is_kind(f.kind) {
            let what = match f.kind {
                Kind::Character => "character",
                Kind::Item => "item",
                Kind::Location => "location",
                _ => "card",
            };
            return Err(RuleError::new("LO-1.7.7", format!("choose a {what} in play")));
        }
        if self.owner(card) != seat && self.has_ward(card) {
            return Err(RuleError::new(
                "LO-8.15",
                format!("{} has Ward: opponents cannot choose it; choose another character", self.name(card)),
            ));
        }
        match self.misfit(f, seat, src, card) {
            Some(need) if need.starts_with("printed cost") && f.cost_at_most.is_some() => Err(RuleError::new(
                "LO-1.7.7",
                format!(
                    "{} has printed cost {}; choose a character with printed cost {} or less",
                    self.name(card),
                    self.def_of(card).cost,
                    f.cost_at_most.unwrap_or_default()
                ),
            )),
            Some(need) => Err(RuleError::new("LO-1.7.7", format!("this effect needs {need}"))),
            None => Ok(()),
        }
    }

    /// The cards `seat` may choose for this filter, in table order (the first seat's
    /// play area, then the second's).
    pub(crate) fn target_options(&self, seat: Seat, src: CardId, f: &Filter) -> Vec<CardId> {
        (0..2)
            .flat_map(|s| self.players[s].play.iter().copied())
            .filter(|&c| self.target_check(seat, src, f, c).is_ok())
            .collect()
    }

    /// Every card in play that fits, active seat first (no choosing: Ward does not matter).
    pub(crate) fn each_fitting(&self, seat: Seat, src: CardId, f: &Filter) -> Vec<CardId> {
        [seat, 1 - seat]
            .into_iter()
            .flat_map(|s| self.players[s].play.iter().copied())
            .filter(|&c| self.def_of(c).is_kind(f.kind) && self.fits(f, seat, src, c))
            .collect()
    }

    /// The cards of `seat`'s discard that fit (kind, cost, classification).
    pub(crate) fn discard_options(&self, seat: Seat, f: &Filter) -> Vec<CardId> {
        self.players[seat]
            .discard
            .iter()
            .copied()
            .filter(|&c| {
                let d = self.def_of(c);
                d.is_kind(f.kind)
                    && f.cost_at_most.is_none_or(|m| d.cost <= m)
                    && f.cost_at_least.is_none_or(|m| d.cost >= m)
                    && f.class.as_ref().is_none_or(|cl| d.classes.contains(cl))
            })
            .collect()
    }
}
