//! The pool: every set file read, checked and kept for the program's life. A bad file
//! is refused naming the file, the card and what is wrong (`CardDataError`), never a
//! panic; the words of every card are written from its data here, once.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::Value;

use super::model::{CardDef, MageDef, MarketDef, NemCardDef, NemesisDef};
use super::read;
use super::validate::{check_card, check_mage, check_market, check_nemesis};
use super::words;
use crate::engine::card_data::{set_text, CardDataError};

/// The set files built into the rules, in the order their cards are listed.
pub const SETS: [(&str, &str); 2] = [
    ("drowned-engine.json", include_str!("../../../../cards/aeons-end/drowned-engine.json")),
    ("embers-and-hollows.json", include_str!("../../../../cards/aeons-end/embers-and-hollows.json")),
];

/// Every design of the game: player cards, mages, nemeses (with their cards).
pub struct Pool {
    pub cards: Vec<CardDef>,
    pub mages: Vec<MageDef>,
    pub nemeses: Vec<NemesisDef>,
    /// Market presets, fixed or random (AE-2.4).
    pub markets: Vec<MarketDef>,
    ids: HashMap<String, Id>,
}

/// What an id names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Id {
    Card(usize),
    Mage(usize),
    Nemesis(usize),
    NemCard(usize, usize),
}

/// One element of a set file read as its design; a problem names the element.
fn read<T>(file: &str, what: &str, i: usize, v: &Value, f: fn(&Value) -> Result<T, String>) -> Result<T, CardDataError> {
    let id = v.get("id").and_then(Value::as_str).map_or_else(|| format!("{what} #{}", i + 1), str::to_string);
    f(v).map_err(|e| CardDataError::card(file, id, e))
}

impl Pool {
    /// Reads set files (name and text), checks every design and writes its words.
    pub fn read(files: &[(&str, &str)]) -> Result<Pool, CardDataError> {
        let mut pool =
            Pool { cards: Vec::new(), mages: Vec::new(), nemeses: Vec::new(), markets: Vec::new(), ids: HashMap::new() };
        for (file, text) in files {
            pool.add_file(file, text)?;
        }
        pool.check_and_write()?;
        Ok(pool)
    }

    fn claim(&mut self, file: &str, id: &str, what: Id) -> Result<(), CardDataError> {
        if self.ids.insert(id.to_string(), what).is_some() {
            return Err(CardDataError::card(file, id, "this id is used twice in the pool (ids are unique across sets)"));
        }
        Ok(())
    }

    fn add_file(&mut self, file: &str, text: &str) -> Result<(), CardDataError> {
        let v: Value = serde_json::from_str(text).map_err(|e| CardDataError::file(file, format!("not JSON: {e}")))?;
        let (set, [cards, mages, nemeses, markets]) = read::set_file(&v).map_err(|e| CardDataError::file(file, e))?;
        for (i, v) in cards.iter().enumerate() {
            let mut c = read(file, "card", i, v, read::card)?;
            c.set = set.clone();
            self.claim(file, &c.id.clone(), Id::Card(self.cards.len()))?;
            self.cards.push(c);
        }
        for (i, v) in mages.iter().enumerate() {
            let mut m = read(file, "mage", i, v, read::mage)?;
            m.set = set.clone();
            self.claim(file, &m.id.clone(), Id::Mage(self.mages.len()))?;
            self.mages.push(m);
        }
        for (i, v) in nemeses.iter().enumerate() {
            let (mut n, cards) = read(file, "nemesis", i, v, read::nemesis)?;
            n.set = set.clone();
            let at = self.nemeses.len();
            self.claim(file, &n.id.clone(), Id::Nemesis(at))?;
            for (j, v) in cards.iter().enumerate() {
                let mut c = read(file, "nemesis card", j, v, read::nem_card)?;
                c.nemesis = n.id.clone();
                self.claim(file, &c.id.clone(), Id::NemCard(at, j))?;
                n.cards.push(c);
            }
            self.nemeses.push(n);
        }
        for (i, v) in markets.iter().enumerate() {
            let mut m = read(file, "market", i, v, read::market)?;
            m.set = set.clone();
            if self.markets.iter().any(|x| x.id == m.id) {
                return Err(CardDataError::card(file, &m.id, "two markets with this id"));
            }
            self.markets.push(m);
        }
        Ok(())
    }

