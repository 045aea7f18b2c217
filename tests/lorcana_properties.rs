//! Lorcana-specific whole-game checks (the shared ones are in tests/conformance.rs):
//! every well-formed card action is legal iff listed, views hide the hand, simulate.

use turnkeeper::engine::{simulate, Game, RandomBot, Rng};
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
