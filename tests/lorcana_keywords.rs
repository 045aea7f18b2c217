//! The keywords the starter decks leave out, from the brief's LO-8.16: Alert (ignores
//! Evasive when challenging, gives no Evasive), Boost N (once during your turn, pay N
//! ink to put the top card of your deck face down under the character), Sing Together N
//! (ready, dry characters whose costs total N or more exert to sing the song) and Vanish
//! (banished after an action's effect in which an opponent chose it). Cards from the set:
//! Cinderhawk E06 (Alert), Grum E19 (Boost 2, +2 {S} while a card is under it), Anthem
//! of the Blaze E13 (song, cost 6, Sing Together 7), Shade Wisp D01 (Vanish).

use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::testkit::{self as tk, Zone};
use turnkeeper::games::lorcana::{Action, CardId, Lorcana, Pending};

const P1: usize = 0;
const P2: usize = 1;

fn ok(g: &mut Lorcana, a: Action) -> Vec<String> {
    let ev = g.apply(&a).unwrap_or_else(|e| panic!("expected {a:?} to be accepted, got {e}"));
    ev.into_iter().map(|e| e.text).collect()
}

fn refused(g: &mut Lorcana, a: Action, rule: &str) {
    let before = g.clone();
    let e = g.apply(&a).expect_err(&format!("expected {a:?} to be refused with {rule}"));
    assert_eq!(e.rule, rule, "expected {a:?} refused citing {rule}, got {} ({})", e.rule, e.message);
    assert_eq!(*g, before, "a refused {a:?} must leave the state unchanged");
    assert!(!g.legal_actions().contains(&a), "a refused {a:?} must not be listed");
}

fn discarded(g: &Lorcana, c: CardId) -> bool {
    g.player(g.owner(c)).discard.contains(&c)
}

#[test]
fn alert_ignores_evasive_when_challenging_but_gives_no_evasive() {
    let mut g = tk::main_phase(P1);
    let hawk = tk::add(&mut g, P1, "E06", Zone::Play);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    let wren = tk::add(&mut g, P2, "B02", Zone::Play);
    tk::set_exerted(&mut g, wren, true);
    refused(&mut g, Action::Challenge { attacker: varro, target: wren }, "LO-8.6");
    ok(&mut g.clone(), Action::Challenge { attacker: hawk, target: wren });
    tk::set_exerted(&mut g, wren, false);
    refused(&mut g, Action::Challenge { attacker: hawk, target: wren }, "LO-4.6.4");

    // Bodyguard still binds an Alert challenger (LO-8.3.3).
    let mut g = tk::main_phase(P1);
    let hawk = tk::add(&mut g, P1, "E06", Zone::Play);
    let wren = tk::add(&mut g, P2, "B02", Zone::Play);
    let brakka = tk::add(&mut g, P2, "A02", Zone::Play);
    tk::set_exerted(&mut g, wren, true);
    tk::set_exerted(&mut g, brakka, true);
    refused(&mut g, Action::Challenge { attacker: hawk, target: wren }, "LO-8.3");
    ok(&mut g, Action::Challenge { attacker: hawk, target: brakka });

    // Alert gives no Evasive: a character without Evasive may challenge it.
    let mut g = tk::main_phase(P2);
    let hawk = tk::add(&mut g, P1, "E06", Zone::Play);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, hawk, true);
    ok(&mut g, Action::Challenge { attacker: eel, target: hawk });
}

#[test]
fn boost_once_a_turn_puts_the_top_card_face_down_under_it() {
    let mut g = tk::main_phase(P1);
    let grum = tk::add(&mut g, P1, "E19", Zone::Hand);
    let top = tk::add(&mut g, P1, "B12", Zone::DeckTop);
    tk::ink(&mut g, P1, 5);
    ok(&mut g, Action::Play { card: grum });
    assert_eq!(g.strength(grum), 3, "no card under it yet");
    refused(&mut g, Action::Boost { card: grum }, "LO-4.3.2");
    tk::ink(&mut g, P1, 2);
    let deck = g.player(P1).deck.len();
    let ev = ok(&mut g, Action::Boost { card: grum });
    assert_eq!(g.player(P1).ready_ink(), 1, "Boost 2 paid 2 of the 3 ready ink");
    assert_eq!(g.player(P1).deck.len(), deck - 1, "the top card left the deck");
    assert_eq!(g.card(grum).tucked, vec![top], "and lies under Grum");
    assert!(!g.card(grum).exerted && g.card(grum).drying, "a drying character may boost: no exert is needed");
    assert_eq!(g.strength(grum), 5, "STOKED: +2 {{S}} while a card is under it");
    assert!(ev.iter().all(|t| !t.contains("Riptide")), "the card is not revealed: {ev:?}");
    let theirs = g.view(P2);
    let seen = &theirs.seats[P1].characters[0];
    assert_eq!((seen.tucked, seen.under.len()), (1, 0), "the opponent sees one card under it, not which");
    tk::ink(&mut g, P1, 2);
    refused(&mut g, Action::Boost { card: grum }, "LO-8.16.2");
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::EndTurn);
    assert!(g.legal_actions().contains(&Action::Boost { card: grum }), "a new turn allows Boost again");
    ok(&mut g, Action::Boost { card: grum });
    assert_eq!(g.card(grum).tucked.len(), 2);
    tk::set_damage(&mut g, grum, 5);
    tk::settle(&mut g);
    assert!(discarded(&g, grum) && discarded(&g, top), "banished: the cards under it go to the discard too");
    assert!(g.check_invariants().is_ok());
}

