//! Battle's improvised summon (TK-12.6): a summon that would spend the once-per-game
//! improvised summon of an enemy colour waits for the player's "yes", so it is never
//! spent by a click that did not mean it. The rules are not changed: the protocol and
//! the computer summon at once.

use yew::prelude::*;

use super::words::improvised_words;
use crate::games::tash_kalar::{Action, TashKalar, TashKalarView};
use crate::ui::common::{use_focus_trap, use_pick, Pick};
use crate::ui::game_ui::{Ask, TableProps};

/// The table's props with an `act` that asks first before an improvised summon, and the
/// summon waiting for the answer.
#[hook]
pub fn use_confirmed_act(props: &TableProps<TashKalar>) -> (TableProps<TashKalar>, Pick<Action>) {
    let waiting = use_pick::<Action>(props.version);
    let act = {
        let (ask, act, waiting) = (props.ask.clone(), props.act.clone(), waiting.clone());
        Callback::from(move |a: Action| {
            if matches!(a, Action::Summon { .. }) && ask.preview(&a).is_some_and(|p| p.improvised.is_some()) {
                waiting.set(Some(a));
            } else {
                act.emit(a);
            }
        })
    };
    (TableProps { act, ..props.clone() }, waiting)
}

/// The question for the summon waiting in `waiting`: the summon and its words.
pub fn question(view: &TashKalarView, ask: &Ask<TashKalar>, waiting: &Pick<Action>) -> Option<(Action, String)> {
    let a = (**waiting)?;
    let Action::Summon { card, square, .. } = a else { return None };
    let words = improvised_words(view, square, &ask.preview(&a)?)?;
    Some((a, format!("{} on {}: this summon {words}.", card.name(), square.label())))
}

#[derive(Properties, PartialEq)]
pub struct ConfirmProps {
    pub summon: Action,
    pub words: AttrValue,
    pub act: Callback<Action>,
    pub on_close: Callback<()>,
}

/// "Use your one improvised summon?": the summon in words, then yes or no.
#[component]
pub fn ImprovisedConfirm(props: &ConfirmProps) -> Html {
    let node = use_node_ref();
    let trap = use_focus_trap(node.clone());
    let yes = {
        let (act, close, a) = (props.act.clone(), props.on_close.clone(), props.summon);
        Callback::from(move |_: MouseEvent| {
            close.emit(());
            act.emit(a);
        })
    };
    let no = props.on_close.reform(|_: MouseEvent| ());
    let on_key = {
        let close = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| if e.key() == "Escape" { close.emit(()) } else { trap.emit(e) })
    };
    html! {
        <div ref={node} class="card-menu tk-confirm tk-menu" role="alertdialog" aria-labelledby="tk-confirm-title"
            aria-describedby="tk-confirm-words" onkeydown={on_key}>
            <span class="title" id="tk-confirm-title">{ "Use your one improvised summon?" }</span>
            <p class="tk-confirm-words" id="tk-confirm-words">{ props.words.clone() }</p>
            <button class="menu-action primary tk-confirm-yes" data-kind="summon" onclick={yes}>{ "Summon and use it" }</button>
            <button class="menu-action tk-confirm-no" onclick={no}>{ "Keep it for later" }</button>
        </div>
    }
}
