//! The edge cases T01-T30 of the Lorcana rules brief (Part 3), one test each. Boards
//! are built with the testkit; the actions under test go through `apply`.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::state::Stat;
use turnkeeper::games::lorcana::testkit::{self as tk, Zone};
use turnkeeper::games::lorcana::{Action, CardId, Lorcana, LorcanaOptions, Pending, Step};

mod support;
use support::{ok, refused};

const P1: usize = 0;
const P2: usize = 1;

fn hand(g: &Lorcana, s: usize) -> usize {
    g.player(s).hand.len()
}

fn discarded(g: &Lorcana, c: CardId) -> bool {
    g.player(g.owner(c)).discard.contains(&c)
}

fn end_turn(g: &mut Lorcana) -> Vec<String> {
    ok(g, Action::EndTurn)
}

#[test]
fn t01_first_turn_draw_skip() {
    let mut g = Lorcana::new(&LorcanaOptions::default(), 11).unwrap();
    let first = g.starting_player();
    let second = 1 - first;
    assert_eq!((hand(&g, 0), hand(&g, 1)), (7, 7), "both players hold 7 after setup");
    ok(&mut g, Action::KeepHand);
    ok(&mut g, Action::KeepHand);
    assert_eq!(g.phase(), vec!["Main"], "the game starts in the starting player's Main Phase");
    assert_eq!(hand(&g, first), 7, "the starting player skips the draw on turn 1");
    end_turn(&mut g);
    assert_eq!(g.active(), second);
    assert_eq!(hand(&g, second), 8, "the second player draws on their first turn");
    end_turn(&mut g);
    assert_eq!(g.turn(), 3);
    assert_eq!(hand(&g, first), 8, "from turn 3 the starting player draws normally");
}

#[test]
fn t02_alter_hand() {
    let mut g = Lorcana::new(&LorcanaOptions::default(), 12).unwrap();
    let p1 = g.starting_player();
    let p2 = 1 - p1;
    assert_eq!(g.to_act(), Some(p1), "the starting player alters first");
    assert_eq!(g.phase(), vec!["Setup", "Alter hand"]);
    let back: Vec<CardId> = g.player(p1).hand[..3].to_vec();
    for &c in &back {
        ok(&mut g, Action::PutBack { card: c });
    }
    let bottom: Vec<CardId> = g.player(p1).deck[..3].to_vec();
    assert_eq!(bottom, vec![back[2], back[1], back[0]], "put-back cards go to the bottom of the deck");
    let deck_before = g.player(p1).deck.clone();
    let epoch = g.undo_epoch();
    ok(&mut g, Action::KeepHand);
    assert_eq!(hand(&g, p1), 7, "P1 draws back up to 7");
    assert_eq!(g.player(p1).deck.len(), 53);
    let unshuffled: Vec<CardId> = deck_before[..50].to_vec();
    assert_ne!(g.player(p1).deck, unshuffled, "P1's deck is shuffled after putting cards back");
    assert!(g.undo_epoch() > epoch, "drawing and shuffling is an undo barrier");
    let again = g.player(p1).hand[0];
    refused(&mut g, Action::PutBack { card: again }, "LO-2.2.2");
    let p2_deck = g.player(p2).deck.clone();
    ok(&mut g, Action::KeepHand);
    assert_eq!(g.player(p2).deck, p2_deck, "P2 put back nothing: no shuffle, deck order unchanged");
    assert_eq!(g.active(), p1, "P1 goes first");
    assert_eq!(g.step(), Step::Main);
    refused(&mut g, Action::PutBack { card: again }, "LO-2.2.2");
    refused(&mut g, Action::KeepHand, "LO-2.2.2");
}

#[test]
fn t03_drying() {
    let mut g = tk::main_phase(P1);
    let varro = tk::add(&mut g, P1, "A03", Zone::Hand);
    let march = tk::add(&mut g, P1, "A11", Zone::Hand);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    tk::ink(&mut g, P1, 3);
    ok(&mut g, Action::Play { card: varro });
    refused(&mut g, Action::Quest { card: varro }, "LO-1.7.5");
    refused(&mut g, Action::Challenge { attacker: varro, target: eel }, "LO-1.7.5");
    refused(&mut g, Action::Sing { song: march, singer: varro }, "LO-1.7.5");
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!((g.active(), g.step()), (P1, Step::Main), "back to P1's Main Phase, after the Set step");
    assert!(!g.card(varro).drying, "Varro is dry after P1's Set step");
    tk::set_exerted(&mut g, eel, true);
    ok(&mut g.clone(), Action::Quest { card: varro });
    ok(&mut g.clone(), Action::Challenge { attacker: varro, target: eel });
    ok(&mut g.clone(), Action::Sing { song: march, singer: varro });
}

