//! The nemesis's cards in play, oldest first: minions with their life (a click aims at
//! one), powers with their tokens counting down and their TO DISCARD cost (a click pays
//! it, AE-6.8).

use yew::prelude::*;

use super::interact::Obj;
use super::nem_card::NemCard;
use crate::games::aeons_end::view::NemCardView;
use crate::ui::common::Highlights;

/// The minions and powers in play, each a card that redraws only when its own light or
/// state changes.
pub fn nemesis_play(cards: &[NemCardView], lit: &Highlights<Obj>, on_click: &Callback<Obj>) -> Html {
    html! {
        <div class="ae-nem-play" role="group" aria-label="Minions and powers in play, oldest first">
            { for cards.iter().map(|c| html! {
                <NemCard key={c.id.0} card={c.clone()} in_play=true lit={lit.lit(Obj::Nem(c.id))} on_click={on_click.clone()} />
            }) }
            if cards.is_empty() { <span class="ae-empty-note">{ "No minions or powers in play" }</span> }
        </div>
    }
}
