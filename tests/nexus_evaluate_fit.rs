//! Fits the weights of Nexus's evaluation (`src/games/nexus/evaluate.rs`): a logistic
//! regression of who won on the features' leads, over positions of whole games.
//!
//! `cargo test --release --no-default-features --test nexus_evaluate_fit -- --ignored --nocapture`
//! (knobs by environment: `GAMES`, default 3000; `LEVEL`, the players, default `random`,
//! the play the search's playouts continue with; `EVERY`, one position per this many
//! decisions, default 4). Prints the log loss and accuracy of the weights in the file
//! and of the fitted ones, and the fitted weights to copy into the file.

use turnkeeper::engine::ai::{choose, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;
use turnkeeper::games::nexus::evaluate::{ACTIVE, FEATURES, NF, WEIGHTS};
use turnkeeper::games::nexus::{Nexus, NexusOptions};

fn var(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

const M: usize = NF + 1;

#[test]
#[ignore]
fn fit_evaluation() {
    let games = var("GAMES", 3000);
    let every = var("EVERY", 4).max(1);
    let level = std::env::var("LEVEL").ok().and_then(|l| Level::parse(&l)).unwrap_or(Level::Random);
    let mut rows: Vec<([f64; M], f64)> = Vec::new();
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
            rows.push((f, y));
            rows.push((other, 1.0 - y));
        }
    }
    let loss = |w: &[f64; M]| {
        let (mut l, mut right) = (0.0, 0.0);
        for (f, y) in &rows {
            let z: f64 = w.iter().zip(f).map(|(a, x)| a * x).sum();
            let p = (1.0 / (1.0 + (-z).exp())).clamp(1e-9, 1.0 - 1e-9);
            l -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
            right += f64::from(u8::from((p > 0.5) == (*y > 0.5)));
        }
        (l / rows.len() as f64, right / rows.len() as f64)
    };
    let mut x = [0.0; M];
    x[..NF].copy_from_slice(&WEIGHTS);
    x[NF] = ACTIVE;
    println!(
        "{games} games ({draws} drawn, {unfinished} unfinished), {} rows; the file's weights: {:?}",
        rows.len(),
        loss(&x)
    );
    // Newton's method on the log loss, with a little ridge; no constant term (the two
    // seats' rows are mirrored, so the two estimates sum to one).
    let mut x = [0.0; M];
    #[allow(clippy::needless_range_loop)]
    for _ in 0..var("STEPS", 10) {
        let mut grad = [0.0; M];
        let mut h = [[0.0; M]; M];
        for (v, y) in &rows {
            let z: f64 = x.iter().zip(v).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            for i in 0..M {
                grad[i] += (p - y) * v[i];
                for j in 0..M {
                    h[i][j] += p * (1.0 - p) * v[i] * v[j];
                }
            }
        }
        for (i, row) in h.iter_mut().enumerate() {
            row[i] += 1.0;
            grad[i] += x[i];
        }
        let mut a = h;
        let mut r = grad;
        for c in 0..M {
            let p = (c..M).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap();
            a.swap(c, p);
            r.swap(c, p);
            for i in c + 1..M {
                let f = a[i][c] / a[c][c];
                for j in c..M {
                    a[i][j] -= f * a[c][j];
                }
                r[i] -= f * r[c];
            }
        }
        let mut d = [0.0; M];
        for i in (0..M).rev() {
            let s: f64 = (i + 1..M).map(|j| a[i][j] * d[j]).sum();
            d[i] = (r[i] - s) / a[i][i];
        }
        for i in 0..M {
            x[i] -= d[i];
        }
    }
    println!("fitted: {:?}", loss(&x));
    for (name, w) in FEATURES.iter().chain(["active player"].iter()).zip(&x) {
        println!("  {name:<32} {w:>8.4}");
    }
    println!("WEIGHTS: {:?}", x[..NF].iter().map(|w| (w * 1000.0).round() / 1000.0).collect::<Vec<_>>());
    println!("ACTIVE: {:.3}", x[NF]);
}
