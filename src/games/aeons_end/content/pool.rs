//! The pool: every set file read, checked and kept for the program's life. A bad file
//! is refused naming the file, the card and what is wrong (`CardDataError`), never a
//! panic; the words of every card are written from its data here, once.

use std::sync::OnceLock;

use serde_json::Value;

use super::effect::{Effect, Prepped};
use super::model::{CardDef, MageDef, MarketDef, NemCardDef, NemesisDef};
use super::read;
use super::validate::{check_card, check_mage, check_market, check_nemesis};
use super::words;
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::card_data::set_text;
use crate::engine::card_data::CardDataError;

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
    /// The words the rules show while playing for an effect list of the pool (an OR's
    /// options, what a may-pay buys, a card's play effects, a prepped spell's main-phase
    /// action), written with the designs'
    /// words: the page looks them up here and carries no word writer (see [`phrase`]).
    pub phrases: Vec<(Vec<Effect>, String)>,
    /// Each nemesis's Unleash words with Gravehold's damage as [`ANY_DAMAGE`], for a
    /// game that sets that damage (see [`unleash_words`]); by nemesis id.
    pub unleash_with: Vec<(String, String)>,
    /// Every id and what it names, sorted by id (a map without a hash table of its
    /// own in the page's wasm).
    ids: Vec<(String, Id)>,
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
            Pool {
                cards: Vec::new(),
                mages: Vec::new(),
                nemeses: Vec::new(),
                markets: Vec::new(),
                phrases: Vec::new(),
                unleash_with: Vec::new(),
                ids: Vec::new(),
            };
        for (file, text) in files {
            pool.add_file(file, text)?;
        }
        pool.check_and_write()?;
        Ok(pool)
    }

    /// A pool of designs already read, checked and worded (the packed pool, see
    /// [`super::packed`]), its ids indexed; an id used twice is refused.
    pub(super) fn from_parts(
        file: &str,
        cards: Vec<CardDef>,
        mages: Vec<MageDef>,
        nemeses: Vec<NemesisDef>,
        markets: Vec<MarketDef>,
        (phrases, unleash_with): Words,
    ) -> Result<Pool, CardDataError> {
        let mut pool = Pool { cards, mages, nemeses, markets, phrases, unleash_with, ids: Vec::new() };
        let mut ids: Vec<(String, Id)> = Vec::new();
        ids.extend(pool.cards.iter().enumerate().map(|(i, c)| (c.id.clone(), Id::Card(i))));
        ids.extend(pool.mages.iter().enumerate().map(|(i, m)| (m.id.clone(), Id::Mage(i))));
        for (i, n) in pool.nemeses.iter().enumerate() {
            ids.push((n.id.clone(), Id::Nemesis(i)));
            ids.extend(n.cards.iter().enumerate().map(|(j, c)| (c.id.clone(), Id::NemCard(i, j))));
        }
        for (id, what) in ids {
            pool.claim(file, &id, what)?;
        }
        Ok(pool)
    }

    fn claim(&mut self, file: &str, id: &str, what: Id) -> Result<(), CardDataError> {
        match self.ids.binary_search_by(|(k, _)| k.as_str().cmp(id)) {
            Ok(_) => Err(CardDataError::card(file, id, "this id is used twice in the pool (ids are unique across sets)")),
            Err(at) => {
                self.ids.insert(at, (id.to_string(), what));
                Ok(())
            }
        }
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
        let mut lists: Vec<&[Effect]> = Vec::new();
        for c in &self.cards {
            lists.push(&c.play);
            spoken(&c.play, &mut lists);
            spoken(&c.cast, &mut lists);
            for p in &c.while_prepped {
                match p {
                    Prepped::ReduceDamage(_) => {}
                    Prepped::MainAction(m) => {
                        lists.push(&m.effects);
                        spoken(&m.effects, &mut lists);
                    }
                    Prepped::When(t) => spoken(&t.effects, &mut lists),
                }
            }
        }
        for m in &self.mages {
            spoken(&m.ability.effects, &mut lists);
        }
        for n in &self.nemeses {
            spoken(&n.unleash, &mut lists);
            spoken(&n.setup, &mut lists);
            n.rules.iter().for_each(|t| spoken(&t.effects, &mut lists));
            for c in &n.cards {
                for l in [&c.effects, &c.immediately, &c.persistent, &c.power] {
                    spoken(l, &mut lists);
                }
            }
        }
        let mut phrases: Vec<(Vec<Effect>, String)> = Vec::new();
        for l in lists {
            if !phrases.iter().any(|(k, _)| k.as_slice() == l) {
                phrases.push((l.to_vec(), words::clauses(l, words::W::default())));
            }
        }
        self.phrases = phrases;
        self.unleash_with =
            self.nemeses.iter().map(|n| (n.id.clone(), words::unleash_text(n, Some(ANY_DAMAGE)))).collect();
        Ok(())
    }

    /// The player card `id`.
    pub fn card(&self, id: &str) -> Option<&CardDef> {
        match self.find(id) {
            Some(Id::Card(i)) => Some(&self.cards[i]),
            _ => None,
        }
    }

    pub fn mage(&self, id: &str) -> Option<&MageDef> {
        match self.find(id) {
            Some(Id::Mage(i)) => Some(&self.mages[i]),
            _ => None,
        }
    }

    pub fn nemesis(&self, id: &str) -> Option<&NemesisDef> {
        match self.find(id) {
            Some(Id::Nemesis(i)) => Some(&self.nemeses[i]),
            _ => None,
        }
    }

    /// A nemesis card by its id.
    pub fn nem_card(&self, id: &str) -> Option<&NemCardDef> {
        match self.find(id) {
            Some(Id::NemCard(n, c)) => Some(&self.nemeses[n].cards[c]),
            _ => None,
        }
    }

    pub fn market(&self, id: &str) -> Option<&MarketDef> {
        self.markets.iter().find(|m| m.id == id)
    }

    /// What `id` names.
    fn find(&self, id: &str) -> Option<Id> {
        self.ids.binary_search_by(|(k, _)| k.as_str().cmp(id)).ok().map(|i| self.ids[i].1)
    }

    /// Whether `id` names anything in the pool.
    pub fn knows(&self, id: &str) -> bool {
        self.find(id).is_some()
    }
}

