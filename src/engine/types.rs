//! The vocabulary every game and the engine share: seats, outcomes, log events, the
//! words of an action and the public counts of a seat.

use serde::{Deserialize, Serialize};

/// A seat at the table, counted from 0 (the UI and the log say "P1" for seat 0).
pub type Seat = usize;

/// A seat as every game's log and table name it: "P1" for seat 0.
pub fn seat_name(seat: Seat) -> String {
    format!("P{}", seat + 1)
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won (several for a team or a shared win; empty for a draw).
    pub winners: Vec<Seat>,
    /// Why, in plain words, e.g. "P2 reached 20 lore".
    pub reason: String,
}

impl Outcome {
    /// What the finished game is worth to `seat` on an evaluation's scale: 1 for a
    /// winner, 0 for a loser, one half when nobody won.
    pub fn value_for(&self, seat: Seat) -> f64 {
        if self.winners.is_empty() {
            0.5
        } else if self.winners.contains(&seat) {
            1.0
        } else {
            0.0
        }
    }
}

/// Something that happened, told in words for the log. Events are public: a text
/// never names a card that one seat may not see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub text: String,
    /// The turn this event belongs to, when the game says so: the event that opens a
    /// turn ("Turn 2: P2 begins their turn") carries the new turn's number, and the
    /// match stamps it and every later line of the same action with that number.
    /// `None` means "the turn current when the action began, or the last one an
    /// earlier event of this action opened". Not part of the protocol's JSON.
    #[serde(skip)]
    pub turn: Option<u32>,
}

impl Event {
    pub fn new(text: impl Into<String>) -> Self {
        Self { text: text.into(), turn: None }
    }

    /// An event that belongs to turn `turn`: the line that opens a turn, or any line
    /// written by a game that stamps every event with its current turn.
    pub fn in_turn(turn: u32, text: impl Into<String>) -> Self {
        Self { text: text.into(), turn: Some(turn) }
    }
}

/// How an action is shown: a stable snake_case `kind` (`ink`, `quest`, `end_turn`,
/// `summon` ...) and a `label` a person reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionInfo {
    pub kind: &'static str,
    pub label: String,
}

/// The public counts of one seat: cards or objects per zone (snake_case names from the
/// rules brief) and the score that decides the game (lore, points ...), if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatSummary {
    pub zones: Vec<(&'static str, usize)>,
    pub score: Option<i64>,
}
