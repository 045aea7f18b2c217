//! Card abilities and public surface of the Lorcana engine beyond the T01-T30 cases:
//! every "may" / "up to" decision, applied effects, the view, describe, summary.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::testkit::{self as tk, Zone};
use turnkeeper::games::lorcana::{action_subject, action_target, Action, CardId, Lorcana, LorcanaOptions, Pending};

mod support;
use support::{ok, refused};

const P1: usize = 0;
const P2: usize = 1;

#[test]
fn patch_up_is_a_may_with_an_up_to_amount() {
    let mut g = tk::main_phase(P1);
    let rook = tk::add(&mut g, P1, "A08", Zone::Hand);
    let smith = tk::add(&mut g, P1, "A06", Zone::Play);
    let enemy = tk::add(&mut g, P2, "B15", Zone::Play);
    tk::set_damage(&mut g, smith, 3);
    tk::set_damage(&mut g, enemy, 1);
    tk::ink(&mut g, P1, 2);
    ok(&mut g, Action::Play { card: rook });
    assert!(g.legal_actions().contains(&Action::Decline), "PATCH UP is optional");
    refused(&mut g, Action::ChooseTarget { card: enemy }, "LO-1.7.7");
    ok(&mut g, Action::ChooseTarget { card: smith });
    let amounts: Vec<_> = g.legal_actions();
    assert_eq!(
        amounts,
        vec![
            Action::ChooseAmount { amount: 0 },
            Action::ChooseAmount { amount: 1 },
            Action::ChooseAmount { amount: 2 },
            Action::Concede
        ],
        "up to 2: choose 0, 1 or 2 (or concede, always offered)"
    );
    refused(&mut g, Action::ChooseAmount { amount: 3 }, "LO-6.1.2");
    ok(&mut g, Action::ChooseAmount { amount: 1 });
    assert_eq!(g.card(smith).damage, 2, "1 damage removed");

    let mut h = tk::main_phase(P1);
    let rook = tk::add(&mut h, P1, "A08", Zone::Hand);
    tk::ink(&mut h, P1, 2);
    ok(&mut h, Action::Play { card: rook });
    ok(&mut h, Action::Decline);
    assert!(h.pending().is_none(), "declining ends the ability");
}

#[test]
fn hymn_asks_for_each_damaged_character() {
    let mut g = tk::main_phase(P1);
    let hymn = tk::add(&mut g, P1, "A16", Zone::Hand);
    let a = tk::add(&mut g, P1, "A06", Zone::Play);
    let b = tk::add(&mut g, P1, "A02", Zone::Play);
    tk::add(&mut g, P1, "A01", Zone::Play);
    tk::set_damage(&mut g, a, 3);
    tk::set_damage(&mut g, b, 1);
    tk::ink(&mut g, P1, 4);
    ok(&mut g, Action::Play { card: hymn });
    assert!(matches!(g.pending(), Some(Pending::Amount { card, max: 2, .. }) if *card == a), "first Tamsin, up to 2");
    ok(&mut g, Action::ChooseAmount { amount: 2 });
    assert!(matches!(g.pending(), Some(Pending::Amount { card, max: 1, .. }) if *card == b), "then Brakka, up to 1");
    ok(&mut g, Action::ChooseAmount { amount: 0 });
    assert_eq!((g.card(a).damage, g.card(b).damage), (1, 1));
    assert!(g.player(P1).discard.contains(&hymn), "the song went to the discard");
}

#[test]
fn march_of_embers_is_an_applied_effect_then_draws() {
    let mut g = tk::main_phase(P1);
    let march = tk::add(&mut g, P1, "A11", Zone::Hand);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    let later = tk::add(&mut g, P1, "A05", Zone::Hand);
    tk::ink(&mut g, P1, 5);
    let hand = g.player(P1).hand.len();
    ok(&mut g, Action::Play { card: march });
    assert_eq!(g.strength(pup), 2, "+1 for a character in play");
    assert_eq!(g.player(P1).hand.len(), hand - 1 + 1, "then draw 1");
    ok(&mut g, Action::Play { card: later });
    assert_eq!(g.strength(later), 2, "a later character does not get the bonus");
}

