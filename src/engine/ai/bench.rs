//! The speed workloads of the computer player, shared by the native benchmark
//! (`examples/ai_speed.rs`) and the browser one (`tests/web_ai_speed.rs`) so both time
//! exactly the same work. The engine keeps no clock: callers pass one in milliseconds.

use super::{Level, Search};
use crate::engine::prelude::*;
use crate::engine::RandomBot;

/// How many random decisions into a game the mid-game positions are taken.
pub const MIDGAME_MOVES: [usize; 3] = [30, 60, 90];
/// The seeds of the mid-game positions.
pub const MIDGAME_SEEDS: u64 = 3;

/// The game of `seed` after `moves` random decisions (fewer if it would end first: the
/// last position still undecided), if a real choice is to be made there.
pub fn midgame<G: Game>(options: &G::Options, seed: u64, moves: usize) -> Option<G> {
    let mut g = G::new(options, seed).ok()?;
    let mut bot = RandomBot::new(seed);
    let mut last_open = None;
    for _ in 0..moves {
        if g.outcome().is_some() {
            break;
        }
        if g.legal_actions().len() > 1 {
            last_open = Some(g.clone());
        }
        let a = bot.choose(&g)?;
        g.apply(&a).ok()?;
    }
    if g.outcome().is_none() && g.legal_actions().len() > 1 {
        Some(g)
    } else {
        last_open
    }
}

/// The mid-game positions every benchmark uses: [`MIDGAME_SEEDS`] seeds times
/// [`MIDGAME_MOVES`], keeping those where the search really searches.
pub fn midgame_positions<G: Game>(options: &G::Options) -> Vec<G> {
    let config = Level::Hard.config().expect("hard searches");
    let mut out = Vec::new();
    for seed in 0..MIDGAME_SEEDS {
        for moves in MIDGAME_MOVES {
            if let Some(g) = midgame::<G>(options, seed, moves) {
                if Search::new(&g, config, seed).is_some_and(|s| !s.finished()) {
                    out.push(g);
                }
            }
        }
    }
    out
}

/// Whole random games from the start for at least `budget_ms`, each action through
/// [`Play::apply`] as a person's move is (atomic, with its log): games per second.
pub fn playouts_per_s<G: Game>(options: &G::Options, clock: &dyn Fn() -> f64, budget_ms: f64) -> f64 {
    random_games_per_s::<G>(options, clock, budget_ms, |g, a| g.apply(a).is_ok())
}

/// The same seeded random games, each action through [`Play::apply_in_search`] as the
/// search plays its playouts (no log lines, no atomic copy where a game skips them):
/// the rate that decides how many iterations a search fits in its time.
pub fn search_playouts_per_s<G: Game>(options: &G::Options, clock: &dyn Fn() -> f64, budget_ms: f64) -> f64 {
    random_games_per_s::<G>(options, clock, budget_ms, |g, a| g.apply_in_search(a))
}

fn random_games_per_s<G: Game>(
    options: &G::Options,
    clock: &dyn Fn() -> f64,
    budget_ms: f64,
    step: impl Fn(&mut G, &G::Action) -> bool,
) -> f64 {
    let start = clock();
    let mut n = 0u64;
    while clock() - start < budget_ms {
        let mut g = G::new(options, n).expect("default options are valid");
        let mut bot = RandomBot::new(n);
        let mut moves = 0;
        while g.outcome().is_none() && moves < 20_000 {
            let Some(a) = bot.choose(&g) else { break };
            assert!(step(&mut g, &a), "the random bot plays legal actions");
            moves += 1;
        }
        n += 1;
    }
    n as f64 * 1000.0 / (clock() - start).max(1.0)
}

/// Hard search iterations per second: 1000 iterations on each of three positions 60
/// random decisions in.
pub fn iterations_per_s<G: Game>(options: &G::Options, clock: &dyn Fn() -> f64) -> f64 {
    let config = Level::Hard.config().expect("hard searches");
    let (mut iters, mut ms) = (0.0, 0.0);
    for seed in 0..3u64 {
        let Some(g) = midgame::<G>(options, seed, 60) else { continue };
        let Some(mut s) = Search::new(&g, config, seed) else { continue };
        let t = clock();
        s.run(1000);
        ms += clock() - t;
        iters += s.iterations() as f64;
    }
    iters * 1000.0 / ms.max(1.0)
}

/// The median of `v` (0 when empty).
pub fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// The milliseconds of each whole Hard decision (unsliced) over [`midgame_positions`].
pub fn hard_move_ms<G: Game>(options: &G::Options, clock: &dyn Fn() -> f64) -> Vec<f64> {
    midgame_positions::<G>(options)
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let t = clock();
            let chosen = super::choose(g, Level::Hard, i as u64);
            assert!(chosen.is_some(), "a mid-game position has a choice");
            clock() - t
        })
        .collect()
}
