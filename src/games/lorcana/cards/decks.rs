//! Decks: the construction rules (LO-1.10: at least 60 cards, at most 2 inks, at most 4
//! of one full name) and the premade decks of `cards/lorcana/decks.json`, each a name,
//! a one-line plan and a list over the set.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{pool, CardDef, Ink};
use crate::engine::card_data::CardDataError;
use crate::engine::RuleError;

/// Fewest cards in a deck (LO-1.10.1).
pub const MIN_DECK: usize = 60;
/// Most inks in a deck (LO-1.10.1).
pub const MAX_INKS: usize = 2;
/// Most copies of one full name (LO-1.10.1).
pub const MAX_COPIES: usize = 4;

/// A premade deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Premade {
    /// Its id in options ("A").
    pub id: String,
    pub name: String,
    /// What it tries to do, in one line.
    pub plan: String,
    /// Its inks, as the cards give them.
    pub inks: Vec<Ink>,
    /// Card ids and counts, in list order.
    pub cards: Vec<(String, u8)>,
}

impl Premade {
    /// The list, one id per card, in list order.
    pub fn list(&self) -> Vec<String> {
        self.cards.iter().flat_map(|(id, n)| std::iter::repeat_n(id.clone(), *n as usize)).collect()
    }

    /// "Emberfall Vanguard (Ember + Moss)".
    pub fn title(&self) -> String {
        let inks: Vec<&str> = self.inks.iter().map(|i| i.word()).collect();
        format!("{} ({})", self.name, inks.join(" + "))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckData {
    id: String,
    name: String,
    plan: String,
    cards: Vec<(String, u8)>,
}

/// Reads and checks the premade decks against the set's `cards`: each names only cards
/// of the set and is legal (LO-1.10).
pub(super) fn read_decks(text: &str, file: &str, cards: &[CardDef]) -> Result<Vec<Premade>, CardDataError> {
    let root: Value =
        serde_json::from_str(text).map_err(|e| CardDataError::file(file, format!("is not valid JSON: {e}")))?;
    let Some(list) = root.get("decks").and_then(Value::as_array) else {
        return Err(CardDataError::file(file, "needs \"decks\": a list of decks"));
    };
    let index: HashMap<&str, &CardDef> = cards.iter().map(|c| (c.code.as_str(), c)).collect();
    let find = |id: &str| index.get(id).copied();
    let mut out: Vec<Premade> = Vec::new();
    for (i, v) in list.iter().enumerate() {
        let who = v.get("id").and_then(Value::as_str).map_or_else(|| format!("#{}", i + 1), str::to_string);
        let d: DeckData =
            serde_json::from_value(v.clone()).map_err(|e| CardDataError::card(file, format!("deck {who}"), e.to_string()))?;
        if out.iter().any(|o| o.id == d.id) {
            return Err(CardDataError::card(file, format!("deck {who}"), "its id is used by an earlier deck"));
        }
        let premade = Premade { inks: Vec::new(), id: d.id, name: d.name, plan: d.plan, cards: d.cards };
        let problems = problems(&premade.list(), &find);
        if let Some(p) = problems.first() {
            return Err(CardDataError::card(file, format!("deck {who}"), format!("is not legal: {} [{}]", p.message, p.rule)));
        }
        let inks = inks_of(&premade.list(), &find);
        out.push(Premade { inks, ..premade });
    }
    Ok(out)
}

/// Finds a card of the set by its code.
pub type Find<'a> = &'a dyn Fn(&str) -> Option<&'a CardDef>;

/// The inks a list uses, in ink order.
pub fn inks_of(ids: &[String], find: Find) -> Vec<Ink> {
    let used: Vec<Ink> = ids.iter().filter_map(|id| find(id)).map(|c| c.ink).collect();
    // Ink order is `Ink::ALL`'s; filtering it needs no sort (one less sort in the page).
    Ink::ALL.into_iter().filter(|i| used.contains(i)).collect()
}

/// The problems of a list of card ids under LO-1.10, each with its rule; empty when legal.
pub fn problems(ids: &[String], find: Find) -> Vec<RuleError> {
    let mut out = Vec::new();
    let unknown: Vec<&str> = ids.iter().filter(|id| find(id).is_none()).map(String::as_str).collect();
    if !unknown.is_empty() {
        let mut names = unknown.clone();
        names.dedup();
        out.push(RuleError::new(
            "LO-1.10.1",
            format!("{} is not a card of the set: a deck holds only cards of the pool", names.join(", ")),
        ));
    }
    if ids.len() < MIN_DECK {
        out.push(RuleError::new(
            "LO-1.10.1",
            format!("a deck has at least {MIN_DECK} cards; this one has {}", ids.len()),
        ));
    }
    let inks = inks_of(ids, find);
    if inks.len() > MAX_INKS {
        let words: Vec<&str> = inks.iter().map(|i| i.word()).collect();
        out.push(RuleError::new(
            "LO-1.10.1",
            format!("a deck uses at most {MAX_INKS} inks; this one uses {}", words.join(", ")),
        ));
    }
    // Copies are counted per card: no two cards of a set share a full name (the reader
    // refuses it), and a scan over the designs keeps a map keyed by names out of the page.
    let mut counts: Vec<(&CardDef, usize)> = Vec::new();
    for c in ids.iter().filter_map(|id| find(id)) {
        match counts.iter_mut().find(|(d, _)| std::ptr::eq(*d, c)) {
            Some((_, n)) => *n += 1,
            None => counts.push((c, 1)),
        }
    }
    // Named in the order of their full names.
    let mut over: Vec<(String, usize)> = Vec::new();
    for (c, n) in counts.into_iter().filter(|(_, n)| *n > MAX_COPIES) {
        let name = c.full_name();
        let at = over.iter().position(|(o, _)| *o > name).unwrap_or(over.len());
        over.insert(at, (name, n));
    }
    for (name, n) in over {
        out.push(RuleError::new(
            "LO-1.10.1",
            format!("a deck holds at most {MAX_COPIES} cards named {name}; this one has {n}"),
        ));
    }
    out
}

/// [`crate::engine::Cards::check_deck`] for Lorcana: the only format is constructed.
pub fn check_deck(ids: &[String], format: Option<&str>) -> Result<Vec<RuleError>, RuleError> {
    if let Some(f) = format.filter(|f| !f.eq_ignore_ascii_case("constructed")) {
        return Err(RuleError::protocol(format!("unknown format '{f}': Lorcana has one, constructed")));
    }
    let pool = pool().map_err(|e| RuleError::protocol(e.to_string()))?;
    Ok(pool.problems(ids))
}

/// The premade decks (none when the pool did not load).
pub fn premades() -> &'static [Premade] {
    pool().map(|p| p.decks.as_slice()).unwrap_or(&[])
}

/// The premade deck with that id.
pub fn premade(id: &str) -> Option<&'static Premade> {
    premades().iter().find(|d| d.id == id)
}