#[test]
fn undertow_checks_printed_cost_and_drop_anchor_without_targets_does_nothing() {
    let mut g = tk::main_phase(P2);
    let undertow = tk::add(&mut g, P2, "B09", Zone::Hand);
    let big = tk::add(&mut g, P1, "A06", Zone::Play);
    let small = tk::add(&mut g, P1, "A01", Zone::Play);
    tk::ink(&mut g, P2, 3);
    ok(&mut g, Action::Play { card: undertow });
    refused(&mut g, Action::ChooseTarget { card: big }, "LO-1.7.7");
    refused(&mut g, Action::Decline, "LO-1.7.7");
    ok(&mut g, Action::ChooseTarget { card: small });
    assert!(g.player(P1).hand.contains(&small), "returned to its owner's hand");

    let mut g = tk::main_phase(P2);
    let captain = tk::add(&mut g, P2, "B06", Zone::Hand);
    tk::ink(&mut g, P2, 5);
    let ev = ok(&mut g, Action::Play { card: captain });
    assert!(g.pending().is_none(), "no opposing character: nothing to choose");
    assert!(ev.iter().any(|t| t.contains("no legal target")), "the log says so: {ev:?}");
}

#[test]
fn bodyguard_may_enter_ready_and_stow_cargo_may_be_declined() {
    let mut g = tk::main_phase(P1);
    let brakka = tk::add(&mut g, P1, "A02", Zone::Hand);
    tk::ink(&mut g, P1, 3);
    ok(&mut g, Action::Play { card: brakka });
    assert_eq!(g.describe(&Action::Decline).label, "Brakka enters ready");
    ok(&mut g, Action::Decline);
    assert!(!g.card(brakka).exerted);

    let mut g = tk::main_phase(P2);
    let pip = tk::add(&mut g, P2, "B16", Zone::Hand);
    tk::ink(&mut g, P2, 1);
    let deck = g.player(P2).deck.len();
    ok(&mut g, Action::Play { card: pip });
    ok(&mut g, Action::Decline);
    assert_eq!((g.player(P2).deck.len(), g.player(P2).inkwell.len()), (deck, 1), "declined: nothing moved");
}

#[test]
fn support_may_be_declined_and_uses_strength_on_resolution() {
    let mut g = tk::main_phase(P2);
    let nessa = tk::add(&mut g, P2, "B04", Zone::Play);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    ok(&mut g, Action::Quest { card: nessa });
    let mut h = g.clone();
    ok(&mut h, Action::Decline);
    assert_eq!(h.strength(eel), 2, "declined: no bonus");
    ok(&mut g, Action::ChooseTarget { card: eel });
    assert_eq!(g.strength(eel), 4, "Nessa's 2 strength added");
}

#[test]
fn public_surface_kinds_labels_phases_and_summary() {
    let mut g = Lorcana::new(&LorcanaOptions::default(), 4).unwrap();
    assert_eq!(g.phase(), vec!["Setup", "Alter hand"]);
    let first = g.legal_actions()[0];
    let info = g.describe(&first);
    assert_eq!(info.kind, "alter_hand");
    assert!(info.label.starts_with("Put "), "label names the card: {}", info.label);
    let ev = ok(&mut g, Action::KeepHand);
    assert!(ev.iter().all(|t| !t.contains("Cinder") && !t.contains("Varro")), "no hidden card named: {ev:?}");
    ok(&mut g, Action::KeepHand);
    let zones: Vec<_> = g.summary()[0].zones.iter().map(|z| z.0).collect();
    assert_eq!(zones, vec!["deck", "hand", "inkwell", "play", "discard"]);
    assert_eq!(g.describe(&Action::EndTurn).kind, "end_turn");
    let json = serde_json::to_value(Action::Challenge { attacker: CardId(3), target: CardId(70) }).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"challenge": {"attacker": 3, "target": 70}}),
        "snake_case JSON with numeric ids"
    );
    let a = Action::Sing { song: CardId(5), singer: CardId(6) };
    assert_eq!(
        (action_subject(&a), action_target(&a)),
        (Some(CardId(6)), Some(CardId(5))),
        "singer is the subject, song the target"
    );
    let v = g.view(g.active());
    assert_eq!(v.phase, vec!["Main"]);
    assert_eq!(v.seats[1 - g.active()].inkwell.total, 0);
    assert!(v.seats[1 - g.active()].hand.is_none(), "the opponent's hand is hidden");
}

