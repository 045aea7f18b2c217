//! Aeon's End as a cooperative game: team decisions during the nemesis turn (AE-9.6)
//! are offered to the players, and the computer partner treats a lost game as lost (not
//! as a draw), never reads hidden orders, and prefers the better of two positions.

use turnkeeper::engine::ai::{Search, SearchConfig};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{DecisionKind, RandomBot, Rng};
use turnkeeper::games::aeons_end::testkit::{self, nem, put_in_play, stack_turns};
use turnkeeper::games::aeons_end::{Action, AeonsEnd, Options, TurnCard};

const O: usize = 0;
const S: usize = 1;

/// AE-9.6 and AE-1.8 ("any player: the players together pick one player"): the choice
/// is a decision point, marked as the team's, asked of the mage whose turn came last,
/// naming the nemesis card, with both mages choosable; nothing is decided silently.
#[test]
fn any_player_damage_is_a_team_decision_offered_to_the_players() {
    for last in [O, S] {
        let mut g = testkit::two_mages(last);
        put_in_play(&mut g, nem("barnacle_swarm"));
        testkit::nem_on_top(&mut g, nem("silt_crawler"));
        stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
        testkit::end_turn(&mut g);
        assert!(testkit::team_choice(&g), "the effect waits for the players");
        let d = g.decision().expect("a decision is pending");
        assert_eq!(d.rule, "AE-9.6");
        assert!(d.team, "a team decision");
        assert_eq!(d.kind, DecisionKind::Target);
        assert_eq!(d.seat, last, "asked of the mage whose turn came last, not always P1");
        assert_eq!(g.to_act(), Some(last));
        assert!(d.prompt.starts_with("Barnacle Swarm"), "names the card: {}", d.prompt);
        assert!(d.prompt.contains("1 damage"), "{}", d.prompt);
        let legal = g.legal_actions();
        assert_eq!(
            legal,
            vec![Action::ChoosePlayer { seat: O }, Action::ChoosePlayer { seat: S }, Action::Concede],
            "either mage, or giving up"
        );
        // Whichever mage the team picks suffers the damage.
        let other = 1 - last;
        g.apply(&Action::ChoosePlayer { seat: other }).unwrap();
        assert_eq!(g.mages[other].life, 9);
        assert_eq!(g.mages[last].life, 10);
    }
}

/// Decisions that are not the team's (the exhausted mage's own breach) stay that mage's.
#[test]
fn an_exhausted_mages_own_choice_is_not_a_team_decision() {
    let mut g = testkit::two_mages(O);
    g.mages[S].life = 2;
    testkit::nem_on_top(&mut g, nem("brine_surge"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(O)]);
    testkit::end_turn(&mut g);
    g.apply(&Action::ChoosePlayer { seat: S }).unwrap();
    let d = g.decision().unwrap();
    assert_eq!((d.rule, d.seat, d.team), ("AE-11.1", S, false));
}

fn advance(seed: u64, moves: usize) -> AeonsEnd {
    let mut g = AeonsEnd::new(&Options::default(), seed).unwrap();
    let mut bot = RandomBot::new(seed);
    for _ in 0..moves {
        if g.outcome().is_some() {
            break;
        }
        let a = bot.choose(&g).unwrap();
        g.apply(&a).unwrap();
    }
    g
}

/// Determinize is canonical: two states that differ only in hidden orders (the nemesis
/// deck within its tiers, the turn order deck) give the same sample for the same rng.
#[test]
fn determinize_is_canonical_in_hidden_orders() {
    for seed in 0..10 {
        let g = advance(seed, 40);
        let seat = g.to_act().unwrap_or(0);
        let mut h = g.clone();
        h.turn_deck.reverse();
        let kinds = h.nemesis.kinds.clone();
        h.nemesis.deck.reverse();
        h.nemesis.deck.sort_by_key(|&c| kinds[c.index()].tier);
        assert_eq!(g.view(seat), h.view(seat));
        let a = g.determinize(seat, &mut Rng::new(9));
        let b = h.determinize(seat, &mut Rng::new(9));
        assert_eq!(a, b, "seed {seed}: the sample depends only on what the seat sees");
    }
}

/// The search never reads hidden orders: the same position with the hidden parts
/// re-drawn gives the same suggestions for the same search seed.
#[test]
fn the_computer_partner_never_cheats() {
    let config = SearchConfig { iterations: 150, playout_depth: 12, exploration: 0.7 };
    for (seed, moves) in [(1, 10), (2, 60), (3, 120)] {
        let a = advance(seed, moves);
        let Some(seat) = a.to_act() else { continue };
        let b = a.determinize(seat, &mut Rng::new(4242));
        assert_eq!(a.view(seat), b.view(seat));
        let mut sa = Search::new(&a, config, 7).unwrap();
        let mut sb = Search::new(&b, config, 7).unwrap();
        sa.run(config.iterations);
        sb.run(config.iterations);
        assert_eq!(sa.suggestions(50), sb.suggestions(50), "seed {seed}: the search read something hidden");
        assert_eq!(sa.best(), sb.best(), "seed {seed}");
    }
}

