//! Lorcana-specific whole-game checks (the shared ones are in tests/conformance.rs):
//! every well-formed card action is legal iff listed, views hide the hand, simulate.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::simulate;
use turnkeeper::games::lorcana::{Action, Lorcana, LorcanaOptions};

fn random_game(seed: u64, steps: usize) -> (Lorcana, Vec<Action>) {
    turnkeeper::engine::random_game(&LorcanaOptions::default(), seed, steps)
}

#[test]
fn view_hides_the_opponents_hand_and_decks() {
    let (g, _) = random_game(3, 60);
    let v = g.view(0);
    assert!(v.seats[0].hand.is_some(), "own hand is visible");
    assert!(v.seats[1].hand.is_none(), "the opponent's hand is hidden");
    let json = serde_json::to_string(&g.view(1)).unwrap();
    assert!(json.contains("\"hand_count\""), "counts are public");
}

#[test]
fn simulate_100_games_clean() {
    let r = simulate::<Lorcana>(&LorcanaOptions::default(), 100, 1, 20000, false);
    assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
}
