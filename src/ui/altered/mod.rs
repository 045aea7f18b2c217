//! Altered's table: the Adventure track with the four expedition markers, the two
//! expeditions of each side facing each other with their terrain totals, Limbo with the
//! pending Reactions in order, each player's hero, mana, reserve, landmarks and discard,
//! and the own hand. Rendered from the seat's [`AlteredView`] and the legal list only.

mod adventure;
mod card;
mod side;
mod table;

use yew::prelude::*;

use super::common::deck_picker;
use super::game_ui::{GameUi, TableProps};
use crate::games::altered::{Action, Altered, AlteredOptions, DeckChoice};

pub use table::AlteredTable;

impl GameUi for Altered {
    type Preview = ();

    /// The day (AL-5.0.1) with setup before day 1, named as `Game::phase` names them.
    const PHASES: &'static [(&'static str, &'static [&'static str])] = &[
        ("Setup", &["Mana"]),
        ("Morning", &["Succeed", "Prepare", "Draw", "Expand"]),
        ("Noon", &["At Noon"]),
        ("Afternoon", &["Turns"]),
        ("Dusk", &["Progress"]),
        ("Night", &["Rest", "Clean-up"]),
    ];

    fn seat_count(_: &AlteredOptions) -> usize {
        2
    }

    fn options_form(options: AlteredOptions, on_change: Callback<AlteredOptions>) -> Html {
        let decks = [(DeckChoice::A, "Verdant Pact (Ysolde, Root-Speaker)"), (DeckChoice::B, "Tidebound Order (Odrin, Tide Captain)")];
        let picker = |label: &'static str, current: DeckChoice, set: fn(&mut AlteredOptions, DeckChoice)| {
            deck_picker(label, current, decks, &options, &on_change, set)
        };
        html! {
            <div class="options-form">
                { picker("P1 deck", options.p1_deck, |o, d| o.p1_deck = d) }
                { picker("P2 deck", options.p2_deck, |o, d| o.p2_deck = d) }
                <p class="hint">{ "The first player is drawn from the seed." }</p>
            </div>
        }
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <AlteredTable ..props /> }
    }

    fn is_bar_action(action: &Action) -> bool {
        matches!(action, Action::Pass | Action::SkipExpand | Action::Done | Action::Yes | Action::No | Action::Concede)
    }
}
