//! A greedy bot in the spirit of the brief's C-5 harness (casts everything, buys by a
//! fixed priority, never plans discard order, never uses Glyph of Tithing), to compare
//! with the tuning table. Slow-ish and statistical, so ignored by default:
//! `cargo test --release --no-default-features --test aeons_end_balance -- --ignored --nocapture`.

use turnkeeper::engine::Game;
use turnkeeper::games::aeons_end::{Action, AeonsEnd, Options, Target};

fn rank(g: &AeonsEnd, a: &Action) -> i64 {
    match a {
        Action::Cast { target: Some(Target::Minion(_)), .. } => 1000,
        Action::Cast { .. } => 990,
        Action::EndCasting => 900,
        Action::Play { .. } => 800,
        Action::Prep { .. } => 700,
        Action::PayToDiscard { .. } => 650,
        Action::Ability { .. } => 600,
        Action::Gain { pile } => 500 + g.supply[*pile as usize].kind.cost() as i64,
        Action::Open { .. } => 400,
        Action::GainCharge => 300,
        Action::Focus { .. } => 200,
        Action::WhilePrepped { .. } => -10,
        Action::EndMain => 0,
        _ => 100,
    }
}

fn play(options: &Options, seed: u64) -> (bool, String) {
    let mut g = AeonsEnd::new(options, seed).unwrap();
    while g.outcome().is_none() {
        let legal = g.legal_actions();
        let best = legal.iter().max_by_key(|a| rank(&g, a)).copied().expect("a legal action");
        g.apply(&best).unwrap();
    }
    let o = g.outcome().unwrap();
    if seed < 3 {
        println!(
            "seed {seed}: turn {} nemesis turns {} nemesis life {} deck {} play {} gravehold {} mages {:?} {}",
            g.turn,
            g.nemesis_turns,
            g.nemesis.life,
            g.nemesis.deck.len(),
            g.nemesis.play.len(),
            g.gravehold,
            g.mages.iter().map(|m| (m.life, m.discard.len() + m.deck.len() + m.hand.len())).collect::<Vec<_>>(),
            o.reason
        );
    }
    (!o.winners.is_empty(), o.reason)
}

#[test]
#[ignore]
fn greedy_bot_win_rate_by_nemesis_life() {
    for life in [45, 50, 55, 60] {
        let o = Options { nemesis_life: life, ..Options::default() };
        let games = 1000;
        let mut wins = 0;
        let mut by_damage = 0;
        for seed in 0..games {
            let (won, reason) = play(&o, seed);
            if won {
                wins += 1;
                by_damage += usize::from(reason.contains("AE-14.1"));
            }
        }
        println!(
            "nemesis life {life}: greedy bot wins {:.1}% ({:.1}% by damage) over {games} games",
            100.0 * wins as f64 / games as f64,
            100.0 * by_damage as f64 / games as f64
        );
    }
}
