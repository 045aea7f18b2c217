//! Whole-game properties of the Altered engine: legal iff listed, determinism,
//! invariants over random games, save/load/replay, hidden information in views, and
//! determinize keeping the observer's view.

use turnkeeper::engine::{simulate, Game, Match, RandomBot, Rng};
use turnkeeper::games::altered::{Action, Altered, AlteredOptions, CardId, ObjectId, Side};

fn random_game(seed: u64, steps: usize) -> (Altered, Vec<Action>) {
    let mut g = Altered::new(&AlteredOptions::default(), seed).unwrap();
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

/// A sample of well-formed actions over card ids, object ids and expeditions.
fn sample_actions(rng: &mut Rng, max_obj: u32) -> Vec<Action> {
    let mut v = vec![Action::SkipExpand, Action::Pass, Action::Done, Action::Yes, Action::No];
    for i in 0..60u16 {
        let card = CardId(i);
        v.push(Action::ToMana { card });
        v.push(Action::Expand { card });
        for to in [None, Some(Side::Hero), Some(Side::Companion)] {
            v.push(Action::PlayHand { card, to });
        }
    }
    for _ in 0..120 {
        let obj = ObjectId(rng.below(max_obj as usize + 2) as u32);
        let to = [None, Some(Side::Hero), Some(Side::Companion)][rng.below(3)];
        v.extend([
            Action::PlayReserve { obj, to },
            Action::Quick { obj },
            Action::ResolveEmblem { emblem: obj },
            Action::Choose { obj },
            Action::Keep { obj },
        ]);
    }
    v
}

#[test]
fn legal_iff_listed_on_random_positions() {
    let mut rng = Rng::new(5);
    for seed in 0..60u64 {
        let steps = rng.below(400);
        let (g, _) = random_game(seed, steps);
        let legal = g.legal_actions();
        for a in &legal {
            let mut h = g.clone();
            assert!(h.apply(a).is_ok(), "seed {seed}: listed action {a:?} must apply");
        }
        for a in sample_actions(&mut rng, g.next_id).iter().filter(|a| !legal.contains(a)) {
            let mut h = g.clone();
            let e = h.apply(a).expect_err("an unlisted action must be refused");
            assert!(e.rule.starts_with("AL-"), "seed {seed}: {a:?} refused citing {}", e.rule);
            assert_eq!(h, g, "seed {seed}: refused {a:?} must leave the state unchanged");
        }
    }
}

#[test]
fn same_seed_same_actions_same_state_and_seeds_differ() {
    let (a, log) = random_game(42, 500);
    let mut b = Altered::new(&AlteredOptions::default(), 42).unwrap();
    for x in &log {
        b.apply(x).unwrap();
    }
    assert_eq!(a, b, "replaying the same actions from the same seed must give the identical state");
    let c = Altered::new(&AlteredOptions::default(), 43).unwrap();
    let d = Altered::new(&AlteredOptions::default(), 42).unwrap();
    assert_ne!(c, d, "two different seeds must give different shuffles");
}

#[test]
fn invariants_hold_after_every_action_over_100_random_games() {
    let mut winners = [0; 2];
    for seed in 0..100u64 {
        let mut g = Altered::new(&AlteredOptions::default(), seed).unwrap();
        g.check_invariants().unwrap_or_else(|e| panic!("seed {seed} at setup: {e}"));
        let mut bot = RandomBot::new(seed);
        let mut n = 0;
        while g.outcome().is_none() {
            let a = bot.choose(&g).unwrap_or_else(|| panic!("seed {seed}: dead end"));
            g.apply(&a).unwrap();
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
            n += 1;
            assert!(n < 20000, "seed {seed}: the game must end");
        }
        for w in g.outcome().unwrap().winners {
            winners[w] += 1;
        }
    }
    assert!(winners[0] > 0 && winners[1] > 0, "both seats win some games: {winners:?}");
}

#[test]
fn save_load_and_replay_give_the_same_state() {
    let (_, log) = random_game(9, 400);
    let mut m = Match::<Altered>::new(AlteredOptions::default(), 9).unwrap();
    for a in &log {
        m.apply(a).unwrap();
    }
    let save = serde_json::to_value(m.save()).unwrap();
    let loaded = Match::<Altered>::load(&save).unwrap();
    assert_eq!(loaded.state(), m.state(), "a loaded save must reproduce the exact state");
}

#[test]
fn options_refuse_unknown_fields() {
    let bad: Result<AlteredOptions, _> = serde_json::from_str(r#"{"p1_deck":"A","colour":"red"}"#);
    assert!(bad.is_err());
    let ok: AlteredOptions = serde_json::from_str(r#"{"p2_deck":"A"}"#).unwrap();
    assert_eq!(ok.p1_deck, AlteredOptions::default().p1_deck);
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
fn determinize_keeps_the_observers_view_and_invariants() {
    let mut rng = Rng::new(77);
    let mut changed = 0;
    for seed in 0..30u64 {
        let (g, _) = random_game(seed, rng.below(300));
        for observer in 0..2 {
            let d = g.determinize(observer, &mut rng);
            assert_eq!(d.view(observer), g.view(observer), "seed {seed}: observer {observer} sees a change");
            d.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: determinized state broken: {e}"));
            if d.players[1 - observer].hand != g.players[1 - observer].hand {
                changed += 1;
            }
            // The determinized game plays on.
            let mut d = d;
            let mut bot = RandomBot::new(seed);
            for _ in 0..50 {
                let Some(a) = bot.choose(&d) else { break };
                d.apply(&a).unwrap();
            }
        }
    }
    assert!(changed > 10, "the other hand is re-drawn ({changed})");
}

#[test]
fn simulate_200_games_clean() {
    let r = simulate::<Altered>(&AlteredOptions::default(), 200, 1, 20000);
    assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
}
