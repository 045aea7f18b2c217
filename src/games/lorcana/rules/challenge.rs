//! Challenge, LO-4.6: declaration (LO-4.6.4: ready challenger, dry unless Rush, an
//! exerted opposing character or any opposing location, Evasive/Bodyguard), exert,
//! GSC, then the damage step (LO-4.6.6: strength with Challenger +N (LO-8.5),
//! negative counts as 0, minus Resist (LO-8.8), both ways at once; a location deals
//! none, LO-4.6.8), then the GSC banishes (LO-1.8.1.4). "Challenges" and "is
//! challenged" abilities resolve between the two steps (LO-4.6.5).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::{CardType, Trigger};
use super::super::state::{seat_name, Lorcana};
use crate::engine::RuleError;

impl Lorcana {
    pub(crate) fn validate_challenge(&self, attacker: CardId, target: CardId) -> Result<(), RuleError> {
        self.validate_main()?;
        self.challenger_check(attacker)?;
        let opp = 1 - self.active;
        if !self.exists(target) || self.owner(target) != opp || !self.in_play(target) {
            return Err(RuleError::new("LO-4.6.4", "the target must be an opposing character or location in play"));
        }
        self.challenge_target_check(attacker, target)
    }

    /// The declaration step (LO-4.6.4-4.6.5): the challenger exerts, "challenges" and
    /// "is challenged" abilities go into the bag; the damage step waits for the bag.
    pub(crate) fn challenge(&mut self, attacker: CardId, target: CardId) {
        self.cards[attacker.index()].exerted = true;
        log_line!(self, "{} challenges {}", self.name(attacker), self.name(target));
        self.fire(attacker, Trigger::Challenges);
        self.fire(target, Trigger::IsChallenged);
        self.challenge = Some((attacker, target));
    }

    /// The damage step (LO-4.6.6): both deal damage at once, then the GSC banishes; a
    /// participant that left play ends the challenge with no damage (LO-4.6.9). A card
    /// banished here was banished by the other participant (LO-1.8.1.4).
    pub(crate) fn challenge_damage(&mut self, attacker: CardId, target: CardId) {
        if !self.in_play(attacker) || !self.in_play(target) {
            log_line!(self, "The challenge ends: a participant left play before the damage step");
            return;
        }
        let to_target = (self.strength(attacker) + self.challenger_bonus(attacker)).max(0);
        let to_attacker = if self.def_of(target).kind == CardType::Location { 0 } else { self.strength(target).max(0) };
        let dealt_t = self.deal_damage(target, to_target as u32);
        let dealt_a = self.deal_damage(attacker, to_attacker as u32);
        log_line!(
            self,
            "{} deals {dealt_t} damage to {}'s {}; {} deals {dealt_a} damage back",
            self.name(attacker),
            seat_name(self.owner(target)),
            self.name(target),
            self.name(target)
        );
        self.gsc(false);
        for (winner, loser) in [(attacker, target), (target, attacker)] {
            if !self.in_play(loser) && self.players[self.owner(loser)].discard.contains(&loser) {
                self.fire(winner, Trigger::BanishesInChallenge);
            }
        }
    }

    /// Deals damage reduced by Resist (LO-8.8); returns the amount dealt.
    pub(crate) fn deal_damage(&mut self, card: CardId, amount: u32) -> u32 {
        let dealt = (amount as i32 - self.resist(card)).max(0) as u32;
        self.put_damage(card, dealt);
        dealt
    }

    /// Puts damage counters, ignoring Resist (LO-1.9).
    pub(crate) fn put_damage(&mut self, card: CardId, amount: u32) {
        let cs = &mut self.cards[card.index()];
        cs.damage = (cs.damage as u32 + amount).min(u8::MAX as u32) as u8;
    }
}
