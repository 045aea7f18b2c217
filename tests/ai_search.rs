//! The computer player (src/engine/ai): it never reads what its seat may not see, it
//! takes a win on the table, it answers at once with one legal action, and it runs in
//! every seat layout (two seats, Battle for 4, teams).

use turnkeeper::engine::ai::{choose, config_for, suggest, Level, Search, SearchConfig};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{RandomBot, Rng};
use turnkeeper::games::lorcana::testkit::{self as ltk, Zone};
use turnkeeper::games::lorcana::{Action as LAction, Lorcana, LorcanaOptions};
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};

const SMALL: SearchConfig = SearchConfig { iterations: 120, playout_depth: 10, exploration: 0.7 };

/// A position `moves` random decisions into a game from `seed`.
fn advance<G: Game>(options: &G::Options, seed: u64, moves: usize) -> G {
    let mut g = G::new(options, seed).expect("valid options");
    let mut bot = RandomBot::new(seed);
    for _ in 0..moves {
        if g.outcome().is_some() {
            break;
        }
        let a = bot.choose(&g).expect("a legal action");
        g.apply(&a).expect("a listed action is legal");
    }
    g
}

/// Searches `a` and `b` (the same position to the seat to act, different hidden parts)
/// with the same seed and checks that every figure of the search is the same.
fn same_choice<G: Game + PartialEq>(a: &G, label: &str) {
    let seat = a.to_act().expect("someone to act");
    let b = a.determinize(seat, &mut Rng::new(4242));
    assert_eq!(a.view(seat), b.view(seat), "{label}: the other state looks the same to the searching seat");
    assert!(*a != b, "{label}: the other state differs in what the seat cannot see");
    for seed in [1u64, 2] {
        let mut sa = Search::new(a, SMALL, seed).expect("a decision");
        let mut sb = Search::new(&b, SMALL, seed).expect("a decision");
        sa.run(SMALL.iterations);
        sb.run(SMALL.iterations);
        assert_eq!(sa.suggestions(50), sb.suggestions(50), "{label}: the search read something hidden");
        assert_eq!(sa.best(), sb.best(), "{label}");
    }
}

#[test]
fn lorcana_never_cheats_hands_deck_orders_and_the_generator_are_unseen() {
    for (seed, moves) in [(1, 20), (2, 45), (3, 70), (4, 95)] {
        let g: Lorcana = advance(&LorcanaOptions::default(), seed, moves);
        if g.outcome().is_none() {
            same_choice(&g, &format!("lorcana seed {seed} after {moves}"));
        }
    }
}

