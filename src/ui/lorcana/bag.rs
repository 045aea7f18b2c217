//! The bag between the two sides (LO-7.7): the triggered abilities waiting, in order,
//! and the action or song resolving now. Its height is reserved, so entries appearing
//! never move the sides; the prompt is in the action bar.

use yew::prelude::*;

use super::art::{picture, SPRITE};
use super::card::LorcanaCard;
use super::card_face::{describe_card, SYMBOLS};
use crate::games::lorcana::{BagView, CardId, CardView};
use crate::ui::common::{icon, rich_text, seat_name, use_inspector, Icon};

#[derive(Properties, PartialEq)]
pub struct BagProps {
    pub entries: Vec<BagView>,
    pub resolving: Option<CardView>,
    /// Sources the viewer may resolve next (bag order is a decision, LO-7.7).
    pub choosable: Vec<CardId>,
    pub on_pick: Callback<CardId>,
}

/// One waiting ability: its source, its owner and its text; a button the viewer clicks
/// to resolve it next when the order is theirs to choose. Its accessible name is its
/// words as shown (symbols say their words).
fn entry(e: &BagView, can: bool, pick: Callback<CardId>) -> Html {
    let src = e.source;
    html! {
        <button class={classes!("lo-bag-entry", format!("seat-{}", e.owner), can.then_some("lo-actionable"))}
            aria-disabled={(!can).then_some("true")} onclick={move |_| if can { pick.emit(src) }} title={e.text}>
            <strong>{ e.source_name }</strong>{ format!(" ({})", seat_name(e.owner)) }
            <span class="lo-bag-text">{ rich_text(e.text, SYMBOLS) }</span>
        </button>
    }
}

#[derive(Properties, PartialEq)]
struct ResolvingProps {
    card: CardView,
}

/// The action or song resolving now, as a strip of the bag's height (its picture, name
/// and text on one line), so a choice it asks for never moves the sides or the hand;
/// hover, focus or a long press shows it whole.
#[component]
fn Resolving(props: &ResolvingProps) -> Html {
    let c = &props.card;
    let big = c.clone();
    let h = use_inspector().handlers(move || html! { <LorcanaCard card={big.clone()} on_click={Callback::noop()} large=true /> });
    html! {
        <div class={classes!("lo-resolving", format!("lo-ink-{}", c.ink.to_ascii_lowercase()))} tabindex="0" role="group"
            aria-label={format!("Resolving: {}", describe_card(c))}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}>
            <span class="lo-label">{ "Resolving" }</span>
            <Icon sprite={SPRITE} name={picture(c.def)} class="lo-resolving-art" />
            <strong>{ c.name }</strong>
            <span class="lo-bag-text">{ rich_text(c.text, SYMBOLS) }</span>
        </div>
    }
}

/// The bag and what is resolving.
#[component]
pub fn Bag(props: &BagProps) -> Html {
    html! {
        <section class="lo-bag-strip" aria-label="The bag">
            if let Some(c) = &props.resolving { <Resolving card={c.clone()} /> }
            <div class="lo-bag">
                <span class="lo-label"><Icon sprite={SPRITE} name={icon("swap-bag")} />{ format!("Bag ({})", props.entries.len()) }</span>
                { for props.entries.iter().map(|e| entry(e, props.choosable.contains(&e.source), props.on_pick.clone())) }
            </div>
        </section>
    }
}
