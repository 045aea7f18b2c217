//! Aeon's End's table: Gravehold and the nemesis, the supply, and each mage's breaches,
//! hand, play area and piles, over the seat's [`AeonsEndView`]. Hands are open between
//! allies; deck orders stay hidden.
//!
//! [`AeonsEndView`]: crate::games::aeons_end::AeonsEndView

mod art;
mod breach;
mod card;
mod ctx;
mod expedition_page;
mod explain;
mod gravehold;
mod hand;
mod hand_over;
mod interact;
mod life_bar;
mod mage;
mod mage_mat;
mod nem_card;
mod nemesis;
mod nemesis_deck;
mod nemesis_play;
mod piles;
mod setup_form;
mod status;
mod supply;
mod symbols;
mod table;
mod turn_order;

use yew::prelude::*;

use super::game_ui::{GameUi, TableProps};
use crate::games::aeons_end::{Action, AeonsEnd, Options};

pub use table::AeonsEndTable;

impl GameUi for AeonsEnd {
    /// The nemesis's turn is no mage's (AE-9), even while a mage answers one of its
    /// cards.
    fn turn_of(active: crate::engine::Seat, phase: &[&str]) -> Option<crate::engine::Seat> {
        (phase.first() != Some(&"Nemesis turn")).then_some(active)
    }

    const NO_SEAT_TURN: &'static str = "The nemesis's turn";

    const GUIDE: &'static str = include_str!("guide.md");

    const SCORE_NAME: &'static str = "Nemesis life left";

    const COOPERATIVE: bool = true;

    const CAMPAIGN: Option<&'static str> = Some("Expedition");

    fn campaign_page(code: Option<String>) -> Html {
        html! { <expedition_page::ExpeditionPage code={code.map(AttrValue::from)} /> }
    }

    fn end_extra(m: &crate::engine::Match<Self>) -> Html {
        expedition_page::end_extra(m)
    }

    fn explain(before: &Self, after: &Self, seat: crate::engine::Seat) -> Option<String> {
        explain::explain(before, after, seat)
    }

    fn seat_count(options: &Options) -> usize {
        options.mages.clamp(1, 4)
    }

    fn options_form(options: Options, on_change: Callback<Options>) -> Html {
        html! {
            <div class="options-form ae-options">
                { setup_form::setup_form(&options, &on_change) }
                if options.mages >= 2 { <hand_over::HandOverChoice options={options.clone()} on_change={on_change.clone()} /> }
                <p class="hint">{ "A cooperative game: the mages win or lose together against the nemesis. The nemesis plays itself; the choices its cards leave to the players (\"any player\") are the team's, asked of a person at the table." }</p>
            </div>
        }
    }

    fn table(props: TableProps<Self>) -> Html {
        html! { <AeonsEndTable ..props /> }
    }

    /// Our own drawing: Gravehold's wall above the waves, a glowing breach ring with its
    /// gold quarter, and the drowned engine's red eye.
    fn tile_art() -> Html {
        html! {
            <svg class="tile-art ae-tile-art" viewBox="0 0 120 60" aria-hidden="true">
                <rect width="120" height="60" rx="6" fill="#14202a" />
                <path d="M0 44 Q15 38 30 44 T60 44 T90 44 T120 44 V60 H0 Z" fill="#1f4b5c" />
                <path d="M8 52 V40 h6 v-4 h6 v4 h6 v-4 h6 v4 h6 V52 Z" fill="#6b6258" />
                <circle cx="62" cy="27" r="13" fill="#bfe3ff" stroke="#7a4fa1" stroke-width="5" />
                <path d="M62 14 A13 13 0 0 1 75 27" fill="none" stroke="#e6c370" stroke-width="5" />
                <circle cx="100" cy="18" r="6" fill="#c0483d" stroke="#6d3a5e" stroke-width="4" />
            </svg>
        }
    }

    fn is_bar_action(action: &Action) -> bool {
        matches!(action, Action::EndCasting | Action::EndMain | Action::Confirm | Action::Decline | Action::Concede)
    }
}
