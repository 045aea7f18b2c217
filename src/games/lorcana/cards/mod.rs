//! Lorcana's card pool as data: the set file `cards/lorcana/inkwake.json` (every card:
//! numbers, keywords, abilities in the language of [`ability`], rarity, illustration)
//! and `cards/lorcana/decks.json` (the premade decks). Both are built in and read once;
//! natively `TURNKEEPER_CARDS=DIR` reads `DIR/lorcana/<file>` instead
//! ([`crate::engine::card_data`]). A file that does not parse or validate is refused
//! naming the file, the card and what is wrong (`load.rs`); the card's words are
//! written from its data (`text.rs`). Format: docs/cards-as-data.md. The browser build
//! carries no reader: it decodes `cards/lorcana/pool.bin`, the pool as read and checked
//! here (`bin.rs`; tests/lorcana_card_binary.rs keeps it equal to the JSON files).

pub mod ability;
pub mod bin;
pub mod build;
pub mod decks;
mod load;
mod text;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

pub use ability::{Ability, Condition, Cost, Duration, Effect, Filter, Group, Kind, Restriction, Static, Target, Trigger, Whose};
pub use decks::{check_deck, premade, premades, Premade};
pub use load::parse_pool;
pub use text::{effect_phrase, question};

use crate::engine::card_data::CardDataError;

/// The four invented ink colours (LO-5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Ink {
    Ember,
    Moss,
    Tide,
    Dusk,
}

impl Ink {
    pub const ALL: [Ink; 4] = [Ink::Ember, Ink::Moss, Ink::Tide, Ink::Dusk];

    pub fn word(self) -> &'static str {
        match self {
            Ink::Ember => "Ember",
            Ink::Moss => "Moss",
            Ink::Tide => "Tide",
            Ink::Dusk => "Dusk",
        }
    }
}

/// Card types (LO-5.3 to LO-5.6); songs are actions with `song: true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Character,
    Action,
    Item,
    Location,
}

/// How rare a card is (printed on it; a deck may hold any).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rarity {
    Common,
    Uncommon,
    Rare,
    SuperRare,
    Legendary,
}

/// The keywords of LO-8. Those written "+N" stack (LO-8.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    /// LO-8.16.1: ignores Evasive when challenging.
    Alert,
    Bodyguard,
    /// LO-8.16.2: once during your turn, pay N ink to put the top card of your deck
    /// face down under this character.
    Boost(u8),
    Challenger(u8),
    Evasive,
    Reckless,
    Resist(u8),
    Rush,
    Shift(u8),
    Singer(u8),
    /// LO-8.16.3 (on a song): characters whose costs total N or more may exert to sing it.
    SingTogether(u8),
    Support,
    /// LO-8.16.4: banished after an action's effect in which an opponent chose it.
    Vanish,
    Ward,
}

impl Keyword {
    /// The keyword as printed, e.g. "Challenger +2".
    pub fn label(self) -> String {
        match self {
            Keyword::Alert => "Alert".into(),
            Keyword::Bodyguard => "Bodyguard".into(),
            Keyword::Boost(n) => format!("Boost {n}"),
            Keyword::Challenger(n) => format!("Challenger +{n}"),
            Keyword::Evasive => "Evasive".into(),
            Keyword::Reckless => "Reckless".into(),
            Keyword::Resist(n) => format!("Resist +{n}"),
            Keyword::Rush => "Rush".into(),
            Keyword::Shift(n) => format!("Shift {n}"),
            Keyword::Singer(n) => format!("Singer {n}"),
            Keyword::SingTogether(n) => format!("Sing Together {n}"),
            Keyword::Support => "Support".into(),
            Keyword::Vanish => "Vanish".into(),
            Keyword::Ward => "Ward".into(),
        }
    }

    /// The same keyword, whatever its number (Challenger +1 and +2 are both Challenger).
    pub fn same_kind(self, other: Keyword) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }

    /// The number of a keyword written with one.
    pub fn value(self) -> Option<u8> {
        match self {
            Keyword::Boost(n)
            | Keyword::Challenger(n)
            | Keyword::Resist(n)
            | Keyword::Shift(n)
            | Keyword::Singer(n)
            | Keyword::SingTogether(n) => Some(n),
            _ => None,
        }
    }
}

