//! A mage's hand, open to every ally (AE-1.1): each card whole, the usable ones lit.

use yew::prelude::*;

use super::card::{card, Face};
use super::ctx::Ctx;
use super::interact::Obj;
use crate::games::aeons_end::view::CardView;

/// The hand's cards in five places (AE-7.2 draws up to five).
pub fn hand(cards: &[CardView], ctx: &Ctx) -> Html {
    html! {
        <div class="ae-hand" role="group" aria-label="Hand">
            { for cards.iter().map(|c| card(c, Face::Full, Some(Obj::Card(c.id)), Some(ctx), Html::default())) }
            if cards.is_empty() { <span class="ae-empty-note">{ "No cards in hand" }</span> }
        </div>
    }
}
