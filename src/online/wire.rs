//! The messages between the host's page and a remote seat's page (issue 23, points 3,
//! 5 and 8), as JSON in an envelope that carries [`PROTOCOL_VERSION`]:
//! `{"v":1,"m":{"act":{"at":12,"action":...}}}`.
//!
//! [`decode`] refuses, with [`RuleId::Online`](crate::engine::RuleId::Online) and never
//! a panic, a message longer than [`MAX_MESSAGE_BYTES`], one of another version, one
//! that is not JSON or not this shape, and an unknown kind. Whether a message comes in
//! turn is the receiver's check ([`crate::online::Host`]).
//!
//! What the host sends a seat is only that seat's: its view, its legal actions with
//! their words when it decides, the public log, who is to act, who is connected and
//! the other sides' last moves in the log's public words. Never the state, the seed, a
//! save or another seat's view (tests/online_games.rs checks every message).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::{Outcome, RuleError, RuleId, Seat};

/// The version of these messages; a page of another version is refused, saying so.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest message either side accepts: the transport's own limit (`ui::net`,
/// under what a browser's data channel carries in one message). The largest honest
/// update measured (tests/online_games.rs) is about 32 KB (Tash-Kalar, 4 seats); a
/// reveal carries a whole game's actions, and every one sent in those tests is checked
/// against this limit.
pub const MAX_MESSAGE_BYTES: usize = 200 * 1024;

/// The fixed messages people may send each other (point 8): polite, never free text,
/// so there is nothing to moderate and nothing a page could run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phrase {
    GoodGame,
    Thinking,
    YourTurn,
    Oops,
}

impl Phrase {
    pub const ALL: [Phrase; 4] = [Phrase::GoodGame, Phrase::Thinking, Phrase::YourTurn, Phrase::Oops];

    /// The words shown.
    pub fn words(self) -> &'static str {
        match self {
            Phrase::GoodGame => "Good game!",
            Phrase::Thinking => "Thinking...",
            Phrase::YourTurn => "Your turn.",
            Phrase::Oops => "Oops!",
        }
    }
}

/// A remote seat's page to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ToHost<A> {
    /// Take this seat (first time and on every reconnect): the token is the invite
    /// link's, so only the link's holder gets the seat.
    Hello { seat: Seat, token: String },
    /// Watch the public table (point 7): no seat, no token.
    Watch {},
    /// This page's random part of the seed (hex of 32 bytes), sent only after the
    /// host's commitment arrived.
    Contribute { part: String },
    /// An action, by value, decided on the update that had `at` actions in the log: an
    /// action decided on an older table is refused as out of turn.
    Act { at: usize, action: A },
    /// Take back this seat's last action (within its own turn, as locally).
    Undo { at: usize },
    /// A fixed message to the other people.
    Say { phrase: Phrase },
    /// Ask for a hint on the table of `at` actions: the host searches from this seat's
    /// side (the search reads only states drawn from the seat's view) and answers
    /// [`ToJoiner::Hint`].
    Hint { at: usize },
}

/// The host to a remote seat's page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ToJoiner<V, A, O> {
    /// The answer to `Hello`: the seat is yours. `commitment` is the hash of the host's
    /// secret part of the seed (hex), sent before the host sees any joiner's part;
    /// `started` says whether the seed is already made (a reconnect), so the page does
    /// not contribute again.
    Welcome { seat: Seat, game: String, options: O, commitment: String, started: bool, seats: Vec<SeatState> },
    /// The seat's table now.
    Update(Box<Update<V, A>>),
    /// The public table, for a watcher (point 7): the log, who acts, who is connected,
    /// and the table itself as anyone may see it (`Observe::public_view`, drawn from the
    /// first seat's side: no hand, no deck order, no face-down card).
    Watching { table: Box<Public>, view: Box<V> },
    /// The last message of this page was refused: the rule and the words, as locally.
    Refused { rule: RuleId, words: String },
    /// Someone said a fixed message.
    Said { seat: Seat, phrase: Phrase },
    /// The game is over: the host's secret, every seat's part (`None` for a seat with no
    /// remote page) and every action, for the page's own replay (point 4).
    Reveal { secret: String, parts: Vec<Option<String>>, actions: Vec<A> },
    /// The hint asked for on the table of `at` actions: the search's best moves, best
    /// first, in words.
    Hint { at: usize, moves: Vec<HintMove<A>> },
}

/// One suggested move of a hint, as the host's search ranked it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HintMove<A> {
    pub action: A,
    pub label: String,
    /// Why, in words (what the move changes, what the search expects next).
    pub reason: String,
    /// The search's estimate in words.
    pub confidence: String,
}

