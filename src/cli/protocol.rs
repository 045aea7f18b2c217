//! The JSON-lines protocol (docs/architecture.md section 4): one request per line in, one
//! response per line out, always with `"ok"`. Bad input is answered, never fatal.

use serde_json::{json, Value};

use crate::engine::ai::Level;
use crate::engine::{AnyMatch, GameEntry, LegalEntry, RuleError};
use crate::games;

/// One protocol conversation: the current match and the last `legal` list.
#[derive(Default)]
pub struct Session {
    current: Option<Box<dyn AnyMatch>>,
    last_legal: Vec<LegalEntry>,
}

impl Session {
    pub fn new() -> Self {
        Self::default()
    }

    /// Answers one line. Never panics on input; on error nothing changes.
    pub fn handle_line(&mut self, line: &str) -> Value {
        let answer = serde_json::from_str::<Value>(line)
            .map_err(|e| RuleError::protocol(format!("the request is not JSON: {e}")))
            .and_then(|req| self.handle(&req));
        match answer {
            Ok(mut v) => {
                v["ok"] = json!(true);
                v
            }
            Err(e) => json!({ "ok": false, "error": { "rule": e.rule, "message": e.message } }),
        }
    }

    fn handle(&mut self, req: &Value) -> Result<Value, RuleError> {
        let cmd = req
            .get("cmd")
            .and_then(Value::as_str)
            .ok_or_else(|| RuleError::protocol("the request needs a \"cmd\" string"))?;
        match cmd {
            "games" => Ok(json!({ "games": games_list()? })),
            "new" => self.new_game(req),
            "cards" => {
                let entry = game_of(req, "cards")?;
                let cards =
                    (entry.cards)().ok_or_else(|| RuleError::protocol(format!("{} has no card pool", entry.name)))?;
                Ok(json!({ "cards": cards }))
            }
            "deck" => deck(req),
            "load" => {
                let save = req.get("save").ok_or_else(|| RuleError::protocol("load needs a \"save\""))?;
                let id = save.get("game").and_then(Value::as_str).unwrap_or("");
                let entry = games::find(id).ok_or_else(|| {
                    RuleError::save(format!("the save names game '{id}', which this build does not have"))
                })?;
                let m = (entry.load)(save)?;
                self.replace(m)
            }
            _ => self.with_match(cmd, req),
        }
    }

    fn new_game(&mut self, req: &Value) -> Result<Value, RuleError> {
        let entry = game_of(req, "new")?;
        let seed = match req.get("seed") {
            None => 0,
            Some(v) => v.as_u64().ok_or_else(|| RuleError::protocol("\"seed\" must be a whole number >= 0"))?,
        };
        let m = (entry.start)(req.get("options"), seed)?;
        self.replace(m)
    }

    fn replace(&mut self, m: Box<dyn AnyMatch>) -> Result<Value, RuleError> {
        let state = m.summary();
        self.current = Some(m);
        self.last_legal.clear();
        Ok(json!({ "state": state }))
    }

