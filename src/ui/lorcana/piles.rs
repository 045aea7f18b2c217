//! A seat's piles: its deck (face down, counted), its discard pile (face up, the top
//! card shown, the whole pile browsable) and, for the other seat, its hand's backs.

use yew::prelude::*;

use super::art::{picture, SPRITE};
use crate::games::lorcana::CardView;
use crate::ui::common::{pulse, Icon};

#[derive(Properties, PartialEq)]
pub struct DeckProps {
    pub count: usize,
}

/// The deck: a stack of card backs, as tall as it is thick, and its count.
#[component]
pub fn Deck(props: &DeckProps) -> Html {
    html! {
        <div class={classes!("lo-zone", "lo-deck", (props.count == 0).then_some("lo-empty-pile"))} title="Deck" role="img"
            aria-label={format!("Deck: {} cards", props.count)}>
            <div class="lo-card-back lo-mini" aria-hidden="true"></div><span class="lo-count">{ props.count }</span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct HandCountProps {
    pub count: usize,
}

/// The other seat's hand: as many backs as cards (up to ten drawn), never a face.
#[component]
pub fn HandCount(props: &HandCountProps) -> Html {
    html! {
        <div class="lo-zone lo-hand-count" role="img" aria-label={format!("Hand: {} cards", props.count)}>
            <span class="lo-fan" aria-hidden="true">
                { for (0..props.count.min(10)).map(|_| html! { <span class="lo-card-back lo-tiny"></span> }) }
            </span>
            <span class="lo-count">{ format!("{} in hand", props.count) }</span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct DiscardProps {
    pub cards: Vec<CardView>,
}

/// The discard pile, face up and browsable; a card put there makes it pulse.
#[component]
pub fn Discard(props: &DiscardProps) -> Html {
    let summary = use_node_ref();
    {
        let summary = summary.clone();
        let before = use_mut_ref(|| props.cards.len());
        use_effect_with(props.cards.len(), move |n| {
            let grew = *n > *before.borrow();
            *before.borrow_mut() = *n;
            if let (true, Some(el)) = (grew, summary.cast::<web_sys::Element>()) {
                pulse(&el);
            }
        });
    }
    let top = props.cards.last();
    html! {
        <details class="lo-zone lo-discard">
            <summary ref={summary}>
                if let Some(c) = top { <Icon sprite={SPRITE} name={picture(c.def)} class="lo-discard-top" /> }
                { format!("Discard ({})", props.cards.len()) }
            </summary>
            <ol class="lo-discard-list">
                { for props.cards.iter().rev().map(|c| html! {
                    <li>{ c.name }{ c.version.map(|v| format!(" – {v}")).unwrap_or_default() }</li>
                }) }
            </ol>
        </details>
    }
}
