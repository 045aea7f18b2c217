//! Several pattern images of the selected card fit one square (TK-5.10): the shared
//! action menu lists them, each previewed on the board under the pointer or focus.

use yew::prelude::*;

use super::preview::summon_preview;
use super::summon::Summoning;
use crate::games::tash_kalar::{Action, CardId, Square, TashKalar};
use crate::ui::common::{ActionMenu, MenuItem};
use crate::ui::game_ui::Ask;

/// The chooser of the images of `card` at `at`, with the hovered one's preview in words.
pub fn image_chooser(
    card: CardId,
    at: Square,
    s: &Summoning,
    ask: &Ask<TashKalar>,
    act: &Callback<Action>,
    words: Option<AttrValue>,
) -> Html {
    let items: Vec<MenuItem<Action>> = s
        .squares
        .get(&at)
        .into_iter()
        .flatten()
        .map(|&orientation| {
            let action = Action::Summon { card, square: at, orientation };
            let info = ask.describe(&action);
            MenuItem { label: info.label, kind: info.kind, action, why_not: false }
        })
        .collect();
    let on_close = {
        let choosing = s.choosing.clone();
        Callback::from(move |_: ()| choosing.set(None))
    };
    let on_hover = {
        let image = s.image.clone();
        Callback::from(move |a: Option<Action>| {
            image.set(a.and_then(|a| if let Action::Summon { orientation, .. } = a { Some(orientation) } else { None }))
        })
    };
    html! {
        <div key="chooser" class="menu-slot">
            <ActionMenu<Action> key={at.label()} title={format!("{} on {}: which image?", card.name(), at.label())}
                class="tk-chooser tk-menu" {items} on_pick={act.clone()} {on_close} {on_hover}>
                { summon_preview(words, s.squares.len()) }
            </ActionMenu<Action>>
        </div>
    }
}
