//! The pictures of Aeon's End's cards and boards. Drawn by the frame's CSS until the
//! shared icon sprite is in (src/ui/common).

use yew::prelude::*;

use crate::games::aeons_end::view::NemCardView;
use crate::games::aeons_end::{CardKind, CardType};

/// A player card's picture.
pub fn card_art(_kind: CardKind) -> Html {
    html! {}
}

/// The mark of a player card's type, before its type word.
pub fn type_emblem(_ty: CardType) -> Html {
    html! {}
}

/// A nemesis card's picture.
pub fn nem_art(_card: &NemCardView) -> Html {
    html! {}
}

/// A mage's portrait.
pub fn mage_art(_seat: usize, _name: &str) -> Html {
    html! {}
}

/// Skarnveil's picture on its mat.
pub fn nemesis_art() -> Html {
    html! {}
}

/// Gravehold's picture.
pub fn gravehold_art() -> Html {
    html! {}
}
