//! Tash-Kalar's computer player (issue 33): its playout policy summons, its evaluation
//! sees a pattern of a held being coming together, and at Normal it summons where a
//! summon is clearly right. Positions are built with the testkit.

use turnkeeper::engine::ai::{choose, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Rng;
use turnkeeper::games::tash_kalar::testkit::*;
use turnkeeper::games::tash_kalar::{Action, CardId, Rank, TashKalar};

use Rank::Common;

/// Seat 0 (school A, to act) holds only `cards`; seat 1 holds no beings and neither side
/// a legend (the legends go back to their deck, so cards stay conserved).
fn holding(s: &mut Scenario, cards: &[&str]) {
    s.school(0, 0);
    for side in 0..2 {
        let legends = std::mem::take(&mut s.game.sides[side].legends);
        s.game.legend_deck.extend(legends);
    }
    let hand = std::mem::take(&mut s.game.seats[1].hand);
    s.game.seats[1].deck.extend(hand);
    for &c in cards {
        s.give(card(c));
    }
}

fn summon_of(a: &Action) -> Option<CardId> {
    match a {
        Action::Summon { card, .. } => Some(*card),
        _ => None,
    }
}

#[test]
fn the_playout_policy_summons_rather_than_placing_a_lone_piece() {
    let mut s = hf();
    holding(&mut s, &["A01"]);
    // Ember Squire's pattern complete at e5; the rest of the board empty.
    pattern(&mut s, card("A01"), sq(5, 5), 0, 0);
    let g = s.build();
    let legal = g.legal_actions();
    assert!(legal.iter().any(|a| summon_of(a).is_some()), "the Squire can be summoned");
    let places = legal.iter().filter(|a| matches!(a, Action::Place { .. })).count();
    assert!(places > 50, "most of the board is open to a placement ({places})");
    let mut rng = Rng::new(7);
    let tries = 400;
    let summons = (0..tries)
        .filter(|_| g.playout_pick(&legal, &mut rng).and_then(|i| legal.get(i)).and_then(summon_of).is_some())
        .count();
    assert!(
        summons * 100 >= tries * 60,
        "the playout policy summons in most playouts of this position: {summons} of {tries}"
    );
}

#[test]
fn the_evaluation_rises_when_a_placement_extends_a_held_beings_pattern() {
    // Blazing Vanguard (A07): X at e5 needs commons at d6, f6 and e7 (TK-C1).
    let mut s = hf();
    holding(&mut s, &["A07"]);
    s.piece(4, 6, 0, Common);
    let base = s.build();
    let after = |col: u8, row: u8| {
        let mut g: TashKalar = base.clone();
        set(&mut g, sq(col, row), 0, Common);
        g.evaluate(0).expect("Tash-Kalar evaluates")
    };
    let extends = after(6, 6);
    let elsewhere = after(9, 9);
    assert!(
        extends > elsewhere,
        "a common piece on f6 (two of the Vanguard's three squares filled) is worth more than one on i9: {extends} vs {elsewhere}"
    );
    let completes = {
        let mut g = base.clone();
        set(&mut g, sq(6, 6), 0, Common);
        set(&mut g, sq(5, 7), 0, Common);
        g.evaluate(0).expect("Tash-Kalar evaluates")
    };
    let two_elsewhere = {
        let mut g = base.clone();
        set(&mut g, sq(9, 9), 0, Common);
        set(&mut g, sq(9, 8), 0, Common);
        g.evaluate(0).expect("Tash-Kalar evaluates")
    };
    assert!(
        completes > extends && completes > two_elsewhere,
        "the complete pattern is worth most: {completes} vs {extends} and {two_elsewhere}"
    );
}

#[test]
fn at_normal_the_computer_summons_where_a_summon_is_clearly_right() {
    // Ember Squire (A01) ready at e5 with an enemy common piece on e4, edge-adjacent,
    // which its summon may destroy (TK-C1): a piece and a kill for one action, where a
    // placement gives a piece only. Before issue 33 Normal summoned here in 2 of 12 seeds.
    let mut s = hf();
    holding(&mut s, &["A01", "A03", "A05"]);
    pattern(&mut s, card("A01"), sq(5, 5), 0, 0);
    s.piece(5, 4, 1, Common);
    let g = s.build();
    for seed in 0..8 {
        let chosen = choose(&g, Level::Normal, seed).expect("a choice");
        assert_eq!(
            summon_of(&chosen),
            Some(card("A01")),
            "seed {seed}: Normal summons the Ember Squire, not {chosen:?}"
        );
    }
}
