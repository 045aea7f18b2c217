//! The computer player: one search for every game, through the [`Game`] trait alone.
//!
//! It is information-set Monte Carlo tree search (single observer): every iteration
//! re-draws what the searching seat cannot see ([`Determinize::determinize`]), walks the one
//! shared tree with UCB over the actions legal in that sample (children matched by
//! action equality, with availability counts), adds one node, plays on at random (never
//! conceding), cut short by [`Hints::evaluate`] where the game gives one, and backs up a
//! reward per seat: 1 for each seat in [`crate::engine::Outcome::winners`] (so teams and
//! shared wins need nothing special), 0.5 to everyone for a draw, the evaluation when cut.
//! Chance (draws, shuffles) happens inside `apply` on the sampled state.
//!
//! A game may ask for a flat rollout search instead ([`crate::engine::Hints::rollouts`],
//! Aeon's End): every root move is played out by the game's playout policy on the same
//! determinizations and generator seeds, and the policy's own move is kept unless another
//! gains clearly over it, paired sample by sample (policy improvement by rollouts).
//!
//! The real state is only asked for its seat to act, its legal actions (the searching
//! seat's own choices) and determinizations: nothing it may not see reaches the search.

mod arena;
pub mod bench;
pub mod greedy;
mod parallel;
pub mod playout;
mod search;

pub use arena::{arena, game_options, wilson, ArenaReport, ArenaSpec};
pub use parallel::{choose_parallel, merged_choice, search_seed, search_votes, RootVotes, MAX_SEARCHES, MILLION};
pub use search::{Search, Suggestion};

use serde::{Deserialize, Serialize};

use super::{Game, RandomBot};

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniform among the legal actions (never conceding): the old bot.
    Random,
    Easy,
    Normal,
    Hard,
    /// One ply: each choice applied to one sample of what the seat sees, the best by the
    /// game's own estimate ([`greedy`]). The arena's baseline; not offered in the page.
    Greedy,
}

impl Level {
    pub const ALL: [Level; 5] = [Level::Random, Level::Easy, Level::Normal, Level::Hard, Level::Greedy];

    /// The lower-case name used on the command line and in saves.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Greedy => "greedy",
        }
    }

    /// The level with that name (case-insensitive).
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s))
    }

    /// The search budget of this level; `None` for [`Level::Random`] and
    /// [`Level::Greedy`], which do not search.
    pub fn config(self) -> Option<SearchConfig> {
        // Hard explores less than the others: with five times Normal's iterations it
        // can afford to follow its best lines deeper (a turn of several actions) instead
        // of spreading its tries evenly; at 0.7 Hard was no stronger than Normal
        // (Lorcana 21-19 over 40 games); figures at 0.35 in docs/computer-player.md.
        let (iterations, playout_depth, exploration) = match self {
            Level::Random | Level::Greedy => return None,
            Level::Easy => (60, 8, 0.7),
            Level::Normal => (200, 24, 0.7),
            Level::Hard => (3000, 24, 0.35),
        };
        Some(SearchConfig { iterations, playout_depth, exploration })
    }
}

impl Level {
    /// The most wall-clock time a move of this level may take, in ms: the search stops
    /// there with what it has found even if its iterations are not spent. Far above
    /// what the iterations need natively; it only bites on a slow device.
    pub fn time_cap_ms(self) -> f64 {
        match self {
            Level::Random | Level::Greedy => 0.0,
            Level::Easy => 300.0,
            Level::Normal => 600.0,
            Level::Hard => 900.0,
        }
    }
}

/// The knobs of one search. Budgets are counted in iterations, not time, so a search
/// with the same seed on the same position always chooses the same, natively and in wasm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iterations (determinize, select, expand, play out, back up).
    pub iterations: u32,
    /// Actions played at random after the tree before the evaluation is read (only for
    /// games that give one; the others play to the end).
    pub playout_depth: u32,
    /// The UCB exploration constant (rewards are in 0..=1).
    pub exploration: f64,
}

/// The search budget of `level` in game `G` ([`crate::engine::Hints::search_config`]):
/// the level's own unless the game sets its own; `None` for a level that does not search.
pub fn config_for<G: Game>(level: Level) -> Option<SearchConfig> {
    G::search_config(level)
}

/// The action the computer at `level` picks for the seat to act, or `None` when the
/// game is over or nothing is legal. Same `seed`, same position (as the seat sees it):
/// same choice.
pub fn choose<G: Game>(game: &G, level: Level, seed: u64) -> Option<G::Action> {
    if level == Level::Greedy {
        return greedy::choose(game, seed);
    }
    match config_for::<G>(level) {
        None => RandomBot::new(seed).choose(game),
        Some(config) => {
            let mut search = Search::new(game, config, seed)?;
            search.run(config.iterations);
            search.best()
        }
    }
}

/// The top `k` moves for the seat to act, best first, with their visits and expected
/// win rate, for the Hint button. Empty when nothing is to be chosen.
pub fn suggest<G: Game>(game: &G, level: Level, seed: u64, k: usize) -> Vec<Suggestion<G::Action>> {
    let config = config_for::<G>(level).unwrap_or_else(|| config_for::<G>(Level::Normal).expect("normal searches"));
    match Search::new(game, config, seed) {
        Some(mut search) => {
            search.run(config.iterations);
            search.suggestions(k)
        }
        None => Vec::new(),
    }
}