#[test]
fn t04_rush_is_only_for_challenging() {
    let mut g = tk::main_phase(P1);
    let dart = tk::add(&mut g, P1, "A05", Zone::Hand);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    tk::ink(&mut g, P1, 2);
    ok(&mut g, Action::Play { card: dart });
    ok(&mut g, Action::Challenge { attacker: dart, target: eel });
    assert!(discarded(&g, eel), "Drift Eel (W1) takes 2 and is banished");
    assert!(discarded(&g, dart), "Quill Dart (W2) takes 2 and is banished");

    let mut g = tk::main_phase(P1);
    let dart = tk::add(&mut g, P1, "A05", Zone::Hand);
    let tide = tk::add(&mut g, P1, "B10", Zone::Hand);
    tk::ink(&mut g, P1, 2);
    ok(&mut g, Action::Play { card: dart });
    refused(&mut g, Action::Quest { card: dart }, "LO-1.7.5");
    refused(&mut g, Action::Sing { song: tide, singer: dart }, "LO-1.7.5");
}

#[test]
fn t05_one_ink_per_turn_and_inkability() {
    let mut g = tk::main_phase(P1);
    let pup = tk::add(&mut g, P1, "A01", Zone::Hand);
    let pup2 = tk::add(&mut g, P1, "A01", Zone::Hand);
    let dart = tk::add(&mut g, P1, "A05", Zone::Hand);
    let skarn = tk::add(&mut g, P1, "A04", Zone::Hand);
    refused(&mut g, Action::Ink { card: skarn }, "LO-4.2.1");
    ok(&mut g, Action::Ink { card: pup });
    assert_eq!(g.player(P1).ready_ink(), 1, "the inked card enters ready");
    assert!(g.view(P1).ink_used_this_turn, "the ink flag is set");
    ok(&mut g, Action::Play { card: pup2 });
    refused(&mut g, Action::Ink { card: dart }, "LO-4.2.3");
    refused(&mut g, Action::Ink { card: skarn }, "LO-4.2.3");
    end_turn(&mut g);
    end_turn(&mut g);
    refused(&mut g, Action::Ink { card: skarn }, "LO-4.2.1");
    assert!(!g.view(P1).ink_used_this_turn, "after the refusal the ink flag is still unused");
}

#[test]
fn t06_direct_to_inkwell_effects() {
    let mut g = tk::main_phase(P2);
    let eel = tk::add(&mut g, P2, "B08", Zone::Hand);
    let pip = tk::add(&mut g, P2, "B16", Zone::Hand);
    let riptide = tk::add(&mut g, P2, "B12", Zone::DeckTop);
    ok(&mut g, Action::Ink { card: eel });
    ok(&mut g, Action::Play { card: pip });
    assert!(matches!(g.pending(), Some(Pending::May { .. })), "STOW CARGO asks whether to use it");
    let ev = ok(&mut g, Action::Confirm);
    assert!(g.player(P2).inkwell.contains(&riptide), "the non-inkable top card went into the inkwell");
    assert_eq!(g.player(P2).inkwell.len(), 2, "inkwell is +2 this turn");
    assert_eq!(g.player(P2).ready_ink(), 0, "the stowed card enters exerted (and the ink was spent on Pip)");
    assert!(ev.iter().all(|t| !t.contains("Riptide")), "the stowed card is not revealed: {ev:?}");
    assert_eq!(g.player(P2).inked_this_turn, 1, "STOW CARGO does not use the turn's ink");
}

#[test]
fn t07_paying_costs_and_rollback() {
    let mut g = tk::main_phase(P1);
    let smith = tk::add(&mut g, P1, "A06", Zone::Hand);
    tk::ink(&mut g, P1, 2);
    refused(&mut g, Action::Play { card: smith }, "LO-4.3.2");
    assert!(g.player(P1).hand.contains(&smith) && g.player(P1).ready_ink() == 2, "nothing paid, card in hand");
    tk::ink(&mut g, P1, 4);
    tk::exert_ink(&mut g, P1, 1);
    ok(&mut g, Action::Play { card: smith });
    assert_eq!(g.player(P1).ready_ink(), 0, "exactly 5 more inkwell cards are exerted");
    assert_eq!(g.player(P1).ink_exerted, 6, "1 was already exerted, 5 paid");
}

#[test]
fn t08_turn_end_blocked_by_bag_or_unfinished_action() {
    let mut g = tk::main_phase(P2);
    let captain = tk::add(&mut g, P2, "B06", Zone::Hand);
    let brakka = tk::add(&mut g, P1, "A02", Zone::Play);
    tk::ink(&mut g, P2, 5);
    ok(&mut g, Action::Play { card: captain });
    assert!(matches!(g.pending(), Some(Pending::Target { .. })), "DROP ANCHOR waits for its target");
    refused(&mut g, Action::EndTurn, "LO-3.3.2.1");
    ok(&mut g, Action::ChooseTarget { card: brakka });
    assert!(g.card(brakka).exerted);
    ok(&mut g.clone(), Action::EndTurn);
    // A bag entry that has not started resolving blocks the end as well.
    let bird = tk::add(&mut g, P2, "B05", Zone::Play);
    tk::push_trigger(&mut g, bird);
    refused(&mut g, Action::EndTurn, "LO-3.3.2.1");
    tk::settle(&mut g);
    assert_eq!(g.lore(P2), 1, "the entry resolved");
    ok(&mut g, Action::EndTurn);
}

