//! Part 3 of the Tash-Kalar brief: every edge case (EC-01 .. EC-28) as a named test.
//! Scenarios are built directly with the testkit; the action under test goes through
//! `apply`.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::tash_kalar::board::{all_squares, transform};
use turnkeeper::games::tash_kalar::cards::parse_grid;
use turnkeeper::games::tash_kalar::state::{Pending, Piece};
use turnkeeper::games::tash_kalar::testkit::*;
use turnkeeper::games::tash_kalar::{Action, Dir, Mode, Options, Rank, Square, TashKalar};

use Rank::{Common, Heroic, Legendary};

/// The legal actions but giving up, which every decision also lists.
fn decisions(g: &TashKalar) -> Vec<Action> {
    g.legal_actions().into_iter().filter(|a| *a != Action::Concede).collect()
}

#[test]
fn ec01_first_turn_has_one_action() {
    let mut g = TashKalar::new(&Options::default(), 7).unwrap();
    let first = g.active;
    assert_eq!(g.actions_left, 1, "the starting player's first turn has exactly 1 action");
    let places: Vec<Action> = g.legal_actions().into_iter().filter(|a| matches!(a, Action::Place { .. })).collect();
    ok(&mut g, places[0]);
    assert_eq!(err(&mut g, places[1]).rule, "TK-3.1", "a second place on turn 1 is refused under TK-3.1");
    ok(&mut g, Action::EndTurn);
    assert_ne!(g.active, first, "the turn passed");
    assert_eq!(g.actions_left, 2, "the second player's first turn has 2 actions");
    play_turn(&mut g);
    assert_eq!(g.actions_left, 2, "later turns have 2 actions");

    let mut t = TashKalar::new(&Options { mode: Mode::TeamHighForm, ..Options::default() }, 3).unwrap();
    assert_eq!(t.actions_left, 1, "team game: the very first turn has 1 action");
    for _ in 0..3 {
        play_turn(&mut t);
        assert_eq!(t.actions_left, 2, "team game: every later turn has 2 actions");
    }
}

#[test]
fn ec02_all_eight_symmetries_of_a13() {
    let a13 = card("A13");
    assert_eq!(a13.pattern().orientations.len(), 8, "A13 is fully asymmetric: 8 distinct images");
    for t in 0..8 {
        let mut s = hf();
        s.give(a13);
        let o = pattern(&mut s, a13, sq(5, 5), t, 0);
        let mut g = s.build();
        ok(&mut g, Action::Summon { card: a13, square: sq(5, 5), orientation: o });

        let mut s = hf();
        s.give(a13);
        pattern(&mut s, a13, sq(5, 5), t, 0);
        let (_, cells, _) = parse_grid(a13.def().grid);
        let (a, b) = transform(t, cells[0].0 as i32, cells[0].1 as i32);
        let mut g = s.build();
        set(&mut g, sq(5, 5).offset(a, b).unwrap(), 1, Common);
        for o in 0..8 {
            let e = err(&mut g, Action::Summon { card: a13, square: sq(5, 5), orientation: o });
            assert_eq!(e.rule, "TK-5.2", "with an enemy piece in the pattern no image matches (t={t}, o={o})");
        }
    }
    // At (1,5) only the images that stay on the board can match.
    let mut s = hf();
    s.give(a13);
    let mut g = s.build();
    for x in all_squares().filter(|&x| x != sq(1, 5)) {
        set(&mut g, x, 0, Common);
    }
    for (o, orient) in a13.pattern().orientations.iter().enumerate() {
        let on = orient.cells.iter().all(|&(dc, dr, _)| sq(1, 5).offset(dc as i32, dr as i32).is_some());
        let r = g.clone().apply(&Action::Summon { card: a13, square: sq(1, 5), orientation: o as u8 });
        assert_eq!(r.is_ok(), on, "image {o} at a5 matches iff all its squares are on the board");
        if let Err(e) = r {
            assert_eq!(e.rule, "TK-5.2", "an image off the board is refused under TK-5.2");
        }
    }
}

#[test]
fn ec03_at_least_ranks() {
    let b12 = card("B12");
    let h = sq(4, 3);
    let c = sq(6, 4);
    let p = sq(5, 6);
    for (h_rank, c_rank, legal) in
        [(Common, Common, false), (Heroic, Common, true), (Legendary, Common, true), (Heroic, Heroic, true)]
    {
        let mut s = hf();
        school_b(&mut s).give(b12);
        s.piece(h.col, h.row, 0, h_rank).piece(c.col, c.row, 0, c_rank);
        let mut g = s.build();
        let o = b12.pattern().orientations.iter().position(|o| o.transform == 0).unwrap() as u8;
        let r = g.apply(&Action::Summon { card: b12, square: p, orientation: o });
        assert_eq!(
            r.is_ok(),
            legal,
            "B12 with {h_rank:?} on the H square and {c_rank:?} on the C square: legal={legal}"
        );
        if let Err(e) = r {
            assert_eq!(e.rule, "TK-5.2", "a common piece never satisfies H (TK-5.2)");
        }
    }
}

