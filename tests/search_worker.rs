#![cfg(feature = "web")]
//! The search worker's answers (src/ui/ai_player/worker_side.rs, run in a Web Worker by
//! a deployed game's page) are the search's own: for the same match, level and seed the
//! worker names the move `engine::ai::Search` chooses in the page or in `arena`, and the
//! Hint's moves in the search's order; a request it cannot answer is refused in words.

use turnkeeper::engine::ai::{config_for, Level, Search};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot};
use turnkeeper::ui::ai_player::wire::{Answer, Request};
use turnkeeper::ui::ai_player::{hint_picks, worker_side};
use turnkeeper::ui::common::share;
use turnkeeper::ui::GameUi;

/// A clock that never moves: no time cap ends a search early, so the answer is the one
/// the whole budget gives, whatever the machine's load.
fn still() -> f64 {
    0.0
}

/// A match `moves` random decisions into a game from `seed`.
fn advance<G: Game>(seed: u64, moves: usize) -> Match<G>
where
    G::Options: Default,
{
    let mut m = Match::<G>::new(G::Options::default(), seed).expect("valid options");
    let mut bot = RandomBot::new(seed);
    for _ in 0..moves {
        if m.state().outcome().is_some() {
            break;
        }
        let a = bot.choose(m.state()).expect("a legal action");
        m.apply(&a).expect("a listed action is legal");
    }
    m
}

fn ask<G: Game>(request: Request) -> Answer {
    Answer::read(&worker_side::answer(&format!("{} {}", G::ID, request.text()), &still))
}

/// The worker's move and Hint equal the search's, for a few positions of game `G`.
fn same_as_search<G: GameUi>()
where
    G::Options: Default,
{
    let mut checked = 0;
    for (seed, moves) in [(11u64, 6usize), (12, 30), (13, 60)] {
        let m = advance::<G>(seed, moves);
        let game = m.state();
        if game.to_act().is_none() {
            continue;
        }
        let legal = game.legal_actions();
        let code = share::encode(&m).expect("the match has a link");
        for level in [Level::Easy, Level::Normal] {
            let mut search = Search::new(game, config_for::<G>(level).unwrap(), 5).expect("a decision");
            while !search.run_until(u32::MAX, &still, 1.0) {}
            let want = search.best().map(|a| legal.iter().position(|l| *l == a).expect("a legal move"));
            let got = ask::<G>(Request::Think { level, seed: 5, code: code.clone() });
            assert_eq!(got, Answer::Move(want), "{} seed {seed} after {moves} at {level:?}", G::ID);
        }
        let mut search = Search::new(game, config_for::<G>(G::HINT_LEVEL).unwrap(), 9).expect("a decision");
        while !search.run_until(u32::MAX, &still, 1.0) {}
        let picks = hint_picks(game, &search.suggestions(usize::MAX), 9);
        let want: Vec<_> =
            picks.into_iter().map(|p| (legal.iter().position(|l| *l == p.action).unwrap(), p.line)).collect();
        assert!(!want.is_empty(), "{}: the Hint names a move", G::ID);
        assert_eq!(ask::<G>(Request::Hint { seed: 9, code: code.clone() }), Answer::Hint(want), "{}", G::ID);
        checked += 1;
    }
    assert!(checked > 0, "{}: no position had a decision", G::ID);
}

#[test]
fn every_game_answers_as_the_search_does() {
    macro_rules! each {
        ($module:ident, $ty:ident, $id:literal) => {
            same_as_search::<turnkeeper::games::$module::$ty>();
        };
    }
    turnkeeper::for_each_game!(each);
}

#[test]
fn bad_requests_are_refused_in_words() {
    use turnkeeper::games::lorcana::Lorcana;
    let failed = |text: &str| match Answer::read(&worker_side::answer(text, &still)) {
        Answer::Failed(why) => why,
        other => panic!("{text:?} answered {other:?}"),
    };
    assert!(failed("lorcana t 2 1").contains("could not be read"));
    assert!(failed("chess t 2 1 AQ").contains("does not search chess"));
    assert!(failed("lorcana t 2 1 not-a-code!").contains("link"));
    let code = share::encode(&advance::<Lorcana>(3, 4)).unwrap();
    assert!(failed(&format!("lorcana t 0 1 {code}")).contains("random"));
    // A code of another game's match is not this game's.
    let tk = share::encode(&advance::<turnkeeper::games::tash_kalar::TashKalar>(3, 4)).unwrap();
    failed(&format!("lorcana t 2 1 {tk}"));
}
