//! The messages between the host's page and a remote seat's page, as
//! JSON in an envelope that carries [`PROTOCOL_VERSION`]:
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
use serde::Serialize;
use serde_json::Value;

use super::json::{self, Json};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq)]
pub enum ToHost<A> {
    /// Take this seat (first time and on every reconnect), in answer to the host's
    /// greeting: `proof` is [`crate::online::fairness::proof`] of the invite link's
    /// token and the greeting's nonce, so only the link's holder gets the seat, and the
    /// token itself is never sent (a page in the room that is not the host learns
    /// nothing it could take a seat with). One device holds a seat: `device` names this
    /// page's device (random, kept across its reloads), so the host tells a reload from
    /// a second device, which it answers [`ToJoiner::Taken`]; `take` asks for the seat
    /// on purpose even so (its device then gets [`ToJoiner::Replaced`]), and is sent as
    /// a message of kind `take` with the hello's fields. A page of an earlier build
    /// names no device: another device, asking nothing.
    Hello { seat: Seat, proof: String, device: Option<String>, take: bool },
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
    /// The deck this seat brings, as card ids, chosen on its own device (a premade, a
    /// built deck or a code), in answer to a welcome that asks for one. The host checks
    /// it with the game's deck rules (`Cards::check_deck`) and refuses it with the rule
    /// and words, the page choosing again; no other page is sent it before play reveals
    /// its cards. `format`: the one it was built for, where the game has more than one
    /// (a kept deck's or a code's own, as the builder checks it; `None`: the rules'
    /// default, a premade's), sent only when there is one.
    Deck { cards: Vec<String>, format: Option<String> },
}

/// The host to a remote seat's page.
#[derive(Clone, Debug, PartialEq)]
pub enum ToJoiner<V, A, O, P> {
    /// The host greets a page that has just connected: a seat's page answers with its
    /// hello, a watcher's with its watch.
    Greet { nonce: String },
    /// The answer to `Hello`: the seat is yours. `commitment` is the hash of the host's
    /// secret part of the seed (hex), sent before the host sees any joiner's part;
    /// `started` says whether the seed is already made (a reconnect), so the page does
    /// not contribute again. `options` hide every other seat's deck (an empty list,
    /// `Host::masked`): the whole options come with the reveal. `deck`: the host waits
    /// for this seat's deck, chosen on its device ([`ToHost::Deck`]); sent only when
    /// true, and a welcome without it once the deck is in.
    Welcome {
        seat: Seat,
        game: String,
        options: O,
        commitment: String,
        started: bool,
        seats: Vec<SeatState>,
        deck: bool,
    },
    /// The seat's table now, whole: the first after each (re)connection.
    Update(Box<Update<V, A, P>>),
    /// The seat's table now, as what changed since the last one this page was sent
    /// (`[path, value]` pairs, [`crate::online::changes`]).
    Changes(Value),
    /// The public table, for a watcher (point 7): the log, who acts, who is connected,
    /// and the table itself as anyone may see it (`Observe::public_view`, drawn from the
    /// first seat's side: no hand, no deck order, no face-down card).
    Watching { table: Box<Public>, view: Box<V> },
    /// The last message of this page was refused: the rule and the words, as locally.
    Refused { rule: RuleId, words: String },
    /// Someone said a fixed message.
    Said { seat: Seat, phrase: Phrase },
    /// The game is over: the host's secret, every seat's part (`None` for a seat with no
    /// remote page), every action and the whole options (every seat's deck, hidden
    /// from the other seats until now), for the page's own replay (point 4). A reveal
    /// without options (an earlier build) is replayed with the welcome's.
    Reveal { secret: String, parts: Vec<Option<String>>, actions: Vec<A>, options: Option<O> },
    /// The hint asked for on the table of `at` actions: the search's best moves, best
    /// first, in words.
    Hint { at: usize, moves: Vec<HintMove<A>> },
    /// The answer to a hello for a seat another device holds: nothing is given; the
    /// page may ask again with `take` to move the seat here on purpose.
    Taken { seat: Seat },
    /// This page held the seat, and another device took it over on purpose: it plays
    /// no more (it may take it back the same way).
    Replaced { seat: Seat },
}

