//! NX-10.3: simultaneous reactive skills. The active player's enter the queue first,
//! then the other player's, and each player puts their own in the order they choose: a
//! decision (rule NX-10.3) whenever the order can matter, skipped when only one of a
//! player's skills triggers or when they are the same design in the same place.

use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::state::ItemKind;
use turnkeeper::games::nexus::testkit::*;
use turnkeeper::games::nexus::{Action, CardId, Loc, Nexus, Pending, Step, Target};

/// The sources of the queue's reactive entries, bottom first.
fn queued_sources(g: &Nexus) -> Vec<CardId> {
    g.queue
        .iter()
        .filter_map(|i| match i.kind {
            ItemKind::Skill { source, .. } => Some(source),
            _ => None,
        })
        .collect()
}

/// P2's turn (deck B) with Current Skimmer unlocked in staging and Tidal Archive, an
/// empty hand: both "End of turn, on your turn" skills trigger in P2's end step.
fn skimmer_and_archive() -> (Nexus, CardId, CardId) {
    let mut g = primary(1);
    let skimmer = add(&mut g, 1, "B04", Loc::Staging);
    let archive = add(&mut g, 1, "B13", Loc::Staging);
    at_step(&mut g, Step::SecondPrimary);
    pass_both(&mut g);
    (g, skimmer, archive)
}

#[test]
fn the_player_orders_their_own_simultaneous_reactives() {
    let (mut g, skimmer, archive) = skimmer_and_archive();
    assert_eq!(g.step, Step::EndStep);
    assert_eq!(g.pending, Some(Pending::OrderReactives { seat: 1, left: vec![skimmer, archive] }));
    let d = g.decision().expect("a decision");
    assert_eq!((d.seat, d.rule), (1, "NX-10.3"));
    let mut legal = g.legal_actions();
    legal.retain(|a| *a != Action::Concede);
    assert_eq!(legal, vec![Action::ReactiveNext { card: skimmer }, Action::ReactiveNext { card: archive }]);

    // The Archive first: the Skimmer follows by itself (only one left) and sits on top.
    act(&mut g, Action::ReactiveNext { card: archive });
    assert_eq!(g.pending, None);
    assert_eq!(queued_sources(&g), vec![archive, skimmer]);
    pass_both(&mut g);
    assert_eq!(g.card(skimmer).increase, 1, "the last in executes first");
    assert_eq!(g.players[1].hand.len(), 0, "the Archive has not executed yet");
    pass_both(&mut g);
    assert_eq!(g.players[1].hand.len(), 1, "then the Archive draws");
}

#[test]
fn the_other_order_is_the_players_choice_too() {
    let (mut g, skimmer, archive) = skimmer_and_archive();
    act(&mut g, Action::ReactiveNext { card: skimmer });
    assert_eq!(queued_sources(&g), vec![skimmer, archive]);
    pass_both(&mut g);
    assert_eq!((g.players[1].hand.len(), g.card(skimmer).increase), (1, 0), "the Archive executes first");
}

#[test]
fn ordering_is_refused_with_its_rule_when_not_asked() {
    let (mut g, _skimmer, _archive) = skimmer_and_archive();
    let stranger = add(&mut g, 1, "B05", Loc::Staging);
    touch(&mut g);
    let before = g.clone();
    let e = g.apply(&Action::ReactiveNext { card: stranger }).expect_err("not a waiting reactive");
    assert_eq!(e.rule, "NX-10.3");
    assert_eq!(g, before);

    let mut g = primary(0);
    let e = g.apply(&Action::ReactiveNext { card: CardId(0) }).expect_err("nothing to order");
    assert_eq!(e.rule, "NX-10.3");
}

#[test]
fn a_single_reactive_is_not_a_decision() {
    let mut g = primary(1);
    let skimmer = add(&mut g, 1, "B04", Loc::Staging);
    at_step(&mut g, Step::SecondPrimary);
    pass_both(&mut g);
    assert_eq!(g.pending, None);
    assert_eq!(queued_sources(&g), vec![skimmer]);
}

#[test]
fn one_reactive_each_is_not_a_decision_active_player_first() {
    // T26's position: P1's Pyre Lancer and P2's Abyssal Coordinator in Center.
    let mut g = primary(0);
    let lancer = add(&mut g, 0, "A08", Loc::Biome(1));
    let coord = add(&mut g, 1, "B08", Loc::Biome(1));
    at_step(&mut g, Step::AdvanceWindow(1));
    pass_both(&mut g);
    assert_eq!(g.pending, None);
    assert_eq!(queued_sources(&g), vec![lancer, coord]);
}

#[test]
fn same_design_in_the_same_place_is_not_a_decision_but_different_places_are() {
    let mut g = primary(0);
    let a = add(&mut g, 0, "A08", Loc::Biome(0));
    let b = add(&mut g, 0, "A08", Loc::Biome(0));
    add(&mut g, 1, "A03", Loc::Biome(0));
    at_step(&mut g, Step::AdvanceWindow(1));
    pass_both(&mut g);
    assert_eq!(g.pending, None, "two Lancers side by side: their order changes nothing");
    assert_eq!(queued_sources(&g), vec![a, b]);

    let mut g = primary(0);
    let left = add(&mut g, 0, "A08", Loc::Biome(0));
    let right = add(&mut g, 0, "A08", Loc::Biome(2));
    let in_left = add(&mut g, 1, "B05", Loc::Biome(0));
    let in_right = add(&mut g, 1, "B05", Loc::Biome(2));
    at_step(&mut g, Step::AdvanceWindow(1));
    pass_both(&mut g);
    assert_eq!(g.pending, Some(Pending::OrderReactives { seat: 0, left: vec![left, right] }));
    act(&mut g, Action::ReactiveNext { card: right });
    assert_eq!(queued_sources(&g), vec![right, left]);
    let targets: Vec<_> = g
        .queue
        .iter()
        .filter_map(|i| match i.kind {
            ItemKind::Skill { target, .. } => target,
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![Target::Agent(in_right), Target::Agent(in_left)], "each shoots in its own biome");
}