#[test]
fn t09_reckless() {
    let base = || {
        let mut g = tk::main_phase(P1);
        let skarn = tk::add(&mut g, P1, "A04", Zone::Play);
        (g, skarn)
    };
    let (mut g, skarn) = base();
    refused(&mut g, Action::Quest { card: skarn }, "LO-8.7");
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    refused(&mut g, Action::EndTurn, "LO-8.7");

    let (mut g, _) = base();
    tk::add(&mut g, P2, "B14", Zone::Play);
    refused(&mut g, Action::EndTurn, "LO-8.7");

    let (mut g, _) = base();
    let wren = tk::add(&mut g, P2, "B02", Zone::Play);
    tk::set_exerted(&mut g, wren, true);
    ok(&mut g, Action::EndTurn);

    let (mut g, skarn) = base();
    tk::set_drying(&mut g, skarn, true);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    ok(&mut g, Action::EndTurn);

    let (mut g, skarn) = base();
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    let march = tk::add(&mut g, P1, "A11", Zone::Hand);
    ok(&mut g, Action::Sing { song: march, singer: skarn });
    ok(&mut g, Action::EndTurn);
}

#[test]
fn t10_location_lore_in_set_step() {
    let mut g = tk::main_phase(P2);
    let house = tk::add(&mut g, P2, "B14", Zone::Hand);
    tk::ink(&mut g, P2, 4);
    ok(&mut g, Action::Play { card: house });
    assert_eq!(g.lore(P2), 0, "no lore on the turn it is played");
    end_turn(&mut g);
    let ev = end_turn(&mut g);
    assert_eq!((g.active(), g.step()), (P2, Step::Main));
    assert_eq!(g.lore(P2), 1, "P2 gains 1 lore in the Set step");
    assert!(ev.iter().any(|t| t == "P2 gains 1 lore from Saltmarsh Lighthouse"), "the log tells it: {ev:?}");
    assert!(!ev.iter().any(|t| t.contains("Saltmarsh") && t.contains("bag")), "nothing enters the bag for it");

    let mut g = tk::main_phase(P1);
    tk::add(&mut g, P2, "B14", Zone::Play);
    tk::add(&mut g, P2, "B05", Zone::Play);
    tk::set_lore(&mut g, P2, 18);
    let hand_before = hand(&g, P2);
    let ev = end_turn(&mut g);
    let lighthouse = ev.iter().position(|t| t.contains("from Saltmarsh Lighthouse")).expect("location lore logged");
    let first_light = ev.iter().position(|t| t.contains("FIRST LIGHT: P2 gains")).expect("FIRST LIGHT logged");
    assert!(lighthouse < first_light, "location lore comes before the trigger resolves");
    assert_eq!(g.lore(P2), 20);
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![P2]), "P2 wins in the Set step");
    assert_eq!(hand(&g, P2), hand_before, "the Draw step never happens");
}

#[test]
fn t11_start_of_turn_trigger_timing() {
    let mut g = tk::main_phase(P1);
    let a = tk::add(&mut g, P2, "B05", Zone::Play);
    tk::add(&mut g, P2, "B05", Zone::Play);
    tk::add(&mut g, P2, "B14", Zone::Play);
    let fresh = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_drying(&mut g, fresh, true);
    let hand_before = hand(&g, P2);
    let ev = end_turn(&mut g);
    assert!(ev.iter().any(|t| t.contains("FIRST LIGHT goes into the bag")), "entered the bag in Ready: {ev:?}");
    assert_eq!(g.phase(), vec!["Start of turn", "Set"], "the triggers resolve in the Set step");
    assert!(matches!(g.pending(), Some(Pending::OrderBag { seat: P2 })), "two entries: P2 orders them");
    assert!(!g.card(fresh).drying, "drying already ended");
    assert_eq!(g.lore(P2), 1, "location lore already gained, no FIRST LIGHT yet");
    assert_eq!(hand(&g, P2), hand_before, "no draw yet");
    refused(&mut g, Action::Quest { card: fresh }, "LO-4.1.2");
    refused(&mut g, Action::EndTurn, "LO-3.3.2.1");
    ok(&mut g, Action::ResolveTrigger { source: a });
    assert_eq!(g.step(), Step::Main);
    assert_eq!(g.lore(P2), 3, "both FIRST LIGHTs resolved");
    assert_eq!(hand(&g, P2), hand_before + 1, "then the Draw step");
}

#[test]
fn t12_support_lasts_only_this_turn() {
    let mut g = tk::main_phase(P1);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    tk::add(&mut g, P1, "A14", Zone::Play);
    tk::add(&mut g, P1, "A14", Zone::Play);
    let oren = tk::add(&mut g, P2, "B03", Zone::Play);
    tk::set_exerted(&mut g, oren, true);
    ok(&mut g, Action::Quest { card: pup });
    assert_eq!(g.lore(P1), 1);
    refused(&mut g, Action::ChooseTarget { card: pup }, "LO-1.7.7");
    ok(&mut g, Action::ChooseTarget { card: varro });
    assert_eq!(g.strength(varro), 3, "Support gives Varro +1");
    ok(&mut g, Action::Challenge { attacker: varro, target: oren });
    assert!(discarded(&g, oren), "5 damage banishes Oren (W4); Ward does not stop challenges");
    assert_eq!(g.card(varro).damage, 1, "Varro takes 1");
    end_turn(&mut g);
    assert_eq!(g.phase(), vec!["End of turn"]);
    assert!(matches!(g.pending(), Some(Pending::OrderBag { .. })), "two NIGHT WATCH entries wait for an order");
    assert_eq!(g.strength(varro), 3, "the bonus still applies while end-of-turn triggers resolve");
    let src = g.bag()[0].item.source;
    ok(&mut g, Action::ResolveTrigger { source: src });
    assert_eq!(g.active(), P2);
    assert_eq!(g.strength(varro), 2, "on P2's turn Varro is back to 2");
}

