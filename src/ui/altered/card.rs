//! One card or object, drawn as an Altered card: its frame says its type and faction,
//! its picture sits in the middle, its costs in the corner and its terrain statistics
//! along the bottom. Its name for screen readers is its own visible words with the
//! numbers said in words (never a label that differs from what is shown), and hover,
//! focus or a long press shows it large with its whole text.

use yew::prelude::*;

use super::face::face;
use super::interact::Key;
use crate::games::altered::cards::CardType;
use crate::games::altered::view::{Face, ObjView};
use crate::ui::common::{use_inspector, Lit};

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
/// Tidebound Order, Skyward Caravan; a token is drawn in its maker's green).
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
        Some("SC") => "al-fac-sc",
        _ => "al-fac-vp",
    };
    classes!("al-card", kind, faction)
}

/// A card drawn as a card.
#[component]
pub fn AlCard(props: &AlCardProps) -> Html {
    let inspector = use_inspector();
    let key = props.at;
    let o = props.obj.as_ref();
    let lit = props.lit;
    let class = classes!(
        frame_classes(&props.face),
        o.is_some_and(|o| o.exhausted).then_some("al-exhausted"),
        lit.actionable.then_some("al-actionable"),
        lit.selected.then_some("al-selected"),
        lit.target.then_some("al-target"),
        (lit.last_from || lit.last_to).then_some("al-last"),
        lit.hinted.then_some("hinted"),
        props.large.then_some("al-large"),
        // Just come into its zone (drawn, played): it moves in, by CSS (styles/altered.css).
        lit.arrived.then_some("al-arrived"),
    );
    let last = lit.last_from || lit.last_to;
    let face = face(&props.face, o, last);
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
        <button {class} data-card={data_card} data-obj={data_obj} data-code={props.face.code}
            aria-pressed={lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |_| on_click.emit(key)}>
            { face }
        </button>
    }
}
