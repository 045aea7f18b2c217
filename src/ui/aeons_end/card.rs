//! A player card (gem, relic or spell) drawn as a card of the game: a frame in its
//! type's colour, its name and cost gem, its picture, its type line and its whole text
//! with the symbols drawn. A button when it can be clicked, named by what it shows;
//! hover, focus or a long press shows it large in the page's inspector.

use yew::prelude::*;

use super::art::{card_art, type_emblem};
use super::interact::Obj;
use super::symbols::{card_text, symbol, Sym};
use crate::games::aeons_end::view::CardView;
use crate::games::aeons_end::CardType;
use crate::ui::common::{use_inspector, Lit};

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

/// The class of the frame of a card's type.
fn type_class(t: CardType) -> &'static str {
    match t {
        CardType::Gem => "ae-type-gem",
        CardType::Relic => "ae-type-relic",
        CardType::Spell => "ae-type-spell",
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

/// A player card: a button when it can be clicked, else read only; every copy but the
/// inspector's own shows itself large on hover, focus or a long press.
#[component]
pub fn Card(props: &CardProps) -> Html {
    let inspector = use_inspector();
    let c = &props.card;
    let size = match props.face {
        Face::Full => "ae-full",
        Face::Compact => "ae-compact",
        Face::Large => "ae-large",
    };
    let class = classes!("ae-card", type_class(c.ty), size, lit_classes(props.lit));
    let big = c.clone();
    let h = (props.face != Face::Large)
        .then(|| inspector.handlers(move || html! { <Card card={big.clone()} face={Face::Large} /> }));
    let onclick = props.obj.map(|obj| {
        let on_click = props.on_click.clone();
        Callback::from(move |_: MouseEvent| on_click.emit(obj))
    });
    let focus = h.as_ref().filter(|_| onclick.is_some());
    html! {
        <@{if onclick.is_some() { "button" } else { "div" }} {class} data-card={c.id.0.to_string()} data-kind={c.kind_key()}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.as_ref().map(|h| h.on_enter())} onmouseleave={h.as_ref().map(|h| h.on_leave())}
            onfocus={focus.map(|h| h.on_focus())} onblur={focus.map(|h| h.on_blur())}
            oncontextmenu={h.as_ref().map(|h| h.on_long_press())} {onclick}>
            { face(c, props.face) }{ props.children.clone() }
        </@>
    }
}