#[test]
fn t13_only_exerted_characters_can_be_challenged() {
    let mut g = tk::main_phase(P1);
    let dart = tk::add(&mut g, P1, "A05", Zone::Play);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    let house = tk::add(&mut g, P2, "B14", Zone::Play);
    refused(&mut g, Action::Challenge { attacker: dart, target: eel }, "LO-4.6.4");
    let mut h = g.clone();
    tk::set_exerted(&mut h, eel, true);
    ok(&mut h, Action::Challenge { attacker: dart, target: eel });
    ok(&mut g, Action::Challenge { attacker: dart, target: house });
    assert_eq!(g.card(house).damage, 2, "Quill Dart puts 2 damage on the location");
    assert_eq!(g.card(dart).damage, 0, "a location deals no damage back");
}

#[test]
fn t14_bodyguard() {
    let mut g = tk::main_phase(P1);
    let brakka = tk::add(&mut g, P1, "A02", Zone::Hand);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    let keep = tk::add(&mut g, P1, "A13", Zone::Play);
    let hound = tk::add(&mut g, P2, "B15", Zone::Play);
    let wren = tk::add(&mut g, P2, "B02", Zone::Play);
    tk::ink(&mut g, P1, 3);
    ok(&mut g, Action::Play { card: brakka });
    assert!(matches!(g.pending(), Some(Pending::BodyguardEnter { .. })), "Bodyguard asks how it enters");
    ok(&mut g, Action::Confirm);
    assert!(g.card(brakka).exerted, "Brakka entered exerted");
    tk::set_exerted(&mut g, varro, true);
    end_turn(&mut g);
    assert_eq!((g.active(), g.step()), (P2, Step::Main));
    refused(&mut g, Action::Challenge { attacker: hound, target: varro }, "LO-8.3");
    ok(&mut g.clone(), Action::Challenge { attacker: hound, target: brakka });
    refused(&mut g, Action::Challenge { attacker: wren, target: varro }, "LO-8.3");
    ok(&mut g.clone(), Action::Challenge { attacker: wren, target: brakka });
    ok(&mut g.clone(), Action::Challenge { attacker: hound, target: keep });
    tk::set_exerted(&mut g, brakka, false);
    ok(&mut g, Action::Challenge { attacker: hound, target: varro });
}

#[test]
fn t15_evasive() {
    let mut g = tk::main_phase(P1);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    let dart = tk::add(&mut g, P1, "A05", Zone::Play);
    let admiral = tk::add(&mut g, P1, "B07", Zone::Play);
    let wren = tk::add(&mut g, P2, "B02", Zone::Play);
    tk::set_exerted(&mut g, wren, true);
    refused(&mut g, Action::Challenge { attacker: varro, target: wren }, "LO-8.6");
    refused(&mut g, Action::Challenge { attacker: dart, target: wren }, "LO-8.6");
    ok(&mut g.clone(), Action::Challenge { attacker: admiral, target: wren });
    tk::set_exerted(&mut g, wren, false);
    refused(&mut g, Action::Challenge { attacker: admiral, target: wren }, "LO-4.6.4");
}

#[test]
fn t16_banish_at_damage_at_least_willpower() {
    let mut g = tk::main_phase(P1);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    let captain = tk::add(&mut g, P2, "B06", Zone::Play);
    tk::set_exerted(&mut g, captain, true);
    ok(&mut g, Action::Challenge { attacker: varro, target: captain });
    assert_eq!(g.card(captain).damage, 4, "Sorrel takes 2+2 and survives at W5");
    assert!(g.in_play(captain));
    assert!(discarded(&g, varro), "Varro takes 4 with W3 and is banished");
    assert_eq!(g.card(varro).damage, 0, "a banished card has no damage left");

    let mut g = tk::main_phase(P1);
    let dart = tk::add(&mut g, P1, "A05", Zone::Play);
    let mirelle = tk::add(&mut g, P2, "B01", Zone::Play);
    tk::set_exerted(&mut g, mirelle, true);
    ok(&mut g, Action::Challenge { attacker: dart, target: mirelle });
    assert!(discarded(&g, mirelle), "damage 2 = W2 banishes");
    assert!(g.in_play(dart) && g.card(dart).damage == 1, "damage 1 < W2 does not");
}

