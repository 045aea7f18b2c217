//! The status line over the board: the open window (who holds the floor, which speeds
//! can be used now, NX-6.4) or, when none is open, what is happening instead (the
//! mulligans, a declaration, a choice), and the payment in progress (NX-5.4).

use yew::prelude::*;

use super::art::icon;
use super::gems::{gems, words};
use super::zone::{seat_label, Zone};
use crate::games::nexus::view::NexusView;
use crate::games::nexus::Step;

/// The window in words, or what happens while none is open.
pub fn window_line(v: &NexusView) -> String {
    let list = |s: &[u8]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ");
    let Some(f) = v.floor else {
        return match v.step {
            Step::Mulligan => "Mulligans (NX-12.4): each player keeps this opening hand of six or draws a new one".into(),
            Step::AdvanceDeclare(_) => "Advance step: agents are being sent into the biomes; no window is open".into(),
            Step::AttackDeclare => "Attack step: attackers are being declared; no window is open".into(),
            Step::DefendDeclare => "Defend step: defenders are being declared; no window is open".into(),
            _ => "A choice is being made; no window is open".into(),
        };
    };
    let who = if f == v.seat { "You hold the floor".to_string() } else { format!("{} holds the floor", seat_label(f)) };
    let now = if v.speeds_now.is_empty() { "no speed usable now".to_string() } else { format!("speed {} usable now", list(&v.speeds_now)) };
    format!("{who} · {now} · this window allows speed {}", list(&v.window_speeds).replace(", ", "/"))
}

/// The window line and the payment.
pub fn status(z: &Zone) -> Html {
    let v = &z.view;
    html! {
        <div key="status" class="nx-status" role="status" aria-live="polite">
            <p class={classes!("nx-window", v.floor.is_some().then_some("nx-open"))}>{ icon("speed") }{ window_line(v) }</p>
            if let Some((what, owed)) = &v.paying {
                <p class="nx-paying">{ icon("energy") }{ format!("{what}: ") }{ gems(owed) }
                    <span class="visually-hidden">{ words(owed) }</span>{ " still owed" }</p>
            }
        </div>
    }
}
