use std::borrow::Cow;
use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A refused action or request: the rule it breaks and what was wrong, in plain words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{message} [{rule}]")]
pub struct RuleError {
    pub rule: RuleId,
    pub message: String,
}

/// What a refusal cites: a rule of the game's brief, or one of the platform's own
/// reasons where no game rule applies. Written as its id in JSON (`"LO-4.2.3"`,
/// `"protocol"`, `"save"`, `"undo"`), and read as `str` (`rule.starts_with("LO-")`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RuleId {
    /// An id from `shared/rules/<game>.md`, such as `LO-4.2.3`.
    Game(Cow<'static, str>),
    /// A bad request: not JSON, an unknown command, an action that does not parse.
    Protocol,
    /// A save or a link that cannot be loaded.
    Save,
    /// Nothing that may be undone.
    Undo,
    /// An online message refused: wrong protocol version, too long, malformed, unknown,
    /// out of turn, or from a seat whose token does not match (online play).
    Online,
}

impl RuleId {
    pub fn as_str(&self) -> &str {
        match self {
            RuleId::Game(id) => id,
            RuleId::Protocol => "protocol",
            RuleId::Save => "save",
            RuleId::Undo => "undo",
            RuleId::Online => "online",
        }
    }
}

impl Deref for RuleId {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for RuleId {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<str> for RuleId {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for RuleId {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match String::deserialize(d)?.as_str() {
            "protocol" => RuleId::Protocol,
            "save" => RuleId::Save,
            "undo" => RuleId::Undo,
            "online" => RuleId::Online,
            id => RuleId::Game(Cow::Owned(id.to_string())),
        })
    }
}

impl RuleError {
    /// A refusal citing a rule id of the game's brief, such as `LO-4.2.3`.
    pub fn new(rule: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        Self { rule: RuleId::Game(rule.into()), message: message.into() }
    }

    /// A bad request that breaks no game rule (not JSON, unknown command ...).
    pub fn protocol(message: impl Into<String>) -> Self {
        Self { rule: RuleId::Protocol, message: message.into() }
    }

    /// A save that cannot be loaded.
    pub fn save(message: impl Into<String>) -> Self {
        Self { rule: RuleId::Save, message: message.into() }
    }

    /// An online message refused (see [`RuleId::Online`]).
    pub fn online(message: impl Into<String>) -> Self {
        Self { rule: RuleId::Online, message: message.into() }
    }

    /// Nothing that may be undone, or a turn that could not be replayed.
    pub fn undo(message: impl Into<String>) -> Self {
        Self { rule: RuleId::Undo, message: message.into() }
    }
}

/// Writes `value` as JSON for a save or the protocol. Serde refuses only shapes our types
/// do not have (a map with non-string keys, a failing custom serializer), but if it ever
/// does, the caller gets the error with `what` was being written, under the rule id
/// `refuse` gives it, instead of a silent `null` in a save or an answer.
pub fn to_json<T: serde::Serialize + ?Sized>(
    value: &T,
    what: &str,
    refuse: fn(String) -> RuleError,
) -> Result<serde_json::Value, RuleError> {
    serde_json::to_value(value).map_err(|e| refuse(format!("{what} could not be written as JSON: {e}")))
}