#[test]
fn ec04_no_summoning_onto_a_higher_rank() {
    let a01 = card("A01");
    let mut s = hf();
    s.give(a01);
    let o = pattern(&mut s, a01, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, Heroic);
    let mut g = s.build();
    assert_eq!(
        err(&mut g, Action::Summon { card: a01, square: sq(5, 5), orientation: o }).rule,
        "TK-5.3",
        "a common being onto an enemy heroic is refused"
    );

    let a07 = card("A07");
    let mut s = hf();
    s.give(a07);
    let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, Legendary);
    let mut g = s.build();
    assert_eq!(
        err(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o }).rule,
        "TK-5.3",
        "a heroic being onto a legendary piece is refused"
    );

    let l01 = card("L01");
    let mut s = hf();
    s.give(l01);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, Legendary);
    let mut g = s.build();
    let enemy_leg = g.sides[1].supply_leg;
    ok(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o });
    assert_eq!(
        g.at(sq(5, 5)),
        Some(Piece { colour: 0, rank: Legendary }),
        "the legend replaces the enemy legendary piece"
    );
    assert_eq!(g.sides[1].supply_leg, enemy_leg + 1, "the destroyed legendary piece went back to its owner's supply");
}

#[test]
fn ec05_summoning_destroys_equal_or_lower() {
    let a07 = card("A07");
    let mut s = Scenario::duel();
    s.give(a07);
    let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o });
    assert_eq!(g.log.destroyed[1], [1, 0, 0], "one enemy common counts as destroyed by the summoner");
    assert_eq!(g.sides[1].aside_nonleg, 1, "in Deathmatch it waits aside for the end-of-turn scoring");

    let mut s = Scenario::duel();
    s.give(a07);
    let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
    s.piece(5, 5, 0, Common);
    let mut g = s.build();
    let supply = g.sides[0].supply_nonleg;
    ok(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o });
    assert_eq!(g.log.destroyed[0], [0, 0, 0], "your own destroyed piece counts for nobody");
    assert_eq!(
        g.sides[0].supply_nonleg, supply,
        "own common went back to supply and one piece came out for the heroic"
    );
    assert_eq!(g.at(sq(5, 5)), Some(Piece { colour: 0, rank: Heroic }), "the heroic being stands on e5");
}

#[test]
fn ec06_occupied_placement_star() {
    let a14 = card("A14");
    let p = sq(5, 5);
    let setup = |occupant: Option<(u8, Rank)>| {
        let mut s = hf();
        s.give(a14);
        s.piece(5, 7, 0, Common).piece(7, 7, 0, Common);
        if let Some((c, r)) = occupant {
            s.piece(5, 5, c, r);
        }
        s.build()
    };
    let o = a14.pattern().orientations.iter().position(|o| o.transform == 0).unwrap() as u8;
    let a = Action::Summon { card: a14, square: p, orientation: o };
    assert_eq!(err(&mut setup(None), a).rule, "TK-5.4", "an empty * square is refused");
    assert_eq!(err(&mut setup(Some((1, Common))), a).rule, "TK-5.4", "an enemy piece on the * square is refused");
    assert_eq!(err(&mut setup(Some((0, Legendary))), a).rule, "TK-5.3", "your legendary piece is higher than heroic");
    for r in [Common, Heroic] {
        let mut g = setup(Some((0, r)));
        ok(&mut g, a);
        assert_eq!(g.at(p), Some(Piece { colour: 0, rank: Heroic }), "your {r:?} piece is replaced by the Kiln");
    }
}

#[test]
fn ec07_discard_once_per_turn() {
    let mut s = Scenario::duel();
    let flare = card("F01");
    s.give(card("A01")).give(card("A02")).give(flare);
    let mut g = s.build();
    let points = g.sides[1].points;
    ok(&mut g, Action::Discard { card: card("A01") });
    assert!(matches!(g.pending, Pending::Returns), "returns follow the discard");
    ok(&mut g, Action::ReturnCard { card: flare });
    assert_eq!(g.flare_deck[0], flare, "the returned flare is at the bottom of the flare deck");
    ok(&mut g, Action::ReturnCard { card: card("A02") });
    assert_eq!(g.seats[0].deck[0], card("A02"), "the returned being is at the bottom of the school deck");
    if matches!(g.pending, Pending::Returns) {
        ok(&mut g, Action::Skip);
    }
    assert_eq!(g.sides[1].points, points, "returning a flare gives the opponent no point");
    let b = g.seats[0].hand.first().copied();
    if let Some(b) = b {
        assert_eq!(err(&mut g, Action::Discard { card: b }).rule, "TK-3.3", "a second discard in one turn is refused");
    }
    let mut s = hf();
    let mut g = s.actions(2).build();
    let deckc = g.seats[0].hand.clone();
    g.seats[0].hand.clear();
    g.seats[0].deck.extend(deckc);
    let l = g.sides[0].legends[0];
    assert_eq!(err(&mut g, Action::Discard { card: l }).rule, "TK-7.2", "without a being card there is no discard");
}

/// EC-09 board: you 2 pieces (1 upgraded), opponent 7 (4 upgraded incl. 1 legendary).
fn flare_board(s: &mut Scenario) {
    s.piece(2, 5, 0, Common).piece(2, 6, 0, Heroic);
    s.piece(7, 3, 1, Common).piece(7, 4, 1, Common).piece(7, 5, 1, Common);
    s.piece(8, 3, 1, Heroic).piece(8, 4, 1, Heroic).piece(8, 5, 1, Heroic).piece(8, 6, 1, Legendary);
}

