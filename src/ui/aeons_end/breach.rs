//! One breach, drawn as the portal on the mage's mat (by the stylesheet, from the
//! breach's classes): a closed breach is a dark ring whose gold quadrant turns a quarter
//! with each focus (on top at stage 3, the last before it opens, AE-1.6.2); an opened one
//! glows; a destroyed one is a dashed grey ring. A focus this turn rings it blue, and a
//! prepped spell shows its picture in the centre and its name beside it. On a phone a
//! breach stands up: the portal, then its words below.

use yew::prelude::*;

use super::art::{card_art, portal_art};
use super::card::{card, lit_classes, Face};
use super::ctx::Ctx;
use super::interact::{Obj, ROMAN};
use super::symbols::{symbol, Sym};
use crate::games::aeons_end::view::BreachView;
use crate::games::aeons_end::BreachState;

/// What the breach gives (opened) or costs (closed: its stage, then the focus and open
/// costs as aether gems), beside its numeral.
fn caption(b: &BreachView) -> Html {
    let aether = |n: u32| symbol(Sym::Aether, &n.to_string(), &format!("{n} aether"));
    let state = match b.state {
        BreachState::Opened => "open".to_string(),
        BreachState::Closed(s) => format!("stage {s}/3"),
        BreachState::Destroyed => "destroyed".to_string(),
    };
    html! {
        <span class="ae-breach-caption">
            <span class="ae-breach-state">{ state }</span>
            if matches!(b.state, BreachState::Closed(_)) {
                <span class="ae-breach-cost">{ "focus " }{ aether(b.focus_cost) }</span>
                <span class="ae-breach-cost">{ "open " }{ aether(b.open_cost) }</span>
            } else if b.bonus > 0 && b.state == BreachState::Opened {
                { symbol(Sym::Damage, &format!("+{}", b.bonus), &format!("spells here deal {} more damage", b.bonus)) }
            }
        </span>
    }
}

const DIGITS: [&str; 4] = ["0", "1", "2", "3"];

/// Breach `index` of the mage in `seat`; a click focuses, opens, casts, or takes a
/// prepped spell; hovering or focusing one that holds a spell shows the spell large.
pub fn breach(b: &BreachView, index: u8, seat: usize, ctx: &Ctx) -> Html {
    let obj = Obj::Breach(seat, index);
    let lit = ctx.lit(obj);
    let state = match b.state {
        BreachState::Opened => "ae-breach-opened",
        BreachState::Closed(_) => "ae-breach-closed",
        BreachState::Destroyed => "ae-breach-destroyed",
    };
    let stage = match b.state {
        BreachState::Closed(s) => ["ae-stage-0", "ae-stage-1", "ae-stage-2", "ae-stage-3"].get(s as usize).copied(),
        _ => None,
    };
    let spell = b.spell.as_ref();
    let h = spell.cloned().map(|c| ctx.inspect(move || card(&c, Face::Large, None, None, Html::default())));
    html! {
        <button class={classes!("ae-breach", state, stage, b.focused.then_some("ae-focused"), spell.map(|_| "ae-holds"), lit_classes(lit))}
            data-breach={DIGITS[index as usize % 4]} data-seat={DIGITS[seat % 4]}
            aria-pressed={lit.selected.then_some("true")} onclick={ctx.click(obj)}
            onmouseenter={h.as_ref().map(|h| h.on_enter())} onmouseleave={h.as_ref().map(|h| h.on_leave())}
            onfocus={h.as_ref().map(|h| h.on_focus())} onblur={h.as_ref().map(|h| h.on_blur())}>
            // The portal, drawn by the stylesheet from the breach's classes.
            <span class="ae-portal" aria-hidden="true"></span>
            <span class="ae-portal-art" aria-hidden="true">
                { match (spell, b.state) {
                    (Some(c), _) => card_art(c.kind),
                    (None, BreachState::Opened) => portal_art(),
                    _ => html! {},
                } }
            </span>
            <span class="ae-breach-num"><span class="visually-hidden">{ "Breach " }</span>{ ROMAN[index as usize % 4] }</span>
            { caption(b) }
            if b.focused { <span class="ae-focus-mark">{ "focused" }</span> }
            { match (spell, b.spell_continues) {
                (Some(c), cont) => html! { <span class={classes!("ae-prepped", cont.then_some("ae-continues"))} data-kind={c.kind_key()}>{ c.name }</span> },
                (None, _) => html! { <span class="ae-prepped ae-empty">{ "empty" }</span> },
            } }
        </button>
    }
}
