//! The nemesis deck and discard pile: the cards left per tier (their order is hidden,
//! their contents public, AE-2.3) and the discard pile, face up, top first.

use yew::prelude::*;

use super::nem_card::NemCard;
use crate::games::aeons_end::view::NemesisView;

/// The tiers' counts, each one unbreakable unit, and the discard pile to open.
pub fn nemesis_deck(n: &NemesisView) -> Html {
    let [t1, t2, t3] = n.deck_tiers;
    html! {
        <div class="ae-nem-deck" role="group" aria-label={format!("Nemesis deck: tier 1 {t1}, tier 2 {t2}, tier 3 {t3} cards")}
            title="The nemesis deck: cards left in each tier">
            <span class="visually-hidden">{ "Nemesis deck" }</span>
            <span class="ae-tiers">
                { for n.deck_tiers.iter().enumerate().map(|(i, c)| html! {
                    <span class={classes!("ae-tier", (*c == 0).then_some("ae-tier-done"))}>
                        <span class="ae-card-back ae-nem-back" aria-hidden="true"></span>{ format!("T{} × {c}", i + 1) }
                    </span>
                }) }
            </span>
            <details class="ae-discard">
                <summary>{ format!("Discard {}", n.discard.len()) }</summary>
                <ol class="ae-discard-list" aria-label="Nemesis discard, top first">
                    { for n.discard.iter().map(|c| html! { <li key={c.id.0}><NemCard card={c.clone()} /></li> }) }
                </ol>
            </details>
        </div>
    }
}
