//! Properties of the Aeon's End engine that only it has (its views, its options, its
//! evaluation, simulate over its set-ups); the generic ones are in conformance.rs.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::simulate;
use turnkeeper::games::aeons_end::{Action, AeonsEnd, Options, Target};

fn opts(mages: usize) -> Options {
    Options { mages, ..Options::default() }
}

fn random_game(mages: usize, seed: u64, steps: usize) -> (AeonsEnd, Vec<Action>) {
    turnkeeper::engine::random_game(&opts(mages), seed, steps)
}

#[test]
fn options_refuse_unknown_fields_and_bad_counts() {
    assert!(serde_json::from_str::<Options>(r#"{"mages":2,"colour":"red"}"#).is_err());
    let e = AeonsEnd::new(&opts(5), 1).unwrap_err();
    assert_eq!(e.rule, "AE-1.1");
    assert_eq!(AeonsEnd::new(&Options::default(), 1).unwrap().nemesis.life, 55);
}

#[test]
fn view_hides_deck_orders_but_shows_hands_and_counts() {
    let (g, _) = random_game(2, 3, 80);
    let v = g.view(1);
    assert_eq!(v.mages[0].hand.len(), g.mages[0].hand.len(), "hands are open between allies");
    assert_eq!(v.mages[0].deck_count, g.mages[0].deck.len());
    assert_eq!(v.nemesis.deck_tiers.iter().sum::<usize>(), g.nemesis.deck.len());
    assert_eq!(v.turn_deck_count, g.turn_deck.len());
    // Two games that differ only in hidden orders look the same.
    let mut h = g.clone();
    h.turn_deck.reverse();
    h.nemesis.deck.reverse();
    let kinds = h.nemesis.kinds.clone();
    h.nemesis.deck.sort_by_key(|&c| kinds[c.index()].tier);
    let mut h2 = h.clone();
    h2.book_mut().reseed(77);
    assert_eq!(h.view(0), h2.view(0), "the generator's future is not in the view");
    let json = serde_json::to_string(&g.view(0)).unwrap();
    assert!(!json.contains("\"deck\":["), "no deck list in the view");
}

#[test]
fn evaluate_is_in_range_and_follows_the_outcome() {
    let (g, _) = random_game(2, 4, 30);
    let e = g.evaluate(0).unwrap();
    assert!((0.0..=1.0).contains(&e));
    let mut won = AeonsEnd::new(&opts(2), 4).unwrap();
    assert!(won.outcome().is_none());
    let mut ev = Vec::new();
    won.damage_enemy(Target::Nemesis, 100, &mut ev);
    assert_eq!(won.evaluate(0), Some(1.0));
}

#[test]
fn simulate_200_games_clean_for_one_and_two_mages() {
    for mages in [1, 2] {
        let r = simulate::<AeonsEnd>(&opts(mages), 200, 1, 20000, false);
        assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
    }
}
