//! The original starter content of the rules brief, Part 2: decks A ("Emberfall
//! Vanguard") and B ("Tidewatch Chorus"), as data. Abilities are enums, never text
//! to be parsed; `text` is only shown to people.

use serde::{Deserialize, Serialize};

/// The four invented ink colours (LO-5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ink {
    Ember,
    Moss,
    Tide,
    Dusk,
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

/// Keywords of LO-8 used by the starter set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Keyword {
    Bodyguard,
    Challenger(u8),
    Evasive,
    Reckless,
    Resist(u8),
    Rush,
    Shift(u8),
    Singer(u8),
    Support,
    Ward,
}

impl Keyword {
    /// The keyword as printed, e.g. "Challenger +2".
    pub fn label(self) -> String {
        match self {
            Keyword::Bodyguard => "Bodyguard".into(),
            Keyword::Challenger(n) => format!("Challenger +{n}"),
            Keyword::Evasive => "Evasive".into(),
            Keyword::Reckless => "Reckless".into(),
            Keyword::Resist(n) => format!("Resist +{n}"),
            Keyword::Rush => "Rush".into(),
            Keyword::Shift(n) => format!("Shift {n}"),
            Keyword::Singer(n) => format!("Singer {n}"),
            Keyword::Support => "Support".into(),
            Keyword::Ward => "Ward".into(),
        }
    }
}

/// The named abilities and action effects of Part 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    None,
    /// A08: when played, may remove up to 2 damage from a chosen character of yours.
    PatchUp,
    /// A10: deal 2 damage to a chosen character.
    KindleStrike,
    /// A11: your characters get +1 S this turn (applied), then draw 1.
    MarchOfEmbers,
    /// A12: {E}, 1 ink: a chosen character of yours gets +2 S this turn.
    RallyCall,
    /// A13: your characters here get +1 W.
    StoneWalls,
    /// A14: at the end of your turn, ready this character.
    NightWatch,
    /// A15: a chosen character gets +3 W this turn.
    SecondWind,
    /// A16: remove up to 2 damage from each character you have in play.
    HymnOfTheHearth,
    /// B05: at the start of your turn, gain 1 lore.
    FirstLight,
    /// B06: when played, exert a chosen opposing character.
    DropAnchor,
    /// B09: return a chosen character with printed cost 3 or less to its owner's hand.
    Undertow,
    /// B10: a chosen character gets -2 S this turn.
    SongOfLowTide,
    /// B11: draw 2 cards.
    BalladOfTheDeep,
    /// B12: deal 3 damage to a chosen character.
    RiptideRefrain,
    /// B13: {E}, 2 ink: draw 1 card.
    LanternReading,
    /// B14: your characters here have Ward.
    SafeHarbor,
    /// B16: when played, may put the top card of your deck into your inkwell exerted.
    StowCargo,
}

/// One card design. Characters use strength/willpower/lore; locations use
/// willpower/lore/move_cost; items and actions use none of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub code: &'static str,
    pub name: &'static str,
    pub version: Option<&'static str>,
    pub kind: CardType,
    pub classes: &'static str,
    pub song: bool,
    pub ink: Ink,
    pub cost: u8,
    pub inkable: bool,
    pub strength: i8,
    pub willpower: i8,
    pub lore: i8,
    pub move_cost: u8,
    pub keywords: &'static [Keyword],
    pub ability: Ability,
    pub text: &'static str,
    pub copies: u8,
    /// The name used in labels and the log: the name, plus the version where two
    /// designs share a name (so "Varro" is never ambiguous).
    pub label: &'static str,
}

impl CardDef {
    const fn labelled(mut self, label: &'static str) -> Self {
        self.label = label;
        self
    }

    /// The summed value of a stacking keyword or the presence of another one (LO-8.1).
    pub(crate) fn keyword_value(&self, pick: fn(Keyword) -> Option<u8>) -> Option<u8> {
        self.keywords.iter().filter_map(|k| pick(*k)).reduce(|a, b| a + b)
    }

    pub fn has(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }
}

/// Index into [`DEFS`].
pub type DefId = u8;

// One argument per column of the brief's card table, so each row reads like it.
#[allow(clippy::too_many_arguments)]
const fn character(
    code: &'static str,
    name: &'static str,
    version: &'static str,
    classes: &'static str,
    ink: Ink,
    cost: u8,
    inkable: bool,
    swl: (i8, i8, i8),
    keywords: &'static [Keyword],
    ability: Ability,
    text: &'static str,
    copies: u8,
) -> CardDef {
    CardDef {
        code,
        name,
        version: Some(version),
        kind: CardType::Character,
        classes,
        song: false,
        ink,
        cost,
        inkable,
        strength: swl.0,
        willpower: swl.1,
        lore: swl.2,
        move_cost: 0,
        keywords,
        ability,
        text,
        copies,
        label: name,
    }
}

