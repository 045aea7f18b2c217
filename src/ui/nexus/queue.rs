//! The queue (NX-4.3): one shared stack, drawn top first; each entry with its speed, what
//! it targets and the card it plays, the top one (next to execute) lit. An entry is a
//! target too (Null Surge cancels one, NX-6.7).

use yew::prelude::*;

use super::art::icon;
use super::card::Form;
use super::interact::Obj;
use super::zone::{card, click, lit_classes, Zone};

/// The shared queue, top first.
pub fn queue(z: &Zone) -> Html {
    let items = &z.view.queue;
    html! {
        <section class="nx-queue" aria-label="The queue (last in, first out)">
            <h3>{ icon("queue") }{ "Queue" }
                <span class="nx-hint">{ if items.is_empty() { "empty" } else { "top executes first" } }</span></h3>
            <ol class="nx-stack">
                { for items.iter().rev().enumerate().map(|(i, it)| {
                    let obj = Obj::Item(it.id);
                    html! {
                        <li key={it.id} class={classes!("nx-item", format!("nx-seat-{}", it.controller), (i == 0).then_some("nx-top"), it.cancelled.then_some("nx-cancelled"))}
                            data-item={it.id.to_string()}>
                            <button class={classes!("nx-item-what", lit_classes(z, obj))} onclick={click(z, obj)}>
                                { &it.what }{ match it.speed { Some(s) => format!(" (speed {s})"), None => " (speedless)".to_string() } }
                                { if it.cancelled { " — cancelled" } else { "" } }
                            </button>
                            if !it.targets.is_empty() { <span class="nx-item-targets">{ "→ " }{ it.targets.join("; ") }</span> }
                            if let Some(c) = &it.card { { card(z, c, Form::Card) } }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}
