use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};

use serde::Serialize;

use super::{Game, RandomBot, Rng};

/// Keeps a game's random set-up apart from its own generator, which starts from the same seed.
pub(crate) const SETUP_SALT: u64 = 0x5E7_0B5E7;

/// What `simulate` measured (docs/architecture.md section 5). Timing is filled in by the
/// caller, which owns the clock.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SimReport {
    pub game: String,
    pub games: u64,
    pub finished: u64,
    pub dead_ends: u64,
    pub rejected: u64,
    pub panics: u64,
    pub actions: u64,
    pub seconds: f64,
    pub games_per_s: f64,
    pub actions_per_s: f64,
    /// Wins per seat (`"P1"` ...), `"draw"` (`"all lose"` in a cooperative game), and
    /// each end reason.
    pub outcomes: BTreeMap<String, u64>,
    /// The first few problems, with the game's seed, to reproduce them.
    pub problems: Vec<String>,
}

impl SimReport {
    /// Whether the run found nothing wrong.
    pub fn clean(&self) -> bool {
        self.dead_ends == 0 && self.rejected == 0 && self.panics == 0 && self.finished == self.games
    }
}

enum GameEnd {
    Finished(super::Outcome, u64),
    Problem(&'static str, String, u64),
}

/// Plays `games` complete random games, game `i` from seed `seed + i`, checking the
/// invariants after every action. A game that passes `step_cap` actions is a dead end.
/// With `random_setup`, each game is set up from [`super::Cards::random_setup`] drawn from its
/// seed (random legal decks, heroes, mages, nemesis, market ...) instead of `options`.
pub fn simulate<G: Game>(options: &G::Options, games: u64, seed: u64, step_cap: u64, random_setup: bool) -> SimReport {
    let mut report = SimReport { game: G::ID.to_string(), games, ..Default::default() };
    // A cooperative game (one team): nobody winning is the team's loss, not a draw.
    let coop = G::new(options, seed).is_ok_and(|g| g.teams().len() == 1);
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let result = panic::catch_unwind(AssertUnwindSafe(|| {
            let drawn =
                if random_setup { G::random_setup(options, &mut Rng::new(game_seed ^ SETUP_SALT)) } else { None };
            play_one::<G>(drawn.as_ref().unwrap_or(options), game_seed, step_cap)
        }));
        let end = result.unwrap_or_else(|p| {
            let msg = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".into());
            GameEnd::Problem("panic", msg, 0)
        });
        match end {
            GameEnd::Finished(outcome, actions) => {
                report.finished += 1;
                report.actions += actions;
                match outcome.winners.as_slice() {
                    [] => {
                        let key = if coop { "all lose" } else { "draw" };
                        *report.outcomes.entry(key.into()).or_default() += 1
                    }
                    ws => {
                        for w in ws {
                            *report.outcomes.entry(format!("P{} wins", w + 1)).or_default() += 1;
                        }
                    }
                }
                *report.outcomes.entry(format!("reason: {}", generalise(&outcome.reason))).or_default() += 1;
            }
            GameEnd::Problem(kind, msg, actions) => {
                report.actions += actions;
                match kind {
                    "dead_end" => report.dead_ends += 1,
                    "rejected" => report.rejected += 1,
                    _ => report.panics += 1,
                }
                if report.problems.len() < 10 {
                    report.problems.push(format!("seed {game_seed}: {kind}: {msg}"));
                }
            }
        }
    }
    panic::set_hook(hook);
    report
}

/// Reasons name seats and numbers; counting them by shape keeps the report short.
fn generalise(reason: &str) -> String {
    reason.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect()
}

fn play_one<G: Game>(options: &G::Options, seed: u64, step_cap: u64) -> GameEnd {
    let mut game = match G::new(options, seed) {
        Ok(g) => g,
        Err(e) => return GameEnd::Problem("rejected", format!("setup refused: {e}"), 0),
    };
    if let Err(e) = game.check_invariants() {
        return GameEnd::Problem("panic", format!("invariant broken at setup: {e}"), 0);
    }
    let mut bot = RandomBot::new(seed);
    let mut actions = 0u64;
    loop {
        if let Some(outcome) = game.outcome() {
            return GameEnd::Finished(outcome, actions);
        }
        if actions >= step_cap {
            return GameEnd::Problem("dead_end", format!("no outcome after {step_cap} actions"), actions);
        }
        let Some(seat) = game.to_act() else {
            return GameEnd::Problem("dead_end", "nobody to act and no outcome".into(), actions);
        };
        let legal = game.legal_actions();
        let Some(i) = bot.pick(&game, &legal) else {
            return GameEnd::Problem("dead_end", format!("P{} has no legal action", seat + 1), actions);
        };
        let action = &legal[i];
        // Taken from the list just made: no second check, and a fault ends this game.
        if let Err(e) = game.apply_trusted(action) {
            return GameEnd::Problem("rejected", format!("listed action {action:?} refused: {e}"), actions);
        }
        actions += 1;
        if let Err(e) = game.check_invariants() {
            return GameEnd::Problem("panic", format!("invariant broken after {action:?}: {e}"), actions);
        }
    }
}
