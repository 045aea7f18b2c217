//! Decks and discard piles: each player's being deck and discard pile (TK-3.5, TK-7),
//! whose school and cards in hand, and the shared legend and flare decks (TK-1.6).

use yew::prelude::*;

use super::piece::colour_class;
use crate::games::tash_kalar::view::PlayerView;
use crate::games::tash_kalar::TashKalarView;
use crate::ui::common::seat_name;

/// The zone, drawn with the table (a plain function: it has no state of its own); no
/// seat is "you" on a watcher's page (`watching`).
pub fn piles(v: &TashKalarView, watching: bool) -> Html {
    html! {
        <section class="tk-piles" aria-label="Decks and discard piles">
            <h2>{ "Decks" }</h2>
            { for v.players.iter().map(|p| player(p, p.seat == v.active, p.seat == v.seat && !watching)) }
            <div class="tk-shared-decks">
                <span class="tk-pile tk-legend-deck">{ format!("Legend deck {} · discard {}", v.legend_deck, v.legend_discard) }</span>
                <span class="tk-pile tk-flare-deck">{ format!("Flare deck {} · discard {}", v.flare_deck, v.flare_discard) }</span>
            </div>
        </section>
    }
}

fn player(p: &PlayerView, active: bool, me: bool) -> Html {
    html! {
        <div class={classes!("tk-player", colour_class(p.colour), active.then_some("tk-active"))}>
            <span class="tk-swatch" aria-hidden="true" />
            <span class="tk-seat">{ seat_name(p.seat) }{ if me { " (you)" } else { "" } }{ if active { " ▶" } else { "" } }</span>
            <span class="school">{ p.school }</span>
            <span class="counts">
                { format!("hand {} · flare {} · deck {} · discard {}", p.hand_count, p.flare_count, p.deck, p.discard.len()) }
            </span>
            if !p.discard.is_empty() {
                <details class="tk-discard">
                    <summary>{ "discard pile" }</summary>
                    <ul>{ for p.discard.iter().rev().map(|c| html! { <li>{ format!("{} {}", c.code, c.name) }</li> }) }</ul>
                </details>
            }
        </div>
    }
}
