//! The greedy player (`Level::Greedy`, src/engine/ai/greedy.rs), the arena's one-ply
//! baseline: it plays only legal actions, the same seed gives the same choice, it reads
//! nothing its seat may not see, it takes a win on the table, and it plays whole games of
//! every game and mode to their end.

use turnkeeper::cli::arena::{parse_args, run};
use turnkeeper::engine::ai::{choose, Level};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{RandomBot, Rng};
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::altered::Altered;
use turnkeeper::games::lorcana::testkit as ltk;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};

/// Decisions after which a game counts as stuck.
const CAP: usize = 20_000;

fn tk(mode: Mode, players: Option<usize>) -> TkOptions {
    TkOptions { mode, players, teams: false }
}

/// Positions of a random game from `seed`, every `step` decisions, while it lasts.
fn positions<G: Game>(options: &G::Options, seed: u64, step: usize, count: usize) -> Vec<G> {
    let mut g = G::new(options, seed).expect("valid options");
    let mut bot = RandomBot::new(seed);
    let mut out = Vec::new();
    for ply in 0..CAP {
        if g.outcome().is_some() || out.len() >= count {
            break;
        }
        if ply % step == step - 1 && g.to_act().is_some() {
            out.push(g.clone());
        }
        let a = bot.choose(&g).expect("a legal action");
        g.apply(&a).expect("a listed action is legal");
    }
    out
}

/// Greedy in every seat from `seed` to the end: every choice is legal, and the game ends.
fn whole_game<G: Game>(options: &G::Options, seed: u64, label: &str) -> usize {
    let mut g = G::new(options, seed).expect("valid options");
    for ply in 0..CAP {
        if g.outcome().is_some() {
            return ply;
        }
        let seat = g.to_act().unwrap_or_else(|| panic!("{label} seed {seed} ply {ply}: nobody to act"));
        let a = choose(&g, Level::Greedy, seed ^ ply as u64)
            .unwrap_or_else(|| panic!("{label} seed {seed} ply {ply}: greedy P{} found no action", seat + 1));
        assert!(g.legal_actions().contains(&a), "{label} seed {seed} ply {ply}: {a:?} is not legal");
        assert!(!g.is_concession(&a), "{label} seed {seed} ply {ply}: greedy conceded");
        g.apply(&a).unwrap_or_else(|e| panic!("{label} seed {seed} ply {ply}: {a:?} refused: {}", e.message));
    }
    panic!("{label} seed {seed}: no end after {CAP} decisions");
}

#[test]
fn greedy_plays_whole_games_of_every_game_and_mode_with_legal_actions() {
    for seed in [1u64, 2] {
        whole_game::<Lorcana>(&Default::default(), seed, "lorcana");
        whole_game::<Altered>(&Default::default(), seed, "altered");
        whole_game::<Nexus>(&Default::default(), seed, "nexus");
        whole_game::<AeonsEnd>(&Default::default(), seed, "aeons-end");
        whole_game::<TashKalar>(&tk(Mode::HighForm, None), seed, "tash-kalar high form");
        whole_game::<TashKalar>(&tk(Mode::Duel, None), seed, "tash-kalar duel");
        whole_game::<TashKalar>(&tk(Mode::Battle, Some(4)), seed, "tash-kalar battle");
        whole_game::<TashKalar>(&tk(Mode::TeamHighForm, None), seed, "tash-kalar team high form");
    }
}

/// On positions of random games: the greedy choice is legal, and the same seed gives
/// the same choice on the position and on a copy of it.
fn legal_and_repeatable<G: Game>(options: &G::Options, label: &str) {
    let found = positions::<G>(options, 7, 9, 12);
    assert!(found.len() >= 6, "{label}: only {} positions", found.len());
    for (i, g) in found.iter().enumerate() {
        let legal = g.legal_actions();
        for seed in [3u64, 4, 5] {
            let a = choose(g, Level::Greedy, seed).expect("a choice");
            assert!(legal.contains(&a), "{label} position {i} seed {seed}: {a:?} is not legal");
            assert_eq!(choose(&g.clone(), Level::Greedy, seed), Some(a), "{label} position {i} seed {seed}");
        }
    }
}

