//! One seat's row: who it is, whether it is their turn (and what of the turn's anomaly
//! and conversion is left), its energy, its staging area, its deck (and the other
//! seat's hand) and its cache.

use yew::prelude::*;

use super::cache::cache;
use super::deck::deck;
use super::energy::energy;
use super::markup::Markup;
use super::staging::staging;
use super::zone::{seat_label, Zone};

/// The zones of seat `z.seat`.
pub fn seat(z: &Zone) -> Html {
    let (seat, v) = (z.seat.min(1), &z.view);
    let mine = seat == v.seat && !z.watching;
    let active = v.active == seat;
    let lost = v.players[seat].biomes_lost;
    let mut who = Markup::default();
    who.raw(r#"<div class="nx-who"><strong>"#).raw(seat_label(seat)).raw(if mine { " (you)</strong>" } else { "</strong>" });
    if active {
        // This turn's anomaly and conversion, once each (NX-5.5, NX-5.6).
        let p = &v.players[seat];
        who.span("nx-turn").raw(if mine { "your turn" } else { "their turn" }).end();
        who.raw(if p.anomaly_this_turn { r#"<span class="nx-used">anomaly played"# } else { r#"<span>may play an anomaly"# });
        who.raw(if p.converted_this_turn { r#"</span><span class="nx-used">converted"# } else { r#"</span><span>may convert"# });
        who.raw("</span>");
    }
    if lost > 0 {
        who.span("nx-lost-count").num(lost as i64).raw(" biome(s) lost").end();
    }
    who.raw("</div>");
    html! {
        <section key={["seat-0", "seat-1"][seat]}
            class={classes!("nx-side", ["nx-seat-0", "nx-seat-1"][seat], if mine { "nx-mine" } else { "nx-theirs" }, active.then_some("nx-active"))}
            aria-label={if mine { ["P1 (you)", "P2 (you)"][seat] } else { seat_label(seat) }}>
            { who.html() }
            <div class="nx-staging">
                { energy(z) }
                { staging(z) }
            </div>
            { deck(z) }
            { cache(z) }
        </section>
    }
}
