//! `balance --game ID --games N --level L [--seed S] [--decks A,B,..]` (issue 30, point
//! 6): every premade deck against every other by self-play, both seats at one level.
//! Each of the `N` deals of a pair (seeds `S`, `S+1`, ...) is played twice with the decks'
//! seats swapped, so going first evens out. The report is Markdown: the matrix of the
//! row deck's win rate against the column deck, each deck's rate against the field
//! with its 95% Wilson interval, and each card's win rate in the games where it reached
//! its own seat's hand, and over all the games the win rate of the first seat (P1) and
//! of the starting player, who is drawn at random in every game with premades (issue
//! 31, point 5: neither seat may win more than 55%). A draw ([`MOVE_CAP`] decisions without an outcome) counts half.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::premades::{self, DeckInfo, PremadeGame, MOVE_CAP};
use crate::engine::ai::{wilson, Level};
use crate::engine::RuleError;

/// The parsed command line of `balance`.
#[derive(Debug, PartialEq)]
pub struct BalanceArgs {
    pub game: String,
    /// Deals per pair of decks, each played from both seats.
    pub games: u64,
    pub level: Level,
    pub seed: u64,
    /// The premade ids to play (all of the game's when empty).
    pub decks: Vec<String>,
}

/// Parses the arguments after `balance`. Defaults: 10 deals, Normal, seed 1, every deck.
pub fn parse_args(args: &[String]) -> Result<BalanceArgs, RuleError> {
    let mut game = None;
    let mut parsed = BalanceArgs { game: String::new(), games: 10, level: Level::Normal, seed: 1, decks: Vec::new() };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| RuleError::protocol(format!("{flag} needs a value")));
        match flag.as_str() {
            "--game" => game = Some(value()?.clone()),
            "--games" => {
                parsed.games = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| RuleError::protocol("--games takes a whole number of at least 1"))?
            }
            "--seed" => {
                parsed.seed = value()?.parse().map_err(|_| RuleError::protocol("--seed takes a whole number"))?
            }
            "--level" => {
                let v = value()?;
                parsed.level = Level::parse(v).ok_or_else(|| {
                    RuleError::protocol(format!(
                        "--level '{v}' is not a level: use random, easy, normal, hard or greedy"
                    ))
                })?
            }
            "--decks" => parsed.decks = value()?.split(',').map(|d| d.trim().to_string()).collect(),
            other => return Err(RuleError::protocol(format!("unknown argument '{other}'"))),
        }
    }
    parsed.game = game.ok_or_else(|| RuleError::protocol("balance needs --game ID"))?;
    Ok(parsed)
}

/// The decks to play: the ones asked for, each once and each a premade of the game.
fn chosen(game: &dyn PremadeGame, wanted: &[String]) -> Result<Vec<DeckInfo>, RuleError> {
    let all = game.decks()?;
    let ids: Vec<&str> = all.iter().map(|d| d.id.as_str()).collect();
    if wanted.is_empty() {
        return Ok(all);
    }
    let mut decks = Vec::new();
    for w in wanted {
        let deck = all.iter().find(|d| &d.id == w).ok_or_else(|| {
            RuleError::protocol(format!("no premade deck '{w}' in {}: the decks are {}", game.name(), ids.join(", ")))
        })?;
        if decks.contains(deck) {
            return Err(RuleError::protocol(format!("--decks names '{w}' twice")));
        }
        decks.push(deck.clone());
    }
    if decks.len() < 2 {
        return Err(RuleError::protocol("--decks needs at least two decks to play against each other"));
    }
    Ok(decks)
}

/// The games played: points and games for each ordered pair, and each card's record.
struct Tally {
    /// `score[i][j]`: deck i's points against deck j; `played[i][j]` the games.
    score: Vec<Vec<f64>>,
    played: Vec<Vec<u64>>,
    /// Card id -> (name, decks it was drawn in, games drawn, points in those games).
    cards: BTreeMap<String, (String, Vec<String>, u64, f64)>,
    /// The first seat's points over every game, the starting player's, and the games.
    first: (f64, f64, u64),
}

impl Tally {
    fn card(&mut self, deck: &str, drawn: &std::collections::BTreeSet<(String, String)>, points: f64) {
        for (code, name) in drawn {
            let e = self.cards.entry(code.clone()).or_insert_with(|| (name.clone(), Vec::new(), 0, 0.0));
            if !e.1.iter().any(|d| d == deck) {
                e.1.push(deck.to_string());
            }
            e.2 += 1;
            e.3 += points;
        }
    }
}

