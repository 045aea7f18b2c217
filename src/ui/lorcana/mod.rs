//! Lorcana's table: one component per zone of each seat (lore, deck, inkwell, play area
//! with locations, discard, hand) and the bag, over the seat's [`LorcanaView`].

mod art;
mod bag;
mod card;
mod card_face;
mod decks;
mod arrows;
mod explain;
mod hand;
mod inkwell;
mod interact;
mod lore;
mod piles;
mod play_area;
mod side;
mod table;

use yew::prelude::*;

use super::game_ui::{GameUi, TableProps};
use crate::engine::Rng;
use crate::games::lorcana::cards::{build, premades};
use crate::games::lorcana::{Action, DeckSpec, Lorcana, LorcanaOptions};

pub use table::LorcanaTable;

impl GameUi for Lorcana {

    fn seat_count(_: &LorcanaOptions) -> usize {
        2
    }

    fn options_form(options: LorcanaOptions, on_change: Callback<LorcanaOptions>) -> Html {
        let picker = |label: &'static str, current: &DeckSpec, set: fn(&mut LorcanaOptions, DeckSpec)| {
            deck_select(label, current, &options, &on_change, set)
        };
        html! {
            <div class="options-form">
                { picker("P1 deck", &options.p1_deck, |o, d| o.p1_deck = d) }
                { picker("P2 deck", &options.p2_deck, |o, d| o.p2_deck = d) }
                <p class="hint">{ "The starting player is drawn from the seed." }</p>
            </div>
        }
    }

    const GUIDE: &'static str = include_str!("guide.md");

    const DECKS: bool = true;

    fn deck_config() -> Option<crate::ui::common::DeckConfig> {
        Some(decks::config())
    }

    fn premade_decks() -> Vec<crate::ui::common::deck_builder::Premade> {
        decks::premades()
    }
    const SCORE_NAME: &'static str = "Lore";

    fn explain(before: &Self, after: &Self, seat: crate::engine::Seat) -> Option<String> {
        explain::explain(before, after, seat)
    }

    /// Our own drawing for the lobby tile.
    fn tile_art() -> Html {
        html! {
            <svg class="tile-art" viewBox="0 0 120 60" aria-hidden="true">
                <defs>
                    <linearGradient id="lo-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2e5c" /><stop offset="1" stop-color="#6a4c93" /></linearGradient>
                </defs>
                <rect x="2" y="2" width="116" height="56" rx="8" fill="url(#lo-sky)" />
                <path d="M60 10 l7 12 -7 12 -7 -12z" fill="#e6c370" stroke="#fff6d8" stroke-width="1" />
                <rect x="18" y="18" width="22" height="32" rx="3" fill="#f6efe0" stroke="#b5452f" stroke-width="2" transform="rotate(-12 29 34)" />
                <rect x="80" y="18" width="22" height="32" rx="3" fill="#f6efe0" stroke="#3f6f9e" stroke-width="2" transform="rotate(12 91 34)" />
                <path d="M52 44 q8 -8 16 0 q-8 10 -16 0z" fill="#8c62d6" />
                <circle cx="36" cy="12" r="1.4" fill="#fff" /><circle cx="88" cy="9" r="1.2" fill="#fff" /><circle cx="104" cy="48" r="1" fill="#fff" />
            </svg>
        }
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <LorcanaTable ..props /> }
    }

    /// In your Main phase End turn is always offered: while it is refused (a Reckless
    /// character that can challenge must, LO-8.7; the bag holds an ability, LO-7.7) it
    /// asks why, instead of vanishing with no reason.
    fn bar_why_not(view: &crate::games::lorcana::LorcanaView) -> Vec<(Action, &'static str)> {
        let mine = view.to_act == Some(view.viewer) && view.active == view.viewer;
        let main = view.phase.first().is_some_and(|p| *p == "Main") && view.pending.is_none();
        if mine && main {
            vec![(Action::EndTurn, "End turn")]
        } else {
            Vec::new()
        }
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

/// A seat's deck: every premade deck, or a deck the computer builds at random (its list
/// goes into the options, so the game replays the same).
fn deck_select(
    label: &'static str,
    current: &DeckSpec,
    options: &LorcanaOptions,
    on_change: &Callback<LorcanaOptions>,
    set: fn(&mut LorcanaOptions, DeckSpec),
) -> Html {
    let (options, on_change) = (options.clone(), on_change.clone());
    let onchange = Callback::from(move |e: Event| {
        let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        let deck = if value == RANDOM {
            let mut rng = Rng::new((js_sys::Math::random() * 9.0e15) as u64);
            build::random_deck(&mut rng).map(DeckSpec::List)
        } else {
            Some(DeckSpec::Premade(value))
        };
        if let Some(deck) = deck {
            let mut o = options.clone();
            set(&mut o, deck);
            on_change.emit(o);
        }
    });
    let built = matches!(current, DeckSpec::List(_));
    html! {
        <label>{ label }
            <select {onchange} aria-label={label}>
                { for premades().iter().map(|d| html! {
                    <option value={d.id.clone()} selected={*current == DeckSpec::Premade(d.id.clone())} title={d.plan.clone()}>{ d.title() }</option>
                }) }
                <option value={RANDOM} selected={built}>{ "A random deck the computer builds" }</option>
            </select>
        </label>
    }
}

/// The select's value for "a random deck".
const RANDOM: &str = "random";
