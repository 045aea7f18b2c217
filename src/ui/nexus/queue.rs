//! The queue (NX-4.3): one shared stack, drawn top first; each entry with its speed, what
//! it targets and the card it plays, the top one (next to execute) lit. An entry is a
//! button: it is a target too (Null Surge cancels one, NX-6.7).

use yew::prelude::*;

use super::art::QUEUE;
use super::card::Form;
use super::interact::Obj;
use super::markup::Markup;
use super::zone::{card, click, lit_classes, Zone};

/// The shared queue, top first.
pub fn queue(z: &Zone) -> Html {
    let items = &z.view.queue;
    let mut head = Markup::default();
    head.raw("<h3>").icon(QUEUE).raw(r#"Queue <span class="nx-hint">"#);
    head.raw(if items.is_empty() { "empty</span></h3>" } else { "top executes first</span></h3>" });
    html! {
        <section class="nx-queue" aria-label="The queue (last in, first out)">
            { head.html() }
            <ol class="nx-stack">
                { for items.iter().rev().enumerate().map(|(i, it)| {
                    let obj = Obj::Item(it.id);
                    let mut m = Markup::default();
                    m.text(&it.what);
                    match it.speed { Some(s) => m.raw(" (speed ").num(s as i64).raw(")"), None => m.raw(" (speedless)") };
                    m.raw(if it.cancelled { " — cancelled" } else { "" });
                    let mut aim = Markup::default();
                    if !it.targets.is_empty() {
                        aim.span("nx-item-targets").raw("→ ").text(&it.targets.join("; ")).end();
                    }
                    html! {
                        <li key={it.id} class={classes!("nx-item", ["nx-seat-0", "nx-seat-1"][it.controller.min(1)], (i == 0).then_some("nx-top"), it.cancelled.then_some("nx-cancelled"))}
                            data-item={it.id.to_string()}>
                            <button class={lit_classes(z, obj, "nx-item-what")} onclick={click(z, obj)}>{ m.html() }</button>
                            { aim.html() }
                            if let Some(c) = &it.card { { card(z, c, Form::Card) } }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}
