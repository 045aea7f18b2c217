//! A game's pool as the deck builder reads it: every card of `Cards::cards` with the
//! values of the game's filters, and the filters themselves (which values a card has,
//! whether it passes). Pure data, no page: the per-game differences are the
//! [`DeckConfig`](super::DeckConfig)'s facets.

use std::collections::BTreeSet;
use std::rc::Rc;

use serde_json::Value;

use crate::engine::deck_code::CardName;

/// How a facet reads its field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FacetKind {
    /// One word per card (ink, type, rarity): its value as written.
    One,
    /// A number (a cost): its value, with `top` and above as one value ("7+").
    Number { top: i64 },
    /// A list of words (keywords): each word without its number ("Challenger +2" is
    /// "Challenger").
    Words,
}

/// One filter of the builder: its label and the field of a card's data it reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facet {
    pub label: &'static str,
    pub key: &'static str,
    pub kind: FacetKind,
}

impl Facet {
    /// The facet's values on `card`, as the filter's chips name them.
    pub fn values(&self, card: &Value) -> Vec<String> {
        let field = card.get(self.key).unwrap_or(&Value::Null);
        match self.kind {
            FacetKind::One => word(field).into_iter().collect(),
            FacetKind::Number { top } => field.as_i64().map(|n| number_label(n, top)).into_iter().collect(),
            FacetKind::Words => {
                field.as_array().map_or_else(Vec::new, |a| a.iter().filter_map(word).map(|w| stem(&w)).collect())
            }
        }
    }
}

/// "7+" for `top` and above, else the number.
pub fn number_label(n: i64, top: i64) -> String {
    if n >= top {
        format!("{top}+")
    } else {
        n.to_string()
    }
}

fn word(v: &Value) -> Option<String> {
    match v {
        Value::String(s) if !s.is_empty() => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// A keyword without its number: "Challenger +2" and "Shift 4" are "Challenger" and
/// "Shift".
fn stem(word: &str) -> String {
    word.trim_end_matches(|c: char| c.is_ascii_digit() || c == '+' || c == ' ').to_string()
}

/// One card of the pool.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolCard {
    pub id: String,
    /// "Name - Version", as lists write it.
    pub listed: String,
    pub data: Rc<Value>,
    /// Everything the text search reads, lower case.
    search: String,
}

/// The whole pool, in the set's order.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Pool {
    pub cards: Vec<PoolCard>,
    pub names: Vec<CardName>,
}

impl Pool {
    /// The pool of a game's cards as data (`Cards::cards`); cards without an id or a
    /// name are left out.
    pub fn new(cards: &[Value]) -> Self {
        let names = CardName::from_pool(cards);
        let cards = cards
            .iter()
            .zip(&names)
            .map(|(c, n)| {
                let text = |k: &str| c.get(k).map(words_of).unwrap_or_default();
                let search = [n.listed(), text("text"), text("classes"), text("keywords"), text("kind")].join(" ");
                PoolCard {
                    id: n.id.clone(),
                    listed: n.listed(),
                    data: Rc::new(c.clone()),
                    search: search.to_lowercase(),
                }
            })
            .collect();
        Self { cards, names }
    }

    pub fn card(&self, id: &str) -> Option<&PoolCard> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// Every value `facet` takes over the pool: numbers ascending, words in the order
    /// the set first uses them.
    pub fn values(&self, facet: &Facet) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for c in &self.cards {
            for v in facet.values(&c.data) {
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
        if let FacetKind::Number { .. } = facet.kind {
            out.sort_by_key(|v| v.trim_end_matches('+').parse::<i64>().unwrap_or(i64::MAX));
        }
        out
    }
}

/// A field's words for the text search: a string, a list's strings, a number.
fn words_of(v: &Value) -> String {
    match v {
        Value::Array(items) => items.iter().map(words_of).collect::<Vec<_>>().join(" "),
        other => word(other).unwrap_or_default(),
    }
}

/// What the filters ask: per facet the values chosen (none: any), and words to find.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    pub chosen: Vec<BTreeSet<String>>,
    pub text: String,
}

impl Filter {
    /// Whether `card` passes: for each facet with chosen values it has one of them, and
    /// every word of the search is in its name, text, classes or keywords.
    pub fn passes(&self, facets: &[Facet], card: &PoolCard) -> bool {
        let facets_ok = facets
            .iter()
            .zip(&self.chosen)
            .all(|(f, chosen)| chosen.is_empty() || f.values(&card.data).iter().any(|v| chosen.contains(v)));
        facets_ok && self.text.to_lowercase().split_whitespace().all(|w| card.search.contains(w))
    }

    /// The same filter with `value` of facet `i` chosen or, if it was, not.
    pub fn toggled(&self, i: usize, value: &str) -> Self {
        let mut f = self.clone();
        if f.chosen.len() <= i {
            f.chosen.resize(i + 1, BTreeSet::new());
        }
        if !f.chosen[i].remove(value) {
            f.chosen[i].insert(value.to_string());
        }
        f
    }

    pub fn is_chosen(&self, i: usize, value: &str) -> bool {
        self.chosen.get(i).is_some_and(|c| c.contains(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INK: Facet = Facet { label: "Ink", key: "ink", kind: FacetKind::One };
    const COST: Facet = Facet { label: "Cost", key: "cost", kind: FacetKind::Number { top: 7 } };
    const KEYWORD: Facet = Facet { label: "Keyword", key: "keywords", kind: FacetKind::Words };

    fn pool() -> Pool {
        Pool::new(&[
            serde_json::json!({"id": "A03", "name": "Varro", "version": "Ashen Duelist", "ink": "Ember", "cost": 3, "keywords": ["Challenger +2"], "text": "Challenger +2"}),
            serde_json::json!({"id": "B02", "name": "Gull Wren", "ink": "Tide", "cost": 2, "keywords": ["Evasive"], "text": ""}),
            serde_json::json!({"id": "B09", "name": "Tidal Surge", "ink": "Tide", "cost": 8, "keywords": [], "text": "Banish chosen character."}),
        ])
    }

    #[test]
    fn facet_values_read_words_numbers_and_keyword_stems() {
        let p = pool();
        assert_eq!(p.values(&INK), vec!["Ember", "Tide"]);
        assert_eq!(p.values(&COST), vec!["2", "3", "7+"]);
        assert_eq!(p.values(&KEYWORD), vec!["Challenger", "Evasive"]);
    }

    #[test]
    fn a_filter_keeps_cards_with_a_chosen_value_of_every_facet_and_every_word() {
        let p = pool();
        let facets = [INK, COST, KEYWORD];
        let ids =
            |f: &Filter| p.cards.iter().filter(|c| f.passes(&facets, c)).map(|c| c.id.as_str()).collect::<Vec<_>>();
        let tide = Filter::default().toggled(0, "Tide");
        assert_eq!(ids(&tide), vec!["B02", "B09"]);
        assert_eq!(ids(&tide.toggled(1, "7+")), vec!["B09"]);
        assert_eq!(ids(&tide.toggled(0, "Tide")), vec!["A03", "B02", "B09"], "chosen again: any ink");
        assert_eq!(ids(&Filter { text: "banish CHARACTER".into(), ..Filter::default() }), vec!["B09"]);
        assert_eq!(ids(&Filter { text: "ashen".into(), ..Filter::default() }), vec!["A03"], "the version is searched");
    }
}
