//! Root-parallel search (issue 33 point 3): the same position searched by several
//! independent searches (one per Web Worker in the page, one per thread or in turn
//! natively), each from its own seed, their root results merged into one choice.
//!
//! Each search reports its [`RootVotes`]: for every action of the position's legal list
//! (indexed as `Game::legal_actions` lists them, which is the same on every worker since
//! the rules are deterministic) how strongly it backs the action and the result it
//! expects after it. [`merged_choice`] adds them up. With one search the choice is that
//! search's own ([`Search::best`]); with several it is
//! - in a tree search, the action tried most over all the trees (their root visits
//!   summed: the usual root parallelisation, as if one search had made all the tries);
//! - in a flat rollout search (Aeon's End), whose tries are spread evenly by design, the
//!   action most searches chose, ties going to the better expected result;
//! - an action decided without searching (the only one, or a win on the table) outright.
//!
//! Same seed, same number of searches, same position: same choice, whether the searches
//! ran side by side or one after another.

use super::search::Search;
use super::{Level, SearchConfig};
use crate::engine::prelude::*;

/// The weight of an action decided without searching: more than any sum of tries.
const DECIDED: u64 = u64::MAX / 64;

/// An expected result of 1 (a sure win), in millionths.
pub const MILLION: u32 = 1_000_000;

/// Most searches merged at once (the page asks at most this many workers).
pub const MAX_SEARCHES: u32 = 16;

/// One search's backing of each action of the legal list.
#[derive(Clone, Debug, PartialEq)]
pub struct RootVotes {
    /// Iterations the search made (playouts, in a flat search).
    pub iterations: u32,
    /// Per action of the legal list, in its order: the weight the search gives it and
    /// the searching seat's expected result after it, in millionths (0..=[`MILLION`]; 0
    /// when never tried). Whole numbers, so the page reads a worker's answer without a
    /// decimal reader and merges exactly what a native run merges.
    pub moves: Vec<(u64, u32)>,
}

impl<G: Game> Search<G> {
    /// This search's votes over `legal` (the position's whole legal list): see the
    /// module's page for what the weights are.
    pub fn votes(&self, legal: &[G::Action]) -> RootVotes {
        let mut moves = vec![(0u64, 0u32); legal.len()];
        let place = |a: &G::Action| legal.iter().position(|l| l == a);
        let chosen = self.best();
        for s in self.ranked(usize::MAX, false) {
            let Some(i) = place(&s.action) else { continue };
            let weight = if s.visits == u32::MAX {
                DECIDED
            } else if self.is_flat() {
                u64::from(chosen.as_ref() == Some(&s.action))
            } else {
                u64::from(s.visits)
            };
            moves[i] = (weight, (s.win_rate.clamp(0.0, 1.0) * f64::from(MILLION)).round() as u32);
        }
        RootVotes { iterations: self.iterations(), moves }
    }
}

/// The place in the legal list of the action the merged `parts` choose, or `None` when
/// there are none or they disagree on the list's length (not the same position).
pub fn merged_choice(parts: &[RootVotes]) -> Option<usize> {
    let n = parts.first()?.moves.len();
    if n == 0 || parts.iter().any(|p| p.moves.len() != n) {
        return None;
    }
    let mut weight = vec![0u64; n];
    let mut result = vec![0u64; n];
    for p in parts {
        for (i, (w, r)) in p.moves.iter().enumerate() {
            weight[i] = weight[i].saturating_add(*w);
            result[i] += u64::from(*r);
        }
    }
    // Most weight, then the better summed expectation, then the earlier in the list.
    (0..n).reduce(|b, i| {
        let better = weight[i] > weight[b] || (weight[i] == weight[b] && result[i] > result[b]);
        if better {
            i
        } else {
            b
        }
    })
}

/// The seed of search `k` (from 0) of a root-parallel move with `seed`: the first is the
/// move's own seed, so one search chooses exactly as [`super::choose`] does.
pub fn search_seed(seed: u64, k: u32) -> u64 {
    if k == 0 {
        return seed;
    }
    let mut z = seed ^ u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 31)
}

/// One of the searches of a root-parallel move: search `k` of `level` on `game`, run to
/// its budget (or until `clock` reaches `deadline`), and its votes over the legal list.
/// `None` when nothing is to be chosen or the level does not search.
pub fn search_votes<G: Game>(
    game: &G,
    config: SearchConfig,
    seed: u64,
    k: u32,
    clock: &dyn Fn() -> f64,
    deadline: f64,
) -> Option<RootVotes> {
    let mut search = Search::new(game, config, search_seed(seed, k))?;
    while !search.run_until(u32::MAX, clock, deadline) {}
    Some(search.votes(&game.legal_actions()))
}

/// The action `searches` root-parallel searches at `level` choose together, each with
/// the level's whole budget; one search (or a level that does not search) chooses as
/// [`super::choose`]. Natively they run one after another: the choice is the one the
/// page's workers make side by side.
pub fn choose_parallel<G: Game>(game: &G, level: Level, seed: u64, searches: u32) -> Option<G::Action> {
    let config = super::config_for::<G>(level).filter(|_| searches > 1 && level != Level::Greedy);
    let Some(config) = config else { return super::choose(game, level, seed) };
    let no_clock = || 0.0;
    let parts: Vec<RootVotes> = (0..searches.min(MAX_SEARCHES))
        .filter_map(|k| search_votes(game, config, seed, k, &no_clock, f64::INFINITY))
        .collect();
    let legal = game.legal_actions();
    merged_choice(&parts).and_then(|i| legal.get(i).cloned())
}
