//! The text the page and the search worker exchange (`super::worker_client`,
//! `super::worker_side`). A request names the match by its link code (options, seed and
//! every decision: `common::share`), so the worker replays exactly the page's position;
//! an answer names moves by their place in that position's legal list, which is the
//! same on both sides because the rules are deterministic. Plain text rather than JSON:
//! the page reads it with a few splits and carries no second reader.
//!
//! - request: `t <level> <seed> <code>` (the computer's move), `v <level> <seed> <k>
//!   <code>` (search `k` of a root-parallel move: `engine::ai::search_votes`) or
//!   `h <seed> <code>` (the Hint, at its game's `GameUi::HINT_LEVEL`);
//! - answer: `a <index>` or `a -` (nothing to choose); `v <iterations>` then
//!   `<weight>:<expected result in millionths>` per legal action, in the legal list's
//!   order (`v -`: nothing to choose); `h` then
//!   one line per suggested move, `<index>\t<tries or ->\t<label>\t<reason>\t<confidence>`;
//!   `e <why>` when the request could not be answered.

use crate::engine::ai::{Level, RootVotes, MILLION};
use crate::ui::hint_explain::HintLine;

/// What the page asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    Think {
        level: Level,
        seed: u64,
        code: String,
    },
    /// Search `k` of a root-parallel move (one worker's share).
    Votes {
        level: Level,
        seed: u64,
        k: u32,
        code: String,
    },
    Hint {
        seed: u64,
        code: String,
    },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The chosen move's place in the legal list, or none.
    Move(Option<usize>),
    /// One search's votes over the legal list (`None`: nothing to choose).
    Votes(Option<RootVotes>),
    /// The Hint's lines, each with its move's place in the legal list.
    Hint(Vec<(usize, HintLine)>),
    /// Why the request was not answered.
    Failed(String),
}

fn level_digit(level: Level) -> char {
    match level {
        Level::Random => '0',
        Level::Easy => '1',
        Level::Normal => '2',
        Level::Hard => '3',
        Level::Greedy => '4',
    }
}

fn level_of(word: &str) -> Option<Level> {
    Some(match word {
        "0" => Level::Random,
        "1" => Level::Easy,
        "2" => Level::Normal,
        "3" => Level::Hard,
        "4" => Level::Greedy,
        _ => return None,
    })
}

impl Request {
    pub fn text(&self) -> String {
        match self {
            Request::Think { level, seed, code } => format!("t {} {seed} {code}", level_digit(*level)),
            Request::Votes { level, seed, k, code } => format!("v {} {seed} {k} {code}", level_digit(*level)),
            Request::Hint { seed, code } => format!("h {seed} {code}"),
        }
    }

    /// Reads a request; `None` when it is not one.
    pub fn read(text: &str) -> Option<Request> {
        let mut words = text.split(' ');
        match words.next()? {
            "t" => {
                let level = level_of(words.next()?)?;
                let seed = words.next()?.parse().ok()?;
                let code = words.next()?.to_string();
                words.next().is_none().then_some(Request::Think { level, seed, code })
            }
            "v" => {
                let level = level_of(words.next()?)?;
                let seed = words.next()?.parse().ok()?;
                let k = words.next()?.parse().ok()?;
                let code = words.next()?.to_string();
                words.next().is_none().then_some(Request::Votes { level, seed, k, code })
            }
            "h" => {
                let seed = words.next()?.parse().ok()?;
                let code = words.next()?.to_string();
                words.next().is_none().then_some(Request::Hint { seed, code })
            }
            _ => None,
        }
    }
}

/// Words as one field: no tab or line break inside.
fn field(words: &str) -> String {
    words.replace(['\t', '\n'], " ")
}

impl Answer {
    pub fn text(&self) -> String {
        match self {
            Answer::Move(Some(i)) => format!("a {i}"),
            Answer::Move(None) => "a -".into(),
            Answer::Votes(None) => "v -".into(),
            Answer::Votes(Some(v)) => {
                let mut out = format!("v {}", v.iterations);
                for (w, r) in &v.moves {
                    out += &format!(" {w}:{r}");
                }
                out
            }
            Answer::Hint(lines) => {
                let mut out = String::from("h");
                for (i, l) in lines {
                    let tries = l.tries.map_or_else(|| "-".to_string(), |t| t.to_string());
                    out +=
                        &format!("\n{i}\t{tries}\t{}\t{}\t{}", field(&l.label), field(&l.reason), field(&l.confidence));
                }
                out
            }
            Answer::Failed(why) => format!("e {}", field(why)),
        }
    }

