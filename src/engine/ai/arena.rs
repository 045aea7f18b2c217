//! `arena`: two levels of the computer player against each other (docs/architecture.md 5b).
//!
//! Game `i` starts from seed `seed + i`. Side a plays team `i mod teams` ([`Rules::teams`]:
//! one seat in a free-for-all, so in two-seat games the seats swap every game and in
//! Battle side a rotates through the seats), side b every other seat. A cooperative game
//! (one team) is all side a, against the game itself; `b` is then ignored.
//! With `random_setup`, game `i` is set up as `simulate --random-setup` sets it up (random
//! legal decks from the whole pool, random mages, nemesis and market: [`crate::engine::Cards::random_setup`]
//! from the same seed), so the levels meet decks nobody tuned them on (issue 29 point 5).

use std::panic::{self, AssertUnwindSafe};

use serde::Serialize;

use super::{choose_parallel, Level};
use crate::engine::prelude::*;
use crate::engine::simulate::SETUP_SALT;
use crate::engine::{Rng, RuleError, Seat};

/// A game longer than this many decisions counts as a draw.
const MOVE_CAP: u32 = 20_000;

/// What to play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArenaSpec {
    pub games: u64,
    pub seed: u64,
    pub a: Level,
    pub b: Level,
    /// Each game's set-up drawn from the pool instead of the given options.
    pub random_setup: bool,
    /// Root-parallel searches per move of side a and of side b ([`choose_parallel`]):
    /// 1 is the plain search; the page's Hard runs one per worker.
    pub a_workers: u32,
    pub b_workers: u32,
}

impl ArenaSpec {
    /// `games` games from `seed`, level `a` against `b`, the given set-up, one search a move.
    pub fn new(games: u64, seed: u64, a: Level, b: Level) -> Self {
        ArenaSpec { games, seed, a, b, random_setup: false, a_workers: 1, b_workers: 1 }
    }
}

/// The one JSON object `arena` prints. `a_win_rate` counts a draw as half a win;
/// `a_win_rate_ci95` is its 95% Wilson interval. Times are per decision, in ms.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub games: u64,
    pub a: String,
    pub b: String,
    /// Root-parallel searches per move of each side, when more than one.
    #[serde(skip_serializing_if = "one")]
    pub a_workers: u32,
    #[serde(skip_serializing_if = "one")]
    pub b_workers: u32,
    pub a_wins: u64,
    pub b_wins: u64,
    pub draws: u64,
    pub a_win_rate: f64,
    pub a_win_rate_ci95: [f64; 2],
    pub a_ms_median: f64,
    pub a_ms_p95: f64,
    pub b_ms_median: f64,
    pub b_ms_p95: f64,
}

enum Result3 {
    A,
    B,
    Draw,
}

/// Plays the games. `clock` gives milliseconds (the engine keeps no clock of its own, so
/// it builds for the browser too). Bad options are refused; a game that panics is
/// reported as an error naming its seed.
pub fn arena<G: Game>(
    options: &G::Options,
    spec: &ArenaSpec,
    clock: &dyn Fn() -> f64,
) -> Result<ArenaReport, RuleError> {
    G::new(options, spec.seed)?;
    let (mut a_wins, mut b_wins, mut draws) = (0, 0, 0);
    let mut a_ms = Vec::new();
    let mut b_ms = Vec::new();
    for i in 0..spec.games {
        let game_seed = spec.seed.wrapping_add(i);
        let played = panic::catch_unwind(AssertUnwindSafe(|| {
            play_one::<G>(options, spec, i, game_seed, clock, &mut a_ms, &mut b_ms)
        }));
        match played {
            Ok(Ok(Result3::A)) => a_wins += 1,
            Ok(Ok(Result3::B)) => b_wins += 1,
            Ok(Ok(Result3::Draw)) => draws += 1,
            Ok(Err(e)) => return Err(e),
            Err(_) => return Err(RuleError::protocol(format!("game {i} (seed {game_seed}) panicked"))),
        }
    }
    let n = spec.games.max(1) as f64;
    let rate = (a_wins as f64 + 0.5 * draws as f64) / n;
    let (lo, hi) = wilson(rate, spec.games);
    let (a_med, a_p95) = median_p95(&mut a_ms);
    let (b_med, b_p95) = median_p95(&mut b_ms);
    Ok(ArenaReport {
        game: G::ID.to_string(),
        games: spec.games,
        a: spec.a.name().to_string(),
        b: spec.b.name().to_string(),
        a_workers: spec.a_workers,
        b_workers: spec.b_workers,
        a_wins,
        b_wins,
        draws,
        a_win_rate: round(rate, 4),
        a_win_rate_ci95: [round(lo, 4), round(hi, 4)],
        a_ms_median: round(a_med, 3),
        a_ms_p95: round(a_p95, 3),
        b_ms_median: round(b_med, 3),
        b_ms_p95: round(b_p95, 3),
    })
}

