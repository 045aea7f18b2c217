//! How Tash-Kalar's computer plays, level against level (issue 33): `cargo run --release
//! --no-default-features --example tash_kalar_ai_stats -- MODE A B GAMES SEED`, MODE
//! `high_form` or `duel`, A and B levels (`random`, `easy`, `normal`, `hard`).
//!
//! Game `i` starts from seed `SEED + i`; level A plays seat `i mod 2` (the seats
//! alternate). Per level it prints the games won, and per game the summons, the common
//! pieces placed (TK-4.1) and those placed while a summon was legal, and the final score.
//! The move seeds are those of the arena's, so a game can be replayed decision by decision.

use std::time::Instant;

use turnkeeper::engine::ai::{choose, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::tash_kalar::{Action, Mode, Options, TashKalar};

#[derive(Default)]
struct Tally {
    wins: f64,
    summons: u64,
    places: u64,
    places_while_summon: u64,
    score: i64,
    ms: f64,
    decisions: u64,
}

fn mix(a: u64, b: u64, c: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ c.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 31)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, d: &str| args.get(i).cloned().unwrap_or_else(|| d.to_string());
    let mode = match arg(0, "high_form").as_str() {
        "duel" => Mode::Duel,
        _ => Mode::HighForm,
    };
    let levels = [Level::parse(&arg(1, "normal")).expect("level A"), Level::parse(&arg(2, "random")).expect("level B")];
    let games: u64 = arg(3, "10").parse().expect("games");
    let seed: u64 = arg(4, "1").parse().expect("seed");
    let verbose = std::env::var("TK_TRACE").is_ok();
    let options = Options { mode, ..Default::default() };
    let mut tally = [Tally::default(), Tally::default()];
    for i in 0..games {
        let game_seed = seed + i;
        let mut g = TashKalar::new(&options, game_seed).expect("options");
        // side[seat] = which level plays it.
        let side = |seat: usize| if seat as u64 == i % 2 { 0 } else { 1 };
        for ply in 0..20_000u64 {
            if g.outcome().is_some() {
                break;
            }
            let Some(seat) = g.to_act() else { break };
            let s = side(seat);
            let legal = g.legal_actions();
            let t = Instant::now();
            let a = choose(&g, levels[s], mix(game_seed, ply, seat as u64)).expect("a choice");
            tally[s].ms += t.elapsed().as_secs_f64() * 1000.0;
            tally[s].decisions += 1;
            let summon_legal = legal.iter().any(|x| matches!(x, Action::Summon { .. }));
            match a {
                Action::Summon { .. } => tally[s].summons += 1,
                Action::Place { .. } => {
                    tally[s].places += 1;
                    if summon_legal {
                        tally[s].places_while_summon += 1;
                    }
                }
                _ => {}
            }
            if verbose && matches!(a, Action::Summon { .. } | Action::Place { .. } | Action::ClaimTask { .. }) {
                let sc: Vec<i64> = g.summary().iter().map(|x| x.score.unwrap_or(0)).collect();
                println!(
                    "game {game_seed} turn {} P{} ({}) {a:?} summon legal: {summon_legal} scores {sc:?}",
                    g.turn(),
                    seat + 1,
                    levels[s].name()
                );
            }
            g.apply(&a).expect("legal");
        }
        let summary = g.summary();
        for (seat, seat_summary) in summary.iter().enumerate().take(2) {
            tally[side(seat)].score += seat_summary.score.unwrap_or(0);
        }
        match g.outcome() {
            Some(o) if o.winners.len() == 1 => tally[side(o.winners[0])].wins += 1.0,
            _ => {
                tally[0].wins += 0.5;
                tally[1].wins += 0.5;
            }
        }
        let sc: Vec<i64> = summary.iter().map(|x| x.score.unwrap_or(0)).collect();
        eprintln!("game {game_seed}: A seat {} scores {sc:?} outcome {:?}", i % 2 + 1, g.outcome().map(|o| o.winners));
    }
    let n = games.max(1) as f64;
    for (s, t) in tally.iter().enumerate() {
        println!(
            "{:?} {} {:6}: won {:5.1}/{games}  summons/game {:5.2}  places/game {:5.2}  places while a summon was legal/game {:5.2}  score/game {:4.2}  ms/decision {:6.1}",
            mode,
            ["A", "B"][s],
            levels[s].name(),
            t.wins,
            t.summons as f64 / n,
            t.places as f64 / n,
            t.places_while_summon as f64 / n,
            t.score as f64 / n,
            t.ms / t.decisions.max(1) as f64
        );
    }
}