/// A seat's table as the host sends it after every change.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Update<V, A> {
    /// How many actions the game's log holds: the table this update shows.
    pub at: usize,
    /// Everything the seat may see.
    pub view: V,
    /// The seat's legal actions with their words: empty unless it decides now.
    pub legal: Vec<Choice<A>>,
    /// What it is asked, in words, when it decides.
    pub prompt: Option<String>,
    /// Whether this seat may take back its last action now.
    pub can_undo: bool,
    /// The public part every seat and watcher gets.
    pub public: Public,
}

/// What everyone at the table may know.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Public {
    /// The log lines from number `log_from` on (the page keeps the earlier ones; after
    /// an undo the host starts again from where the log was cut).
    pub log_from: usize,
    pub log: Vec<Line>,
    /// Who must decide now (`None` once the game is over).
    pub to_act: Option<Seat>,
    /// Who sits where and who is connected.
    pub seats: Vec<SeatState>,
    /// Each other seat's last decision, in the log's public words.
    pub last_moves: Vec<LastMove>,
    pub outcome: Option<Outcome>,
    /// Every seat's final score, once the game is over (nothing is hidden then: the
    /// host reveals the whole game); empty before.
    pub scores: Vec<Option<i64>>,
}

/// One legal action and how it is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Choice<A> {
    pub action: A,
    pub kind: String,
    pub label: String,
}

/// One line of the log in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub turn: u32,
    pub seat: Option<Seat>,
    pub text: String,
}

/// Who plays a seat, as everyone may know it (never its token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatState {
    /// A person at the host's device.
    Host,
    /// The computer, played by the host's page.
    Computer,
    /// A person on another device, whether their page is connected now, and whether
    /// the host has the computer play the seat until they come back.
    Remote { connected: bool, computer: bool },
}

/// One seat's last decision in the log's public words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastMove {
    pub seat: Seat,
    pub words: Vec<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Envelope<M> {
    v: u32,
    m: M,
}

/// The envelope's version alone, read before the rest, so a page of another version is
/// told so rather than "malformed".
#[derive(Deserialize)]
struct Version {
    v: u32,
}

/// A message as sent: JSON in the versioned envelope.
pub fn encode<M: Serialize>(message: &M) -> String {
    // Our messages are plain data (no maps with non-string keys): writing them cannot fail.
    serde_json::to_string(&Envelope { v: PROTOCOL_VERSION, m: message }).unwrap_or_default()
}

/// A received message, or why it is refused (rule `online`): too long, not JSON,
/// another version, an unknown kind, or not the shape of that kind.
pub fn decode<M: DeserializeOwned>(text: &str) -> Result<M, RuleError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(RuleError::online(format!(
            "message refused: {} bytes is over the limit of {MAX_MESSAGE_BYTES}",
            text.len()
        )));
    }
    let version: Version = serde_json::from_str(text)
        .map_err(|e| RuleError::online(format!("message refused: not a Turnkeeper message ({e})")))?;
    if version.v != PROTOCOL_VERSION {
        return Err(RuleError::online(format!(
            "message refused: protocol version {} (this page speaks version {PROTOCOL_VERSION}; reload both pages)",
            version.v
        )));
    }
    let envelope: Envelope<M> = serde_json::from_str(text).map_err(|e| {
        let e = e.to_string();
        if e.contains("unknown variant") {
            RuleError::online(format!("message refused: unknown kind of message ({e})"))
        } else {
            RuleError::online(format!("message refused: malformed ({e})"))
        }
    })?;
    Ok(envelope.m)
}

#[cfg(test)]
mod tests {
    use super::*;

    type Msg = ToHost<u32>;

    #[test]
    fn a_message_reads_back() {
        let m: Msg = ToHost::Act { at: 3, action: 7 };
        let text = encode(&m);
        assert_eq!(text, r#"{"v":1,"m":{"act":{"at":3,"action":7}}}"#);
        assert_eq!(decode::<Msg>(&text), Ok(m));
    }

    #[test]
    fn bad_messages_are_refused_with_the_reason() {
        let refused = |text: &str| decode::<Msg>(text).expect_err("refused");
        let e = refused(r#"{"v":2,"m":{"say":{"phrase":"oops"}}}"#);
        assert_eq!((e.rule.as_str(), e.message.contains("version 2")), ("online", true));
        assert!(refused(r#"{"v":1,"m":{"shout":{"words":"hi"}}}"#).message.contains("unknown kind"));
        assert!(refused(r#"{"v":1,"m":{"say":{"phrase":"you lose"}}}"#).message.contains("unknown"));
        assert!(refused(r#"{"v":1,"m":{"act":{"at":"x","action":7}}}"#).message.contains("malformed"));
        assert!(refused(r#"{"v":1,"m":{"act":{"at":1,"action":7,"extra":1}}}"#).message.contains("malformed"));
        assert!(refused("not json").message.contains("not a Turnkeeper message"));
        let long = format!(r#"{{"v":1,"m":{{"say":{{"phrase":"oops"}}}},"pad":"{}"}}"#, "x".repeat(MAX_MESSAGE_BYTES));
        assert!(refused(&long).message.contains("over the limit"));
    }
}
