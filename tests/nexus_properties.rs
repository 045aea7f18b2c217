//! Properties of the Nexus engine that only it has (its views, its options, its
//! evaluation, simulate over its set-ups); the generic ones are in conformance.rs.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{simulate, RandomBot};
use turnkeeper::games::nexus::{Action, CardId, Nexus, NexusOptions, Pending};

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
        let r = simulate::<Nexus>(&o, 100, 1, 20000, false);
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
    let r = simulate::<Nexus>(&o, 60, 7, 20000, false);
    assert!(r.clean(), "simulate must be clean with every knob flipped: {:?}", r.problems);
}

/// NX-5.4: while a cost is being paid, every unlocked source of the payer that brings
/// the cost down and leaves the rest payable is listed, and `apply` accepts it: the
/// player chooses the sources, the engine accepts any legal payment. Seeded random games
/// as `simulate` plays them; seed 33 once offered Hollow Node 7 but refused the same
/// Node 8 (step 82), seed 1 a Cinder Vent but not a converted Pyre Lancer making the
/// same {E} (step 253).
#[test]
fn every_source_that_can_pay_is_listed_and_accepted() {
    let mut payments = 0;
    let mut wrong = Vec::new();
    for seed in [33u64, 1, 2, 3, 4, 5] {
        let mut g = Nexus::new(&NexusOptions::default(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        for step in 0..100_000 {
            if g.outcome().is_some() {
                break;
            }
            if let Some(Pending::Pay { seat, left, .. }) = g.pending.clone() {
                payments += 1;
                let legal = g.legal_actions();
                let free = g.sources(seat);
                for &s in &free {
                    let Some(out) = g.output(s) else { continue };
                    let after = Nexus::pay_with(left, out);
                    let rest: Vec<CardId> = free.iter().copied().filter(|&o| o != s).collect();
                    let can = after != left && (after.is_free() || g.can_pay_with(&after, &rest));
                    let lock = Action::Lock { source: s };
                    let listed = legal.contains(&lock);
                    let accepted = g.clone().apply(&lock).is_ok();
                    if listed != can || accepted != can {
                        wrong.push(format!(
                            "seed {seed} step {step}: {} (card {}) paying {}: can pay {can}, listed {listed}, accepted {accepted}",
                            g.name(s),
                            s.0,
                            left.text()
                        ));
                    }
                }
            }
            let a = bot.choose(&g).expect("a live game has a legal action");
            g.apply(&a).unwrap_or_else(|e| panic!("seed {seed} step {step}: listed {a:?} refused: {e}"));
        }
    }
    assert!(payments > 20, "the games pay for something ({payments} payment decisions)");
    assert!(
        wrong.is_empty(),
        "{} sources wrongly listed or refused, first ones:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(12)].join("\n")
    );
}

/// Saves made before every source that can pay was listed still load: a payment is
/// asked only when sources with different outputs can pay, so a log that relied on the
/// engine locking the only kind of source replays unchanged (the browser tests' saves,
/// `tests/web_nexus/`, are such logs; `queue.json` needs it).
#[test]
fn saves_from_before_every_source_was_listed_still_load() {
    use turnkeeper::engine::Match;
    for name in ["answer", "battle", "queue"] {
        let path = format!("{}/tests/web_nexus/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("the save is there");
        let save: serde_json::Value = serde_json::from_str(&text).expect("a save is JSON");
        let logged = save["log"].as_array().map_or(0, |l| l.len());
        let m = Match::<Nexus>::load(&save).unwrap_or_else(|e| panic!("{name}.json no longer loads: {e}"));
        assert_eq!(m.actions().len(), logged, "{name}.json replays every logged action");
    }
}

/// What an outside checker re-derives from the seats' views after every action of seeded
/// random games (issue 34, point 12): no agent on the planet has damage at least its
/// defense (NX-9.4.5, NX-6.8 a), and with the queue empty outside the damage step (whose
/// sub-steps check only NX-6.8 a-c, NX-9.4.1) no player has lost enough biomes while the
/// match goes on (NX-11.2, NX-11.6), whatever is being asked.
#[test]
fn the_state_checks_hold_after_every_action_of_random_games() {
    use turnkeeper::games::nexus::{NexusView, Step};
    fn problem(v: &NexusView, need: usize) -> Option<String> {
        let seats = v.players.iter().map(|p| &p.staging);
        let biomes = v.planet.iter().flat_map(|b| b.agents.iter());
        for c in seats.chain(biomes).flatten() {
            if c.kind == turnkeeper::games::nexus::cards::Kind::Agent && !c.converted && c.damage >= c.defense {
                return Some(format!("{} ({}) has {} damage on {} defense", c.name, c.id.0, c.damage, c.defense));
            }
        }
        let damage_step = matches!(v.step, Step::DamageRanged | Step::DamageMelee);
        if v.outcome.is_none() && v.queue.is_empty() && !damage_step {
            if let Some(s) = v.players.iter().position(|p| p.biomes_lost >= need) {
                return Some(format!("P{} has lost {} biomes and the match goes on", s + 1, v.players[s].biomes_lost));
            }
        }
        None
    }
    let mut actions = 0;
    for o in Nexus::variants() {
        let need = o.biomes_to_lose_match as usize;
        for seed in 0..40u64 {
            let mut g = Nexus::new(&o, seed).unwrap();
            let mut bot = RandomBot::new(seed);
            for step in 0..20_000 {
                if let Some(p) = problem(&g.view(0), need) {
                    panic!("seed {seed} step {step} at {:?}, asking {:?}: {p}", g.step, g.pending);
                }
                if g.outcome().is_some() {
                    break;
                }
                let a = bot.choose(&g).expect("a live game has a legal action");
                g.apply(&a).unwrap_or_else(|e| panic!("seed {seed} step {step}: listed {a:?} refused: {e}"));
                actions += 1;
            }
        }
    }
    assert!(actions > 10_000, "the games were played ({actions} actions)");
}
