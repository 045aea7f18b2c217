//! Each Altered card's picture and its frame's emblems, drawn from the game-icons
//! collection (src/ui/common/icon.rs): a picture per design, chosen for its name and
//! role, an emblem per card type, the three terrains, the day's five phases and the
//! expedition markers. Every name here is listed in icons.txt (tests/icons.rs).

use yew::prelude::*;

use crate::games::altered::cards::{pool, CardType};
use crate::ui::common::{icon, Icon, IconName};

/// The sprite of Altered's icons: icons/altered.svg.
pub const SPRITE: &str = "altered";

/// The card's picture, by its design code (rules/altered.md, Part 2).
pub fn picture(code: &str) -> IconName {
    match code {
        "VP-H" => icon("woman-elf-face"),
        "VP-01" => icon("turtle"),
        "VP-02" => icon("sprout-disc"),
        "VP-03" => icon("tree-face"),
        "VP-04" => icon("running-ninja"),
        "VP-05" => icon("drum"),
        "VP-06" => icon("holy-oak"),
        "VP-07" => icon("tree-roots"),
        "VP-08" => icon("shinto-shrine"),
        "VP-09" => icon("backpack"),
        "VP-10" => icon("vine-flower"),
        "VP-11" => icon("plant-seed"),
        "VP-12" => icon("forest-entrance"),
        "TK-01" => icon("sprout"),
        "TO-H" => icon("pirate-captain"),
        "TO-01" => icon("rope-coil"),
        "TO-02" => icon("angler-fish"),
        "TO-03" => icon("anchor"),
        "TO-04" => icon("lighthouse"),
        "TO-05" => icon("nautilus-shell"),
        "TO-06" => icon("crystal-ball"),
        "TO-07" => icon("seagull"),
        "TO-08" => icon("ringing-bell"),
        "TO-09" => icon("buoy"),
        "TO-10" => icon("night-sleep"),
        "TO-11" => icon("whirlpool-shuriken"),
        "TO-12" => icon("harpoon-trident"),
        // Any other design names its picture in its set file ("art"); one the pool does
        // not know gets a wanderer.
        _ => match pool().defs.iter().find(|d| d.code == code) {
            Some(d) => icon(d.art),
            None => icon("hiking"),
        },
    }
}

/// The card type's emblem, on the type line (AL-2.10).
pub fn kind_emblem(kind: CardType) -> IconName {
    match kind {
        CardType::Character => icon("hood"),
        CardType::Spell => icon("magic-swirl"),
        CardType::Landmark => icon("stone-tower"),
        CardType::Gear => icon("knapsack"),
        CardType::Hero => icon("crown"),
        CardType::Token => icon("sprout"),
    }
}

/// Forest, Mountain, Water (AL-4.2).
pub fn terrain_icon(i: usize) -> IconName {
    match i {
        0 => icon("pine-tree"),
        1 => icon("mountains"),
        _ => icon("waves"),
    }
}

/// The day's phases (AL-5.0.1), by name.
pub fn phase_icon(phase: &str) -> IconName {
    match phase {
        "Morning" => icon("sunrise"),
        "Noon" => icon("sun"),
        "Afternoon" => icon("sun-cloud"),
        "Dusk" => icon("sunset"),
        _ => icon("night-sky"),
    }
}

/// An expedition's marker on the Adventure (AL-1.3): the Hero's a banner, the
/// Companion's a paw print.
pub fn expedition_icon(hero: bool) -> IconName {
    if hero {
        icon("knight-banner")
    } else {
        icon("paw-print")
    }
}

/// The piles and zones drawn as emblems.
pub const DECK: IconName = icon("card-draw");
pub const DISCARD: IconName = icon("card-discard");
pub const HAND: IconName = icon("poker-hand");
pub const RESERVE: IconName = icon("swap-bag");
pub const LANDMARKS: IconName = icon("castle");
pub const MANA: IconName = icon("crystal-cluster");
pub const LIMBO: IconName = icon("vortex");

/// One of Altered's icons, drawn in one place for every zone (the shared [`Icon`] from
/// the altered sprite).
///
/// [`Icon`]: crate::ui::common::Icon
pub fn pic(name: IconName) -> Html {
    html! { <Icon sprite={SPRITE} {name} /> }
}
