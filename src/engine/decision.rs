//! The structured pending decision: what is being decided, by whom, for which card or
//! effect, under which rule, and the words. Tables build their prompt from it and bots
//! read it; neither parses log text.

use serde::{Deserialize, Serialize};

use super::static_words::Word;
use super::Seat;

/// What kind of choice is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// Before the first turn: mulligans, altering a hand, placing starting pieces.
    Setup,
    /// A free turn decision: any turn action of the game (play, ink, move, pass ...).
    Turn,
    /// Answer or pass while something waits to resolve (priority, reactions).
    Respond,
    /// Choose a target (a card, a piece, a square, a player) for an effect.
    Target,
    /// Choose the order of several things (triggers, cards to the discard pile ...).
    Order,
    /// Yes or no ("may" effects, optional steps).
    YesNo,
    /// Choose a number ("up to N").
    Amount,
    /// Choose which cards or objects to keep (clean-up, hand limits).
    Keep,
    /// Choose one of several options ("OR" cards, modes, directions).
    Option,
    /// Choose cards to give up (discard, sacrifice, pay).
    Discard,
}

/// A pending decision, as a table or a bot reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The seat that decides.
    pub seat: Seat,
    pub kind: DecisionKind,
    /// The card, piece or effect the decision is for (its id in that game), if any.
    pub source: Option<u32>,
    /// The rule id the decision comes from (`LO-4.3.2`, `AE-3.1` ...).
    #[serde(deserialize_with = "super::static_words::word")]
    pub rule: Word,
    /// The words, written for the deciding seat ("Choose a target for Kindle Strike").
    pub prompt: String,
    /// A team decision (Aeon's End's "any player", AE-9.6): `seat` is only who is asked
    /// first; any person playing a seat of the deciding team may answer it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub team: bool,
}

impl Decision {
    pub fn new(seat: Seat, kind: DecisionKind, rule: &'static str, prompt: impl Into<String>) -> Self {
        Self { seat, kind, source: None, rule, prompt: prompt.into(), team: false }
    }

    /// The same decision, made by the team together (see [`Decision::team`]).
    pub fn for_team(mut self) -> Self {
        self.team = true;
        self
    }

    /// The same decision, for that card or effect.
    pub fn for_source(mut self, source: u32) -> Self {
        self.source = Some(source);
        self
    }
}