#[test]
fn ec08_flare_is_not_an_action() {
    let f01 = card("F01");
    let mut s = hf();
    flare_board(&mut s);
    s.give(f01);
    let mut g = s.build();
    ok(&mut g, Action::Flare { card: f01, opponent: 1 });
    finish_effect_choose(&mut g);
    assert_eq!(g.actions_left, 2, "the flare left the actions unchanged");

    let mut s = hf();
    flare_board(&mut s);
    s.give(f01).actions(0);
    let g = s.build();
    assert!(
        g.legal_actions().contains(&Action::Flare { card: f01, opponent: 1 }),
        "a flare is allowed after the last action, before the end of turn"
    );

    let a02 = card("A02");
    let mut s = hf();
    flare_board(&mut s);
    s.give(f01).give(a02);
    let o = pattern(&mut s, a02, sq(4, 7), 0, 0);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a02, square: sq(4, 7), orientation: o });
    assert!(matches!(g.pending, Pending::Effect(_)), "the Runner's moves are pending");
    assert_eq!(
        err(&mut g, Action::Flare { card: f01, opponent: 1 }).rule,
        "TK-3.6",
        "no flare while an effect resolves"
    );
}

#[test]
fn ec09_flare_criteria() {
    let (f01, f02) = (card("F01"), card("F02"));
    let mut s = hf();
    flare_board(&mut s);
    s.give(f01);
    let mut g = s.build();
    assert_eq!(g.flare_halves(f01, 0, 1), (true, true), "upgraded difference 3 and total difference 5 meet F01's 3/5");
    ok(&mut g, Action::Flare { card: f01, opponent: 1 });
    let legal = decisions(&g);
    assert_eq!(
        legal,
        vec![Action::ChoosePiece { square: sq(2, 5) }],
        "the top half (upgrade your common) resolves first"
    );
    ok(&mut g, legal[0]);
    assert_eq!(g.at(sq(2, 5)).map(|p| p.rank), Some(Heroic), "the common piece was upgraded");
    assert!(
        decisions(&g).iter().all(|a| matches!(a, Action::ChooseSquare { .. })),
        "then the bottom half puts a piece"
    );

    let mut s = hf();
    flare_board(&mut s);
    s.give(f02);
    let mut g = s.build();
    assert_eq!(
        err(&mut g, Action::Flare { card: f02, opponent: 1 }).rule,
        "TK-8.3",
        "F02 (4/6) applies in neither half"
    );

    let mut s = hf();
    flare_board(&mut s);
    s.give(f01);
    let mut g = s.build();
    g.board[sq(8, 6).index()] = None;
    g.sides[1].supply_leg += 1;
    assert_eq!(
        g.flare_halves(f01, 0, 1),
        (false, false),
        "without the legendary piece both differences drop by one: it counted in both"
    );
}

#[test]
fn ec10_must_use_every_action() {
    let mut g = hf().actions(1).build();
    assert_eq!(
        err(&mut g, Action::EndTurn).rule,
        "TK-3.4",
        "EndTurn with an action left and a place possible is refused"
    );
    let mut s = hf();
    s.piece(3, 3, 0, Common).supply(0, 0, 3);
    let g = s.build();
    assert!(
        g.legal_actions().iter().any(|a| matches!(a, Action::Place { .. })),
        "with an empty supply the shortage rule still allows a place"
    );
}

#[test]
fn ec11_gaining_actions() {
    let a11 = card("A11");
    let mut s = hf();
    s.give(a11).actions(1);
    let o = pattern(&mut s, a11, sq(5, 5), 0, 0);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a11, square: sq(5, 5), orientation: o });
    assert_eq!(g.actions_left, 1, "the Ash Seer as the last action leaves 1 action");
    assert_eq!(err(&mut g, Action::EndTurn).rule, "TK-3.4", "that action must be used");

    let a16 = card("A16");
    for accept in [false, true] {
        let mut s = hf();
        s.give(a16).actions(1);
        let o = pattern(&mut s, a16, sq(5, 5), 0, 0);
        let mut g = s.build();
        ok(&mut g, Action::Summon { card: a16, square: sq(5, 5), orientation: o });
        let a = if accept { Action::ChoosePiece { square: sq(5, 5) } } else { Action::Skip };
        ok(&mut g, a);
        let (rank, left) = if accept { (Common, 1) } else { (Heroic, 0) };
        assert_eq!(g.at(sq(5, 5)).map(|p| p.rank), Some(rank), "the Acolyte is {rank:?} (accept={accept})");
        assert_eq!(g.actions_left, left, "actions left after the Acolyte (accept={accept})");
    }
}

#[test]
fn ec12_shortage_while_placing() {
    let mut s = hf();
    s.piece(3, 3, 0, Common).piece(4, 4, 0, Heroic).piece(6, 6, 0, Legendary).supply(0, 0, 2);
    let mut g = s.build();
    ok(&mut g, Action::Place { square: sq(5, 5) });
    assert_eq!(
        err(&mut g, Action::ChoosePiece { square: sq(6, 6) }).rule,
        "TK-4.2",
        "a legendary piece cannot be picked up"
    );
    ok(&mut g, Action::ChoosePiece { square: sq(4, 4) });
    assert_eq!(g.at(sq(5, 5)), Some(Piece { colour: 0, rank: Common }), "the heroic piece comes back as a common");
    assert_eq!(g.at(sq(4, 4)), None, "the picked-up square is empty");
    assert_eq!(
        err(&mut g, Action::Place { square: sq(3, 3) }).rule,
        "TK-4.2",
        "the target must be empty before the pickup"
    );
}

