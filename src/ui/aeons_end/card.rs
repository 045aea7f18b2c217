//! A player card or a nemesis card face, drawn whole (name, type, cost, full text), as a
//! button when it can be clicked; its symbols drawn (`symbols.rs`) and shown large in
//! the page's inspector on hover, focus or a long press.

use yew::prelude::*;

use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::view::{CardView, NemCardView};
use crate::games::aeons_end::CardType;
use crate::ui::common::use_inspector;

use super::symbols::{card_text, symbol, Sym};

/// How a card is marked on the table.
#[derive(Clone, Copy, Default, PartialEq)]
pub struct Marks {
    /// It has a legal action now.
    pub lit: bool,
    /// It is a target of the selected object's actions.
    pub target: bool,
    pub selected: bool,
    /// The other side's last move acted on it (the partner's or the nemesis's).
    pub their_last: bool,
}

impl Marks {
    pub fn classes(&self) -> Classes {
        classes!(
            self.lit.then_some("ae-lit"),
            self.target.then_some("ae-target"),
            self.selected.then_some("ae-selected"),
            self.their_last.then_some("ae-their-last")
        )
    }
}

pub fn type_word(t: CardType) -> &'static str {
    match t {
        CardType::Gem => "Gem",
        CardType::Relic => "Relic",
        CardType::Spell => "Spell",
    }
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub card: CardView,
    #[prop_or_default]
    pub marks: Marks,
    #[prop_or_default]
    pub on_click: Option<Callback<()>>,
    #[prop_or_default]
    pub small: bool,
    /// Drawn large, in the inspector (not a button).
    #[prop_or_default]
    pub large: bool,
}

/// A player card's words for screen readers: name, type, cost and its whole text.
pub fn card_words(c: &CardView) -> String {
    format!("{}, {} costing {} aether: {}", c.name, type_word(c.ty), c.cost, c.text)
}

/// A player card. Hover, focus or a long press shows it large with its whole text in
/// the page's inspector (a reserved place: nothing on the table moves).
#[component]
pub fn Card(props: &CardProps) -> Html {
    let inspector = use_inspector();
    let c = &props.card;
    let label = card_words(c);
    let class = classes!(
        "ae-card",
        format!("ae-type-{}", type_word(c.ty).to_lowercase()),
        props.small.then_some("ae-small"),
        props.large.then_some("ae-large"),
        props.marks.classes()
    );
    let body = html! {
        <>
            <span class="ae-card-head">
                <span class="ae-card-name">{ c.name }</span>
                <span class="ae-cost ae-sym ae-sym-aether" aria-hidden="true" title={format!("Cost: {} aether", c.cost)}>{ c.cost }</span>
            </span>
            <span class="ae-card-type">{ type_word(c.ty) }</span>
            <span class="ae-card-text">{ card_text(c.text) }</span>
        </>
    };
    if props.large {
        return html! { <div {class} role="img" aria-label={label}>{ body }</div> };
    }
    let big = c.clone();
    let h = inspector.handlers(move || html! { <Card card={big.clone()} large=true /> });
    match &props.on_click {
        Some(cb) => {
            let cb = cb.clone();
            html! {
                <button {class} aria-label={label} data-card={c.id.0.to_string()} data-kind={c.kind_key()}
                    onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
                    oncontextmenu={h.on_long_press()}
                    onclick={move |_| cb.emit(())}>{ body }</button>
            }
        }
        None => html! {
            <div {class} role="img" aria-label={label} data-card={c.id.0.to_string()} data-kind={c.kind_key()}
                onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} oncontextmenu={h.on_long_press()}>{ body }</div>
        },
    }
}

/// The words of a nemesis card's state in play.
pub fn nem_state(n: &NemCardView) -> String {
    match n.ty {
        NemType::Minion { life } => format!("Minion · life {}/{life}", n.life),
        NemType::Power { tokens, discard_cost } => {
            format!("Power · {} of {tokens} tokens left · TO DISCARD: {discard_cost} aether", n.tokens)
        }
        NemType::Attack => "Attack".into(),
    }
}

#[derive(Properties, PartialEq)]
pub struct NemCardProps {
    pub card: NemCardView,
    #[prop_or_default]
    pub marks: Marks,
    #[prop_or_default]
    pub on_click: Option<Callback<()>>,
    #[prop_or_default]
    pub in_play: bool,
    /// Drawn large, in the inspector.
    #[prop_or_default]
    pub large: bool,
}

#[component]
pub fn NemCard(props: &NemCardProps) -> Html {
    let inspector = use_inspector();
    let n = &props.card;
    let state = if props.in_play { nem_state(n) } else { format!("Tier {}", n.tier) };
    let label = format!("{} ({state}): {}", n.name, n.text);
    let class = classes!(
        "ae-nem-card",
        props.in_play.then_some("ae-in-play"),
        props.large.then_some("ae-large"),
        props.marks.classes()
    );
    let counter = match n.ty {
        NemType::Minion { .. } if props.in_play => symbol(Sym::Life, &n.life.to_string(), &format!("{} life", n.life)),
        NemType::Power { .. } if props.in_play => {
            html! { <span class="ae-counter ae-token-counter" title="Power tokens">{ n.tokens }</span> }
        }
        _ => html! {},
    };
    let body = html! {
        <>
            <span class="ae-card-head"><span class="ae-card-name">{ n.name }</span>{ counter }</span>
            <span class="ae-card-type">{ state }</span>
            <span class="ae-card-text">{ card_text(n.text) }</span>
        </>
    };
    if props.large {
        return html! { <div {class} role="img" aria-label={label}>{ body }</div> };
    }
    let (big, in_play) = (n.clone(), props.in_play);
    let h = inspector.handlers(move || html! { <NemCard card={big.clone()} {in_play} large=true /> });
    match &props.on_click {
        Some(cb) => {
            let cb = cb.clone();
            html! { <button {class} aria-label={label} data-nem={n.id.0.to_string()}
                onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
                oncontextmenu={h.on_long_press()}
                onclick={move |_| cb.emit(())}>{ body }</button> }
        }
        None => html! {
            <div {class} role="img" aria-label={label} data-nem={n.id.0.to_string()}
                onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} oncontextmenu={h.on_long_press()}>{ body }</div>
        },
    }
}
