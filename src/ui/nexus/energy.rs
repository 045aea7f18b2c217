//! A seat's energy (NX-5.3): its sources (anomalies and converted cards in staging) as
//! crystals, lit while unlocked, and how many are ready.

use yew::prelude::*;

use super::art::ENERGY;
use super::card::Form;
use super::markup::Markup;
use super::zone::{cards, Zone};

/// The sources of seat `z.seat`.
pub fn energy(z: &Zone) -> Html {
    let p = &z.view.players[z.seat];
    let mut m = Markup::default();
    m.raw(r#"<span class="nx-zone-name">Energy</span><span class="nx-gauge" role="img" aria-label=""#);
    m.num(p.energy_ready as i64).raw(" of ").num(p.energy_total as i64).raw(r#" sources ready" title="Unlocked sources / all sources">"#);
    m.icon(ENERGY).raw("<b>").num(p.energy_ready as i64).raw("/").num(p.energy_total as i64).raw("</b></span>");
    html! {
        <div class={if p.energy_total > 6 { "nx-energy nx-crowded" } else { "nx-energy" }} role="group" aria-label="Energy sources">
            { m.html() }
            { cards(z, &p.staging, |c| c.output.is_some().then_some(Form::Chip)) }
        </div>
    }
}