// One argument per column of the brief's card table, so each row reads like it.
#[allow(clippy::too_many_arguments)]
const fn other(
    code: &'static str,
    name: &'static str,
    kind: CardType,
    song: bool,
    ink: Ink,
    cost: u8,
    inkable: bool,
    ability: Ability,
    text: &'static str,
    copies: u8,
) -> CardDef {
    CardDef {
        code,
        name,
        version: None,
        kind,
        classes: "",
        song,
        ink,
        cost,
        inkable,
        strength: 0,
        willpower: 0,
        lore: 0,
        move_cost: 0,
        keywords: &[],
        ability,
        text,
        copies,
        label: name,
    }
}

// One argument per column of the brief's card table, so each row reads like it.
#[allow(clippy::too_many_arguments)]
const fn location(
    code: &'static str,
    name: &'static str,
    version: &'static str,
    ink: Ink,
    cost: u8,
    mv_w_l: (u8, i8, i8),
    ability: Ability,
    text: &'static str,
    copies: u8,
) -> CardDef {
    CardDef {
        code,
        name,
        version: Some(version),
        kind: CardType::Location,
        classes: "",
        song: false,
        ink,
        cost,
        inkable: true,
        strength: 0,
        willpower: mv_w_l.1,
        lore: mv_w_l.2,
        move_cost: mv_w_l.0,
        keywords: &[],
        ability,
        text,
        copies,
        label: name,
    }
}

use Ability as Ab;
use CardType as T;
use Ink::*;
use Keyword as K;

