//! Nexus's cards as data. Each set is a file, `cards/nexus/<set>.json` (the format:
//! docs/cards-as-data.md), read once into the pool: every design with its numbers and
//! skills in the language of [`ability`], its words written from them ([`text`]), the
//! planets and the premade decks. Names and wording are our own. The rules know no card
//! by name: they read this data.

pub mod ability;
pub mod decks;
mod json;
mod load;
pub mod packed;
pub mod text;

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use json::card_json;
use ability::{Aura, Bonus, Cond, Effect, Turn, When};
use crate::engine::card_data::CardDataError;

/// The five energy types (NX-5.1); Void is generic energy and is kept apart in costs.
pub const ENERGY_NAMES: [&str; 5] = ["Ember", "Tide", "Grove", "Spark", "Shade"];
pub const ENERGY_SYMBOLS: [&str; 5] = ["E", "T", "G", "S", "H"];
pub const EMBER: usize = 0;
pub const TIDE: usize = 1;

/// Card types (NX-3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Anomaly,
    Agent,
    Event,
    Software,
    Hardware,
}

/// A cost (NX-5.2): `void` generic energy plus typed symbols per energy type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cost {
    pub void: u8,
    pub typed: [u8; 5],
}

impl Cost {
    pub const fn new(void: u8, typed: [u8; 5]) -> Self {
        Self { void, typed }
    }
    pub fn is_free(&self) -> bool {
        self.void == 0 && self.typed.iter().all(|&t| t == 0)
    }
    pub fn total(&self) -> u32 {
        self.void as u32 + self.typed.iter().map(|&t| t as u32).sum::<u32>()
    }
    /// `{2}{E}` notation.
    pub fn text(&self) -> String {
        let mut s = String::new();
        if self.void > 0 || self.typed.iter().all(|&t| t == 0) {
            s.push_str(&format!("{{{}}}", self.void));
        }
        for (i, &n) in self.typed.iter().enumerate() {
            for _ in 0..n {
                s.push_str(&format!("{{{}}}", ENERGY_SYMBOLS[i]));
            }
        }
        s
    }
    /// Reads `{2}{E}{E}` (NX-5.2); an empty text is free.
    pub fn parse(s: &str) -> Result<Self, String> {
        let mut c = Cost::default();
        let mut rest = s.trim();
        while !rest.is_empty() {
            let Some(body) = rest.strip_prefix('{') else { return Err(format!("cost {s:?}: expected {{")) };
            let Some(end) = body.find('}') else { return Err(format!("cost {s:?}: an unclosed {{")) };
            let sym = &body[..end];
            match ENERGY_SYMBOLS.iter().position(|&e| e == sym) {
                Some(i) => c.typed[i] += 1,
                None => c.void += sym.parse::<u8>().map_err(|_| format!("cost {s:?}: unknown symbol {{{sym}}}"))?,
            }
            rest = &body[end + 1..];
        }
        Ok(c)
    }
}

/// What a source makes when locked (NX-5.3): one typed unit (energy index) and Void.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProduceDef {
    pub typed: Option<u8>,
    pub void: u8,
    pub arrives_locked: bool,
}

/// A reactive skill, read (NX-10.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReactiveDef {
    pub when: When,
    pub turn: Turn,
    pub cond: Option<Cond>,
    pub effect: Effect,
}

/// An activated skill with its cost read (NX-10.4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivatedDef {
    pub speed: u8,
    pub lock: bool,
    pub cost: Cost,
    pub effect: Effect,
}

/// One card design (NX-3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub code: &'static str,
    pub name: &'static str,
    pub kind: Kind,
    /// Software subtype "modification" (NX-3.6.2).
    pub modification: bool,
    /// Hardware subtype "gear" (NX-3.7).
    pub gear: bool,
    /// Energy type index, or `None` for Void (NX-3.1).
    pub alignment: Option<u8>,
    pub cost: Cost,
    /// 1, 2 or 3; 0 for anomalies (no speed, NX-3.8.1).
    pub speed: u8,
    pub ranged: bool,
    pub attack: i32,
    pub defense: i32,
    pub produce: Option<ProduceDef>,
    /// An event's effect, or the target a modification is played on.
    pub effect: Option<&'static Effect>,
    pub reactive: Option<&'static ReactiveDef>,
    pub activated: Option<&'static ActivatedDef>,
    /// What it gives the agent it is attached to (modification, gear).
    pub bonus: Bonus,
    /// A persistent modifier to its controller's agents while it is in staging.
    pub aura: Option<Aura>,
    pub art: &'static str,
    pub text: &'static str,
    pub set: &'static str,
}

/// The type line a table prints under the name of a card of `kind` with these subtypes
/// (NX-3.2; agents melee or ranged, NX-3.5; software "modification", NX-3.6.2; hardware
/// "gear", NX-3.7). One place for the words, read by the table and its tests.
pub fn type_line(kind: Kind, ranged: bool, modification: bool, gear: bool) -> &'static str {
    match kind {
        Kind::Anomaly => "Anomaly",
        Kind::Agent if ranged => "Agent · ranged",
        Kind::Agent => "Agent · melee",
        Kind::Event => "Event",
        Kind::Software if modification => "Software · modification",
        Kind::Software => "Software",
        Kind::Hardware if gear => "Hardware · gear",
        Kind::Hardware => "Hardware",
    }
}

