//! The legend hand of the viewer's colour (TK-9.1: two legends; a team shares one,
//! TK-13.3).

use yew::prelude::*;

use super::hand::{group, Zone};

pub fn legends(z: &Zone) -> Html {
    group(z, "Legends", "tk-legends", "Your legends")
}
