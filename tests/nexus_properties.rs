//! Properties of the Nexus engine that only it has (its views, its options, its
//! evaluation, simulate over its set-ups); the generic ones are in conformance.rs.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::simulate;
use turnkeeper::games::nexus::{Action, Nexus, NexusOptions};

fn opts(auto_pass: bool) -> NexusOptions {
    NexusOptions { auto_pass, ..Default::default() }
}

fn random_game(o: &NexusOptions, seed: u64, steps: usize) -> (Nexus, Vec<Action>) {
    turnkeeper::engine::random_game(o, seed, steps)
}

#[test]
fn view_hides_the_other_hand_and_deck_orders() {
    for seed in 0..10 {
        let (g, _) = random_game(&opts(true), seed, 150);
        for seat in 0..2 {
            let v = g.view(seat);
            assert!(v.players[seat].hand.is_some(), "own hand is visible");
            assert!(v.players[1 - seat].hand.is_none(), "the other hand is hidden");
            assert_eq!(v.players[1 - seat].hand_count, g.players[1 - seat].hand.len(), "its count is public");
            let json = serde_json::to_string(&v).unwrap();
            for &c in &g.players[1 - seat].deck {
                assert!(
                    !json.contains(&format!("\"id\":{},", c.0)),
                    "seed {seed}: a deck card of the other seat shows"
                );
            }
            for &c in &g.players[seat].deck {
                assert!(!json.contains(&format!("\"id\":{},", c.0)), "seed {seed}: a card of its own deck shows");
            }
        }
    }
}

#[test]
fn evaluate_is_in_range_and_favours_the_winner() {
    for seed in 0..20 {
        let (g, _) = random_game(&opts(true), seed, 100_000);
        let o = g.outcome().expect("finished");
        for seat in 0..2 {
            let e = g.evaluate(seat).unwrap();
            assert!((0.0..=1.0).contains(&e));
            if o.winners == vec![seat] {
                assert_eq!(e, 1.0);
            }
        }
        let (mid, _) = random_game(&opts(true), seed, 150);
        let (a, b) = (mid.evaluate(0).unwrap(), mid.evaluate(1).unwrap());
        assert!((a + b - 1.0).abs() < 1e-9, "symmetric estimate");
    }
}

#[test]
fn unknown_options_are_refused_and_defaults_match_appendix_a() {
    let bad = serde_json::from_str::<NexusOptions>(r#"{"trample":true,"nonsense":1}"#);
    assert!(bad.is_err());
    let d = NexusOptions::default();
    assert!(d.attack_locks && !d.defend_locks && d.defender_same_biome && !d.trample && d.stay_defended);
    assert!(d.terminal_uses_marked_damage && !d.speed2_answers_speed3 && d.resource_plays_need_empty_queue);
    assert_eq!((d.biomes_to_lose_match, d.mulligan_hand_size), (2, 6));
    assert!(d.lost_biome_closed && !d.gear_detach_on_retreat && d.no_attack_skips_defend && !d.specials_enabled);
    let e = Nexus::new(&NexusOptions { specials_enabled: true, ..Default::default() }, 1).unwrap_err();
    assert_eq!(e.rule, "NX-2.2");
}

#[test]
fn simulate_100_games_clean_with_and_without_auto_pass() {
    for o in [opts(true), opts(false)] {
        let r = simulate::<Nexus>(&o, 100, 1, 20000);
        assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
    }
}

#[test]
fn simulate_clean_with_the_inferred_rules_flipped() {
    use turnkeeper::games::nexus::options::{CollapsePer, FloorAfter, ReactiveOrder, Scope, SimultaneousLoss};
    let o = NexusOptions {
        refresh_scope: Scope::BothPlayers,
        attack_locks: false,
        defend_locks: true,
        defender_same_biome: false,
        trample: true,
        stay_defended: false,
        terminal_uses_marked_damage: false,
        speed2_answers_speed3: true,
        floor_after_execution: FloorAfter::Leader,
        reactive_order: ReactiveOrder::NonActiveFirstIntoQueue,
        resource_plays_need_empty_queue: false,
        biomes_to_lose_match: 3,
        collapse_per: CollapsePer::Card,
        simultaneous_loss: SimultaneousLoss::ActivePlayerLoses,
        lost_biome_closed: false,
        gear_detach_on_retreat: true,
        no_attack_skips_defend: false,
        mulligan_hand_size: 5,
        discard_scope: Scope::BothPlayers,
        ..Default::default()
    };
    let r = simulate::<Nexus>(&o, 60, 7, 20000);
    assert!(r.clean(), "simulate must be clean with every knob flipped: {:?}", r.problems);
}
