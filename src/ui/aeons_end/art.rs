//! The pictures of Aeon's End's cards and boards, from the game-icons collection
//! (src/ui/common/icon.rs): one picture per card design, chosen for its name and role,
//! one emblem per card type, the mages' portraits, Skarnveil, Gravehold and an opened
//! breach. Every name here is listed in icons.txt (tests/icons.rs).

use yew::prelude::*;

use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::view::NemCardView;
use crate::games::aeons_end::{CardKind, CardType};
use crate::ui::common::{icon, icon_svg, IconName};

/// The sprite of Aeon's End's icons: icons/aeons-end.svg.
const SPRITE: &str = "aeons-end";

/// One icon of the sprite, in the colour of the text around it (the shared Icon's
/// drawing, as a view: the table is drawn by views).
fn draw(name: IconName, class: &'static str) -> Html {
    icon_svg(SPRITE, name, class.into())
}

/// A player card's picture, by its design.
pub fn card_picture(kind: CardKind) -> IconName {
    match kind {
        CardKind::Glimstone => icon("crystal-shine"),
        CardKind::QuarryHeart => icon("mineral-heart"),
        CardKind::AshglassBead => icon("prayer-beads"),
        CardKind::TidewellOpal => icon("crystal-cluster"),
        CardKind::StormveinGeode => icon("crystal-bars"),
        CardKind::WayfindersCompass => icon("compass"),
        CardKind::KeepersLamp => icon("lantern-flame"),
        CardKind::Flicker => icon("flint-spark"),
        CardKind::Cinderwick => icon("candle-flame"),
        CardKind::Emberwisp => icon("fluffy-flame"),
        CardKind::GlyphOfTithing => icon("rune-stone"),
        CardKind::BulwarkRune => icon("magic-shield"),
        CardKind::SunderingTorrent => icon("wave-crest"),
        CardKind::TestNull => icon("hieroglyph-y"),
        CardKind::TestDraw => icon("fishing-hook"),
    }
}

/// A player card's picture.
pub fn card_art(kind: CardKind) -> Html {
    draw(card_picture(kind), "ae-picture")
}

/// The mark of a player card's type, before its type word: a cut gem, a relic's glow,
/// a spell cast from the hand.
pub fn type_emblem(ty: CardType) -> Html {
    let name = match ty {
        CardType::Gem => icon("emerald"),
        CardType::Relic => icon("glowing-artifact"),
        CardType::Spell => icon("fire-spell-cast"),
    };
    draw(name, "ae-emblem")
}

/// A nemesis card's picture, by its name (C-4).
pub fn nem_picture(name: &str) -> IconName {
    match name {
        "Tidal Lash" => icon("tentacle-strike"),
        "Silt Crawler" => icon("crab"),
        "Undertow" => icon("vortex"),
        "Barnacle Swarm" => icon("ceiling-barnacle"),
        "Drowning Grasp" => icon("drowning"),
        "Kelpwarden" => icon("curling-vines"),
        "Pressure Front" => icon("heavy-rain"),
        "Brine Surge" => icon("big-wave"),
        "Lantern Eater" => icon("angler-fish"),
        "Abyssal Roar" => icon("sonic-shout"),
        "Deepspawn Titan" => icon("sea-serpent"),
        "Drowned Choir" => icon("ghost"),
        "Sea-Wall Collapse" => icon("broken-wall"),
        "Tidebreaker" => icon("fish-monster"),
        "Maw Ascendant" => icon("lamprey-mouth"),
        // A card of a newer set this table does not know yet.
        _ => icon("tentacles-skull"),
    }
}

/// A nemesis card's picture, with its type's emblem: crossed swords for an attack, a
/// grasping claw for a minion, an hourglass for a power.
pub fn nem_art(card: &NemCardView) -> Html {
    let emblem = match card.ty {
        NemType::Attack => icon("crossed-swords"),
        NemType::Minion { .. } => icon("monster-grasp"),
        NemType::Power { .. } => icon("hourglass"),
    };
    html! { <>{ draw(nem_picture(card.name), "ae-picture") }{ draw(emblem, "ae-emblem") }</> }
}

/// A mage's portrait: Orrin the Lantern-Keeper's lantern, Sabe the Quarry Warden's pick.
pub fn mage_art(name: &str) -> Html {
    let picture = if name.starts_with("Sabe") { icon("mining") } else { icon("old-lantern") };
    draw(picture, "ae-picture")
}

/// Skarnveil, the Drowned Engine.
pub fn nemesis_art() -> Html {
    draw(icon("tentacles-skull"), "ae-picture")
}

/// Gravehold's tower.
pub fn gravehold_art() -> Html {
    draw(icon("stone-tower"), "ae-picture")
}

/// The swirl in an opened breach.
pub fn portal_art() -> Html {
    draw(icon("magic-swirl"), "ae-picture")
}
