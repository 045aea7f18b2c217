use yew::prelude::*;

use crate::games::lorcana::{Action, CardView};

/// One button of a card's menu.
#[derive(Clone, PartialEq)]
pub struct MenuItem {
    pub label: String,
    pub kind: &'static str,
    pub action: Action,
    /// Not legal now: the click asks the engine, which answers with the rule.
    pub why_not: bool,
}

#[derive(Properties, PartialEq)]
pub struct CardMenuProps {
    pub card: CardView,
    pub items: Vec<MenuItem>,
    pub on_pick: Callback<Action>,
    pub on_close: Callback<()>,
}

/// The exact legal actions of the selected card, then "why not?" for its usual ones.
#[component]
pub fn CardMenu(props: &CardMenuProps) -> Html {
    let close = props.on_close.clone();
    html! {
        <div class="card-menu" role="group" aria-label={format!("Actions for {}", props.card.name)}>
            <span class="title">{ props.card.name }</span>
            if props.items.iter().all(|i| i.why_not) {
                <span class="none">{ "No legal action for this card now." }</span>
            }
            { for props.items.iter().map(|item| {
                let (pick, action) = (props.on_pick.clone(), item.action);
                html! {
                    <button data-kind={item.kind}
                        class={classes!("menu-action", item.why_not.then_some("why-not"))}
                        onclick={move |_| pick.emit(action)}>
                        { &item.label }{ if item.why_not { " — why not?" } else { "" } }
                    </button>
                }
            }) }
            <button class="close" aria-label="Close menu" onclick={move |_| close.emit(())}>{ "×" }</button>
        </div>
    }
}
