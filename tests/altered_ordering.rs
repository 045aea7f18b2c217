//! Ordering and set-up points of `shared/rules/altered.md` that need more than the starter
//! cards: the size of both decks (AL-1.1), the sub-points of EC-21 and EC-22 that no
//! starter card can set up (test-only designs XX-06 and XX-07, as EC-02/EC-04 use), and
//! the order of objects that get their timestamps at once (AL-2.8), a decision point.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::DecisionKind;
use turnkeeper::games::altered::cards::{deck_list, def_of};
use turnkeeper::games::altered::testkit::*;
use turnkeeper::games::altered::{Action, Altered, AlteredOptions, DeckChoice, ObjectId, Side, Step};

mod support;

fn act(g: &mut Altered, a: Action) {
    support::ok(g, a);
}

/// The rule a refused action cites (tried on a copy).
fn refused(g: &Altered, a: Action) -> String {
    support::refusal(&mut g.clone(), a).rule.to_string()
}

fn ts(g: &Altered, id: ObjectId) -> u64 {
    obj(g, id).unwrap_or_else(|| panic!("{id:?} is nowhere")).timestamp
}

fn log_of(g: &mut Altered, a: Action) -> Vec<String> {
    g.apply(&a).unwrap_or_else(|e| panic!("{a:?} refused: {e}")).into_iter().map(|e| e.text).collect()
}

// ------------------------------------------------------------------------- AL-1.1 decks

#[test]
fn al_1_1_both_starter_decks_are_thirty_cards() {
    assert_eq!((deck_list(0).len(), deck_list(1).len()), (30, 30));
    for (p1_deck, p2_deck) in [(DeckChoice::A, DeckChoice::B), (DeckChoice::B, DeckChoice::A)] {
        let g = Altered::new(&AlteredOptions { p1_deck, p2_deck }, 7).unwrap();
        for p in &g.players {
            assert_eq!(p.deck.len() + p.hand.len() + p.mana.len(), 30, "30 cards + Hero (AL-1.1)");
            assert!(p.hero.is_some());
        }
    }
    // The decision for deck A: a third Rootwell Shrine; no name past 3 copies.
    let a = deck_list(0);
    assert_eq!(a.iter().filter(|&&d| def_of(d).code == "VP-08").count(), 3);
    for d in &a {
        assert!(a.iter().filter(|&&e| e == *d).count() <= 3);
    }
}

// ---------------------------------------------------------------------------- EC-21

/// EC-21: a landmark that enters play during Noon (put there by another At Noon
/// Reaction) does not trigger its own At Noon that day (AL-5.0.2 point 3); it does on
/// the next day's Noon.
#[test]
fn ec21_a_landmark_entering_play_at_noon_does_not_trigger_that_day() {
    let mut g = afternoon(0);
    remove_hero(&mut g, 0);
    add_landmark(&mut g, 0, "XX-06");
    let shrine = add_reserve(&mut g, 0, "VP-08");
    let shrine_card = card_of(&g, shrine);
    let lines = goto(&mut g, Step::NoonStart);
    assert!(lines.iter().any(|l| l.contains("Rootwell Shrine joins P1's Landmarks")), "{lines:?}");
    assert_eq!(where_is(&g, shrine_card), "landmarks");
    assert_eq!(g.phase_name(), "Afternoon", "Noon is over");
    assert!(g.expeditions.is_empty(), "the Shrine's At Noon did not trigger: no Sproutling");
    assert!(g.emblems.is_empty());
    // The next day's Noon: the Shrine was in play at the phase start, so it triggers.
    goto(&mut g, Step::NoonStart);
    assert_eq!(g.emblems.len(), 2, "the Cairn and the Shrine both trigger this time");
    while let Some(e) = g.emblems.first().map(|e| e.id) {
        act(&mut g, Action::ResolveEmblem { emblem: e });
    }
    assert_eq!(g.expeditions.len(), 1);
    assert!(g.expeditions[0].is_token() && g.expeditions[0].side == Some(Side::Companion));
}

// ---------------------------------------------------------------------------- EC-22