#[test]
fn ec13_shortage_while_summoning() {
    let a07 = card("A07");
    let mut s = hf();
    s.give(a07);
    let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
    s.piece(5, 5, 0, Common).supply(0, 0, 3);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o });
    assert_eq!(
        g.at(sq(5, 5)),
        Some(Piece { colour: 0, rank: Heroic }),
        "your common on P is reused as the heroic piece"
    );
    assert_eq!(g.sides[0].supply_nonleg, 0, "no piece came from the empty supply");

    let mut s = hf();
    s.give(a07);
    let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
    s.supply(0, 0, 3);
    let mut g = s.build();
    assert_eq!(
        err(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o }).rule,
        "TK-5.6",
        "every two-sided piece of yours is in the pattern"
    );

    let l01 = card("L01");
    let mut s = hf();
    s.give(l01);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    s.piece(2, 7, 0, Legendary).supply(0, 10, 0);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o });
    assert_eq!(
        decisions(&g),
        vec![Action::ChoosePiece { square: sq(2, 7) }],
        "the legendary piece outside the pattern is taken"
    );
    ok(&mut g, Action::ChoosePiece { square: sq(2, 7) });
    assert_eq!(g.at(sq(5, 5)), Some(Piece { colour: 0, rank: Legendary }), "the legend stands on e5");
    assert_eq!(g.at(sq(2, 7)), None, "b7 was emptied");

    let mut s = hf();
    s.give(l01);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    let mut g = s.build();
    set(&mut g, sq(4, 3), 0, Legendary);
    g.sides[0].supply_leg = 0;
    assert_eq!(
        err(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o }).rule,
        "TK-5.6",
        "your only legendary piece fills an H square"
    );
}

#[test]
fn ec14_standard_versus_combat_moves() {
    let a07 = card("A07");
    let build = |extra: &dyn Fn(&mut Scenario)| {
        let mut s = hf();
        s.give(a07);
        let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
        extra(&mut s);
        let mut g = s.build();
        ok(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o });
        g
    };
    let mut g = build(&|s| {
        s.piece(5, 4, 1, Heroic).piece(6, 5, 1, Legendary);
    });
    assert!(!g.legal_actions().contains(&Action::ChooseSquare { square: sq(6, 5) }), "no move enters a higher rank");
    ok(&mut g, Action::ChooseSquare { square: sq(5, 4) });
    assert_eq!(g.at(sq(5, 4)), Some(Piece { colour: 0, rank: Heroic }), "the combat move destroyed the enemy heroic");

    let mut g = build(&|s| {
        s.piece(5, 4, 1, Heroic).piece(4, 5, 0, Common);
    });
    ok(&mut g, Action::Skip);
    assert_eq!(
        err(&mut g, Action::ChooseSquare { square: sq(5, 4) }).rule,
        "TK-6.2",
        "a standard move cannot enter an equal rank"
    );
    ok(&mut g, Action::ChooseSquare { square: sq(4, 5) });
    assert_eq!(
        g.at(sq(4, 5)),
        Some(Piece { colour: 0, rank: Heroic }),
        "a heroic standard move onto your own common destroys it"
    );

    let a02 = card("A02");
    let mut s = hf();
    s.give(a02);
    let o = pattern(&mut s, a02, sq(5, 5), 0, 0);
    s.piece(5, 4, 1, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a02, square: sq(5, 5), orientation: o });
    assert!(
        g.legal_actions().iter().all(|a| match a {
            Action::ChooseSquare { square } => g.at(*square).is_none(),
            _ => true,
        }),
        "a common piece's standard move only reaches empty squares"
    );

    let a06 = card("A06");
    let mut s = hf();
    s.give(a06);
    let o = pattern(&mut s, a06, sq(5, 5), 0, 0);
    s.piece(4, 4, 0, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a06, square: sq(5, 5), orientation: o });
    assert!(g.legal_actions().contains(&Action::ChoosePiece { square: sq(4, 4) }), "a corner-adjacent common may move");
    assert!(
        err(&mut g, Action::ChoosePiece { square: sq(5, 5) }).rule.starts_with("TK-6"),
        "the Sergeant cannot move itself"
    );
}

