//! A Tash-Kalar card in hand: its frame says its kind and rank in its holder's colour,
//! its face is drawn by [`super::face`]. Hover, focus or a long press shows it large.

use yew::prelude::*;

use super::face::face;
use super::interact::Obj;
use super::piece::{colour_class, rank_word};
use crate::games::tash_kalar::{CardKind, CardView, FlareStatus};
use crate::ui::common::{grow_in, use_inspector, Lit};

#[derive(Properties, PartialEq)]
pub struct TkCardProps {
    pub card: CardView,
    /// The holder's colour, for the frame and the pattern's pieces.
    pub colour: u8,
    #[prop_or_default]
    pub lit: Lit,
    /// For a flare: its criteria against each opponent.
    #[prop_or_default]
    pub flare: Vec<FlareStatus>,
    #[prop_or_default]
    pub teams: bool,
    #[prop_or_default]
    pub on_click: Callback<Obj>,
    /// The large copy shown by the inspector.
    #[prop_or_default]
    pub large: bool,
}

/// The frame's classes: kind, colour, rank, and how it is lit.
fn frame(c: &CardView, colour: u8, lit: Lit, large: bool) -> Classes {
    let kind = match c.kind {
        CardKind::Being => "tk-being",
        CardKind::Legend => "tk-legend",
        CardKind::Flare => "tk-flare",
    };
    classes!(
        "tk-card",
        kind,
        colour_class(colour),
        c.rank.map(|r| format!("tk-rank-{}", rank_word(r))),
        lit.actionable.then_some("tk-actionable"),
        lit.selected.then_some("tk-selected"),
        lit.hinted.then_some("hinted"),
        large.then_some("large"),
    )
}

#[component]
pub fn TkCard(props: &TkCardProps) -> Html {
    let inspector = use_inspector();
    let (c, lit) = (&props.card, props.lit);
    let node = use_node_ref();
    {
        // A card that comes into the hand (drawn, taken) grows in.
        let node = node.clone();
        use_effect_with(lit.arrived, move |arrived| {
            if let (true, Some(el)) = (*arrived, node.cast::<web_sys::Element>()) {
                grow_in(&el);
            }
        });
    }
    let class = frame(c, props.colour, lit, props.large);
    let face = face(c, props.colour, &props.flare, props.teams);
    if props.large {
        return html! { <div {class} role="figure" aria-label={c.name}>{ face }</div> };
    }
    let big = (c.clone(), props.colour, props.flare.clone(), props.teams);
    let h = inspector.handlers(move || {
        let (card, colour, flare, teams) = big.clone();
        html! { <TkCard {card} {colour} {flare} {teams} large=true /> }
    });
    let (on_click, id) = (props.on_click.clone(), c.id);
    // No aria-label: the card's name is its visible words, which a screen reader reads
    // whole (the pattern is an image with its words).
    html! {
        <button ref={node} {class} data-card={c.code} data-id={id.0.to_string()}
            aria-pressed={if lit.selected { "true" } else { "false" }}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |_| on_click.emit(Obj::Card(id))}>
            { face }
        </button>
    }
}
