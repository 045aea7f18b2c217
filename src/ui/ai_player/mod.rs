//! The computer player and the Hint, as the page asks for them: [`think`] chooses the
//! move of a computer seat, [`hint`] the top moves of a person's seat with their reasons.
//!
//! Where the search runs depends on the build (cfg `search_worker`, set by build.rs from
//! `TURNKEEPER_WORKER=1`):
//! - a deployed game's page (scripts/build.sh) sends the match to a Web Worker
//!   ([`worker_client`]) that runs the same search ([`worker_side`], built as the
//!   `turnkeeper-worker` binary), so the page's thread never searches and its wasm
//!   carries no search;
//! - the whole-app builds (`scripts/dev.sh`, the browser tests) search in the page in
//!   slices of at most 20 ms ([`sliced`]).
//!
//! Either way the answer depends only on the match, the level and the seed (unless the
//! level's time cap ends a search sooner on a slow device), so the page chooses what
//! `turnkeeper arena` would. Keep the [`Thinking`] returned while waiting: dropping it
//! (the effect's cleanup when the game moves on) stops the search.

use yew::Callback;

use super::game_ui::GameUi;
use super::hint_explain::{hint_lines, HintLine};
use crate::engine::ai::{Level, Suggestion};
use crate::engine::Match;

#[cfg(not(search_worker))]
pub mod sliced;
pub mod wire;
#[cfg(search_worker)]
mod worker_client;
pub mod worker_side;

/// How many moves the Hint lists.
pub const HINT_SHOWN: usize = 3;

/// A search under way; dropping it cancels it.
pub struct Thinking {
    #[cfg(not(search_worker))]
    _inner: sliced::Thinking,
    #[cfg(search_worker)]
    _inner: worker_client::Pending,
}

/// One of the Hint's suggested moves: the move (the best ranked of the moves its words
/// name) and its line in words.
#[derive(Clone, Debug, PartialEq)]
pub struct HintPick<A> {
    pub action: A,
    pub line: HintLine,
}

/// The Hint's picks for the search's `suggestions`, in its order: at most
/// [`HINT_SHOWN`] lines (`hint_lines`), each with the first suggestion its label names.
pub fn hint_picks<G: GameUi>(game: &G, suggestions: &[Suggestion<G::Action>], seed: u64) -> Vec<HintPick<G::Action>> {
    hint_lines(game, suggestions, HINT_SHOWN, seed)
        .into_iter()
        .filter_map(|line| {
            let s = suggestions.iter().find(|s| game.describe(&s.action).label == line.label)?;
            Some(HintPick { action: s.action.clone(), line })
        })
        .collect()
}

/// What a search that could not be run says (the worker did not start or failed).
pub type Failure = String;

/// Chooses the action of the seat to act in `m` at `level` (not Random: the page's
/// random player needs no search). `on_done` gets `Ok(None)` only when nothing is to be
/// chosen.
pub fn think<G: GameUi>(
    m: &Match<G>,
    level: Level,
    seed: u64,
    on_done: Callback<Result<Option<G::Action>, Failure>>,
) -> Option<Thinking> {
    #[cfg(not(search_worker))]
    let inner = sliced::think(m.state(), level, seed, on_done.reform(Ok));
    #[cfg(search_worker)]
    let inner = worker_client::think(m, level, seed, on_done);
    inner.map(|_inner| Thinking { _inner })
}

/// The Hint for the seat to act in `m`: its top moves at its game's
/// [`GameUi::HINT_LEVEL`], best first.
pub fn hint<G: GameUi>(
    m: &Match<G>,
    seed: u64,
    on_done: Callback<Result<Vec<HintPick<G::Action>>, Failure>>,
) -> Option<Thinking> {
    #[cfg(not(search_worker))]
    let inner = {
        let game = m.state().clone();
        let done = on_done.reform(move |s: Vec<Suggestion<G::Action>>| Ok(hint_picks(&game, &s, seed)));
        sliced::hint(m.state(), G::HINT_LEVEL, seed, usize::MAX, done)
    };
    #[cfg(search_worker)]
    let inner = worker_client::hint(m, seed, on_done);
    inner.map(|_inner| Thinking { _inner })
}
