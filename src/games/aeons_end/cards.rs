//! Part B of the brief, the original "Drowned Engine" set, as data: the shared starter
//! cards (C-1), the two mages (C-2), the nine supply piles (C-3) and the nemesis
//! Skarnveil with its 15 cards (C-4). Two test-only cards (Part C, EC-01 and EC-05)
//! exist for scenario tests and never appear in a real game.

use serde::{Deserialize, Serialize};

/// A player card design (AE-1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Glimstone,
    Flicker,
    Cinderwick,
    QuarryHeart,
    AshglassBead,
    TidewellOpal,
    StormveinGeode,
    WayfindersCompass,
    KeepersLamp,
    Emberwisp,
    GlyphOfTithing,
    BulwarkRune,
    SunderingTorrent,
    /// Test only (EC-01): a spell that deals no damage ("Cast: Gain 1 aether").
    TestNull,
    /// Test only (EC-05): a relic that draws 1 card.
    TestDraw,
}

/// Gem, relic or spell (AE-1.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Gem,
    Relic,
    Spell,
}

/// The printed face of a player card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardData {
    pub key: &'static str,
    pub name: &'static str,
    pub ty: CardType,
    pub cost: u32,
    pub text: &'static str,
}

const fn card(key: &'static str, name: &'static str, ty: CardType, cost: u32, text: &'static str) -> CardData {
    CardData { key, name, ty, cost, text }
}

use CardType::{Gem, Relic, Spell};

impl CardKind {
    /// Its printed data (C-1, C-2, C-3).
    pub fn data(self) -> CardData {
        match self {
            CardKind::Glimstone => card("glimstone", "Glimstone", Gem, 0, "Gain 1 aether."),
            CardKind::Flicker => card("flicker", "Flicker", Spell, 0, "Cast: Deal 1 damage."),
            CardKind::Cinderwick => card(
                "cinderwick",
                "Cinderwick",
                Spell,
                0,
                "Cast: Deal 2 damage to a minion, OR deal 1 damage to the nemesis.",
            ),
            CardKind::QuarryHeart => {
                card("quarry_heart", "Quarry Heart", Gem, 0, "Gain 2 aether, OR any ally gains 1 charge.")
            }
            CardKind::AshglassBead => card(
                "ashglass_bead",
                "Ashglass Bead",
                Gem,
                2,
                "Gain 1 aether. Gain 1 more aether that may only be spent to focus or open a breach.",
            ),
            CardKind::TidewellOpal => card("tidewell_opal", "Tidewell Opal", Gem, 4, "Gain 3 aether."),
            CardKind::StormveinGeode => {
                card("stormvein_geode", "Stormvein Geode", Gem, 5, "Gain 3 aether, OR gain 2 aether and deal 1 damage.")
            }
            CardKind::WayfindersCompass => card(
                "wayfinders_compass",
                "Wayfinder's Compass",
                Relic,
                3,
                "Focus a closed breach belonging to any player. Then you may spend 1 aether to focus that same \
                 breach once more.",
            ),
            CardKind::KeepersLamp => card(
                "keepers_lamp",
                "Keeper's Lamp",
                Relic,
                5,
                "Gain 1 charge. If you now hold your maximum number of charges, any ally gains 1 charge.",
            ),
            CardKind::Emberwisp => card(
                "emberwisp",
                "Emberwisp",
                Spell,
                3,
                "Cast: Deal 2 damage. If you cast another spell earlier this turn, deal 1 additional damage.",
            ),
            CardKind::GlyphOfTithing => card(
                "glyph_of_tithing",
                "Glyph of Tithing",
                Spell,
                4,
                "While prepped: in your main phase, at most once per turn, you may gain 1 aether. Cast: Deal 2 \
                 damage.",
            ),
            CardKind::BulwarkRune => card(
                "bulwark_rune",
                "Bulwark Rune",
                Spell,
                5,
                "While prepped: each time you suffer damage, reduce it by 1. Cast: Deal 3 damage.",
            ),
            CardKind::SunderingTorrent => card(
                "sundering_torrent",
                "Sundering Torrent",
                Spell,
                8,
                "Prep this into two adjacent breaches of yours at once; it fills both. Cast: Deal 7 damage.",
            ),
            CardKind::TestNull => card("test_null", "Null Glyph (test)", Spell, 0, "Cast: Gain 1 aether."),
            CardKind::TestDraw => card("test_draw", "Sounding Line (test)", Relic, 0, "Draw 1 card."),
        }
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }
    pub fn ty(self) -> CardType {
        self.data().ty
    }
    pub fn cost(self) -> u32 {
        self.data().cost
    }

