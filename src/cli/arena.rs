//! `arena --game ID --games N --seed S --a LEVEL --b LEVEL [--a-workers N] [--b-workers N]
//! [--options JSON] [--random-setup]`
//! (docs/architecture.md section 5b): the computer player at two levels, seats rotated.

use std::time::Instant;

use serde_json::Value;

use crate::engine::ai::{ArenaReport, ArenaSpec, Level, MAX_SEARCHES};
use crate::engine::RuleError;
use crate::games;

/// The parsed command line of `arena`.
#[derive(Debug, PartialEq)]
pub struct ArenaArgs {
    pub game: String,
    pub spec: ArenaSpec,
    pub options: Option<Value>,
}

fn level(flag: &str, v: &str) -> Result<Level, RuleError> {
    Level::parse(v).ok_or_else(|| {
        RuleError::protocol(format!("{flag} '{v}' is not a level: use random, easy, normal, hard or greedy"))
    })
}

/// Root-parallel searches a move: 1 to [`MAX_SEARCHES`].
fn workers(flag: &str, v: &str) -> Result<u32, RuleError> {
    v.parse().ok().filter(|n| (1..=MAX_SEARCHES).contains(n)).ok_or_else(|| {
        RuleError::protocol(format!("{flag} '{v}' is not a number of searches from 1 to {MAX_SEARCHES}"))
    })
}

/// Parses the arguments after `arena`. Defaults: 20 games, seed 1, a hard, b random.
pub fn parse_args(args: &[String]) -> Result<ArenaArgs, RuleError> {
    let mut game = None;
    let mut spec = ArenaSpec::new(20, 1, Level::Hard, Level::Random);
    let mut options = None;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| RuleError::protocol(format!("{flag} needs a value")));
        match flag.as_str() {
            "--game" => game = Some(value()?.clone()),
            "--games" => {
                spec.games = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| RuleError::protocol("--games takes a whole number of at least 1"))?
            }
            "--seed" => spec.seed = value()?.parse().map_err(|_| RuleError::protocol("--seed takes a whole number"))?,
            "--a" => spec.a = level("--a", value()?)?,
            "--b" => spec.b = level("--b", value()?)?,
            "--a-workers" => spec.a_workers = workers("--a-workers", value()?)?,
            "--b-workers" => spec.b_workers = workers("--b-workers", value()?)?,
            "--random-setup" => spec.random_setup = true,
            "--options" => {
                options = Some(
                    serde_json::from_str(value()?)
                        .map_err(|e| RuleError::protocol(format!("--options is not JSON: {e}")))?,
                )
            }
            other => return Err(RuleError::protocol(format!("unknown argument '{other}'"))),
        }
    }
    let game = game.ok_or_else(|| RuleError::protocol("arena needs --game ID"))?;
    Ok(ArenaArgs { game, spec, options })
}

/// Plays the games, timing every decision with the native clock.
pub fn run(args: &ArenaArgs) -> Result<ArenaReport, RuleError> {
    let entry = games::find(&args.game).ok_or_else(|| {
        let ids: Vec<&str> = games::catalog().iter().map(|g| g.id).collect();
        RuleError::protocol(format!("unknown game '{}': the games are {}", args.game, ids.join(", ")))
    })?;
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    (entry.arena)(args.options.as_ref(), &args.spec, &clock)
}
