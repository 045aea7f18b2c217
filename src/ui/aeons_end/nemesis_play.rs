//! The nemesis's row of cards: its minions and powers in play, oldest first (a click
//! aims at a minion or pays a power's TO DISCARD cost, AE-6.8), then the cards of its
//! latest turn that are now on its discard pile (an attack drawn and resolved, AE-9.2; a
//! power whose last token went; a minion killed), drawn whole like the player's cards,
//! so the card that just hit the mages can be read on the table and not only in the log.

use yew::prelude::*;

use super::ctx::Ctx;
use super::nem_card::nem_card;
use crate::games::aeons_end::view::{NemCardView, NemesisView};

/// The cards of the nemesis's latest turn now on its discard pile, in the order they acted.
pub fn last_turn_discarded(n: &NemesisView) -> Vec<&NemCardView> {
    n.last_turn.iter().filter_map(|&id| n.discard.iter().find(|c| c.id == id)).collect()
}

/// The minions and powers in play, then the latest turn's discarded cards.
pub fn nemesis_play(n: &NemesisView, ctx: &Ctx) -> Html {
    let last = last_turn_discarded(n);
    html! {
        <div class="ae-nem-row">
            <div class="ae-nem-play" role="group" aria-label="Minions and powers in play, oldest first">
                { for n.play.iter().map(|c| nem_card(c, true, Some(ctx), false)) }
                if n.play.is_empty() { <span class="ae-empty-note">{ "No minions or powers in play" }</span> }
            </div>
            if !last.is_empty() {
                <div class="ae-nem-last" role="group" aria-label="The nemesis's last turn: its cards now on the discard pile">
                    <span class="ae-zone-name" aria-hidden="true">{ "Last nemesis turn" }</span>
                    { for last.into_iter().map(|c| nem_card(c, false, Some(ctx), false)) }
                </div>
            }
        </div>
    }
}
