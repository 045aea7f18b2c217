//! The original "Halvard's Reach" starter content of the brief (Part 2), as data: two
//! decks of 45 (15 designs x 3) and the planet. Names and texts are our own.

use serde::{Deserialize, Serialize};

/// The five energy types (NX-5.1); Void is generic energy and is kept apart in costs.
pub const ENERGY_NAMES: [&str; 5] = ["Ember", "Tide", "Grove", "Spark", "Shade"];
pub const ENERGY_SYMBOLS: [&str; 5] = ["E", "T", "G", "S", "H"];
pub const EMBER: usize = 0;
pub const TIDE: usize = 1;

/// Card types (NX-3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// What a card does, as a small set of effect primitives (the brief's suggested shape).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    None,
    /// Anomaly: lock to produce one energy of `typed` (or Void) and `extra_void` more.
    Produce {
        typed: Option<u8>,
        extra_void: u8,
        arrives_locked: bool,
    },
    /// A03 End of turn (your turn): if it attacked this turn, unlock it.
    ScoutUnlock,
    /// A04 Start of the turn (your turn): increase marker on another friendly agent without one.
    KilnMarker,
    /// A08 Start of attack (any turn): if in a biome, 1 damage to an enemy agent in the same biome.
    LancerShot,
    /// A09 deal 2 damage to target agent.
    DealTwo,
    /// A10 target agent +2 attack until end of turn.
    Overheat,
    /// A11 deal 2 damage to target enemy sector.
    ScorchSector,
    /// A12 modification: +2 attack.
    HeatSink,
    /// A13 persistent: your melee agents +1 attack while attacking.
    FurnaceDoctrine,
    /// A14 gear: +2 defense.
    Slagplate,
    /// B04 End of turn (your turn): if unlocked and in your staging, increase marker on it.
    SkimmerMarker,
    /// B06 activated, speed 2: lock this agent and pay {T}: 1 damage to target agent in a biome.
    AdeptShot,
    /// B08 Start of attack (any turn): target friendly agent in a biome +1 defense until end of turn.
    CoordinatorGuard,
    /// B09 lock target agent.
    Snare,
    /// B10 target agent -2 attack until end of turn.
    Undercurrent,
    /// B11 cancel target card or skill in the queue.
    NullSurge,
    /// B12 modification: ranged and +1 attack.
    HarmonicLens,
    /// B13 End of turn (your turn): if 3 or fewer cards in hand, draw a card.
    TidalArchive,
    /// B14 gear: +1 attack, +1 defense.
    Coilshot,
}

/// One card design (NX-3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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
    pub ability: Ability,
    pub text: &'static str,
}

const fn base(code: &'static str, name: &'static str, kind: Kind, text: &'static str) -> CardDef {
    CardDef {
        code,
        name,
        kind,
        modification: false,
        gear: false,
        alignment: None,
        cost: Cost::new(0, [0; 5]),
        speed: 1,
        ranged: false,
        attack: 0,
        defense: 0,
        ability: Ability::None,
        text,
    }
}

const fn anomaly(
    code: &'static str,
    name: &'static str,
    typed: Option<u8>,
    extra: u8,
    locked: bool,
    text: &'static str,
) -> CardDef {
    let mut d = base(code, name, Kind::Anomaly, text);
    d.alignment = typed;
    d.speed = 0;
    d.ability = Ability::Produce { typed, extra_void: extra, arrives_locked: locked };
    d
}

#[allow(clippy::too_many_arguments)]
const fn agent(
    code: &'static str,
    name: &'static str,
    speed: u8,
    cost: Cost,
    ranged: bool,
    attack: i32,
    defense: i32,
    ability: Ability,
    align: u8,
    text: &'static str,
) -> CardDef {
    let mut d = base(code, name, Kind::Agent, text);
    d.alignment = Some(align);
    d.speed = speed;
    d.cost = cost;
    d.ranged = ranged;
    d.attack = attack;
    d.defense = defense;
    d.ability = ability;
    d
}

