//! A seat's cards in play: its locations, each with the characters at it, then its
//! other characters, then its items. One row that scrolls sideways inside itself, so a
//! crowded board never pushes the hand out of the window.

use std::rc::Rc;

use yew::prelude::*;

use super::card::LorcanaCard;
use crate::games::lorcana::{CardId, CardView, SeatView};
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct PlayAreaProps {
    pub seat: SeatView,
    pub highlights: Rc<Highlights<CardId>>,
    pub on_card: Callback<CardId>,
}

/// The play area, grouped by location (LO-4.7: a character moved to a location stays
/// there).
#[component]
pub fn PlayArea(props: &PlayAreaProps) -> Html {
    let s = &props.seat;
    let card = |c: &CardView| {
        html! { <LorcanaCard key={c.id.0} card={c.clone()} lit={props.highlights.lit(c.id)} on_click={props.on_card.clone()} /> }
    };
    let loose = s.characters.iter().filter(|c| c.at_location.is_none());
    let nothing = s.characters.is_empty() && s.items.is_empty() && s.locations.is_empty();
    html! {
        <div class="lo-play-zone">
            if nothing { <span class="lo-empty-zone">{ "No cards in play" }</span> }
            if !s.locations.is_empty() {
                <div class="lo-locations">
                    { for s.locations.iter().map(|loc| html! {
                        <div class="lo-location-slot" key={loc.id.0}>
                            { card(loc) }
                            <div class="lo-at-location" role="group" aria-label={format!("At {}", loc.name)}>
                                { for s.characters.iter().filter(|c| c.at_location == Some(loc.id)).map(card) }
                            </div>
                        </div>
                    }) }
                </div>
            }
            <div class="lo-characters" role="group" aria-label="Characters">{ for loose.map(card) }</div>
            if !s.items.is_empty() {
                <div class="lo-items" role="group" aria-label="Items">{ for s.items.iter().map(card) }</div>
            }
        </div>
    }
}
