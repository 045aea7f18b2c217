//! The drawn face of a card, hidden from screen readers (the card's button says it all).
//! One face for every form: the stylesheet draws it as a whole card (the frame's colour
//! its alignment, NX-3.1, the picture window's shape and icon its type), as an agent's
//! token (the picture a round portrait) or as an energy chip (a crystal); costs are
//! gems, speed a bolt with its number, attack a blade and defense a shield.

use yew::prelude::*;

use super::art::{art, icon, kind_icon};
use super::gems::{gems, SYMBOLS};
use super::words::kind_name;
use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::CardView;
use crate::ui::common::rich_text;

/// The face of `c`, with a planned advance noted on it ("→ Left", NX-9.1.1).
pub fn face(c: &CardView, note: Option<&'static str>) -> Html {
    let whole = !c.converted;
    html! {
        <span class="nx-face" aria-hidden="true">
            if whole && !c.cost.is_empty() { <span class="nx-cost">{ gems(&c.cost) }</span> }
            if whole && c.speed > 0 { <span class="nx-speed">{ icon("speed") }{ c.speed }</span> }
            <span class="nx-art">{ art(c.code) }</span>
            <span class="nx-type">{ kind_icon(c) }{ kind_name(c) }</span>
            if whole && !c.text.is_empty() { <span class="nx-text">{ rich_text(c.text, SYMBOLS) }</span> }
            if let Some(o) = &c.output { <span class="nx-output">{ icon("lock") }{ gems(o) }</span> }
            if whole && c.kind == Kind::Agent {
                <span class="nx-stats">
                    <span class="nx-atk">{ icon("blade") }<b>{ c.attack }</b></span>
                    <span class="nx-def">{ icon("shield") }<b>{ c.defense }</b></span>
                </span>
            }
            <span class="nx-badges">
                if c.damage > 0 { <span class="nx-damage">{ format!("-{}", c.damage) }</span> }
                if c.increase > 0 { <span class="nx-marker">{ format!("+{}", c.increase) }</span> }
                if c.locked { <span class="nx-lock-badge">{ icon("lock") }<span>{ "locked" }</span></span> }
                if c.arrived_this_turn { <span class="nx-new">{ "new" }</span> }
            </span>
            if let Some(n) = note { <span class="nx-note">{ "→ " }{ n }</span> }
            if !c.attached.is_empty() {
                <span class="nx-attached">{ for c.attached.iter().map(|a| html! { <span class="nx-gear">{ art(a.code) }<span>{ a.name }</span></span> }) }</span>
            }
        </span>
    }
}
