//! `simulate --game ID --games N --seed S [--options JSON] [--bot random] [--random-setup]`
//! (docs/architecture.md section 5).

use std::time::Instant;

use serde_json::Value;

use crate::engine::{RuleError, SimReport};
use crate::games;

/// The parsed command line of `simulate`.
#[derive(Debug, PartialEq)]
pub struct SimArgs {
    pub game: String,
    pub games: u64,
    pub seed: u64,
    pub options: Option<Value>,
    /// Each game draws a random legal set-up from the whole pool.
    pub random_setup: bool,
}

/// Parses the arguments after `simulate`.
pub fn parse_args(args: &[String]) -> Result<SimArgs, RuleError> {
    let mut game = None;
    let mut games = 100;
    let mut seed = 1;
    let mut options = None;
    let mut random_setup = false;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| RuleError::protocol(format!("{flag} needs a value")));
        match flag.as_str() {
            "--random-setup" => random_setup = true,
            "--game" => game = Some(value()?.clone()),
            "--games" => games = value()?.parse().map_err(|_| RuleError::protocol("--games takes a whole number"))?,
            "--seed" => seed = value()?.parse().map_err(|_| RuleError::protocol("--seed takes a whole number"))?,
            "--options" => {
                options = Some(
                    serde_json::from_str(value()?)
                        .map_err(|e| RuleError::protocol(format!("--options is not JSON: {e}")))?,
                )
            }
            "--bot" => {
                let bot = value()?;
                if bot != "random" {
                    return Err(RuleError::protocol(format!("unknown bot '{bot}': the bot is 'random'")));
                }
            }
            other => return Err(RuleError::protocol(format!("unknown argument '{other}'"))),
        }
    }
    let game = game.ok_or_else(|| RuleError::protocol("simulate needs --game ID"))?;
    Ok(SimArgs { game, games, seed, options, random_setup })
}

/// Runs the simulation and times it.
pub fn run(args: &SimArgs) -> Result<SimReport, RuleError> {
    let entry = games::find(&args.game).ok_or_else(|| RuleError::protocol(format!("unknown game '{}'", args.game)))?;
    let start = Instant::now();
    let mut report = (entry.simulate)(args.options.as_ref(), args.games, args.seed, args.random_setup)?;
    report.seconds = start.elapsed().as_secs_f64();
    if report.seconds > 0.0 {
        report.games_per_s = report.games as f64 / report.seconds;
        report.actions_per_s = report.actions as f64 / report.seconds;
    }
    Ok(report)
}