fn dests(g: &TashKalar) -> Vec<Square> {
    let mut v: Vec<Square> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::ChooseSquare { square } => Some(square),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

#[test]
fn ec15_leaps() {
    let a13 = card("A13");
    let mut s = hf();
    s.give(a13);
    let o = pattern(&mut s, a13, sq(5, 5), 0, 0);
    s.piece(6, 5, 1, Legendary);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a13, square: sq(5, 5), orientation: o });
    let mut expected: Vec<Square> =
        Dir::ALL.iter().filter_map(|d| sq(5, 5).offset(2 * d.vector().0, 2 * d.vector().1)).collect();
    expected.sort();
    assert_eq!(dests(&g), expected, "the Rider lands only exactly 2 away in a straight line, whatever is in between");
    assert!(
        err(&mut g, Action::ChooseSquare { square: sq(7, 6) }).rule.starts_with("TK-6"),
        "(+2,+1) is not a straight line"
    );

    let b10 = card("B10");
    let mut s = hf();
    school_b(&mut s).give(b10);
    let o = pattern(&mut s, b10, sq(4, 4), 0, 0);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: b10, square: sq(4, 4), orientation: o });
    assert!(dests(&g).contains(&sq(6, 5)), "the Wave Rider reaches a square 2 away off the straight lines");
    assert!(dests(&g).contains(&sq(7, 7)), "and anything at most 3 away");

    let b02 = card("B02");
    let mut s = hf();
    school_b(&mut s).give(b02);
    let o = pattern(&mut s, b02, sq(5, 5), 0, 0);
    s.piece(6, 6, 1, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: b02, square: sq(5, 5), orientation: o });
    assert!(!dests(&g).contains(&sq(6, 6)), "the Reef Diver lands only on empty squares");
    assert!(dests(&g).iter().all(|&d| g.at(d).is_none()), "every Reef Diver destination is empty");
}

#[test]
fn ec16_upgrade_and_downgrade_limits() {
    let a12 = card("A12");
    let mk = |leg: u8, duel: bool| {
        let mut s = if duel { Scenario::duel() } else { hf() };
        s.give(a12);
        let o = pattern(&mut s, a12, sq(6, 6), 0, 0);
        s.piece(6, 7, 0, Heroic);
        s.game.sides[0].supply_leg = leg;
        let mut g = s.build();
        ok(&mut g, Action::Summon { card: a12, square: sq(6, 6), orientation: o });
        g
    };
    let mut g = mk(0, false);
    assert_eq!(
        err(&mut g, Action::ChoosePiece { square: sq(6, 7) }).rule,
        "TK-6.7",
        "no legendary piece in supply: the heroic cannot be upgraded"
    );
    set(&mut g, sq(7, 7), 0, Legendary);
    g.sides[0].supply_leg = 2;
    assert!(
        !g.legal_actions().contains(&Action::ChoosePiece { square: sq(7, 7) }),
        "a legendary piece is never an upgrade target"
    );
    let mut g = mk(3, false);
    let before = g.score(0);
    ok(&mut g, Action::ChoosePiece { square: sq(6, 7) });
    assert_eq!(
        g.at(sq(6, 7)).map(|p| p.rank),
        Some(Legendary),
        "with a legendary piece in supply the heroic becomes legendary"
    );
    assert_eq!(g.score(0), before + 1, "High Form: +1 for the legendary piece on the board");
    let mut g = mk(3, true);
    ok(&mut g, Action::ChoosePiece { square: sq(6, 7) });
    assert_eq!(g.score(0), 0, "Duel: an upgrade is not a summon, +0");

    let b16 = card("B16");
    for enemy_supply in [0u8, 5] {
        let mut s = hf();
        school_b(&mut s).give(b16);
        let o = pattern(&mut s, b16, sq(5, 6), 0, 0);
        s.piece(4, 6, 1, Legendary).piece(6, 7, 1, Common);
        s.game.sides[1].supply_nonleg = enemy_supply;
        let mut g = s.build();
        ok(&mut g, Action::Summon { card: b16, square: sq(5, 6), orientation: o });
        let listed = g.legal_actions().contains(&Action::ChoosePiece { square: sq(4, 6) });
        assert_eq!(
            listed,
            enemy_supply > 0,
            "downgrading an enemy legendary needs that enemy's two-sided supply (supply {enemy_supply})"
        );
        assert!(
            !g.legal_actions().contains(&Action::ChoosePiece { square: sq(6, 7) }),
            "a common piece is never a downgrade target"
        );
    }
}

#[test]
fn ec17_deathmatch_arithmetic() {
    let l01 = card("L01");
    let mut s = Scenario::duel();
    s.give(l01).actions(1);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, Legendary)
        .piece(4, 4, 1, Common)
        .piece(5, 4, 1, Common)
        .piece(6, 4, 1, Common)
        .piece(5, 6, 1, Heroic);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o });
    finish_effect(&mut g);
    assert_eq!(g.log.destroyed[1], [3, 1, 1], "3 commons, 1 heroic, 1 legendary destroyed this turn");
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.sides[0].points, 1 + 4, "1 for the legend summon + (1 pair + 1 heroic + 2 legendary) = 5");
    assert_eq!(g.sides[1].aside_nonleg + g.sides[1].aside_leg, 0, "the set-aside pieces went back to supply");
    assert_eq!(g.log.destroyed[1], [0, 0, 0], "the odd common is not carried to a later turn");

    let a01 = card("A01");
    let mut s = Scenario::duel();
    s.give(a01).actions(1);
    let o = pattern(&mut s, a01, sq(5, 5), 0, 0);
    s.piece(5, 6, 1, Common).piece(7, 7, 0, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a01, square: sq(5, 5), orientation: o });
    ok(&mut g, Action::ChoosePiece { square: sq(5, 6) });
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.sides[0].points, 0, "a single destroyed common scores nothing");
}

