//! Root-parallel search (issue 33 point 3; src/engine/ai/parallel.rs): several searches
//! of one position, each from its own seed, merged into one choice. One search chooses
//! exactly as the plain search; more searches add their tries up; the merge depends on
//! the searches, never on the order their answers arrive; a decided action wins outright.

use turnkeeper::engine::ai::bench::midgame_positions;
use turnkeeper::engine::ai::{
    choose, choose_parallel, merged_choice, search_seed, search_votes, Level, RootVotes, Search, SearchConfig, MILLION,
};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::TashKalar;

const SMALL: SearchConfig = SearchConfig { iterations: 150, playout_depth: 10, exploration: 0.7 };

fn no_clock() -> f64 {
    0.0
}

/// Over every game's mid-game positions: one search's votes merge to its own choice,
/// and two searches make twice the tries and agree however their answers are ordered.
fn merges_like_one_search<G: Game>(label: &str) {
    let positions = midgame_positions::<G>(&G::Options::default());
    assert!(!positions.is_empty(), "{label}: no mid-game position to search");
    for (n, g) in positions.iter().enumerate() {
        let legal = g.legal_actions();
        let seed = 7 + n as u64;
        let mut one = Search::new(g, SMALL, seed).expect("a decision");
        while !one.run(u32::MAX) {}
        let votes = one.votes(&legal);
        assert_eq!(votes.moves.len(), legal.len(), "{label}: a vote for every legal action");
        let merged = merged_choice(std::slice::from_ref(&votes)).map(|i| legal[i].clone());
        assert_eq!(merged, one.best(), "{label} position {n}: one search merged is that search's choice");

        let a = search_votes(g, SMALL, seed, 0, &no_clock, f64::INFINITY).expect("votes");
        let b = search_votes(g, SMALL, seed, 1, &no_clock, f64::INFINITY).expect("votes");
        assert_eq!(a, votes, "{label}: search 0 of a parallel move is the move's own search");
        assert_ne!(search_seed(seed, 1), seed, "{label}: search 1 draws its own samples");
        assert_eq!(a.iterations + b.iterations, 2 * one.iterations(), "{label}: two searches, twice the tries");
        let ab = merged_choice(&[a.clone(), b.clone()]);
        assert_eq!(ab, merged_choice(&[b, a]), "{label}: the order of the answers does not matter");
        assert!(ab.is_some_and(|i| i < legal.len()), "{label}: the merged choice is a legal action");
    }
}

#[test]
fn lorcana_merges_like_one_search() {
    merges_like_one_search::<Lorcana>("Lorcana");
}

#[test]
fn nexus_merges_like_one_search() {
    merges_like_one_search::<Nexus>("Nexus");
}

#[test]
fn tash_kalar_merges_like_one_search() {
    merges_like_one_search::<TashKalar>("Tash-Kalar");
}

/// Aeon's End searches by flat rollouts: its merged choice is the move most searches chose.
#[test]
fn aeons_end_flat_searches_merge_by_their_choices() {
    merges_like_one_search::<AeonsEnd>("Aeon's End");
}

#[test]
fn tree_searches_add_their_tries_up() {
    // Search 1 backs move 0 a little more than move 1; search 2 backs move 1 by far.
    let one = RootVotes { iterations: 30, moves: vec![(16, 600_000), (14, 500_000), (0, 0)] };
    let two = RootVotes { iterations: 30, moves: vec![(5, 400_000), (25, 700_000), (0, 0)] };
    assert_eq!(merged_choice(std::slice::from_ref(&one)), Some(0));
    assert_eq!(merged_choice(&[one.clone(), two.clone()]), Some(1), "21 tries against 39");
    // Equal tries: the better expected result over the searches.
    let even = RootVotes { iterations: 30, moves: vec![(15, 500_000), (15, 550_000), (0, 0)] };
    assert_eq!(merged_choice(&[even]), Some(1));
    // Not the same position (another length), or nothing at all: no choice.
    let short = RootVotes { iterations: 30, moves: vec![(30, 900_000)] };
    assert_eq!(merged_choice(&[one, short]), None);
    assert_eq!(merged_choice(&[]), None);
    let _ = two;
}

#[test]
fn a_decided_action_outweighs_any_tries() {
    let decided = RootVotes { iterations: 0, moves: vec![(0, 0), (u64::MAX / 64, MILLION)] };
    let busy = RootVotes { iterations: u32::MAX, moves: vec![(u64::from(u32::MAX), 900_000), (0, 0)] };
    let parts = vec![busy.clone(), busy.clone(), busy, decided];
    assert_eq!(merged_choice(&parts), Some(1));
}

#[test]
fn one_search_chooses_as_the_plain_search() {
    for g in midgame_positions::<Lorcana>(&Default::default()).iter().take(3) {
        for seed in [1, 2] {
            assert_eq!(choose_parallel(g, Level::Easy, seed, 1), choose(g, Level::Easy, seed));
        }
        // Two searches: the same choice every time, and a legal one.
        let twice = choose_parallel(g, Level::Easy, 5, 2);
        assert_eq!(twice, choose_parallel(g, Level::Easy, 5, 2));
        assert!(twice.is_some_and(|a| g.legal_actions().contains(&a)));
    }
}
