//! Battle's improvised summon (TK-12.6): a summon that would spend the once-per-game
//! improvised summon of an enemy colour waits for the player's "yes", so it is never
//! spent by a click that did not mean it. The rules are not changed: the protocol and
//! the computer summon at once.

use yew::prelude::*;

use super::words::improvised_words;
use crate::games::tash_kalar::{Action, TashKalar, TashKalarView};
use crate::ui::common::{use_pick, ActionMenu, MenuItem, Pick};
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

/// "Use your one improvised summon?": the summon in words, then yes (the summon, through
/// the table's `act`, which asks nothing more) or Close, which keeps it for later. The
/// shared action menu, so focus, Escape and the arrow keys work as in every menu.
pub fn confirm_menu(summon: Action, words: String, act: &Callback<Action>, on_close: Callback<()>) -> Html {
    let items = vec![MenuItem { label: "Summon and use it".into(), kind: "summon", action: summon, why_not: false }];
    html! {
        <div key="confirm" class="menu-slot">
            <ActionMenu<Action> key="confirm" title="Use your one improvised summon?" class="tk-confirm tk-menu"
                {items} on_pick={act.clone()} {on_close}>
                <p class="tk-confirm-words">{ words }{ " Close keeps it for later." }</p>
            </ActionMenu<Action>>
        </div>
    }
}
