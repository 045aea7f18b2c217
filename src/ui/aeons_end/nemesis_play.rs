//! The nemesis's cards in play, oldest first: minions with their life (a click aims at
//! one), powers with their tokens counting down and their TO DISCARD cost (a click pays
//! it, AE-6.8).

use yew::prelude::*;

use super::ctx::Ctx;
use super::nem_card::nem_card;
use crate::games::aeons_end::view::NemCardView;

/// The minions and powers in play.
pub fn nemesis_play(cards: &[NemCardView], ctx: &Ctx) -> Html {
    html! {
        <div class="ae-nem-play" role="group" aria-label="Minions and powers in play, oldest first">
            { for cards.iter().map(|c| nem_card(c, true, Some(ctx), false)) }
            if cards.is_empty() { <span class="ae-empty-note">{ "No minions or powers in play" }</span> }
        </div>
    }
}