/// Every card design: deck A is `DEFS[0..16]`, deck B is `DEFS[16..32]`.
pub static DEFS: [CardDef; 32] = [
    character("A01", "Cinder Pup", "Eager Scout", "Critter", Ember, 1, true, (1, 2, 1), &[K::Support], Ab::None, "Support", 4),
    character("A02", "Brakka", "Hearth Warden", "Guardian", Moss, 3, true, (1, 5, 1), &[K::Bodyguard], Ab::None, "Bodyguard", 4),
    character("A03", "Varro", "Ashen Duelist", "Duelist", Ember, 3, true, (2, 3, 1), &[K::Challenger(2)], Ab::None, "Challenger +2", 4)
        .labelled("Varro (Ashen Duelist)"),
    character("A04", "Skarn", "Ember Raider", "Raider", Ember, 4, false, (5, 4, 1), &[K::Reckless], Ab::None, "Reckless", 3),
    character("A05", "Quill Dart", "Swift Courier", "Courier", Ember, 2, true, (2, 2, 1), &[K::Rush], Ab::None, "Rush", 4),
    character("A06", "Tamsin", "Iron-Skinned Smith", "Artisan", Moss, 5, true, (3, 6, 2), &[K::Resist(1)], Ab::None, "Resist +1", 4),
    character("A07", "Varro", "Blazing Champion", "Duelist", Ember, 6, false, (5, 5, 2), &[K::Shift(4), K::Challenger(1)], Ab::None,
        "Shift 4 (you may pay 4 ink to play this on top of your character named Varro). Challenger +1", 3)
        .labelled("Varro (Blazing Champion)"),
    character("A08", "Rook Alder", "Camp Quartermaster", "Artisan", Moss, 2, true, (1, 3, 1), &[], Ab::PatchUp,
        "PATCH UP: When you play this character, you may remove up to 2 damage from one chosen character of yours.", 4),
    character("A09", "Hollis", "Bellowing Bard", "Bard", Moss, 3, true, (2, 3, 1), &[K::Singer(5)], Ab::None, "Singer 5", 3),
    other("A10", "Kindle Strike", T::Action, false, Ember, 2, true, Ab::KindleStrike, "Deal 2 damage to one chosen character.", 4),
    other("A11", "March of Embers", T::Action, true, Ember, 3, true, Ab::MarchOfEmbers,
        "Song. Every character you have in play as this resolves gets +1 {S} this turn. Then draw 1 card.", 4),
    other("A12", "Ironbound Horn", T::Item, false, Moss, 2, true, Ab::RallyCall,
        "RALLY CALL: {E}, 1 {I} — One chosen character of yours gets +2 {S} this turn.", 4),
    location("A13", "Cinderhold Keep", "Forge Gate", Moss, 3, (1, 7, 1), Ab::StoneWalls,
        "STONE WALLS: Your characters at this location get +1 {W}.", 3),
    character("A14", "Marra", "Watchfire Sentinel", "Guardian", Moss, 4, true, (3, 4, 1), &[], Ab::NightWatch,
        "NIGHT WATCH: At the end of your turn, ready this character.", 4),
    other("A15", "Second Wind", T::Action, false, Moss, 1, true, Ab::SecondWind, "One chosen character gets +3 {W} this turn.", 4),
    other("A16", "Hymn of the Hearth", T::Action, true, Moss, 4, false, Ab::HymnOfTheHearth,
        "Song. Remove up to 2 damage from each character you have in play.", 4),
    character("B01", "Mirelle", "Tide Singer", "Bard", Tide, 2, true, (1, 2, 1), &[K::Singer(4)], Ab::None, "Singer 4", 4),
    character("B02", "Gull Wren", "Skyborne Lookout", "Scout", Tide, 2, true, (2, 2, 1), &[K::Evasive], Ab::None, "Evasive", 4)
        .labelled("Gull Wren (Skyborne Lookout)"),
    character("B03", "Oren", "Veiled Archivist", "Scholar", Dusk, 3, true, (1, 4, 2), &[K::Ward], Ab::None, "Ward", 4),
    character("B04", "Nessa", "Shoal Mender", "Healer", Tide, 2, true, (2, 3, 1), &[K::Support], Ab::None, "Support", 4),
    character("B05", "Ilo", "Dawn Lamplighter", "Scholar", Dusk, 3, true, (2, 3, 1), &[], Ab::FirstLight,
        "FIRST LIGHT: At the start of your turn, gain 1 lore.", 4),
    character("B06", "Sorrel", "Harbor Captain", "Sailor", Tide, 5, true, (4, 5, 2), &[], Ab::DropAnchor,
        "DROP ANCHOR: When you play this character, exert one chosen opposing character.", 4),
    character("B07", "Gull Wren", "Stormwing Admiral", "Scout, Sailor", Tide, 5, false, (3, 4, 3), &[K::Shift(3), K::Evasive], Ab::None,
        "Shift 3 (you may pay 3 ink to play this on top of your character named Gull Wren). Evasive", 3)
        .labelled("Gull Wren (Stormwing Admiral)"),
    character("B08", "Drift Eel", "Tidepool Lurker", "Beast", Dusk, 1, true, (2, 1, 1), &[], Ab::None, "", 4),
    other("B09", "Undertow", T::Action, false, Dusk, 3, true, Ab::Undertow,
        "Return one chosen character with printed cost 3 or less to its owner's hand.", 4),
    other("B10", "Song of Low Tide", T::Action, true, Dusk, 2, true, Ab::SongOfLowTide, "Song. One chosen character gets -2 {S} this turn.", 4),
    other("B11", "Ballad of the Deep", T::Action, true, Tide, 4, true, Ab::BalladOfTheDeep, "Song. Draw 2 cards.", 3),
    other("B12", "Riptide Refrain", T::Action, true, Dusk, 5, false, Ab::RiptideRefrain, "Song. Deal 3 damage to one chosen character.", 4),
    other("B13", "Tideglass Lantern", T::Item, false, Dusk, 2, true, Ab::LanternReading, "LANTERN READING: {E}, 2 {I} — Draw 1 card.", 3),
    location("B14", "Saltmarsh Lighthouse", "Beacon Point", Tide, 4, (2, 8, 1), Ab::SafeHarbor,
        "SAFE HARBOR: Your characters at this location have Ward.", 3),
    character("B15", "Brine Hound", "Harbor Bruiser", "Beast", Dusk, 4, true, (4, 4, 1), &[K::Resist(1)], Ab::None, "Resist +1", 4),
    character("B16", "Pip Marlow", "Deckhand", "Sailor", Tide, 1, true, (1, 2, 1), &[], Ab::StowCargo,
        "STOW CARGO: When you play this character, you may put the top card of your deck into your inkwell face down and exerted.", 4),
];

/// The design with that code ("A03"), if any.
pub fn def_by_code(code: &str) -> Option<DefId> {
    DEFS.iter().position(|d| d.code == code).map(|i| i as DefId)
}

/// The design behind an id.
pub fn def(id: DefId) -> &'static CardDef {
    &DEFS[id as usize]
}

/// The 60 designs of a starter deck in list order (deck A = 0, deck B = 1).
pub fn deck_list(deck: usize) -> Vec<DefId> {
    let range = if deck == 0 { 0..16 } else { 16..32 };
    range.flat_map(|i| std::iter::repeat_n(i as DefId, DEFS[i].copies as usize)).collect()
}
