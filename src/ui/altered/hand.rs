//! The viewer's Hand (hidden from the other seat, AL-3.1): their cards, drawn whole.

use std::rc::Rc;

use yew::prelude::*;

use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::view::HandCard;
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub cards: Vec<HandCard>,
    pub lit: Rc<Highlights<Key>>,
    pub on_card: Callback<Key>,
}

#[component]
pub fn Hand(props: &HandProps) -> Html {
    html! {
        <section class="al-hand" aria-label="Your hand">
            { for props.cards.iter().map(|h| {
                let at = Key::Hand(h.card);
                html! { <AlCard key={h.card.0} face={h.face.clone()} {at} lit={props.lit.lit(at)} on_click={props.on_card.clone()} /> }
            }) }
            if props.cards.is_empty() { <span class="al-empty">{ "Your hand is empty" }</span> }
        </section>
    }
}