/// Whether the game is played by every seat together against the game itself: its
/// seats make one team (`Rules::teams`; Aeon's End's mages, solo or two).
pub fn cooperative<G: Game>(g: &G) -> bool {
    g.teams().len() == 1
}

/// The options game `game_seed` is played with: `options`, or with `random_setup` the
/// set-up drawn from the pool as `simulate --random-setup` draws it (the same seed gives
/// the same decks in both); a game with no pool to draw from keeps `options`.
pub fn game_options<G: Game>(options: &G::Options, spec: &ArenaSpec, game_seed: u64) -> G::Options {
    let drawn = if spec.random_setup { G::random_setup(options, &mut Rng::new(game_seed ^ SETUP_SALT)) } else { None };
    drawn.unwrap_or_else(|| options.clone())
}

fn play_one<G: Game>(
    options: &G::Options,
    spec: &ArenaSpec,
    index: u64,
    game_seed: u64,
    clock: &dyn Fn() -> f64,
    a_ms: &mut Vec<f64>,
    b_ms: &mut Vec<f64>,
) -> Result<Result3, RuleError> {
    let mut g = G::new(&game_options::<G>(options, spec, game_seed), game_seed)?;
    let coop = cooperative(&g);
    let side_a: Vec<Seat> = if coop {
        (0..g.seats()).collect()
    } else {
        let teams = g.teams();
        teams[(index % teams.len() as u64) as usize].clone()
    };
    for ply in 0..MOVE_CAP {
        if g.outcome().is_some() {
            break;
        }
        let Some(seat) = g.to_act() else { break };
        let is_a = side_a.contains(&seat);
        let (level, workers) = if is_a { (spec.a, spec.a_workers) } else { (spec.b, spec.b_workers) };
        let move_seed = mix(game_seed, ply as u64, seat as u64);
        let t0 = clock();
        let action = choose_parallel(&g, level, move_seed, workers)
            .ok_or_else(|| RuleError::protocol(format!("seed {game_seed}: P{} has no legal action", seat + 1)))?;
        let ms = clock() - t0;
        if is_a {
            a_ms.push(ms)
        } else {
            b_ms.push(ms)
        }
        g.apply(&action).map_err(|e| {
            RuleError::protocol(format!("seed {game_seed}: the chosen action {action:?} was refused: {}", e.message))
        })?;
    }
    let Some(outcome) = g.outcome() else { return Ok(Result3::Draw) };
    let a_won = outcome.winners.iter().any(|w| side_a.contains(w));
    let b_won = outcome.winners.iter().any(|w| !side_a.contains(w));
    Ok(match (a_won, b_won) {
        (true, false) => Result3::A,
        (false, true) => Result3::B,
        (false, false) if coop => Result3::B,
        _ => Result3::Draw,
    })
}

fn one(n: &u32) -> bool {
    *n == 1
}

fn mix(a: u64, b: u64, c: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ c.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 31)
}

/// The 95% Wilson score interval of a proportion `p` over `n` trials.
pub fn wilson(p: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let z = 1.96f64;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn median_p95(v: &mut [f64]) -> (f64, f64) {
    if v.is_empty() {
        return (0.0, 0.0);
    }
    v.sort_by(|a, b| a.total_cmp(b));
    let med = v[v.len() / 2];
    let i95 = ((v.len() as f64 * 0.95).ceil() as usize).clamp(1, v.len()) - 1;
    (med, v[i95])
}

fn round(x: f64, digits: i32) -> f64 {
    let f = 10f64.powi(digits);
    (x * f).round() / f
}