#[test]
fn t17_resist_and_challenger_direction() {
    let mut g = tk::main_phase(P1);
    let smith = tk::add(&mut g, P1, "A06", Zone::Play);
    let strike = tk::add(&mut g, P1, "A10", Zone::Hand);
    tk::ink(&mut g, P1, 2);
    ok(&mut g, Action::Play { card: strike });
    ok(&mut g, Action::ChooseTarget { card: smith });
    assert_eq!(g.card(smith).damage, 1, "Kindle Strike deals 2 - Resist 1");

    let mut g = tk::main_phase(P2);
    let smith = tk::add(&mut g, P1, "A06", Zone::Play);
    let refrain = tk::add(&mut g, P2, "B12", Zone::Hand);
    tk::ink(&mut g, P2, 5);
    ok(&mut g, Action::Play { card: refrain });
    ok(&mut g, Action::ChooseTarget { card: smith });
    assert_eq!(g.card(smith).damage, 2, "Riptide Refrain deals 3 - 1");

    let mut g = tk::main_phase(P2);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    tk::set_exerted(&mut g, varro, true);
    let hound = tk::add(&mut g, P2, "B15", Zone::Play);
    ok(&mut g, Action::Challenge { attacker: hound, target: varro });
    assert_eq!(g.card(hound).damage, 1, "Varro gets no Challenger bonus when challenged: 2 - 1");
    assert!(discarded(&g, varro), "Brine Hound deals 4 to Varro (W3)");

    let mut g = tk::main_phase(P1);
    let smith = tk::add(&mut g, P1, "A06", Zone::Play);
    tk::put_damage(&mut g, smith, 2);
    assert_eq!(g.card(smith).damage, 2, "put damage ignores Resist");
    assert_eq!(tk::deal_damage(&mut g, smith, 2), 1, "dealt damage is reduced by Resist");
}

#[test]
fn t18_negative_strength() {
    let mut g = tk::main_phase(P1);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    let tide = tk::add(&mut g, P1, "B10", Zone::Hand);
    let horn = tk::add(&mut g, P1, "A12", Zone::Play);
    let mirelle = tk::add(&mut g, P2, "B01", Zone::Play);
    tk::set_exerted(&mut g, mirelle, true);
    tk::ink(&mut g, P1, 3);
    ok(&mut g, Action::Play { card: tide });
    ok(&mut g, Action::ChooseTarget { card: pup });
    assert_eq!(g.strength(pup), -1, "S1 - 2 = -1 is kept negative");
    assert_eq!(g.view(P1).seats[P1].characters[0].strength, Some(-1));
    ok(&mut g, Action::Challenge { attacker: pup, target: mirelle });
    assert_eq!(g.card(mirelle).damage, 0, "a negative strength deals 0");
    ok(&mut g, Action::Activate { card: horn });
    ok(&mut g, Action::ChooseTarget { card: pup });
    assert_eq!(g.strength(pup), 1, "+2 on -1 gives +1, not +2");
}

#[test]
fn t19_final_gsc_after_turn_ends() {
    let mut g = tk::main_phase(P1);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    let wind = tk::add(&mut g, P1, "A15", Zone::Hand);
    let captain = tk::add(&mut g, P2, "B06", Zone::Play);
    tk::set_exerted(&mut g, captain, true);
    tk::ink(&mut g, P1, 1);
    ok(&mut g, Action::Play { card: wind });
    ok(&mut g, Action::ChooseTarget { card: varro });
    assert_eq!(g.willpower(varro), 6);
    ok(&mut g, Action::Challenge { attacker: varro, target: captain });
    assert!(g.in_play(varro) && g.card(varro).damage == 4, "Varro survives this turn with 4 damage");
    let ev = end_turn(&mut g);
    assert!(discarded(&g, varro), "the final GSC banishes Varro");
    let banish = ev.iter().position(|t| t.contains("Varro (Ashen Duelist) is banished")).expect("banish logged");
    let ready = ev.iter().position(|t| t.starts_with("Ready step")).expect("P2's Ready step logged");
    assert!(banish < ready, "banished before P2's Ready step: {ev:?}");
}

#[test]
fn t20_deck_out_timing() {
    // P2 starts a turn with an empty deck: no loss at the draw.
    let mut g = tk::main_phase(P1);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::shrink_deck(&mut g, P2, 0);
    end_turn(&mut g);
    assert_eq!((g.active(), g.step()), (P2, Step::Main), "P2 plays on");
    assert!(g.outcome().is_none(), "no loss at the empty draw");
    let mut win = g.clone();
    tk::set_lore(&mut win, P2, 19);
    ok(&mut win, Action::Quest { card: eel });
    assert_eq!(win.outcome().map(|o| o.winners), Some(vec![P2]), "20 lore wins even with an empty deck");
    end_turn(&mut g);
    let o = g.outcome().expect("P2 loses at the final GSC");
    assert_eq!(o.winners, vec![P1], "P1 wins: {}", o.reason);

    // P1 with an empty deck at the end of P2's turn does not lose.
    let mut g = tk::main_phase(P2);
    tk::shrink_deck(&mut g, P1, 0);
    end_turn(&mut g);
    assert!(g.outcome().is_none(), "an empty deck at the opponent's turn end is no loss");
    assert_eq!((g.active(), g.step()), (P1, Step::Main));

    // Ballad of the Deep with 1 card left draws 1, no loss mid-turn.
    let mut g = tk::main_phase(P1);
    let ballad = tk::add(&mut g, P1, "B11", Zone::Hand);
    tk::ink(&mut g, P1, 4);
    tk::shrink_deck(&mut g, P1, 1);
    ok(&mut g, Action::Play { card: ballad });
    assert_eq!(hand(&g, P1), 1, "one card drawn");
    assert_eq!(g.player(P1).deck.len(), 0);
    assert!(g.outcome().is_none(), "no loss mid-turn");
}

