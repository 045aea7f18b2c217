//! The viewing seat's hand of beings (TK-9.1: three from its school's deck); its legends
//! and flare have zones of their own beside it, drawn the same way.

use yew::prelude::*;

use super::card::TkCard;
use super::interact::Obj;
use crate::games::tash_kalar::{CardView, FlareStatus, TashKalarView};
use crate::ui::common::Highlights;

/// One zone of the viewer's cards.
pub struct Zone<'a> {
    pub cards: &'a [CardView],
    pub colour: u8,
    pub teams: bool,
    pub lit: &'a Highlights<Obj>,
    pub on_card: &'a Callback<Obj>,
    /// The flares' criteria against each opponent (TK-8.2).
    pub flare_status: &'a [FlareStatus],
}

impl<'a> Zone<'a> {
    /// The zone of `cards` on the viewer's table.
    pub fn of(cards: &'a [CardView], v: &'a TashKalarView, lit: &'a Highlights<Obj>, on_card: &'a Callback<Obj>) -> Self {
        Zone { cards, colour: v.my_colour, teams: v.teams, lit, on_card, flare_status: &v.flare_status }
    }
}

/// A zone's titled group of cards, or "none". Plain functions rather than components:
/// each card is a component and redraws only when its own look changes.
pub fn group(z: &Zone, title: &'static str, class: &'static str, label: &'static str) -> Html {
    html! {
        <section class={classes!("tk-hand-group", class)} aria-label={label}>
            <h2 class="tk-group-title">{ title }</h2>
            <div class="tk-cards">
                { for z.cards.iter().map(|c| {
                    let flare: Vec<FlareStatus> = z.flare_status.iter().filter(|f| f.card == c.id).cloned().collect();
                    html! {
                        <TkCard key={c.id.0} card={c.clone()} colour={z.colour} teams={z.teams}
                            lit={z.lit.lit(Obj::Card(c.id))} {flare} on_click={z.on_card.clone()} />
                    }
                }) }
                if z.cards.is_empty() { <span class="tk-empty">{ "none" }</span> }
            </div>
        </section>
    }
}

/// The beings in hand.
pub fn hand(z: &Zone) -> Html {
    group(z, "Beings", "tk-beings", "Your beings")
}
