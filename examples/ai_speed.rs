//! Native speed of the computer player: `cargo run --release --no-default-features
//! --example ai_speed`. Prints, per game, full random playouts per second from the
//! start, and the Hard search iterations per second (the workload of tests/web_ai_speed.rs),
//! and the median milliseconds of one Hard decision over mid-game positions.

use std::time::Instant;

use turnkeeper::engine::ai::{Level, Search};
use turnkeeper::engine::{Game, RandomBot};
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};

fn playouts_per_s<G: Game>(options: &G::Options) -> f64 {
    let start = Instant::now();
    let mut n = 0u64;
    while start.elapsed().as_secs_f64() < 1.0 {
        let mut g = G::new(options, n).unwrap();
        let mut bot = RandomBot::new(n);
        while g.outcome().is_none() {
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
        n += 1;
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn hard_ms<G: Game>(options: &G::Options, level: Level) -> (f64, f64) {
    let config = level.config().unwrap();
    let mut times = Vec::new();
    for seed in 0..4u64 {
        for moves in [30usize, 60, 90] {
            let mut g = G::new(options, seed).unwrap();
            let mut bot = RandomBot::new(seed);
            for _ in 0..moves {
                if g.outcome().is_some() {
                    break;
                }
                let a = bot.choose(&g).unwrap();
                g.apply(&a).unwrap();
            }
            let Some(mut s) = Search::new(&g, config, seed) else { continue };
            if s.finished() {
                continue;
            }
            let t = Instant::now();
            s.run(config.iterations);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            times.push(ms);
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    (times[times.len() / 2], times[times.len() * 95 / 100])
}

/// The workload of the browser benchmark (tests/web_ai_speed.rs): 1000 Hard iterations
/// on three positions 60 random decisions in.
fn iterations_per_s<G: Game>(options: &G::Options) -> f64 {
    let config = Level::Hard.config().unwrap();
    let (mut iters, mut ms) = (0.0, 0.0);
    for seed in 0..3u64 {
        let mut g = G::new(options, seed).unwrap();
        let mut bot = RandomBot::new(seed);
        for _ in 0..60 {
            if g.outcome().is_some() {
                break;
            }
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
        let Some(mut s) = Search::new(&g, config, seed) else { continue };
        let t = Instant::now();
        s.run(1000);
        ms += t.elapsed().as_secs_f64() * 1000.0;
        iters += s.iterations() as f64;
    }
    iters * 1000.0 / ms.max(1.0)
}

fn report<G: Game>(label: &str, options: G::Options) {
    let p = playouts_per_s::<G>(&options);
    let i = iterations_per_s::<G>(&options);
    let (ms, _) = hard_ms::<G>(&options, Level::Hard);
    println!("native {label:26} random playouts/s {p:8.0}   hard iterations/s {i:8.0}   hard median ms {ms:7.1}");
}

fn main() {
    report::<Lorcana>("lorcana", Default::default());
    report::<TashKalar>("tash-kalar high_form", TkOptions::default());
    report::<TashKalar>("tash-kalar duel", TkOptions { mode: Mode::Duel, ..Default::default() });
    report::<TashKalar>("tash-kalar battle 4", TkOptions { mode: Mode::Battle, players: Some(4), teams: false });
    report::<TashKalar>("tash-kalar team_high_form", TkOptions { mode: Mode::TeamHighForm, ..Default::default() });
}
