//! A mage's hand, open to every ally (AE-1.1): each card whole, the usable ones lit.

use std::rc::Rc;

use yew::prelude::*;

use super::card::Card;
use super::interact::Obj;
use crate::games::aeons_end::view::CardView;
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub cards: Vec<CardView>,
    pub name: &'static str,
    pub lit: Rc<Highlights<Obj>>,
    pub on_click: Callback<Obj>,
}

#[component]
pub fn Hand(props: &HandProps) -> Html {
    html! {
        <div class="ae-hand" role="group" aria-label={format!("{}'s hand", props.name)}>
            { for props.cards.iter().map(|c| html! {
                <Card key={c.id.0} card={c.clone()} obj={Obj::Card(c.id)} lit={props.lit.lit(Obj::Card(c.id))} on_click={props.on_click.clone()} />
            }) }
            if props.cards.is_empty() { <span class="ae-empty-note">{ "No cards in hand" }</span> }
        </div>
    }
}
