//! One seat's row: who it is and whether it is their turn, its energy, its staging area,
//! its deck (and the other seat's hand) and its cache.

use yew::prelude::*;

use super::cache::cache;
use super::deck::deck;
use super::energy::energy;
use super::staging::staging;
use super::zone::{seat_label, Zone};

/// The zones of seat `z.seat`.
pub fn seat(z: &Zone) -> Html {
    let (seat, v) = (z.seat, &z.view);
    let mine = seat == v.seat;
    let active = v.active == seat;
    let lost = v.players[seat].biomes_lost;
    html! {
        <section key={format!("seat-{seat}")} class={classes!("nx-side", format!("nx-seat-{seat}"), if mine { "nx-mine" } else { "nx-theirs" }, active.then_some("nx-active"))}
            aria-label={format!("{}{}", seat_label(seat), if mine { " (you)" } else { "" })}>
            <div class="nx-who">
                <strong>{ seat_label(seat) }{ if mine { " (you)" } else { "" } }</strong>
                <span class="nx-turn">{ match (active, mine) { (true, true) => "your turn", (true, false) => "their turn", _ => "" } }</span>
                if lost > 0 { <span class="nx-lost-count">{ format!("{lost} biome(s) lost") }</span> }
            </div>
            <div class="nx-staging">
                { energy(z) }
                { staging(z) }
            </div>
            { deck(z) }
            { cache(z) }
        </section>
    }
}