#[allow(clippy::too_many_arguments)]
const fn spell(
    code: &'static str,
    name: &'static str,
    kind: Kind,
    speed: u8,
    cost: Cost,
    ability: Ability,
    align: Option<u8>,
    text: &'static str,
) -> CardDef {
    let mut d = base(code, name, kind, text);
    d.alignment = align;
    d.speed = speed;
    d.cost = cost;
    d.ability = ability;
    d
}

const fn modif(mut d: CardDef) -> CardDef {
    d.modification = true;
    d
}
const fn gear(mut d: CardDef) -> CardDef {
    d.gear = true;
    d
}

const E: Option<u8> = Some(0);
const T: Option<u8> = Some(1);
const fn ce(void: u8, e: u8) -> Cost {
    Cost::new(void, [e, 0, 0, 0, 0])
}
const fn ct(void: u8, t: u8) -> Cost {
    Cost::new(void, [0, t, 0, 0, 0])
}

/// Every design of the set, in code order.
pub static CARDS: [CardDef; 29] = [
    anomaly("A01", "Cinder Vent", E, 0, false, "Lock: produce {E}."),
    anomaly("A02", "Smolder Rift", E, 1, true, "Arrives locked. Lock: produce {E} and {1}."),
    anomaly("N01", "Hollow Node", None, 1, false, "Lock: produce {1}."),
    agent("A03", "Ashfoot Scout", 1, ce(0, 1), false, 2, 1, Ability::ScoutUnlock, 0,
        "End of turn, on your turn: if this agent attacked this turn, unlock it."),
    agent("A04", "Kiln Sentinel", 1, ce(1, 1), false, 1, 4, Ability::KilnMarker, 0,
        "Start of the turn, on your turn: put an increase marker on target other friendly agent that has none."),
    agent("A05", "Flarecaster", 1, ce(1, 1), true, 2, 2, Ability::None, 0, ""),
    agent("A06", "Cinderguard Bruiser", 1, ce(2, 1), false, 4, 3, Ability::None, 0, ""),
    agent("A07", "Vex Drop-Trooper", 2, ce(2, 1), false, 3, 2, Ability::None, 0,
        "Speed 2: can be played in battle and arrive in a biome."),
    agent("A08", "Pyre Lancer", 1, ce(3, 1), true, 3, 3, Ability::LancerShot, 0,
        "Start of attack, any turn: if this agent is in a biome, deal 1 damage to target enemy agent in the same biome."),
    spell("A09", "Rapid Ignition", Kind::Event, 1, ce(0, 1), Ability::DealTwo, E, "Deal 2 damage to target agent."),
    spell("A10", "Overheat", Kind::Event, 2, ce(1, 1), Ability::Overheat, E, "Target agent gets +2 attack until end of turn."),
    spell("A11", "Scorch the Line", Kind::Event, 3, ce(2, 1), Ability::ScorchSector, E, "Deal 2 damage to target enemy sector."),
    modif(spell("A12", "Heat Sink Protocol", Kind::Software, 1, ce(1, 1), Ability::HeatSink, E,
        "Modification (agent). Play on target friendly agent. The modified agent has +2 attack.")),
    spell("A13", "Furnace Doctrine", Kind::Software, 1, ce(2, 2), Ability::FurnaceDoctrine, E,
        "Persistent: your melee agents have +1 attack while attacking."),
    gear(spell("A14", "Slagplate Harness", Kind::Hardware, 1, ce(2, 0), Ability::Slagplate, None,
        "Gear. The attached agent has +2 defense.")),
    anomaly("B01", "Brine Well", T, 0, false, "Lock: produce {T}."),
    anomaly("B02", "Undertow Spire", T, 1, true, "Arrives locked. Lock: produce {T} and {1}."),
    agent("B03", "Reefline Sniper", 1, ct(1, 1), true, 2, 2, Ability::None, 1, ""),
    agent("B04", "Current Skimmer", 1, ct(0, 1), false, 1, 2, Ability::SkimmerMarker, 1,
        "End of turn, on your turn: if this agent is unlocked and in your staging, put an increase marker on it."),
    agent("B05", "Kelpwarden", 1, ct(2, 1), false, 2, 5, Ability::None, 1, ""),
    agent("B06", "Tidecaller Adept", 1, ct(2, 1), true, 2, 3, Ability::AdeptShot, 1,
        "Activated, speed 2: lock this agent and pay {T}: deal 1 damage to target agent in a biome."),
    agent("B07", "Pressure Diver", 2, ct(1, 2), false, 3, 3, Ability::None, 1,
        "Speed 2: can be played in battle and arrive in a biome."),
    agent("B08", "Abyssal Coordinator", 1, ct(3, 1), true, 3, 4, Ability::CoordinatorGuard, 1,
        "Start of attack, any turn: target friendly agent in a biome gets +1 defense until end of turn."),
    spell("B09", "Riptide Snare", Kind::Event, 1, ct(1, 1), Ability::Snare, T, "Lock target agent."),
    spell("B10", "Undercurrent", Kind::Event, 2, ct(0, 1), Ability::Undercurrent, T, "Target agent gets -2 attack until end of turn."),
    spell("B11", "Null Surge", Kind::Event, 3, ct(1, 1), Ability::NullSurge, T,
        "Cancel target card or skill in the queue (not an advance, attack or defend action)."),
    modif(spell("B12", "Harmonic Lens", Kind::Software, 1, ct(0, 1), Ability::HarmonicLens, T,
        "Modification (agent). Play on target friendly agent. The modified agent is ranged and has +1 attack.")),
    spell("B13", "Tidal Archive", Kind::Software, 1, ct(2, 1), Ability::TidalArchive, T,
        "End of turn, on your turn: if you have 3 or fewer cards in hand, draw a card."),
    gear(spell("B14", "Coilshot Rig", Kind::Hardware, 1, ct(1, 0), Ability::Coilshot, None,
        "Gear. The attached agent has +1 attack and +1 defense.")),
];

