//! Properties of the Altered engine that only it has (its views, its options, its
//! evaluation, simulate over its set-ups); the generic ones are in conformance.rs.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::simulate;
use turnkeeper::games::altered::{Action, Altered, AlteredOptions};

fn random_game(seed: u64, steps: usize) -> (Altered, Vec<Action>) {
    turnkeeper::engine::random_game(&AlteredOptions::default(), seed, steps)
}

#[test]
fn view_hides_the_other_hand_mana_faces_and_deck_orders() {
    let (g, _) = random_game(3, 80);
    let v = g.view(0);
    assert!(v.seats[0].hand.is_some(), "own hand is visible");
    assert!(v.seats[1].hand.is_none(), "the other hand is hidden");
    assert_eq!(v.seats[1].hand_count, g.players[1].hand.len());
    assert!(v.seats[0].mana.iter().all(|o| o.face.is_some()), "own orb faces are visible");
    assert!(v.seats[1].mana.iter().all(|o| o.face.is_none()), "the other seat's orb faces are hidden");
    // Deck order never shows: shuffling a deck changes no view.
    let mut h = g.clone();
    h.players[0].deck.reverse();
    h.players[1].deck.reverse();
    assert_eq!(h.view(0), g.view(0));
    assert_eq!(h.view(1), g.view(1));
}

#[test]
fn simulate_200_games_clean() {
    let r = simulate::<Altered>(&AlteredOptions::default(), 200, 1, 20000, false);
    assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
}
