//! Altered's cards as data. Each set is a file, `cards/altered/<set>.json` (the format:
//! docs/cards-as-data.md), read once into the pool: every design with its numbers,
//! keywords and abilities in the language of [`ability`], its words written from them
//! ([`text`]), and the premade decks. Names and wording are our own. The rules know no
//! card by name: they read this data.

pub mod ability;
pub mod decks;
mod json;
mod load;
pub mod packed;
pub mod text;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use json::card_json;
pub use ability::{Keyword, Keywords, Passive, Quick, Reaction, Step, Trigger};
use crate::engine::card_data::CardDataError;

/// An index into the pool.
pub type DefId = u16;

/// Card types (AL-2.10, AL-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Character,
    Spell,
    /// Landmark Permanent (AL-9.3): goes to the Landmark zone.
    Landmark,
    /// Expedition Permanent, a Gear (AL-9.3): goes into one of your expeditions.
    Gear,
    Hero,
    /// A token is a Character created by an effect (AL-9.5).
    Token,
}

/// Rarity (AL-1.1 counts rares and uniques); tokens have none (AL-9.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rarity {
    Common,
    Rare,
    Unique,
}

/// One design, as the rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// Stable id from its set file, e.g. "VP-03".
    pub code: &'static str,
    pub name: &'static str,
    pub kind: CardType,
    /// Sub-type; a Hero shows its faction's name here.
    pub subtype: &'static str,
    /// Faction id ("VP"); `None` for tokens (AL-9.5).
    pub faction: Option<&'static str>,
    pub rarity: Option<Rarity>,
    pub hand_cost: u8,
    pub reserve_cost: u8,
    /// Forest, Mountain, Water (AL-9.1); zero for non-Characters.
    pub stats: [i32; 3],
    pub keywords: Keywords,
    pub keyword_list: &'static [Keyword],
    pub reactions: &'static [Reaction],
    /// A spell's effect (AL-8.4).
    pub effect: &'static [Step],
    /// A quick action (AL-8.7).
    pub quick: Option<&'static Quick>,
    pub passives: &'static [Passive],
    /// Reserve and landmark limits (heroes only, AL-9.4).
    pub limits: (usize, usize),
    /// The picture's key (an icon name of the tables).
    pub art: &'static str,
    /// Its words, written from its data ([`text::card_text`]).
    pub text: &'static str,
    /// Whether decks may hold it (tokens and test designs may not).
    pub collectible: bool,
    /// The set it comes from.
    pub set: &'static str,
}

impl CardDef {
    /// The quick action's mana (AL-8.7), 0 without one.
    pub fn quick_mana(&self) -> u8 {
        self.quick.map_or(0, |q| q.mana)
    }
}

/// A faction (AL-1.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Faction {
    pub id: &'static str,
    pub name: &'static str,
}

/// A premade deck of a set file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Premade {
    pub id: &'static str,
    pub name: &'static str,
    pub hero: Option<DefId>,
    pub cards: Vec<DefId>,
}

/// Every design of every set, the factions and the premade decks.
#[derive(Debug)]
pub struct Pool {
    pub defs: Vec<CardDef>,
    pub factions: Vec<Faction>,
    pub premades: Vec<Premade>,
    /// Each design as its set file gives it, for outside programs (protocol `cards`).
    pub raw: Vec<Value>,
}