#[test]
fn t21_bag_order_between_players() {
    let mut g = tk::main_phase(P1);
    let a1 = tk::add(&mut g, P1, "B05", Zone::Play);
    let a2 = tk::add(&mut g, P1, "B05", Zone::Play);
    let b1 = tk::add(&mut g, P2, "B05", Zone::Play);
    let b2 = tk::add(&mut g, P2, "B05", Zone::Play);
    tk::push_trigger(&mut g, b1);
    tk::push_trigger(&mut g, a1);
    tk::push_trigger(&mut g, b2);
    tk::push_trigger(&mut g, a2);
    tk::settle(&mut g);
    assert!(matches!(g.pending(), Some(Pending::OrderBag { seat: P1 })), "the active player resolves first");
    refused(&mut g, Action::ResolveTrigger { source: b1 }, "LO-7.7.3");
    ok(&mut g, Action::ResolveTrigger { source: a2 });
    assert_eq!((g.lore(P1), g.lore(P2)), (2, 0), "both of P1's entries resolved before P2's");
    assert!(matches!(g.pending(), Some(Pending::OrderBag { seat: P2 })), "then P2 orders theirs");
    // An entry for P1 created while P2 resolves waits for the bag to come back.
    let a3 = tk::add(&mut g, P1, "B05", Zone::Play);
    tk::push_trigger(&mut g, a3);
    let ev = ok(&mut g, Action::ResolveTrigger { source: b2 });
    assert_eq!((g.lore(P1), g.lore(P2)), (3, 2), "all resolved");
    let last_p2 = ev.iter().rposition(|t| t.contains("P2 gains")).unwrap();
    let p1 = ev.iter().position(|t| t.contains("P1 gains")).unwrap();
    assert!(last_p2 < p1, "P1's new entry waited until P2 finished: {ev:?}");

    // A GSC after every resolution: the 20th lore ends the game mid-bag.
    let mut g = tk::main_phase(P1);
    let a1 = tk::add(&mut g, P1, "B05", Zone::Play);
    let a2 = tk::add(&mut g, P1, "B05", Zone::Play);
    let b1 = tk::add(&mut g, P2, "B05", Zone::Play);
    tk::set_lore(&mut g, P1, 19);
    for s in [a1, a2, b1] {
        tk::push_trigger(&mut g, s);
    }
    tk::settle(&mut g);
    ok(&mut g, Action::ResolveTrigger { source: a1 });
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![P1]), "P1 wins right after one resolution");
    assert_eq!(g.bag().len(), 2, "the rest of the bag never resolves");
    assert_eq!(g.lore(P2), 0);
}

#[test]
fn t22_twenty_lore_wins_at_once() {
    let mut g = tk::main_phase(P1);
    let smith = tk::add(&mut g, P1, "A06", Zone::Play);
    tk::set_lore(&mut g, P1, 19);
    ok(&mut g, Action::Quest { card: smith });
    assert_eq!(g.lore(P1), 21);
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![P1]), "P1 wins right after the quest");
    assert!(g.legal_actions().is_empty() && g.to_act().is_none(), "the Main Phase does not continue");

    let mut g = tk::main_phase(P1);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    tk::add(&mut g, P1, "A03", Zone::Play);
    tk::set_lore(&mut g, P1, 19);
    ok(&mut g, Action::Quest { card: pup });
    assert!(g.outcome().is_some(), "the game ended");
    assert_eq!(g.bag().len(), 1, "the Support trigger never resolved");
    assert!(g.pending().is_none(), "no Support target is asked");
}

#[test]
fn t23_shift() {
    let mut g = tk::main_phase(P1);
    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    let champ = tk::add(&mut g, P1, "A07", Zone::Hand);
    let wren = tk::add(&mut g, P1, "B02", Zone::Play);
    let their_varro = tk::add(&mut g, P2, "A03", Zone::Play);
    tk::ink(&mut g, P1, 6);
    tk::set_damage(&mut g, varro, 1);
    refused(&mut g, Action::Shift { card: champ, base: their_varro }, "LO-8.10");
    refused(&mut g, Action::Shift { card: champ, base: wren }, "LO-8.10");
    let fresh = g.clone();
    ok(&mut g, Action::Quest { card: varro });
    let ev = ok(&mut g, Action::Shift { card: champ, base: varro });
    assert!(
        ev.iter().any(|t| t.contains("shifts Varro (Blazing Champion) onto Varro (Ashen Duelist)")),
        "logged as a play: {ev:?}"
    );
    assert_eq!(g.player(P1).ready_ink(), 2, "Shift cost 4, not 6");
    let c = g.card(champ);
    assert!(c.exerted && !c.drying && c.damage == 1, "exerted, dry, 1 damage: {c:?}");
    assert_eq!(g.willpower(champ), 5);
    assert_eq!(c.under, vec![varro], "Varro is under the champion");
    tk::set_damage(&mut g, champ, 5);
    tk::settle(&mut g);
    assert!(discarded(&g, champ) && discarded(&g, varro), "both cards of the stack go to the discard");

    let mut g = fresh.clone();
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    ok(&mut g, Action::Shift { card: champ, base: varro });
    ok(&mut g.clone(), Action::Quest { card: champ });
    ok(&mut g, Action::Challenge { attacker: champ, target: eel });

    let mut g = fresh;
    tk::set_drying(&mut g, varro, true);
    ok(&mut g, Action::Shift { card: champ, base: varro });
    assert!(g.card(champ).drying, "shifted onto a drying character: drying");
    refused(&mut g, Action::Quest { card: champ }, "LO-1.7.5");
}

