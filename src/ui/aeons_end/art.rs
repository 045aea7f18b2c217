//! The pictures of Aeon's End's cards and boards, from the game-icons collection
//! (src/ui/common/icon.rs): each design's picture is named in its set file (`art`), and
//! here are the emblem of each card type, Gravehold and an opened breach. Every name is
//! listed in icons.txt (tests/icons.rs reads the set files' too).

use yew::prelude::*;

use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::content::{pool, Pool};
use crate::games::aeons_end::view::NemCardView;
use crate::games::aeons_end::CardType;
use crate::ui::common::{icon, icon_svg, IconName};

/// The sprite of Aeon's End's icons: icons/aeons-end.svg.
const SPRITE: &str = "aeons-end";

/// One icon of the sprite, in the colour of the text around it (the shared Icon's
/// drawing, as a view: the table is drawn by views).
fn draw(name: IconName, class: &'static str) -> Html {
    icon_svg(SPRITE, name, class.into())
}

/// The pool's designs, if its files read (they always do in a build that started).
fn designs() -> Option<&'static Pool> {
    pool().ok()
}

/// A design's picture, named in its set file (its `art`); a design this page does not
/// know (a test's own) gets a plain glyph.
fn named(art: Option<&'static str>) -> IconName {
    art.map_or(icon("hieroglyph-y"), icon)
}

/// A player card's picture, by its design's id.
pub fn card_picture(kind: &str) -> IconName {
    named(designs().and_then(|p| p.card(kind)).map(|c| c.art.as_str()))
}

/// A player card's picture.
pub fn card_art(kind: &str) -> Html {
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

/// A nemesis card's picture, by its name.
pub fn nem_picture(name: &str) -> IconName {
    let card = designs().and_then(|p| p.nemeses.iter().flat_map(|n| &n.cards).find(|c| c.name == name));
    named(card.map(|c| c.art.as_str()))
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

/// A mage's portrait, by the mage's name.
pub fn mage_art(name: &str) -> Html {
    let mage = designs().and_then(|p| p.mages.iter().find(|m| m.name == name));
    draw(named(mage.map(|m| m.art.as_str())), "ae-picture")
}

/// The nemesis's picture, by its name.
pub fn nemesis_art(name: &str) -> Html {
    let nemesis = designs().and_then(|p| p.nemeses.iter().find(|n| n.name == name));
    draw(named(nemesis.map(|n| n.art.as_str())), "ae-picture")
}

/// Gravehold's tower.
pub fn gravehold_art() -> Html {
    draw(icon("stone-tower"), "ae-picture")
}

/// The swirl in an opened breach.
pub fn portal_art() -> Html {
    draw(icon("magic-swirl"), "ae-picture")
}
