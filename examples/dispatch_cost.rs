//! What one click costs early and late in a long game: `cargo run --release --example
//! dispatch_cost`. A game is played by the random bot past move 400; at move 20 and at
//! move 400 it times one dispatch through the game page's reducer (`Session::reduce`,
//! the old session still held as the page holds it, then both dropped), next to the
//! game's own share of that work (the legality check and the action on a copy of the
//! state); the log lines the page takes for its log panel; one step forward in the
//! replay; and the autosave (the stored config serialized to JSON, as
//! `ui::storage::store` does 400 ms after a change). Measured, not asserted.

use std::hint::black_box;
use std::rc::Rc;
use std::time::{Duration, Instant};

use turnkeeper::engine::{Game, Match, RandomBot};
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};
use turnkeeper::ui::{SeatKind, Session, SessionMsg, StartConfig};
use yew::Reducible;

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

/// A session of `G` with every seat played by the random bot, driven through the
/// reducer to `moves` decisions, and the decision the bot makes next.
fn session_at<G: Game>(options: &G::Options, seed: u64, moves: usize) -> Option<(Rc<Session<G>>, G::Action)> {
    let config = StartConfig {
        game: G::ID.to_string(),
        seats: vec![SeatKind::Bot; G::new(options, seed).ok()?.seats()],
        seed,
        options: serde_json::to_value(options).ok()?,
        resume: None,
        replay: false,
        online: None,
    };
    let mut s = Rc::new(Session::<G>::start(&config).ok()?);
    let mut bot = RandomBot::new(seed);
    while s.m.actions().len() < moves {
        let a = bot.choose(s.m.state())?;
        s = s.reduce(SessionMsg::ComputerMove(a));
    }
    let next = bot.choose(s.m.state())?;
    Some((s, next))
}

/// The first seed from `seed` on whose random game lasts past `moves` decisions.
fn long_game<G: Game>(options: &G::Options, seed: u64, moves: usize) -> Option<u64> {
    (seed..seed + 200).find(|&seed| {
        let Ok(mut m) = Match::<G>::new(options.clone(), seed) else { return false };
        let mut bot = RandomBot::new(seed);
        while m.actions().len() <= moves {
            match bot.choose(m.state()) {
                Some(a) if m.apply(&a).is_ok() => {}
                _ => return false,
            }
        }
        true
    })
}

/// The log panel's lines: the last 200 or a few more, from a block of 25 on.
fn recent_lines<G: Game>(m: &Match<G>) -> Rc<[turnkeeper::engine::LogLine]> {
    let lines = m.lines();
    let from = lines.len().saturating_sub(200) / 25 * 25;
    lines.iter_from(from).cloned().collect()
}

/// The autosave's work: the config the page stores, as JSON.
fn autosave<G: Game>(s: &Session<G>) -> String {
    let config = StartConfig {
        game: G::ID.to_string(),
        seats: s.seats.clone(),
        seed: s.m.seed(),
        options: serde_json::to_value(s.m.options()).unwrap_or_default(),
        resume: Some(s.m.save().unwrap()),
        replay: false,
        online: None,
    };
    serde_json::to_string(&config).unwrap_or_default()
}

fn report<G: Game>(label: &str, options: G::Options, points: &[usize]) {
    let last = points.iter().copied().max().unwrap_or(0);
    let Some(seed) = long_game::<G>(&options, 1, last + 1) else {
        println!("{label}: no random game lasts {last} decisions");
        return;
    };
    for &at in points {
        let Some((s, next)) = session_at::<G>(&options, seed, at) else { continue };
        let budget = Duration::from_millis(700);
        let dispatch = time_per_call(budget, || {
            let before = s.clone();
            let after = before.clone().reduce(SessionMsg::ComputerMove(next.clone()));
            assert_eq!(after.m.actions().len(), at + 1, "the move was played");
            drop(black_box(before));
            drop(black_box(after));
        });
        // The game's own share of it: the legality check and the action on a copy of
        // the bare state, the same at any length of history.
        let game = time_per_call(budget, || {
            let mut g = s.m.state().clone();
            assert!(g.legal_actions().contains(&next), "the bot's move is listed");
            black_box(g.apply(&next).is_ok());
            drop(black_box(g));
        });
        // One step forward in the end-of-game replay, onto this move.
        let replaying = s.clone().reduce(SessionMsg::ReplayTo(at - 1));
        let replay_step = time_per_call(budget / 2, || {
            let after = replaying.clone().reduce(SessionMsg::ReplayTo(at));
            assert_eq!(after.m.actions().len(), at, "the replay stepped");
            drop(black_box(after));
        });
        let lines = time_per_call(budget / 2, || {
            black_box(recent_lines(&s.m));
        });
        let save = time_per_call(budget / 2, || {
            black_box(autosave(&s));
        });
        println!(
            "{label:16} seed {seed:3} move {at:4} ({:5} log lines)   dispatch {:5.1} µs (game {:5.1})   log panel lines {:5.1} µs   replay step {:5.1} µs   autosave JSON {:6.1} µs ({} bytes)",
            s.m.lines().len(),
            dispatch.as_secs_f64() * 1e6,
            game.as_secs_f64() * 1e6,
            lines.as_secs_f64() * 1e6,
            replay_step.as_secs_f64() * 1e6,
            save.as_secs_f64() * 1e6,
            autosave(&s).len()
        );
    }
}

fn main() {
    report::<Nexus>("nexus", Default::default(), &[20, 400]);
    let battle = TkOptions { mode: Mode::Battle, ..Default::default() };
    report::<TashKalar>("tash-kalar battle", battle, &[20, 400]);
}
