//! `turnkeeper balance` (issue 30, point 6): premade decks against each other by
//! self-play. Played at level random over three Lorcana decks so it is quick; the
//! report's numbers must agree with each other (a pair's two cells make 100%, every
//! deck's games are its pairs' games), the per-card section lists the cards of those
//! decks only, and bad arguments are refused with a message, never a panic.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use turnkeeper::cli::balance;
use turnkeeper::cli::premades;
use turnkeeper::games::lorcana::cards;

fn args(s: &str) -> Vec<String> {
    s.split_whitespace().map(String::from).collect()
}

/// The cells of a Markdown table's rows that start with `| ` and are not the header.
fn table_rows<'a>(section: &'a str, header_start: &str) -> Vec<Vec<&'a str>> {
    let mut lines = section.lines().skip_while(|l| !l.starts_with(header_start));
    lines.next().expect("the table's header");
    lines.next().expect("the table's rule");
    lines
        .take_while(|l| l.starts_with("| "))
        .map(|l| l.trim_matches('|').split(" | ").map(str::trim).collect())
        .collect()
}

fn percent(cell: &str) -> f64 {
    cell.trim_end_matches('%').parse().unwrap_or_else(|_| panic!("'{cell}' is a percentage"))
}

#[test]
fn the_matrix_adds_up_and_the_cards_are_the_decks_own() {
    let decks = ["A", "C", "E"];
    let a = balance::parse_args(&args("--game lorcana --games 3 --level random --seed 7 --decks A,C,E")).unwrap();
    let mut lines = Vec::new();
    let report = balance::run(&a, &mut |l| lines.push(l.to_string())).expect("balance plays");
    assert_eq!(lines.len(), 3, "one progress line a pair: {lines:?}");
    assert!(report.contains("6 games a pair"), "{report}");

    let rows = table_rows(&report, "| deck |");
    assert_eq!(rows.len(), 3, "a row a deck:\n{report}");
    for (i, row) in rows.iter().enumerate() {
        assert!(row[0].starts_with(decks[i]), "row {i} is deck {}: {row:?}", decks[i]);
        assert_eq!(row[1 + i], "–", "no deck plays itself");
        // Every deck played 6 games against each of the 2 others.
        assert_eq!(row[5], "12", "deck {}'s games", decks[i]);
        let mut sum = 0.0;
        for (j, other) in rows.iter().enumerate().filter(|(j, _)| *j != i) {
            let (mine, theirs) = (percent(row[1 + j]), percent(other[1 + i]));
            assert!((mine + theirs - 100.0).abs() <= 1.0, "{}-{}: {mine}% and {theirs}%", decks[i], decks[j]);
            sum += mine;
        }
        // vs field is the mean of the row over equal numbers of games.
        assert!((percent(row[4]) - sum / 2.0).abs() <= 1.0, "deck {}'s field rate: {row:?}", decks[i]);
        let (lo, hi) = row[6].trim_end_matches('%').split_once('-').expect("an interval");
        let (lo, hi): (f64, f64) = (lo.parse().unwrap(), hi.parse().unwrap());
        assert!(lo <= percent(row[4]) + 0.5 && percent(row[4]) <= hi + 0.5, "the interval holds the rate: {row:?}");
    }

    let their_cards: BTreeMap<String, BTreeSet<&str>> = decks
        .iter()
        .flat_map(|d| cards::premade(d).unwrap().cards.iter().map(move |(id, _)| (id.clone(), *d)))
        .fold(BTreeMap::new(), |mut m, (id, d)| {
            m.entry(id).or_insert_with(BTreeSet::new).insert(d);
            m
        });
    let card_rows = table_rows(&report, "| card |");
    assert!(card_rows.len() > 20, "most of the decks' cards are drawn in 18 games:\n{report}");
    for row in &card_rows {
        let in_decks = their_cards.get(row[0]).unwrap_or_else(|| panic!("{} is in none of the decks played", row[0]));
        for d in row[2].split(',') {
            assert!(in_decks.contains(d), "{} is listed for deck {d}, whose list lacks it", row[0]);
        }
        // A card is drawn at most once a game per seat; each deck plays 12 games.
        let games: u64 = row[3].parse().unwrap();
        assert!(games >= 1 && games <= 12 * row[2].split(',').count() as u64, "{row:?}");
        assert!((0.0..=100.0).contains(&percent(row[4])), "{row:?}");
    }
}

/// A seat's line ("First seat", "Starting player"): its rate, games and interval, and
/// the other seat's rate.
fn seat_line(report: &str, who: &str) -> (f64, u64, (f64, f64), f64) {
    let line = report.lines().find(|l| l.starts_with(&format!("{who}: "))).expect("the seat line");
    let words: Vec<&str> = line[who.len() + 1..].split([' ', '(', ')', ';']).filter(|w| !w.is_empty()).collect();
    // R% of N games 95% interval LO-HI% other: R2%
    let (lo, hi) = words[6].trim_end_matches('%').split_once('-').expect("an interval");
    let other = words.last().expect("the other seat's rate");
    (percent(words[0]), words[2].parse().unwrap(), (lo.parse().unwrap(), hi.parse().unwrap()), percent(other))
}

