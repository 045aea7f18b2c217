//! A Nexus game as a series of matches (NX-2.1 to NX-2.5): best of three to two match
//! wins, the reserve and its swaps between matches, the loser of a match starting the
//! next, a drawn match played again, and a best of one as it always was.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{simulate, RandomBot};
use turnkeeper::games::nexus::{Action, DeckChoice, Nexus, NexusOptions, Step};

fn bo3() -> NexusOptions {
    NexusOptions { best_of: 3, ..Default::default() }
}

/// Ends the match in play: `losers` have lost two biomes each (NX-11.2; both: a draw,
/// NX-11.7), then the state checks run.
fn end_match(g: &mut Nexus, losers: &[usize]) {
    g.queue.clear();
    g.pending = None;
    for &s in losers {
        g.lost[s] = [true, true, false];
    }
    *g.legal_cache.0.borrow_mut() = None;
    g.run();
    *g.legal_cache.0.borrow_mut() = None;
}

/// Both seats ready, the next match's starting player first.
fn both_ready(g: &mut Nexus) {
    for _ in 0..2 {
        g.apply(&Action::Ready).expect("ready is listed between matches");
    }
}

#[test]
fn best_of_one_is_the_default_and_one_match_ends_the_game() {
    let mut g = Nexus::new(&NexusOptions::default(), 3).unwrap();
    assert_eq!(g.best_of(), 1);
    assert!(g.view(0).series.is_none(), "a best of one shows no series score");
    assert!(g.view(0).players[0].reserve.is_none(), "nor a reserve");
    end_match(&mut g, &[1]);
    let o = g.outcome().expect("the first match win ends a best of one (NX-2.1)");
    assert_eq!(o.winners, vec![0]);
    // Reserves given to a best of one are ignored, even a bad one.
    let o = NexusOptions { p1_reserve: Some(vec!["nonsense".into(); 20]), ..Default::default() };
    assert!(Nexus::new(&o, 1).is_ok());
    // The options as saved do not change for a best of one.
    let json = serde_json::to_string(&NexusOptions::default()).unwrap();
    assert!(!json.contains("best_of") && !json.contains("reserve"), "{json}");
}

#[test]
fn the_loser_of_a_match_starts_the_next_and_two_wins_end_the_game() {
    let mut g = Nexus::new(&bo3(), 5).unwrap();
    assert_eq!(g.match_number(), 1);
    // P1 (seat 0) loses the first match: P1 acts first in the second (NX-2.4).
    end_match(&mut g, &[0]);
    assert!(g.outcome().is_none(), "one match win does not end a best of three");
    assert_eq!(g.step, Step::BetweenMatches);
    assert_eq!(g.series.wins, [0, 1]);
    let v = g.view(0).series.expect("the score is on the table");
    assert_eq!((v.wins, v.match_number, v.best_of), ([0, 1], 2, 3));
    both_ready(&mut g);
    assert_eq!(g.step, Step::Mulligan);
    assert_eq!((g.starting, g.active), (0, 0), "the loser starts (NX-2.4)");
    assert_eq!(g.match_number(), 2);
    assert_eq!(g.players[0].hand.len(), 6);
    assert_eq!(g.players[1].hand.len(), 6);
    assert_eq!(g.sectors, [[10; 3]; 2], "a fresh planet");
    // P2 loses the second: 1-1, and P2 starts the third.
    end_match(&mut g, &[1]);
    assert_eq!(g.series.wins, [1, 1]);
    both_ready(&mut g);
    assert_eq!(g.starting, 1);
    // P1 wins the third: 2-1, the game is over with P1 the winner.
    end_match(&mut g, &[1]);
    let o = g.outcome().expect("two match wins end the game (NX-2.1)");
    assert_eq!(o.winners, vec![0]);
    assert!(o.reason.contains("2 matches to 1"), "{}", o.reason);
    assert_eq!(g.series.results, vec![Some(1), Some(0), Some(0)]);
    assert_eq!(g.summary()[0].score, Some(2), "the score is the match wins");
    g.check_invariants().unwrap();
}

#[test]
fn a_drawn_match_counts_for_no_one_and_is_played_again_with_the_same_starter() {
    let mut g = Nexus::new(&bo3(), 9).unwrap();
    let first = g.starting;
    end_match(&mut g, &[0, 1]);
    assert!(g.outcome().is_none());
    assert_eq!(g.series.wins, [0, 0], "a draw counts for no one (NX-2.5)");
    assert_eq!(g.series.results, vec![None]);
    both_ready(&mut g);
    assert_eq!(g.starting, first, "the same starting player (NX-2.5)");
    assert_eq!(g.match_number(), 2);
    g.check_invariants().unwrap();
}

