//! Each card's illustration: an icon of the game-icons collection (CC BY 3.0, credited
//! on How to play), drawn from the icon sprite in the card's medallion. Names and card
//! text are ours; the icon only pictures the being, legend, flare or task.

use yew::prelude::*;

/// The icon of each card and task, by code (the list the sprite is built from:
/// `tash-kalar.icons`).
const ICONS: &[(&str, &str)] = &[
    ("A01", "visored-helm"),
    ("A02", "running-ninja"),
    ("A03", "anvil"),
    ("A04", "smoke-bomb"),
    ("A05", "sparky-bomb"),
    ("A06", "sergeant"),
    ("A07", "fire-shield"),
    ("A08", "pyre"),
    ("A09", "barbed-spear"),
    ("A10", "crested-helmet"),
    ("A11", "burning-eye"),
    ("A12", "cauldron"),
    ("A13", "cloaked-figure-on-horseback"),
    ("A14", "furnace"),
    ("A15", "knight-banner"),
    ("A16", "feathered-wing"),
    ("A17", "witch-flight"),
    ("A18", "tattered-banner"),
    ("B01", "fairy"),
    ("B02", "diving-helmet"),
    ("B03", "spiral-shell"),
    ("B04", "big-wave"),
    ("B05", "quill-ink"),
    ("B06", "wave-surfer"),
    ("B07", "oyster-pearl"),
    ("B08", "whirlpool-shuriken"),
    ("B09", "coral"),
    ("B10", "seahorse"),
    ("B11", "kraken-tentacle"),
    ("B12", "siren"),
    ("B13", "suckered-tentacle"),
    ("B14", "trident"),
    ("B15", "fog"),
    ("B16", "water-drop"),
    ("B17", "seagull"),
    ("B18", "sea-dragon"),
    ("L01", "rock-golem"),
    ("L02", "sea-serpent"),
    ("L03", "grim-reaper"),
    ("L04", "sunrise"),
    ("L05", "spiked-dragon-head"),
    ("L06", "all-seeing-eye"),
    ("L07", "metal-golem-head"),
    ("L08", "dragon-breath"),
    ("F01", "flint-spark"),
    ("F02", "heart-plus"),
    ("F03", "sonic-shout"),
    ("F04", "defensive-wall"),
    ("F05", "rally-the-troops"),
    ("F06", "dodge"),
    ("F07", "angry-eyes"),
    ("F08", "blood"),
    ("T01", "fire-ring"),
    ("T02", "fire-wave"),
    ("T03", "torch"),
    ("T04", "flower-twirl"),
    ("T05", "two-shadows"),
    ("T06", "crown"),
    ("T07", "castle"),
    ("T08", "stone-wall"),
    ("T09", "encirclement"),
    ("T10", "cut-palm"),
];

/// The icon of a card or task code.
pub fn icon_of(code: &str) -> Option<&'static str> {
    ICONS.iter().find(|(c, _)| *c == code).map(|(_, i)| *i)
}

/// The medallion with the card's icon.
pub fn art(code: &'static str) -> Html {
    html! { <span class="tk-art" data-art={icon_of(code)} aria-hidden="true" /> }
}
