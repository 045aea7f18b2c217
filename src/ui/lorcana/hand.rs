use std::rc::Rc;

use yew::prelude::*;

use super::card::LorcanaCard;
use crate::games::lorcana::{CardId, CardView};
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub cards: Vec<CardView>,
    pub highlights: Rc<Highlights<CardId>>,
    pub on_card: Callback<CardId>,
}

/// The viewing seat's hand (hidden from the other seat).
#[component]
pub fn Hand(props: &HandProps) -> Html {
    html! {
        <section class="lo-hand" aria-label="Your hand">
            { for props.cards.iter().map(|c| html! {
                <LorcanaCard key={c.id.0} card={c.clone()} lit={props.highlights.lit(c.id)} on_click={props.on_card.clone()} />
            }) }
            if props.cards.is_empty() { <span class="lo-empty">{ "No cards in hand" }</span> }
        </section>
    }
}