/// One card design, as read from the set file, with what is worked out from it once.
/// Characters use strength/willpower/lore; locations willpower/lore/move cost; items
/// and actions none of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardDef {
    /// The card's id in the set ("A03").
    pub code: String,
    pub name: String,
    pub version: Option<String>,
    pub kind: CardType,
    pub song: bool,
    pub classes: Vec<String>,
    pub ink: Ink,
    pub cost: u8,
    pub inkable: bool,
    pub strength: i8,
    pub willpower: i8,
    pub lore: i8,
    pub move_cost: u8,
    pub keywords: Vec<Keyword>,
    pub abilities: Vec<Ability>,
    /// An action's effect (actions have effects, not abilities: LO-5.4.1).
    pub effects: Vec<Effect>,
    pub rarity: Rarity,
    /// The illustration: a game-icons name (tests/icons.rs checks it).
    pub art: String,
    /// The name in labels and the log ("Varro (Ashen Duelist)" where two designs share
    /// a name; the set file gives it, and no two cards have the same).
    pub label: String,
    /// The classifications as printed ("Scout, Sailor").
    pub classes_line: String,
    /// The keywords as printed.
    pub keyword_labels: Vec<String>,
    /// The rules text, written from the abilities (`text.rs`).
    pub text: String,
    /// Each ability's own words (its story name and sentence), in order.
    pub ability_texts: Vec<String>,
    /// What each of its [`sentences`](Self::sentences) asks when it is a "may" ("draw a
    /// card", `text::question`), else empty: written with the rest of the words when the
    /// set is read, so the page asks from its pool and carries no text writer.
    #[serde(skip)]
    pub questions: Vec<String>,
    /// It has a static ability (worked out once: every stat read asks).
    pub statics: bool,
}

impl CardDef {
    /// The summed value of a stacking keyword, or the value of another one (LO-8.1).
    pub fn keyword_value(&self, kind: Keyword) -> Option<u8> {
        self.keywords.iter().filter(|k| k.same_kind(kind)).map(|k| k.value().unwrap_or(0)).reduce(|a, b| a + b)
    }

    pub fn has(&self, k: Keyword) -> bool {
        self.keywords.iter().any(|x| x.same_kind(k))
    }

    /// Its sentences in order: an action's effect, then each ability's.
    pub fn sentences(&self) -> impl Iterator<Item = &Effect> {
        self.effects.iter().chain(self.abilities.iter().flat_map(Ability::effects))
    }

    /// The question a "may" among its sentences asks ("draw a card"), found by place (the
    /// sentence must be this card's own, as the rules' frames hold them).
    pub fn question(&self, sentence: &Effect) -> Option<&str> {
        let at = self.sentences().position(|s| std::ptr::eq(s, sentence))?;
        self.questions.get(at).map(String::as_str)
    }

    /// Whether it has a static ability (checked by every stat read, so kept).
    pub fn has_static(&self) -> bool {
        self.statics
    }

    /// Its activated ability, if any (a card has at most one: `Activate` names the card).
    pub fn activated(&self) -> Option<(&Cost, &[Effect])> {
        self.abilities.iter().find_map(|a| match a {
            Ability::Activated { cost, effects, .. } => Some((cost, effects.as_slice())),
            _ => None,
        })
    }

    /// Whether this kind selector covers the card.
    pub fn is_kind(&self, kind: Kind) -> bool {
        match kind {
            Kind::Character => self.kind == CardType::Character,
            Kind::Action => self.kind == CardType::Action,
            Kind::Song => self.song,
            Kind::Item => self.kind == CardType::Item,
            Kind::Location => self.kind == CardType::Location,
            Kind::CharacterOrLocation => matches!(self.kind, CardType::Character | CardType::Location),
            Kind::Card => true,
        }
    }

