//! The turn's line above the table: the aether to spend and what the nemesis did since
//! the viewer last decided. The prompt is the action bar's alone (read aloud there), so
//! the table never says a second one.

use yew::prelude::*;

use super::symbols::{symbol, Sym};
use crate::games::aeons_end::view::{AeonsEndView, NemesisView};
use crate::games::aeons_end::Phase;

/// The cards the nemesis played or that acted in its latest turn, by name. A card still
/// resolving is in neither zone yet: the log names it.
pub fn last_turn_names(n: &NemesisView) -> String {
    let name = |id| n.play.iter().chain(&n.discard).find(|c| c.id == id).map(|c| c.name);
    n.last_turn.iter().filter_map(|&id| name(id)).collect::<Vec<_>>().join(", ")
}

/// The line above the table: the aether and what the nemesis's latest turn played (the
/// prompt and the other mage's moves are the action bar's; every step is in the log).
pub fn status(v: &AeonsEndView) -> Html {
    let spending = matches!(v.phase, Phase::Main | Phase::Casting | Phase::Draw);
    let aether = if spending {
        html! {
            <span class="ae-aether">
                <span class="ae-aether-word">{ "Aether " }</span>
                { symbol(Sym::Aether, &v.aether.to_string(), "aether to spend") }
                if v.restricted > 0 { <span class="ae-restricted">{ format!(" +{} for breaches only", v.restricted) }</span> }
            </span>
        }
    } else {
        html! { <span class="ae-aether ae-nemesis-turn">{ "Nemesis turn" }</span> }
    };
    let names = last_turn_names(&v.nemesis);
    html! {
        <div class="ae-status" aria-live="polite">
            { aether }
            <p class="ae-their-moves">
                if !names.is_empty() { { "Nemesis's last turn: " }{ names } }
            </p>
        </div>
    }
}
