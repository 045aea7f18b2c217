//! Keyword checks shared by several turn actions: Evasive (LO-8.6) and Alert
//! (LO-8.16.1), Bodyguard
//! (LO-8.3.2-8.3.3), Reckless's end-of-turn restriction (LO-8.7.2) and Rush
//! (LO-8.9). Challenger and Resist are applied in challenge.rs and effects.rs,
//! Singer in play.rs, Shift in play.rs, Support in quest.rs/bag.rs, Ward in
//! state.rs (`choosable`).

use super::super::action::CardId;
use super::super::cards::{CardType, Keyword, Restriction};
use super::super::state::Lorcana;
use crate::engine::RuleError;

impl Lorcana {
    /// Whether `attacker` may challenge `target`, ignoring Bodyguard (LO-4.6.4, LO-8.6).
    fn target_ok_ignoring_bodyguard(&self, attacker: CardId, target: CardId) -> Result<(), RuleError> {
        match self.def_of(target).kind {
            CardType::Character | CardType::Location => {}
            _ => return Err(RuleError::new("LO-4.6.4", "only characters and locations can be challenged")),
        }
        if self.def_of(target).kind == CardType::Location {
            // LO-4.6.8: a location is never ready nor exerted and can always be challenged.
            return Ok(());
        }
        if !self.card(target).exerted {
            return Err(RuleError::new(
                "LO-4.6.4",
                format!(
                    "{} is ready; only exerted opposing characters (or locations) can be challenged",
                    self.name(target)
                ),
            ));
        }
        // Alert ignores Evasive when challenging (LO-8.16.1).
        let reaches = self.has(attacker, Keyword::Evasive) || self.has(attacker, Keyword::Alert);
        if self.has(target, Keyword::Evasive) && !reaches {
            return Err(RuleError::new(
                "LO-8.6",
                format!(
                    "{} has Evasive; only a character with Evasive (or Alert) can challenge it",
                    self.name(target)
                ),
            ));
        }
        Ok(())
    }

    /// The target-side checks of a challenge, Bodyguard included (LO-8.3.2).
    pub(crate) fn challenge_target_check(&self, attacker: CardId, target: CardId) -> Result<(), RuleError> {
        self.target_ok_ignoring_bodyguard(attacker, target)?;
        if self.def_of(target).kind == CardType::Location || self.has(target, Keyword::Bodyguard) {
            return Ok(());
        }
        let guard = self
            .characters(self.owner(target))
            .find(|&g| self.has(g, Keyword::Bodyguard) && self.target_ok_ignoring_bodyguard(attacker, g).is_ok());
        if let Some(g) = guard {
            return Err(RuleError::new(
                "LO-8.3",
                format!("{} has Bodyguard and can be challenged, so you must challenge it instead", self.name(g)),
            ));
        }
        Ok(())
    }

    /// The challenger-side checks: own ready character, dry unless Rush (LO-4.6.4, LO-8.9).
    pub(crate) fn challenger_check(&self, attacker: CardId) -> Result<(), RuleError> {
        self.validate_own_in_play(attacker, "LO-4.6.4", "the challenger")?;
        if !self.is_character(attacker) {
            return Err(RuleError::new("LO-5.3.2", "only characters can challenge"));
        }
        if self.card(attacker).drying && !self.has(attacker, Keyword::Rush) {
            return Err(RuleError::new(
                "LO-1.7.5",
                format!(
                    "{} is drying: it entered play this turn and has no Rush, so it cannot challenge yet",
                    self.name(attacker)
                ),
            ));
        }
        if self.card(attacker).exerted {
            return Err(RuleError::new(
                "LO-4.6.4",
                format!("{} is exerted; a challenger must be ready", self.name(attacker)),
            ));
        }
        if self.restricted(attacker, Restriction::Challenge) {
            return Err(RuleError::new(
                "LO-1.2.2",
                format!("{} can't challenge now: an effect forbids it", self.name(attacker)),
            ));
        }
        Ok(())
    }

    /// A ready Reckless character able to challenge something blocks the end of the
    /// turn (LO-8.7.2).
    pub(crate) fn reckless_blocker(&self) -> Option<(CardId, CardId)> {
        let opp = 1 - self.active;
        self.characters(self.active).filter(|&c| self.has(c, Keyword::Reckless)).find_map(|c| {
            if self.challenger_check(c).is_err() {
                return None;
            }
            self.players[opp].play.iter().copied().find(|&t| self.challenge_target_check(c, t).is_ok()).map(|t| (c, t))
        })
    }
}