    /// Reads an answer; a text that is not one reads as a failure that says so.
    pub fn read(text: &str) -> Answer {
        Self::parse(text).unwrap_or_else(|| Answer::Failed("the search worker's answer could not be read".into()))
    }

    fn parse(text: &str) -> Option<Answer> {
        if let Some(why) = text.strip_prefix("e ") {
            return Some(Answer::Failed(why.to_string()));
        }
        if let Some(i) = text.strip_prefix("a ") {
            return Some(Answer::Move(if i == "-" { None } else { Some(i.parse().ok()?) }));
        }
        if let Some(rest) = text.strip_prefix("v ") {
            return Self::parse_votes(rest);
        }
        let rest = text.strip_prefix('h')?;
        let mut lines = Vec::new();
        for line in rest.split('\n').skip(1) {
            let mut f = line.split('\t');
            let i = f.next()?.parse().ok()?;
            let tries = match f.next()? {
                "-" => None,
                t => Some(t.parse().ok()?),
            };
            let (label, reason, confidence) = (f.next()?, f.next()?, f.next()?);
            if f.next().is_some() {
                return None;
            }
            lines.push((
                i,
                HintLine { label: label.into(), reason: reason.into(), confidence: confidence.into(), tries },
            ));
        }
        (rest.is_empty() || rest.starts_with('\n')).then_some(Answer::Hint(lines))
    }

    fn parse_votes(rest: &str) -> Option<Answer> {
        if rest == "-" {
            return Some(Answer::Votes(None));
        }
        let mut words = rest.split(' ');
        let iterations = words.next()?.parse().ok()?;
        let mut moves = Vec::new();
        for w in words {
            let (weight, result) = w.split_once(':')?;
            let result: u32 = result.parse().ok()?;
            if result > MILLION {
                return None;
            }
            moves.push((weight.parse().ok()?, result));
        }
        Some(Answer::Votes(Some(RootVotes { iterations, moves })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_read_back() {
        for r in [
            Request::Think { level: Level::Hard, seed: u64::MAX, code: "AQID-_x".into() },
            Request::Think { level: Level::Easy, seed: 0, code: "x".into() },
            Request::Hint { seed: 42, code: "AQ".into() },
            Request::Votes { level: Level::Hard, seed: 9, k: 3, code: "AQ".into() },
        ] {
            assert_eq!(Request::read(&r.text()), Some(r));
        }
        for bad in ["", "t", "t 9 1 x", "t 2 x y", "h 1", "h 1 a b", "x 1 a", "v 3 1 x AQ", "v 3 1 AQ"] {
            assert_eq!(Request::read(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn answers_read_back() {
        let line = |label: &str, tries| HintLine {
            label: label.into(),
            reason: "ahead on lore".into(),
            confidence: "Expected result 60%".into(),
            tries,
        };
        for a in [
            Answer::Move(Some(7)),
            Answer::Move(None),
            Answer::Hint(vec![(0, line("Quest with Nessa", Some(31))), (4, line("Ink Varro", None))]),
            Answer::Hint(Vec::new()),
            Answer::Failed("no such game".into()),
            Answer::Votes(None),
            Answer::Votes(Some(RootVotes {
                iterations: 3000,
                moves: vec![(1200, 625_000), (0, 0), (u64::MAX / 64, MILLION)],
            })),
            Answer::Votes(Some(RootVotes { iterations: 0, moves: Vec::new() })),
        ] {
            assert_eq!(Answer::read(&a.text()), a);
        }
        // A tab or a line break in the words cannot split a line.
        let odd = Answer::Hint(vec![(1, line("a\tb\nc", Some(2)))]);
        let Answer::Hint(back) = Answer::read(&odd.text()) else { panic!("not read back") };
        assert_eq!(back[0].1.label, "a b c");
        for bad in [
            "",
            "a x",
            "h\nx\t1\ta\tb\tc",
            "h\n1\t1\ta\tb",
            "hello",
            "v x",
            "v 3 1",
            "v 3 1:1000001",
            "v 3 -1:5",
            "v 3 1:0.5",
        ] {
            assert!(matches!(Answer::read(bad), Answer::Failed(_)), "{bad:?}");
        }
    }
}
