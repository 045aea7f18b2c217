//! One breach, drawn as the portal on the mage's mat: a closed breach is a dark ring
//! whose gold quadrant turns a quarter with each focus (on top at stage 3, the last
//! before it opens, AE-1.6.2); an opened one glows; a destroyed one is a cracked grey
//! ring. A focus this turn rings it blue, and a prepped spell shows its picture in the
//! centre and its name below.

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

/// The portal: rim, the gold quadrant of a closed breach turned to its stage, the core.
fn portal(b: &BreachView) -> Html {
    let turn = match b.state {
        BreachState::Closed(s) => Some((u32::from(s) + 1) % 4 * 90),
        _ => None,
    };
    html! {
        <svg class="ae-portal" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <circle class="ae-portal-rim" cx="20" cy="20" r="17" />
            if let Some(deg) = turn {
                <path class="ae-portal-quad" d="M20 20 L7.98 7.98 A17 17 0 0 1 32.02 7.98 Z" transform={format!("rotate({deg} 20 20)")} />
            }
            <circle class="ae-portal-core" cx="20" cy="20" r="11.5" />
        </svg>
    }
}

/// What the breach costs or gives, under its numeral.
fn caption(b: &BreachView) -> Html {
    let aether = |n: u32| symbol(Sym::Aether, &n.to_string(), &format!("{n} aether"));
    match b.state {
        BreachState::Opened if b.bonus > 0 => html! {
            <span class="ae-breach-state">{ "open" }<span class="visually-hidden">{ ", spells cast here deal" }</span>
                { " " }{ symbol(Sym::Damage, &format!("+{}", b.bonus), &format!("{} more damage", b.bonus)) }</span>
        },
        BreachState::Opened => html! { <span class="ae-breach-state">{ "open" }</span> },
        BreachState::Closed(s) => html! {
            <>
                <span class="ae-breach-state"><span class="visually-hidden">{ "closed, " }</span>{ format!("stage {s}/3") }</span>
                <span class="ae-breach-cost">{ "focus " }{ aether(b.focus_cost) }</span>
                <span class="ae-breach-cost">{ "open " }{ aether(b.open_cost) }</span>
            </>
        },
        BreachState::Destroyed => html! { <span class="ae-breach-state">{ "destroyed" }</span> },
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
            { portal(b) }
            <span class="ae-portal-art" aria-hidden="true">
                { match (spell, b.state) {
                    (Some(c), _) => card_art(c.kind),
                    (None, BreachState::Opened) => portal_art(),
                    _ => html! {},
                } }
            </span>
            <span class="ae-breach-num"><span class="visually-hidden">{ "Breach " }</span>{ ROMAN[props.index as usize % 4] }</span>
            <span class="ae-breach-caption">{ caption(b) }</span>
            if b.focused { <span class="ae-focus-mark">{ "focused" }</span> }
            { match (spell, b.spell_continues) {
                (Some(c), false) => html! { <span class="ae-prepped" data-kind={c.kind_key()}><span class="visually-hidden">{ "holds " }</span>{ c.name }</span> },
                (Some(c), true) => html! { <span class="ae-prepped ae-continues" data-kind={c.kind_key()}><span class="visually-hidden">{ "holds the second half of " }</span>{ c.name }</span> },
                (None, _) => html! { <span class="ae-prepped ae-empty">{ "empty" }</span> },
            } }
        </button>
    }
}
