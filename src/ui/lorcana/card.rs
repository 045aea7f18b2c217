//! A Lorcana card on the table: its face (src/ui/lorcana/card_face.rs) in a frame of its
//! ink's colour and its type's shape (styles/cards.css), lit as the shared interaction
//! layer says, read whole on hover, focus or a long press, and moving in when it arrives.

use yew::prelude::*;

use super::card_face::{card_face, describe_card, kind_word};
use crate::games::lorcana::cards::CardType;
use crate::games::lorcana::{CardId, CardView};
use crate::ui::common::{fly_in, remember, use_inspector, Lit};

#[derive(Properties, PartialEq)]
pub struct LorcanaCardProps {
    pub card: CardView,
    #[prop_or_default]
    pub lit: Lit,
    pub on_click: Callback<CardId>,
    /// The large copy shown by the inspector: all text, no handlers.
    #[prop_or_default]
    pub large: bool,
}

/// A card drawn as a card. Its button's accessible name is its printed words (no
/// `aria-label` that could differ from what is seen). Hover, focus or a long press
/// shows it large with all its text.
#[component]
pub fn LorcanaCard(props: &LorcanaCardProps) -> Html {
    let inspector = use_inspector();
    let c = &props.card;
    let id = c.id;
    let node = use_node_ref();
    {
        // Arriving (the table standard, point 4: the other side's moves are followed): a drawn card comes from its owner's deck, a card
        // put into play from where it was clicked or from its owner's hand.
        let (node, arrived) = (node.clone(), props.lit.arrived);
        use_effect_with((), move |_| {
            if let (true, Some(el)) = (arrived, node.cast::<web_sys::Element>()) {
                arrive(&el, id);
            }
        });
    }
    let on_click = props.on_click.clone();
    let class = classes!(
        "card",
        kind_word(c),
        format!("ink-{}", c.ink.to_ascii_lowercase()),
        c.exerted.then_some("exerted"),
        (c.drying && c.card_type == CardType::Character).then_some("drying"),
        props.lit.actionable.then_some("lo-actionable"),
        props.lit.selected.then_some("selected"),
        props.lit.target.then_some("target"),
        props.lit.last_from.then_some("last-from"),
        props.lit.last_to.then_some("last-to"),
        props.lit.hinted.then_some("hinted"),
        props.large.then_some("large"),
    );
    let face = card_face(c);
    if props.large {
        return html! { <div {class} role="img" aria-label={describe_card(c)}>{ face }</div> };
    }
    let big = c.clone();
    let h =
        inspector.handlers(move || html! { <LorcanaCard card={big.clone()} on_click={Callback::noop()} large=true /> });
    html! {
        <button ref={node} {class} data-card={id.0.to_string()} data-def={c.def}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |e: MouseEvent| {
                // Where it was clicked, so that it moves from here to where it goes.
                if let Some(el) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
                    remember(&card_key(id), &el);
                    remember(LAST_CLICK, &el);
                }
                on_click.emit(id)
            }}>
            { face }
        </button>
    }
}

/// The key of a card's last known place (src/ui/common/motion.rs).
fn card_key(id: CardId) -> String {
    format!("lo-card-{}", id.0)
}

/// The key of the last card clicked: an inked card flies from there to the inkwell.
pub const LAST_CLICK: &str = "lo-last-click";

/// A card that has just appeared in a zone moves in: from where it was clicked if it
/// was, else from its owner's deck (into a hand) or hand (into play).
fn arrive(el: &web_sys::Element, id: CardId) {
    let doc = web_sys::window().and_then(|w| w.document());
    // The card's own side, or the viewer's for a card in the hand.
    let side = el
        .closest(".lo-side")
        .ok()
        .flatten()
        .or_else(|| doc.as_ref().and_then(|d| d.query_selector(".lo-side.lo-mine").ok().flatten()));
    let find = |sel: &str| side.as_ref().and_then(|s| s.query_selector(sel).ok().flatten());
    let from = if el.closest(".lo-hand").ok().flatten().is_some() {
        find(".lo-deck")
    } else {
        find(".lo-hand-count").or_else(|| doc.as_ref().and_then(|d| d.query_selector(".lo-hand").ok().flatten()))
    };
    fly_in(&card_key(id), el, from.as_ref());
}
