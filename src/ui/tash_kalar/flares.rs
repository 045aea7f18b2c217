//! The viewing seat's flare (TK-8): both halves, each with whether its criterion is met
//! now against each opponent.

use yew::prelude::*;

use super::hand::{group, Zone};

pub fn flares(z: &Zone) -> Html {
    group(z, "Flare", "tk-flares", "Your flare")
}