#[test]
fn greedy_chooses_a_legal_action_and_the_same_one_for_the_same_seed() {
    legal_and_repeatable::<Lorcana>(&Default::default(), "lorcana");
    legal_and_repeatable::<Altered>(&Default::default(), "altered");
    legal_and_repeatable::<Nexus>(&Default::default(), "nexus");
    legal_and_repeatable::<AeonsEnd>(&Default::default(), "aeons-end");
    legal_and_repeatable::<TashKalar>(&tk(Mode::HighForm, None), "tash-kalar");
}

/// A state re-drawn for the seat to act (the same view; other hands, deck orders and
/// generator) gets the same greedy choice for the same seed: nothing hidden is read.
/// Returns how many positions had a choice to make.
fn never_cheats<G: Game + PartialEq>(options: &G::Options, label: &str) -> usize {
    let mut checked = 0;
    for seed in [11u64, 12, 13] {
        for (i, a) in positions::<G>(options, seed, 7, 10).iter().enumerate() {
            let seat = a.to_act().expect("someone to act");
            let b = a.determinize(seat, &mut Rng::new(4242 + i as u64));
            assert_eq!(a.view(seat), b.view(seat), "{label}: the other state looks the same to the seat");
            if *a == b || a.legal_actions().len() < 2 {
                continue;
            }
            checked += 1;
            for s in [1u64, 2, 3] {
                assert_eq!(
                    choose(a, Level::Greedy, s),
                    choose(&b, Level::Greedy, s),
                    "{label} seed {seed} position {i} choice seed {s}: greedy read something hidden"
                );
            }
        }
    }
    checked
}

#[test]
fn greedy_reads_only_what_its_seat_sees() {
    assert!(never_cheats::<Lorcana>(&Default::default(), "lorcana") >= 10);
    assert!(never_cheats::<Altered>(&Default::default(), "altered") >= 10);
    assert!(never_cheats::<Nexus>(&Default::default(), "nexus") >= 10);
    assert!(never_cheats::<AeonsEnd>(&Default::default(), "aeons-end") >= 10);
    assert!(never_cheats::<TashKalar>(&tk(Mode::HighForm, None), "tash-kalar") >= 10);
}

/// P1 at 18 lore with a 1-lore and a 2-lore character ready, cards in hand and ink: only
/// questing with the 2-lore one wins now (LO-3.1.1), and greedy takes it at every seed,
/// though questing with the other one also gains lore.
#[test]
fn greedy_takes_an_immediate_win() {
    let (g, win) = ltk::win_on_the_table();
    assert!(g.legal_actions().len() > 4, "a real choice");
    for seed in 0..8 {
        assert_eq!(choose(&g, Level::Greedy, seed), Some(win), "seed {seed}");
    }
}

/// `greedy` is a level on the command line and in the arena, beside the others.
#[test]
fn the_arena_plays_greedy_against_a_searching_level() {
    assert_eq!(Level::parse("greedy"), Some(Level::Greedy));
    assert_eq!(Level::parse("GREEDY"), Some(Level::Greedy));
    assert_eq!(Level::Greedy.name(), "greedy");
    let args: Vec<String> =
        "--game nexus --games 2 --seed 3 --a easy --b greedy".split_whitespace().map(String::from).collect();
    let spec = parse_args(&args).expect("greedy is a level");
    assert_eq!(spec.spec.b, Level::Greedy);
    let report = run(&spec).expect("the arena runs");
    assert_eq!((report.a.as_str(), report.b.as_str()), ("easy", "greedy"));
    assert_eq!(report.a_wins + report.b_wins + report.draws, 2);
}
