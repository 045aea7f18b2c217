//! One breach, drawn as the portal on the mage's mat (by the stylesheet, from the
//! breach's classes): a closed breach is a dark ring whose gold quadrant turns a quarter
//! with each focus (on top at stage 3, the last before it opens, AE-1.6.2); an opened one
//! glows; a destroyed one is a dashed grey ring. A focus this turn rings it blue, and a
//! prepped spell shows its picture in the centre and its name beside it.

use yew::prelude::*;

use super::art::{card_art, portal_art};
use super::card::{lit_classes, Card, Face};
use super::interact::{Obj, ROMAN};
use super::symbols::{symbol, Sym};
use crate::games::aeons_end::view::BreachView;
use crate::games::aeons_end::BreachState;
use crate::ui::common::{use_inspector, Lit};

#[derive(Properties, PartialEq)]
pub struct BreachProps {
    pub breach: BreachView,
    pub index: u8,
    pub seat: usize,
    pub lit: Lit,
    pub on_click: Callback<Obj>,
}

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

#[component]
pub fn Breach(props: &BreachProps) -> Html {
    let inspector = use_inspector();
    let b = &props.breach;
    let obj = Obj::Breach(props.seat, props.index);
    let state = match b.state {
        BreachState::Opened => "ae-breach-opened",
        BreachState::Closed(_) => "ae-breach-closed",
        BreachState::Destroyed => "ae-breach-destroyed",
    };
    let stage = match b.state {
        BreachState::Closed(s) => format!("ae-stage-{s}"),
        _ => String::new(),
    };
    let spell = b.spell.as_ref();
    let on_click = props.on_click.clone();
    // Hovering or focusing a breach that holds a spell shows the spell large.
    let big = spell.cloned();
    let h = inspector.handlers(move || big.clone().map(|c| html! { <Card card={c} face={Face::Large} /> }).unwrap_or_default());
    let (enter, focus) = if spell.is_some() { (h.on_enter(), h.on_focus()) } else { (Callback::noop(), Callback::noop()) };
    html! {
        <button class={classes!("ae-breach", state, stage, b.focused.then_some("ae-focused"), spell.map(|_| "ae-holds"), lit_classes(props.lit))}
            data-breach={props.index.to_string()} data-seat={props.seat.to_string()}
            aria-pressed={props.lit.selected.then_some("true")} onclick={move |_| on_click.emit(obj)}
            onmouseenter={enter} onmouseleave={h.on_leave()} onfocus={focus} onblur={h.on_blur()}>
            // The portal, drawn by the stylesheet from the breach's classes.
            <span class="ae-portal" aria-hidden="true"></span>
            <span class="ae-portal-art" aria-hidden="true">
                { match (spell, b.state) {
                    (Some(c), _) => card_art(c.kind),
                    (None, BreachState::Opened) => portal_art(),
                    _ => html! {},
                } }
            </span>
            <span class="ae-breach-num"><span class="visually-hidden">{ "Breach " }</span>{ ROMAN[props.index as usize % 4] }</span>
            { caption(b) }
            if b.focused { <span class="ae-focus-mark">{ "focused" }</span> }
            { match (spell, b.spell_continues) {
                (Some(c), cont) => html! { <span class={classes!("ae-prepped", cont.then_some("ae-continues"))} data-kind={c.kind_key()}>{ c.name }</span> },
                (None, _) => html! { <span class="ae-prepped ae-empty">{ "empty" }</span> },
            } }
        </button>
    }
}
