//! Each Lorcana card's picture and its frame's emblems, drawn from the game-icons
//! collection (src/ui/common/icon.rs): a picture per card, named by the card's data,
//! an emblem per ink and one per card type. Every name is listed in icons.txt
//! (tests/icons.rs).

use crate::games::lorcana::cards::{def, def_by_code, CardType};
use crate::games::lorcana::CardView;
use crate::ui::common::{icon, IconName};

/// The sprite of Lorcana's icons: icons/lorcana.svg.
pub const SPRITE: &str = "lorcana";

/// The card's picture, by its design code: the illustration its set file names
/// (cards/lorcana/*.json, "art"; tests/icons.rs checks each is listed in icons.txt).
pub fn picture(code: &str) -> IconName {
    match def_by_code(code) {
        Some(d) => icon(def(d).art.as_str()),
        // A card this table does not know (a newer card set) gets a figure.
        None => icon("person"),
    }
}

/// The ink's emblem: Ember a flame, Moss a leaf, Tide a drop, Dusk a night sky.
pub fn ink_emblem(ink: &str) -> IconName {
    match ink {
        "Ember" => icon("flame"),
        "Moss" => icon("oak-leaf"),
        "Tide" => icon("water-drop"),
        _ => icon("night-sky"),
    }
}

/// The card type's emblem, beside the type line.
pub fn kind_emblem(c: &CardView) -> IconName {
    match c.card_type {
        CardType::Character => icon("person"),
        CardType::Action if c.song => icon("musical-notes"),
        CardType::Action => icon("lightning-branches"),
        CardType::Item => icon("knapsack"),
        CardType::Location => icon("castle"),
    }
}