/// Deck A, "Emberline Raiders": 15 designs x 3 (Part 2 §2.3).
pub const DECK_A: [&str; 15] =
    ["A01", "A02", "N01", "A03", "A04", "A05", "A06", "A07", "A08", "A09", "A10", "A11", "A12", "A13", "A14"];
/// Deck B, "Tidewire Collective": 15 designs x 3 (Part 2 §2.4).
pub const DECK_B: [&str; 15] =
    ["B01", "B02", "N01", "B03", "B04", "B05", "B06", "B07", "B08", "B09", "B10", "B11", "B12", "B13", "B14"];

/// Cards per deck (NX-2.3).
pub const DECK_SIZE: usize = 45;

/// The index in [`CARDS`] of a design code.
pub(crate) fn index_of(code: &str) -> Option<u8> {
    CARDS.iter().position(|d| d.code == code).map(|i| i as u8)
}

/// The 45 design indices of a deck, three of each.
pub fn deck_list(deck: &[&str; 15]) -> Vec<u8> {
    deck.iter().flat_map(|c| std::iter::repeat_n(index_of(c).expect("deck codes exist"), 3)).collect()
}

/// The planet's three biomes (Part 2 §2.2), Left, Center, Right.
pub const BIOME_NAMES: [&str; 3] = ["Glasswind Flats", "Sunken Foundry", "Mirelight Fen"];
pub const SLOT_NAMES: [&str; 3] = ["Left", "Center", "Right"];
pub const BIOME_INFLUENCE: [&str; 3] = [
    "Ranged agents here have +1 attack.",
    "Defending agents here have +1 defense.",
    "Attacking melee agents here have +1 attack.",
];
/// Starting durability of every sector (NX-4.5).
pub const SECTOR_DURABILITY: i32 = 10;
