//! Limbo (AL-3.1): the card being played, and the Reactions waiting as Emblems in the
//! order they were made (AL-13.6), the one to play next chosen by a click. It also
//! says what the other side last played, at Dusk and Night how each expedition fared
//! (AL-5.4), and why the table answered a question that could not matter (AL-2.8,
//! src/ui/altered/order.rs).

use std::rc::Rc;

use yew::prelude::*;

use super::art::{LIMBO, SPRITE};
use super::card::AlCard;
use super::face::stats_html;
use crate::ui::common::{Highlights, Icon};
use super::interact::Key;
use crate::games::altered::state::DuskLine;
use crate::games::altered::view::{EmblemView, ObjView};
use crate::games::altered::Side;

#[derive(Properties, PartialEq)]
pub struct LimboProps {
    pub objs: Vec<ObjView>,
    pub emblems: Vec<EmblemView>,
    /// "P2 last played Lantern Eel".
    pub last_words: Option<String>,
    /// The last Dusk's lines, shown during Dusk and Night.
    pub dusk: Vec<DuskLine>,
    /// The table's note on an order it kept for the viewer.
    #[prop_or_default]
    pub note: Option<String>,
    pub lit: Rc<Highlights<Key>>,
    pub on_card: Callback<Key>,
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

#[component]
pub fn Limbo(props: &LimboProps) -> Html {
    let emblem = |(n, e): (usize, &EmblemView)| {
        let at = Key::Obj(e.id);
        let (on, live) = (props.on_card.clone(), props.lit.lit(at).actionable);
        html! {
            <li key={e.id.0}>
                <button class={classes!("al-emblem", live.then_some("al-actionable"))} data-obj={e.id.0.to_string()}
                    title={e.text} onclick={move |_| on.emit(at)}>
                    <span class="al-emblem-n">{ n + 1 }</span>{ format!(" P{}: Reaction of {}", e.controller + 1, e.source_name) }
                </button>
            </li>
        }
    };
    let empty = props.objs.is_empty() && props.emblems.is_empty();
    html! {
        <section class="al-limbo" aria-label="Limbo">
            <span class="al-zone-name"><Icon sprite={SPRITE} name={LIMBO} />{ "Limbo" }</span>
            if let Some(w) = &props.last_words { <span class="al-last-move">{ w }</span> }
            { for props.objs.iter().map(|o| {
                let at = Key::Obj(o.id);
                html! { <AlCard key={o.id.0} face={o.face.clone()} {at} obj={Some(o.clone())} lit={props.lit.lit(at)} on_click={props.on_card.clone()} /> }
            }) }
            if empty { <span class="al-empty">{ "nothing waiting" }</span> }
            if !props.emblems.is_empty() {
                <ol class="al-emblems" aria-label="Reactions waiting, in order">{ for props.emblems.iter().enumerate().map(emblem) }</ol>
            }
            if let Some(why) = &props.note { <p class="al-auto-note" role="status">{ why }</p> }
            if !props.dusk.is_empty() {
                <span class="al-dusk-sum">{ "Dusk: " }{ for props.dusk.iter().map(dusk_line) }</span>
            }
        </section>
    }
}