/// The type line of a converted card, a source in staging (NX-5.6).
pub const CONVERTED_TYPE_LINE: &str = "Converted source";

impl CardDef {
    /// Its printed type line ([`type_line`]).
    pub fn type_line(&self) -> &'static str {
        type_line(self.kind, self.ranged, self.modification, self.gear)
    }
}

/// One biome of a planet (Part 2 §2.2): its influence applies only inside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Biome {
    pub name: &'static str,
    pub influence: Option<Aura>,
    pub words: &'static str,
}

/// A premade deck: 45 card designs (NX-2.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Premade {
    pub id: &'static str,
    pub name: &'static str,
    /// How it means to win, in one line (empty if the file gives none).
    pub plan: &'static str,
    pub cards: Vec<u8>,
    /// Its best-of-three reserve (NX-2.2): up to 12 designs, none if the file gives none.
    pub reserve: Vec<u8>,
}

/// Every design of every set, the planets and the premade decks.
#[derive(Debug)]
pub struct Pool {
    pub defs: Vec<CardDef>,
    pub premades: Vec<Premade>,
    /// Halvard's Reach's three biomes, Left, Center, Right.
    pub biomes: Vec<Biome>,
    /// Each design as its set file gives it, for outside programs (protocol `cards`).
    pub raw: Vec<Value>,
    by_code: HashMap<&'static str, u8>,
}

impl Pool {
    /// The pool of these parts, or the code of a design given twice.
    fn new(defs: Vec<CardDef>, premades: Vec<Premade>, biomes: Vec<Biome>) -> Result<Self, &'static str> {
        let mut by_code = HashMap::new();
        for (i, d) in defs.iter().enumerate() {
            if by_code.insert(d.code, i as u8).is_some() {
                return Err(d.code);
            }
        }
        Ok(Pool { defs, premades, biomes, raw: Vec::new(), by_code })
    }
    pub fn id(&self, code: &str) -> Option<u8> {
        self.by_code.get(code).copied()
    }
    /// A premade deck as a list of card ids, as a seat brings it (NX-2.3).
    pub fn premade_list(&self, p: &Premade) -> Vec<String> {
        p.cards.iter().map(|&d| self.defs[d as usize].code.to_string()).collect()
    }
    /// A premade deck's reserve as a list of card ids (NX-2.2).
    pub fn premade_reserve(&self, p: &Premade) -> Vec<String> {
        p.reserve.iter().map(|&d| self.defs[d as usize].code.to_string()).collect()
    }
    /// The premade deck with that id (the starter decks also answer to "A" and "B").
    pub fn premade(&self, id: &str) -> Option<&Premade> {
        let id = match id {
            "A" => "emberline-raiders",
            "B" => "tidewire-collective",
            other => other,
        };
        self.premades.iter().find(|p| p.id == id)
    }
}

/// The built-in set files, in pool order.
const SETS: &[(&str, &str)] = &[
    ("halvards-reach.json", include_str!("../../../../cards/nexus/halvards-reach.json")),
];

/// The pool, read once (from `TURNKEEPER_CARDS` where set), or why it cannot be.
pub fn try_pool() -> Result<&'static Pool, CardDataError> {
    static POOL: OnceLock<Result<Pool, CardDataError>> = OnceLock::new();
    POOL.get_or_init(load_pool).as_ref().map_err(Clone::clone)
}

#[cfg(not(target_arch = "wasm32"))]
fn load_pool() -> Result<Pool, CardDataError> {
    load::pool(SETS)
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

/// The pool. Every match was set up from it, so it was read: a bad set file stops the
/// match's set-up (`Nexus::new`) with the file, card and problem instead.
pub fn pool() -> &'static Pool {
    match try_pool() {
        Ok(p) => p,
        Err(e) => panic!("the card pool did not load: {e}"),
    }
}

/// The design with that index.
pub fn def_of(id: u8) -> &'static CardDef {
    // The rules look a design up at every step: one load, not the pool's Result.
    static DEFS: OnceLock<&'static [CardDef]> = OnceLock::new();
    &DEFS.get_or_init(|| &pool().defs)[id as usize]
}

/// The index of a design code.
pub fn index_of(code: &str) -> Option<u8> {
    try_pool().ok()?.id(code)
}

/// Cards per deck (NX-2.3).
pub const DECK_SIZE: usize = 45;

/// The planet's slots, Left, Center, Right.
pub const SLOT_NAMES: [&str; 3] = ["Left", "Center", "Right"];

/// The name of a biome of Halvard's Reach.
pub fn biome_name(b: usize) -> &'static str {
    pool().biomes.get(b).map_or("a biome", |x| x.name)
}

/// Starting durability of every sector (NX-4.5).
pub const SECTOR_DURABILITY: i32 = 10;
