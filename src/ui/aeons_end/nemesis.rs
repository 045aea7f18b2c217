//! The nemesis's mat: its picture, name and life (a click there aims a spell or an
//! ability at it, AE-5.5), what its Unleash does (AE-9.3), and its own mechanic (its
//! mat's rules, AE-14.4): a counter that fills, corruptions it gives out, a brood it
//! fields.

use yew::prelude::*;

use super::art::nemesis_art;
use super::card::lit_classes;
use super::ctx::Ctx;
use super::interact::Obj;
use super::life_bar::life_bar;
use super::symbols::card_text;
use crate::games::aeons_end::view::{NemesisView, ReserveView};

/// The nemesis's mat, a button: the target of spells and abilities.
pub fn nemesis_mat(n: &NemesisView, ctx: &Ctx) -> Html {
    let lit = ctx.lit(Obj::Nemesis);
    html! {
        <button class={classes!("ae-nemesis", lit_classes(lit))} aria-pressed={lit.selected.then_some("true")}
            onclick={ctx.click(Obj::Nemesis)}>
            <span class="ae-nemesis-art" aria-hidden="true">{ nemesis_art(n.name) }</span>
            <span class="ae-nemesis-name">{ n.name }</span>
            <span class="ae-big"><span class="ae-life-now">{ n.life }</span>{ " / " }{ n.max_life }{ " life" }</span>
            { life_bar("ae-nem-fill", n.life, n.max_life) }
            { mechanic(n) }
            <span class="ae-unleash">{ card_text(&n.unleash) }</span>
        </button>
    }
}

/// The mat's own mechanic at a glance, with its rules as the line's title: the counter
/// as pips and numbers, the corruptions or brood still off the table as a count.
fn mechanic(n: &NemesisView) -> Html {
    if n.counter.is_none() && n.corruption.is_none() && n.brood.is_none() {
        return html! {};
    }
    let counter = n.counter.as_ref().map(|c| {
        html! {
            <span class="ae-mech ae-counter" data-value={c.value.to_string()}>
                <span class="ae-mech-name">{ capitalised(&c.name) }</span>
                <span class="ae-pips" aria-hidden="true">
                    { for (0..c.max).map(|i| html! { <span class={classes!("ae-pip", (i < c.value).then_some("ae-pip-on"))} /> }) }
                </span>
                <span class="ae-mech-value">{ format!("{} / {}", c.value, c.max) }</span>
            </span>
        }
    });
    let corruption = n.corruption.as_ref().map(|r| reserve("ae-corruption", r, "left to give"));
    let brood = n.brood.as_ref().map(|r| reserve("ae-brood", r, "waiting"));
    html! {
        <span class="ae-mechanic" title={n.rules.join(" ")}>{ counter }{ corruption }{ brood }</span>
    }
}

/// A count of the nemesis's cards kept off the table: "9 Hollows left to give".
fn reserve(class: &'static str, r: &ReserveView, words: &str) -> Html {
    let name = if r.left == 1 { &r.name } else { &r.plural };
    html! {
        <span class={classes!("ae-mech", class)} data-value={r.left.to_string()}>
            <span class="ae-mech-value">{ r.left }</span>{ format!(" {name} {words}") }
        </span>
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| std::iter::once(f.to_ascii_uppercase()).chain(c).collect()).unwrap_or_default()
}
