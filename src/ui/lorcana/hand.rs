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

/// The viewing seat's hand (hidden from the other seat). Each card sits in a slot that
/// gives way when the hand is wider than the table (styles/lorcana.css): the cards then
/// overlap like a fanned hand, each name in the part left in view (issue 34 point 9).
#[component]
pub fn Hand(props: &HandProps) -> Html {
    html! {
        <section class="lo-hand" aria-label="Your hand">
            { for props.cards.iter().map(|c| html! {
                <div class="lo-slot" key={c.id.0}>
                    <LorcanaCard card={c.clone()} lit={props.highlights.lit(c.id)} on_click={props.on_card.clone()} />
                </div>
            }) }
            if props.cards.is_empty() { <span class="lo-empty">{ "No cards in hand" }</span> }
        </section>
    }
}
