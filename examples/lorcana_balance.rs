//! Lorcana's premade decks against each other by self-play (issue 30, point 6): every
//! pair of premades at one level on both sides, each deal played twice with the decks'
//! seats swapped (the same seed, so who goes first evens out), printed as a Markdown
//! matrix of the row deck's win rate against the column deck and each deck's rate
//! against the field with its 95% Wilson interval. A draw (no outcome in 20,000
//! decisions) counts half. Statistical and slow, so it is an example, not a test:
//! `GAMES=10 LEVEL=normal SEED=1 cargo run --release --no-default-features --example lorcana_balance`
//! (`GAMES` deals per pair, each played from both seats; `DECKS=A,B,C` keeps a subset).

use turnkeeper::engine::ai::{choose, wilson, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::cards;
use turnkeeper::games::lorcana::{DeckSpec, Lorcana, LorcanaOptions};

/// A game longer than this many decisions is a draw.
const MOVE_CAP: u64 = 20_000;

/// The first seat's score in one game: 1 win, 0 loss, 0.5 draw.
fn play(p1: &str, p2: &str, level: Level, seed: u64) -> f64 {
    let options = LorcanaOptions { p1_deck: DeckSpec::Premade(p1.into()), p2_deck: DeckSpec::Premade(p2.into()) };
    let mut g = Lorcana::new(&options, seed).expect("premades start a game");
    for ply in 0..MOVE_CAP {
        if g.outcome().is_some() {
            break;
        }
        let move_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply;
        let action = choose(&g, level, move_seed).expect("a legal action while the game is on");
        g.apply(&action).expect("the computer's action is legal");
    }
    match g.outcome() {
        Some(o) if o.winners == [0] => 1.0,
        Some(o) if o.winners == [1] => 0.0,
        _ => 0.5,
    }
}

fn main() {
    let var = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
    let games: u64 = var("GAMES", "10").parse().expect("GAMES is a whole number");
    let seed: u64 = var("SEED", "1").parse().expect("SEED is a whole number");
    let level = Level::parse(&var("LEVEL", "normal")).expect("LEVEL is random, easy, normal or hard");
    let wanted = var("DECKS", "");
    let decks: Vec<&cards::Premade> =
        cards::premades().iter().filter(|d| wanted.is_empty() || wanted.split(',').any(|w| w == d.id)).collect();
    let n = decks.len();
    // score[i][j]: deck i's points against deck j; played[i][j]: games between them.
    let mut score = vec![vec![0.0f64; n]; n];
    let mut played = vec![vec![0u64; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            for k in 0..games {
                let s = seed.wrapping_add(k);
                let first = play(&decks[i].id, &decks[j].id, level, s);
                let second = 1.0 - play(&decks[j].id, &decks[i].id, level, s);
                score[i][j] += first + second;
                score[j][i] += 2.0 - first - second;
                played[i][j] += 2;
                played[j][i] += 2;
            }
            eprintln!("{} vs {}: {:.1} of {}", decks[i].id, decks[j].id, score[i][j], played[i][j]);
        }
    }
    println!("{} at {}, {games} deals per pair from seed {seed}, each from both seats\n", Lorcana::NAME, level.name());
    let head: Vec<String> = decks.iter().map(|d| d.id.clone()).collect();
    println!("| deck | {} | vs field | 95% interval |", head.join(" | "));
    println!("|---|{}---|---|", "---|".repeat(n));
    for i in 0..n {
        let cells: Vec<String> = (0..n)
            .map(|j| if i == j { "–".into() } else { format!("{:.0}%", 100.0 * score[i][j] / played[i][j] as f64) })
            .collect();
        let total: f64 = score[i].iter().sum();
        let count: u64 = played[i].iter().sum();
        let rate = total / count as f64;
        let (lo, hi) = wilson(rate, count);
        println!(
            "| {} {} | {} | {:.1}% | {:.0}-{:.0}% |",
            decks[i].id,
            decks[i].title(),
            cells.join(" | "),
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        );
    }
}
