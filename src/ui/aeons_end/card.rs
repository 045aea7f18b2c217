//! A player card or a nemesis card face, drawn whole (name, type, cost, full text), as a
//! button when it can be clicked.

use yew::prelude::*;

use crate::games::aeons_end::cards::NemType;
use crate::games::aeons_end::view::{CardView, NemCardView};
use crate::games::aeons_end::CardType;

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
}

#[component]
pub fn Card(props: &CardProps) -> Html {
    let c = &props.card;
    let label = format!("{}, {} costing {} aether: {}", c.name, type_word(c.ty), c.cost, c.text);
    let class = classes!(
        "ae-card",
        format!("ae-type-{}", type_word(c.ty).to_lowercase()),
        props.small.then_some("ae-small"),
        props.marks.classes()
    );
    let body = html! {
        <>
            <span class="ae-card-head">
                <span class="ae-card-name">{ c.name }</span>
                <span class="ae-cost" title="Cost in aether">{ c.cost }</span>
            </span>
            <span class="ae-card-type">{ type_word(c.ty) }</span>
            <span class="ae-card-text">{ c.text }</span>
        </>
    };
    match &props.on_click {
        Some(cb) => {
            let cb = cb.clone();
            html! {
                <button {class} aria-label={label.clone()} title={label} data-card={c.id.0.to_string()} data-kind={c.kind_key()}
                    onclick={move |_| cb.emit(())}>{ body }</button>
            }
        }
        None => html! {
            <div {class} role="img" aria-label={label.clone()} title={label} data-card={c.id.0.to_string()} data-kind={c.kind_key()}>{ body }</div>
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
}

#[component]
pub fn NemCard(props: &NemCardProps) -> Html {
    let n = &props.card;
    let state = if props.in_play { nem_state(n) } else { format!("Tier {}", n.tier) };
    let label = format!("{} ({state}): {}", n.name, n.text);
    let class = classes!("ae-nem-card", props.in_play.then_some("ae-in-play"), props.marks.classes());
    let counter = match n.ty {
        NemType::Minion { .. } if props.in_play => {
            html! { <span class="ae-counter ae-life-counter" title="Life">{ n.life }</span> }
        }
        NemType::Power { .. } if props.in_play => {
            html! { <span class="ae-counter ae-token-counter" title="Power tokens">{ n.tokens }</span> }
        }
        _ => html! {},
    };
    let body = html! {
        <>
            <span class="ae-card-head"><span class="ae-card-name">{ n.name }</span>{ counter }</span>
            <span class="ae-card-type">{ state }</span>
            <span class="ae-card-text">{ n.text }</span>
        </>
    };
    match &props.on_click {
        Some(cb) => {
            let cb = cb.clone();
            html! { <button {class} aria-label={label.clone()} title={label} data-nem={n.id.0.to_string()} onclick={move |_| cb.emit(())}>{ body }</button> }
        }
        None => {
            html! { <div {class} role="img" aria-label={label.clone()} title={label} data-nem={n.id.0.to_string()}>{ body }</div> }
        }
    }
}
