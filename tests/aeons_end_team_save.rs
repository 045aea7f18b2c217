//! Writes tests/web_aeons_end/four_late.json, the save the browser test of a four-mage
//! game loads (tests/web_aeons_end_team.rs): seed 7, four mages against Skarnveil, each
//! mage played by the greedy player (`policy::best`) to the end of the game, cut 30
//! decisions before that end. The browser's computer plays on from there to the end
//! screen, and its table is checked late in a game of four mages on the way.
//! `TURNKEEPER_RECORD=1 cargo test --release --test aeons_end_team_save`.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Match;
use turnkeeper::games::aeons_end::policy::{best, Knobs};
use turnkeeper::games::aeons_end::{AeonsEnd, Options};

const SEED: u64 = 7;
const CUT: usize = 30;

fn four() -> Options {
    Options { mages: 4, ..Default::default() }
}

#[test]
fn the_browser_tests_save_late_in_a_four_mage_game_is_current() {
    let mut m = Match::<AeonsEnd>::new(four(), SEED).unwrap();
    let knobs = Knobs::default();
    while m.state().outcome().is_none() {
        let legal = m.state().legal_actions();
        let a = legal[best(m.state(), &legal, &knobs).expect("a legal action")];
        m.apply(&a).unwrap();
        assert!(m.actions().len() < 5000, "the greedy game ends");
    }
    let full = m.save().unwrap();
    assert!(full.log.len() > CUT * 4, "a game long enough to cut: {}", full.log.len());
    let mut log = full.log.clone();
    log.truncate(log.len() - CUT);
    // The cut game is late (past the tenth turn), four mages, not over.
    let save = turnkeeper::engine::Save { log, ..full };
    let cut = Match::<AeonsEnd>::load(&serde_json::to_value(&save).unwrap()).unwrap();
    assert!(cut.state().outcome().is_none(), "the save is before the end");
    assert!(cut.state().turn() >= 10, "late in the game: turn {}", cut.state().turn());
    assert_eq!(cut.state().view(0).mages.len(), 4);
    let text = serde_json::to_string(&save).unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/web_aeons_end/four_late.json");
    if std::env::var_os("TURNKEEPER_RECORD").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    assert_eq!(std::fs::read_to_string(path).unwrap_or_default().trim(), text, "record it anew (see the doc)");
}
