//! A mage's hand, open to every ally (AE-1.1): each card whole, the usable ones lit.

use yew::prelude::*;

use super::card::Card;
use super::interact::Obj;
use crate::games::aeons_end::view::CardView;
use crate::ui::common::Highlights;

/// The hand's cards in five places (AE-7.2 draws up to five).
pub fn hand(cards: &[CardView], name: &str, lit: &Highlights<Obj>, on_click: &Callback<Obj>) -> Html {
    html! {
        <div class="ae-hand" role="group" aria-label={format!("{name}'s hand")}>
            { for cards.iter().map(|c| html! {
                <Card key={c.id.0} card={c.clone()} obj={Obj::Card(c.id)} lit={lit.lit(Obj::Card(c.id))} on_click={on_click.clone()} />
            }) }
            if cards.is_empty() { <span class="ae-empty-note">{ "No cards in hand" }</span> }
        </div>
    }
}