impl Pool {
    /// The pool of these parts (without the set files' JSON), or the code of a design
    /// given twice.
    fn new(defs: Vec<CardDef>, factions: Vec<Faction>, premades: Vec<Premade>) -> Result<Self, &'static str> {
        let twice = defs.iter().enumerate().find(|&(i, d)| defs[..i].iter().any(|e| e.code == d.code));
        if let Some((_, d)) = twice {
            return Err(d.code);
        }
        Ok(Pool { defs, factions, premades, raw: Vec::new() })
    }
    /// The design with that code.
    ///
    /// A scan, not a map by code: a pool holds a few hundred designs, looked up by code
    /// only when a deck is read or a token made, and a hash map's code costs the page's
    /// wasm some KB (of its 350 KB budget). Codes are unique (checked on reading).
    pub fn id(&self, code: &str) -> Option<DefId> {
        self.defs.iter().position(|d| d.code == code).map(|i| i as DefId)
    }
    /// The premade deck with that id (the two starter decks also answer to "A" and "B").
    pub fn premade(&self, id: &str) -> Option<&Premade> {
        let id = match id {
            "A" => "verdant-pact",
            "B" => "tidebound-order",
            other => other,
        };
        self.premades.iter().find(|p| p.id == id)
    }
    /// A premade deck as a list of card ids, its Hero first (AL-1.1), as a seat brings it.
    pub fn premade_list(&self, p: &Premade) -> Vec<String> {
        p.hero.iter().chain(&p.cards).map(|&d| self.defs[d as usize].code.to_string()).collect()
    }
    pub fn faction(&self, id: &str) -> Option<&Faction> {
        self.factions.iter().find(|f| f.id == id)
    }
}

/// The built-in set files, in pool order.
const SETS: &[(&str, &str)] = &[
    ("starter.json", include_str!("../../../../cards/altered/starter.json")),
    ("crossroads.json", include_str!("../../../../cards/altered/crossroads.json")),
];

/// The test-only designs the edge cases of the brief ask for (never in a deck).
#[cfg(all(any(test, feature = "testkit"), not(target_arch = "wasm32")))]
const TEST_SETS: &[(&str, &str)] = &[("test.json", include_str!("../../../../tests/cards/altered-test.json"))];
#[cfg(not(any(test, feature = "testkit", target_arch = "wasm32")))]
const TEST_SETS: &[(&str, &str)] = &[];

/// The pool, read once (from `TURNKEEPER_CARDS` where set), or why it cannot be.
pub fn try_pool() -> Result<&'static Pool, CardDataError> {
    static POOL: OnceLock<Result<Pool, CardDataError>> = OnceLock::new();
    POOL.get_or_init(load_pool).as_ref().map_err(Clone::clone)
}

#[cfg(not(target_arch = "wasm32"))]
fn load_pool() -> Result<Pool, CardDataError> {
    load::pool(SETS, TEST_SETS)
}

/// The page decodes the pool read and checked natively ([`packed`]).
#[cfg(target_arch = "wasm32")]
fn load_pool() -> Result<Pool, CardDataError> {
    packed::unpack(packed::BYTES.bytes()?)
}

/// Reads and checks set files given as (file name, text), as the built-in ones are read
/// (for tools and tests); the error names the file, the card and the problem.
pub fn read_sets(sets: &[(&str, &str)]) -> Result<Pool, CardDataError> {
    load::from_texts(sets)
}

/// The built-in set files, as (file name, text).
pub fn built_in_sets() -> &'static [(&'static str, &'static str)] {
    SETS
}

/// The pool. Every game was set up from it, so it was read: a bad set file stops the
/// game's set-up (`Altered::new`) with the file, card and problem instead.
pub fn pool() -> &'static Pool {
    match try_pool() {
        Ok(p) => p,
        Err(e) => panic!("the card pool did not load: {e}"),
    }
}

/// The design with that id.
pub fn def_of(id: DefId) -> &'static CardDef {
    &pool().defs[id as usize]
}

/// The design with that stable code ("VP-03"), if any.
pub fn def_by_code(code: &str) -> Option<DefId> {
    try_pool().ok()?.id(code)
}

/// The designs of a premade deck, in list order (the starter decks are 30 cards each).
pub fn deck_list(deck: usize) -> Vec<DefId> {
    let id = if deck == 0 { "A" } else { "B" };
    pool().premade(id).map(|p| p.cards.clone()).unwrap_or_default()
}

/// Terrain names, in statistic order (AL-4.2).
pub const TERRAINS: [&str; 3] = ["Forest", "Mountain", "Water"];
