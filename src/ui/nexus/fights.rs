//! Who hits whom in a biome during a battle (NX-9.2-9.4): each attacker and the
//! defenders that block it, in damage order, or the sector it strikes when unblocked.

use yew::prelude::*;

use super::art::BLADE;
use super::markup::Markup;
use super::zone::{seat_label, Zone};
use crate::games::nexus::CardId;

/// The battle lines of biome `z.index`; nothing outside a battle.
pub fn fights(z: &Zone) -> Html {
    let (v, b) = (&z.view, &z.view.planet[z.index]);
    let here = |id: CardId| b.agents.iter().flatten().find(|c| c.id == id).map(|c| c.name);
    let mut attackers: Vec<CardId> = v.attackers.clone();
    attackers.extend(v.draft.attackers.iter().filter(|a| !v.attackers.contains(a)));
    // The defenders of each attacker, declared and being declared, in damage order.
    let mut blocks: Vec<(CardId, CardId)> = Vec::new();
    for (a, ds) in &v.blocks {
        blocks.extend(ds.iter().map(|d| (*a, *d)));
    }
    blocks.extend(v.draft.blocks.iter().map(|&(d, a)| (a, d)));
    let mut m = Markup::default();
    for a in attackers {
        let Some(name) = here(a) else { continue };
        m.raw(r#"<li><span class="nx-hitter">"#).raw(seat_label(a.owner())).raw("'s ").text(name);
        m.raw(r#"</span><span class="nx-arrow" role="img" aria-label="hits">"#).icon(BLADE).raw(r#"</span><span class="nx-hit">"#);
        let mut blocked = false;
        for name in blocks.iter().filter(|(x, _)| *x == a).filter_map(|&(_, d)| here(d)) {
            m.raw(if blocked { ", then " } else { "" }).text(name);
            blocked = true;
        }
        if !blocked {
            m.raw(seat_label(1 - a.owner().min(1))).raw("'s ").raw(b.slot).raw(" sector");
        }
        m.raw("</span></li>");
    }
    if m.0.is_empty() {
        return html! {};
    }
    html! { <ul class="nx-fights" aria-label="Battle in this biome">{ m.html() }</ul> }
}
