//! Tash-Kalar checks of its own: every pattern in all 8 images, options, what the view
//! shows and hides, previews. The generic ones (legal iff listed, invariants in every
//! mode, determinism, save/replay) are in conformance.rs.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::tash_kalar::board::all_squares;
use turnkeeper::games::tash_kalar::cards::{CardId, CardKind};
use turnkeeper::games::tash_kalar::testkit::*;
use turnkeeper::games::tash_kalar::{Action, Mode, Options, TashKalar};

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
    let v = g.view(0);
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
    let hand0 = serde_json::to_string(&g.view(1).players[0]).unwrap();
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

/// The start-piece prompt cites the start-square rule of the form being played: TK-2.6
/// in a Duel, TK-2.7 in a Battle (it used to cite TK-2.6 in both).
#[test]
fn the_setup_prompt_cites_the_forms_start_rule() {
    for (mode, players, rule) in
        [(Mode::Duel, None, "TK-2.6"), (Mode::Battle, Some(3), "TK-2.7"), (Mode::Battle, Some(4), "TK-2.7")]
    {
        let g = TashKalar::new(&Options { mode, players, teams: false }, 3).expect("the form sets up");
        let d = g.decision().expect("the start pieces are to be placed");
        assert_eq!(d.rule, rule, "{mode:?}: the setup prompt's rule");
    }
}

/// Issue 34 point 13: a move that destroys is told in order: "The piece on g2 moves to
/// f1." then "The P2 common piece on f1 is destroyed." (the destruction came first).
#[test]
fn the_log_tells_a_move_before_what_it_destroys() {
    use turnkeeper::engine::{Match, RandomBot};
    let mut seen = 0;
    for seed in 1..40 {
        let mut m = Match::<TashKalar>::new(Options::default(), seed).expect("sets up");
        let mut bot = RandomBot::new(seed);
        while m.state().outcome().is_none() && m.actions().len() < 400 {
            let a = bot.choose(m.state()).expect("a live game lists an action");
            let lines: Vec<String> = m.apply(&a).expect("listed").into_iter().map(|e| e.text).collect();
            for (i, l) in lines.iter().enumerate() {
                let Some(to) = l.strip_prefix("The piece on ").and_then(|r| r.split(" moves to ").nth(1)) else {
                    continue;
                };
                let to = to.trim_end_matches('.');
                let destroyed = format!("piece on {to} is destroyed");
                if let Some(j) = lines.iter().position(|x| x.contains(&destroyed) && !x.starts_with("The piece on ")) {
                    assert!(j > i, "seed {seed}: {:?} is told before {:?}", lines[j], lines[i]);
                    seen += 1;
                }
            }
        }
    }
    assert!(seen > 3, "only {seen} moves that destroyed were seen");
}
