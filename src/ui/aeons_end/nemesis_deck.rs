//! The nemesis deck and discard pile: the cards left per tier (their order is hidden,
//! their contents public, AE-2.3) and the discard pile, face up, top first.

use yew::prelude::*;

use super::ctx::Ctx;
use super::nem_card::nem_card;
use crate::games::aeons_end::view::NemesisView;

/// The tiers' counts and the discard pile to open. A tier's count ("T1 × 3") is one
/// unit: the tiers wrap between them, never inside.
pub fn nemesis_deck(n: &NemesisView, ctx: &Ctx) -> Html {
    html! {
        <div class="ae-nem-deck" role="group" aria-label="Nemesis deck, cards left per tier" title="The nemesis deck: cards left in each tier">
            <span class="ae-tiers">
                { for n.deck_tiers.iter().enumerate().map(|(i, c)| html! {
                    <span class={classes!("ae-tier", (*c == 0).then_some("ae-tier-done"))}>
                        <span class="ae-card-back ae-nem-back" aria-hidden="true"></span>{ ["T1 × ", "T2 × ", "T3 × "][i % 3] }{ c }
                    </span>
                }) }
            </span>
            <details class="ae-discard">
                <summary>{ format!("Discard {}", n.discard.len()) }</summary>
                <ol class="ae-discard-list" aria-label="Nemesis discard, top first">
                    { for n.discard.iter().map(|c| html! { <li>{ nem_card(c, false, Some(ctx), false) }</li> }) }
                </ol>
            </details>
        </div>
    }
}