#[test]
fn ec18_flare_point_ending_a_duel() {
    let f05 = card("F05");
    let mut s = Scenario::duel();
    s.give(f05);
    for c in 3..8 {
        s.piece(c, 8, 1, Common);
    }
    s.game.sides[1].points = 17;
    let mut g = s.build();
    ok(&mut g, Action::Flare { card: f05, opponent: 1 });
    finish_effect_choose(&mut g);
    assert_eq!(g.sides[1].points, 18, "the opponent gains 1 for the flare");
    play_turn(&mut g);
    assert_eq!(g.final_trigger, Some(0), "the end is triggered at the end of your turn");
    play_turn(&mut g);
    assert!(g.outcome().is_none(), "the opponent takes one more turn");
    play_turn(&mut g);
    let out = g.outcome().expect("after your last turn the game ends");
    assert_eq!(out.winners, vec![1], "P2 wins with 18");
}

#[test]
fn ec19_legends_and_scoring() {
    let l01 = card("L01");
    let mut s = Scenario::duel();
    s.give(l01);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o });
    assert_eq!(g.sides[0].points, 1, "Duel: summoning a legend scores 1");

    let b16 = card("B16");
    let mut s = hf();
    school_b(&mut s).give(b16);
    let o = pattern(&mut s, b16, sq(5, 6), 0, 0);
    s.piece(4, 6, 1, Legendary);
    let mut g = s.build();
    assert_eq!(g.score(1), 1, "High Form: a legendary piece on the board is worth 1");
    ok(&mut g, Action::Summon { card: b16, square: sq(5, 6), orientation: o });
    ok(&mut g, Action::ChoosePiece { square: sq(4, 6) });
    assert_eq!(g.score(1), 0, "downgraded, it no longer scores");

    let mut s = hf();
    s.give(l01);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, Legendary);
    let mut g = s.build();
    assert_eq!((g.score(0), g.score(1)), (0, 1), "before: only P2's legendary piece scores");
    ok(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o });
    assert_eq!(
        (g.score(0), g.score(1)),
        (1, 0),
        "destroyed by the legend summoned onto it, P2's point moves to P1's new legend"
    );
}

#[test]
fn ec20_tasks() {
    // T03 Red Vigil (index 2) and T07 Heart of the Arena (index 6) both met.
    let mut s = hf();
    s.piece(3, 8, 0, Common).piece(4, 2, 0, Common).piece(5, 5, 0, Common);
    s.piece(4, 4, 0, Common).piece(4, 5, 0, Common).piece(4, 6, 0, Common).actions(1);
    s.game.tasks_current = vec![2, 6, 0];
    s.game.task_next = Some(7);
    s.game.task_deck = vec![1, 3, 4, 5, 8, 9];
    let mut g = s.build();
    assert_eq!(err(&mut g, Action::ClaimTask { task: 2 }).rule, "TK-10.2", "no claim during the action phase");
    ok(&mut g, Action::Place { square: sq(8, 8) });
    ok(&mut g, Action::EndTurn);
    let mut claims: Vec<Action> = decisions(&g);
    claims.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(claims.len(), 3, "two claimable tasks plus claiming none: {claims:?}");
    ok(&mut g, Action::ClaimTask { task: 2 });
    assert_eq!(g.sides[0].points, 2, "Red Vigil is worth 2");
    assert_eq!(g.active, 1, "only one task is claimed, then the turn passes");
    assert!(g.tasks_current.contains(&7), "the next task moved into the current row");
    assert!(g.task_next.is_some() && g.task_next != Some(7), "a new next task was revealed");

    // T01 counts conversions made this turn.
    let l06 = card("L06");
    let mut s = hf();
    s.give(l06).actions(1);
    let o = pattern(&mut s, l06, sq(5, 6), 0, 0);
    s.piece(4, 7, 1, Heroic).piece(6, 7, 1, Common);
    s.game.tasks_current = vec![0, 3, 7];
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: l06, square: sq(5, 6), orientation: o });
    ok(&mut g, Action::ChoosePiece { square: sq(4, 7) });
    ok(&mut g, Action::ChoosePiece { square: sq(6, 7) });
    assert_eq!(g.at(sq(4, 7)), Some(Piece { colour: 0, rank: Heroic }), "converted at the same rank");
    assert!(g.task_met(0, 0), "T01: two conversions, one upgraded, count as destroyed this turn");

    // T06 needs a legend summoned on a central square, not an upgrade.
    let a12 = card("A12");
    let mut s = hf();
    s.give(a12).actions(1);
    let o = pattern(&mut s, a12, sq(7, 7), 0, 0);
    s.piece(5, 5, 0, Heroic);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a12, square: sq(7, 7), orientation: o });
    ok(&mut g, Action::ChoosePiece { square: sq(5, 5) });
    assert_eq!(g.at(sq(5, 5)).map(|p| p.rank), Some(Legendary), "the upgrade made a legendary piece on e5");
    assert!(!g.task_met(0, 5), "T06 is not met by an upgrade");
}

fn battle() -> Scenario {
    Scenario::new(Options { mode: Mode::Battle, players: Some(3), teams: false }, 5)
}