/// [`ToJoiner::Taken`] (`"taken"`) or [`ToJoiner::Replaced`] (`"replaced"`) for
/// `seat`, as sent: made without the whole message type, which the host's page would
/// otherwise build and drop at each place it sends one.
pub fn seat_notice(kind: &str, seat: Seat) -> String {
    envelope(notice_json(kind, seat))
}

fn notice_json(kind: &str, seat: Seat) -> Value {
    json::variant(kind, json::object(vec![("seat", seat.to_json())]))
}

/// The longest device name a hello may carry.
pub const MAX_DEVICE_CHARS: usize = 64;

/// Whether `d` names a device: 1 to [`MAX_DEVICE_CHARS`] letters, digits or `-`.
pub fn is_device(d: &str) -> bool {
    (1..=MAX_DEVICE_CHARS).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// One suggested move of a hint, as the host's search ranked it.
#[derive(Clone, Debug, PartialEq)]
pub struct HintMove<A> {
    pub action: A,
    pub label: String,
    /// Why, in words (what the move changes, what the search expects next).
    pub reason: String,
    /// The search's estimate in words.
    pub confidence: String,
}

/// A seat's table as the host sends it after every change.
#[derive(Clone, Debug, PartialEq)]
pub struct Update<V, A, P> {
    /// How many actions the game's log holds: the table this update shows.
    pub at: usize,
    /// Everything the seat may see.
    pub view: V,
    /// The seat's legal actions with their words: empty unless it decides now.
    pub legal: Vec<Choice<A, P>>,
    /// What it is asked, in words, when it decides.
    pub prompt: Option<String>,
    /// Whether this seat may take back its last action now.
    pub can_undo: bool,
    /// The public part every seat and watcher gets.
    pub public: Public,
}

/// What everyone at the table may know.
#[derive(Clone, Debug, PartialEq)]
pub struct Public {
    /// The log lines from number `log_from` on (the page keeps the earlier ones; after
    /// an undo the host starts again from where the log was cut).
    pub log_from: usize,
    pub log: Vec<Line>,
    /// Who must decide now (`None` once the game is over).
    pub to_act: Option<Seat>,
    /// The turn's number (`Rules::turn`), whose turn it is (`Rules::active`) and where
    /// the turn is (`Rules::phase`): the header names whose turn it is apart from who
    /// decides (issue 34 point 1), with the host's turn number.
    pub turn: u32,
    pub active: Seat,
    pub phase: Vec<String>,
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
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A, P> {
    pub action: A,
    pub kind: String,
    pub label: String,
    /// What it would do, drawn before it is taken (`Describe::preview`: Tash-Kalar's
    /// summon pattern); sent only when the game draws one.
    pub preview: Option<P>,
}

/// One line of the log in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub turn: u32,
    pub seat: Option<Seat>,
    pub text: String,
}

/// Who plays a seat, as everyone may know it (never its token).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub seat: Seat,
    pub words: Vec<String>,
}

/// A message of the wire, as JSON (`json::Json`), in the versioned envelope.
pub trait Message: Json {}
impl<A: Serialize + DeserializeOwned> Message for ToHost<A> {}
impl<V, A, O, P> Message for ToJoiner<V, A, O, P>
where
    V: Serialize + DeserializeOwned,
    A: Serialize + DeserializeOwned,
    O: Serialize + DeserializeOwned,
    P: Serialize + DeserializeOwned,
{
}

/// A message as sent: JSON in the versioned envelope, `{"m":...,"v":1}`.
pub fn encode<M: Message>(message: &M) -> String {
    envelope(message.to_json())
}

