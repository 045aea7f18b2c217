//! Where a card game's set files come from, and how a bad one is refused.
//!
//! A set is a data file, `cards/<game>/<set>.json`, built into the rules as text. A
//! designer trying a change needs no Rust: natively, `TURNKEEPER_CARDS=DIR` reads
//! `DIR/<game>/<set>.json` instead wherever that file exists (the command line, the
//! tests), and a file that does not parse or validate is refused naming the file, the
//! card and what is wrong.

use std::borrow::Cow;
use std::fmt;

/// The text of a set file: the built-in copy, or the one under `TURNKEEPER_CARDS`.
pub fn set_text(game: &str, file: &str, built_in: &'static str) -> Result<Cow<'static, str>, CardDataError> {
    match std::env::var_os("TURNKEEPER_CARDS") {
        Some(dir) => {
            let path = std::path::Path::new(&dir).join(game).join(file);
            if path.exists() {
                std::fs::read_to_string(&path).map(Cow::Owned).map_err(|e| CardDataError {
                    file: path.display().to_string(),
                    card: None,
                    problem: format!("cannot be read: {e}"),
                })
            } else {
                Ok(Cow::Borrowed(built_in))
            }
        }
        None => Ok(Cow::Borrowed(built_in)),
    }
}

/// A set file refused: which file, which card (when the problem is in one), and what is
/// wrong, in plain words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDataError {
    pub file: String,
    pub card: Option<String>,
    pub problem: String,
}

impl CardDataError {
    /// A problem with one card of `file`.
    pub fn card(file: &str, card: impl Into<String>, problem: impl Into<String>) -> Self {
        Self { file: file.into(), card: Some(card.into()), problem: problem.into() }
    }

    /// A problem with the file as a whole (it does not parse, a duplicate id ...).
    pub fn file(file: &str, problem: impl Into<String>) -> Self {
        Self { file: file.into(), card: None, problem: problem.into() }
    }
}

impl fmt::Display for CardDataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.card {
            Some(card) => write!(f, "{}, card {card}: {}", self.file, self.problem),
            None => write!(f, "{}: {}", self.file, self.problem),
        }
    }
}

impl std::error::Error for CardDataError {}