#[test]
fn ec21_improvised_summoning() {
    let a13 = card("A13");
    let (_, cells, _) = parse_grid(a13.def().grid);
    let first = sq(5, 5).offset(cells[0].0 as i32, cells[0].1 as i32).unwrap();
    let second = sq(5, 5).offset(cells[1].0 as i32, cells[1].1 as i32).unwrap();
    let mk = |used_y: bool, enemy: &[(Square, u8)]| {
        let mut s = battle();
        s.give(a13);
        let o = pattern(&mut s, a13, sq(5, 5), 0, 0);
        s.game.sides[0].improvised[1] = used_y;
        let mut g = s.build();
        for &(x, c) in enemy {
            set(&mut g, x, c, Common);
        }
        (g, Action::Summon { card: a13, square: sq(5, 5), orientation: o })
    };
    let (mut g, a) = mk(false, &[(first, 1)]);
    ok(&mut g, a);
    assert!(g.sides[0].improvised[1], "Y's marker flipped");
    let (mut g, a) = mk(true, &[(first, 1)]);
    assert_eq!(err(&mut g, a).rule, "TK-12.6", "a second improvised summon with Y is refused");
    let (mut g, a) = mk(true, &[(first, 2)]);
    ok(&mut g, a);
    assert!(g.sides[0].improvised[2], "Z can still be used once");
    let (mut g, a) = mk(false, &[(first, 1), (second, 2)]);
    assert_eq!(err(&mut g, a).rule, "TK-12.6", "two enemy pieces in one pattern are refused");
}

#[test]
fn ec22_battle_scoring() {
    let f05 = card("F05");
    let mut s = battle();
    s.give(f05);
    for c in 3..8 {
        s.piece(c, 8, 1, Common);
    }
    let mut g = s.build();
    ok(&mut g, Action::Flare { card: f05, opponent: 1 });
    assert_eq!(g.sides[1].colour_points[0], 1, "the compared opponent scores 1 in the invoker's colour");

    let l01 = card("L01");
    let mut s = battle();
    s.give(l01);
    let o = pattern(&mut s, l01, sq(5, 5), 0, 0);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: l01, square: sq(5, 5), orientation: o });
    assert_eq!(
        decisions(&g),
        vec![Action::ChooseColour { colour: 1 }, Action::ChooseColour { colour: 2 }],
        "choose a colour for the legend point"
    );
    ok(&mut g, Action::ChooseColour { colour: 2 });
    assert_eq!(g.sides[0].colour_points, vec![0, 0, 1], "+1 in the chosen colour");
    assert_eq!(g.score(0), 0, "the final score is the lowest colour score");
    g.sides[0].colour_points = vec![0, 4, 2];
    assert_eq!(g.score(0), 2, "min over the opponents' colours");
}

#[test]
fn ec23_passing_control_in_the_team_game() {
    let opts = Options { mode: Mode::TeamHighForm, ..Options::default() };
    let a07 = card("A07");
    let mut s = Scenario::new(opts, 9);
    s.give(a07);
    let o = pattern(&mut s, a07, sq(5, 5), 0, 0);
    let flare = s.game.seats[0].flares[0];
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a07, square: sq(5, 5), orientation: o });
    ok(&mut g, Action::PassControl);
    assert_eq!(g.to_act(), Some(2), "the partner finishes the resolving effect");
    finish_effect(&mut g);
    assert_eq!(g.to_act(), Some(2), "the partner uses the remaining action");
    let b = g.seats[0].hand[0];
    assert_eq!(err(&mut g, Action::Discard { card: b }).rule, "TK-13.4", "the partner may not discard");
    assert_eq!(
        err(&mut g, Action::Flare { card: flare, opponent: 1 }).rule,
        "TK-13.4",
        "the partner may not invoke a flare"
    );
    let l = g.sides[0].legends[0];
    assert_eq!(
        err(&mut g, Action::Summon { card: l, square: sq(5, 5), orientation: 0 }).rule,
        "TK-13.4",
        "the partner may not summon"
    );
    ok(&mut g, Action::Place { square: sq(2, 5) });
    assert_eq!(g.to_act(), Some(0), "control returns for the end of the turn");
    let hand = g.seats[0].hand.len();
    ok(&mut g, Action::EndTurn);
    if matches!(g.pending, Pending::ClaimTask) {
        ok(&mut g, Action::Skip);
    }
    assert_eq!(g.seats[0].hand.len(), hand.max(3), "the original player refilled their hand");
}

#[test]
fn ec24_refilling() {
    let mut g = hf().actions(0).build();
    let deck = std::mem::take(&mut g.seats[0].deck);
    g.seats[0].discard.extend(deck);
    let h = g.seats[0].hand.pop().unwrap();
    g.seats[0].discard.push(h);
    let legends = std::mem::take(&mut g.legend_deck);
    g.legend_discard.extend(legends);
    let l = g.sides[0].legends.pop().unwrap();
    g.legend_discard.push(l);
    ok(&mut g, Action::EndTurn);
    assert_eq!(g.seats[0].hand.len(), 2, "an empty school deck is not reshuffled: 2 beings stay 2");
    assert_eq!(g.sides[0].legends.len(), 2, "the legend deck was reshuffled from its discard pile");

    let b05 = card("B05");
    let mut s = hf();
    school_b(&mut s).give(b05).actions(1);
    let o = pattern(&mut s, b05, sq(5, 5), 0, 0);
    s.give(card("B01")).give(card("B02")).give(card("B03"));
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: b05, square: sq(5, 5), orientation: o });
    ok(&mut g, Action::EndTurn);
    if matches!(g.pending, Pending::ClaimTask) {
        ok(&mut g, Action::Skip);
    }
    assert_eq!(g.seats[0].hand.len(), 4, "the Tide Scribe's extra card leaves 4 beings");
}

