use std::borrow::Cow;

use serde::{Deserialize, Serialize};

/// A refused action or request: the rule it breaks (an id from `shared/rules/<game>.md`,
/// or `protocol` / `save` when no game rule applies) and what was wrong, in plain words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{message} [{rule}]")]
pub struct RuleError {
    pub rule: Cow<'static, str>,
    pub message: String,
}

impl RuleError {
    /// A refusal citing a rule id such as `LO-4.2.3`.
    pub fn new(rule: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        Self { rule: rule.into(), message: message.into() }
    }

    /// A bad request that breaks no game rule (not JSON, unknown command ...).
    pub fn protocol(message: impl Into<String>) -> Self {
        Self::new("protocol", message)
    }

    /// A save that cannot be loaded.
    pub fn save(message: impl Into<String>) -> Self {
        Self::new("save", message)
    }
}
