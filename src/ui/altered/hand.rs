//! The viewer's Hand (hidden from the other seat, AL-3.1): their cards, drawn whole.

use yew::prelude::*;

use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::view::HandCard;
use crate::ui::common::Highlights;

/// The Hand (a plain function: see hero.rs; each card is a component of its own).
pub fn hand(cards: &[HandCard], lit: &Highlights<Key>, on_card: &Callback<Key>) -> Html {
    html! {
        <section class="al-hand" aria-label="Your hand">
            { for cards.iter().map(|h| {
                let at = Key::Hand(h.card);
                html! { <AlCard key={h.card.0} face={h.face.clone()} {at} lit={lit.lit(at)} on_click={on_card.clone()} /> }
            }) }
            if cards.is_empty() { <span class="al-empty">{ "Your hand is empty" }</span> }
        </section>
    }
}
