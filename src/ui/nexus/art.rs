//! Nexus's pictures, from the game-icons collection (src/ui/common/icon.rs): one per
//! card design, chosen for its name and role, one per card type, one per biome, and the
//! table's symbols (blade, shield, speed, lock ...). Every name here is listed in
//! icons.txt (tests/icons.rs); the sprite is a cached file of the build, never inside
//! the wasm, and the table draws an icon as `ui::common::Icon` does, inside the markup
//! of its display-only parts (src/ui/nexus/markup.rs).

use crate::games::nexus::cards::{self, Kind};
use crate::games::nexus::view::CardView;
use crate::ui::common::{icon, IconName};

/// The sprite of Nexus's icons: icons/nexus.svg.
pub const SPRITE: &str = "nexus";

/// Attack (NX-3.4.3).
pub const BLADE: IconName = icon("broadsword");
/// Defense (NX-3.4.3).
pub const SHIELD: IconName = icon("checked-shield");
/// A card's speed (NX-6.3) and the window's speeds.
pub const SPEED: IconName = icon("lightning-arc");
/// Locked (NX-7), and a source's "lock: produce".
pub const LOCK: IconName = icon("padlock");
/// Energy (NX-5).
pub const ENERGY: IconName = icon("power-lightning");
/// The queue (NX-4.3).
pub const QUEUE: IconName = icon("stack");
/// The cache (NX-4.6).
pub const CACHE: IconName = icon("card-discard");
/// A sector's durability (NX-4.5).
pub const DURABILITY: IconName = icon("stone-tower");

/// Each card design's picture, by its code (src/games/nexus/cards.rs): a table, which
/// the page's wasm holds as data.
const PICTURES: [(&str, IconName); 29] = [
    ("A01", icon("volcano")),
    ("A02", icon("earth-crack")),
    ("N01", icon("nested-hexagons")),
    ("A03", icon("running-ninja")),
    ("A04", icon("golem-head")),
    ("A05", icon("fire-ray")),
    ("A06", icon("muscle-up")),
    ("A07", icon("parachute")),
    ("A08", icon("spear-hook")),
    ("A09", icon("fire-bomb")),
    ("A10", icon("thermometer-hot")),
    ("A11", icon("fire-wave")),
    ("A12", icon("circuitry")),
    ("A13", icon("furnace")),
    ("A14", icon("breastplate")),
    ("B01", icon("water-drop")),
    ("B02", icon("vortex")),
    ("B03", icon("crosshair")),
    ("B04", icon("wave-surfer")),
    ("B05", icon("coral")),
    ("B06", icon("trident")),
    ("B07", icon("diving-helmet")),
    ("B08", icon("radar-sweep")),
    ("B09", icon("fishing-net")),
    ("B10", icon("waves")),
    ("B11", icon("cancel")),
    ("B12", icon("crystal-eye")),
    ("B13", icon("scroll-unfurled")),
    ("B14", icon("ray-gun")),
];

/// A card design's picture, by its code: the starter decks' from this table, any other
/// design's from its set file's `art` (an icon of icons.txt, tests/icons.rs); a design
/// with neither is drawn as an anomaly's crystal.
pub fn picture(code: &str) -> IconName {
    PICTURES.iter().find(|(c, _)| *c == code).map(|(_, i)| *i).unwrap_or_else(|| {
        let art = cards::try_pool().ok().and_then(|p| p.id(code).map(|d| p.defs[d as usize].art));
        art.filter(|a| !a.is_empty()).map_or(icon("crystal-growth"), icon)
    })
}

/// The emblem of a card's type (NX-3.2), beside its type line.
pub fn kind_emblem(c: &CardView) -> IconName {
    match c.kind {
        _ if c.converted => icon("crystal-bars"),
        Kind::Agent => icon("visored-helm"),
        Kind::Event => icon("focused-lightning"),
        Kind::Software => icon("processor"),
        Kind::Hardware => icon("gears"),
        Kind::Anomaly => icon("crystal-growth"),
    }
}

/// A biome's emblem, Left to Right: Glasswind Flats, Sunken Foundry, Mirelight Fen.
pub fn biome_emblem(i: usize) -> IconName {
    match i {
        0 => icon("windy-stripes"),
        1 => icon("anvil"),
        _ => icon("swamp"),
    }
}