/// A message already written as JSON, in the envelope.
pub fn envelope(message: Value) -> String {
    json::text(&json::object(vec![("m", message), ("v", Value::from(PROTOCOL_VERSION))]))
}

/// A received message, or why it is refused (rule `online`): too long, not JSON,
/// another version, an unknown kind, or not the shape of that kind.
pub fn decode<M: Message>(text: &str) -> Result<M, RuleError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(RuleError::online(format!(
            "message refused: {} bytes is over the limit of {MAX_MESSAGE_BYTES}",
            text.len()
        )));
    }
    let not_ours = |e: String| RuleError::online(format!("message refused: not a Turnkeeper message ({e})"));
    let value: Value = serde_json::from_str(text).map_err(|e| not_ours(e.to_string()))?;
    let mut envelope = json::Fields::of(value, "the envelope", &["v", "m"]).map_err(not_ours)?;
    let version: u64 = envelope.get("v").map_err(not_ours)?;
    if version != u64::from(PROTOCOL_VERSION) {
        return Err(RuleError::online(format!(
            "message refused: protocol version {version} (this page speaks version {PROTOCOL_VERSION}; reload both pages)"
        )));
    }
    envelope.get::<M>("m").map_err(|e| {
        if e.contains(UNKNOWN_KIND) {
            RuleError::online(format!("message refused: {e}"))
        } else {
            RuleError::online(format!("message refused: malformed ({e})"))
        }
    })
}

/// The words of a message of a kind this page does not know.
const UNKNOWN_KIND: &str = "unknown kind of message";

fn unknown<T>(kind: &str) -> Result<T, String> {
    Err(format!("{UNKNOWN_KIND} `{kind}`"))
}

impl Json for Phrase {
    fn to_json(&self) -> Value {
        Value::from(match self {
            Phrase::GoodGame => "good_game",
            Phrase::Thinking => "thinking",
            Phrase::YourTurn => "your_turn",
            Phrase::Oops => "oops",
        })
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let text = String::from_json(v)?;
        Phrase::ALL.into_iter().find(|p| p.to_json() == text.as_str()).ok_or_else(|| format!("unknown phrase `{text}`"))
    }
}

impl Json for SeatState {
    fn to_json(&self) -> Value {
        match self {
            SeatState::Host => Value::from("host"),
            SeatState::Computer => Value::from("computer"),
            SeatState::Remote { connected, computer } => json::variant(
                "remote",
                json::object(vec![("connected", connected.to_json()), ("computer", computer.to_json())]),
            ),
        }
    }
    fn from_json(v: Value) -> Result<Self, String> {
        match json::read_variant(v)? {
            (k, _) if k == "host" => Ok(SeatState::Host),
            (k, _) if k == "computer" => Ok(SeatState::Computer),
            (k, v) if k == "remote" => {
                let mut f = json::Fields::of(v, "a remote seat", &["connected", "computer"])?;
                Ok(SeatState::Remote { connected: f.get("connected")?, computer: f.get("computer")? })
            }
            (k, _) => Err(format!("unknown seat `{k}`")),
        }
    }
}

impl Json for Line {
    fn to_json(&self) -> Value {
        json::object(vec![("turn", self.turn.to_json()), ("seat", self.seat.to_json()), ("text", self.text.to_json())])
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let mut f = json::Fields::of(v, "a log line", &["turn", "seat", "text"])?;
        Ok(Line { turn: f.get("turn")?, seat: f.get("seat")?, text: f.get("text")? })
    }
}

impl Json for LastMove {
    fn to_json(&self) -> Value {
        json::object(vec![("seat", self.seat.to_json()), ("words", self.words.to_json())])
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let mut f = json::Fields::of(v, "a last move", &["seat", "words"])?;
        Ok(LastMove { seat: f.get("seat")?, words: f.get("words")? })
    }
}

