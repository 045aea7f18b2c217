//! Who hits whom in a biome during a battle (NX-9.2-9.4): each attacker and the
//! defenders that block it, in damage order, or the sector it strikes when unblocked.

use yew::prelude::*;

use super::art::icon;
use super::zone::{seat_label, Zone};
use crate::games::nexus::CardId;

/// The battle lines of biome `z.index`; nothing outside a battle.
pub fn fights(z: &Zone) -> Html {
    let (v, b) = (&z.view, &z.view.planet[z.index]);
    let here = |id: CardId| b.agents.iter().flatten().find(|c| c.id == id).map(|c| c.name);
    let mut attackers: Vec<CardId> = v.attackers.clone();
    attackers.extend(v.draft.attackers.iter().filter(|a| !v.attackers.contains(a)));
    let lines: Vec<(String, String)> = attackers
        .into_iter()
        .filter_map(|a| {
            let name = here(a)?;
            let blocks = v.blocks.iter().filter(|(x, _)| *x == a).flat_map(|(_, ds)| ds.iter().copied());
            let drafted = v.draft.blocks.iter().filter(|(_, x)| *x == a).map(|b| b.0);
            let defenders: Vec<&str> = blocks.chain(drafted).filter_map(here).collect();
            let hits = match defenders.is_empty() {
                true => format!("{}'s {} sector", seat_label(1 - a.owner()), b.slot),
                false => defenders.join(", then "),
            };
            Some((format!("{}'s {name}", seat_label(a.owner())), hits))
        })
        .collect();
    if lines.is_empty() {
        return html! {};
    }
    html! {
        <ul class="nx-fights" aria-label={format!("Battle in {}", b.slot)}>
            { for lines.into_iter().map(|(who, whom)| html! {
                <li><span class="nx-hitter">{ who }</span><span class="nx-arrow" role="img" aria-label="hits">{ icon("blade") }</span><span class="nx-hit">{ whom }</span></li>
            }) }
        </ul>
    }
}
