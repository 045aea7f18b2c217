//! Altered in the deck builder (`#/altered/decks`): its filters (faction, type, the two
//! costs, rarity), its two cost curves (hand and reserve, AL-3), its faction split, its
//! two formats (AL-1.1), its premade decks and each card drawn as the table draws it,
//! large. The Hero is not drawn into a hand: it starts in the Hero zone (AL-1.3).

use serde_json::Value;
use yew::prelude::*;

use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::cards;
use crate::games::altered::view::Face;
use crate::games::altered::CardId;
use crate::ui::common::deck_builder::{Curve, DeckConfig, Facet, FacetKind, Premade};

const FACTION: Facet = Facet { label: "Faction", key: "faction_name", kind: FacetKind::One };

/// Costs run 1 to 8; 7 and above are rare enough to share a chip and a bar.
const TOP_COST: i64 = 7;

const FACETS: &[Facet] = &[
    FACTION,
    Facet { label: "Type", key: "kind", kind: FacetKind::One },
    Facet { label: "Hand cost", key: "hand_cost", kind: FacetKind::Number { top: TOP_COST } },
    Facet { label: "Reserve cost", key: "reserve_cost", kind: FacetKind::Number { top: TOP_COST } },
    Facet { label: "Rarity", key: "rarity", kind: FacetKind::One },
];

/// A card is played from the Hand or from the Reserve, each with its own cost (AL-3).
const CURVES: &[Curve] = &[
    Curve { title: "Hand cost curve", key: "hand_cost", top: TOP_COST },
    Curve { title: "Reserve cost curve", key: "reserve_cost", top: TOP_COST },
];

pub fn config() -> DeckConfig {
    DeckConfig {
        facets: FACETS,
        curves: CURVES,
        colour: FACTION,
        colour_class: "al-fac-",
        // Limited first: the rules' default (a deck without a format, AL-1.1).
        formats: &[("limited", "Limited"), ("constructed", "Constructed")],
        // Six drawn at set-up, three of them then put into Mana (AL-1.3).
        hand: 6,
        set_aside: Some(("kind", "hero")),
        face,
    }
}

/// The large face of the card `data` names (by its id).
fn face(data: &Value) -> Html {
    let def = data.get("id").and_then(Value::as_str).and_then(cards::def_by_code);
    def.map_or_else(Html::default, |d| {
        html! { <AlCard face={Face::of(d)} at={Key::Hand(CardId(0))} on_click={Callback::noop()} large=true /> }
    })
}

/// The premade decks, to play against a built one: "Name (Hero)", the Hero first.
pub fn premades() -> Vec<Premade> {
    let Ok(pool) = cards::try_pool() else { return Vec::new() };
    pool.premades
        .iter()
        .map(|p| {
            let hero = p.hero.map_or("no Hero", |h| pool.defs[h as usize].name);
            Premade {
                id: p.id.to_string(),
                name: format!("{} ({hero})", p.name),
                plan: format!("{hero} and {} cards.", p.cards.len()),
                cards: pool.premade_list(p),
            }
        })
        .collect()
}