/// EC-22: resolving P2's emblem creates a new P1 emblem; P1 (initiative) resolves it
/// next, before P2's other waiting emblem (AL-13.6 "check again from the top").
#[test]
fn ec22_a_new_p1_emblem_from_p2s_reaction_goes_next() {
    let mut g = afternoon(0); // P1 (seat 0) is the first player; P1's hero is Ysolde (VP-H)
    add_landmark(&mut g, 1, "XX-07");
    add_landmark(&mut g, 1, "TO-08");
    let deckhand = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    goto(&mut g, Step::NoonStart);
    assert_eq!(g.to_act(), Some(1), "only P2 has emblems: P2 chooses which to play");
    assert_eq!(g.emblems.len(), 2);
    let well = g.emblems.iter().find(|e| def_of(e.source_def).code == "XX-07").unwrap().id;
    let lines = log_of(&mut g, Action::ResolveEmblem { emblem: well });
    // The token joins P1's Companion Expedition under P1's control: Ysolde's Reaction.
    let hero = lines.iter().position(|l| l == "P1 resolves the Reaction of Ysolde, Root-Speaker").expect("P1's emblem");
    let tower = lines.iter().position(|l| l == "P2 resolves the Reaction of Drowned Bell Tower");
    assert!(tower.is_none_or(|t| hero < t), "P1 goes before P2's waiting emblem: {lines:?}");
    let token = g.expeditions.iter().find(|o| o.is_token()).unwrap();
    assert_eq!((token.controller, token.owner, token.side, token.boosts), (0, 1, Some(Side::Companion), 1));
    // Then P2's Bell Tower, waiting all along, asks for its target.
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.legal_actions(), vec![Action::Choose { obj: deckhand }, Action::Done, Action::Concede]);
}

// ------------------------------------------------------------------------- AL-2.8

/// AL-2.8: at Rest, both players' Characters get timestamps at once. The first player's
/// objects get the earlier ones and the first player orders theirs (a decision point),
/// the opponent sees that choice, then orders their own; Clean-up follows.
#[test]
fn al_2_8_rest_timestamps_first_player_orders_first_then_the_opponent() {
    let mut g = afternoon(1); // P2 (seat 1) is the first player
    let a1 = add_expedition(&mut g, 0, "VP-01", Side::Hero);
    let a2 = add_expedition(&mut g, 0, "VP-03", Side::Companion);
    let b1 = add_expedition(&mut g, 1, "TO-01", Side::Hero);
    let b2 = add_expedition(&mut g, 1, "TO-02", Side::Hero);
    let b3 = add_expedition(&mut g, 1, "TO-07", Side::Companion);
    let (ca1, ca2, cb1, cb2, cb3) =
        (card_of(&g, a1), card_of(&g, a2), card_of(&g, b1), card_of(&g, b2), card_of(&g, b3));
    goto(&mut g, Step::Rest);
    let id = |g: &Altered, c| g.players.iter().flat_map(|p| p.reserve.iter()).find(|o| o.card == Some(c)).unwrap().id;
    let (ra1, ra2, rb1, rb2, rb3) = (id(&g, ca1), id(&g, ca2), id(&g, cb1), id(&g, cb2), id(&g, cb3));
    // P2 has initiative: every P2 object has an earlier timestamp than every P1 object.
    let p2_max = [rb1, rb2, rb3].iter().map(|&o| ts(&g, o)).max().unwrap();
    let p1_min = [ra1, ra2].iter().map(|&o| ts(&g, o)).min().unwrap();
    assert!(p2_max < p1_min);
    let d = g.decision().expect("a decision");
    assert_eq!((d.seat, d.kind, d.rule), (1, DecisionKind::Order, "AL-2.8"));
    let mut legal = g.legal_actions();
    legal.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![
        Action::OrderNext { obj: rb1 },
        Action::OrderNext { obj: rb2 },
        Action::OrderNext { obj: rb3 },
        Action::KeepOrder,
        Action::Concede,
    ];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, want);
    assert_eq!(refused(&g, Action::OrderNext { obj: ra1 }), "AL-2.8", "P1 waits for P2's order");
    assert_eq!(refused(&g, Action::Keep { obj: rb1 }), "AL-2.8");
    // P2 puts the Gull Messenger first, then the Lantern Eel; the Deckhand is last.
    let slots = {
        let mut v: Vec<u64> = [rb1, rb2, rb3].iter().map(|&o| ts(&g, o)).collect();
        v.sort();
        v
    };
    act(&mut g, Action::OrderNext { obj: rb3 });
    assert_eq!(g.view(0).chosen, vec![rb3], "P1 sees P2's choice as it is made (AL-5.0.3)");
    act(&mut g, Action::OrderNext { obj: rb2 });
    assert_eq!([ts(&g, rb3), ts(&g, rb2), ts(&g, rb1)], [slots[0], slots[1], slots[2]]);
    let order: Vec<_> = g.players[1].reserve.iter().map(|o| o.id).collect();
    assert_eq!(order, vec![rb3, rb2, rb1], "the Reserve is shown in timestamp order");
    // Now P1 orders theirs; keeping the order shown leaves the timestamps as they are.
    assert_eq!(g.decision().map(|d| (d.seat, d.kind)), Some((0, DecisionKind::Order)));
    let before = (ts(&g, ra1), ts(&g, ra2));
    act(&mut g, Action::KeepOrder);
    assert_eq!((ts(&g, ra1), ts(&g, ra2)), before);
    assert!(g.ordering.is_empty());
    assert!(!matches!(g.step, Step::Rest), "Night goes on to Clean-up");
}

