//! A seat's cache (NX-4.6): executed events, cancelled and terminated cards, face up and
//! public; the pile shows its count and opens to the list, newest first.

use yew::prelude::*;

use super::art::icon;
use super::words::describe;
use super::zone::Zone;

/// The cache of seat `z.seat`.
pub fn cache(z: &Zone) -> Html {
    let cache = &z.view.players[z.seat].cache;
    html! {
        <details class="nx-cache">
            <summary title="Cache: executed, cancelled and terminated cards">{ icon("cache") }{ format!("Cache {}", cache.len()) }</summary>
            <ul>{ for cache.iter().rev().map(|c| html! { <li title={describe(c)}>{ c.name }</li> }) }</ul>
        </details>
    }
}
