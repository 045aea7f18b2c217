//! A nemesis card drawn as one: an attack in a crimson frame, a minion in a sea-green
//! one with its life on a shield, a power in a violet one with its countdown as tokens
//! and its TO DISCARD cost, each with its picture, tier and whole text.

use yew::prelude::*;

use super::art::nem_art;
use super::card::{card_element, lit_classes, Tags};
use super::ctx::Ctx;
use super::interact::Obj;
use super::symbols::{card_text, symbol, Sym};
use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::view::NemCardView;

const TIERS: [&str; 4] = ["", "I", "II", "III"];

/// The card's tier, type and, in play, its state, in words.
pub fn nem_state(n: &NemCardView, in_play: bool) -> String {
    let tier = TIERS.get(n.tier as usize).copied().unwrap_or("");
    match n.ty {
        NemType::Minion { life } => format!("Tier {tier} minion, {} of {life} life", if in_play { n.life } else { life }),
        NemType::Power { tokens, .. } => {
            format!("Tier {tier} power, {} of {tokens} tokens left", if in_play { n.tokens } else { tokens })
        }
        NemType::Attack => format!("Tier {tier} attack"),
    }
}

fn kind_class(ty: NemType) -> &'static str {
    match ty {
        NemType::Attack => "ae-nem-attack",
        NemType::Minion { .. } => "ae-nem-minion",
        NemType::Power { .. } => "ae-nem-power",
    }
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

/// A nemesis card: in play (its life or tokens now; a button, a click paying a power off
/// or aiming at a minion) or on the discard pile (read only); `large` is the inspector's
/// copy.
pub fn nem_card(n: &NemCardView, in_play: bool, ctx: Option<&Ctx>, large: bool) -> Html {
    let obj = Obj::Nem(n.id);
    let lit = ctx.filter(|_| in_play).map(|ctx| ctx.lit(obj)).unwrap_or_default();
    let class = classes!("ae-nem-card", kind_class(n.ty), in_play.then_some("ae-in-play"), large.then_some("ae-large"), lit_classes(lit));
    let big = n.clone();
    let h = ctx.filter(|_| !large).map(|ctx| ctx.inspect(move || nem_card(&big, in_play, None, true)));
    let onclick = ctx.filter(|_| in_play && !large).map(|ctx| ctx.click(obj));
    let body = html! {
        <>
            <span class="ae-card-art" aria-hidden="true">{ nem_art(n) }</span>
            <span class="ae-card-name">{ n.name }</span>
            { counter(n, in_play) }
            <span class="ae-card-type">{ nem_state(n, in_play) }</span>
            <span class="ae-card-text">{ card_text(n.text) }</span>
        </>
    };
    card_element(class, body, lit, h, onclick, Tags { nem: Some(n.id.0.to_string()), ..Tags::default() })
}
