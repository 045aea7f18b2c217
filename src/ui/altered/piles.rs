//! A player's hidden piles and their Discard pile (AL-3.1): how many cards are in the
//! Hand and the Deck (never which), and the Discard pile's cards, newest first.

use yew::prelude::*;

use super::art::{DECK, DISCARD, HAND, pic};
use super::face::sr;
use crate::games::altered::view::ObjView;
use crate::ui::common::IconName;

fn count(class: &'static str, icon: IconName, words: &'static str, n: usize) -> Html {
    html! {
        <span class={classes!("al-pile", class)}>
            { pic(icon) }{ sr(words) }{ n }
        </span>
    }
}

/// The piles (a plain function: see hero.rs).
pub fn piles(hand: usize, deck: usize, discard: &[ObjView]) -> Html {
    html! {
        <div class="al-zone al-piles">
            { count("al-hand-pile", HAND, "Hand ", hand) }
            { count("al-deck", DECK, "Deck ", deck) }
            <details class="al-discard">
                <summary>{ pic(DISCARD) }{ sr("Discard pile ") }{ discard.len() }</summary>
                <ul>{ for discard.iter().rev().map(|o| html! { <li>{ o.face.name }</li> }) }</ul>
            </details>
        </div>
    }
}
