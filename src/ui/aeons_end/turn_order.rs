//! The turn order deck: how many cards are still face down (its order is hidden) and
//! the ones revealed this round, oldest first, the newest ringed (AE-3).

use yew::prelude::*;

use crate::games::aeons_end::view::AeonsEndView;
use crate::games::aeons_end::TurnCard;

/// The deck's count and the revealed cards, each a chip.
pub fn turn_order(v: &AeonsEndView) -> Html {
    // A chip per card: the seat (its mage's mat says the name) or the nemesis.
    let name = |c: TurnCard| match c {
        TurnCard::Nemesis => "Nemesis",
        TurnCard::Wild => "Wild",
        TurnCard::Mage(s) => ["P1", "P2", "P3", "P4"].get(s).copied().unwrap_or("P?"),
    };
    let face_down = v.turn_deck_count;
    html! {
        <div class="ae-turn-order" role="group" aria-label="Turn order deck">
            <span class="ae-label">{ "Turn order" }</span>
            <span class="ae-turn-deck"><span class="ae-card-back" aria-hidden="true"></span>{ face_down }{ " face down" }</span>
            <ol class="ae-turn-revealed" aria-label="Revealed this round, oldest first">
                { for v.turn_revealed.iter().enumerate().map(|(i, c)| {
                    let now = i + 1 == v.turn_revealed.len();
                    let nemesis = matches!(c, TurnCard::Nemesis);
                    html! { <li class={classes!("ae-turn-card", nemesis.then_some("ae-turn-nemesis"), now.then_some("ae-turn-now"))}>{ name(*c) }</li> }
                }) }
            </ol>
        </div>
    }
}
