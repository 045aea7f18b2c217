//! Fits the weights of Nexus's evaluation (`src/games/nexus/evaluate.rs`): a logistic
//! regression of who won on the features' leads, over positions of whole games.
//!
//! `cargo run --release --no-default-features --example fit_nexus_evaluation`
//! (knobs by environment: `GAMES`, default 3000; `LEVEL`, the players, default `random`,
//! the play the search's playouts continue with; `EVERY`, one position per this many
//! decisions, default 4). Prints the log loss and accuracy of the weights in the file
//! and of the fitted ones, and the fitted weights to copy into the file.

use turnkeeper::engine::ai::{choose, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;
use turnkeeper::games::nexus::evaluate::{ACTIVE, FEATURES, NF, WEIGHTS};
use turnkeeper::games::nexus::{Nexus, NexusOptions};

#[path = "support/logistic.rs"]
mod logistic;

fn var(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() {
    let games = var("GAMES", 3000);
    let every = var("EVERY", 4).max(1);
    let level = std::env::var("LEVEL").ok().and_then(|l| Level::parse(&l)).unwrap_or(Level::Random);
    let mut rows: Vec<logistic::Row> = Vec::new();
    let (mut draws, mut unfinished) = (0, 0);
    for seed in 0..games {
        let mut g = Nexus::new(&NexusOptions::default(), 2_000_000 + seed).unwrap();
        let mut bot = RandomBot::new(seed);
        let mut mine = Vec::new();
        let mut step = 0u64;
        while g.outcome().is_none() && step < 20_000 {
            step += 1;
            if step.is_multiple_of(every) {
                mine.push(g.features(0));
            }
            let a = match level {
                Level::Random => bot.choose(&g),
                l => choose(&g, l, seed * 100_003 + step),
            };
            let Some(a) = a else { break };
            g.apply(&a).unwrap();
        }
        let Some(o) = g.outcome() else {
            unfinished += 1;
            continue;
        };
        let y = if o.winners.is_empty() {
            draws += 1;
            0.5
        } else if o.winners.contains(&0) {
            1.0
        } else {
            0.0
        };
        for f in mine {
            // Both seats' views of the same position: the leads change sign.
            let mut other = f;
            for x in other.iter_mut() {
                *x = -*x;
            }
            rows.push((f.to_vec(), y));
            rows.push((other.to_vec(), 1.0 - y));
        }
    }
    let mut file = WEIGHTS.to_vec();
    file.push(ACTIVE);
    println!(
        "{games} games ({draws} drawn, {unfinished} unfinished), {} rows; the file's weights: {:?}",
        rows.len(),
        logistic::loss(&rows, &file)
    );
    // No constant term: the two seats' rows are mirrored, so the two estimates sum to one.
    let x = logistic::fit(&rows, vec![0.0; NF + 1], var("STEPS", 10));
    println!("fitted: {:?}", logistic::loss(&rows, &x));
    for (name, w) in FEATURES.iter().chain(["active player"].iter()).zip(&x) {
        println!("  {name:<32} {w:>8.4}");
    }
    println!("WEIGHTS: {:?}", x[..NF].iter().map(|w| (w * 1000.0).round() / 1000.0).collect::<Vec<_>>());
    println!("ACTIVE: {:.3}", x[NF]);
}
