//! The viewer's hand (NX-4.2): whole cards, readable in place; the other hand is never
//! in the view.

use yew::prelude::*;

use super::card::Form;
use super::zone::{cards, Zone};

/// The viewing seat's hand.
pub fn hand(z: &Zone) -> Html {
    let list = z.view.players[z.view.seat].hand.as_deref().unwrap_or_default();
    html! {
        <section key="hand" class="nx-hand" aria-label={format!("Your hand, {} cards", list.len())}>
            { cards(z, list, |_| Some(Form::Card)) }
            if list.is_empty() { <span class="nx-empty">{ "No cards in hand" }</span> }
        </section>
    }
}
