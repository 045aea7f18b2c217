//! Type-erased matches, so the CLI and the lobby can hold any game behind one type.

use serde::Serialize;
use serde_json::{json, Value};

use super::{ai, simulate, to_json, Event, Game, Match, RuleError, Seat, SimReport};

/// One entry of a `legal` list: kind, words, and the action `act` accepts back.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LegalEntry {
    pub kind: &'static str,
    pub label: String,
    pub action: Value,
}

/// A match of some game, driven with JSON actions.
pub trait AnyMatch {
    /// The protocol SUMMARY.
    fn summary(&self) -> Value;
    /// The seat to act and its legal actions.
    fn legal(&self) -> Result<(Option<Seat>, Vec<LegalEntry>), RuleError>;
    /// Applies a JSON action; an action that does not parse is refused like an illegal one.
    fn act(&mut self, action: &Value) -> Result<Vec<Event>, RuleError>;
    /// What a seat may see.
    fn view(&self, seat: Seat) -> Result<Value, RuleError>;
    fn undo(&mut self) -> Result<(), RuleError>;
    fn save(&self) -> Result<Value, RuleError>;
    /// The computer player's choice at `level` for the seat to act, as the action `act`
    /// accepts and its label; the game is not changed. Searched as the page and the arena
    /// search ([`ai::choose`]), over determinizations from that seat's view only.
    fn think(&self, level: ai::Level, seed: u64) -> Result<(Value, String), RuleError>;
}

impl<G: Game> AnyMatch for Match<G> {
    fn summary(&self) -> Value {
        summary_of(self.state())
    }

    fn legal(&self) -> Result<(Option<Seat>, Vec<LegalEntry>), RuleError> {
        let g = self.state();
        let entries = g
            .legal_actions()
            .into_iter()
            .map(|a| {
                let info = g.describe(&a);
                Ok(LegalEntry {
                    kind: info.kind,
                    label: info.label,
                    action: to_json(&a, "an action", RuleError::protocol)?,
                })
            })
            .collect::<Result<_, RuleError>>()?;
        Ok((g.to_act(), entries))
    }

    fn act(&mut self, action: &Value) -> Result<Vec<Event>, RuleError> {
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| RuleError::protocol(format!("that is not an action of {}: {e}", G::NAME)))?;
        self.apply(&action)
    }

    fn view(&self, seat: Seat) -> Result<Value, RuleError> {
        let seats = self.state().seats();
        if seat >= seats {
            return Err(RuleError::protocol(format!(
                "seat {seat} does not exist: this game has seats 0 to {}",
                seats - 1
            )));
        }
        to_json(&self.state().view(seat), "the view", RuleError::protocol)
    }

    fn undo(&mut self) -> Result<(), RuleError> {
        Match::undo(self)
    }

    fn save(&self) -> Result<Value, RuleError> {
        to_json(&Match::save(self)?, "the save", RuleError::save)
    }

    fn think(&self, level: ai::Level, seed: u64) -> Result<(Value, String), RuleError> {
        let g = self.state();
        if let Some(o) = g.outcome() {
            return Err(RuleError::protocol(format!(
                "the game is over ({}): there is nothing to think about",
                o.reason
            )));
        }
        let action =
            ai::choose(g, level, seed).ok_or_else(|| RuleError::protocol("no seat has a decision to make now"))?;
        let label = g.describe(&action).label;
        Ok((to_json(&action, "the action", RuleError::protocol)?, label))
    }
}

/// The SUMMARY shape shared by every game (docs/architecture.md section 4).
pub fn summary_of<G: Game>(g: &G) -> Value {
    let seats: Vec<Value> = g
        .summary()
        .into_iter()
        .map(|s| {
            let zones: serde_json::Map<String, Value> =
                s.zones.into_iter().map(|(k, v)| (k.to_string(), json!(v))).collect();
            json!({ "zones": zones, "score": s.score })
        })
        .collect();
    json!({
        "game": G::ID,
        "turn": g.turn(),
        "active": g.active(),
        "to_act": g.to_act(),
        "phase": g.phase(),
        "outcome": g.outcome(),
        "seats": seats,
    })
}

/// A boxed match of any game, or why it could not start.
pub type MatchResult = Result<Box<dyn AnyMatch>, RuleError>;
/// Starts a match from options (default when absent) and a seed.
pub type StartFn = fn(Option<&Value>, u64) -> MatchResult;
/// Runs the arena on options, with a clock in milliseconds.
pub type ArenaFn = fn(Option<&Value>, &ai::ArenaSpec, &dyn Fn() -> f64) -> Result<ai::ArenaReport, RuleError>;

/// A deck's problems under a format's construction rules (protocol `deck`).
pub type CheckDeckFn = fn(&[String], Option<&str>) -> Result<Vec<RuleError>, RuleError>;

/// What the catalog knows of a game, with constructors for type-erased matches.
pub struct GameEntry {
    pub id: &'static str,
    pub name: &'static str,
    pub blurb: &'static str,
    pub seats: (usize, usize),
    pub default_options: fn() -> Result<Value, RuleError>,
    pub start: StartFn,
    pub load: fn(&Value) -> MatchResult,
    /// Bot games (`simulate`): options, games, first seed, and whether each game draws a
    /// random set-up from the pool (`--random-setup`).
    pub simulate: fn(Option<&Value>, u64, u64, bool) -> Result<SimReport, RuleError>,
    /// The pool as data (protocol `cards`); `None` for a game without one.
    pub cards: fn() -> Option<Vec<Value>>,
    /// A deck's problems under the construction rules of a format (protocol `deck`).
    pub check_deck: CheckDeckFn,
    /// The computer player against itself (`arena`); the clock gives milliseconds.
    pub arena: ArenaFn,
}

/// The catalog entry of `G`.
pub fn entry<G: Game>() -> GameEntry {
    GameEntry {
        id: G::ID,
        name: G::NAME,
        blurb: G::BLURB,
        seats: G::SEATS,
        default_options: || to_json(&G::Options::default(), "the default options", RuleError::protocol),
        start: |options, seed| {
            let options = parse_options::<G>(options)?;
            Ok(Box::new(Match::<G>::new(options, seed)?))
        },
        load: |save| Ok(Box::new(Match::<G>::load(save)?)),
        simulate: |options, games, seed, random_setup| {
            let options = parse_options::<G>(options)?;
            G::new(&options, seed)?;
            Ok(simulate::<G>(&options, games, seed, 20_000, random_setup))
        },
        cards: G::cards,
        check_deck: G::check_deck,
        arena: |options, spec, clock| ai::arena::<G>(&parse_options::<G>(options)?, spec, clock),
    }
}

fn parse_options<G: Game>(options: Option<&Value>) -> Result<G::Options, RuleError> {
    match options {
        None | Some(Value::Null) => Ok(G::Options::default()),
        Some(v) => serde_json::from_value(v.clone())
            .map_err(|e| RuleError::protocol(format!("options are not valid for {}: {e}", G::NAME))),
    }
}
