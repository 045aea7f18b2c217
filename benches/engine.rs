//! `cargo bench --no-default-features`: what the engine costs per game, measured
//! (not asserted). For each game: random playouts per second, and the cost of the
//! calls a click makes on a mid-game table (legal actions, the seat's view).

use std::hint::black_box;
use std::time::{Duration, Instant};

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;

/// Runs `f` repeatedly for about `budget` and returns the mean time per call.
fn time_per_call(budget: Duration, mut f: impl FnMut()) -> Duration {
    let start = Instant::now();
    let mut n = 0u32;
    while start.elapsed() < budget {
        f();
        n += 1;
    }
    start.elapsed() / n.max(1)
}

/// A position `actions` random decisions into game `seed` (or its end).
fn mid_game<G: Game>(seed: u64, actions: usize) -> G {
    let mut g = G::new(&G::Options::default(), seed).expect("setup");
    let mut bot = RandomBot::new(seed);
    for _ in 0..actions {
        match bot.choose(&g) {
            Some(a) if g.outcome().is_none() => {
                g.apply(&a).expect("listed action");
            }
            _ => break,
        }
    }
    g
}

fn bench<G: Game>() {
    let budget = Duration::from_millis(1500);
    let mut seed = 0u64;
    let playout = time_per_call(budget, || {
        seed += 1;
        black_box(mid_game::<G>(seed, usize::MAX));
    });
    let g = mid_game::<G>(7, 60);
    assert!(g.outcome().is_none(), "the benchmark position is mid-game");
    let legal = time_per_call(budget / 3, || {
        black_box(g.legal_actions());
    });
    let view = time_per_call(budget / 3, || {
        black_box(g.view(g.active()));
    });
    println!(
        "{:<11} {:>8.0} games/s   legal_actions {:>7.1} µs   view {:>7.1} µs",
        G::ID,
        1.0 / playout.as_secs_f64(),
        legal.as_secs_f64() * 1e6,
        view.as_secs_f64() * 1e6
    );
}

fn main() {
    macro_rules! run {
        ($module:ident, $ty:ident, $id:literal) => {
            bench::<turnkeeper::games::$module::$ty>();
        };
    }
    turnkeeper::for_each_game!(run);
}