#[test]
fn tash_kalar_never_cheats_in_every_mode() {
    let modes = [Mode::HighForm, Mode::Duel, Mode::Battle, Mode::TeamHighForm, Mode::TeamDuel];
    for (i, mode) in modes.into_iter().enumerate() {
        let players = if mode == Mode::Battle { Some(4) } else { None };
        let options = TkOptions { mode, players, teams: false };
        let g: TashKalar = advance(&options, 10 + i as u64, 40 + 15 * i);
        if g.outcome().is_none() {
            same_choice(&g, &format!("tash-kalar {mode:?}"));
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_choice_and_slices_do_not_matter() {
    let g: TashKalar = advance(&TkOptions::default(), 5, 30);
    let whole = {
        let mut s = Search::new(&g, SMALL, 9).unwrap();
        s.run(SMALL.iterations);
        s.suggestions(10)
    };
    let mut sliced = Search::new(&g, SMALL, 9).unwrap();
    while !sliced.run(7) {}
    assert_eq!(sliced.iterations(), SMALL.iterations);
    assert_eq!(sliced.suggestions(10), whole);
    assert_eq!(choose(&g, Level::Easy, 3), choose(&g, Level::Easy, 3));
}

/// P1 at 18 lore: only questing with the 2-lore character wins now.
fn lorcana_win_on_the_table() -> (Lorcana, LAction) {
    ltk::win_on_the_table()
}

#[test]
fn every_level_takes_an_immediate_win() {
    let (g, win) = lorcana_win_on_the_table();
    assert!(g.legal_actions().len() > 4, "a real choice");
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        for seed in 0..3 {
            assert_eq!(choose(&g, level, seed), Some(win), "{level:?} seed {seed}");
        }
    }
    let hint = suggest(&g, Level::Easy, 1, 3);
    assert_eq!(hint[0].action, win);
    assert_eq!(hint[0].win_rate, 1.0);
}

#[test]
fn a_single_legal_action_is_returned_without_searching() {
    let mut g: TashKalar = TashKalar::new(&TkOptions::default(), 3).unwrap();
    let mut bot = RandomBot::new(3);
    let mut checked = 0;
    for _ in 0..400 {
        if g.outcome().is_some() {
            break;
        }
        // The search never weighs giving up, so one decision besides it is forced.
        if g.legal_actions().iter().filter(|a| !g.is_concession(a)).count() == 1 {
            let s = Search::new(&g, SMALL, 1).unwrap();
            assert!(s.finished(), "nothing to search");
            assert_eq!(s.best(), g.legal_actions().into_iter().find(|a| !g.is_concession(a)));
            checked += 1;
        }
        let a = bot.choose(&g).unwrap();
        g.apply(&a).unwrap();
    }
    assert!(checked > 0, "the game had forced decisions");
}

#[test]
fn suggestions_are_legal_sorted_and_rated() {
    let g: Lorcana = advance(&LorcanaOptions::default(), 8, 40);
    let legal = g.legal_actions();
    let hint = suggest(&g, Level::Easy, 2, 3);
    assert!(!hint.is_empty() && hint.len() <= 3);
    for w in hint.windows(2) {
        assert!(w[0].visits >= w[1].visits);
    }
    for s in &hint {
        assert!(legal.contains(&s.action));
        assert!((0.0..=1.0).contains(&s.win_rate));
    }
}

/// A whole game with one searching seat and random others, checking that the search
/// only ever answers with a legal action: every seat layout works.
fn whole_game_with_a_searcher(options: TkOptions, seed: u64) {
    let tiny = SearchConfig { iterations: 12, playout_depth: 4, exploration: 0.7 };
    let mut g = TashKalar::new(&options, seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let searcher = (seed % g.seats() as u64) as usize;
    for _ in 0..5000 {
        if g.outcome().is_some() {
            return;
        }
        let seat = g.to_act().unwrap();
        let a = if seat == searcher {
            let mut s = Search::new(&g, tiny, seed).unwrap();
            s.run(tiny.iterations);
            let a = s.best().unwrap();
            assert!(g.legal_actions().contains(&a));
            a
        } else {
            bot.choose(&g).unwrap()
        };
        g.apply(&a).unwrap();
    }
    panic!("{options:?}: no end after 5000 decisions");
}

#[test]
fn battle_for_four_and_team_games_play_through() {
    whole_game_with_a_searcher(TkOptions { mode: Mode::Battle, players: Some(4), teams: false }, 21);
    whole_game_with_a_searcher(TkOptions { mode: Mode::Battle, players: Some(3), teams: false }, 22);
    whole_game_with_a_searcher(TkOptions { mode: Mode::TeamHighForm, players: None, teams: false }, 23);
    whole_game_with_a_searcher(TkOptions { mode: Mode::TeamDuel, players: None, teams: false }, 24);
}

/// The time cap: below it a timed search is exactly the untimed one; past it the
/// search stops early with a legal move.
#[test]
fn the_time_cap_stops_a_search_early_and_changes_nothing_below_it() {
    use std::cell::Cell;
    let g: Lorcana = advance(&LorcanaOptions::default(), 3, 40);
    let legal = g.legal_actions();
    let mut plain = Search::new(&g, SMALL, 9).expect("a decision");
    plain.run(SMALL.iterations);
    let ticks = Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let mut roomy = Search::new(&g, SMALL, 9).expect("a decision");
    assert!(roomy.run_until(SMALL.iterations, &clock, 1e9));
    assert!(!roomy.was_cut());
    assert_eq!(roomy.suggestions(50), plain.suggestions(50), "far below the cap nothing changes");
    ticks.set(0.0);
    let mut tight = Search::new(&g, SMALL, 9).expect("a decision");
    assert!(tight.run_until(SMALL.iterations, &clock, 5.0), "a cut search counts as finished");
    assert!(tight.was_cut());
    assert!(tight.iterations() < SMALL.iterations, "it stopped early: {}", tight.iterations());
    assert!(legal.contains(&tight.best().expect("a move")));
}

/// A computer paying a Nexus cost never cancels the payment while it can pay: picking
/// the card again and cancelling again was an endless loop between Hard and Normal
/// (seed 530 of the arena, 2026-11-25). `Hints::is_take_back` marks the cancel.
#[test]
fn the_computer_never_takes_back_a_payment_it_can_make() {
    use turnkeeper::games::nexus::{Action as NAction, Nexus};
    let mut positions = 0;
    for seed in 0..40u64 {
        let mut g = Nexus::new(&Default::default(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        for ply in 0..400u64 {
            if g.outcome().is_some() {
                break;
            }
            let legal = g.legal_actions();
            if legal.contains(&NAction::CancelPayment) && legal.len() > 1 {
                positions += 1;
                for level in [Level::Easy, Level::Normal] {
                    let a = choose(&g, level, seed ^ ply).unwrap();
                    assert_ne!(
                        a,
                        NAction::CancelPayment,
                        "{level:?} cancelled a payment it could make (seed {seed}, ply {ply})"
                    );
                    assert!(legal.contains(&a));
                }
            }
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
        if positions >= 6 {
            break;
        }
    }
    assert!(positions >= 6, "only {positions} payments with a choice were reached");
}

/// Nexus lists every source that can pay (NX-5.4), but sources with the same output are
/// one choice to the search (`Game::repeats_earlier`): its moves (the Hint's list) hold
/// one lock per output, every output the list offers among them, and it plays a listed one.
#[test]
fn the_search_tries_one_of_equivalent_nexus_sources() {
    use turnkeeper::games::nexus::{Action as NAction, Nexus};
    let output = |g: &Nexus, a: &NAction| match a {
        NAction::Lock { source } => g.output(*source),
        _ => None,
    };
    let mut positions = 0;
    for seed in 0..40u64 {
        let mut g = Nexus::new(&Default::default(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        for ply in 0..400u64 {
            if g.outcome().is_some() {
                break;
            }
            let legal = g.legal_actions();
            let mut outputs: Vec<_> = legal.iter().filter_map(|a| output(&g, a)).collect();
            let locks = outputs.len();
            outputs.sort();
            outputs.dedup();
            if outputs.len() < locks {
                positions += 1;
                let moves = suggest(&g, Level::Easy, seed ^ ply, 100);
                let mut searched: Vec<_> = moves.iter().filter_map(|m| output(&g, &m.action)).collect();
                assert_eq!(searched.len(), outputs.len(), "one lock per output (seed {seed}, ply {ply}): {moves:?}");
                searched.sort();
                assert_eq!(searched, outputs, "every output is searched (seed {seed}, ply {ply})");
                assert!(moves.iter().all(|m| legal.contains(&m.action)), "only listed moves");
                assert!(legal.contains(&choose(&g, Level::Easy, seed ^ ply).unwrap()));
            }
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
        if positions >= 6 {
            break;
        }
    }
    assert!(positions >= 6, "only {positions} payments with equivalent sources were reached");
}

/// Support (LO-8.13.1) adds strength to "another chosen character", any other one, so
/// the rules list an opposing character and a person may pick it; the computer never
/// helps its opponent (issue 34 point 9: the computer's Nessa supported the person's
/// character at Hard). P2's Nessa quests with P2's Eel and P1's Varro in play: at every
/// level and seed it picks its own character or declines, and its Hint never offers the
/// gift.
#[test]
fn the_computer_never_gives_its_support_to_an_opposing_character() {
    let mut g = ltk::main_phase(1);
    let nessa = ltk::add(&mut g, 1, "B04", Zone::Play);
    let eel = ltk::add(&mut g, 1, "B08", Zone::Play);
    let varro = ltk::add(&mut g, 0, "A03", Zone::Play);
    g.apply(&LAction::Quest { card: nessa }).expect("Nessa quests");
    let legal = g.legal_actions();
    let gift = LAction::ChooseTarget { card: varro };
    assert!(legal.contains(&gift), "the rules let Support choose an opposing character: {legal:?}");
    assert!(legal.contains(&LAction::ChooseTarget { card: eel }), "and P2's own: {legal:?}");
    assert!(g.clone().apply(&gift).is_ok(), "a person may give it");
    let mut picks = Vec::new();
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        for seed in 0..6 {
            let a = choose(&g, level, seed).expect("a choice");
            assert!(legal.contains(&a), "{level:?} seed {seed}: a listed move");
            assert_ne!(a, gift, "{level:?} seed {seed} gave Nessa's strength to P1's Varro");
            picks.push(a);
        }
        let hint = suggest(&g, level, 1, 10);
        assert!(
            !hint.is_empty() && hint.iter().all(|s| s.action != gift),
            "{level:?}'s Hint offers the gift: {hint:?}"
        );
    }
    assert!(picks.contains(&LAction::ChooseTarget { card: eel }), "the computer does support its own: {picks:?}");
}

/// A game may set its own budget for a level (Lorcana's and Tash-Kalar's Normal, issue
/// 33); the other games keep the level's. `choose` searches with the game's budget: the same move
/// as a search run by hand with `config_for`, whatever the level's common budget gives.
#[test]
fn a_game_sets_its_own_level_budgets_and_choose_uses_them() {
    let normal = config_for::<Lorcana>(Level::Normal).expect("normal searches");
    let common = Level::Normal.config().expect("normal searches");
    assert!(normal.iterations > common.iterations, "Lorcana's Normal searches more than the common Normal");
    let hard = config_for::<Lorcana>(Level::Hard).expect("hard searches");
    assert!(hard.iterations > normal.iterations, "Hard searches more than Normal");
    let tash_kalar = config_for::<TashKalar>(Level::Normal).expect("normal searches");
    assert!(tash_kalar.iterations > common.iterations, "Tash-Kalar's Normal searches more than the common Normal");
    assert_eq!(config_for::<TashKalar>(Level::Easy), Level::Easy.config(), "Tash-Kalar's Easy keeps the common budget");
    assert_eq!(
        config_for::<turnkeeper::games::nexus::Nexus>(Level::Normal),
        Level::Normal.config(),
        "Nexus keeps the common budget"
    );
    assert_eq!(config_for::<Lorcana>(Level::Random), None);
    assert_eq!(config_for::<Lorcana>(Level::Greedy), None);
    let mut differed = 0;
    for seed in 0..6u64 {
        let g: Lorcana = advance(&LorcanaOptions::default(), seed, 30);
        if g.outcome().is_some() {
            continue;
        }
        let chosen = choose(&g, Level::Normal, seed);
        let mut own = Search::new(&g, normal, seed).expect("a decision");
        own.run(normal.iterations);
        assert_eq!(chosen, own.best(), "seed {seed}: choose searched with Lorcana's Normal");
        let mut plain = Search::new(&g, common, seed).expect("a decision");
        plain.run(common.iterations);
        differed += usize::from(plain.suggestions(50) != own.suggestions(50));
    }
    assert!(differed > 0, "the two budgets search differently");
}