impl Json for Outcome {
    fn to_json(&self) -> Value {
        json::object(vec![("winners", self.winners.to_json()), ("reason", self.reason.to_json())])
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let mut f = json::Fields::of(v, "the outcome", &["winners", "reason"])?;
        Ok(Outcome { winners: f.get("winners")?, reason: f.get("reason")? })
    }
}

impl Json for Public {
    fn to_json(&self) -> Value {
        json::object(vec![
            ("log_from", self.log_from.to_json()),
            ("log", self.log.to_json()),
            ("to_act", self.to_act.to_json()),
            ("turn", self.turn.to_json()),
            ("active", self.active.to_json()),
            ("phase", self.phase.to_json()),
            ("seats", self.seats.to_json()),
            ("last_moves", self.last_moves.to_json()),
            ("outcome", self.outcome.to_json()),
            ("scores", self.scores.to_json()),
        ])
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let known =
            ["log_from", "log", "to_act", "turn", "active", "phase", "seats", "last_moves", "outcome", "scores"];
        let mut f = json::Fields::of(v, "the public table", &known)?;
        Ok(Public {
            log_from: f.get("log_from")?,
            log: f.get("log")?,
            to_act: f.get("to_act")?,
            // A host page of an earlier build sends none: turn 0, the first seat's.
            turn: f.get::<Option<u32>>("turn")?.unwrap_or(0),
            active: f.get::<Option<Seat>>("active")?.unwrap_or(0),
            phase: f.get::<Option<Vec<String>>>("phase")?.unwrap_or_default(),
            seats: f.get("seats")?,
            last_moves: f.get("last_moves")?,
            outcome: f.get("outcome")?,
            scores: f.get("scores")?,
        })
    }
}

impl<A: Serialize + DeserializeOwned, P: Serialize + DeserializeOwned> Json for Choice<A, P> {
    fn to_json(&self) -> Value {
        let mut fields = vec![
            ("action", json::to_game(&self.action)),
            ("kind", self.kind.to_json()),
            ("label", self.label.to_json()),
        ];
        // Most choices of most games have none: the field is left out.
        if let Some(p) = &self.preview {
            fields.push(("preview", json::to_game(p)));
        }
        json::object(fields)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let mut f = json::Fields::of(v, "a choice", &["action", "kind", "label", "preview"])?;
        Ok(Choice {
            action: f.game("action")?,
            kind: f.get("kind")?,
            label: f.get("label")?,
            preview: f.game("preview")?,
        })
    }
}

impl<A: Serialize + DeserializeOwned> Json for HintMove<A> {
    fn to_json(&self) -> Value {
        json::object(vec![
            ("action", json::to_game(&self.action)),
            ("label", self.label.to_json()),
            ("reason", self.reason.to_json()),
            ("confidence", self.confidence.to_json()),
        ])
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let mut f = json::Fields::of(v, "a hinted move", &["action", "label", "reason", "confidence"])?;
        Ok(HintMove {
            action: f.game("action")?,
            label: f.get("label")?,
            reason: f.get("reason")?,
            confidence: f.get("confidence")?,
        })
    }
}

impl<V: Serialize + DeserializeOwned, A: Serialize + DeserializeOwned, P: Serialize + DeserializeOwned> Json
    for Update<V, A, P>
{
    fn to_json(&self) -> Value {
        json::object(vec![
            ("at", self.at.to_json()),
            ("view", json::to_game(&self.view)),
            ("legal", self.legal.to_json()),
            ("prompt", self.prompt.to_json()),
            ("can_undo", self.can_undo.to_json()),
            ("public", self.public.to_json()),
        ])
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let mut f = json::Fields::of(v, "a table", &["at", "view", "legal", "prompt", "can_undo", "public"])?;
        Ok(Update {
            at: f.get("at")?,
            view: f.game("view")?,
            legal: f.get("legal")?,
            prompt: f.get("prompt")?,
            can_undo: f.get("can_undo")?,
            public: f.get("public")?,
        })
    }
}