#[test]
fn t24_singing() {
    let mut g = tk::main_phase(P2);
    let mirelle = tk::add(&mut g, P2, "B01", Zone::Play);
    let captain = tk::add(&mut g, P2, "B06", Zone::Play);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    let ballad = tk::add(&mut g, P2, "B11", Zone::Hand);
    let refrain = tk::add(&mut g, P2, "B12", Zone::Hand);
    let low = tk::add(&mut g, P2, "B10", Zone::Hand);
    let target = tk::add(&mut g, P1, "A01", Zone::Play);
    refused(&mut g, Action::Sing { song: refrain, singer: mirelle }, "LO-8.11");
    refused(&mut g, Action::Sing { song: low, singer: eel }, "LO-8.11");
    let before = hand(&g, P2);
    ok(&mut g, Action::Sing { song: ballad, singer: mirelle });
    assert!(g.card(mirelle).exerted, "the singer is exerted");
    assert_eq!(hand(&g, P2), before - 1 + 2, "2 cards drawn for 0 ink");
    ok(&mut g, Action::Sing { song: refrain, singer: captain });
    ok(&mut g, Action::ChooseTarget { card: target });
    assert!(discarded(&g, target), "Riptide Refrain sung by a cost-5 character");

    let mut g = tk::main_phase(P2);
    let mirelle = tk::add(&mut g, P2, "B01", Zone::Play);
    let undertow = tk::add(&mut g, P2, "B09", Zone::Hand);
    tk::ink(&mut g, P2, 3);
    ok(&mut g, Action::Play { card: undertow });
    ok(&mut g, Action::ChooseTarget { card: mirelle });
    assert!(g.player(P2).hand.contains(&mirelle), "Mirelle is still cost 2 for Undertow");
}

#[test]
fn t25_ward() {
    let mut g = tk::main_phase(P1);
    let strike = tk::add(&mut g, P1, "A10", Zone::Hand);
    let oren = tk::add(&mut g, P2, "B03", Zone::Play);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    tk::ink(&mut g, P1, 2);
    let start = g.clone();
    ok(&mut g, Action::Play { card: strike });
    refused(&mut g, Action::ChooseTarget { card: oren }, "LO-8.15");
    assert!(g.pending().is_some(), "the choice must be redone");
    ok(&mut g, Action::ChooseTarget { card: eel });
    assert!(discarded(&g, eel));

    let mut g = start.clone();
    tk::set_exerted(&mut g, eel, true);
    let mut only_oren = tk::main_phase(P1);
    let strike2 = tk::add(&mut only_oren, P1, "A10", Zone::Hand);
    let oren2 = tk::add(&mut only_oren, P2, "B03", Zone::Play);
    tk::ink(&mut only_oren, P1, 2);
    ok(&mut only_oren, Action::Play { card: strike2 });
    assert!(only_oren.pending().is_none() && discarded(&only_oren, strike2), "no legal target: no damage");
    assert_eq!(only_oren.card(oren2).damage, 0);

    let varro = tk::add(&mut g, P1, "A03", Zone::Play);
    tk::set_exerted(&mut g, oren, true);
    ok(&mut g, Action::Challenge { attacker: varro, target: oren });

    let mut g = tk::main_phase(P2);
    let oren = tk::add(&mut g, P2, "B03", Zone::Play);
    let undertow = tk::add(&mut g, P2, "B09", Zone::Hand);
    tk::ink(&mut g, P2, 3);
    ok(&mut g, Action::Play { card: undertow });
    ok(&mut g, Action::ChooseTarget { card: oren });
    assert!(g.player(P2).hand.contains(&oren), "P2 may choose their own Ward character");

    let mut g = tk::main_phase(P2);
    let wren = tk::add(&mut g, P2, "B02", Zone::Play);
    let house = tk::add(&mut g, P2, "B14", Zone::Play);
    tk::ink(&mut g, P2, 2);
    ok(&mut g, Action::Move { card: wren, location: house });
    assert!(g.has_ward(wren), "at Saltmarsh Lighthouse Gull Wren has Ward");
    end_turn(&mut g);
    let strike = tk::add(&mut g, P1, "A10", Zone::Hand);
    tk::add(&mut g, P1, "A01", Zone::Play);
    tk::ink(&mut g, P1, 2);
    ok(&mut g, Action::Play { card: strike });
    refused(&mut g, Action::ChooseTarget { card: wren }, "LO-8.15");
    tk::set_damage(&mut g, house, 8);
    tk::settle(&mut g);
    assert!(discarded(&g, house) && !g.has_ward(wren), "Ward is lost when the location leaves play");
    ok(&mut g, Action::ChooseTarget { card: wren });
}

