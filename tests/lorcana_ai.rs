//! Lorcana's playout policy (issue 33): the trial games past the search tree are played
//! as a player would play a turn (challenges that banish, not ones that bounce off; the
//! turn ended mostly when nothing else is left), and choices inside an effect stay
//! uniform. Positions are built with the testkit.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Rng;
use turnkeeper::games::lorcana::testkit::{self as tk, Zone};
use turnkeeper::games::lorcana::{Action, Lorcana};

const P1: usize = 0;
const P2: usize = 1;

/// How often, over `tries` picks, the policy picks each of `legal` (a pick it leaves to
/// chance, a small share of them, counts for none).
fn picks(g: &Lorcana, legal: &[Action], tries: usize) -> Vec<usize> {
    let mut rng = Rng::new(11);
    let mut counts = vec![0; legal.len()];
    let mut to_chance = 0;
    for _ in 0..tries {
        match g.playout_pick(legal, &mut rng) {
            Some(i) => counts[i] += 1,
            None => to_chance += 1,
        }
    }
    assert!(to_chance * 4 < tries, "most main-phase picks are the policy's own: {to_chance} of {tries} left to chance");
    counts
}

#[test]
fn the_playout_policy_makes_the_challenge_that_banishes_and_rarely_ends_the_turn_early() {
    let mut g = tk::main_phase(P1);
    // Tamsin (3 strength, 6 willpower, Resist +1) against an exerted Drift Eel (2/1),
    // which she banishes and survives, and an exerted Oren (1/4), whom she cannot banish.
    let tamsin = tk::add(&mut g, P1, "A06", Zone::Play);
    let eel = tk::add(&mut g, P2, "B08", Zone::Play);
    let oren = tk::add(&mut g, P2, "B03", Zone::Play);
    tk::set_exerted(&mut g, eel, true);
    tk::set_exerted(&mut g, oren, true);
    let legal = g.legal_actions();
    let at = |a: Action| legal.iter().position(|b| *b == a).unwrap_or_else(|| panic!("{a:?} is legal: {legal:?}"));
    let banish = at(Action::Challenge { attacker: tamsin, target: eel });
    let bounce = at(Action::Challenge { attacker: tamsin, target: oren });
    let end = at(Action::EndTurn);
    let quest = at(Action::Quest { card: tamsin });

    let tries = 2000;
    let n = picks(&g, &legal, tries);
    // A uniform pick would take each of the legal actions about tries / legal.len() times.
    let uniform = tries / legal.len();
    assert!(n[banish] > 2 * uniform, "the banishing challenge is the favourite: {n:?} over {legal:?}");
    assert!(n[banish] > 10 * n[bounce].max(1), "a challenge that banishes nothing is hardly made: {n:?}");
    assert!(n[quest] > n[bounce], "questing beats a challenge that bounces off: {n:?}");
    assert!(n[end] * 4 < uniform, "the turn is rarely ended while a character can act: {n:?}");
}

#[test]
fn the_playout_policy_inks_while_the_inkwell_is_short() {
    let mut g = tk::main_phase(P1);
    let dear = tk::add(&mut g, P1, "A06", Zone::Hand);
    tk::ink(&mut g, P1, 2);
    let legal = g.legal_actions();
    let ink = legal.iter().position(|a| *a == Action::Ink { card: dear }).expect("the card can be inked");
    let end = legal.iter().position(|a| *a == Action::EndTurn).expect("the turn can end");
    let n = picks(&g, &legal, 1000);
    assert!(n[ink] > 5 * n[end].max(1), "with two ink and a 5-cost card in hand the policy inks: {n:?} over {legal:?}");
}

#[test]
fn inside_an_effect_the_playout_policy_leaves_the_choice_to_chance() {
    // Rook Alder's PATCH UP is a "may" with an "up to" amount (LO-6.1.2-6.1.3).
    let mut g = tk::main_phase(P1);
    let rook = tk::add(&mut g, P1, "A08", Zone::Hand);
    let hurt = tk::add(&mut g, P1, "A06", Zone::Play);
    tk::set_damage(&mut g, hurt, 2);
    tk::ink(&mut g, P1, 2);
    g.apply(&Action::Play { card: rook }).expect("Rook Alder is paid for");
    tk::settle(&mut g);
    assert!(g.pending().is_some(), "PATCH UP asks its question");
    let legal = g.legal_actions();
    let mut rng = Rng::new(3);
    for _ in 0..50 {
        assert_eq!(g.playout_pick(&legal, &mut rng), None, "an effect's choice is left to a uniform pick: {legal:?}");
    }
}