/// A game's action, as a field of the wire's types.
struct GameAction<A>(A);

impl<A: Serialize + DeserializeOwned> Json for GameAction<A> {
    fn to_json(&self) -> Value {
        json::to_game(&self.0)
    }
    fn from_json(v: Value) -> Result<Self, String> {
        json::from_game(v).map(GameAction)
    }
}

impl<A: Serialize + DeserializeOwned> Json for ToHost<A> {
    fn to_json(&self) -> Value {
        let (kind, fields) = match self {
            ToHost::Hello { seat, proof, device, take } => {
                let mut fields = vec![("seat", seat.to_json()), ("proof", proof.to_json())];
                // Left out when there is none: the hello of an earlier build.
                if let Some(d) = device {
                    fields.push(("device", d.to_json()));
                }
                (if *take { "take" } else { "hello" }, fields)
            }
            ToHost::Watch {} => ("watch", vec![]),
            ToHost::Contribute { part } => ("contribute", vec![("part", part.to_json())]),
            ToHost::Act { at, action } => ("act", vec![("at", at.to_json()), ("action", json::to_game(action))]),
            ToHost::Undo { at } => ("undo", vec![("at", at.to_json())]),
            ToHost::Say { phrase } => ("say", vec![("phrase", phrase.to_json())]),
            ToHost::Hint { at } => ("hint", vec![("at", at.to_json())]),
            ToHost::Deck { cards, format } => {
                let mut fields = vec![("cards", cards.to_json())];
                if let Some(f) = format {
                    fields.push(("format", f.to_json()));
                }
                ("deck", fields)
            }
        };
        json::variant(kind, json::object(fields))
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let (kind, v) = json::read_variant(v)?;
        let fields: &[&str] = match kind.as_str() {
            "hello" | "take" => &["seat", "proof", "device"],
            "watch" => &[],
            "contribute" => &["part"],
            "act" => &["at", "action"],
            "undo" | "hint" => &["at"],
            "say" => &["phrase"],
            "deck" => &["cards", "format"],
            other => return unknown(other),
        };
        let mut f = json::Fields::of(v, "the message", fields)?;
        Ok(match kind.as_str() {
            "hello" | "take" => {
                let device = if f.has("device") { Some(f.get::<String>("device")?) } else { None };
                if device.as_deref().is_some_and(|d| !is_device(d)) {
                    return Err("`device` of the message: not 1 to 64 letters, digits or -".to_string());
                }
                ToHost::Hello { seat: f.get("seat")?, proof: f.get("proof")?, device, take: kind == "take" }
            }
            "watch" => ToHost::Watch {},
            "contribute" => ToHost::Contribute { part: f.get("part")? },
            "act" => ToHost::Act { at: f.get("at")?, action: f.game("action")? },
            "undo" => ToHost::Undo { at: f.get("at")? },
            "hint" => ToHost::Hint { at: f.get("at")? },
            "deck" => ToHost::Deck { cards: f.get("cards")?, format: f.get("format")? },
            _ => ToHost::Say { phrase: f.get("phrase")? },
        })
    }
}

