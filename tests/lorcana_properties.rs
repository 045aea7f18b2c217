//! Whole-game properties of the Lorcana engine: determinism, legal iff listed,
//! invariants over random games, save/replay, simulate.

use turnkeeper::engine::{simulate, Game, Match, RandomBot, Rng};
use turnkeeper::games::lorcana::{Action, CardId, Lorcana, LorcanaOptions};

fn random_game(seed: u64, steps: usize) -> (Lorcana, Vec<Action>) {
    let mut g = Lorcana::new(&LorcanaOptions::default(), seed).unwrap();
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

/// Every well-formed action over all card ids (and the argument-free ones).
fn all_actions() -> Vec<Action> {
    let mut v = vec![Action::KeepHand, Action::Confirm, Action::Decline, Action::EndTurn];
    v.extend((0..4).map(|amount| Action::ChooseAmount { amount }));
    for i in 0..120u16 {
        let card = CardId(i);
        v.extend([
            Action::PutBack { card },
            Action::Ink { card },
            Action::Play { card },
            Action::Quest { card },
            Action::Activate { card },
            Action::ChooseTarget { card },
            Action::ResolveTrigger { source: card },
        ]);
    }
    v
}

#[test]
fn same_seed_same_actions_same_state_and_seeds_differ() {
    let (a, log) = random_game(42, 300);
    let mut b = Lorcana::new(&LorcanaOptions::default(), 42).unwrap();
    for x in &log {
        b.apply(x).unwrap();
    }
    assert_eq!(a, b, "replaying the same actions from the same seed must give the identical state");
    let c = Lorcana::new(&LorcanaOptions::default(), 43).unwrap();
    let d = Lorcana::new(&LorcanaOptions::default(), 42).unwrap();
    assert_ne!(c, d, "two different seeds must give different shuffles");
}

#[test]
fn legal_iff_listed_on_random_positions() {
    let all = all_actions();
    let mut rng = Rng::new(5);
    for seed in 0..40u64 {
        let steps = rng.below(250);
        let (g, _) = random_game(seed, steps);
        let legal = g.legal_actions();
        for a in &legal {
            let mut h = g.clone();
            assert!(h.apply(a).is_ok(), "seed {seed}: listed action {a:?} must apply");
        }
        // Unlisted single-card actions and a sample of two-card actions are refused, state untouched.
        let mut pairs = Vec::new();
        for _ in 0..300 {
            let (x, y) = (CardId(rng.below(120) as u16), CardId(rng.below(120) as u16));
            pairs.extend([
                Action::Challenge { attacker: x, target: y },
                Action::Move { card: x, location: y },
                Action::Shift { card: x, base: y },
                Action::Sing { song: x, singer: y },
            ]);
        }
        for a in all.iter().chain(pairs.iter()).filter(|a| !legal.contains(a)) {
            let mut h = g.clone();
            let r = h.apply(a);
            assert!(r.is_err(), "seed {seed}: unlisted action {a:?} must be refused");
            assert_eq!(h, g, "seed {seed}: refused {a:?} must leave the state unchanged");
        }
    }
}

#[test]
fn invariants_hold_over_200_random_games() {
    for seed in 0..200u64 {
        let mut g = Lorcana::new(&LorcanaOptions::default(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        let mut n = 0;
        while g.outcome().is_none() {
            let a = bot.choose(&g).unwrap_or_else(|| panic!("seed {seed}: dead end"));
            g.apply(&a).unwrap();
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed} after {a:?}: {e}"));
            n += 1;
            assert!(n < 20000, "seed {seed}: the game must end");
        }
    }
}

#[test]
fn save_and_load_give_the_same_state() {
    let (_, log) = random_game(9, 400);
    let mut m = Match::<Lorcana>::new(LorcanaOptions::default(), 9).unwrap();
    for a in &log {
        m.apply(a).unwrap();
    }
    let save = serde_json::to_value(m.save()).unwrap();
    let loaded = Match::<Lorcana>::load(&save).unwrap();
    assert_eq!(loaded.state(), m.state(), "a loaded save must reproduce the exact state");
}

#[test]
fn view_hides_the_opponents_hand_and_decks() {
    let (g, _) = random_game(3, 60);
    let v = g.view_of(0);
    assert!(v.seats[0].hand.is_some(), "own hand is visible");
    assert!(v.seats[1].hand.is_none(), "the opponent's hand is hidden");
    let json = serde_json::to_string(&g.view(1)).unwrap();
    assert!(json.contains("\"hand_count\""), "counts are public");
}

#[test]
fn simulate_100_games_clean() {
    let r = simulate::<Lorcana>(&LorcanaOptions::default(), 100, 1, 20000);
    assert!(r.clean(), "simulate must be clean: {:?}", r.problems);
}
