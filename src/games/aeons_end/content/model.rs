//! The shapes of a set file (`cards/aeons-end/<set>.json`, docs/cards-as-data.md): player
//! cards, mages and nemeses with their cards, each with its abilities in the language
//! of [`super::effect`]. A design is read once and kept for the program's life, so the
//! game refers to it by `&'static` reference and compares designs by id.

use serde::{Deserialize, Serialize};

use super::effect::{Effect, Prepped, Trigger};

/// Gem, relic or spell (AE-1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Gem,
    Relic,
    Spell,
}

/// Where a player card comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Origin {
    /// A shared starting card (C-1): in every mage's starting cards, never in the supply.
    Starter,
    /// A mage's unique starting card (AE-2.5.3).
    Unique,
    /// A supply card (AE-2.4): a market draws nine piles of them.
    #[default]
    Supply,
    /// An expedition's treasure: carried between battles, never in the supply.
    Treasure,
    /// A nemesis's corruption: given to the mages by its effects, destroyed when played.
    Corruption,
}


/// A player card design.
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct CardDef {
    pub id: String,
    pub name: String,
    pub kind: CardType,
    pub cost: u32,
    pub pool: Origin,
    /// The picture's name in the game-icons collection.
    pub art: String,
    /// The section of the rules brief with this card's clarifications, which its
    /// decisions cite (default AE-6.1, resolving a played card).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub rulings: Option<String>,
    /// A gem's or relic's text (AE-6.1).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub play: Vec<Effect>,
    /// A spell's Cast text (AE-5.4).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub cast: Vec<Effect>,
    /// How many adjacent breaches the spell fills at once (C-3).
    pub breaches: u8,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub while_prepped: Vec<Prepped>,
    /// The words on the card, written from its data when the set is read.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub text: String,
    /// The set file it comes from.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub set: String,
}

/// When a mage's ability may be used (AE-12.2, AE-12.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Timing {
    /// Only in the owner's own main phase.
    YourMain,
    /// In any player's main phase.
    AnyMain,
}

/// A mage's ability (AE-12).
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct AbilityDef {
    pub name: String,
    /// The charges it needs, also the maximum (AE-12.1).
    pub charges: u32,
    pub when: Timing,
    #[cfg_attr(not(target_arch = "wasm32"), serde(rename = "do"))]
    pub effects: Vec<Effect>,
}

/// A breach on a mage mat at setup (AE-2.5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(untagged))]
pub enum BreachStart {
    /// Closed at this stage (0 to 3).
    Stage(u8),
    Word(BreachWord),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum BreachWord {
    Opened,
    /// This mage has no breach at this position.
    Absent,
}

/// A mage mat (AE-2.5).
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct MageDef {
    pub id: String,
    pub name: String,
    pub title: String,
    pub art: String,
    pub ability: AbilityDef,
    pub breaches: [BreachStart; 4],
    /// The five cards of the starting hand (AE-2.5.3).
    pub hand: Vec<String>,
    /// The five cards of the starting deck, top first (AE-2.5.4).
    pub deck: Vec<String>,
    /// The ability's words, written from its data.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub ability_text: String,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub set: String,
}

/// Attack, minion or power (AE-1.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum NemCardKind {
    Attack,
    Minion,
    Power,
}

/// A nemesis card design (AE-1.5).
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct NemCardDef {
    pub id: String,
    pub name: String,
    /// 1 to 3 (AE-2.3); 0 for a minion of the brood, which is never in the deck.
    pub tier: u8,
    pub kind: NemCardKind,
    pub art: String,
    /// A minion's printed life.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub life: Option<u32>,
    /// A power's POWER N.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub tokens: Option<u32>,
    /// A power's TO DISCARD cost in aether (AE-6.8), if it has one.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub to_discard: Option<u32>,
    /// An attack's text (AE-9.2).
    #[cfg_attr(not(target_arch = "wasm32"), serde(rename = "do", skip_serializing_if = "Vec::is_empty"))]
    pub effects: Vec<Effect>,
    /// Resolved once, when drawn (AE-1.8 IMMEDIATELY).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub immediately: Vec<Effect>,
    /// A minion's text, every nemesis main phase (AE-1.8 PERSISTENT).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub persistent: Vec<Effect>,
    /// A power's text when its last token goes (AE-1.8 POWER N).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub power: Vec<Effect>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub text: String,
    /// The nemesis it belongs to.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub nemesis: String,
}

/// A counter on the nemesis's mat (AE-14.4).
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct CounterDef {
    pub name: String,
    /// At this value the mat's `counter_full` rule acts.
    pub max: u32,
    pub start: u32,
}

/// So many copies of one card.
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Copies {
    pub card: String,
    pub copies: u32,
}

/// Cards the nemesis keeps outside its deck: its corruptions (player cards it gives
/// the mages) or its brood (minions it brings into play).
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Reserve {
    /// One card's name, as its effects' words say it ("Hollow", "Spawnling").
    pub name: String,
    pub plural: String,
    pub cards: Vec<Copies>,
}

/// A nemesis mat (AE-2.2) and its cards.
#[derive(Clone)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct NemesisDef {
    pub id: String,
    pub name: String,
    /// How its cards' words call it ("Cindermaw gains 1 heat"); the name by default.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub short: Option<String>,
    pub art: String,
    /// Its life at standard difficulty (AE-2.2).
    pub life: u32,
    /// 1 (gentle) to 5 (hard), for the expedition's order and the players.
    pub difficulty: u8,
    /// What it asks of the players, in a few words.
    pub notes: String,
    pub unleash: Vec<Effect>,
    /// Done at setup, after AE-2 (AE-2.2 "apply the mat's setup text").
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub setup: Vec<Effect>,
    /// The mat's own rules (AE-14.4).
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub rules: Vec<Trigger>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub counter: Option<CounterDef>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub corruption: Option<Reserve>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub brood: Option<Reserve>,
    pub cards: Vec<NemCardDef>,
    /// The mat's words (Unleash, rules, setup), written from its data.
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub unleash_text: String,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub rules_text: Vec<String>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub set: String,
}

impl NemesisDef {
    /// How its cards' words call it.
    pub fn short_name(&self) -> &str {
        self.short.as_deref().unwrap_or(&self.name)
    }
}

/// One pile slot of a random market: a card type and a cost range (AE-2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Slot {
    pub kind: CardType,
    pub min: u32,
    pub max: u32,
}

/// A market preset: nine fixed supply cards, or nine slots a random market fills.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct MarketDef {
    pub id: String,
    pub name: String,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub cards: Vec<String>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub slots: Vec<Slot>,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip))]
    pub set: String,
}

macro_rules! by_id {
    ($($t:ty),*) => {$(
        /// Designs are compared by id: within a pool each id is one design.
        impl PartialEq for $t {
            fn eq(&self, other: &Self) -> bool {
                std::ptr::eq(self, other) || self.id == other.id
            }
        }
        impl Eq for $t {}
        impl std::hash::Hash for $t {
            fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
                self.id.hash(h)
            }
        }
        /// Its id: a state holding many designs prints readably.
        impl std::fmt::Debug for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.id)
            }
        }
    )*};
}
by_id!(CardDef, MageDef, NemCardDef, NemesisDef);
