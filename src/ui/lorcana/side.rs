//! One seat's side of the table: lore, deck, inkwell, discard and the play area.

use std::collections::HashSet;
use std::rc::Rc;

use yew::prelude::*;

use super::card::{Lit, LorcanaCard};
use crate::games::lorcana::{CardId, CardView, InkwellView, SeatView};
use crate::ui::common::seat_name;

/// Which cards are lit, for every zone at once.
#[derive(Clone, Default, PartialEq)]
pub struct Highlights {
    pub actionable: HashSet<CardId>,
    pub targets: HashSet<CardId>,
    pub selected: Option<CardId>,
    /// The other side's last moves: the cards that acted and the cards acted on.
    pub last_from: HashSet<CardId>,
    pub last_to: HashSet<CardId>,
}

impl Highlights {
    pub fn lit(&self, id: CardId) -> Lit {
        Lit {
            actionable: self.actionable.contains(&id),
            selected: self.selected == Some(id),
            target: self.targets.contains(&id),
            last_from: self.last_from.contains(&id),
            last_to: self.last_to.contains(&id),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub seat: SeatView,
    pub mine: bool,
    pub active: bool,
    pub highlights: Rc<Highlights>,
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
        <section class={classes!("side", format!("seat-{}", s.seat), if props.mine { "mine" } else { "theirs" }, props.active.then_some("active"))}
            aria-label={format!("{}'s side", seat_name(s.seat))}>
            <div class="side-info">
                <span class="who">{ seat_name(s.seat) }{ if props.mine { " (you)" } else { "" } }
                    { match (props.active, props.mine) { (true, true) => " · your turn", (true, false) => " · their turn", _ => "" } }</span>
                <LoreTrack lore={s.lore} />
                <div class="zone deck" title="Deck" aria-label={format!("Deck: {} cards", s.deck)}>
                    <div class="card-back mini"></div><span class="count">{ s.deck }</span>
                </div>
                if !props.mine {
                    <div class="zone hand-count" aria-label={format!("Hand: {} cards", s.hand_count)}>
                        { for (0..s.hand_count.min(10)).map(|_| html! { <div class="card-back tiny"></div> }) }
                        <span class="count">{ format!("{} in hand", s.hand_count) }</span>
                    </div>
                }
                <Inkwell ink={s.inkwell.clone()} used={s.ink_used_this_turn} />
                <Discard cards={s.discard.clone()} />
            </div>
            <div class="play-zone">
                if !s.locations.is_empty() {
                    <div class="locations">
                        { for s.locations.iter().map(|loc| html! {
                            <div class="location-slot" key={loc.id.0}>
                                { card(loc) }
                                <div class="at-location" aria-label={format!("At {}", loc.name)}>
                                    { for s.characters.iter().filter(|c| c.at_location == Some(loc.id)).map(card) }
                                </div>
                            </div>
                        }) }
                    </div>
                }
                <div class="characters" aria-label="Characters">{ for loose.into_iter().map(card) }</div>
                if !s.items.is_empty() {
                    <div class="items" aria-label="Items">{ for s.items.iter().map(card) }</div>
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
        <div class="lore-track" role="meter" aria-valuemin="0" aria-valuemax="20" aria-valuenow={props.lore.to_string()}
            aria-label={format!("Lore {} of 20", props.lore)}>
            <span class="lore-value">{ format!("◆ {}", props.lore) }</span>
            <span class="pips">
                { for (1..=20u32).map(|i| html! { <span class={classes!("pip", (i <= props.lore).then_some("on"))}></span> }) }
            </span>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct InkwellProps {
    ink: InkwellView,
    used: bool,
}

/// Ink: ready and exerted, face down (LO-4.2, LO-7.5.4).
#[component]
fn Inkwell(props: &InkwellProps) -> Html {
    let InkwellView { total, ready } = props.ink;
    html! {
        <div class="zone inkwell" aria-label={format!("Inkwell: {ready} of {total} ready")}>
            <span class="ink-drops">
                { for (0..total).map(|i| html! { <span class={classes!("ink", if i < ready { "ready" } else { "spent" })}></span> }) }
            </span>
            <span class="count">{ format!("{ready}/{total} ink") }</span>
            if props.used { <span class="badge" title="This turn's ink is used">{ "inked" }</span> }
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
    html! {
        <details class="zone discard">
            <summary>{ format!("Discard ({})", props.cards.len()) }</summary>
            <ol class="discard-list">
                { for props.cards.iter().rev().map(|c| html! {
                    <li>{ c.name }{ c.version.map(|v| format!(" – {v}")).unwrap_or_default() }</li>
                }) }
            </ol>
        </details>
    }
}
