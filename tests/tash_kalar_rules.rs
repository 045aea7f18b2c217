//! Whole-game checks for Tash-Kalar: every pattern in all 8 images, determinism,
//! legal-iff-listed, invariants over random games of every mode, save/replay, options.

use turnkeeper::engine::{Game, RandomBot};
use turnkeeper::games::tash_kalar::board::all_squares;
use turnkeeper::games::tash_kalar::cards::{CardId, CardKind};
use turnkeeper::games::tash_kalar::testkit::*;
use turnkeeper::games::tash_kalar::{Action, Dir, Mode, Options, TashKalar};

#[test]
fn every_pattern_matches_in_all_eight_orientations() {
    for i in 0..44u8 {
        let c = CardId(i);
        for t in 0..8 {
            let p = all_squares()
                .find(|&p| fits(c, p, t) && p.distance(sq(5, 5)) <= 2)
                .expect("some square fits the image");
            let mut s = hf();
            if i >= 18 && c.kind() == CardKind::Being {
                s.school(0, 1);
            }
            s.give(c);
            let o = pattern(&mut s, c, p, t, 0);
            let mut g = s.build();
            ok(&mut g, Action::Summon { card: c, square: p, orientation: o });
        }
    }
}

/// Well-formed actions to probe, listed or not.
fn probes(g: &TashKalar) -> Vec<Action> {
    let mut v = vec![Action::Skip, Action::EndTurn, Action::PassControl];
    for s in all_squares() {
        v.extend([Action::Place { square: s }, Action::ChoosePiece { square: s }, Action::ChooseSquare { square: s }]);
    }
    v.extend(Dir::ALL.iter().map(|&dir| Action::ChooseDirection { dir }));
    v.extend((0..10).map(|task| Action::ClaimTask { task }));
    v.extend((0..4).map(|colour| Action::ChooseColour { colour }));
    for i in 0..52 {
        let card = CardId(i);
        v.extend([Action::Discard { card }, Action::ReturnCard { card }, Action::Flare { card, opponent: 1 }]);
    }
    for card in g.seats[g.active].hand.iter().chain(g.sides[g.colour_of(g.active) as usize].legends.iter()) {
        for o in 0..8 {
            for s in [sq(5, 5), sq(3, 3), sq(7, 6)] {
                v.push(Action::Summon { card: *card, square: s, orientation: o });
            }
        }
    }
    v
}

