//! The turn's words above the table: who decides and what (the pending decision's own
//! words, the same as the action bar's), the aether to spend, and what the nemesis did
//! since the viewer last decided.

use yew::prelude::*;

use super::symbols::{symbol, Sym};
use crate::games::aeons_end::view::AeonsEndView;
use crate::games::aeons_end::Phase;

/// The prompt: the outcome, or who decides and the decision's words.
fn prompt(v: &AeonsEndView, decides: bool) -> String {
    match (&v.outcome, &v.decision) {
        (Some(o), _) => format!("{}: {}", if o.winners.is_empty() { "The mages lose" } else { "The mages win" }, o.reason),
        (None, Some(d)) if decides => {
            let who = if d.team { "Your team" } else { v.mages.get(d.seat).map_or("You", |m| m.name) };
            format!("{who}: {}", d.prompt)
        }
        (None, Some(d)) => format!("Waiting for P{}: {}", d.seat + 1, d.prompt),
        (None, None) => String::new(),
    }
}

/// The cards the nemesis played or that acted in its latest turn, by name.
fn nemesis_line(v: &AeonsEndView) -> Option<String> {
    let n = &v.nemesis;
    // A card still resolving is in neither zone yet: the log names it.
    let name = |id| n.play.iter().chain(&n.discard).find(|c| c.id == id).map(|c| c.name);
    let names: Vec<&str> = n.last_turn.iter().filter_map(|&id| name(id)).collect();
    (!names.is_empty()).then(|| format!("Nemesis's last turn: {}", names.join(", ")))
}

/// The line above the table: the aether, the prompt (read aloud; the action bar shows
/// it) and what the nemesis's latest turn played (the other mage's moves are the action
/// bar's "last move" line; every step is in the log).
pub fn status(v: &AeonsEndView, decides: bool) -> Html {
    let spending = matches!(v.phase, Phase::Main | Phase::Casting | Phase::Draw);
    let aether = if spending {
        html! {
            <span class="ae-aether">
                <span class="ae-aether-word">{ "Aether " }</span>
                { symbol(Sym::Aether, &v.aether.to_string(), &v.aether.to_string()) }
                if v.restricted > 0 { <span class="ae-restricted">{ format!(" +{} for breaches only", v.restricted) }</span> }
            </span>
        }
    } else {
        html! { <span class="ae-aether ae-nemesis-turn">{ "Nemesis turn" }</span> }
    };
    let line = nemesis_line(v);
    html! {
        <div class="ae-status" aria-live="polite">
            { aether }
            <p class="ae-prompt visually-hidden" data-rule={v.decision.as_ref().map_or("", |d| d.rule)}>{ prompt(v, decides) }</p>
            <p class="ae-their-moves">{ line.unwrap_or_default() }</p>
        </div>
    }
}
