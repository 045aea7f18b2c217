//! Nexus in the deck builder (`#/nexus/decks`): its filters (energy, type, cost, speed),
//! its cost curve, its energy split (NX-3.1's alignment), its premade decks and each card
//! drawn as the table draws it, large. Nexus has one format (NX-2.3) and its cards no
//! rarity, so neither is offered.

use serde_json::Value;
use yew::prelude::*;

use super::card::NexusCard;
use crate::games::nexus::cards;
use crate::games::nexus::view::CardView;
use crate::ui::common::deck_builder::{Curve, DeckConfig, Facet, FacetKind, Premade};

const ENERGY: Facet = Facet { label: "Energy", key: "alignment", kind: FacetKind::One };

/// Costs (the energy paid in all, NX-5.2) run 1 to 4: the last bar and chip, "4+",
/// would hold a dearer card of a later set.
const TOP_COST: i64 = 4;

const FACETS: &[Facet] = &[
    ENERGY,
    Facet { label: "Type", key: "kind", kind: FacetKind::One },
    Facet { label: "Cost", key: "mana_value", kind: FacetKind::Number { top: TOP_COST } },
    // Speeds are 1 to 3 (NX-3.8): each its own chip.
    Facet { label: "Speed", key: "speed", kind: FacetKind::Number { top: 9 } },
];

const CURVES: &[Curve] = &[Curve { title: "Cost curve", key: "mana_value", top: TOP_COST }];

pub fn config() -> DeckConfig {
    DeckConfig {
        facets: FACETS,
        curves: CURVES,
        colour: ENERGY,
        colour_class: "nx-",
        formats: &[],
        // Each player shuffles and draws 6 (NX-12).
        hand: 6,
        set_aside: None,
        face,
    }
}

/// The large face of the card `data` names (by its id).
fn face(data: &Value) -> Html {
    let def = data.get("id").and_then(Value::as_str).and_then(cards::index_of);
    def.map_or_else(Html::default, |d| {
        // The palette: the energies' colours the table's cards are drawn in.
        html! { <div class="nx-palette"><NexusCard card={CardView::printed(d)} on_click={Callback::noop()} large=true /></div> }
    })
}

/// The premade decks, to play against a built one.
pub fn premades() -> Vec<Premade> {
    let Ok(pool) = cards::try_pool() else { return Vec::new() };
    pool.premades
        .iter()
        .map(|p| {
            // Its energy: the one most of its cards are aligned with (NX-3.1).
            let mut counts = [0usize; 5];
            for &c in &p.cards {
                if let Some(a) = pool.defs[c as usize].alignment {
                    counts[a as usize] += 1;
                }
            }
            let most = (0..5).max_by_key(|&a| counts[a]).unwrap_or(0);
            Premade {
                id: p.id.to_string(),
                name: p.name.to_string(),
                plan: if p.plan.is_empty() {
                    format!("{} cards, most of them {}.", p.cards.len(), cards::ENERGY_NAMES[most])
                } else {
                    p.plan.to_string()
                },
                cards: pool.premade_list(p),
            }
        })
        .collect()
}
