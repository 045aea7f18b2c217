//! The log's turn numbers come from the match, right at the source (the table standard, point 10):
//! the line that opens a turn ("Turn 2: P2 begins their turn", "Day 2: ...") carries
//! the number of the turn it opens, though the decision that wrote it (an end of turn)
//! was made in the turn before. The page shows `LogLine::turn` as it is.
//!
//! For every registered game, over seeded random games played through `Match`:
//! - a line that announces turn (or day) N is stamped N;
//! - the lines of one action are stamped between the turn before it and the turn
//!   after it, and the stamps never go down along the log;
//! - an action that moves the game to a later turn and announces it leaves its last
//!   line stamped with the new turn.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{LogLine, Match, RandomBot};

/// The turn a line announces, if it opens one ("Turn 12: ..." or "Day 3: ...").
fn announced(text: &str) -> Option<u32> {
    let rest = text.strip_prefix("Turn ").or_else(|| text.strip_prefix("Day "))?;
    rest.split(':').next()?.parse().ok()
}

fn check_game<G: Game>(seed: u64, steps: usize) -> usize {
    let mut m = Match::<G>::new(G::Options::default(), seed).expect("default options set up a game");
    let mut bot = RandomBot::new(seed);
    let mut announcements = 0;
    for step in 0..steps {
        if m.state().outcome().is_some() {
            break;
        }
        let before = m.state().turn();
        let from = m.lines().len();
        let a = bot.choose(m.state()).expect("a live game lists an action");
        m.apply(&a).unwrap_or_else(|e| panic!("{} seed {seed}: listed {a:?} refused: {e}", G::ID));
        let after = m.state().turn();
        let new: Vec<LogLine> = m.lines().iter_from(from).cloned().collect();
        for l in &new {
            assert!(
                (before..=after).contains(&l.turn),
                "{} seed {seed} step {step}: {:?} is stamped T{} but the action went from turn {before} to {after}",
                G::ID,
                l.text,
                l.turn
            );
            if let Some(n) = announced(&l.text) {
                announcements += 1;
                assert_eq!(l.turn, n, "{} seed {seed} step {step}: {:?} is stamped T{}", G::ID, l.text, l.turn);
            }
        }
        if after > before && new.iter().any(|l| announced(&l.text) == Some(after)) {
            let last = new.last().expect("an announcement is a line");
            assert_eq!(last.turn, after, "{} seed {seed} step {step}: the new turn's lines carry it", G::ID);
        }
    }
    let turns: Vec<u32> = m.lines().iter().skip(1).map(|l| l.turn).collect();
    assert!(turns.windows(2).all(|w| w[0] <= w[1]), "{} seed {seed}: the log's turns never go down: {turns:?}", G::ID);
    announcements
}

#[test]
fn every_game_logs_the_line_opening_a_turn_under_that_turn() {
    macro_rules! each {
        ($module:ident, $ty:ident, $table:literal) => {
            let mut seen = 0;
            for seed in 0..6u64 {
                seen += check_game::<turnkeeper::games::$module::$ty>(seed, 600);
            }
            assert!(seen >= 6, "{}: random games announce at least one new turn each ({seen})", stringify!($module));
        };
    }
    turnkeeper::for_each_game!(each);
}

/// Lorcana, step by step: the end of P1's first turn is logged in turn 1, the line that
/// opens P2's turn and what P2's start of turn does (ready, draw) in turn 2.
#[test]
fn lorcana_end_of_turn_1_opens_turn_2_in_the_log() {
    use turnkeeper::games::lorcana::Lorcana;
    let mut m = Match::<Lorcana>::new(Default::default(), 42).unwrap();
    let mut bot = RandomBot::new(42);
    // Play the alterations and turn 1 until the turn changes.
    let mut from = 0;
    while m.state().turn() == 1 {
        from = m.lines().len();
        let a = bot.choose(m.state()).unwrap();
        m.apply(&a).unwrap();
    }
    let lines: Vec<LogLine> = m.lines().iter_from(from).cloned().collect();
    let open = lines.iter().position(|l| l.text.starts_with("Turn 2:")).expect("the end of turn opens turn 2");
    assert!(open > 0, "the end of turn is logged before the next turn opens: {lines:?}");
    assert!(lines[..open].iter().all(|l| l.turn == 1), "what ends turn 1 is turn 1's: {lines:?}");
    assert!(lines[open..].iter().all(|l| l.turn == 2), "turn 2's opening and start are turn 2's: {lines:?}");
}

/// Tash-Kalar: "Turn 2: ... to play." comes from the end of turn 1 and is turn 2's.
#[test]
fn tash_kalar_end_of_turn_1_opens_turn_2_in_the_log() {
    use turnkeeper::games::tash_kalar::TashKalar;
    let mut m = Match::<TashKalar>::new(Default::default(), 42).unwrap();
    let mut bot = RandomBot::new(42);
    let mut from = 0;
    while m.state().turn() == 1 {
        from = m.lines().len();
        let a = bot.choose(m.state()).unwrap();
        m.apply(&a).unwrap();
    }
    let lines: Vec<LogLine> = m.lines().iter_from(from).cloned().collect();
    let open = lines.iter().position(|l| l.text.starts_with("Turn 2:")).expect("the end of turn opens turn 2");
    assert!(lines[..open].iter().all(|l| l.turn == 1), "{lines:?}");
    assert!(lines[open..].iter().all(|l| l.turn == 2), "{lines:?}");
}
