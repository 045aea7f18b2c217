//! The shared side: Gravehold, the nemesis (life, Unleash, deck per tier, discard), its
//! minions and powers in play, the turn order deck with its revealed cards, and the supply.

use std::rc::Rc;

use yew::prelude::*;

use super::card::{Card, NemCard};
use super::clicks::Obj;
use super::lit::Lit;
use super::symbols::card_text;
use crate::games::aeons_end::view::AeonsEndView;
use crate::games::aeons_end::TurnCard;

#[derive(Properties, PartialEq)]
pub struct SharedProps {
    pub view: Rc<AeonsEndView>,
    pub lit: Rc<Lit>,
    pub on_obj: Callback<Obj>,
}

fn turn_card_name(v: &AeonsEndView, c: TurnCard) -> String {
    match c {
        TurnCard::Nemesis => "Nemesis".into(),
        TurnCard::Mage(s) => v.mages.get(s).map(|m| format!("P{} {}", s + 1, m.name)).unwrap_or_default(),
    }
}

#[component]
pub fn NemesisPanel(props: &SharedProps) -> Html {
    let v = &props.view;
    let n = &v.nemesis;
    let on_nem = props.on_obj.clone();
    let nem_marks = props.lit.marks(Obj::Nemesis);
    // A bar is an SVG rectangle whose width attribute is the share left: a `style`
    // attribute would be refused by the page's Content-Security-Policy.
    let bar = |fill: &'static str, a: u32, b: u32| {
        let pct = (a * 100).checked_div(b).unwrap_or(0).min(100);
        html! {
            <svg class="ae-bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect class={classes!("ae-bar-fill", fill)} width={pct.to_string()} height="1" />
            </svg>
        }
    };
    html! {
        <section class="ae-shared" aria-label="Gravehold and the nemesis">
            <div class="ae-foes">
                <div class="ae-gravehold" role="group" aria-label={format!("Gravehold: {} of {} life", v.gravehold, v.gravehold_max)}>
                    <span class="ae-label">{ "Gravehold" }</span>
                    <span class="ae-big">{ format!("{}/{}", v.gravehold, v.gravehold_max) }</span>
                    { bar("ae-grave-fill", v.gravehold, v.gravehold_max) }
                </div>
                <button class={classes!("ae-nemesis", nem_marks.classes())} data-target="nemesis"
                    aria-label={format!("{}: {} of {} life. {}", n.name, n.life, n.max_life, n.unleash)}
                    onclick={move |_| on_nem.emit(Obj::Nemesis)}>
                    <span class="ae-label">{ n.name }</span>
                    <span class="ae-big">{ format!("{}/{}", n.life, n.max_life) }</span>
                    { bar("ae-nem-fill", n.life, n.max_life) }
                    <span class="ae-unleash">{ card_text(&n.unleash) }</span>
                </button>
                <div class="ae-nem-deck" role="group" aria-label={format!("Nemesis deck: tier 1 {}, tier 2 {}, tier 3 {} cards", n.deck_tiers[0], n.deck_tiers[1], n.deck_tiers[2])}>
                    <span class="ae-label">{ "Nemesis deck" }</span>
                    <span class="ae-tiers">
                        { for n.deck_tiers.iter().enumerate().map(|(i, c)| html! { <span class="ae-tier">{ format!("T{} × {c}", i + 1) }</span> }) }
                    </span>
                    <details class="ae-discard">
                        <summary>{ format!("Discard {}", n.discard.len()) }</summary>
                        <ol class="ae-discard-list" aria-label="Nemesis discard, top first">
                            { for n.discard.iter().map(|c| html! { <li><NemCard card={c.clone()} /></li> }) }
                        </ol>
                    </details>
                </div>
                <div class="ae-turn-order" role="group" aria-label={format!("Turn order deck: {} face down", v.turn_deck_count)}>
                    <span class="ae-label">{ format!("Turn order · {} face down", v.turn_deck_count) }</span>
                    <ol class="ae-turn-revealed" aria-label="Revealed turn order cards, oldest first">
                        { for v.turn_revealed.iter().enumerate().map(|(i, c)| {
                            let last = i + 1 == v.turn_revealed.len();
                            let nem = matches!(c, TurnCard::Nemesis);
                            html! { <li class={classes!("ae-turn-card", nem.then_some("ae-turn-nemesis"), last.then_some("ae-turn-now"))}>{ turn_card_name(v, *c) }</li> }
                        }) }
                    </ol>
                </div>
            </div>
            <div class="ae-nem-play" role="group" aria-label="Minions and powers in play, oldest first">
                { for n.play.iter().map(|c| {
                    let o = Obj::Nem(c.id);
                    let cb = props.on_obj.clone();
                    html! { <NemCard card={c.clone()} in_play=true marks={props.lit.marks(o)} on_click={Some(Callback::from(move |_| cb.emit(o)))} /> }
                }) }
                if n.play.is_empty() { <span class="ae-empty-note">{ "No minions or powers in play" }</span> }
            </div>
        </section>
    }
}

#[component]
pub fn SupplyRow(props: &SharedProps) -> Html {
    html! {
        <section class="ae-supply" aria-label="Supply">
            { for props.view.supply.iter().map(|p| {
                let o = Obj::Pile(p.index as u8);
                let cb = props.on_obj.clone();
                html! {
                    <div class={classes!("ae-pile", (p.count == 0).then_some("ae-pile-empty"))} data-pile={p.index.to_string()}>
                        <Card card={p.card.clone()} marks={props.lit.marks(o)} on_click={Some(Callback::from(move |_| cb.emit(o)))} />
                        <span class="ae-pile-count" role="img" aria-label={format!("{} left", p.count)}>{ format!("× {}", p.count) }</span>
                    </div>
                }
            }) }
        </section>
    }
}