    /// The printed damage of a spell's Cast text, before bonuses (Cinderwick's depends
    /// on the option, see [`crate::games::aeons_end::rules`]).
    pub(crate) fn base_damage(self) -> u32 {
        match self {
            CardKind::Flicker => 1,
            CardKind::Cinderwick => 1,
            CardKind::Emberwisp | CardKind::GlyphOfTithing => 2,
            CardKind::BulwarkRune => 3,
            CardKind::SunderingTorrent => 7,
            _ => 0,
        }
    }
}

/// The nine supply piles and their copies (C-3, AE-2.4), in display order.
pub const SUPPLY: [(CardKind, usize); 9] = [
    (CardKind::AshglassBead, 7),
    (CardKind::TidewellOpal, 7),
    (CardKind::StormveinGeode, 7),
    (CardKind::WayfindersCompass, 5),
    (CardKind::KeepersLamp, 5),
    (CardKind::Emberwisp, 5),
    (CardKind::GlyphOfTithing, 5),
    (CardKind::BulwarkRune, 5),
    (CardKind::SunderingTorrent, 5),
];

/// A mage (C-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum MageKind {
    #[default]
    Orrin,
    Sabe,
}

/// When a mage's ability may be activated (AE-12.2, AE-12.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AbilityTiming {
    /// Only in the owner's own main phase.
    OwnMain,
    /// In any player's main phase.
    AnyMain,
}

/// A breach on a mage mat at setup (AE-2.5.2): `None` for opened, `Some(stage)` closed.
pub type BreachStart = Option<u8>;

/// A mage mat (C-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MageData {
    pub key: &'static str,
    pub name: &'static str,
    pub title: &'static str,
    pub ability: &'static str,
    pub ability_text: &'static str,
    pub max_charges: u32,
    pub timing: AbilityTiming,
    pub breaches: [BreachStart; 4],
    pub hand: [CardKind; 5],
    /// Top first (AE-2.5.4).
    pub deck: [CardKind; 5],
}

use CardKind::{Cinderwick as Cw, Flicker as Fl, Glimstone as Gl, QuarryHeart as Qh};

impl MageKind {
    pub fn data(self) -> MageData {
        match self {
            MageKind::Orrin => MageData {
                key: "orrin",
                name: "Orrin Vael",
                title: "Lantern-Keeper",
                ability: "Lanternfall",
                ability_text: "Your main phase: deal 4 damage to one enemy. Then focus one of your closed breaches, \
                               if you have any.",
                max_charges: 5,
                timing: AbilityTiming::OwnMain,
                breaches: [None, Some(1), Some(0), Some(2)],
                hand: [Cw, Gl, Gl, Gl, Fl],
                deck: [Gl, Fl, Gl, Gl, Fl],
            },
            MageKind::Sabe => MageData {
                key: "sabe",
                name: "Sabe Tunmere",
                title: "Quarry Warden",
                ability: "Bulwark Chant",
                ability_text: "Any player's main phase: Gravehold gains 3 life, OR any player gains 4 life.",
                max_charges: 4,
                timing: AbilityTiming::AnyMain,
                breaches: [None, Some(2), Some(1), Some(0)],
                hand: [Qh, Gl, Gl, Gl, Fl],
                deck: [Gl, Fl, Gl, Fl, Gl],
            },
        }
    }
}

/// Fixed breach data (AE-1.6): focus cost, open cost per stage, damage bonus when opened.
pub fn focus_cost(pos: usize) -> u32 {
    [0, 2, 3, 4][pos]
}

/// The open cost of a closed breach at `stage` (AE-1.6, AE-6.5).
pub fn open_cost(pos: usize, stage: u8) -> u32 {
    const COSTS: [[u32; 4]; 4] = [[0, 0, 0, 0], [5, 4, 3, 2], [9, 7, 5, 3], [13, 10, 7, 4]];
    COSTS[pos][stage.min(3) as usize]
}

/// Extra damage for spells cast from this breach while opened (AE-5.6).
pub(crate) fn breach_bonus(pos: usize) -> u32 {
    [0, 0, 1, 1][pos]
}

/// A nemesis card design (C-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NemKind {
    TidalLash,
    SiltCrawler,
    Undertow,
    BarnacleSwarm,
    DrowningGrasp,
    Kelpwarden,
    PressureFront,
    BrineSurge,
    LanternEater,
    AbyssalRoar,
    DeepspawnTitan,
    DrownedChoir,
    SeawallCollapse,
    Tidebreaker,
    MawAscendant,
}

/// Attack, minion (life) or power (tokens, TO DISCARD cost) (AE-1.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NemType {
    Attack,
    Minion { life: u32 },
    Power { tokens: u32, discard_cost: u32 },
}