#[test]
fn boost_needs_a_card_to_put_under() {
    let mut g = tk::main_phase(P1);
    let grum = tk::add(&mut g, P1, "E19", Zone::Play);
    tk::ink(&mut g, P1, 2);
    tk::shrink_deck(&mut g, P1, 0);
    refused(&mut g, Action::Boost { card: grum }, "LO-8.16.2");
}

#[test]
fn sing_together_exerts_ready_dry_characters_whose_costs_reach_its_number() {
    let base = || {
        let mut g = tk::main_phase(P1);
        let anthem = tk::add(&mut g, P1, "E13", Zone::Hand);
        let vex = tk::add(&mut g, P1, "E20", Zone::Play);
        let varro = tk::add(&mut g, P1, "A03", Zone::Play);
        let eel = tk::add(&mut g, P2, "B08", Zone::Play);
        let oren = tk::add(&mut g, P2, "B03", Zone::Play);
        (g, anthem, [vex, varro], [eel, oren])
    };
    let (mut g, anthem, [vex, varro], [eel, oren]) = base();
    assert!(g.legal_actions().contains(&Action::SingTogether { song: anthem }), "4 + 3 = 7 reaches Sing Together 7");
    refused(&mut g, Action::Sing { song: anthem, singer: vex }, "LO-8.11");
    ok(&mut g, Action::SingTogether { song: anthem });
    assert!(matches!(g.pending(), Some(Pending::Singers { need: 7, .. })), "the singers are chosen next");
    assert!(!g.legal_actions().contains(&Action::Decline), "once announced, the song is sung");
    ok(&mut g, Action::ChooseTarget { card: vex });
    assert!(g.pending().is_some() && g.card(vex).exerted, "4 of 7: one more singer");
    refused(&mut g, Action::ChooseTarget { card: vex }, "LO-8.16.3");
    ok(&mut g, Action::ChooseTarget { card: varro });
    assert!(g.card(varro).exerted, "both singers exerted");
    assert_eq!(g.player(P1).ready_ink(), 0, "no ink was paid");
    assert!(discarded(&g, eel), "2 damage to each opposing character banishes Drift Eel (W1)");
    assert_eq!(g.card(oren).damage, 2, "Ward does not stop an effect that does not choose");
    assert!(discarded(&g, anthem), "the song went to the discard");

    // A drying character does not count; 3 + 3 = 6 is short of 7.
    let (mut g, anthem, [vex, _], _) = base();
    tk::set_drying(&mut g, vex, true);
    tk::add(&mut g, P1, "B05", Zone::Play);
    refused(&mut g, Action::SingTogether { song: anthem }, "LO-8.16.3");

    // Singer counts toward the total (LO-8.11): Mirelle sings as 4.
    let (mut g, anthem, [_, varro], _) = base();
    tk::set_exerted(&mut g, varro, true);
    tk::add(&mut g, P1, "B01", Zone::Play);
    ok(&mut g, Action::SingTogether { song: anthem });

    // A song without Sing Together cannot be sung together.
    let mut g = tk::main_phase(P1);
    let march = tk::add(&mut g, P1, "A11", Zone::Hand);
    tk::add(&mut g, P1, "A06", Zone::Play);
    refused(&mut g, Action::SingTogether { song: march }, "LO-8.16.3");
}

#[test]
fn vanish_banishes_a_character_an_opponents_action_chose() {
    let mut g = tk::main_phase(P1);
    let wind = tk::add(&mut g, P1, "A15", Zone::Hand);
    let wisp = tk::add(&mut g, P2, "D01", Zone::Play);
    tk::ink(&mut g, P1, 1);
    ok(&mut g, Action::Play { card: wind });
    let ev = ok(&mut g, Action::ChooseTarget { card: wisp });
    assert!(discarded(&g, wisp), "chosen by the opponent's action, even to help it: banished after the effect");
    assert!(ev.iter().any(|t| t.contains("Vanish")), "the log says why: {ev:?}");

    // Its own player's action does not banish it.
    let mut g = tk::main_phase(P2);
    let wind = tk::add(&mut g, P2, "A15", Zone::Hand);
    let wisp = tk::add(&mut g, P2, "D01", Zone::Play);
    tk::ink(&mut g, P2, 1);
    ok(&mut g, Action::Play { card: wind });
    ok(&mut g, Action::ChooseTarget { card: wisp });
    assert!(g.in_play(wisp), "its own player chose it");

    // A triggered ability is not an action: DROP ANCHOR exerts it and it stays.
    let mut g = tk::main_phase(P1);
    let captain = tk::add(&mut g, P1, "B06", Zone::Hand);
    let wisp = tk::add(&mut g, P2, "D01", Zone::Play);
    tk::ink(&mut g, P1, 5);
    ok(&mut g, Action::Play { card: captain });
    ok(&mut g, Action::ChooseTarget { card: wisp });
    assert!(g.in_play(wisp) && g.card(wisp).exerted, "exerted, not banished");

    // An effect that does not choose (each opposing character) does not trigger it.
    let mut g = tk::main_phase(P1);
    let volley = tk::add(&mut g, P1, "E10", Zone::Hand);
    let wisp = tk::add(&mut g, P2, "D01", Zone::Play);
    tk::ink(&mut g, P1, 4);
    ok(&mut g, Action::Play { card: volley });
    assert!(g.in_play(wisp) && g.card(wisp).damage == 1, "dealt 1, not chosen: it stays");
}