#[test]
fn a_swap_trades_one_for_one_and_the_deck_stays_legal() {
    let mut g = Nexus::new(&bo3(), 2).unwrap();
    assert_eq!(g.players[0].reserve.len(), 12, "a premade brings its reserve (NX-2.2)");
    let during = Action::Swap { out: g.players[0].deck[0], slot: 0 };
    assert_eq!(g.apply(&during).unwrap_err().rule, "NX-2.2", "no swap during a match");
    let starter = g.starting;
    end_match(&mut g, &[starter]);
    let seat = g.to_act().unwrap();
    let legal = g.legal_actions();
    let Some(&Action::Swap { out, slot }) = legal.iter().find(|a| matches!(a, Action::Swap { .. })) else {
        panic!("swaps are listed between matches")
    };
    let (was, incoming) = (g.cards[out.index()].def, g.players[seat].reserve[slot as usize]);
    g.apply(&Action::Swap { out, slot }).unwrap();
    assert_eq!(g.cards[out.index()].def, incoming);
    assert_eq!(g.players[seat].reserve[slot as usize], was);
    assert_eq!(g.players[seat].reserve.len(), 12);
    let v = g.view(seat);
    let list = v.players[seat].deck_list.as_ref().expect("the own deck shows between matches");
    assert_eq!(list.len(), 45);
    let ids: Vec<String> = list.iter().map(|c| c.code.to_string()).collect();
    assert_eq!(Nexus::check_deck(&ids, None).unwrap(), vec![], "the deck stays legal (NX-2.3)");
    g.check_invariants().unwrap();
    // Hidden from the other seat: no reserve, no deck, and the swap without its cards.
    let other = g.view(1 - seat);
    assert!(other.players[seat].reserve.is_none() && other.players[seat].deck_list.is_none());
    let last = other.last.clone().unwrap();
    assert!(last.contains("swapped a card"), "{last}");
    // Without the other seat's own deck and reserve, its view names none of those cards.
    let mut rest = other.clone();
    rest.players[1 - seat].deck_list = None;
    rest.players[1 - seat].reserve = None;
    let json = serde_json::to_string(&rest).unwrap();
    for &d in &g.players[seat].reserve {
        let name = turnkeeper::games::nexus::cards::def_of(d).name;
        assert!(!json.contains(name), "the other seat's view names {name} of the reserve");
    }
    // A second copy of a design is not listed (the first does the same), nor a swap of the other seat.
    assert!(g.apply(&Action::Swap { out: g.players[1 - seat].deck[0], slot: 0 }).is_err());
}

#[test]
fn a_reserve_over_twelve_or_a_best_of_two_is_refused_with_its_rule() {
    let many: Vec<String> = ["E05", "E10", "E15", "V05", "V10", "B14", "E13", "E14", "G10", "G21", "T07"]
        .iter()
        .flat_map(|c| [c.to_string(), c.to_string()])
        .take(13)
        .collect();
    let o = NexusOptions { p1_reserve: Some(many), ..bo3() };
    let e = Nexus::new(&o, 1).unwrap_err();
    assert_eq!(e.rule, "NX-2.2", "{e}");
    assert!(e.message.contains("at most 12"), "{e}");
    let e = Nexus::new(&NexusOptions { best_of: 2, ..Default::default() }, 1).unwrap_err();
    assert_eq!(e.rule, "NX-2.1");
    // Four of a card with the deck, or a card not in the pool.
    let four = NexusOptions { p1_reserve: Some(vec!["A01".into()]), ..bo3() };
    assert_eq!(Nexus::new(&four, 1).unwrap_err().rule, "NX-2.2");
    let unknown = NexusOptions { p2_reserve: Some(vec!["ZZ9".into()]), ..bo3() };
    assert_eq!(Nexus::new(&unknown, 1).unwrap_err().rule, "NX-2.2");
    // A list deck brings no reserve unless one is given.
    let list = Nexus::seat_deck(&NexusOptions::default(), 0).unwrap();
    let g = Nexus::new(&NexusOptions { p1_deck: DeckChoice::List(list), ..bo3() }, 1).unwrap();
    assert!(g.players[0].reserve.is_empty());
}

