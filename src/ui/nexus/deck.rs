//! A seat's deck (NX-4.1) and, for the other seat, its hand (NX-4.2): face-down piles
//! with their counts, which anyone may know (NX-1.5).

use yew::prelude::*;

use super::zone::Zone;

/// The deck of seat `z.seat`, and its hand's backs when it is not the viewer's.
pub fn deck(z: &Zone) -> Html {
    let p = &z.view.players[z.seat];
    let theirs = z.seat != z.view.seat;
    html! {
        <div class="nx-piles">
            <span class="nx-pile nx-deck" role="img" aria-label={format!("Deck: {} cards", p.deck_count)} title="Deck">
                <i class="nx-back"></i><b>{ p.deck_count }</b>
            </span>
            if theirs {
                <span class="nx-pile nx-hand-count" role="img" aria-label={format!("Hand: {} cards", p.hand_count)} title="Hand">
                    { for (0..p.hand_count.min(7)).map(|_| html! { <i class="nx-back"></i> }) }<b>{ p.hand_count }</b>
                </span>
            }
        </div>
    }
}