/// Every premade of a game (issue 31, point 5) against every other at level random, one
/// deal a pair from both seats: a row a deck, pairs that make 100%, the cards of the
/// report in the decks they are listed for, and the seat line over every game.
fn plays_every_premade(game: &str, decks: &[(String, BTreeSet<String>)]) {
    let a = balance::parse_args(&args(&format!("--game {game} --games 1 --level random --seed 3"))).unwrap();
    let report = balance::run(&a, &mut |_| {}).expect("balance plays");
    let n = decks.len();
    let rows = table_rows(&report, "| deck |");
    assert_eq!(rows.len(), n, "a row a premade:\n{report}");
    for (i, row) in rows.iter().enumerate() {
        assert!(row[0].starts_with(&format!("{} ", decks[i].0)), "row {i} is {}: {row:?}", decks[i].0);
        assert_eq!(row[2 + n], (2 * (n - 1)).to_string(), "two games against each other deck: {row:?}");
        for (j, other) in rows.iter().enumerate().filter(|(j, _)| *j != i) {
            assert!((percent(row[1 + j]) + percent(other[1 + i]) - 100.0).abs() <= 1.0, "{row:?} and {other:?}");
        }
    }
    for row in table_rows(&report, "| card |") {
        for d in row[2].split(',') {
            let list = &decks.iter().find(|(id, _)| id == d).expect("a deck played").1;
            assert!(list.contains(row[0]), "{} is listed for {d}, whose list lacks it", row[0]);
        }
    }
    for who in ["First seat", "Starting player"] {
        let (first, games, (lo, hi), second) = seat_line(&report, who);
        assert_eq!(games as usize, n * (n - 1), "{who}: every game of every pair: {report}");
        assert!((first + second - 100.0).abs() < 0.2 && lo <= first + 0.5 && first <= hi + 0.5, "{report}");
    }
}

#[test]
fn altered_plays_its_six_premades() {
    let pool = turnkeeper::games::altered::cards::pool();
    let decks: Vec<(String, BTreeSet<String>)> = pool
        .premades
        .iter()
        .map(|p| (p.id.to_string(), p.cards.iter().map(|&c| pool.defs[c as usize].code.to_string()).collect()))
        .collect();
    assert_eq!(decks.len(), 6);
    plays_every_premade("altered", &decks);
}

#[test]
fn nexus_plays_its_seven_premades() {
    let pool = turnkeeper::games::nexus::cards::try_pool().unwrap();
    let decks: Vec<(String, BTreeSet<String>)> = pool
        .premades
        .iter()
        .map(|p| (p.id.to_string(), p.cards.iter().map(|&c| pool.defs[c as usize].code.to_string()).collect()))
        .collect();
    assert_eq!(decks.len(), 7);
    plays_every_premade("nexus", &decks);
}

#[test]
fn lorcana_reports_its_seats() {
    let a = balance::parse_args(&args("--game lorcana --games 2 --level random --decks A,B,C")).unwrap();
    let report = balance::run(&a, &mut |_| {}).unwrap();
    for who in ["First seat", "Starting player"] {
        let (first, games, _, second) = seat_line(&report, who);
        assert_eq!(games, 12, "{who}: 3 pairs of 2 deals from both seats");
        assert!((first + second - 100.0).abs() < 0.2);
    }
}

#[test]
fn the_same_seed_gives_the_same_report() {
    let a = balance::parse_args(&args("--game lorcana --games 1 --level random --decks B,D")).unwrap();
    let one = balance::run(&a, &mut |_| {}).unwrap();
    let two = balance::run(&a, &mut |_| {}).unwrap();
    assert_eq!(one, two);
}

#[test]
fn bad_arguments_are_refused_with_words() {
    let refused = |line: &str, words: &str| {
        let e = balance::parse_args(&args(line))
            .and_then(|a| balance::run(&a, &mut |_| {}))
            .expect_err(&format!("'{line}' is refused"));
        assert!(e.message.contains(words), "'{line}': {}", e.message);
    };
    refused("--games 2", "needs --game");
    refused("--game lorcana --games 0", "at least 1");
    refused("--game lorcana --games many", "whole number");
    refused("--game lorcana --level wizard", "not a level");
    refused("--game lorcana --seed -3", "whole number");
    refused("--game lorcana --decks A,Z", "the decks are A, B");
    refused("--game lorcana --decks A,A", "twice");
    refused("--game lorcana --decks A", "at least two");
    refused("--game lorcana --games", "needs a value");
    refused("--game lorcana --colour red", "unknown argument");
    refused("--game chess --games 1", "balance plays lorcana, altered, nexus");
    refused("--game aeons-end --games 1", "balance plays lorcana, altered, nexus");
    refused("--game altered --decks A,tidebound-order", "the decks are verdant-pact, tidebound-order");
    let ids: Vec<&str> = premades::premade_games().iter().map(|g| g.id()).collect();
    assert_eq!(ids, ["lorcana", "altered", "nexus"], "the games with premades to play");

    // The command line says so on stderr and exits 2, with nothing on stdout.
    let out = Command::new(env!("CARGO_BIN_EXE_turnkeeper")).args(args("balance --game tash-kalar")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("balance plays lorcana") && err.contains("usage"), "{err}");
}

#[test]
fn the_command_line_prints_the_report() {
    let out = Command::new(env!("CARGO_BIN_EXE_turnkeeper"))
        .args(args("balance --game lorcana --games 1 --level random --decks G,H"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.starts_with("Lorcana at random"), "{report}");
    assert_eq!(table_rows(&report, "| deck |").len(), 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("G vs H: "), "progress on stderr");
}