#[test]
fn drawing_is_an_undo_barrier_but_questing_is_not() {
    let mut g = tk::main_phase(P1);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    let e = g.undo_epoch();
    ok(&mut g, Action::Quest { card: pup });
    assert_eq!(g.undo_epoch(), e, "questing reveals nothing");
    ok(&mut g, Action::EndTurn);
    assert!(g.undo_epoch() > e, "P2's draw reveals a card to P2");
}

#[test]
fn conceding_is_offered_at_every_decision_and_ends_the_game() {
    // During setup, in the Main Phase and while an effect waits for a target.
    let setup = Lorcana::new(&LorcanaOptions::default(), 3).unwrap();
    assert_eq!(setup.legal_actions().last(), Some(&Action::Concede), "alter hand offers concede");
    let mut g = tk::main_phase(P2);
    assert!(g.legal_actions().contains(&Action::Concede), "the Main Phase offers concede");
    let captain = tk::add(&mut g, P2, "B06", Zone::Hand);
    tk::add(&mut g, P1, "A02", Zone::Play);
    tk::ink(&mut g, P2, 5);
    ok(&mut g, Action::Play { card: captain });
    assert!(matches!(g.pending(), Some(Pending::Target { .. })), "DROP ANCHOR waits for its target");
    assert!(g.legal_actions().contains(&Action::Concede), "a pending choice still allows conceding");

    let log = ok(&mut g, Action::Concede);
    let o = g.outcome().expect("conceding ends the game (LO-2.3.3)");
    assert_eq!(o.winners, vec![P1], "the other player wins");
    assert_eq!(o.reason, "P2 conceded");
    assert!(log.iter().any(|l| l.contains("P2 concedes; P1 wins")), "the log says so: {log:?}");
    assert!(g.legal_actions().is_empty(), "nothing is legal after the end");
    refused(&mut g, Action::Concede, "LO-2.3");
}

#[test]
fn the_random_bot_never_concedes_while_it_can_play() {
    let g = tk::main_phase(P1);
    assert!(g.legal_actions().len() > 1 && g.legal_actions().contains(&Action::Concede));
    let mut bot = turnkeeper::engine::RandomBot::new(11);
    for _ in 0..300 {
        assert_ne!(bot.choose(&g), Some(Action::Concede), "the bot picks among the other legal actions");
    }
}

#[test]
fn inking_and_playing_from_hand_are_reveals_so_undo_stops_there() {
    let mut g = tk::main_phase(P1);
    let ink = tk::add(&mut g, P1, "A06", Zone::Hand);
    let e = g.undo_epoch();
    ok(&mut g, Action::Ink { card: ink });
    assert!(g.undo_epoch() > e, "an inked card was shown to the opponent");
    let mut m = turnkeeper::engine::Match::<Lorcana>::new(Default::default(), 4).unwrap();
    m.apply(&Action::KeepHand).unwrap();
    m.apply(&Action::KeepHand).unwrap();
    let seat = m.state().to_act().unwrap();
    let a = m.state().legal_actions().into_iter().find(|a| matches!(a, Action::Ink { .. }));
    m.apply(&a.expect("an inkable card in the opening hand")).unwrap();
    assert_eq!(m.state().to_act(), Some(seat));
    assert!(!m.can_undo(), "undo never takes back an ink: the opponent has seen the card");
}
