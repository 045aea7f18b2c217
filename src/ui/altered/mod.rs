//! Altered's table: one component per zone (the Adventure with the four expedition
//! markers, each expedition, each player's Hero, Mana, Reserve, Landmarks and piles,
//! Limbo, the Hand, the day and its phase), rendered from the seat's [`AlteredView`]
//! and the legal list only, with the shared interaction layer ([`Interact`] in
//! interact.rs).
//!
//! Its stylesheet, `styles/altered.css` (classes `al-`), travels in this game's wasm
//! (src/ui/app.rs), so it carries no comments; its parts, in order: cards (sizes from
//! `--al-w`, the width; frames by faction and type; terrains green forest, brown
//! mountain, blue water), states (paper and ink kept under the pointer and when
//! selected; a card just arrived drops in, except at Instant speed, `.al-still` or with
//! reduced motion), the inspector's large copy (whole and opaque), small cards
//! (expeditions, Limbo), chips (a side's zones: picture and costs beside the name), the
//! board (each side beside its expeditions, the day beside the Adventure), the day (the
//! action bar says the prompt; tall windows repeat it), the Adventure (regions in their
//! terrains, Tumult halves paired, a road between; a terrain a region lacks hollow),
//! expeditions (one row of cards high at least; Play here on the corner, over no card),
//! a side (who and piles, Hero and Mana, Reserve, Landmarks; a strip on phones), Limbo,
//! the hand, then short windows (1280x657) and phones (one column, two expedition
//! columns, strips, 44 px targets).
//!
//! [`AlteredView`]: crate::games::altered::AlteredView
//! [`Interact`]: crate::ui::common::Interact

mod art;
mod card;
mod day;
mod decks;
mod dusk;
mod expedition;
mod explain;
mod face;
mod hand;
mod hero;
mod interact;
mod limbo;
mod limited_zone;
mod mana;
mod order;
mod piles;
mod playback;
mod side;
mod table;
mod track;

use yew::prelude::*;

use super::common::deck_picker;
use super::game_ui::{GameUi, TableProps};
use crate::games::altered::{Action, Altered, AlteredOptions, DeckChoice};

// The type words a card face shows, for the test that measures them (tests/web_card_words.rs).
pub use face::kind_words;
// Dusk and Night's steps, for the test that plays many Dusks (tests/altered_dusk_steps.rs).
pub use dusk::{frames, Frame};
pub use table::AlteredTable;

impl GameUi for Altered {

    fn seat_count(_: &AlteredOptions) -> usize {
        2
    }

    fn options_form(options: AlteredOptions, on_change: Callback<AlteredOptions>) -> Html {
        let decks = crate::games::altered::premade_decks();
        let picker = |label: &'static str, current: DeckChoice, set: fn(&mut AlteredOptions, DeckChoice)| {
            deck_picker(label, current, decks.clone(), &options, &on_change, set)
        };
        html! {
            <div class="options-form">
                { picker("P1 deck", options.p1_deck.clone(), |o, d| o.p1_deck = d) }
                { picker("P2 deck", options.p2_deck.clone(), |o, d| o.p2_deck = d) }
                <p class="hint">{ "The first player is drawn from the seed." }</p>
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
    const SCORE_NAME: &'static str = "Travelled";

    fn explain(before: &Self, after: &Self, seat: crate::engine::Seat) -> Option<String> {
        explain::explain(before, after, seat)
    }

    /// Our own drawing for the lobby tile: the Adventure's eight regions under a forest,
    /// a mountain and the sea, and two expeditions walking toward each other.
    fn tile_art() -> Html {
        html! {
            <svg class="tile-art" viewBox="0 0 120 60" aria-hidden="true">
                <defs>
                    <linearGradient id="al-dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1c27d" /><stop offset="1" stop-color="#7aa27f" /></linearGradient>
                </defs>
                <rect x="2" y="2" width="116" height="56" rx="8" fill="url(#al-dawn)" />
                <circle cx="60" cy="13" r="6" fill="#fff3c4" opacity="0.85" />
                <path d="M12 34 l8 -16 8 16z M16 30 l4 -9 4 9z M19 34h2v4h-2z" fill="#2f6b3f" />
                <path d="M44 36 l14 -22 14 22z" fill="#7b6a58" />
                <path d="M53 21 l5 -7 5 7 -3 -1 -2 2 -2 -2z" fill="#fbfaf5" />
                <path d="M82 30 q5 -4 10 0 t10 0 M82 35 q5 -4 10 0 t10 0" fill="none" stroke="#2f6fa0" stroke-width="2.2" stroke-linecap="round" />
                // The eight regions in one path (one element each would cost every build's wasm).
                <path d="M7 44h11v8h-11z m13 0h11v8h-11z m13 0h11v8h-11z m13 0h11v8h-11z m13 0h11v8h-11z m13 0h11v8h-11z m13 0h11v8h-11z m13 0h11v8h-11z"
                    fill="#f6efe0" stroke="#5b4a33" stroke-width="0.8" />
                <path d="M38 48 l0 -10 l7 3 -7 3 M40.2 48 a2.2 2.2 0 1 1 -4.4 0 a2.2 2.2 0 1 1 4.4 0" fill="#c9a24a" stroke="#5b4a33" stroke-width="0.8" />
                <path d="M78 48 l0 -10 l-7 3 7 3 M80.2 48 a2.2 2.2 0 1 1 -4.4 0 a2.2 2.2 0 1 1 4.4 0" fill="#3f6f9e" stroke="#1f3550" stroke-width="0.8" />
            </svg>
        }
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <AlteredTable ..props /> }
    }

    fn is_bar_action(action: &Action) -> bool {
        matches!(
            action,
            Action::Pass
                | Action::SkipExpand
                | Action::Done
                | Action::Yes
                | Action::No
                | Action::KeepOrder
                | Action::Concede
        )
    }
}
