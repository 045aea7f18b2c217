//! Random games in every mode: they finish, with no dead end, refusal or broken invariant.

use turnkeeper::engine::simulate;
use turnkeeper::games::tash_kalar::{Mode, Options, TashKalar};

fn run(mode: Mode, players: Option<usize>, games: u64) {
    let opts = Options { mode, players, teams: false };
    let r = simulate::<TashKalar>(&opts, games, 1, 20000, false);
    assert!(r.clean(), "{mode:?} {players:?}: expected clean random games, got {:?}", r);
}

#[test]
fn high_form_random_games_are_clean() {
    run(Mode::HighForm, None, 40);
}

#[test]
fn duel_random_games_are_clean() {
    run(Mode::Duel, None, 40);
}

#[test]
fn battle_3_random_games_are_clean() {
    run(Mode::Battle, Some(3), 30);
}

#[test]
fn battle_4_random_games_are_clean() {
    run(Mode::Battle, Some(4), 30);
}

#[test]
fn team_high_form_random_games_are_clean() {
    run(Mode::TeamHighForm, None, 30);
}

#[test]
fn team_duel_random_games_are_clean() {
    run(Mode::TeamDuel, None, 30);
}