#[test]
fn t26_moving_to_a_location() {
    let mut g = tk::main_phase(P1);
    let dart = tk::add(&mut g, P1, "A05", Zone::Hand);
    let keep = tk::add(&mut g, P1, "A13", Zone::Play);
    let house = tk::add(&mut g, P2, "B14", Zone::Play);
    tk::ink(&mut g, P1, 3);
    ok(&mut g, Action::Play { card: dart });
    ok(&mut g, Action::Move { card: dart, location: keep });
    assert_eq!(g.player(P1).ready_ink(), 0, "the move cost 1 ink");
    assert!(!g.card(dart).exerted && g.card(dart).drying, "moving needs no dryness and does not exert");
    assert_eq!(g.willpower(dart), 3, "STONE WALLS gives +1 W");
    tk::ink(&mut g, P1, 2);
    refused(&mut g, Action::Move { card: dart, location: keep }, "LO-4.7.4");
    refused(&mut g, Action::Move { card: dart, location: house }, "LO-4.7.1");
    let mut h = g.clone();
    tk::set_damage(&mut h, keep, 7);
    tk::settle(&mut h);
    assert!(discarded(&h, keep) && h.in_play(dart), "Quill Dart stays in play");
    assert_eq!((h.willpower(dart), h.card(dart).at_location), (2, None), "back to W2, at no location");
    tk::set_damage(&mut g, dart, 2);
    tk::settle(&mut g);
    assert!(g.in_play(dart), "2 damage with W3 survives");
    tk::set_damage(&mut g, keep, 7);
    tk::settle(&mut g);
    assert!(discarded(&g, dart), "when the location goes, W2 with 2 damage is banished");
}

#[test]
fn t27_items_act_the_turn_they_are_played() {
    let mut g = tk::main_phase(P1);
    let horn = tk::add(&mut g, P1, "A12", Zone::Hand);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    tk::ink(&mut g, P1, 4);
    ok(&mut g, Action::Play { card: horn });
    ok(&mut g, Action::Activate { card: horn });
    ok(&mut g, Action::ChooseTarget { card: pup });
    assert_eq!(g.strength(pup), 3, "RALLY CALL gives +2");
    assert_eq!(g.player(P1).ready_ink(), 1, "2 for the horn, 1 for the ability");
    refused(&mut g, Action::Activate { card: horn }, "LO-5.1");

    let mut g = tk::main_phase(P2);
    let lantern = tk::add(&mut g, P2, "B13", Zone::Hand);
    tk::ink(&mut g, P2, 6);
    ok(&mut g, Action::Play { card: lantern });
    let before = hand(&g, P2);
    ok(&mut g, Action::Activate { card: lantern });
    assert_eq!(hand(&g, P2), before + 1, "LANTERN READING draws 1");
    refused(&mut g, Action::Activate { card: lantern }, "LO-5.1");
}

#[test]
fn t28_when_played_triggers_resolve_after_the_play() {
    let mut g = tk::main_phase(P2);
    let captain = tk::add(&mut g, P2, "B06", Zone::Hand);
    let hound = tk::add(&mut g, P2, "B15", Zone::Play);
    let brakka = tk::add(&mut g, P1, "A02", Zone::Play);
    tk::ink(&mut g, P2, 5);
    refused(&mut g, Action::Challenge { attacker: hound, target: brakka }, "LO-4.6.4");
    ok(&mut g, Action::Play { card: captain });
    assert_eq!(g.player(P2).ready_ink(), 0, "5 ink exerted");
    assert!(g.in_play(captain) && !g.card(captain).exerted, "Sorrel entered play ready");
    ok(&mut g, Action::ChooseTarget { card: brakka });
    assert!(g.card(brakka).exerted, "DROP ANCHOR exerted Brakka");
    ok(&mut g.clone(), Action::Challenge { attacker: hound, target: brakka });
    refused(&mut g, Action::Challenge { attacker: captain, target: brakka }, "LO-1.7.5");
}

#[test]
fn t29_end_of_turn_trigger() {
    let mut g = tk::main_phase(P1);
    let marra = tk::add(&mut g, P1, "A14", Zone::Play);
    let hound = tk::add(&mut g, P2, "B15", Zone::Play);
    ok(&mut g, Action::Quest { card: marra });
    assert!(g.card(marra).exerted);
    let ev = end_turn(&mut g);
    assert!(ev.iter().any(|t| t.contains("NIGHT WATCH readies")), "NIGHT WATCH resolved: {ev:?}");
    assert!(!g.card(marra).exerted, "Marra is ready on P2's turn");
    refused(&mut g, Action::Challenge { attacker: hound, target: marra }, "LO-4.6.4");
}

#[test]
fn t30_lore_floor_and_lore_value_floor() {
    let mut g = tk::main_phase(P1);
    let pup = tk::add(&mut g, P1, "A01", Zone::Play);
    tk::set_lore(&mut g, P1, 1);
    tk::lose_lore(&mut g, P1, 3);
    assert_eq!(g.lore(P1), 0, "lore never goes below 0");
    tk::set_lore(&mut g, P1, 2);
    tk::modify(&mut g, pup, Stat::Lore, -3);
    ok(&mut g, Action::Quest { card: pup });
    assert_eq!(g.lore(P1), 2, "a net negative lore value gains 0");
}
