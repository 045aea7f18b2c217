//! Lorcana in the deck builder (`#/lorcana/decks`): its filters, its cost curve, its ink
//! split, its premade decks and each card drawn as the table draws it, large.

use serde_json::Value;
use yew::prelude::*;

use super::card::LorcanaCard;
use crate::games::lorcana::cards;
use crate::games::lorcana::CardView;
use crate::ui::common::deck_builder::{Curve, DeckConfig, Facet, FacetKind, Premade};

const INK: Facet = Facet { label: "Ink", key: "ink", kind: FacetKind::One };

/// Costs run 1 to 9; 8 and above are rare enough to share a chip and a bar.
const TOP_COST: i64 = 8;

const FACETS: &[Facet] = &[
    INK,
    Facet { label: "Type", key: "kind", kind: FacetKind::One },
    Facet { label: "Cost", key: "cost", kind: FacetKind::Number { top: TOP_COST } },
    Facet { label: "Keyword", key: "keywords", kind: FacetKind::Words },
    Facet { label: "Rarity", key: "rarity", kind: FacetKind::One },
];

const CURVES: &[Curve] = &[Curve { title: "Cost curve", key: "cost", top: TOP_COST }];

pub fn config() -> DeckConfig {
    DeckConfig {
        facets: FACETS,
        curves: CURVES,
        colour: INK,
        colour_class: "ink-",
        formats: &[],
        hand: 7,
        set_aside: None,
        face,
    }
}

/// The large face of the card `data` names (by its id).
fn face(data: &Value) -> Html {
    let def = cards::pool().ok().and_then(|p| p.find(data.get("id")?.as_str()?));
    def.map_or_else(Html::default, |d| {
        html! { <LorcanaCard card={CardView::printed(d)} on_click={Callback::noop()} large=true /> }
    })
}

/// The premade decks, to play against a built one.
pub fn premades() -> Vec<Premade> {
    cards::premades()
        .iter()
        .map(|p| Premade { id: p.id.clone(), name: p.title(), plan: p.plan.clone(), cards: p.list() })
        .collect()
}
