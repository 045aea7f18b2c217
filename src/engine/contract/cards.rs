use serde_json::Value;

use super::Rules;
use crate::engine::{Rng, RuleError, Seat};

/// A game's card pool and deck rules, as outside programs and the deck builder read
/// them: the protocol's `cards` and `deck`, and `simulate --random-setup`. Every item
/// has a default for a game without a pool.
pub trait Cards: Rules {
    /// Every card of the game's pool as data, one JSON object each, with at least `id`,
    /// `name`, `kind`, `rarity` where the game has one, `text` as shown, the numbers and
    /// the abilities. `None` (the default): this game has no card pool.
    fn cards() -> Option<Vec<Value>> {
        None
    }

    /// The problems of a deck (a list of card ids of [`Cards::cards`]) under the game's
    /// construction rules for `format` (`None`: the game's default format), each citing
    /// its rule; empty when the deck is legal. `Err` when the game builds no decks or the
    /// format is unknown.
    fn check_deck(_deck: &[String], _format: Option<&str>) -> Result<Vec<RuleError>, RuleError> {
        Err(RuleError::protocol(format!("{} has no decks to build", Self::NAME)))
    }

    /// `base` with a random legal set-up drawn from the whole pool (decks, heroes, mages,
    /// nemesis, market ...), for `simulate --random-setup`; `None` (the default) where the
    /// game has nothing to draw, and `base` is played as it is.
    fn random_setup(_base: &Self::Options, _rng: &mut Rng) -> Option<Self::Options> {
        None
    }

    /// The deck `seat` brings under `options`, one card id per card (a premade deck as
    /// its list), as [`Cards::check_deck`] reads it; `None` (the default) where the game
    /// builds no decks. Online play hides it from the other seats until play reveals it.
    fn seat_deck(_options: &Self::Options, _seat: Seat) -> Option<Vec<String>> {
        None
    }

    /// `options` with `seat` bringing `deck` (a list of card ids, checked when the game
    /// is set up): the deck builder's and online play's way to seat a deck. `Err` (the
    /// default) where the game builds no decks.
    fn with_deck(_options: &Self::Options, _seat: Seat, _deck: Vec<String>) -> Result<Self::Options, RuleError> {
        Err(RuleError::protocol(format!("{} has no decks to build", Self::NAME)))
    }
}
