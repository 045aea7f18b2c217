//! Whole-game properties of the Nexus engine: legal iff listed, determinism,
//! invariants over seeded random games, save/load/replay, hidden information in the
//! view, and determinize.

use turnkeeper::engine::{simulate, Game, Match, RandomBot, Rng};
use turnkeeper::games::nexus::{Action, CardId, Nexus, NexusOptions, Target};

fn opts(auto_pass: bool) -> NexusOptions {
    NexusOptions { auto_pass, ..Default::default() }
}

fn random_game(o: &NexusOptions, seed: u64, steps: usize) -> (Nexus, Vec<Action>) {
    let mut g = Nexus::new(o, seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut log = Vec::new();
    for _ in 0..steps {
        if g.outcome().is_some() {
            break;
        }
        let a = bot.choose(&g).expect("a live game always has a legal action");
        g.apply(&a).unwrap_or_else(|e| panic!("listed action {a:?} refused: {e}"));
        log.push(a);
    }
    (g, log)
}

/// A sample of well-formed actions of every kind, over random card ids and targets.
fn sample_actions(rng: &mut Rng, queue_ids: &[u32]) -> Vec<Action> {
    let mut v = vec![
        Action::Keep,
        Action::Mulligan,
        Action::Pass,
        Action::CancelPayment,
        Action::Confirm,
        Action::Concede,
        Action::Split { amounts: vec![1, 1] },
        Action::Split { amounts: vec![3] },
    ];
    v.extend((0..3).map(|biome| Action::LoseBiome { biome }));
    let card = |rng: &mut Rng| CardId(rng.below(90) as u8);
    for _ in 0..120 {
        let (a, b) = (card(rng), card(rng));
        let t = match rng.below(3) {
            0 => Target::Agent(b),
            1 => Target::Sector { seat: rng.below(2) as u8, biome: rng.below(3) as u8 },
            _ => Target::Item(queue_ids.get(rng.below(queue_ids.len().max(1))).copied().unwrap_or(1)),
        };
        let biome = rng.below(3) as u8;
        v.extend([
            Action::Bottom { card: a },
            Action::Play { card: a, target: None, biome: None },
            Action::Play { card: a, target: Some(t), biome: None },
            Action::Play { card: a, target: None, biome: Some(biome) },
            Action::Activate { card: a, target: t },
            Action::Convert { card: a },
            Action::PlayAnomaly { card: a },
            Action::Lock { source: a },
            Action::AdvanceAgent { agent: a, biome },
            Action::AttachGear { gear: a, agent: b },
            Action::DeclareAttacker { agent: a },
            Action::Block { defender: a, attacker: b },
            Action::OrderDefender { defender: a },
            Action::ChooseTarget { target: t },
            Action::ReactiveNext { card: a },
            Action::Discard { card: a },
        ]);
    }
    v
}

#[test]
fn same_seed_same_actions_same_state_and_seeds_differ() {
    let o = opts(true);
    let (a, log) = random_game(&o, 42, 400);
    let mut b = Nexus::new(&o, 42).unwrap();
    for x in &log {
        b.apply(x).unwrap();
    }
    assert_eq!(a, b, "replaying the same actions from the same seed gives the identical state");
    assert_ne!(Nexus::new(&o, 43).unwrap(), Nexus::new(&o, 42).unwrap(), "two seeds, two shuffles");
}

#[test]
fn legal_iff_listed_on_random_positions() {
    let mut rng = Rng::new(5);
    for (k, seed) in (0..60u64).enumerate() {
        let o = opts(k % 2 == 0);
        let steps = rng.below(500);
        let (g, _) = random_game(&o, seed, steps);
        let legal = g.legal_actions();
        assert!(g.outcome().is_some() || !legal.is_empty());
        for a in &legal {
            let mut h = g.clone();
            assert!(h.apply(a).is_ok(), "seed {seed}: listed action {a:?} must apply");
            h.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
        }
        let ids: Vec<u32> = g.queue.iter().map(|i| i.id).collect();
        for a in sample_actions(&mut rng, &ids).iter().filter(|a| !legal.contains(a)) {
            let mut h = g.clone();
            let e = h.apply(a).expect_err("an unlisted action must be refused");
            assert!(e.rule.starts_with("NX-"), "seed {seed}: {a:?} refused without an NX- rule: {e}");
            assert!(!e.message.is_empty());
            assert_eq!(h, g, "seed {seed}: refused {a:?} must leave the state unchanged");
        }
    }
}

#[test]
fn invariants_hold_after_every_action_over_100_random_games() {
    for seed in 0..100u64 {
        let o = opts(seed % 3 != 0);
        let mut g = Nexus::new(&o, seed).unwrap();
        g.check_invariants().unwrap();
        let mut bot = RandomBot::new(seed);
        let mut n = 0;
        while g.outcome().is_none() {
            let a = bot.choose(&g).unwrap_or_else(|| panic!("seed {seed}: dead end"));
            g.apply(&a).unwrap();
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
            assert!(g.decision().is_some() || g.outcome().is_some(), "a live game always names its decision");
            n += 1;
            assert!(n < 20000, "seed {seed}: the game must end");
        }
        assert!(g.decision().is_none() && g.to_act().is_none());
    }
}

#[test]
fn save_load_and_replay_give_the_same_state() {
    let o = opts(true);
    let (_, log) = random_game(&o, 9, 300);
    let mut m = Match::<Nexus>::new(o.clone(), 9).unwrap();
    for a in &log {
        m.apply(a).unwrap();
    }
    let save = serde_json::to_value(m.save()).unwrap();
    let loaded = Match::<Nexus>::load(&save).unwrap();
    assert_eq!(loaded.state(), m.state(), "a loaded save reproduces the exact state");
    let replayed = Match::<Nexus>::replay(o, 9, &log).unwrap();
    assert_eq!(replayed.state(), m.state(), "a replay reproduces the exact state");
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
fn determinize_keeps_the_observers_view_and_the_invariants() {
    let mut rng = Rng::new(77);
    for seed in 0..30 {
        let (g, _) = random_game(&opts(true), seed, rng.below(600));
        for observer in 0..2 {
            let d = g.determinize(observer, &mut rng);
            assert_eq!(d.view(observer), g.view(observer), "seed {seed}: the observer sees no difference");
            d.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(d.legal_actions().is_empty(), g.legal_actions().is_empty());
            let mut d2 = d.clone();
            let mut bot = RandomBot::new(seed);
            for _ in 0..200 {
                if d2.outcome().is_some() {
                    break;
                }
                let a = bot.choose(&d2).unwrap();
                d2.apply(&a).unwrap();
                d2.check_invariants().unwrap();
            }
        }
        if g.players[1].hand.len() > 2 && g.outcome().is_none() {
            let seen: Vec<_> = (0..8).map(|_| g.determinize(0, &mut rng).players[1].hand.clone()).collect();
            assert!(seen.iter().any(|h| *h != g.players[1].hand), "seed {seed}: the hidden hand is re-drawn");
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
