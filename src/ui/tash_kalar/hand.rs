//! The viewing seat's hand of beings (TK-3.5: its school's cards), then its legends and
//! flares in their own zones beside it.

use std::rc::Rc;

use yew::prelude::*;

use super::card::TkCard;
use super::interact::Obj;
use crate::games::tash_kalar::{CardView, FlareStatus};
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct CardsProps {
    pub cards: Vec<CardView>,
    pub colour: u8,
    pub teams: bool,
    pub lit: Rc<Highlights<Obj>>,
    pub on_card: Callback<Obj>,
    /// The flares' criteria against each opponent.
    #[prop_or_default]
    pub flare_status: Vec<FlareStatus>,
}

/// One zone's cards, or "none".
pub fn cards(props: &CardsProps) -> Html {
    html! {
        <div class="tk-cards">
            { for props.cards.iter().map(|c| {
                let flare: Vec<FlareStatus> = props.flare_status.iter().filter(|f| f.card == c.id).cloned().collect();
                html! {
                    <TkCard key={c.id.0} card={c.clone()} colour={props.colour} teams={props.teams}
                        lit={props.lit.lit(Obj::Card(c.id))} {flare} on_click={props.on_card.clone()} />
                }
            }) }
            if props.cards.is_empty() { <span class="tk-empty">{ "none" }</span> }
        </div>
    }
}

#[component]
pub fn Hand(props: &CardsProps) -> Html {
    html! {
        <section class="tk-hand-group tk-beings" aria-label="Your beings">
            <h2 class="tk-group-title">{ "Beings" }</h2>
            { cards(props) }
        </section>
    }
}
