//! Deck rules (NX-2.3), the deck and reserve a seat brings (NX-2.2), and decks built at
//! random from the pool (for `simulate --random-setup` and a computer that builds its
//! own deck).

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Kind, Pool, DECK_SIZE};
use crate::engine::{Rng, RuleError};

/// At most this many copies of a card (NX-2.3), anomalies included.
pub const MAX_COPIES: usize = 3;
/// At most this many cards in a best-of-three reserve (NX-2.2).
pub const MAX_RESERVE: usize = 12;

/// The deck a seat brings: a premade one by its id (the starter decks are "A" and "B"),
/// or a list of 45 card ids (NX-2.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum DeckChoice {
    Premade(Cow<'static, str>),
    List(Vec<String>),
}

impl Default for DeckChoice {
    fn default() -> Self {
        DeckChoice::A
    }
}

impl DeckChoice {
    /// Emberline Raiders, the first starter deck.
    pub const A: DeckChoice = DeckChoice::Premade(Cow::Borrowed("A"));
    /// Tidewire Collective, the second starter deck.
    pub const B: DeckChoice = DeckChoice::Premade(Cow::Borrowed("B"));

    /// The card ids of the deck (not yet checked).
    pub fn ids(&self, pool: &Pool) -> Result<Vec<String>, RuleError> {
        match self {
            DeckChoice::Premade(id) => {
                let p = pool
                    .premade(id)
                    .ok_or_else(|| RuleError::new("NX-2.3", format!("there is no premade deck '{id}'")))?;
                Ok(pool.premade_list(p))
            }
            DeckChoice::List(ids) => Ok(ids.clone()),
        }
    }

    /// The deck's designs, checked against NX-2.3.
    pub fn resolve(&self, pool: &Pool) -> Result<Vec<u8>, RuleError> {
        let ids = self.ids(pool)?;
        if let Some(e) = problems(pool, &ids).into_iter().next() {
            return Err(e);
        }
        Ok(ids.iter().filter_map(|c| pool.id(c)).collect())
    }
}

/// Every problem of a deck, each citing NX-2.3; empty when it is legal: exactly 45
/// cards of the pool, at most 3 copies of any card.
pub fn problems(pool: &Pool, ids: &[String]) -> Vec<RuleError> {
    let mut out = Vec::new();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for id in ids {
        match pool.id(id) {
            Some(d) => *counts.entry(pool.defs[d as usize].name).or_default() += 1,
            None => out.push(RuleError::new("NX-2.3", format!("{id} is not a card of the pool"))),
        }
    }
    if ids.len() != DECK_SIZE {
        out.push(RuleError::new("NX-2.3", format!("a deck has exactly {DECK_SIZE} cards, this one has {}", ids.len())));
    }
    for (name, n) in counts {
        if n > MAX_COPIES {
            out.push(RuleError::new("NX-2.3", format!("at most {MAX_COPIES} copies of a card: {n} of {name}")));
        }
    }
    out
}

/// The problems of a best-of-three reserve (NX-2.2): at most 12 cards of the pool, and
/// with the deck at most 3 copies of any card.
pub fn reserve_problems(pool: &Pool, deck: &[String], reserve: &[String]) -> Vec<RuleError> {
    let mut out = Vec::new();
    if reserve.len() > MAX_RESERVE {
        out.push(RuleError::new("NX-2.2", format!("a reserve holds at most {MAX_RESERVE} cards, this one {}", reserve.len())));
    }
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for id in deck.iter().chain(reserve) {
        match pool.id(id) {
            Some(d) => *counts.entry(pool.defs[d as usize].name).or_default() += 1,
            None => out.push(RuleError::new("NX-2.2", format!("{id} is not a card of the pool"))),
        }
    }
    for (name, n) in counts {
        if n > MAX_COPIES {
            out.push(RuleError::new(
                "NX-2.2",
                format!("at most {MAX_COPIES} copies of a card in deck and reserve together: {n} of {name}"),
            ));
        }
    }
    out
}

/// A random legal deck from the whole pool: one or two energy types with the Void cards,
/// 12 to 18 anomalies making those energies, the rest functions of those types; up to 3
/// copies each. Card ids as options take them.
pub fn random_deck(pool: &Pool, rng: &mut Rng) -> Vec<String> {
    let types = [rng.below(5) as u8, rng.below(5) as u8];
    let two = rng.below(2) == 0;
    let fits = |a: Option<u8>| a.is_none() || a == Some(types[0]) || (two && a == Some(types[1]));
    let anomalies: Vec<u8> = (0..pool.defs.len() as u8)
        .filter(|&d| pool.defs[d as usize].kind == Kind::Anomaly && fits(pool.defs[d as usize].alignment))
        .collect();
    let functions: Vec<u8> = (0..pool.defs.len() as u8)
        .filter(|&d| pool.defs[d as usize].kind != Kind::Anomaly && fits(pool.defs[d as usize].alignment))
        .collect();
    let mut deck: Vec<u8> = Vec::with_capacity(DECK_SIZE);
    let want_anomalies = 12 + rng.below(7);
    fill(&mut deck, &anomalies, want_anomalies, rng);
    fill(&mut deck, &functions, DECK_SIZE, rng);
    // Too few designs of those types: the Void cards and anything else fill it.
    let all: Vec<u8> = (0..pool.defs.len() as u8).collect();
    fill(&mut deck, &all, DECK_SIZE, rng);
    deck.sort_unstable();
    deck.into_iter().map(|d| pool.defs[d as usize].code.to_string()).collect()
}

/// Adds random cards of `from` until `deck` holds `size`, at most 3 of each.
fn fill(deck: &mut Vec<u8>, from: &[u8], size: usize, rng: &mut Rng) {
    let mut guard = 0;
    while deck.len() < size && !from.is_empty() && guard < 5_000 {
        guard += 1;
        let d = from[rng.below(from.len())];
        if deck.iter().filter(|&&x| x == d).count() < MAX_COPIES {
            deck.push(d);
        }
    }
}

/// A random best-of-three reserve for `deck` (NX-2.2): 12 cards of the pool, at most 3
/// copies of a card with the deck.
pub fn random_reserve(pool: &Pool, deck: &[String], rng: &mut Rng) -> Vec<String> {
    let mut have: Vec<u8> = deck.iter().filter_map(|c| pool.id(c)).collect();
    let start = have.len();
    let all: Vec<u8> = (0..pool.defs.len() as u8).collect();
    fill(&mut have, &all, start + MAX_RESERVE, rng);
    have[start..].iter().map(|&d| pool.defs[d as usize].code.to_string()).collect()
}