#[test]
fn ec25_geometry() {
    assert_eq!(all_squares().count(), 69, "69 squares");
    assert!(sq(1, 3).on_board(), "(1,3) is on the board");
    assert!(!sq(1, 2).on_board() && !sq(2, 1).on_board() && !sq(9, 8).on_board(), "(1,2), (2,1), (9,8) are off");
    // An image needing (2,1) never matches, even with your pieces everywhere else.
    let a13 = card("A13");
    let mut s = hf();
    s.give(a13);
    let mut g = s.build();
    for x in all_squares().filter(|&x| x != sq(3, 2)) {
        set(&mut g, x, 0, Common);
    }
    let identity = a13.pattern().orientations.iter().position(|o| o.transform == 0).unwrap() as u8;
    assert_eq!(
        err(&mut g, Action::Summon { card: a13, square: sq(3, 2), orientation: identity }).rule,
        "TK-5.2",
        "the identity image at c2 needs b1, which is off the board"
    );
    // T10 at the cut corner: an enemy piece on (1,3) has only 4 neighbours.
    let mut s = hf();
    s.piece(1, 3, 1, Common)
        .piece(1, 4, 0, Common)
        .piece(2, 2, 0, Common)
        .piece(2, 3, 0, Common)
        .piece(2, 4, 0, Common);
    let g = s.build();
    assert!(g.task_met(0, 9), "T10 Cut Off is met with the 4 neighbours of a3 all yours");
}

#[test]
fn ec26_marked_squares_rotate() {
    let b13 = card("B13");
    let mut s = hf();
    school_b(&mut s).give(b13);
    let o = pattern(&mut s, b13, sq(5, 6), 1, 0);
    for x in [sq(6, 3), sq(5, 3), sq(4, 3)] {
        assert!(s.game.at(x).is_some_and(|p| p.colour == 0), "the rotated pattern uses {}", x.label());
    }
    s.piece(5, 4, 1, Heroic).piece(5, 5, 0, Common).piece(6, 5, 1, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: b13, square: sq(5, 6), orientation: o });
    assert_eq!(g.at(sq(5, 4)), None, "the enemy heroic on marked e4 is destroyed");
    assert_eq!(g.at(sq(5, 5)), Some(Piece { colour: 0, rank: Common }), "your own piece on marked e5 stays");
    assert_eq!(g.at(sq(6, 5)), Some(Piece { colour: 1, rank: Common }), "an enemy piece off the marked squares stays");
}

#[test]
fn ec27_being_identity() {
    let a05 = card("A05");
    let mut s = hf();
    s.give(a05);
    let o = pattern(&mut s, a05, sq(5, 5), 0, 0);
    s.piece(4, 4, 1, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a05, square: sq(5, 5), orientation: o });
    ok(&mut g, Action::ChoosePiece { square: sq(4, 4) });
    assert_eq!((g.at(sq(4, 4)), g.at(sq(5, 5))), (None, None), "the Sapper destroyed the enemy and then itself");
    assert!(matches!(g.pending, Pending::Actions), "nothing after that refers to it");

    let a18 = card("A18");
    let mut s = hf();
    s.give(a18);
    let o = pattern(&mut s, a18, sq(5, 7), 0, 0);
    s.piece(4, 8, 0, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a18, square: sq(5, 7), orientation: o });
    let movers: Vec<Action> =
        g.legal_actions().into_iter().filter(|a| matches!(a, Action::ChoosePiece { .. })).collect();
    assert_eq!(
        movers,
        vec![Action::ChoosePiece { square: sq(4, 8) }],
        "only the piece touching the Bearer at the start may move"
    );
    ok(&mut g, Action::ChoosePiece { square: sq(4, 8) });
    ok(&mut g, Action::ChooseSquare { square: sq(4, 7) });
    assert!(!g.legal_actions().contains(&Action::ChoosePiece { square: sq(4, 7) }), "a piece moves once");

    let a09 = card("A09");
    let mut s = hf();
    s.give(a09);
    let o = pattern(&mut s, a09, sq(5, 4), 0, 0);
    s.piece(5, 3, 1, Common).piece(5, 2, 1, Common);
    let mut g = s.build();
    ok(&mut g, Action::Summon { card: a09, square: sq(5, 4), orientation: o });
    ok(&mut g, Action::ChooseDirection { dir: Dir::Up });
    ok(&mut g, Action::ChooseSquare { square: sq(5, 3) });
    assert!(matches!(g.pending, Pending::Actions), "the Lancer stops right after its first capture");
    assert!(g.at(sq(5, 2)).is_some(), "the second enemy is untouched");
}

#[test]
fn ec28_final_round() {
    let mut g = Scenario::duel().build();
    g.final_trigger = Some(1);
    g.sides[0].points = 30;
    g.seats[0].deck.clear();
    play_turn(&mut g);
    assert!(g.outcome().is_none() && g.final_trigger == Some(1), "a second trigger in the final round changes nothing");
    play_turn(&mut g);
    assert!(g.outcome().is_some(), "the game ends after the triggering player's last turn");
    assert_eq!(g.outcome().unwrap().winners, vec![0], "P1 wins on points");
}