#[test]
fn the_other_seats_reserve_is_sampled_with_its_hidden_cards() {
    let mut g = Nexus::new(&bo3(), 4).unwrap();
    end_match(&mut g, &[0]);
    let designs = |g: &Nexus, s: usize| {
        let mut v: Vec<u8> = g.players[s].deck.iter().map(|c| g.cards[c.index()].def).collect();
        v.extend(&g.players[s].reserve);
        v.sort_unstable();
        v
    };
    let mut rng = turnkeeper::engine::Rng::new(7);
    let d = g.determinize(0, &mut rng);
    assert_eq!(designs(&d, 1), designs(&g, 1), "the same cards, dealt again");
    assert_eq!(d.players[0].reserve, g.players[0].reserve, "the observer's own reserve stays");
    let moved = (0..12).any(|i| d.players[1].reserve.get(i) != g.players[1].reserve.get(i));
    assert!(moved, "the hidden reserve is sampled");
}

#[test]
fn random_best_of_three_games_finish_cleanly() {
    let r = simulate::<Nexus>(&bo3(), 60, 1, 300_000, false);
    assert!(r.clean(), "{:?}", r.problems);
    let r = simulate::<Nexus>(&bo3(), 20, 1, 300_000, true);
    assert!(r.clean(), "{:?}", r.problems);
    // And a game goes to a second match and on to the end.
    let mut g = Nexus::new(&bo3(), 11).unwrap();
    let mut bot = RandomBot::new(11);
    let mut between = 0;
    while g.outcome().is_none() {
        let a = bot.choose(&g).unwrap();
        if a == Action::Concede {
            continue;
        }
        g.apply(&a).unwrap();
        between += usize::from(a == Action::Ready);
    }
    assert!(between >= 2, "at least one step between matches");
    assert!(g.series.wins.contains(&2));
}

/// Writes tests/web_nexus/between.json, the browser test's save: a best of three from
/// seed 12, random moves without swaps or concessions, up to the first step between
/// matches. `TURNKEEPER_RECORD=1 cargo test --release --test nexus_series between`.
#[test]
fn the_browser_tests_save_between_matches_is_current() {
    let o = bo3();
    let mut g = Nexus::new(&o, 12).unwrap();
    let mut bot = RandomBot::new(12);
    let mut log = Vec::new();
    while g.step != Step::BetweenMatches {
        let a = bot.choose(&g).unwrap();
        if matches!(a, Action::Concede | Action::Swap { .. }) {
            continue;
        }
        g.apply(&a).unwrap();
        log.push(a);
    }
    let save = serde_json::json!({"format_version": 1, "game": "nexus", "options": o, "seed": 12, "log": log});
    let text = serde_json::to_string(&save).unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/web_nexus/between.json");
    if std::env::var_os("TURNKEEPER_RECORD").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    assert_eq!(std::fs::read_to_string(path).unwrap_or_default().trim(), text, "record it anew (see the doc)");
}

/// Writes tests/web_nexus/deciding.json, the browser test's save of a series late in its
/// last match: seed 12 played by random moves (no swaps, no concessions) to its end, a
/// best of three that P1 wins 2-0, cut 40 decisions before that end, in match 2 with P1
/// one match up. From there random play ends the series within a few dozen decisions (24
/// to 47 over 20 seeds), so the browser plays it to its end in a debug build's time.
/// `TURNKEEPER_RECORD=1 cargo test --release --test nexus_series deciding`.
#[test]
fn the_browser_tests_save_deciding_the_series_is_current() {
    let o = bo3();
    let mut g = Nexus::new(&o, 12).unwrap();
    let mut bot = RandomBot::new(12);
    let mut log = Vec::new();
    while g.outcome().is_none() {
        let a = bot.choose(&g).unwrap();
        if matches!(a, Action::Concede | Action::Swap { .. }) {
            continue;
        }
        g.apply(&a).unwrap();
        log.push(a);
    }
    assert_eq!(g.series.wins, [2, 0], "P1 wins seed 12's series two matches to none");
    log.truncate(log.len() - 40);
    let mut cut = Nexus::new(&o, 12).unwrap();
    for a in &log {
        cut.apply(a).unwrap();
    }
    assert!(cut.outcome().is_none() && cut.series.wins == [1, 0], "the save is in match 2, P1 one match up");
    let save = serde_json::json!({"format_version": 1, "game": "nexus", "options": o, "seed": 12, "log": log});
    let text = serde_json::to_string(&save).unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/web_nexus/deciding.json");
    if std::env::var_os("TURNKEEPER_RECORD").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    assert_eq!(std::fs::read_to_string(path).unwrap_or_default().trim(), text, "record it anew (see the doc)");
}
