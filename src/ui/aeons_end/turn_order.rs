//! The turn order deck: how many cards are still face down (its order is hidden) and
//! the ones revealed this round, oldest first, the newest ringed (AE-3).

use yew::prelude::*;

use crate::games::aeons_end::view::AeonsEndView;
use crate::games::aeons_end::TurnCard;

#[derive(Properties, PartialEq)]
pub struct TurnOrderProps {
    pub face_down: usize,
    pub revealed: Vec<TurnCard>,
    /// The mages' names, by seat.
    pub mages: Vec<&'static str>,
}

/// The names of the mages, for the turn order cards.
pub fn mage_names(v: &AeonsEndView) -> Vec<&'static str> {
    v.mages.iter().map(|m| m.name).collect()
}

#[component]
pub fn TurnOrder(props: &TurnOrderProps) -> Html {
    let name = |c: TurnCard| match c {
        TurnCard::Nemesis => "Nemesis".to_string(),
        // The first name: the card is a small chip; its group's name says the rest.
        TurnCard::Mage(s) => props.mages.get(s).map(|n| format!("P{} {}", s + 1, n.split(' ').next().unwrap_or(n))).unwrap_or_default(),
    };
    html! {
        <div class="ae-turn-order" role="group" aria-label={format!("Turn order deck: {} face down", props.face_down)}>
            <span class="ae-label">{ "Turn order" }</span>
            <span class="ae-turn-deck"><span class="ae-card-back" aria-hidden="true"></span>{ format!("{} face down", props.face_down) }</span>
            <ol class="ae-turn-revealed" aria-label="Revealed this round, oldest first">
                { for props.revealed.iter().enumerate().map(|(i, c)| {
                    let now = i + 1 == props.revealed.len();
                    let nemesis = matches!(c, TurnCard::Nemesis);
                    html! { <li class={classes!("ae-turn-card", nemesis.then_some("ae-turn-nemesis"), now.then_some("ae-turn-now"))}>{ name(*c) }</li> }
                }) }
            </ol>
        </div>
    }
}
