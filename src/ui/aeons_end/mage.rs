//! One mage's side: life, charges and ability, breaches I-IV drawn as breaches (stage,
//! open cost, focus mark, prepped spell), the gems and relics played this turn, the
//! hand, the deck count and the discard pile (browsable, top first).

use std::rc::Rc;

use yew::prelude::*;

use super::card::Card;
use super::clicks::Obj;
use super::lit::Lit;
use super::symbols::{card_text, symbol, Sym};
use crate::games::aeons_end::view::{BreachView, MageView};
use crate::games::aeons_end::BreachState;

const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];

#[derive(Properties, PartialEq)]
pub struct MageProps {
    pub mage: MageView,
    pub active: bool,
    pub lit: Rc<Lit>,
    pub on_obj: Callback<Obj>,
}

fn breach_words(i: usize, b: &BreachView) -> String {
    let state = match b.state {
        BreachState::Opened if b.bonus > 0 => format!("opened, spells cast here deal +{} damage", b.bonus),
        BreachState::Opened => "opened".to_string(),
        BreachState::Closed(s) => format!(
            "closed, stage {s} of 3, opens for {} aether, focus for {}{}",
            b.open_cost,
            b.focus_cost,
            if b.focused { ", focused this turn" } else { "" }
        ),
        BreachState::Destroyed => "destroyed".to_string(),
    };
    let spell = match (&b.spell, b.spell_continues) {
        (Some(c), false) => format!("; holds {}: {}", c.name, c.text),
        (Some(c), true) => format!("; holds the second half of {}", c.name),
        (None, _) => String::new(),
    };
    format!("Breach {}: {state}{spell}", ROMAN[i])
}

#[component]
fn Breach(props: &BreachProps) -> Html {
    let b = &props.breach;
    let i = props.index;
    let o = Obj::Breach(props.seat, i as u8);
    let marks = props.lit.marks(o);
    let (state_class, stage) = match b.state {
        BreachState::Opened => ("ae-breach-opened", 4),
        BreachState::Closed(s) => ("ae-breach-closed", s),
        BreachState::Destroyed => ("ae-breach-destroyed", 0),
    };
    let label = breach_words(i, b);
    let on_obj = props.on_obj.clone();
    // The costs drawn as aether gems (the words are in the breach's accessible name).
    let cost = |n: u32| symbol(Sym::Aether, &n.to_string(), &format!("{n} aether"));
    let caption = match b.state {
        BreachState::Opened if b.bonus > 0 => html! { <>{ "open · +" }{ symbol(Sym::Damage, &b.bonus.to_string(), &format!("{} damage", b.bonus)) }</> },
        BreachState::Opened => html! { "open" },
        BreachState::Closed(s) => html! { <>
            <span class="ae-stage">{ format!("stage {s}/3") }</span>
            <span class="ae-breach-cost">{ "open " }{ cost(b.open_cost) }</span>
            <span class="ae-breach-cost">{ "focus " }{ cost(b.focus_cost) }</span>
        </> },
        BreachState::Destroyed => html! { "destroyed" },
    };
    html! {
        <button class={classes!("ae-breach", state_class, format!("ae-stage-{stage}"), b.focused.then_some("ae-focused"), marks.classes())}
            data-breach={i.to_string()} data-seat={props.seat.to_string()} aria-label={label.clone()} title={label}
            onclick={move |_| on_obj.emit(o)}>
            <span class="ae-breach-ring" aria-hidden="true"><span class="ae-breach-num">{ ROMAN[i] }</span></span>
            <span class="ae-breach-caption" aria-hidden="true">{ caption }</span>
            if b.focused { <span class="ae-focus-mark">{ "focused" }</span> }
            { match (&b.spell, b.spell_continues) {
                (Some(c), false) => html! { <span class="ae-prepped" data-kind={c.kind_key()}>{ c.name }</span> },
                (Some(c), true) => html! { <span class="ae-prepped ae-continues">{ format!("{} ◂", c.name) }</span> },
                _ => html! { <span class="ae-prepped ae-empty">{ "empty" }</span> },
            } }
        </button>
    }
}