/// AL-2.8: nothing to choose when a seat got one timestamp, or only interchangeable
/// objects, or only Discard-pile arrivals (Fleeting ones at Rest).
#[test]
fn al_2_8_no_decision_when_there_is_nothing_to_choose() {
    let mut g = afternoon(0);
    add_expedition(&mut g, 0, "VP-01", Side::Hero);
    add_expedition(&mut g, 0, "VP-01", Side::Hero); // same design, place and state
    add_expedition(&mut g, 1, "TO-01", Side::Hero); // one object
    let f1 = add_expedition(&mut g, 1, "TO-02", Side::Companion);
    let f2 = add_expedition(&mut g, 1, "TO-07", Side::Companion);
    obj_mut(&mut g, f1).fleeting = true;
    obj_mut(&mut g, f2).fleeting = true;
    goto(&mut g, Step::Rest);
    assert!(g.ordering.is_empty());
    assert_eq!(g.players[1].discard.len(), 2, "both Fleeting ones in the Discard pile");
    assert_eq!(g.players[0].reserve.len(), 2);
    // P1 has initiative: P1's two Scouts got the earlier timestamps.
    let p1_max = g.players[0].reserve.iter().map(|o| o.timestamp).max().unwrap();
    let p2_min = g.players[1].reserve.iter().chain(g.players[1].discard.iter()).map(|o| o.timestamp).min().unwrap();
    assert!(p1_max < p2_min);
}

/// AL-2.8: Scatter Seeds creates its two tokens in one step; their controller orders
/// them before the Reactions they caused are played.
#[test]
fn al_2_8_two_tokens_created_at_once_are_ordered_by_their_controller() {
    let mut g = afternoon(0);
    let seeds = add_hand(&mut g, 0, "VP-11");
    add_mana(&mut g, 0, 2);
    act(&mut g, Action::PlayHand { card: seeds, to: None });
    let hero_token = g.expeditions.iter().find(|o| o.side == Some(Side::Hero)).unwrap().id;
    let comp_token = g.expeditions.iter().find(|o| o.side == Some(Side::Companion)).unwrap().id;
    assert!(ts(&g, hero_token) < ts(&g, comp_token));
    assert_eq!(g.decision().map(|d| (d.seat, d.kind)), Some((0, DecisionKind::Order)));
    assert_eq!(g.emblems.len(), 2, "Ysolde's two Reactions wait until the step is over");
    assert_eq!(refused(&g, Action::ResolveEmblem { emblem: g.emblems[0].id }), "AL-2.8");
    act(&mut g, Action::OrderNext { obj: comp_token });
    assert!(ts(&g, comp_token) < ts(&g, hero_token));
    assert!(g.ordering.is_empty(), "one left: nothing more to choose");
    assert_eq!(g.to_act(), Some(0), "then P1 chooses which Reaction to play");
    assert!(g.legal_actions().iter().all(|a| matches!(a, Action::ResolveEmblem { .. } | Action::Concede)));
}
