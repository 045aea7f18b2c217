//! A mage's other zones: the gems and relics played this turn (clicked in order onto
//! the discard pile in the draw phase, AE-7.1), the deck (a count: its order is hidden
//! and never shuffled, AE-8.5) and the discard pile, face up, top first.

use yew::prelude::*;

use super::card::{card, Face};
use super::ctx::Ctx;
use super::interact::Obj;
use crate::games::aeons_end::view::MageView;

/// The played row, the deck's count and the discard pile to open.
pub fn piles(m: &MageView, ctx: &Ctx) -> Html {
    html! {
        <div class="ae-piles-row">
            <div class="ae-played" role="group" aria-label="Played this turn">
                <span class="ae-zone-name">{ "Played" }</span>
                { for m.played.iter().map(|c| card(c, Face::Compact, Some(Obj::Card(c.id)), Some(ctx), Html::default())) }
            </div>
            <span class="ae-deck" role="img" aria-label={format!("Deck: {} cards, order hidden", m.deck_count)}>
                <span class="ae-card-back" aria-hidden="true"></span>{ m.deck_count }
            </span>
            <details class="ae-discard">
                <summary>{ format!("Discard {}", m.discard.len()) }{ m.discard.first().map(|c| format!(" · top: {}", c.name)).unwrap_or_default() }</summary>
                <ol class="ae-discard-list" aria-label="Discard pile, top first">
                    { for m.discard.iter().map(|c| html! { <li>{ card(c, Face::Compact, None, Some(ctx), Html::default()) }</li> }) }
                </ol>
            </details>
        </div>
    }
}
