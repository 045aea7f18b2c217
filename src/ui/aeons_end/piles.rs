//! A mage's other zones: the gems and relics played this turn (clicked in order onto
//! the discard pile in the draw phase, AE-7.1), the deck (a count: its order is hidden
//! and never shuffled, AE-8.5) and the discard pile, face up, top first.

use std::rc::Rc;

use yew::prelude::*;

use super::card::{Card, Face};
use super::interact::Obj;
use crate::games::aeons_end::view::MageView;
use crate::ui::common::{pulse, Highlights};

#[derive(Properties, PartialEq)]
pub struct PilesProps {
    pub mage: MageView,
    pub lit: Rc<Highlights<Obj>>,
    pub on_click: Callback<Obj>,
}

#[component]
pub fn Piles(props: &PilesProps) -> Html {
    let m = &props.mage;
    let summary = use_node_ref();
    {
        // A card put onto the discard pile (gained, or played this turn): the pile pulses.
        let (summary, before) = (summary.clone(), use_mut_ref(|| m.discard.len()));
        use_effect_with(m.discard.len(), move |n| {
            let grew = *n > *before.borrow();
            *before.borrow_mut() = *n;
            if let (true, Some(el)) = (grew, summary.cast::<web_sys::Element>()) {
                pulse(&el);
            }
        });
    }
    html! {
        <div class="ae-piles-row">
            <div class="ae-played" role="group" aria-label="Played this turn">
                <span class="ae-zone-name">{ "Played" }</span>
                { for m.played.iter().map(|c| html! {
                    <Card key={c.id.0} card={c.clone()} face={Face::Compact} obj={Obj::Card(c.id)} lit={props.lit.lit(Obj::Card(c.id))} on_click={props.on_click.clone()} />
                }) }
            </div>
            <span class="ae-deck" role="img" aria-label={format!("Deck: {} cards, order hidden", m.deck_count)}>
                <span class="ae-card-back" aria-hidden="true"></span>{ m.deck_count }
            </span>
            <details class="ae-discard">
                <summary ref={summary}>{ format!("Discard {}", m.discard.len()) }{ m.discard.first().map(|c| format!(" · top: {}", c.name)).unwrap_or_default() }</summary>
                <ol class="ae-discard-list" aria-label="Discard pile, top first">
                    { for m.discard.iter().map(|c| html! { <li key={c.id.0}><Card card={c.clone()} face={Face::Compact} /></li> }) }
                </ol>
            </details>
        </div>
    }
}
