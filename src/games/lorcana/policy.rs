//! The computer player's playout policy ([`crate::engine::Hints::playout_pick`]): how the
//! trial games past the search tree are played. Uniformly random play ends its turns
//! early, inks a card it needed and sends characters into challenges they cannot win,
//! so what a search reads at the end of a playout says little about the position. This
//! policy plays a turn as a player would, by weights and still at random: ink while the
//! inkwell is short (LO-4.2), play what can be paid for (LO-4.3), challenge where the
//! target is banished and the challenger survives (LO-4.6.6), quest with the rest
//! (LO-4.5), and end the turn (LO-3.3.2) mostly when nothing else is left. Choices inside
//! an effect (targets, amounts, the bag's order) stay uniform. Everything is read from
//! the cards' data, so any deck is played the same way.

use super::action::{Action, CardId};
use super::cards::CardType;
use super::state::Lorcana;
use crate::engine::Rng;

/// The share of playout moves, in percent, played uniformly at random instead: the
/// playouts keep some of the variety of play a person's choices have.
const UNIFORM_PERCENT: usize = 15;
/// Inking is wanted up to this many cards in the inkwell.
const INK_TARGET: usize = 7;

impl Lorcana {
    /// See the module: an index into `legal`, or `None` for a uniform pick (inside an
    /// effect's choices, and [`UNIFORM_PERCENT`] of the time).
    pub(crate) fn playout_choice(&self, legal: &[Action], rng: &mut Rng) -> Option<usize> {
        if legal.len() < 2 || self.pending.is_some() || rng.below(100) < UNIFORM_PERCENT {
            return None;
        }
        let mut weights = Vec::with_capacity(legal.len());
        for a in legal {
            weights.push(self.playout_weight(a)?);
        }
        rng.weighted(&weights)
    }

    /// How much the policy wants `action`; `None` for a choice it leaves to chance.
    fn playout_weight(&self, action: &Action) -> Option<f64> {
        let me = &self.players[self.active];
        Some(match *action {
            Action::KeepHand => 6.0,
            Action::PutBack { card } => {
                if self.def_of(card).cost >= 5 {
                    2.0
                } else {
                    0.5
                }
            }
            Action::Ink { card } => {
                if me.inkwell.len() >= INK_TARGET {
                    0.2
                } else if self.def_of(card).cost as usize > INK_TARGET {
                    // A card too dear to be played soon is the one to ink.
                    12.0
                } else {
                    8.0
                }
            }
            Action::Play { card } => 3.0 + self.def_of(card).cost as f64,
            Action::Shift { card, .. } => 4.0 + self.def_of(card).cost as f64,
            Action::Sing { song, .. } => 3.0 + self.def_of(song).cost as f64,
            Action::SingTogether { song } => 2.0 + self.def_of(song).cost as f64,
            Action::Quest { card } => 2.0 + 2.0 * self.lore_value(card).max(0) as f64,
            Action::Challenge { attacker, target } => self.challenge_weight(attacker, target),
            Action::Move { .. } | Action::Activate { .. } | Action::Boost { .. } => 2.0,
            Action::EndTurn => 0.25,
            Action::Concede => 0.0,
            Action::ChooseTarget { .. }
            | Action::ChooseAmount { .. }
            | Action::ResolveTrigger { .. }
            | Action::Confirm
            | Action::Decline => return None,
        })
    }

    /// A challenge is wanted when it banishes the target (LO-4.6.6: strength with
    /// Challenger, less Resist, against the willpower left) and more so when the
    /// challenger survives it; one that banishes nothing is hardly ever made.
    fn challenge_weight(&self, attacker: CardId, target: CardId) -> f64 {
        let left = |c: CardId| self.willpower(c) - self.cards[c.index()].damage as i32;
        let to_target = ((self.strength(attacker) + self.challenger_bonus(attacker)).max(0) - self.resist(target)).max(0);
        let is_location = self.def_of(target).kind == CardType::Location;
        let to_attacker = if is_location { 0 } else { (self.strength(target).max(0) - self.resist(attacker)).max(0) };
        let banishes = to_target >= left(target);
        let survives = to_attacker < left(attacker);
        let worth = |c: CardId| self.def_of(c).cost as f64 + 2.0 * self.lore_value(c).max(0) as f64;
        match (banishes, survives) {
            (true, true) => 10.0 + worth(target),
            (true, false) if worth(target) > worth(attacker) => 3.0 + worth(target) - worth(attacker),
            (true, false) => 0.5,
            (false, _) => 0.1,
        }
    }
}
