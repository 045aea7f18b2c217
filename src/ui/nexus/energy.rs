//! A seat's energy (NX-5.3): its sources (anomalies and converted cards in staging) as
//! crystals, lit while unlocked, and how many are ready; this turn's anomaly and
//! conversion (NX-5.5, NX-5.6) for the active seat.

use yew::prelude::*;

use super::art::icon;
use super::card::Form;
use super::zone::{card, Zone};

/// The sources of seat `z.seat`.
pub fn energy(z: &Zone) -> Html {
    let p = &z.view.players[z.seat];
    let active = z.view.active == z.seat;
    let words = format!("{}/{} sources ready", p.energy_ready, p.energy_total);
    html! {
        <div class="nx-energy" role="group" aria-label="Energy sources">
            <span class="nx-zone-name">{ "Energy" }</span>
            <span class="nx-gauge" role="img" aria-label={words.clone()} title={words}>
                { icon("energy") }<b>{ format!("{}/{}", p.energy_ready, p.energy_total) }</b>
            </span>
            if active {
                <span class="nx-limits">
                    <span class={classes!("nx-limit", p.anomaly_this_turn.then_some("nx-used"))}>
                        { if p.anomaly_this_turn { "anomaly played" } else { "may play an anomaly" } }</span>
                    <span class={classes!("nx-limit", p.converted_this_turn.then_some("nx-used"))}>
                        { if p.converted_this_turn { "converted" } else { "may convert" } }</span>
                </span>
            }
            { for p.staging.iter().filter(|c| c.output.is_some()).map(|c| card(z, c, Form::Chip)) }
        </div>
    }
}
