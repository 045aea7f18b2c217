//! Two Hard mages against the nemesis, one game at a time, each result printed as soon
//! as it is known (the arena prints only at the end): the README's strength figure for
//! Aeon's End, measurable in parts on a busy machine. Ignored by default:
//! `SEED=100 GAMES=4 cargo test --release --no-default-features --test aeons_end_hard -- --ignored --nocapture`.
//! `ITERS` and `DEPTH` replace Hard's iterations and playout depth for experiments
//! (with Aeon's End's flat rollouts, `Hints::rollouts`, a decision plays `ITERS` times
//! its percentage of playouts, each to the end of the game, and `DEPTH` is unused).
//! `greedy_on_the_same_seeds` plays the greedy mage alone on the same seeds.
//! `NEMESIS` (a nemesis id, both tests) plays that nemesis at its standard life instead
//! of the default game's Skarnveil.

use std::time::Instant;

use turnkeeper::engine::ai::{choose, Level, Search};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::{AeonsEnd, Options};

fn var(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// The game's options: the default game, or the nemesis of `NEMESIS` at its standard life.
fn options() -> Options {
    match std::env::var("NEMESIS") {
        Ok(nemesis) => Options { nemesis, ..Options::default() },
        Err(_) => Options::default(),
    }
}

/// The 95% Wilson interval of `k` wins in `n` games.
fn wilson(k: f64, n: f64) -> (f64, f64) {
    let z = 1.96;
    let p = k / n;
    let mid = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (mid - half, mid + half)
}

#[test]
#[ignore]
fn hard_mages_against_the_nemesis() {
    let (seed, games) = (var("SEED", 100), var("GAMES", 4));
    let mut config = Level::Hard.config().expect("hard searches");
    config.iterations = var("ITERS", config.iterations as u64) as u32;
    config.playout_depth = var("DEPTH", config.playout_depth as u64) as u32;
    let custom = config != Level::Hard.config().unwrap();
    let first = AeonsEnd::new(&options(), seed).unwrap();
    println!("search {config:?}, rollouts {:?}", first.rollouts());
    println!("nemesis {} at life {}", first.nemesis.def.id, first.nemesis.max_life);
    let mut wins = 0;
    for s in seed..seed + games {
        let start = Instant::now();
        let mut g = AeonsEnd::new(&options(), s).unwrap();
        let mut ply = 0u64;
        while g.outcome().is_none() {
            let seed = s.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply;
            let a = if custom {
                let mut search = Search::new(&g, config, seed).expect("a decision");
                search.run(config.iterations);
                search.best()
            } else {
                choose(&g, Level::Hard, seed)
            }
            .expect("a legal action");
            g.apply(&a).unwrap();
            ply += 1;
        }
        let o = g.outcome().unwrap();
        wins += usize::from(!o.winners.is_empty());
        println!(
            "seed {s}: {} ({}), nemesis life {}, Gravehold {}, nemesis deck {}, {ply} decisions, {:.0} s",
            if o.winners.is_empty() { "lost" } else { "won" },
            o.reason,
            g.nemesis.life,
            g.gravehold,
            g.nemesis.deck.len(),
            start.elapsed().as_secs_f64()
        );
    }
    let (lo, hi) = wilson(wins as f64, games as f64);
    println!("hard mages won {wins} of {games} (95% Wilson interval {lo:.2}-{hi:.2})");
}

/// Where Hard and the greedy player (its playout policy) disagree, along a greedy game:
/// the position's phase, both choices and the estimate after each (a diagnostic).
#[test]
#[ignore]
fn where_hard_and_greedy_disagree() {
    use turnkeeper::games::aeons_end::policy::{self, Knobs};
    let (seed, steps) = (var("SEED", 100), var("STEPS", 120));
    let mut g = AeonsEnd::new(&Options::default(), seed).unwrap();
    let k = Knobs::default();
    let (mut same, mut differ) = (0, 0);
    for ply in 0..steps {
        if g.outcome().is_some() {
            break;
        }
        let legal = g.legal_actions();
        let greedy = legal[policy::best(&g, &legal, &k).unwrap()];
        if legal.len() > 1 {
            let hard = choose(&g, Level::Hard, seed ^ ply).unwrap();
            if hard == greedy {
                same += 1;
            } else {
                differ += 1;
                let after = |a| {
                    let mut x = g.clone();
                    x.apply(&a).unwrap();
                    x.estimate()
                };
                println!(
                    "ply {ply} {:?}: greedy {} ({:.3}), hard {} ({:.3})",
                    g.phase,
                    g.describe(&greedy).label,
                    after(greedy),
                    g.describe(&hard).label,
                    after(hard)
                );
            }
        }
        g.apply(&greedy).unwrap();
    }
    println!("same {same}, differ {differ}");
}

/// Greedy games on the same seeds as `hard_mages_against_the_nemesis` (a baseline), with
/// what a rollout search would face: decisions with a real choice and their width.
#[test]
#[ignore]
fn greedy_on_the_same_seeds() {
    use turnkeeper::games::aeons_end::policy::{self, Knobs};
    let (seed, games) = (var("SEED", 100), var("GAMES", 30));
    let k = Knobs::default();
    let (mut wins, mut choices, mut width, mut plies) = (0, 0u64, 0u64, 0u64);
    let mut won = Vec::new();
    let start = Instant::now();
    for s in seed..seed + games {
        let mut g = AeonsEnd::new(&options(), s).unwrap();
        while g.outcome().is_none() {
            let legal = g.legal_actions();
            if legal.len() > 1 {
                choices += 1;
                width += legal.len() as u64;
            }
            plies += 1;
            g.apply(&legal[policy::best(&g, &legal, &k).unwrap()]).unwrap();
        }
        if !g.outcome().unwrap().winners.is_empty() {
            wins += 1;
            won.push(s);
        }
    }
    if games <= 100 {
        println!("greedy won seeds {won:?}");
    }
    println!(
        "greedy won {wins} of {games}; per game {:.1} decisions, {:.1} with a choice (mean width {:.1}); {:.2} ms a game",
        plies as f64 / games as f64,
        choices as f64 / games as f64,
        width as f64 / choices.max(1) as f64,
        start.elapsed().as_secs_f64() * 1000.0 / games as f64
    );
}