    fn with_match(&mut self, cmd: &str, req: &Value) -> Result<Value, RuleError> {
        if !matches!(cmd, "state" | "legal" | "act" | "view" | "undo" | "save" | "think") {
            return Err(RuleError::protocol(format!(
                "unknown command '{cmd}': use games, new, state, legal, act, view, undo, save, load, think, cards or deck"
            )));
        }
        let m = self
            .current
            .as_mut()
            .ok_or_else(|| RuleError::protocol("no game yet: start one with {\"cmd\":\"new\",\"game\":ID}"))?;
        match cmd {
            "state" => Ok(json!({ "state": m.summary() })),
            "legal" => {
                let (seat, actions) = m.legal()?;
                self.last_legal = actions.clone();
                Ok(json!({ "seat": seat, "actions": actions }))
            }
            "act" => {
                let (to_act, _) = m.legal()?;
                if let Some(seat) = req.get("seat") {
                    if seat.as_u64().map(|s| s as usize) != to_act {
                        return Err(RuleError::protocol(format!(
                            "seat {seat} cannot act now: {}",
                            to_act.map_or("the game is over".into(), |s| format!("seat {s} is to decide"))
                        )));
                    }
                }
                let action = match (req.get("action"), req.get("index")) {
                    (Some(a), None) => a.clone(),
                    (None, Some(i)) => {
                        let i = i.as_u64().ok_or_else(|| RuleError::protocol("\"index\" must be a whole number"))?;
                        self.last_legal.get(i as usize).map(|e| e.action.clone()).ok_or_else(|| {
                            RuleError::protocol(format!(
                                "index {i} is not in the last legal list ({} entries); ask for \"legal\" first",
                                self.last_legal.len()
                            ))
                        })?
                    }
                    _ => return Err(RuleError::protocol("act needs exactly one of \"action\" or \"index\"")),
                };
                let events = m.act(&action)?;
                self.last_legal.clear();
                Ok(json!({ "events": events, "state": m.summary() }))
            }
            "view" => {
                let seat = req
                    .get("seat")
                    .and_then(Value::as_u64)
                    .ok_or_else(|| RuleError::protocol("view needs a \"seat\" number"))?;
                Ok(json!({ "view": m.view(seat as usize)? }))
            }
            "think" => {
                let (level, seed) = think_request(req)?;
                let (action, label) = m.think(level, seed)?;
                Ok(json!({ "action": action, "label": label }))
            }
            "undo" => {
                m.undo()?;
                self.last_legal.clear();
                Ok(json!({ "state": m.summary() }))
            }
            _ => Ok(json!({ "save": m.save()? })),
        }
    }
}

/// The level and the seed of a `think` request: both required, so the same request
/// always gets the same answer. The searching levels and the greedy player only (the
/// random mover does not think).
fn think_request(req: &Value) -> Result<(Level, u64), RuleError> {
    const LEVELS: &str = "\"easy\", \"normal\", \"hard\" or \"greedy\"";
    let level = match req.get("level").and_then(Value::as_str) {
        None => return Err(RuleError::protocol(format!("think needs a \"level\": {LEVELS}"))),
        Some(name) => Level::parse(name)
            .filter(|&l| l != Level::Random)
            .ok_or_else(|| RuleError::protocol(format!("unknown level '{name}': use {LEVELS}")))?,
    };
    let seed = req
        .get("seed")
        .ok_or_else(|| {
            RuleError::protocol("think needs a \"seed\" (a whole number >= 0): the same seed gives the same choice")
        })?
        .as_u64()
        .ok_or_else(|| RuleError::protocol("\"seed\" must be a whole number >= 0"))?;
    Ok((level, seed))
}

fn games_list() -> Result<Vec<Value>, RuleError> {
    games::catalog()
        .iter()
        .map(|g| Ok(json!({ "id": g.id, "name": g.name, "seats": [g.seats.0, g.seats.1], "options": (g.default_options)()? })))
        .collect()
}

fn game_ids() -> String {
    games::catalog().iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
}

/// The game a request names in `"game"`.
fn game_of(req: &Value, cmd: &str) -> Result<GameEntry, RuleError> {
    let id = req
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| RuleError::protocol(format!("{cmd} needs a \"game\": one of {}", game_ids())))?;
    games::find(id).ok_or_else(|| RuleError::protocol(format!("unknown game '{id}': use one of {}", game_ids())))
}

/// `{"cmd":"deck","game":ID,"deck":[ids],"format":F?}`: whether the list is a legal deck,
/// and each problem with the rule it breaks.
fn deck(req: &Value) -> Result<Value, RuleError> {
    let entry = game_of(req, "deck")?;
    let ids = req
        .get("deck")
        .and_then(Value::as_array)
        .ok_or_else(|| RuleError::protocol("deck needs a \"deck\": a list of card ids"))?
        .iter()
        .map(|v| {
            v.as_str()
                .map(str::to_string)
                .ok_or_else(|| RuleError::protocol(format!("{v} is not a card id (a string)")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let format = match req.get("format") {
        None | Some(Value::Null) => None,
        Some(v) => Some(v.as_str().ok_or_else(|| RuleError::protocol("\"format\" must be a string"))?),
    };
    let problems = (entry.check_deck)(&ids, format)?;
    let problems: Vec<Value> = problems.iter().map(|p| json!({ "rule": p.rule, "message": p.message })).collect();
    Ok(json!({ "legal": problems.is_empty(), "problems": problems }))
}
