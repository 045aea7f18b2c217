//! One card or object, drawn as an Altered card: its frame says its type and faction,
//! its picture sits in the middle, its costs in the corner and its terrain statistics
//! along the bottom. Its name for screen readers is its own visible words with the
//! numbers said in words (never a label that differs from what is shown), and hover,
//! focus or a long press shows it large with its whole text.

use yew::prelude::*;

use super::face::CardFace;
use super::interact::Key;
use crate::games::altered::cards::CardType;
use crate::games::altered::view::{Face, ObjView};
use crate::ui::common::{fly_in, remember, use_inspector, Lit};

#[derive(Properties, PartialEq)]
pub struct AlCardProps {
    pub face: Face,
    pub at: Key,
    #[prop_or_default]
    pub obj: Option<ObjView>,
    #[prop_or_default]
    pub lit: Lit,
    pub on_click: Callback<Key>,
    /// The large copy shown by the inspector: all text, no handlers.
    #[prop_or_default]
    pub large: bool,
}

/// The card's frame: its type and its faction (the design code's prefix: Verdant Pact,
/// Tidebound Order; a token is drawn in its maker's green).
pub fn frame_classes(face: &Face) -> Classes {
    let kind = match face.kind {
        CardType::Character => "al-kind-character",
        CardType::Spell => "al-kind-spell",
        CardType::Landmark => "al-kind-landmark",
        CardType::Gear => "al-kind-gear",
        CardType::Hero => "al-kind-hero",
        CardType::Token => "al-kind-token",
    };
    let faction = match face.code.get(..2) {
        Some("TO") => "al-fac-to",
        _ => "al-fac-vp",
    };
    classes!("al-card", kind, faction)
}

/// The key of a card's last place on screen (src/ui/common/motion.rs).
fn place_key(at: Key) -> String {
    format!("al-{at:?}")
}

/// A card that has just come into its zone moves in: a drawn card from its owner's
/// deck, a played one from its owner's hand (both on the owner's side), unless it was
/// last seen somewhere on the table.
fn arrive(el: &web_sys::Element, key: Key, owner: Option<usize>) {
    let pile = match (key, owner) {
        (Key::Hand(_), _) => ".al-side.al-mine .al-deck".to_string(),
        (_, Some(seat)) => format!(".al-side[data-seat=\"{seat}\"] .al-hand-pile"),
        _ => return,
    };
    let doc = web_sys::window().and_then(|w| w.document());
    let from = doc.and_then(|d| d.query_selector(&pile).ok().flatten());
    fly_in(&place_key(key), el, from.as_ref());
}

/// A card drawn as a card.
#[component]
pub fn AlCard(props: &AlCardProps) -> Html {
    let inspector = use_inspector();
    let node = use_node_ref();
    let key = props.at;
    {
        let (node, arrived) = (node.clone(), props.lit.arrived);
        let owner = props.obj.as_ref().map(|o| o.owner);
        use_effect_with((), move |_| {
            if let (true, Some(el)) = (arrived, node.cast::<web_sys::Element>()) {
                arrive(&el, key, owner);
            }
        });
    }
    let o = props.obj.as_ref();
    let lit = props.lit;
    let class = classes!(
        frame_classes(&props.face),
        o.is_some_and(|o| o.exhausted).then_some("al-exhausted"),
        lit.actionable.then_some("al-actionable"),
        lit.selected.then_some("al-selected"),
        lit.target.then_some("al-target"),
        (lit.last_from || lit.last_to).then_some("al-last"),
        props.large.then_some("al-large"),
    );
    let last = lit.last_from || lit.last_to;
    let face = html! { <CardFace face={props.face.clone()} obj={props.obj.clone()} large={props.large} {last} /> };
    if props.large {
        return html! { <div {class}>{ face }</div> };
    }
    let (data_card, data_obj) = match key {
        Key::Hand(c) => (Some(c.0.to_string()), None),
        Key::Obj(id) => (None, Some(id.0.to_string())),
        Key::Expedition(_) => (None, None),
    };
    let (big_face, big_obj) = (props.face.clone(), props.obj.clone());
    let h = inspector.handlers(move || {
        html! { <AlCard face={big_face.clone()} at={key} obj={big_obj.clone()} on_click={Callback::noop()} large=true /> }
    });
    let on_click = props.on_click.clone();
    html! {
        <button ref={node} {class} data-card={data_card} data-obj={data_obj} data-code={props.face.code}
            aria-pressed={lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |e: MouseEvent| {
                // Where it was clicked, so that what it becomes moves from here.
                if let Some(el) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
                    remember(&place_key(key), &el);
                }
                on_click.emit(key)
            }}>
            { face }
        </button>
    }
}
