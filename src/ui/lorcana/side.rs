//! One seat's side of the table: lore, deck, inkwell, discard and the play area.

use std::rc::Rc;

use yew::prelude::*;

use super::card::{LorcanaCard, LAST_CLICK};
use crate::games::lorcana::{CardId, CardView, InkwellView, SeatView};
use crate::ui::common::{fly_in, pulse, seat_name, Highlights};

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub seat: SeatView,
    pub mine: bool,
    pub active: bool,
    pub highlights: Rc<Highlights<CardId>>,
    pub on_card: Callback<CardId>,
}

/// A seat's zones, the play area grouped by location.
#[component]
pub fn Side(props: &SideProps) -> Html {
    let s = &props.seat;
    let card = |c: &CardView| {
        html! {
            <LorcanaCard key={c.id.0} card={c.clone()} lit={props.highlights.lit(c.id)} on_click={props.on_card.clone()} />
        }
    };
    let loose: Vec<&CardView> = s.characters.iter().filter(|c| c.at_location.is_none()).collect();
    html! {
        <section class={classes!("lo-side", format!("seat-{}", s.seat), if props.mine { "lo-mine" } else { "lo-theirs" }, props.active.then_some("lo-active"))}
            aria-label={format!("{}'s side", seat_name(s.seat))}>
            <div class="lo-side-info">
                <span class="lo-who">{ seat_name(s.seat) }{ if props.mine { " (you)" } else { "" } }
                    { match (props.active, props.mine) { (true, true) => " · your turn", (true, false) => " · their turn", _ => "" } }</span>
                <LoreTrack lore={s.lore} />
                <div class="lo-zone lo-deck" title="Deck" role="img" aria-label={format!("Deck: {} cards", s.deck)}>
                    <div class="lo-card-back lo-mini"></div><span class="lo-count">{ s.deck }</span>
                </div>
                if !props.mine {
                    <div class="lo-zone lo-hand-count" role="img" aria-label={format!("Hand: {} cards", s.hand_count)}>
                        { for (0..s.hand_count.min(10)).map(|_| html! { <div class="lo-card-back lo-tiny"></div> }) }
                        <span class="lo-count">{ format!("{} in hand", s.hand_count) }</span>
                    </div>
                }
                <Inkwell ink={s.inkwell.clone()} used={s.ink_used_this_turn} seat={s.seat} mine={props.mine} />
                <Discard cards={s.discard.clone()} />
            </div>
            <div class="lo-play-zone">
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
                <div class="lo-characters" role="group" aria-label="Characters">{ for loose.into_iter().map(card) }</div>
                if !s.items.is_empty() {
                    <div class="lo-items" role="group" aria-label="Items">{ for s.items.iter().map(card) }</div>
                }
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct LoreTrackProps {
    lore: u32,
}

/// Lore from 0 to 20; 20 wins (LO-1.8.1.1).
#[component]
fn LoreTrack(props: &LoreTrackProps) -> Html {
    html! {
        <div class="lo-lore-track" role="meter" aria-valuemin="0" aria-valuemax="20" aria-valuenow={props.lore.to_string()}
            aria-label={format!("Lore {} of 20", props.lore)}>
            <span class="lo-lore-value">{ format!("◆ {}", props.lore) }</span>
            <span class="lo-pips">
                { for (1..=20u32).map(|i| html! { <span class={classes!("lo-pip", (i <= props.lore).then_some("lo-on"))}></span> }) }
            </span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct InkwellProps {
    ink: InkwellView,
    used: bool,
    seat: usize,
    mine: bool,
}

/// Ink: ready and exerted, face down (LO-4.2, LO-7.5.4).
#[component]
fn Inkwell(props: &InkwellProps) -> Html {
    let InkwellView { total, ready } = props.ink;
    let drops = use_node_ref();
    {
        // A card put into the inkwell (the table standard, point 4: the other side's moves are followed): the new drop comes from the
        // card that was clicked (mine) or from the other seat's hand.
        let (drops, seat, mine) = (drops.clone(), props.seat, props.mine);
        let before = use_mut_ref(|| total);
        use_effect_with(total, move |total| {
            let grew = *total > *before.borrow();
            *before.borrow_mut() = *total;
            let new = drops.cast::<web_sys::Element>().and_then(|d| d.last_element_child());
            if let (true, Some(el)) = (grew, new) {
                let doc = web_sys::window().and_then(|w| w.document());
                let from = doc.and_then(|d| d.query_selector(&format!(".lo-side.seat-{seat} .lo-hand-count")).ok().flatten());
                let key = if mine { LAST_CLICK.to_string() } else { format!("lo-ink-{seat}-{total}") };
                fly_in(&key, &el, from.as_ref());
            }
        });
    }
    html! {
        <div class="lo-zone lo-inkwell" role="img" aria-label={format!("Inkwell: {ready} of {total} ready")}>
            <span class="lo-ink-drops" ref={drops}>
                { for (0..total).map(|i| html! { <span key={i} class={classes!("lo-ink", if i < ready { "lo-ready" } else { "lo-spent" })}></span> }) }
            </span>
            <span class="lo-count">{ format!("{ready}/{total} ink") }</span>
            if props.used { <span class="lo-badge" title="This turn's ink is used">{ "inked" }</span> }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct DiscardProps {
    cards: Vec<CardView>,
}

/// The discard pile, face up and browsable.
#[component]
fn Discard(props: &DiscardProps) -> Html {
    let summary = use_node_ref();
    {
        // A card put into the discard pile: the pile's label pulses.
        let summary = summary.clone();
        let before = use_mut_ref(|| props.cards.len());
        use_effect_with(props.cards.len(), move |n| {
            let grew = *n > *before.borrow();
            *before.borrow_mut() = *n;
            if let (true, Some(el)) = (grew, summary.cast::<web_sys::Element>()) {
                pulse(&el);
            }
        });
    }
    html! {
        <details class="lo-zone lo-discard">
            <summary ref={summary}>{ format!("Discard ({})", props.cards.len()) }</summary>
            <ol class="lo-discard-list">
                { for props.cards.iter().rev().map(|c| html! {
                    <li>{ c.name }{ c.version.map(|v| format!(" – {v}")).unwrap_or_default() }</li>
                }) }
            </ol>
        </details>
    }
}