impl<V, A, O, P> Json for ToJoiner<V, A, O, P>
where
    V: Serialize + DeserializeOwned,
    A: Serialize + DeserializeOwned,
    O: Serialize + DeserializeOwned,
    P: Serialize + DeserializeOwned,
{
    fn to_json(&self) -> Value {
        match self {
            ToJoiner::Greet { nonce } => json::variant("greet", json::object(vec![("nonce", nonce.to_json())])),
            ToJoiner::Welcome { seat, game, options, commitment, started, seats, deck } => {
                let mut fields = vec![
                    ("seat", seat.to_json()),
                    ("game", game.to_json()),
                    ("options", json::to_game(options)),
                    ("commitment", commitment.to_json()),
                    ("started", started.to_json()),
                    ("seats", seats.to_json()),
                ];
                // Left out when false: the welcome of an earlier build.
                if *deck {
                    fields.push(("deck", true.to_json()));
                }
                json::variant("welcome", json::object(fields))
            }
            ToJoiner::Update(u) => json::variant("update", u.to_json()),
            ToJoiner::Changes(changes) => json::variant("changes", changes.clone()),
            ToJoiner::Watching { table, view } => json::variant(
                "watching",
                json::object(vec![("table", table.to_json()), ("view", json::to_game(&**view))]),
            ),
            ToJoiner::Refused { rule, words } => json::variant(
                "refused",
                json::object(vec![("rule", rule.as_str().to_string().to_json()), ("words", words.to_json())]),
            ),
            ToJoiner::Said { seat, phrase } => {
                json::variant("said", json::object(vec![("seat", seat.to_json()), ("phrase", phrase.to_json())]))
            }
            ToJoiner::Reveal { secret, parts, actions, options } => {
                let mut fields = vec![
                    ("secret", secret.to_json()),
                    ("parts", parts.to_json()),
                    ("actions", Value::Array(actions.iter().map(json::to_game).collect())),
                ];
                if let Some(o) = options {
                    fields.push(("options", json::to_game(o)));
                }
                json::variant("reveal", json::object(fields))
            }
            ToJoiner::Hint { at, moves } => {
                json::variant("hint", json::object(vec![("at", at.to_json()), ("moves", moves.to_json())]))
            }
            ToJoiner::Taken { seat } => notice_json("taken", *seat),
            ToJoiner::Replaced { seat } => notice_json("replaced", *seat),
        }
    }
    fn from_json(v: Value) -> Result<Self, String> {
        let (kind, v) = json::read_variant(v)?;
        match kind.as_str() {
            "greet" => {
                let mut f = json::Fields::of(v, "the greeting", &["nonce"])?;
                Ok(ToJoiner::Greet { nonce: f.get("nonce")? })
            }
            "welcome" => {
                let known = ["seat", "game", "options", "commitment", "started", "seats", "deck"];
                let mut f = json::Fields::of(v, "the welcome", &known)?;
                Ok(ToJoiner::Welcome {
                    seat: f.get("seat")?,
                    game: f.get("game")?,
                    options: f.game("options")?,
                    commitment: f.get("commitment")?,
                    started: f.get("started")?,
                    seats: f.get("seats")?,
                    deck: f.get::<Option<bool>>("deck")?.unwrap_or(false),
                })
            }
            "update" => Update::from_json(v).map(|u| ToJoiner::Update(Box::new(u))),
            "changes" if v.is_array() => Ok(ToJoiner::Changes(v)),
            "changes" => Err("the changes are not a list".to_string()),
            "watching" => {
                let mut f = json::Fields::of(v, "the public table", &["table", "view"])?;
                Ok(ToJoiner::Watching { table: Box::new(f.get("table")?), view: Box::new(f.game("view")?) })
            }
            "refused" => {
                let mut f = json::Fields::of(v, "the refusal", &["rule", "words"])?;
                Ok(ToJoiner::Refused { rule: f.game("rule")?, words: f.get("words")? })
            }
            "said" => {
                let mut f = json::Fields::of(v, "a phrase said", &["seat", "phrase"])?;
                Ok(ToJoiner::Said { seat: f.get("seat")?, phrase: f.get("phrase")? })
            }
            "reveal" => {
                let mut f = json::Fields::of(v, "the reveal", &["secret", "parts", "actions", "options"])?;
                let actions: Vec<GameAction<A>> = f.get("actions")?;
                Ok(ToJoiner::Reveal {
                    secret: f.get("secret")?,
                    parts: f.get("parts")?,
                    actions: actions.into_iter().map(|a| a.0).collect(),
                    options: f.game("options")?,
                })
            }
            "hint" => {
                let mut f = json::Fields::of(v, "the hint", &["at", "moves"])?;
                Ok(ToJoiner::Hint { at: f.get("at")?, moves: f.get("moves")? })
            }
            "taken" => Ok(ToJoiner::Taken { seat: json::Fields::of(v, "the answer", &["seat"])?.get("seat")? }),
            "replaced" => Ok(ToJoiner::Replaced { seat: json::Fields::of(v, "the notice", &["seat"])?.get("seat")? }),
            other => unknown(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Msg = ToHost<u32>;

    #[test]
    fn a_message_reads_back() {
        let m: Msg = ToHost::Act { at: 3, action: 7 };
        let text = encode(&m);
        assert_eq!(text, r#"{"m":{"act":{"action":7,"at":3}},"v":1}"#);
        assert_eq!(decode::<Msg>(&text), Ok(m));
    }

    #[test]
    fn a_choice_carries_its_preview_only_when_there_is_one() {
        let plain: Choice<u32, Vec<u8>> =
            Choice { action: 1, kind: "place".into(), label: "Place".into(), preview: None };
        assert_eq!(plain.to_json().to_string(), r#"{"action":1,"kind":"place","label":"Place"}"#);
        let drawn = Choice { preview: Some(vec![3, 4]), ..plain.clone() };
        for c in [plain, drawn] {
            assert_eq!(Choice::from_json(c.to_json()), Ok(c));
        }
        let bad = serde_json::json!({"action": 1, "kind": "place", "label": "Place", "preview": "everything"});
        assert!(Choice::<u32, Vec<u8>>::from_json(bad).is_err_and(|e| e.contains("preview")));
    }

    #[test]
    fn a_hello_names_its_device_and_one_of_an_earlier_build_still_reads() {
        let m: Msg = ToHost::Hello { seat: 1, proof: "ab".into(), device: Some("d-7f".into()), take: true };
        assert_eq!(encode(&m), r#"{"m":{"take":{"device":"d-7f","proof":"ab","seat":1}},"v":1}"#);
        assert_eq!(decode::<Msg>(&encode(&m)), Ok(m));
        let earlier = r#"{"v":1,"m":{"hello":{"seat":1,"proof":"ab"}}}"#;
        assert_eq!(
            decode::<Msg>(earlier),
            Ok(ToHost::Hello { seat: 1, proof: "ab".into(), device: None, take: false })
        );
        let long = "d".repeat(MAX_DEVICE_CHARS + 1);
        for bad in [
            r#""device":"""#,
            &format!(r#""device":"{long}""#),
            r#""device":"<b>""#,
            r#""device":7"#,
            r#""device":null"#,
            r#""take":true"#,
        ] {
            let text = format!(r#"{{"v":1,"m":{{"hello":{{"seat":1,"proof":"ab",{bad}}}}}}}"#);
            let e = decode::<Msg>(&text).expect_err(&text);
            assert!(e.message.contains("malformed"), "{text}: {e}");
        }
    }

    #[test]
    fn a_deck_reads_back_and_a_bad_one_is_malformed() {
        let m: Msg = ToHost::Deck { cards: vec!["A01".into(), "A01".into()], format: None };
        assert_eq!(encode(&m), r#"{"m":{"deck":{"cards":["A01","A01"]}},"v":1}"#);
        assert_eq!(decode::<Msg>(&encode(&m)), Ok(m));
        let m: Msg = ToHost::Deck { cards: vec!["A01".into()], format: Some("constructed".into()) };
        assert_eq!(decode::<Msg>(&encode(&m)), Ok(m));
        for bad in [
            r#"{"cards":"A01"}"#,
            r#"{"cards":[1]}"#,
            r#"{}"#,
            r#"{"cards":[],"name":"x"}"#,
            r#"{"cards":[],"format":7}"#,
        ] {
            let text = format!(r#"{{"v":1,"m":{{"deck":{bad}}}}}"#);
            assert!(decode::<Msg>(&text).expect_err(&text).message.contains("malformed"), "{text}");
        }
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
