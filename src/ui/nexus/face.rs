//! The drawn face of a card, hidden from screen readers (the card's button says it all).
//! One face for every form: the stylesheet draws it as a whole card (the frame's colour
//! its alignment, NX-3.1, the picture window's shape and icon its type), as an agent's
//! token (the picture a round portrait) or as an energy chip (a crystal); costs are
//! gems, speed a bolt with its number, attack a blade and defense a shield. Written as
//! markup (src/ui/nexus/markup.rs): it holds no handler.

use yew::prelude::*;

use super::art::{kind_emblem, picture, BLADE, LOCK, SHIELD, SPEED};
use super::markup::Markup;
use super::words::kind_name;
use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::CardView;

/// The face of `c`, with a planned advance noted on it ("→ Left", NX-9.1.1).
pub fn face(c: &CardView, note: Option<&str>) -> Html {
    let whole = !c.converted;
    let mut m = Markup::default();
    m.raw(r#"<span class="nx-face" aria-hidden="true">"#);
    if whole && !c.cost.is_empty() {
        m.span("nx-cost").gems(&c.cost).end();
    }
    if whole && c.speed > 0 {
        m.span("nx-speed").icon(SPEED).num(c.speed as i64).end();
    }
    m.span("nx-art").icon(picture(c.code)).end();
    m.span("nx-type").icon(kind_emblem(c)).text(kind_name(c)).end();
    if whole && !c.text.is_empty() {
        m.span("nx-text").gems(c.text).end();
    }
    if let Some(o) = &c.output {
        m.span("nx-output").icon(LOCK).gems(o).end();
    }
    if whole && c.kind == Kind::Agent {
        m.span("nx-stats");
        m.span("nx-atk").icon(BLADE).raw("<b>").num(c.attack as i64).raw("</b>").end();
        m.span("nx-def").icon(SHIELD).raw("<b>").num(c.defense as i64).raw("</b>").end();
        m.end();
    }
    m.span("nx-badges");
    if c.damage > 0 {
        m.span("nx-damage").raw("-").num(c.damage as i64).end();
    }
    if c.increase > 0 {
        m.span("nx-marker").raw("+").num(c.increase as i64).end();
    }
    if c.locked {
        m.span("nx-lock-badge").icon(LOCK).raw("<span>locked</span>").end();
    }
    if c.arrived_this_turn {
        m.raw(r#"<span class="nx-new">new</span>"#);
    }
    m.end();
    if let Some(n) = note {
        m.span("nx-note").raw("→ ").text(n).end();
    }
    if !c.attached.is_empty() {
        m.span("nx-attached");
        for a in &c.attached {
            m.span("nx-gear").icon(picture(a.code)).span("nx-gear-name").text(a.name).end().end();
        }
        m.end();
    }
    m.end();
    m.html()
}