#[test]
fn legal_iff_listed() {
    for (mode, players) in [(Mode::HighForm, None), (Mode::Battle, Some(3)), (Mode::TeamDuel, None)] {
        let opts = Options { mode, players, teams: false };
        let mut g = TashKalar::new(&opts, 11).unwrap();
        let mut bot = RandomBot::new(11);
        for step in 0..250 {
            if g.outcome.is_some() {
                break;
            }
            let legal = g.legal_actions();
            for a in &legal {
                let mut c = g.clone();
                assert!(c.apply(a).is_ok(), "{mode:?} step {step}: listed {a:?} applies");
            }
            for a in probes(&g).into_iter().filter(|a| !legal.contains(a)) {
                let mut c = g.clone();
                assert!(c.apply(&a).is_err(), "{mode:?} step {step}: unlisted {a:?} is refused");
                assert!(c == g, "{mode:?} step {step}: refusing {a:?} leaves the state unchanged");
            }
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
    }
}

#[test]
fn invariants_hold_in_random_games_of_every_mode() {
    for (mode, players) in [
        (Mode::HighForm, None),
        (Mode::Duel, None),
        (Mode::Battle, Some(3)),
        (Mode::Battle, Some(4)),
        (Mode::TeamHighForm, None),
        (Mode::TeamDuel, None),
    ] {
        let opts = Options { mode, players, teams: false };
        for seed in 0..3 {
            let mut g = TashKalar::new(&opts, seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while g.outcome.is_none() {
                let a = bot.choose(&g).expect("never a dead end");
                g.apply(&a).unwrap();
                g.check_invariants().unwrap_or_else(|e| panic!("{mode:?} seed {seed}: invariant broken: {e}"));
            }
        }
    }
}

#[test]
fn options_are_checked() {
    let bad = [
        Options { mode: Mode::HighForm, players: Some(3), teams: false },
        Options { mode: Mode::Duel, players: Some(4), teams: false },
        Options { mode: Mode::Battle, players: Some(2), teams: false },
        Options { mode: Mode::TeamDuel, players: Some(2), teams: false },
        Options { mode: Mode::Battle, players: Some(4), teams: true },
    ];
    for o in bad {
        let e = TashKalar::new(&o, 1).expect_err("invalid options are refused");
        assert!(e.rule.starts_with("TK-"), "the refusal cites a rule: {e}");
    }
    let o: Options = serde_json::from_str(r#"{"mode":"team_duel"}"#).unwrap();
    assert_eq!(TashKalar::new(&o, 1).unwrap().seats(), 4, "team modes default to 4 seats");
}

#[test]
fn view_hides_other_hands_and_describes_the_table() {
    let g = TashKalar::new(&Options::default(), 3).unwrap();
    let v = g.view_of(0);
    assert!(v.players[0].hand.is_some() && v.players[1].hand.is_none(), "own hand shown, the other hidden");
    assert_eq!(v.players[1].hand_count, 3, "the other hand is a count only");
    assert!(v.sides[0].legends.is_some() && v.sides[1].legends.is_none(), "only your own legend hand is shown");
    assert_eq!(v.squares.len(), 69, "69 squares in the view");
    assert_eq!(v.squares.iter().filter(|s| s.marked).count(), 9, "High Form marks the 9 central squares");
    assert!(
        v.tasks.as_ref().is_some_and(|t| t.current.len() == 3 && t.next.is_some()),
        "3 current tasks and a next task"
    );
    let json = serde_json::to_value(g.view(1)).unwrap();
    assert!(json.get("players").is_some(), "the JSON view has the typed fields");
    let hand0 = serde_json::to_string(&g.view_of(1).players[0]).unwrap();
    let secret = g.seats[0].hand[0].name();
    assert!(!hand0.contains(secret), "seat 1's view does not name seat 0's cards");
}

#[test]
fn describe_phase_preview_and_summary() {
    let a13 = card("A13");
    let mut s = hf();
    s.give(a13);
    let o = pattern(&mut s, a13, sq(5, 5), 0, 0);
    s.piece(5, 5, 1, turnkeeper::games::tash_kalar::Rank::Common);
    let mut g = s.build();
    assert_eq!(g.phase(), vec!["Action 1 of 2"], "the phase shows the action count");
    let info = g.describe(&Action::Summon { card: a13, square: sq(5, 5), orientation: o });
    assert_eq!(
        (info.kind, info.label.as_str()),
        ("summon", "Summon Ashback Rider at e5"),
        "kind and words of a summon"
    );
    let p = g.summon_preview(a13, sq(5, 5)).expect("a preview where the summon is legal");
    assert_eq!(p.destroyed, vec![sq(5, 5)], "the enemy common on e5 would be destroyed");
    assert_eq!(p.orientation_cells.len(), 3, "the three pattern squares are shown");
    assert!(g.summon_preview(a13, sq(2, 2)).is_none(), "no preview where no image matches");
    g.apply(&Action::Summon { card: a13, square: sq(5, 5), orientation: o }).unwrap();
    assert_eq!(
        g.phase(),
        vec!["Action 1 of 2", "Summon: Ashback Rider", "Move a piece"],
        "the phase names the resolving card and step"
    );
    let kinds: Vec<&str> = g.legal_actions().iter().map(|a| g.describe(a).kind).collect();
    assert!(kinds.contains(&"move") && kinds.contains(&"skip"), "a leap is a move and may be skipped: {kinds:?}");
    let zones: Vec<&str> = g.summary()[0].zones.iter().map(|z| z.0).collect();
    assert_eq!(zones, vec!["hand", "legends", "deck", "discard", "supply", "set_aside", "board"], "snake_case zones");
    let status = g.flare_status(0);
    assert_eq!(status.len(), 1, "one flare against one opponent");
}
