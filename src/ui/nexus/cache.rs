//! A seat's cache (NX-4.6): executed events, cancelled and terminated cards, face up and
//! public; the pile shows its count and opens to the list, newest first, each card's
//! words in its title.

use yew::prelude::*;

use super::art::CACHE;
use super::markup::Markup;
use super::words::describe;
use super::zone::Zone;

/// The cache of seat `z.seat`.
pub fn cache(z: &Zone) -> Html {
    let cache = &z.view.players[z.seat].cache;
    let mut m = Markup::default();
    m.raw(r#"<details class="nx-cache"><summary title="Cache: executed, cancelled and terminated cards">"#);
    m.icon(CACHE).raw(r#"<span class="nx-cache-word">Cache </span>"#).num(cache.len() as i64).raw("</summary><ul>");
    for c in cache.iter().rev() {
        m.raw(r#"<li title=""#).text(&describe(c)).raw(r#"">"#).text(c.name).raw("</li>");
    }
    m.raw("</ul></details>");
    m.html()
}
