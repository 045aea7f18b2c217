//! Each card's and task's illustration, drawn from the game-icons collection
//! (src/ui/common/icon.rs, CC BY 3.0, credited on How to play) in the card's medallion:
//! a picture chosen for the card's name and role. Names and card text are ours. Every
//! name here is listed in icons.txt (tests/icons.rs).

use yew::prelude::*;

use crate::ui::common::{icon, icon_svg, IconName};

/// The sprite of Tash-Kalar's icons: icons/tash-kalar.svg.
const SPRITE: &str = "tash-kalar";

/// The picture of each card and task, by its code (TK-C1 to TK-C5): a table searched
/// in order, smaller in the wasm than a `match` on sixty strings.
const PICTURES: &[(&str, IconName)] = &[
    ("A01", icon("visored-helm")),
    ("A02", icon("running-ninja")),
    ("A03", icon("anvil")),
    ("A04", icon("smoke-bomb")),
    ("A05", icon("sparky-bomb")),
    ("A06", icon("sergeant")),
    ("A07", icon("fire-shield")),
    ("A08", icon("pyre")),
    ("A09", icon("barbed-spear")),
    ("A10", icon("crested-helmet")),
    ("A11", icon("burning-eye")),
    ("A12", icon("cauldron")),
    ("A13", icon("cloaked-figure-on-horseback")),
    ("A14", icon("furnace")),
    ("A15", icon("knight-banner")),
    ("A16", icon("feathered-wing")),
    ("A17", icon("witch-flight")),
    ("A18", icon("tattered-banner")),
    ("B01", icon("fairy")),
    ("B02", icon("diving-helmet")),
    ("B03", icon("spiral-shell")),
    ("B04", icon("big-wave")),
    ("B05", icon("quill-ink")),
    ("B06", icon("wave-surfer")),
    ("B07", icon("oyster-pearl")),
    ("B08", icon("whirlpool-shuriken")),
    ("B09", icon("coral")),
    ("B10", icon("seahorse")),
    ("B11", icon("kraken-tentacle")),
    ("B12", icon("siren")),
    ("B13", icon("suckered-tentacle")),
    ("B14", icon("trident")),
    ("B15", icon("fog")),
    ("B16", icon("water-drop")),
    ("B17", icon("seagull")),
    ("B18", icon("sea-dragon")),
    ("L01", icon("rock-golem")),
    ("L02", icon("sea-serpent")),
    ("L03", icon("grim-reaper")),
    ("L04", icon("sunrise")),
    ("L05", icon("spiked-dragon-head")),
    ("L06", icon("all-seeing-eye")),
    ("L07", icon("metal-golem-head")),
    ("L08", icon("dragon-breath")),
    ("F01", icon("flint-spark")),
    ("F02", icon("heart-plus")),
    ("F03", icon("sonic-shout")),
    ("F04", icon("defensive-wall")),
    ("F05", icon("rally-the-troops")),
    ("F06", icon("dodge")),
    ("F07", icon("angry-eyes")),
    ("F08", icon("blood")),
    ("T01", icon("fire-ring")),
    ("T02", icon("fire-wave")),
    ("T03", icon("torch")),
    ("T04", icon("flower-twirl")),
    ("T05", icon("two-shadows")),
    ("T06", icon("crown")),
    ("T07", icon("castle")),
    ("T08", icon("stone-wall")),
    ("T09", icon("encirclement")),
    ("T10", icon("cut-palm")),
];

fn picture(code: &str) -> Option<IconName> {
    PICTURES.iter().find(|(c, _)| *c == code).map(|(_, name)| *name)
}

/// The medallion with the picture of `code`, decorative (the card's words say it all).
pub fn art(code: &'static str, class: &'static str) -> Html {
    html! {
        <span {class} aria-hidden="true">
            if let Some(name) = picture(code) { { icon_svg(SPRITE, name, Classes::new()) } }
        </span>
    }
}
