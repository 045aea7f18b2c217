//! Whole-game properties of the Aeon's End engine: legal iff listed, determinism,
//! invariants over random games, save/load/replay, hidden information in views, and
//! determinize keeping the observer's view.

use turnkeeper::engine::{simulate, Game, Match, RandomBot, Rng};
use turnkeeper::games::aeons_end::{Action, AeonsEnd, CardId, Choice, NemId, Options, Target};

fn opts(mages: usize) -> Options {
    Options { mages, ..Options::default() }
}

fn random_game(mages: usize, seed: u64, steps: usize) -> (AeonsEnd, Vec<Action>) {
    let mut g = AeonsEnd::new(&opts(mages), seed).unwrap();
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

/// A broad sample of well-formed actions, most of them illegal at any moment.
fn sample_actions(g: &AeonsEnd, rng: &mut Rng) -> Vec<Action> {
    let mut v = vec![Action::EndCasting, Action::EndMain, Action::GainCharge, Action::Confirm, Action::Decline];
    let cards = g.cards.len();
    let targets = [Target::Nemesis, Target::Minion(NemId(rng.below(15) as u8))];
    for _ in 0..60 {
        let card = CardId(rng.below(cards) as u16);
        let b = rng.below(5) as u8;
        let s = rng.below(3);
        let t = targets[rng.below(2)];
        let choice = [
            Choice::None,
            Choice::Aether,
            Choice::Damage(t),
            Choice::AllyCharge(s),
            Choice::Breach { owner: s, breach: b },
            Choice::Strike { target: t, breach: Some(b) },
            Choice::Gravehold,
            Choice::Heal(s),
        ][rng.below(8)];
        v.extend([
            Action::Cast { breach: b, target: Some(t) },
            Action::Cast { breach: b, target: None },
            Action::Play { card, choice },
            Action::Gain { pile: rng.below(10) as u8 },
            Action::Focus { owner: s, breach: b },
            Action::Open { owner: s, breach: b },
            Action::Prep { card, owner: s, breach: b },
            Action::WhilePrepped { breach: b },
            Action::PayToDiscard { power: NemId(rng.below(15) as u8) },
            Action::Ability { mage: s, choice },
            Action::DiscardPlayed { card },
            Action::ChoosePlayer { seat: s },
            Action::DestroyBreach { breach: b },
            Action::DiscardPrepped { breach: b },
            Action::Discard { card },
        ]);
    }
    v
}

#[test]
fn legal_iff_listed_on_random_positions() {
    let mut rng = Rng::new(5);
    for seed in 0..60u64 {
        let steps = rng.below(200);
        let (g, _) = random_game(1 + (seed % 2) as usize, seed, steps);
        let legal = g.legal_actions();
        if g.outcome().is_none() {
            assert!(!legal.is_empty(), "seed {seed}: a live game has a legal action");
        }
        for a in &legal {
            let mut h = g.clone();
            assert!(h.apply(a).is_ok(), "seed {seed}: listed action {a:?} must apply");
            h.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
        }
        for a in sample_actions(&g, &mut rng).iter().filter(|a| !legal.contains(a)) {
            let mut h = g.clone();
            let e = h.apply(a).expect_err("an unlisted action must be refused");
            assert!(e.rule.starts_with("AE-"), "seed {seed}: {a:?} refused with {} (not an AE- rule)", e.rule);
            assert_eq!(h, g, "seed {seed}: refused {a:?} must leave the state unchanged");
        }
    }
}

#[test]
fn same_seed_same_actions_same_state() {
    let (a, log) = random_game(2, 42, 400);
    let mut b = AeonsEnd::new(&opts(2), 42).unwrap();
    for x in &log {
        b.apply(x).unwrap();
    }
    assert_eq!(a, b);
    let c = AeonsEnd::new(&opts(2), 43).unwrap();
    let d = AeonsEnd::new(&opts(2), 42).unwrap();
    assert_ne!((c.nemesis.deck.clone(), c.turn_deck.clone()), (d.nemesis.deck.clone(), d.turn_deck.clone()));
}

#[test]
fn invariants_hold_over_100_random_games() {
    for seed in 0..100u64 {
        let mages = 1 + (seed % 2) as usize;
        let mut g = AeonsEnd::new(&opts(mages), seed).unwrap();
        g.check_invariants().unwrap();
        let mut bot = RandomBot::new(seed);
        let mut n = 0;
        while g.outcome().is_none() {
            let a = bot.choose(&g).unwrap_or_else(|| panic!("seed {seed}: dead end"));
            g.apply(&a).unwrap();
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
            assert!(g.decision().is_some() || g.outcome().is_some());
            n += 1;
            assert!(n < 20000, "seed {seed}: the game must end");
        }
        let o = g.outcome().unwrap();
        assert!(o.winners.is_empty() || o.winners == (0..mages).collect::<Vec<_>>(), "all win or all lose");
        assert!(o.reason.contains("AE-14") || o.reason.contains("AE-11"), "{}", o.reason);
    }
}

#[test]
fn save_load_and_replay_give_the_same_state() {
    let (_, log) = random_game(2, 9, 300);
    let mut m = Match::<AeonsEnd>::new(opts(2), 9).unwrap();
    for a in &log {
        m.apply(a).unwrap();
    }
    let save = serde_json::to_value(m.save()).unwrap();
    let loaded = Match::<AeonsEnd>::load(&save).unwrap();
    assert_eq!(loaded.state(), m.state());
    let replayed = Match::<AeonsEnd>::replay(opts(2), 9, &log).unwrap();
    assert_eq!(replayed.state(), m.state());
}

#[test]
fn options_refuse_unknown_fields_and_bad_counts() {
    assert!(serde_json::from_str::<Options>(r#"{"mages":2,"colour":"red"}"#).is_err());
    let e = AeonsEnd::new(&opts(3), 1).unwrap_err();
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
    h.nemesis.deck.sort_by_key(|&c| kinds[c.index()].tier());
    let mut h2 = h.clone();
    h2.rng = Rng::new(77);
    assert_eq!(h.view(0), h2.view(0), "the generator's future is not in the view");
    let json = serde_json::to_string(&g.view(0)).unwrap();
    assert!(!json.contains("\"deck\":["), "no deck list in the view");
}

#[test]
fn determinize_keeps_the_observers_view_and_invariants() {
    let mut rng = Rng::new(11);
    for seed in 0..30u64 {
        let (g, _) = random_game(2, seed, rng.below(150));
        for observer in 0..2 {
            let d = g.determinize(observer, &mut rng);
            assert_eq!(d.view(observer), g.view(observer), "seed {seed}: the observer cannot tell them apart");
            d.check_invariants().unwrap();
            assert_eq!(d.legal_actions(), g.legal_actions(), "the same decisions are open");
        }
    }
    // It really re-draws: over several tries the nemesis deck order changes.
    let g = AeonsEnd::new(&opts(2), 5).unwrap();
    let changed = (0..10).any(|_| g.determinize(0, &mut rng).nemesis.deck != g.nemesis.deck);
    assert!(changed);
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
        let r = simulate::<AeonsEnd>(&opts(mages), 200, 1, 20000);
        assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
    }
}
