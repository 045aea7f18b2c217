//! A seat's staging area (NX-4.4): its constants waiting off the biomes, agents as tokens
//! and software and hardware as cards. Its energy sources are drawn apart, in the
//! energy row ([`super::energy::Energy`]).

use yew::prelude::*;

use super::card::Form;
use super::zone::{card, seat_label, Zone};
use crate::games::nexus::cards::Kind;

/// The constants of seat `z.seat`'s staging area.
pub fn staging(z: &Zone) -> Html {
    let p = &z.view.players[z.seat];
    let constants = p.staging.iter().filter(|c| c.output.is_none());
    html! {
        <div class="nx-constants" role="group" aria-label={format!("{}'s staging area", seat_label(z.seat))}>
            <span class="nx-zone-name">{ "Staging" }</span>
            { for constants.map(|c| card(z, c, if c.kind == Kind::Agent { Form::Token } else { Form::Card })) }
        </div>
    }
}
