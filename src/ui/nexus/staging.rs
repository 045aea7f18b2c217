//! A seat's staging area (NX-4.4): its constants waiting off the biomes, agents as tokens
//! and software and hardware as cards. Its energy sources are drawn apart, in the
//! energy row ([`super::energy::energy`]).

use yew::prelude::*;

use super::card::Form;
use super::zone::{cards, Zone};
use crate::games::nexus::cards::Kind;

/// The constants of seat `z.seat`'s staging area.
pub fn staging(z: &Zone) -> Html {
    let p = &z.view.players[z.seat];
    // A crowded staging area draws its tokens smaller, so the row stays one line.
    let many = p.staging.iter().filter(|c| c.output.is_none()).count() > 5;
    html! {
        <div class={if many { "nx-constants nx-crowded" } else { "nx-constants" }} role="group" aria-label="Staging area">
            <span class="nx-zone-name">{ "Staging" }</span>
            { cards(z, &p.staging, |c| match (c.output.is_some(), c.kind) {
                (true, _) => None,
                (_, Kind::Agent) => Some(Form::Token),
                _ => Some(Form::Card),
            }) }
        </div>
    }
}
