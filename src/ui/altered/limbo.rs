//! Limbo (AL-3.1): the card being played, and the Reactions waiting as Emblems in the
//! order they were made (AL-13.6), the one to play next chosen by a click. It also
//! says what the other side last played, at Dusk and Night how each expedition fared
//! (AL-5.4), and why the table answered a question that could not matter (AL-2.8,
//! src/ui/altered/order.rs).

use yew::prelude::*;

use super::art::{LIMBO, pic};
use super::card::AlCard;
use super::face::stats_html;
use super::interact::Key;
use crate::games::altered::Side;
use crate::games::altered::state::DuskLine;
use crate::games::altered::view::{AlteredView, EmblemView};
use crate::ui::common::Highlights;

/// What Limbo says besides its objects.
pub struct Words {
    /// "P2 last played Lantern Eel".
    pub last: Option<String>,
    /// The table's note on an order it kept for the viewer.
    pub note: Option<String>,
    /// Whether the last Dusk's lines show (from Dusk to the next Noon).
    pub dusk: bool,
}

/// One expedition at the last Dusk: its totals then and whether it moved.
fn dusk_line(l: &DuskLine) -> Html {
    let side = if l.side == Side::Hero { "Hero" } else { "Companion" };
    html! {
        <span class={classes!("al-dusk-line", l.moved.then_some("al-moved"))}>
            { format!("P{} {side} ", l.seat + 1) }{ stats_html(l.totals) }{ if l.moved { "moved" } else { "stayed" } }
        </span>
    }
}

/// Limbo (a plain function: see hero.rs).
pub fn limbo(v: &AlteredView, words: Words, lit: &Highlights<Key>, on_card: &Callback<Key>) -> Html {
    let emblem = |(n, e): (usize, &EmblemView)| {
        let at = Key::Obj(e.id);
        let (on, live) = (on_card.clone(), lit.lit(at).actionable);
        html! {
            <li key={e.id.0}>
                <button class={classes!("al-emblem", live.then_some("al-actionable"))} data-obj={e.id.0.to_string()}
                    title={e.text} onclick={move |_| on.emit(at)}>
                    <span class="al-emblem-n">{ n + 1 }</span>{ format!(" P{}: Reaction of {}", e.controller + 1, e.source_name) }
                </button>
            </li>
        }
    };
    let empty = v.limbo.is_empty() && v.emblems.is_empty();
    html! {
        <section class="al-limbo" aria-label="Limbo">
            <span class="al-zone-name">{ pic(LIMBO) }{ "Limbo" }</span>
            if let Some(w) = &words.last { <span class="al-last-move">{ w }</span> }
            { for v.limbo.iter().map(|o| {
                let at = Key::Obj(o.id);
                html! { <AlCard key={o.id.0} face={o.face.clone()} {at} obj={Some(o.clone())} lit={lit.lit(at)} on_click={on_card.clone()} /> }
            }) }
            if empty { <span class="al-empty">{ "nothing waiting" }</span> }
            if !v.emblems.is_empty() {
                <ol class="al-emblems" aria-label="Reactions waiting, in order">{ for v.emblems.iter().enumerate().map(emblem) }</ol>
            }
            if let Some(why) = &words.note { <p class="al-auto-note" role="status">{ why }</p> }
            if words.dusk && !v.last_dusk.is_empty() {
                <span class="al-dusk-sum">{ "Dusk: " }{ for v.last_dusk.iter().map(dusk_line) }</span>
            }
        </section>
    }
}
