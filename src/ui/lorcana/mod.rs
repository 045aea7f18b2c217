//! Lorcana's table: one component per zone of each seat (lore, deck, inkwell, play area
//! with locations, discard, hand) and the bag, over the seat's [`LorcanaView`].

mod bag;
mod card;
mod card_menu;
mod hand;
mod side;
mod table;

use yew::prelude::*;

use super::game_ui::{GameUi, TableProps};
use crate::games::lorcana::{Action, DeckChoice, Lorcana, LorcanaOptions};

pub use table::LorcanaTable;

impl GameUi for Lorcana {
    /// The seed's turn structure (LO-3.1) with setup before the first turn.
    const PHASES: &'static [(&'static str, &'static [&'static str])] = &[
        ("Setup", &["Alter hand"]),
        ("Start of turn", &["Ready", "Set", "Draw"]),
        ("Main", &[]),
        ("End of turn", &[]),
    ];

    fn seat_count(_: &LorcanaOptions) -> usize {
        2
    }

    fn options_form(options: LorcanaOptions, on_change: Callback<LorcanaOptions>) -> Html {
        let deck_picker = |label: &'static str, current: DeckChoice, set: fn(&mut LorcanaOptions, DeckChoice)| {
            let (options, on_change) = (options.clone(), on_change.clone());
            let onchange = Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let mut o = options.clone();
                set(&mut o, if value == "B" { DeckChoice::B } else { DeckChoice::A });
                on_change.emit(o);
            });
            html! {
                <label>{ label }
                    <select {onchange} aria-label={label}>
                        <option value="A" selected={current == DeckChoice::A}>{ "Emberfall Vanguard (Ember + Moss)" }</option>
                        <option value="B" selected={current == DeckChoice::B}>{ "Tidewatch Chorus (Tide + Dusk)" }</option>
                    </select>
                </label>
            }
        };
        html! {
            <div class="options-form">
                { deck_picker("P1 deck", options.p1_deck, |o, d| o.p1_deck = d) }
                { deck_picker("P2 deck", options.p2_deck, |o, d| o.p2_deck = d) }
                <p class="hint">{ "The starting player is drawn from the seed." }</p>
            </div>
        }
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <LorcanaTable ..props /> }
    }

    fn is_bar_action(action: &Action) -> bool {
        matches!(
            action,
            Action::KeepHand
                | Action::EndTurn
                | Action::Confirm
                | Action::Decline
                | Action::ChooseAmount { .. }
                | Action::Concede
        )
    }
}
