//! The games' evaluations, which cut the computer player's playouts short: in 0..=1,
//! the leader above one half, and a two-seat estimate that sums to one.

use turnkeeper::engine::Game;
use turnkeeper::games::lorcana::testkit::{self as ltk, Zone};
use turnkeeper::games::tash_kalar::testkit::Scenario;
use turnkeeper::games::tash_kalar::Rank;

#[test]
fn lorcana_reads_the_lore_race_and_the_board() {
    let mut g = ltk::main_phase(0);
    let even = g.evaluate(0).unwrap();
    assert!((even - 0.5).abs() < 1e-9, "an empty table is even: {even}");
    ltk::set_lore(&mut g, 0, 12);
    ltk::set_lore(&mut g, 1, 4);
    let ahead = g.evaluate(0).unwrap();
    assert!(ahead > 0.7, "8 lore ahead: {ahead}");
    assert!((ahead + g.evaluate(1).unwrap() - 1.0).abs() < 1e-9);
    ltk::add(&mut g, 1, "A06", Zone::Play);
    ltk::add(&mut g, 1, "A07", Zone::Play);
    assert!(g.evaluate(0).unwrap() < ahead, "the other side's questers close the gap");
}

#[test]
fn tash_kalar_reads_score_against_target_and_pieces() {
    let mut s = Scenario::high_form();
    let even = s.build().evaluate(0).unwrap();
    assert!((even - 0.5).abs() < 1e-9, "an empty board is even: {even}");
    s.piece(5, 5, 0, Rank::Heroic).piece(4, 4, 0, Rank::Common);
    let g = s.build();
    let ahead = g.evaluate(0).unwrap();
    assert!(ahead > 0.5 && ahead < 1.0, "{ahead}");
    assert!((ahead + g.evaluate(1).unwrap() - 1.0).abs() < 1e-9);
    s.game.sides[1].points = 6;
    assert!(s.build().evaluate(1).unwrap() > 0.8, "two thirds of the target scored");
}
