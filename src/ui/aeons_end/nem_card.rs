//! A nemesis card drawn as one: an attack in a crimson frame, a minion in a sea-green
//! one with its life on a shield, a power in a violet one with its countdown as tokens
//! and its TO DISCARD cost, each with its picture, tier and whole text.

use yew::prelude::*;

use super::art::nem_art;
use super::card::lit_classes;
use super::interact::Obj;
use super::symbols::{card_text, symbol, Sym};
use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::view::NemCardView;
use crate::ui::common::{use_inspector, Lit};

const TIERS: [&str; 4] = ["", "I", "II", "III"];

/// The card's type and, in play, its state, in words.
pub fn nem_state(n: &NemCardView, in_play: bool) -> String {
    match n.ty {
        NemType::Minion { life } if in_play => format!("Minion, {} of {life} life", n.life),
        NemType::Minion { life } => format!("Minion, {life} life"),
        NemType::Power { tokens, .. } if in_play => format!("Power, {} of {tokens} tokens left", n.tokens),
        NemType::Power { tokens, .. } => format!("Power, {tokens} tokens"),
        NemType::Attack => "Attack".into(),
    }
}

fn kind_class(ty: NemType) -> &'static str {
    match ty {
        NemType::Attack => "ae-nem-attack",
        NemType::Minion { .. } => "ae-nem-minion",
        NemType::Power { .. } => "ae-nem-power",
    }
}

#[derive(Properties, PartialEq)]
pub struct NemCardProps {
    pub card: NemCardView,
    /// In play: its life or tokens now; a click pays a power off or targets a minion.
    #[prop_or_default]
    pub in_play: bool,
    #[prop_or_default]
    pub lit: Lit,
    #[prop_or_default]
    pub on_click: Option<Callback<Obj>>,
    #[prop_or_default]
    pub large: bool,
}

/// The counter in the card's corner: a minion's life, a power's tokens left.
fn counter(n: &NemCardView, in_play: bool) -> Html {
    match n.ty {
        NemType::Minion { life } => {
            let now = if in_play { n.life } else { life };
            symbol(Sym::Life, &now.to_string(), &format!("{now} life"))
        }
        NemType::Power { tokens, .. } => {
            let now = if in_play { n.tokens } else { tokens };
            let dots = "●".repeat(now as usize);
            html! { <span class="ae-tokens" role="img" aria-label={format!("{now} power tokens")}>{ dots }</span> }
        }
        NemType::Attack => html! {},
    }
}

#[component]
pub fn NemCard(props: &NemCardProps) -> Html {
    let inspector = use_inspector();
    let n = &props.card;
    let class = classes!(
        "ae-nem-card",
        kind_class(n.ty),
        props.in_play.then_some("ae-in-play"),
        props.large.then_some("ae-large"),
        lit_classes(props.lit)
    );
    let (big, in_play) = (n.clone(), props.in_play);
    let h = (!props.large)
        .then(|| inspector.handlers(move || html! { <NemCard card={big.clone()} {in_play} large=true /> }));
    let onclick = props.on_click.clone().map(|cb| {
        let obj = Obj::Nem(n.id);
        Callback::from(move |_: MouseEvent| cb.emit(obj))
    });
    let focus = h.as_ref().filter(|_| onclick.is_some());
    html! {
        <@{if onclick.is_some() { "button" } else { "div" }} {class} data-nem={n.id.0.to_string()}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.as_ref().map(|h| h.on_enter())} onmouseleave={h.as_ref().map(|h| h.on_leave())}
            onfocus={focus.map(|h| h.on_focus())} onblur={focus.map(|h| h.on_blur())}
            oncontextmenu={h.as_ref().map(|h| h.on_long_press())} {onclick}>
            <span class="ae-card-art" aria-hidden="true">{ nem_art(n) }</span>
            <span class="ae-card-name">{ n.name }</span>
            { counter(n, props.in_play) }
            <span class="ae-card-type">{ format!("Tier {} · {}", TIERS.get(n.tier as usize).copied().unwrap_or(""), nem_state(n, props.in_play)) }</span>
            <span class="ae-card-text">{ card_text(n.text) }</span>
        </@>
    }
}
