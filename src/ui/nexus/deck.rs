//! A seat's deck (NX-4.1) and, for the other seat, its hand (NX-4.2): face-down piles
//! with their counts, which anyone may know (NX-1.5).

use yew::prelude::*;

use super::markup::Markup;
use super::zone::Zone;

/// The deck of seat `z.seat`, and its hand's backs when it is not the viewer's (a
/// watcher's page counts both).
pub fn deck(z: &Zone) -> Html {
    let p = &z.view.players[z.seat];
    let mut m = Markup::default();
    m.raw(r#"<div class="nx-piles"><span class="nx-pile nx-deck" role="img" title="Deck" aria-label="Deck: "#);
    m.num(p.deck_count as i64).raw(r#" cards"><i class="nx-back"></i><b>"#).num(p.deck_count as i64).raw("</b></span>");
    if z.seat != z.view.seat || z.watching {
        m.raw(r#"<span class="nx-pile nx-hand-count" role="img" title="Hand" aria-label="Hand: "#).num(p.hand_count as i64).raw(r#" cards">"#);
        for _ in 0..p.hand_count.min(7) {
            m.raw(r#"<i class="nx-back"></i>"#);
        }
        m.raw("<b>").num(p.hand_count as i64).raw("</b></span>");
    }
    m.raw("</div>");
    m.html()
}