#[derive(Properties, PartialEq)]
struct BreachProps {
    breach: BreachView,
    index: usize,
    seat: usize,
    lit: Rc<Lit>,
    on_obj: Callback<Obj>,
}

#[component]
pub fn MagePanel(props: &MageProps) -> Html {
    let m = &props.mage;
    let seat = m.seat;
    let click = |o: Obj| {
        let cb = props.on_obj.clone();
        Some(Callback::from(move |_| cb.emit(o)))
    };
    let mage_obj = Obj::Mage(seat);
    let ability_obj = Obj::Ability(seat);
    let life_label = if m.exhausted {
        format!("{} is exhausted (0 life)", m.name)
    } else {
        format!("{}: life {} of {}", m.name, m.life, m.max_life)
    };
    let on_life = props.on_obj.clone();
    let on_ability = props.on_obj.clone();
    html! {
        <section class={classes!("ae-mage", props.active.then_some("ae-active"), m.exhausted.then_some("ae-exhausted"))}
            data-seat={seat.to_string()} aria-label={format!("P{} {}", seat + 1, m.name)}>
            <header class="ae-mage-head">
                <button class={classes!("ae-life", props.lit.marks(mage_obj).classes())} aria-label={life_label.clone()} title={life_label}
                    onclick={move |_| on_life.emit(mage_obj)}>
                    <span class="ae-mage-name">{ format!("P{} {}", seat + 1, m.name) }</span>
                    <span class="ae-life-value">
                        if m.exhausted { { "exhausted" } } else { { symbol(Sym::Life, &m.life.to_string(), &format!("{} life", m.life)) }{ format!(" / {}", m.max_life) } }
                    </span>
                </button>
                <button class={classes!("ae-ability", props.lit.marks(ability_obj).classes())}
                    aria-label={format!("{}: {} of {} charges. {}", m.ability, m.charges, m.max_charges, m.ability_text)}
                    title={m.ability_text} onclick={move |_| on_ability.emit(ability_obj)}>
                    <span class="ae-ability-name">{ m.ability }</span>
                    <span class="ae-charges" aria-hidden="true">
                        { for (0..m.max_charges).map(|i| html! { <span class={classes!("ae-pip", (i < m.charges).then_some("ae-full"))}></span> }) }
                    </span>
                    <span class="ae-ability-text">{ card_text(m.ability_text) }</span>
                </button>
            </header>
            <div class="ae-breaches" role="group" aria-label="Breaches">
                { for m.breaches.iter().enumerate().map(|(i, b)| html! {
                    <Breach breach={b.clone()} index={i} {seat} lit={props.lit.clone()} on_obj={props.on_obj.clone()} />
                }) }
            </div>
            <div class="ae-hand" role="group" aria-label={format!("{}'s hand", m.name)}>
                { for m.hand.iter().map(|c| html! {
                    <Card card={c.clone()} marks={props.lit.marks(Obj::Card(c.id))} on_click={click(Obj::Card(c.id))} />
                }) }
                if m.hand.is_empty() { <span class="ae-empty-note">{ "No cards in hand" }</span> }
            </div>
            <div class="ae-row">
                <div class="ae-zone ae-played" role="group" aria-label="Played this turn">
                    <span class="ae-zone-name">{ "Played" }</span>
                    { for m.played.iter().map(|c| html! {
                        <Card card={c.clone()} small=true marks={props.lit.marks(Obj::Card(c.id))} on_click={click(Obj::Card(c.id))} />
                    }) }
                </div>
                <div class="ae-zone ae-piles">
                    <span class="ae-deck" role="img" aria-label={format!("Deck: {} cards, order hidden", m.deck_count)}>{ format!("Deck {}", m.deck_count) }</span>
                    <details class="ae-discard">
                        <summary>{ format!("Discard {}", m.discard.len()) }{ m.discard.first().map(|c| format!(" · top: {}", c.name)).unwrap_or_default() }</summary>
                        <ol class="ae-discard-list" aria-label="Discard pile, top first">
                            { for m.discard.iter().map(|c| html! { <li><Card card={c.clone()} small=true /></li> }) }
                        </ol>
                    </details>
                </div>
            </div>
        </section>
    }
}