/// The search judges Aeon's End by rollouts of the greedy player (`Hints::rollouts`) and
/// keeps the greedy move unless another one wins clearly more often on the same samples:
/// with four samples (four paired wins at most, two standard errors needed) it cannot be
/// clear, so the search plays exactly the greedy move; with many it sometimes differs.
#[test]
fn the_rollout_search_keeps_the_greedy_move_unless_another_is_clearly_better() {
    use turnkeeper::games::aeons_end::policy::{self, Knobs};
    let plan = AeonsEnd::new(&Options::default(), 1).unwrap().rollouts().expect("Aeon's End opts in");
    let mut checked = 0;
    for (seed, moves) in [(1, 10), (2, 40), (3, 70), (4, 100), (5, 130)] {
        let g = advance(seed, moves);
        if g.outcome().is_some() {
            continue;
        }
        // The search never weighs giving up (Rules::is_concession).
        let legal: Vec<Action> = g.legal_actions().into_iter().filter(|a| !g.is_concession(a)).collect();
        if legal.len() < 2 {
            continue;
        }
        let greedy = legal[policy::best(&g, &legal, &Knobs::default()).unwrap()];
        let four = (4 * legal.len() as u32 * 100).div_ceil(plan.percent);
        let config = SearchConfig { iterations: four, playout_depth: 24, exploration: 0.7 };
        let mut s = Search::new(&g, config, 3).unwrap();
        s.run(config.iterations);
        if s.suggestions(1)[0].visits == u32::MAX {
            continue; // a win on the table, taken without searching
        }
        assert_eq!(s.iterations(), 4 * legal.len() as u32, "seed {seed}: four whole samples");
        assert!(s.suggestions(50).iter().all(|x| x.visits == 4), "seed {seed}: every move on every sample");
        assert_eq!(s.best(), Some(greedy), "seed {seed}: four samples never overrule the greedy move");
        checked += 1;
    }
    assert!(checked >= 3, "positions with a choice were checked");
}

/// A lost game is worth 0 to the mages (cooperative: nobody wins is a loss, not a draw),
/// below any live position; the estimate falls as Gravehold falls and as minions pile up.
#[test]
fn losing_is_worse_than_any_live_position_and_the_estimate_follows_the_table() {
    let g = testkit::two_mages(O);
    assert_eq!(g.teams(), vec![vec![0, 1]], "one team: the mages win or lose together");
    let live = g.evaluate(0).unwrap();
    assert!(live > 0.0);
    let mut lost = g.clone();
    let mut ev = Vec::new();
    lost.damage_gravehold(100, &mut ev);
    assert!(lost.outcome().unwrap().winners.is_empty());
    assert_eq!(lost.evaluate(0), Some(0.0));
    let mut hurt = g.clone();
    hurt.gravehold -= 10;
    assert!(hurt.evaluate(0).unwrap() < live, "Gravehold's life counts");
    let mut threatened = g.clone();
    put_in_play(&mut threatened, nem("deepspawn_titan"));
    assert!(threatened.evaluate(0).unwrap() < live, "a Titan in play is worse than one in the deck");
    // The search's reward for a lost game is 0, so the computer does not walk into it.
    let config = SearchConfig { iterations: 40, playout_depth: 4, exploration: 0.7 };
    let mut s = Search::new(&g, config, 1).unwrap();
    s.run(config.iterations);
    assert!(s.suggestions(3).iter().all(|x| (0.0..=1.0).contains(&x.win_rate)));
}

/// Every seat sees the same table (hands open between allies), so hot-seat play needs
/// no hand-over screen; the views differ only in whose view it is.
#[test]
fn the_table_is_open_between_allies() {
    let g = advance(3, 50);
    assert!(g.open_table());
    let (mut a, b) = (g.view(0), g.view(1));
    a.seat = b.seat;
    assert_eq!(a, b);
}

/// The nemesis's last move is in the view until its next turn: the card it drew and the
/// minions and powers that acted, in order (the table marks them: the table standard, point 4).
#[test]
fn the_view_names_the_cards_of_the_nemesis_turn() {
    let mut g = testkit::two_mages(O);
    let swarm = put_in_play(&mut g, nem("barnacle_swarm"));
    let crawler = testkit::nem_on_top(&mut g, nem("silt_crawler"));
    stack_turns(&mut g, &[TurnCard::Nemesis, TurnCard::Mage(S)]);
    testkit::end_turn(&mut g);
    g.apply(&Action::ChoosePlayer { seat: S }).unwrap();
    assert_eq!(g.view(O).nemesis.last_turn, vec![swarm, crawler]);
    assert_eq!(g.view(S).nemesis.last_turn, vec![swarm, crawler], "every seat sees it");
}
