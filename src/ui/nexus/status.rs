//! The status line over the board: the open window (who holds the floor, which speeds
//! can be used now, NX-6.4) or, when none is open, what is happening instead (the
//! mulligans, a declaration, a choice), and the payment in progress (NX-5.4).

use yew::prelude::*;

use super::art::{ENERGY, SPEED};
use super::gems::words;
use super::markup::Markup;
use super::zone::{seat_label, Zone};
use crate::games::nexus::view::NexusView;
use crate::games::nexus::Step;

/// The window in words, or what happens while none is open; `me` is the viewer's seat
/// (none for a watcher).
pub fn window_line(v: &NexusView, me: Option<usize>, m: &mut Markup) {
    let Some(f) = v.floor else {
        m.raw(match v.step {
            Step::Mulligan => "Mulligans (NX-12.4): each player keeps this opening hand of six or draws a new one",
            Step::BetweenMatches => "Between matches (NX-2.2): each player may swap cards of their deck with their reserve",
            Step::AdvanceDeclare(_) => "Advance step: agents are being sent into the biomes; no window is open",
            Step::AttackDeclare => "Attack step: attackers are being declared; no window is open",
            Step::DefendDeclare => "Defend step: defenders are being declared; no window is open",
            _ => "A choice is being made; no window is open",
        });
        return;
    };
    let mine = me == Some(f);
    m.raw(if mine { "You hold" } else { seat_label(f) }).raw(if mine { " the floor · " } else { " holds the floor · " });
    m.raw(if v.speeds_now.is_empty() { "no speed usable now" } else { "speed " });
    for (i, n) in v.speeds_now.iter().enumerate() {
        m.raw(if i > 0 { ", " } else { "" }).num(i64::from(*n));
    }
    m.raw(if v.speeds_now.is_empty() { "" } else { " usable now" }).raw(" · this window allows speed ");
    for (i, n) in v.window_speeds.iter().enumerate() {
        m.raw(if i > 0 { "/" } else { "" }).num(i64::from(*n));
    }
}

/// The window line and the payment.
pub fn status(z: &Zone) -> Html {
    let v = &z.view;
    let mut m = Markup::default();
    m.raw(if v.floor.is_some() { r#"<p class="nx-window nx-open">"# } else { r#"<p class="nx-window">"# }).icon(SPEED);
    window_line(v, (!z.watching).then_some(v.seat), &mut m);
    m.raw("</p>");
    if let Some(s) = &v.series {
        let me = (!z.watching).then_some(v.seat);
        m.raw(r#"<p class="nx-series">"#).text(&super::series::score_line(s, me)).raw("</p>");
    }
    if let Some((what, owed)) = &v.paying {
        m.raw(r#"<p class="nx-paying">"#).icon(ENERGY).text(what).raw(": ").span("nx-pips").gems(owed).end();
        m.raw(r#"<span class="visually-hidden">"#).text(&words(owed)).raw("</span> still owed</p>");
    }
    html! { <div key="status" class="nx-status" role="status" aria-live="polite">{ m.html() }</div> }
}
