//! `simulate` over every registered game and every variant it declares, from one place:
//! 1,000 random games each from seed 1 (`GAMES`, `SEED` to change), one line each with
//! the action count and the speed. Exits non-zero if any run had a dead end, a refused
//! listed action or a panic. A measurement, so not a test: the budget is 1,000 games/s
//! per game in release (`cargo run --release --no-default-features --example simulate_every_game`).

use std::time::Instant;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::simulate;

fn var(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn run<G: Game>(games: u64, seed: u64) -> bool {
    let mut clean = true;
    for options in G::variants() {
        let t = Instant::now();
        let r = simulate::<G>(&options, games, seed, 20_000, false);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{:<11} {:<60} {} games, {} actions, {:.0} games/s, {:.0} actions/s, dead ends {}, rejected {}, panics {}",
            G::ID,
            serde_json::to_string(&options).unwrap_or_default(),
            r.games,
            r.actions,
            r.games as f64 / s,
            r.actions as f64 / s,
            r.dead_ends,
            r.rejected,
            r.panics
        );
        clean &= r.clean();
    }
    clean
}

fn main() {
    let (games, seed) = (var("GAMES", 1000), var("SEED", 1));
    let mut clean = true;
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            clean &= run::<turnkeeper::games::$module::$ty>(games, seed);
        };
    }
    turnkeeper::for_each_game!(each);
    if !clean {
        std::process::exit(1);
    }
}