/// The effect lists inside `list` whose words the rules show while playing: each OR's
/// options and what each may-pay buys, at any depth.
fn spoken<'a>(list: &'a [Effect], out: &mut Vec<&'a [Effect]>) {
    for e in list {
        match e {
            Effect::MayPay(m) => {
                out.push(&m.effects);
                spoken(&m.effects, out);
            }
            Effect::OneOf(o) => {
                for x in o {
                    out.push(x);
                    spoken(x, out);
                }
            }
            Effect::If(i) => spoken(&i.effects, out),
            Effect::LoseCharge(l) | Effect::DiscardPrepped(l) | Effect::DestroyPrepped(l) | Effect::Corrupt(l) => {
                spoken(&l.instead, out)
            }
            Effect::Summon(s) => spoken(&s.instead, out),
            _ => {}
        }
    }
}

/// The phrases and the Unleash words of a pool, as packed.
pub type Words = (Vec<(Vec<Effect>, String)>, Vec<(String, String)>);

/// Gravehold's damage in [`Pool::unleash_with`]: a number no nemesis deals, replaced by
/// the game's.
pub const ANY_DAMAGE: u32 = 987_654_321;

impl Pool {
    /// The words of an effect list of this pool (see [`Pool::phrases`]).
    pub fn phrase(&self, list: &[Effect]) -> Option<&str> {
        self.phrases.iter().find(|(k, _)| k.as_slice() == list).map(|(_, w)| w.as_str())
    }

    /// A nemesis's Unleash words with Gravehold's damage set to `damage`.
    pub fn unleash(&self, n: &NemesisDef, damage: u32) -> Option<String> {
        let (_, w) = self.unleash_with.iter().find(|(id, _)| *id == n.id)?;
        Some(w.replace(&ANY_DAMAGE.to_string(), &damage.to_string()))
    }
}

/// The words of an effect list the rules show while playing ("gain 2 aether and deal 1
/// damage"): the pool's (the page has no word writer); natively, a list the pool has not
/// (a test's own designs) is written anew.
pub fn phrase(list: &[Effect]) -> String {
    if let Some(w) = pool().ok().and_then(|p| p.phrase(list)) {
        return w.to_string();
    }
    #[cfg(not(target_arch = "wasm32"))]
    return words::clauses(list, words::W::default());
    #[cfg(target_arch = "wasm32")]
    String::new()
}

/// A nemesis's Unleash words, with Gravehold's damage as a game sets it (`None`: its
/// mat's).
pub fn unleash_words(n: &NemesisDef, gravehold: Option<u32>) -> String {
    let Some(d) = gravehold else { return n.unleash_text.clone() };
    if let Some(w) = pool().ok().and_then(|p| p.unleash(n, d)) {
        return w;
    }
    #[cfg(not(target_arch = "wasm32"))]
    return words::unleash_text(n, Some(d));
    #[cfg(target_arch = "wasm32")]
    n.unleash_text.clone()
}

/// The game's pool, read once: natively the built-in set files, or those under
/// `TURNKEEPER_CARDS`; in the browser the same pool packed (see [`super::packed`]).
pub fn pool() -> Result<&'static Pool, CardDataError> {
    static POOL: OnceLock<Result<&'static Pool, CardDataError>> = OnceLock::new();
    POOL.get_or_init(|| built_in().map(|p| &*Box::leak(Box::new(p)))).clone()
}

#[cfg(not(target_arch = "wasm32"))]
fn built_in() -> Result<Pool, CardDataError> {
    let texts = SETS
        .iter()
        .map(|(file, built_in)| set_text("aeons-end", file, built_in).map(|t| (*file, t)))
        .collect::<Result<Vec<_>, _>>()?;
    let files: Vec<(&str, &str)> = texts.iter().map(|(f, t)| (*f, t.as_ref())).collect();
    Pool::read(&files)
}

/// The page carries no set-file reader: the pool packed from them natively, whose test
/// keeps it equal to the set files.
#[cfg(target_arch = "wasm32")]
fn built_in() -> Result<Pool, CardDataError> {
    super::packed::unpack(super::packed::BYTES.bytes()?)
}

/// A pool of the built-in sets and `extra` (a set file's text), kept for the program's
/// life: the tests' own designs.
pub fn with_extra(name: &str, extra: &str) -> Result<&'static Pool, CardDataError> {
    let mut files: Vec<(&str, &str)> = SETS.to_vec();
    files.push((name, extra));
    Pool::read(&files).map(|p| &*Box::leak(Box::new(p)))
}
