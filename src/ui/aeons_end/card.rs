//! A player card (gem, relic or spell) drawn as a card of the game: a frame in its
//! type's colour, its name and cost gem, its picture, its type line and its whole text
//! with the symbols drawn. A button when it can be clicked, named by what it shows;
//! hover, focus or a long press shows it large in the page's inspector.

use yew::prelude::*;

use super::art::{card_art, type_emblem};
use super::interact::Obj;
use super::symbols::{card_text, symbol, Sym};
use crate::games::aeons_end::view::CardView;
use crate::games::aeons_end::{CardId, CardType};
use crate::ui::common::{fly_in, remember, use_inspector, Lit};

/// How much of the card a zone shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Face {
    /// Name, cost, picture, type and text: a hand.
    #[default]
    Full,
    /// Name, cost and picture; the text is read aloud and shown large on hover: the
    /// supply, the played row, a discard pile.
    Compact,
    /// The inspector's copy.
    Large,
}

pub fn type_word(t: CardType) -> &'static str {
    match t {
        CardType::Gem => "Gem",
        CardType::Relic => "Relic",
        CardType::Spell => "Spell",
    }
}

/// The table's classes for how an object is lit: something to do with it, a target of
/// the selection, selected, or what the other side's last moves acted on.
pub fn lit_classes(lit: Lit) -> Classes {
    classes!(
        lit.actionable.then_some("ae-lit"),
        lit.target.then_some("ae-target"),
        lit.selected.then_some("ae-selected"),
        (lit.last_from || lit.last_to).then_some("ae-their-last")
    )
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub card: CardView,
    /// What a click on it is; `None` for a card that is only read.
    #[prop_or_default]
    pub obj: Option<Obj>,
    #[prop_or_default]
    pub lit: Lit,
    #[prop_or_default]
    pub on_click: Callback<Obj>,
    #[prop_or_default]
    pub face: Face,
    /// Drawn over the card's corner: a supply pile's count.
    #[prop_or_default]
    pub children: Html,
}

/// The key of a card's last known place (src/ui/common/motion.rs).
fn card_key(id: CardId) -> String {
    format!("ae-card-{}", id.0)
}

/// The card's face: everything it says, in reading order (the button's name).
fn face(c: &CardView, face: Face) -> Html {
    let text = if face == Face::Compact { "ae-card-text visually-hidden" } else { "ae-card-text" };
    html! {
        <>
            <span class="ae-card-art" aria-hidden="true">{ card_art(c.kind) }</span>
            <span class="ae-card-name">{ c.name }</span>
            { symbol(Sym::Aether, &c.cost.to_string(), &format!("costs {} aether", c.cost)) }
            <span class="ae-card-type">{ type_emblem(c.ty) }{ type_word(c.ty) }</span>
            <span class={text}>{ card_text(c.text) }</span>
        </>
    }
}

/// A player card.
#[component]
pub fn Card(props: &CardProps) -> Html {
    let inspector = use_inspector();
    let node = use_node_ref();
    let c = &props.card;
    {
        // Arriving (drawn, played, prepped, gained): it moves in from where it was
        // clicked, else grows in where it lands.
        let (node, arrived, id) = (node.clone(), props.lit.arrived, c.id);
        use_effect_with((), move |_| {
            if let (true, Some(el)) = (arrived, node.cast::<web_sys::Element>()) {
                fly_in(&card_key(id), &el, None);
            }
        });
    }
    let size = match props.face {
        Face::Full => "ae-full",
        Face::Compact => "ae-compact",
        Face::Large => "ae-large",
    };
    let class =
        classes!("ae-card", format!("ae-type-{}", type_word(c.ty).to_lowercase()), size, lit_classes(props.lit));
    if props.face == Face::Large {
        return html! { <div {class}>{ face(c, Face::Full) }</div> };
    }
    let big = c.clone();
    let h = inspector.handlers(move || html! { <Card card={big.clone()} face={Face::Large} /> });
    let Some(obj) = props.obj else {
        return html! {
            <div {class} data-card={c.id.0.to_string()} data-kind={c.kind_key()}
                onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} oncontextmenu={h.on_long_press()}>
                { face(c, props.face) }{ props.children.clone() }
            </div>
        };
    };
    let (on_click, id) = (props.on_click.clone(), c.id);
    html! {
        <button ref={node} {class} data-card={c.id.0.to_string()} data-kind={c.kind_key()}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |e: MouseEvent| {
                // Where it was clicked, so that it moves from here to where it goes.
                if let Some(el) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
                    remember(&card_key(id), &el);
                }
                on_click.emit(obj)
            }}>
            { face(c, props.face) }{ props.children.clone() }
        </button>
    }
}
