//! Issue 34 point 8: when Aeon's End's turn order opens with the nemesis, its first turn
//! (played by set-up, before any mage decides) is in the match log under turn 1, as
//! every later nemesis turn is; and a rematch (a new match) logs it again.

use turnkeeper::engine::Match;
use turnkeeper::games::aeons_end::{AeonsEnd, Options};

/// The seed a player reported: the turn order's first card is the nemesis's.
const NEMESIS_FIRST: u64 = 790055087;

fn lines(seed: u64) -> Vec<(u32, String)> {
    let m = Match::<AeonsEnd>::new(Options::default(), seed).expect("a game");
    m.lines().iter().map(|l| (l.turn, l.text.to_string())).collect()
}

#[test]
fn the_nemesis_turn_that_opens_the_game_is_logged_under_turn_1() {
    let log = lines(NEMESIS_FIRST);
    assert_eq!(log[0], (0, "Aeon's End set up.".to_string()));
    let opens = log.iter().position(|(_, t)| t == "Turn 1: the turn order card shows the nemesis.");
    let opens = opens.unwrap_or_else(|| panic!("no nemesis turn 1 in {log:#?}"));
    // Its draw follows under turn 1, and the first mage's turn 2 comes after it.
    assert!(log[opens + 1].0 == 1 && log[opens + 1].1.starts_with("The nemesis draws"), "{log:#?}");
    assert!(log.iter().any(|(turn, t)| *turn == 2 && t.starts_with("Turn 2: the turn order card shows")), "{log:#?}");
    // A rematch is a new match from the same options: the same lines again.
    assert_eq!(lines(NEMESIS_FIRST), log);
}

#[test]
fn a_game_that_opens_with_a_mage_logs_that_turn_without_a_nemesis_turn() {
    let seed = (1..200u64)
        .find(|&s| {
            lines(s).iter().any(|(_, t)| t.starts_with("Turn 1: the turn order card shows") && !t.contains("nemesis"))
        })
        .expect("a seed whose turn order opens with a mage");
    let log = lines(seed);
    assert!(!log.iter().any(|(_, t)| t.starts_with("The nemesis draws")), "{log:#?}");
}
