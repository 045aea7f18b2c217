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
use super::ctx::Ctx;
use crate::ui::common::{InspectHandlers, Lit};

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
        (lit.last_from || lit.last_to).then_some("ae-their-last"),
        lit.hinted.then_some("hinted")
    )
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

/// What a card element is, for the page and its tests: `data-nem` (a nemesis card's
/// id) or `data-kind` (a player card's design).
#[derive(Default)]
pub struct Tags {
    pub nem: Option<String>,
    pub kind: Option<&'static str>,
}

/// A card element: a button when `onclick` is given, else read only; `h` shows it large.
pub fn card_element(
    class: Classes,
    body: Html,
    lit: Lit,
    h: Option<InspectHandlers>,
    onclick: Option<Callback<MouseEvent>>,
    tags: Tags,
) -> Html {
    let focus = h.as_ref().filter(|_| onclick.is_some());
    html! {
        <@{if onclick.is_some() { "button" } else { "div" }} {class} data-nem={tags.nem} data-kind={tags.kind}
            aria-pressed={lit.selected.then_some("true")}
            onmouseenter={h.as_ref().map(|h| h.on_enter())} onmouseleave={h.as_ref().map(|h| h.on_leave())}
            onfocus={focus.map(|h| h.on_focus())} onblur={focus.map(|h| h.on_blur())}
            oncontextmenu={h.as_ref().map(|h| h.on_long_press())} {onclick}>
            { body }
        </@>
    }
}

/// A player card. `obj` is what a click on it is (`None`: only read); `extra` is drawn
/// over its corner (a supply pile's count). Every copy but the inspector's own shows
/// itself large on hover, focus or a long press.
pub fn card(c: &CardView, face: Face, obj: Option<Obj>, ctx: Option<&Ctx>, extra: Html) -> Html {
    let lit = match (obj, ctx) {
        (Some(o), Some(ctx)) => ctx.lit(o),
        _ => Lit::default(),
    };
    let size = match face {
        Face::Full => "ae-full",
        Face::Compact => "ae-compact",
        Face::Large => "ae-large",
    };
    let class = classes!("ae-card", type_class(c.ty), size, lit_classes(lit));
    let big = c.clone();
    let h = ctx.map(|ctx| ctx.inspect(move || card(&big, Face::Large, None, None, Html::default())));
    let onclick = obj.zip(ctx).map(|(o, ctx)| ctx.click(o));
    let body = html! { <>{ self::face(c, face) }{ extra }</> };
    card_element(class, body, lit, h, onclick, Tags { kind: Some(c.kind_key()), nem: None })
}