    /// Its full name, "Name – Version" (LO-5.2), what the deck rule counts (LO-1.10).
    pub fn full_name(&self) -> String {
        match &self.version {
            Some(v) => format!("{} – {v}", self.name),
            None => self.name.clone(),
        }
    }
}

/// Index into the pool (stable: a card's place in the set file).
pub type DefId = u16;

/// Every card of the set, in file order, and the premade decks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pool {
    pub set: String,
    pub cards: Vec<CardDef>,
    pub decks: Vec<Premade>,
}

impl Pool {
    /// The card with that code ("A03").
    pub fn find(&self, code: &str) -> Option<&CardDef> {
        self.cards.get(self.place(code)? as usize)
    }

    /// The place of the card with that code. A scan: a set holds some hundred cards,
    /// and a map by code would add its own copy of the hash table's code to the page.
    pub fn place(&self, code: &str) -> Option<DefId> {
        self.cards.iter().position(|c| c.code == code).map(|i| i as DefId)
    }

    /// A list's problems under LO-1.10 (see [`decks::problems`]).
    pub fn problems(&self, ids: &[String]) -> Vec<crate::engine::RuleError> {
        decks::problems(ids, &|id| self.find(id))
    }

    /// The inks a list uses.
    pub fn inks_of(&self, ids: &[String]) -> Vec<Ink> {
        decks::inks_of(ids, &|id| self.find(id))
    }
}

/// The set file's name under `cards/lorcana/`.
pub const SET_FILE: &str = "inkwake.json";
/// The premade decks' file under `cards/lorcana/`.
pub const DECKS_FILE: &str = "decks.json";
/// Both files read and checked ahead of time, as the browser build carries them (`bin.rs`).
pub const POOL_FILE: &str = "pool.bin";

/// The pool, read and checked once per process (natively, from `TURNKEEPER_CARDS`
/// where it has the files); the error names the file, the card and what is wrong.
pub fn pool() -> Result<&'static Pool, &'static CardDataError> {
    static POOL: OnceLock<Result<Pool, CardDataError>> = OnceLock::new();
    POOL.get_or_init(load::load_pool).as_ref()
}

/// The pool of a game already set up (a game exists only once the pool has loaded).
fn loaded() -> &'static Pool {
    match pool() {
        Ok(p) => p,
        // Unreachable: `Lorcana::new` refuses to set up a game without a pool.
        Err(e) => panic!("the Lorcana card pool was used without loading: {e}"),
    }
}

/// The design behind an id.
pub fn def(id: DefId) -> &'static CardDef {
    &loaded().cards[id as usize]
}

/// The design with that code ("A03"), if any.
pub fn def_by_code(code: &str) -> Option<DefId> {
    pool().ok()?.place(code)
}

/// A card as outside programs read it (the protocol's `cards`): its numbers, keywords
/// as printed, abilities and effects in the language, rarity, text and illustration.
pub fn card_json(d: &CardDef) -> serde_json::Value {
    let kind = if d.song { "song" } else { kind_word(d.kind) };
    serde_json::json!({
        "id": d.code,
        "name": d.name,
        "version": d.version,
        "full_name": d.full_name(),
        "kind": kind,
        "classes": d.classes,
        "ink": d.ink.word(),
        "cost": d.cost,
        "inkable": d.inkable,
        "strength": (d.kind == CardType::Character).then_some(d.strength),
        "willpower": matches!(d.kind, CardType::Character | CardType::Location).then_some(d.willpower),
        "lore": matches!(d.kind, CardType::Character | CardType::Location).then_some(d.lore),
        "move_cost": (d.kind == CardType::Location).then_some(d.move_cost),
        "keywords": d.keyword_labels,
        "abilities": serde_json::to_value(&d.abilities).unwrap_or_default(),
        "effects": serde_json::to_value(&d.effects).unwrap_or_default(),
        "rarity": serde_json::to_value(d.rarity).unwrap_or_default(),
        "text": d.text,
        "art": d.art,
    })
}

fn kind_word(k: CardType) -> &'static str {
    match k {
        CardType::Character => "character",
        CardType::Action => "action",
        CardType::Item => "item",
        CardType::Location => "location",
    }
}
