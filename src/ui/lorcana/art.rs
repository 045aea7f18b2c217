//! Each Lorcana card's picture and its frame's emblems, drawn from the game-icons
//! collection (src/ui/common/icon.rs): a picture per card, chosen for its name and
//! role, an emblem per ink and one per card type. Every name here is listed in
//! icons.txt (tests/icons.rs).

use crate::games::lorcana::cards::CardType;
use crate::games::lorcana::CardView;
use crate::ui::common::{icon, IconName};

/// The sprite of Lorcana's icons: icons/lorcana.svg.
pub const SPRITE: &str = "lorcana";

/// The card's picture, by its design code.
pub fn picture(def: &str) -> IconName {
    match def {
        "A01" => icon("jumping-dog"),
        "A02" => icon("round-shield"),
        "A03" => icon("fencer"),
        "A04" => icon("barbarian"),
        "A05" => icon("feathered-wing"),
        "A06" => icon("anvil-impact"),
        "A07" => icon("sword-brandish"),
        "A08" => icon("camping-tent"),
        "A09" => icon("drum"),
        "A10" => icon("fire-punch"),
        "A11" => icon("burning-embers"),
        "A12" => icon("hunting-horn"),
        "A13" => icon("medieval-gate"),
        "A14" => icon("torch"),
        "A15" => icon("whirlwind"),
        "A16" => icon("fireplace"),
        "B01" => icon("mermaid"),
        "B02" => icon("seagull"),
        "B03" => icon("hooded-figure"),
        "B04" => icon("healing"),
        "B05" => icon("sunrise"),
        "B06" => icon("ship-wheel"),
        "B07" => icon("eagle-emblem"),
        "B08" => icon("eel"),
        "B09" => icon("big-wave"),
        "B10" => icon("moon"),
        "B11" => icon("harp"),
        "B12" => icon("wave-strike"),
        "B13" => icon("old-lantern"),
        "B14" => icon("lighthouse"),
        "B15" => icon("hound"),
        "B16" => icon("anchor"),
        // A card this table does not know yet (a newer card set) gets a figure.
        _ => icon("person"),
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
