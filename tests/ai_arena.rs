//! `turnkeeper arena` (docs/architecture.md section 5b): the one JSON object it prints, the
//! sides in two-seat, Battle and team games, and refusals of bad arguments.

use std::process::Command;

use serde_json::Value;
use turnkeeper::cli::arena::{parse_args, run};
use turnkeeper::engine::ai::Level;

fn args(s: &str) -> Vec<String> {
    s.split_whitespace().map(String::from).collect()
}

fn arena(s: &str) -> Value {
    let a = parse_args(&args(s)).expect("valid arguments");
    serde_json::to_value(run(&a).expect("the arena runs")).unwrap()
}

const KEYS: [&str; 13] = [
    "game",
    "games",
    "a",
    "b",
    "a_wins",
    "b_wins",
    "draws",
    "a_win_rate",
    "a_win_rate_ci95",
    "a_ms_median",
    "a_ms_p95",
    "b_ms_median",
    "b_ms_p95",
];

fn check_shape(r: &Value, game: &str, games: u64) {
    let obj = r.as_object().expect("an object");
    for k in KEYS {
        assert!(obj.contains_key(k), "missing {k} in {r}");
    }
    assert_eq!(obj.len(), 13, "exactly the contract's fields: {r}");
    assert_eq!(r["game"], game);
    assert_eq!(r["games"], games);
    let (a, b, d) = (r["a_wins"].as_u64().unwrap(), r["b_wins"].as_u64().unwrap(), r["draws"].as_u64().unwrap());
    assert_eq!(a + b + d, games, "every game counted once: {r}");
    let rate = r["a_win_rate"].as_f64().unwrap();
    assert!((rate - (a as f64 + d as f64 / 2.0) / games as f64).abs() < 1e-3);
    let ci = r["a_win_rate_ci95"].as_array().unwrap();
    let (lo, hi) = (ci[0].as_f64().unwrap(), ci[1].as_f64().unwrap());
    assert!(0.0 <= lo && lo <= rate && rate <= hi && hi <= 1.0, "the interval holds the rate: {r}");
    assert!(r["a_ms_p95"].as_f64().unwrap() >= r["a_ms_median"].as_f64().unwrap());
}

#[test]
fn random_against_random_reports_the_contract_shape_in_every_layout() {
    let r = arena("--game lorcana --games 6 --seed 3 --a random --b random");
    check_shape(&r, "lorcana", 6);
    assert_eq!(r["a"], "random");
    for opts in [
        r#"{"mode":"high_form"}"#,
        r#"{"mode":"duel"}"#,
        r#"{"mode":"battle","players":4}"#,
        r#"{"mode":"battle","players":3}"#,
        r#"{"mode":"team_high_form"}"#,
        r#"{"mode":"team_duel"}"#,
    ] {
        let mut a = args("--game tash-kalar --games 4 --seed 5 --a random --b random");
        a.push("--options".into());
        a.push(opts.into());
        let r = serde_json::to_value(run(&parse_args(&a).unwrap()).unwrap()).unwrap();
        check_shape(&r, "tash-kalar", 4);
    }
}

#[test]
fn in_battle_side_a_is_one_seat_so_random_wins_about_a_quarter() {
    let r =
        arena(r#"--game tash-kalar --games 40 --seed 1 --a random --b random --options {"mode":"battle","players":4}"#);
    let rate = r["a_win_rate"].as_f64().unwrap();
    assert!(rate < 0.5, "one random seat against three wins far less than half: {r}");
}

#[test]
fn easy_beats_random_in_a_short_lorcana_match() {
    let r = arena("--game lorcana --games 2 --seed 1 --a easy --b random");
    check_shape(&r, "lorcana", 2);
    assert_eq!(r["a"], "easy");
    assert!(r["a_ms_median"].as_f64().unwrap() > r["b_ms_median"].as_f64().unwrap(), "searching takes longer");
}

#[test]
fn bad_arguments_are_refused_with_a_reason() {
    for (bad, words) in [
        ("--games 3", "needs --game"),
        ("--game chess", "unknown game"),
        ("--game lorcana --a wizard", "not a level"),
        ("--game lorcana --games 0", "at least 1"),
        ("--game lorcana --games many", "whole number"),
        ("--game lorcana --seed", "needs a value"),
        ("--game lorcana --colour red", "unknown argument"),
    ] {
        let e = parse_args(&args(bad)).and_then(|a| run(&a)).expect_err(bad);
        assert!(e.message.contains(words), "{bad}: {}", e.message);
    }
    let bad_options = parse_args(&[
        "--game".into(),
        "tash-kalar".into(),
        "--options".into(),
        r#"{"mode":"battle","players":2}"#.into(),
    ])
    .unwrap();
    assert!(run(&bad_options).is_err(), "options the game refuses");
    assert_eq!(parse_args(&args("--game lorcana")).unwrap().spec.a, Level::Hard);
}

#[test]
fn the_binary_prints_one_json_line_or_fails_with_a_message() {
    let out = Command::new(env!("CARGO_BIN_EXE_turnkeeper"))
        .args(args("arena --game lorcana --games 2 --seed 1 --a random --b random"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "exactly one line: {text}");
    check_shape(&serde_json::from_str(&text).unwrap(), "lorcana", 2);
    let bad = Command::new(env!("CARGO_BIN_EXE_turnkeeper")).args(args("arena --game lorcana --b 7")).output().unwrap();
    assert!(!bad.status.success());
    assert!(bad.stdout.is_empty());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a level"));
}

/// `--random-setup` (issue 29 point 5): each game gets its own decks (mages, nemesis and
/// market in Aeon's End) drawn from the whole pool, the same as `simulate --random-setup`
/// from the same seed, and the levels play them to the end.
#[test]
fn random_setup_gives_every_game_its_own_set_up_from_the_pool() {
    use turnkeeper::engine::ai::{game_options, ArenaSpec};
    use turnkeeper::engine::Game;
    fn drawn<G: Game>() {
        let base = G::Options::default();
        let plain = ArenaSpec::new(1, 1, Level::Random, Level::Random);
        let drawn = ArenaSpec { random_setup: true, ..plain };
        assert_eq!(game_options::<G>(&base, &plain, 7), base, "{}: without the flag, the options given", G::ID);
        let (a, b) = (game_options::<G>(&base, &drawn, 7), game_options::<G>(&base, &drawn, 8));
        assert_ne!(a, base, "{}: the flag draws a set-up", G::ID);
        assert_ne!(a, b, "{}: each game draws its own", G::ID);
        assert_eq!(a, game_options::<G>(&base, &drawn, 7), "{}: the same seed, the same set-up", G::ID);
    }
    drawn::<turnkeeper::games::lorcana::Lorcana>();
    drawn::<turnkeeper::games::altered::Altered>();
    drawn::<turnkeeper::games::nexus::Nexus>();
    drawn::<turnkeeper::games::aeons_end::AeonsEnd>();
    for game in ["lorcana", "altered", "nexus", "aeons-end"] {
        let a = parse_args(&args(&format!("--game {game} --games 4 --seed 11 --a random --b random --random-setup")))
            .unwrap();
        assert!(a.spec.random_setup);
        let r = serde_json::to_value(run(&a).expect("random set-ups play to the end")).unwrap();
        check_shape(&r, game, 4);
    }
}
