//! A player's hidden piles and their Discard pile (AL-3.1): how many cards are in the
//! Hand and the Deck (never which), and the Discard pile's cards, newest first.

use yew::prelude::*;

use super::art::{DECK, DISCARD, HAND, SPRITE};
use super::face::sr;
use crate::ui::common::Icon;
use crate::games::altered::view::ObjView;

#[derive(Properties, PartialEq)]
pub struct PilesProps {
    pub hand: usize,
    pub deck: usize,
    pub discard: Vec<ObjView>,
}

#[component]
pub fn Piles(props: &PilesProps) -> Html {
    let count = |class: &'static str, icon, words: &'static str, n: usize| {
        html! {
            <span class={classes!("al-pile", class)} title={format!("{words}: {n}")}>
                <Icon sprite={SPRITE} name={icon} />{ sr(format!("{words} ")) }{ n }
            </span>
        }
    };
    html! {
        <div class="al-zone al-piles">
            { count("al-hand-pile", HAND, "Hand", props.hand) }
            { count("al-deck", DECK, "Deck", props.deck) }
            <details class="al-discard">
                <summary><Icon sprite={SPRITE} name={DISCARD} />{ sr("Discard pile ") }{ props.discard.len() }</summary>
                <ul>{ for props.discard.iter().rev().map(|o| html! { <li>{ o.face.name }</li> }) }</ul>
            </details>
        </div>
    }
}
