//! What a game adds to the app: its table of zone components, its options form and its
//! turn structure. Everything else (log, undo, bots, hand-over) is shared.

use yew::prelude::*;

use super::common::RuleEntry;
use super::session::Session;
use crate::engine::Game;

/// The browser side of a game.
pub trait GameUi: Game {
    /// The turn structure for the phase tracker: each phase with its steps, named as
    /// [`Game::phase`] names them.
    const PHASES: &'static [(&'static str, &'static [&'static str])];

    /// How many seats these options set up.
    fn seat_count(options: &Self::Options) -> usize;

    /// The form for this game's options.
    fn options_form(options: Self::Options, on_change: Callback<Self::Options>) -> Html;

    /// The table: one component per zone, clicking what an action acts on.
    fn table(props: TableProps<Self>) -> Html;

    /// Whether an action belongs to no object on the table (end turn, pass, done): those
    /// go in the action bar.
    fn is_bar_action(action: &Self::Action) -> bool;

    /// The phases the tracker shows now: only the steps that can happen this turn.
    fn tracker_phases(&self) -> Vec<(&'static str, &'static [&'static str])> {
        Self::PHASES.to_vec()
    }

    /// The short guide on the game's How to play page, one paragraph per entry.
    const GUIDE: &'static [&'static str] = &[];

    /// The rules reference, with the ids refusals cite, in our own words.
    const RULES: &'static [RuleEntry] = &[];

    /// What the score counts, for the end screen ("Lore", "Points").
    const SCORE_NAME: &'static str = "Score";

    /// The lobby tile's picture (our own drawing, SVG or CSS).
    fn tile_art() -> Html {
        html! {
            <svg class="tile-art" viewBox="0 0 120 60" aria-hidden="true">
                <rect x="30" y="8" width="30" height="44" rx="4" fill="#3a2e5c" stroke="#c9a24a" stroke-width="2" transform="rotate(-10 45 30)" />
                <rect x="55" y="8" width="30" height="44" rx="4" fill="#f6efe0" stroke="#c9a24a" stroke-width="2" transform="rotate(8 70 30)" />
            </svg>
        }
    }
}

/// What a table gets: the session (to read the view and dispatch actions) and the
/// session version it was rendered for.
#[derive(Properties)]
pub struct TableProps<G: GameUi> {
    pub session: UseReducerHandle<Session<G>>,
    /// A snapshot: the handle itself always reads the latest state, so comparing
    /// through it would find old and new props equal and never redraw.
    pub version: u64,
}

impl<G: GameUi> PartialEq for TableProps<G> {
    fn eq(&self, other: &Self) -> bool {
        // Every dispatch bumps the version, so equal versions mean nothing to redraw.
        self.version == other.version
    }
}

impl<G: GameUi> Clone for TableProps<G> {
    fn clone(&self) -> Self {
        Self { session: self.session.clone(), version: self.version }
    }
}
