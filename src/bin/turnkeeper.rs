//! The native command line. `turnkeeper protocol` speaks JSON lines on stdin/stdout;
//! `turnkeeper simulate --game ID --games N --seed S` plays bot games and reports;
//! `turnkeeper arena --game ID --games N --seed S --a LEVEL --b LEVEL` pits computer levels;
//! `turnkeeper balance --game ID --games N --level LEVEL` plays premade decks against each other.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use turnkeeper::cli::{arena, balance, protocol::Session, simulate};

const USAGE: &str = "usage: turnkeeper protocol\n       turnkeeper simulate --game ID --games N --seed S [--options JSON] [--bot random] [--random-setup]\n       turnkeeper arena --game ID --games N --seed S --a LEVEL --b LEVEL [--options JSON]\n       turnkeeper balance --game ID --games N --level LEVEL [--seed S] [--decks A,B,..]\n         (LEVEL: random, easy, normal, hard)";

/// Prints a report as one JSON line; says so on stderr if it cannot be written.
fn print_json(report: &impl serde::Serialize) -> bool {
    match serde_json::to_string(report) {
        Ok(line) => {
            println!("{line}");
            true
        }
        Err(e) => {
            eprintln!("the report could not be written as JSON: {e}");
            false
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("protocol") => protocol(),
        Some("simulate") => match simulate::parse_args(&args[1..]).and_then(|a| simulate::run(&a)) {
            Ok(report) => {
                if !print_json(&report) {
                    return ExitCode::FAILURE;
                }
                if report.clean() {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::FAILURE
                }
            }
            Err(e) => {
                eprintln!("simulate: {} [{}]\n{USAGE}", e.message, e.rule);
                ExitCode::from(2)
            }
        },
        Some("arena") => match arena::parse_args(&args[1..]).and_then(|a| arena::run(&a)) {
            Ok(report) if print_json(&report) => ExitCode::SUCCESS,
            Ok(_) => ExitCode::FAILURE,
            Err(e) => {
                eprintln!("arena: {} [{}]\n{USAGE}", e.message, e.rule);
                ExitCode::from(2)
            }
        },
        Some("balance") => {
            let mut progress = |line: &str| eprintln!("{line}");
            match balance::parse_args(&args[1..]).and_then(|a| balance::run(&a, &mut progress)) {
                Ok(report) => {
                    print!("{report}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("balance: {} [{}]\n{USAGE}", e.message, e.rule);
                    ExitCode::from(2)
                }
            }
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn protocol() -> ExitCode {
    let mut session = Session::new();
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let answer = session.handle_line(&line);
        if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}
