//! Nexus's pictures: one icon of the game-icons collection (CC BY 3.0, credited on the
//! How to play page) per card design, per card type, per biome and for the table's
//! symbols, drawn on our own frames (styles/nexus.css). The names are the icon list
//! the sprite is built from.

use yew::prelude::*;

use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::CardView;

/// Every icon Nexus draws, by the name the table asks for, and its game-icons name.
pub const ICONS: &[(&str, &str)] = &[
    // The card designs (src/games/nexus/cards.rs), by code.
    ("A01", "volcano"), ("A02", "earth-crack"), ("N01", "nested-hexagons"), ("A03", "running-ninja"),
    ("A04", "golem-head"), ("A05", "fire-ray"), ("A06", "muscle-up"), ("A07", "parachute"),
    ("A08", "spear-hook"), ("A09", "fire-bomb"), ("A10", "thermometer-hot"), ("A11", "fire-wave"),
    ("A12", "circuitry"), ("A13", "furnace"), ("A14", "breastplate"),
    ("B01", "water-drop"), ("B02", "vortex"), ("B03", "crosshair"), ("B04", "wave-surfer"),
    ("B05", "coral"), ("B06", "trident"), ("B07", "diving-helmet"), ("B08", "radar-sweep"),
    ("B09", "fishing-net"), ("B10", "waves"), ("B11", "cancel"), ("B12", "crystal-eye"),
    ("B13", "scroll-unfurled"), ("B14", "ray-gun"),
    // Card types (NX-3.2).
    ("agent", "visored-helm"), ("event", "focused-lightning"), ("software", "processor"),
    ("hardware", "gears"), ("anomaly", "crystal-growth"), ("converted", "crystal-bars"),
    // The biomes, Left to Right (cards.rs BIOME_NAMES).
    ("biome0", "windy-stripes"), ("biome1", "anvil"), ("biome2", "swamp"),
    // The table's symbols.
    ("blade", "broadsword"), ("shield", "checked-shield"), ("speed", "lightning-arc"),
    ("lock", "padlock"), ("energy", "power-lightning"), ("queue", "stack"),
    ("cache", "card-discard"), ("durability", "stone-tower"),
];

/// An icon by the table's name for it, hidden from screen readers (its words are
/// always beside it or in the accessible name of what holds it).
pub fn icon(name: &'static str) -> Html {
    let game_icon = ICONS.iter().find(|(n, _)| *n == name).map_or("", |(_, i)| i);
    html! { <i class="nx-icon" data-icon={game_icon} aria-hidden="true"></i> }
}

/// A card design's picture.
pub fn art(code: &'static str) -> Html {
    icon(code)
}

/// The icon of a card's type.
pub fn kind_icon(c: &CardView) -> Html {
    icon(match c.kind {
        _ if c.converted => "converted",
        Kind::Agent => "agent",
        Kind::Event => "event",
        Kind::Software => "software",
        Kind::Hardware => "hardware",
        Kind::Anomaly => "anomaly",
    })
}

/// A biome's icon, Left to Right.
pub fn biome_icon(i: usize) -> &'static str {
    ["biome0", "biome1", "biome2"][i.min(2)]
}