    /// Every design checked against the rules and the pool; then its words written.
    fn check_and_write(&mut self) -> Result<(), CardDataError> {
        for c in &self.cards {
            check_card(c, self).map_err(|p| CardDataError::card(&format!("{}.json", c.set), &c.id, p))?;
        }
        for m in &self.mages {
            check_mage(m, self).map_err(|p| CardDataError::card(&format!("{}.json", m.set), &m.id, p))?;
        }
        for n in &self.nemeses {
            check_nemesis(n, self).map_err(|(card, p)| CardDataError::card(&format!("{}.json", n.set), card, p))?;
        }
        for m in &self.markets {
            check_market(m, self).map_err(|p| CardDataError::card(&format!("{}.json", m.set), &m.id, p))?;
        }
        if self.markets.is_empty() {
            return Err(CardDataError::file("the pool", "no market: the first market is a game's default (AE-2.4)"));
        }
        for c in self.cards.iter_mut() {
            c.text = words::card_text(c);
        }
        for m in self.mages.iter_mut() {
            m.ability_text = words::ability_text(m);
        }
        for n in self.nemeses.iter_mut() {
            let texts: Vec<String> = n.cards.iter().map(|c| words::nem_card_text(c, n)).collect();
            for (c, t) in n.cards.iter_mut().zip(texts) {
                c.text = t;
            }
            n.unleash_text = words::unleash_text(n, None);
            n.rules_text = words::rules_text(n);
        }
        Ok(())
    }

    /// The player card `id`.
    pub fn card(&self, id: &str) -> Option<&CardDef> {
        match self.ids.get(id) {
            Some(Id::Card(i)) => Some(&self.cards[*i]),
            _ => None,
        }
    }

    pub fn mage(&self, id: &str) -> Option<&MageDef> {
        match self.ids.get(id) {
            Some(Id::Mage(i)) => Some(&self.mages[*i]),
            _ => None,
        }
    }

    pub fn nemesis(&self, id: &str) -> Option<&NemesisDef> {
        match self.ids.get(id) {
            Some(Id::Nemesis(i)) => Some(&self.nemeses[*i]),
            _ => None,
        }
    }

    /// A nemesis card by its id.
    pub fn nem_card(&self, id: &str) -> Option<&NemCardDef> {
        match self.ids.get(id) {
            Some(Id::NemCard(n, c)) => Some(&self.nemeses[*n].cards[*c]),
            _ => None,
        }
    }

    pub fn market(&self, id: &str) -> Option<&MarketDef> {
        self.markets.iter().find(|m| m.id == id)
    }

    /// Whether `id` names anything in the pool.
    pub fn knows(&self, id: &str) -> bool {
        self.ids.contains_key(id)
    }
}

/// The game's pool: the built-in set files, or those under `TURNKEEPER_CARDS` (read once).
pub fn pool() -> Result<&'static Pool, CardDataError> {
    static POOL: OnceLock<Result<&'static Pool, CardDataError>> = OnceLock::new();
    POOL.get_or_init(|| {
        let texts = SETS
            .iter()
            .map(|(file, built_in)| set_text("aeons-end", file, built_in).map(|t| (*file, t)))
            .collect::<Result<Vec<_>, _>>()?;
        let files: Vec<(&str, &str)> = texts.iter().map(|(f, t)| (*f, t.as_ref())).collect();
        Pool::read(&files).map(|p| &*Box::leak(Box::new(p)))
    })
    .clone()
}

/// A pool of the built-in sets and `extra` (a set file's text), kept for the program's
/// life: the tests' own designs.
pub fn with_extra(name: &str, extra: &str) -> Result<&'static Pool, CardDataError> {
    let mut files: Vec<(&str, &str)> = SETS.to_vec();
    files.push((name, extra));
    Pool::read(&files).map(|p| &*Box::leak(Box::new(p)))
}