/// The printed face of a nemesis card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NemData {
    pub key: &'static str,
    pub name: &'static str,
    pub tier: u8,
    pub ty: NemType,
    pub text: &'static str,
}

const fn nem(key: &'static str, name: &'static str, tier: u8, ty: NemType, text: &'static str) -> NemData {
    NemData { key, name, tier, ty, text }
}

use NemType::{Attack, Minion, Power};

impl NemKind {
    pub const ALL: [NemKind; 15] = [
        NemKind::TidalLash,
        NemKind::SiltCrawler,
        NemKind::Undertow,
        NemKind::BarnacleSwarm,
        NemKind::DrowningGrasp,
        NemKind::Kelpwarden,
        NemKind::PressureFront,
        NemKind::BrineSurge,
        NemKind::LanternEater,
        NemKind::AbyssalRoar,
        NemKind::DeepspawnTitan,
        NemKind::DrownedChoir,
        NemKind::SeawallCollapse,
        NemKind::Tidebreaker,
        NemKind::MawAscendant,
    ];

    pub fn data(self) -> NemData {
        match self {
            NemKind::TidalLash => nem("tidal_lash", "Tidal Lash", 1, Attack, "Unleash. Any player suffers 2 damage."),
            NemKind::SiltCrawler => {
                nem("silt_crawler", "Silt Crawler", 1, Minion { life: 6 }, "PERSISTENT: Gravehold suffers 2 damage.")
            }
            NemKind::Undertow => nem(
                "undertow",
                "Undertow",
                1,
                Power { tokens: 2, discard_cost: 5 },
                "TO DISCARD: Spend 5 aether. POWER 2: Unleash twice.",
            ),
            NemKind::BarnacleSwarm => nem(
                "barnacle_swarm",
                "Barnacle Swarm",
                1,
                Minion { life: 5 },
                "PERSISTENT: Any player suffers 1 damage.",
            ),
            NemKind::DrowningGrasp => nem(
                "drowning_grasp",
                "Drowning Grasp",
                2,
                Attack,
                "Unleash. The player with the most prepped spells discards one of their prepped spells.",
            ),
            NemKind::Kelpwarden => nem("kelpwarden", "Kelpwarden", 2, Minion { life: 10 }, "PERSISTENT: Unleash."),
            NemKind::PressureFront => nem(
                "pressure_front",
                "Pressure Front",
                2,
                Power { tokens: 3, discard_cost: 6 },
                "TO DISCARD: Spend 6 aether. POWER 3: Gravehold suffers 8 damage.",
            ),
            NemKind::BrineSurge => {
                nem("brine_surge", "Brine Surge", 2, Attack, "Any player suffers 4 damage. Then Unleash.")
            }
            NemKind::LanternEater => nem(
                "lantern_eater",
                "Lantern Eater",
                2,
                Minion { life: 6 },
                "PERSISTENT: The player with the most charges loses 1 charge. If no player has a charge, any player \
                 suffers 2 damage instead.",
            ),
            NemKind::AbyssalRoar => {
                nem("abyssal_roar", "Abyssal Roar", 3, Attack, "Unleash twice. Any player suffers 4 damage.")
            }
            NemKind::DeepspawnTitan => nem(
                "deepspawn_titan",
                "Deepspawn Titan",
                3,
                Minion { life: 14 },
                "PERSISTENT: Gravehold suffers 3 damage.",
            ),
            NemKind::DrownedChoir => nem(
                "drowned_choir",
                "Drowned Choir",
                3,
                Power { tokens: 2, discard_cost: 7 },
                "TO DISCARD: Spend 7 aether. POWER 2: Unleash twice. Then the player with the lowest life suffers 4 \
                 damage.",
            ),
            NemKind::SeawallCollapse => nem(
                "seawall_collapse",
                "Sea-Wall Collapse",
                3,
                Attack,
                "Gravehold suffers 5 damage. Then each player suffers 1 damage.",
            ),
            NemKind::Tidebreaker => nem(
                "tidebreaker",
                "Tidebreaker",
                3,
                Minion { life: 11 },
                "PERSISTENT: Unleash. Then any player suffers 1 damage.",
            ),
            NemKind::MawAscendant => nem(
                "maw_ascendant",
                "Maw Ascendant",
                3,
                Attack,
                "Unleash. Then Gravehold suffers 2 damage for each minion in play.",
            ),
        }
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }
    pub fn tier(self) -> u8 {
        self.data().tier
    }
}

/// The nemesis mat (C-4).
pub const NEMESIS_NAME: &str = "Skarnveil, the Drowned Engine";
/// The Unleash text, with the damage filled in from the options.
pub(crate) fn unleash_text(damage: u32) -> String {
    format!("Unleash: Gravehold suffers {damage} damage.")
}
