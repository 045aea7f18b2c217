//! Fits the weights of Aeon's End's evaluation (`src/games/aeons_end/evaluate.rs`): a
//! logistic regression of the mages' win on the features, over every fourth decision of
//! games of the greedy player (`policy.rs`). Prints the log loss and accuracy before and
//! after, and the weights to paste into the file:
//! `cargo run --release --no-default-features --example fit_aeons_end_evaluation`
//! (knobs by environment: `GAMES`, default 3000; `STEPS`, Newton steps, default 12;
//! `ZERO=1` starts from zero instead of the file's weights: Newton's method can
//! overshoot from weights fitted to another policy's games).

#[path = "support/logistic.rs"]
mod logistic;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::policy;
use turnkeeper::games::aeons_end::{AeonsEnd, Options};

fn var(name: &str, default: i64) -> i64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

fn main() {
    use turnkeeper::games::aeons_end::evaluate::{BIAS, FEATURES, NF, WEIGHTS};
    let games = var("GAMES", 3000) as u64;
    let k = policy::Knobs::default();
    let mut rows: Vec<logistic::Row> = Vec::new();
    for seed in 0..games {
        let mut g = AeonsEnd::new(&Options::default(), 1_000_000 + seed).unwrap();
        let mut mine = Vec::new();
        let mut step = 0u32;
        while g.outcome().is_none() {
            // Every fourth decision, wherever it falls (the search evaluates any state).
            step += 1;
            if step.is_multiple_of(4) {
                mine.push(g.features());
            }
            let legal = g.legal_actions();
            let a = legal[policy::best(&g, &legal, &k).unwrap()];
            g.apply(&a).unwrap();
        }
        let won = f64::from(u8::from(!g.outcome().unwrap().winners.is_empty()));
        rows.extend(mine.into_iter().map(|f| (f.iter().copied().chain([1.0]).collect(), won)));
    }
    let mut file = WEIGHTS.to_vec();
    file.push(BIAS);
    println!("{} rows; before: {:?}", rows.len(), logistic::loss(&rows, &file));
    let start = if var("ZERO", 0) == 0 { file } else { vec![0.0; NF + 1] };
    let x = logistic::fit(&rows, start, var("STEPS", 12) as u64);
    println!("after: {:?}", logistic::loss(&rows, &x));
    for (name, w) in FEATURES.iter().zip(&x) {
        println!("  {name}: {w:.3}");
    }
    let w: Vec<f64> = x[..NF].iter().map(|x| (x * 1000.0).round() / 1000.0).collect();
    println!("WEIGHTS = {w:?}; BIAS = {:.3}", x[NF]);
}