/// Plays every pair and returns the Markdown report; `progress` hears one line a pair.
pub fn run(args: &BalanceArgs, progress: &mut dyn FnMut(&str)) -> Result<String, RuleError> {
    let game = premades::find(&args.game)?;
    let decks = chosen(game, &args.decks)?;
    let n = decks.len();
    let mut t = Tally {
        score: vec![vec![0.0; n]; n],
        played: vec![vec![0; n]; n],
        cards: BTreeMap::new(),
        first: (0.0, 0.0, 0),
    };
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (&decks[i].id, &decks[j].id);
            for k in 0..args.games {
                let seed = args.seed.wrapping_add(k);
                // Deck i in the first seat, then deck j in the first seat, on one deal.
                for (first, second, i_first) in [(a, b, true), (b, a, false)] {
                    let g = game.play(first, second, args.level, seed)?;
                    let i_points = if i_first { g.first } else { 1.0 - g.first };
                    t.score[i][j] += i_points;
                    t.score[j][i] += 1.0 - i_points;
                    t.played[i][j] += 1;
                    t.played[j][i] += 1;
                    t.first.0 += g.first;
                    t.first.1 += if g.starter == 0 { g.first } else { 1.0 - g.first };
                    t.first.2 += 1;
                    let [d_first, d_second] = &g.drawn;
                    t.card(first, d_first, g.first);
                    t.card(second, d_second, 1.0 - g.first);
                }
            }
            progress(&format!("{a} vs {b}: {:.1} of {}", t.score[i][j], t.played[i][j]));
        }
    }
    Ok(report(game, args, &decks, &t))
}

fn pct(x: f64) -> String {
    format!("{:.0}%", 100.0 * x)
}

fn report(game: &dyn PremadeGame, args: &BalanceArgs, decks: &[DeckInfo], t: &Tally) -> String {
    let n = decks.len();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} at {}: {} deals per pair from seed {}, each from both seats ({} games a pair); \
         a game with no outcome in {MOVE_CAP} decisions counts half\n",
        game.name(),
        args.level.name(),
        args.games,
        args.seed,
        2 * args.games
    );
    let ids: Vec<&str> = decks.iter().map(|d| d.id.as_str()).collect();
    let _ = writeln!(out, "| deck | {} | vs field | games | 95% interval |", ids.join(" | "));
    let _ = writeln!(out, "|---|{}---|---|---|", "---|".repeat(n));
    for (i, deck) in decks.iter().enumerate() {
        let cells: Vec<String> =
            (0..n).map(|j| if i == j { "–".into() } else { pct(t.score[i][j] / t.played[i][j] as f64) }).collect();
        let points: f64 = t.score[i].iter().sum();
        let games: u64 = t.played[i].iter().sum();
        let rate = points / games as f64;
        let (lo, hi) = wilson(rate, games);
        let _ = writeln!(
            out,
            "| {} {} | {} | {:.1}% | {games} | {:.0}-{:.0}% |",
            deck.id,
            deck.title,
            cells.join(" | "),
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        );
    }
    let (seat0, starter, games) = t.first;
    for (who, other, points) in [("First seat", "second seat", seat0), ("Starting player", "the other", starter)] {
        let rate = points / games as f64;
        let (lo, hi) = wilson(rate, games);
        let _ = writeln!(
            out,
            "\n{who}: {:.1}% of {games} games (95% interval {:.0}-{:.0}%); {other}: {:.1}%",
            100.0 * rate,
            100.0 * lo,
            100.0 * hi,
            100.0 * (1.0 - rate)
        );
    }
    let _ = writeln!(
        out,
        "\nEach card's win rate when drawn: the games in which it reached its own seat's hand \
         (its seat's result), best first\n"
    );
    let _ = writeln!(out, "| card | name | decks | games | win rate | 95% interval |");
    let _ = writeln!(out, "|---|---|---|---|---|---|");
    let mut rows: Vec<_> = t.cards.iter().collect();
    rows.sort_by(|a, b| {
        let rate = |e: &(String, Vec<String>, u64, f64)| e.3 / e.2 as f64;
        rate(b.1).total_cmp(&rate(a.1)).then(a.0.cmp(b.0))
    });
    for (code, (name, in_decks, games, points)) in rows {
        let rate = points / *games as f64;
        let (lo, hi) = wilson(rate, *games);
        let _ = writeln!(
            out,
            "| {code} | {name} | {} | {games} | {:.1}% | {:.0}-{:.0}% |",
            in_decks.join(","),
            100.0 * rate,
            100.0 * lo,
            100.0 * hi
        );
    }
    out
}
