//! Match semantics on a tiny fixture game: undo stays within the current seat's turn
//! and never crosses a random event or another seat's decision; replay and saves
//! rebuild the same game; refusals change nothing.

use serde::{Deserialize, Serialize};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{
    simulate, ActionInfo, Book, Decision, DecisionKind, Event, Match, Outcome, Rng, RuleError, Seat, SeatSummary,
};

/// Two seats race to 12. On your turn: add 1 (any number of times), roll a die (random),
/// or pass the turn. Everything the engine needs is here: the required part of the
/// contract is one screen.
#[derive(Clone, Debug, PartialEq)]
struct Race {
    totals: [u32; 2],
    active: Seat,
    turn: u32,
    book: Book,
    /// Lists `Stumble`, a listed action the rules fault on (set by a test).
    stumbling: bool,
    /// Its playout policy picks the concession whenever listed (set by a test).
    policy_concedes: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Step {
    Add,
    Roll,
    Pass,
    /// Listed while `stumbling`: the rules change the total, then fault.
    Stumble,
    Concede,
}

impl Rules for Race {
    type Action = Step;
    type Options = ();
    const RULE_PREFIX: &'static str = "R-";
    const ID: &'static str = "race";
    const NAME: &'static str = "Race";
    const BLURB: &'static str = "fixture";
    const SEATS: (usize, usize) = (2, 2);
    const PHASES: &'static [(&'static str, &'static [&'static str])] = &[("Turn", &[])];
    const GAME_OVER_RULE: &'static str = "R-9";

    fn new(_: &(), seed: u64) -> Result<Self, RuleError> {
        Ok(Self { totals: [0, 0], active: 0, turn: 1, book: Book::new(seed), stumbling: false, policy_concedes: false })
    }
    fn book(&self) -> &Book {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Book {
        &mut self.book
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Seat> {
        (!self.book.is_over()).then_some(self.active)
    }
    fn legal_actions(&self) -> Vec<Step> {
        if self.book.is_over() {
            vec![]
        } else if self.stumbling {
            vec![Step::Add, Step::Roll, Step::Pass, Step::Stumble, Step::Concede]
        } else {
            vec![Step::Add, Step::Roll, Step::Pass, Step::Concede]
        }
    }
    fn concession() -> Step {
        Step::Concede
    }
    fn refusal(&self, _: &Step) -> RuleError {
        RuleError::new("R-1", "that step is not open now")
    }
    fn apply_unchecked(&mut self, a: &Step) {
        match a {
            Step::Add => self.totals[self.active] += 1,
            Step::Roll => self.totals[self.active] += 1 + self.book.rng().below(6) as u32,
            Step::Pass => {
                self.active = 1 - self.active;
                self.turn += 1;
            }
            Step::Stumble => {
                self.totals[self.active] += 3;
                self.book.event(Event::new("stumbles"));
                self.book.fault(RuleError::new("R-2", "a fault of the rules"));
            }
            Step::Concede => {}
        }
        self.book.event(Event::new(format!("{a:?}")));
        if let Some(s) = (0..2).find(|&s| self.totals[s] >= 12) {
            self.book.finish(Outcome { winners: vec![s], reason: "reached 12".into() });
        }
    }
    fn phase(&self) -> Vec<&'static str> {
        vec!["Turn"]
    }
    fn turn(&self) -> u32 {
        self.turn
    }
    fn active(&self) -> Seat {
        self.active
    }
    fn summary(&self) -> Vec<SeatSummary> {
        self.totals.iter().map(|t| SeatSummary { zones: vec![], score: Some(*t as i64) }).collect()
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Observe for Race {
    type View = [u32; 2];
    fn view_from(&self, _: Seat, _: Option<Seat>) -> [u32; 2] {
        self.totals
    }
    fn decision(&self) -> Option<Decision> {
        self.to_act().map(|s| Decision::new(s, DecisionKind::Turn, "R-1", "Add, roll or pass"))
    }
}

impl Determinize for Race {
    fn determinize(&self, _: Seat, rng: &mut Rng) -> Self {
        let mut g = self.clone();
        g.book.reseed(rng.next_u64());
        g
    }
}

impl Describe for Race {
    type Preview = ();

    fn describe(&self, a: &Step) -> ActionInfo {
        ActionInfo { kind: "step", label: format!("{a:?}") }
    }
}

impl Hints for Race {
    fn playout_pick(&self, legal: &[Step], _: &mut Rng) -> Option<usize> {
        if self.policy_concedes {
            legal.iter().position(|a| *a == Step::Concede)
        } else {
            None
        }
    }
}
impl Cards for Race {}

#[test]
fn undo_goes_back_within_the_turn() {
    let mut m = Match::<Race>::new((), 1).unwrap();
    assert!(!m.can_undo(), "nothing to undo at the start");
    m.apply(&Step::Add).unwrap();
    m.apply(&Step::Add).unwrap();
    assert_eq!(m.state().totals, [2, 0]);
    m.undo().unwrap();
    assert_eq!(m.state().totals, [1, 0], "one add taken back");
    assert_eq!(m.actions().to_vec(), vec![Step::Add]);
    m.undo().unwrap();
    assert_eq!(m.state(), Match::<Race>::new((), 1).unwrap().state(), "back to the start");
    assert_eq!(m.undo().unwrap_err().rule, "undo");
}

#[test]
fn undo_never_crosses_a_random_event_or_a_hand_over() {
    let mut m = Match::<Race>::new((), 1).unwrap();
    m.apply(&Step::Add).unwrap();
    m.apply(&Step::Roll).unwrap();
    assert!(!m.can_undo(), "a roll is random: neither it nor what came before can be undone");
    m.apply(&Step::Add).unwrap();
    assert!(m.can_undo());
    m.apply(&Step::Pass).unwrap();
    assert!(!m.can_undo(), "P2 cannot undo P1's turn");
    let before = m.state().clone();
    assert!(m.undo().is_err());
    assert_eq!(m.state(), &before, "a refused undo changes nothing");
}

#[test]
fn replay_and_save_rebuild_the_same_game() {
    let mut m = Match::<Race>::new((), 99).unwrap();
    for a in [Step::Roll, Step::Add, Step::Pass, Step::Roll, Step::Roll, Step::Pass] {
        m.apply(&a).unwrap();
    }
    let replayed = Match::<Race>::replay((), 99, &m.actions().to_vec()).unwrap();
    assert_eq!(replayed.state(), m.state());
    let save = serde_json::to_value(m.save().unwrap()).unwrap();
    let loaded = Match::<Race>::load(&save).unwrap();
    assert_eq!(loaded.state(), m.state());
    assert_eq!(loaded.lines().len(), m.lines().len(), "the log in words is rebuilt too");
}

#[test]
fn refused_actions_leave_the_match_as_it_was() {
    let mut m = Match::<Race>::new((), 5).unwrap();
    while m.state().outcome().is_none() {
        m.apply(&Step::Add).unwrap();
    }
    let state = m.state().clone();
    let log = m.actions().to_vec();
    let err = m.apply(&Step::Add).unwrap_err();
    assert_eq!(err.rule, "R-9", "refused by the game's end rule: {err}");
    assert_eq!(m.state(), &state);
    assert_eq!(m.actions().to_vec(), log);
}

#[test]
fn simulate_counts_finished_games_and_is_reproducible() {
    let a = simulate::<Race>(&(), 50, 3, 10_000, false);
    let b = simulate::<Race>(&(), 50, 3, 10_000, false);
    assert!(a.clean(), "{a:?}");
    assert_eq!(a.finished, 50);
    assert_eq!(a.actions, b.actions, "same seeds, same games");
    assert_eq!(a.outcomes, b.outcomes);
}

#[test]
fn simulate_reports_a_dead_end_when_no_game_ends() {
    let r = simulate::<Race>(&(), 3, 3, 2, false);
    assert_eq!(r.dead_ends, 3, "a step cap of 2 cannot finish a race: {r:?}");
    assert!(!r.clean());
}

#[test]
fn undo_replays_from_the_last_barrier_step_by_step() {
    let mut m = Match::<Race>::new((), 3).unwrap();
    m.apply(&Step::Roll).unwrap(); // a barrier: random
    let after_roll = m.state().clone();
    let mut states = vec![after_roll.clone()];
    for _ in 0..3 {
        m.apply(&Step::Add).unwrap();
        states.push(m.state().clone());
    }
    let lines = m.lines().len();
    for expect in states.iter().rev().skip(1) {
        m.undo().unwrap();
        assert_eq!(m.state(), expect, "each undo goes back exactly one action");
    }
    assert!(m.lines().len() < lines, "the undone actions' log lines are gone");
    assert!(m.undo().is_err(), "never past the roll");
    assert_eq!(m.state(), &after_roll);
    m.apply(&Step::Add).unwrap();
    m.undo().unwrap();
    assert_eq!(m.state(), &after_roll, "undo works again after undoing everything");
}

#[test]
fn the_engine_refuses_an_unlisted_action_and_changes_nothing() {
    let mut g = Race::new(&(), 5).unwrap();
    g.apply(&Step::Add).unwrap();
    let before = g.clone();
    let err = g.apply(&Step::Stumble).unwrap_err();
    assert_eq!(
        (err.rule.as_ref(), err.message.as_str()),
        ("R-1", "that step is not open now"),
        "the game's own refusal"
    );
    assert_eq!(g, before, "a refusal leaves the state exactly as it was");
}

#[test]
fn the_engine_takes_the_log_lines_and_keeps_them_out_of_the_search() {
    let mut g = Race::new(&(), 5).unwrap();
    let lines = g.apply(&Step::Add).unwrap();
    assert_eq!(lines, vec![Event::new("Add")], "the line the rules wrote is handed back");
    assert!(g.book().pending_events().is_empty(), "and taken out of the state");
    assert!(g.apply_in_search(&Step::Add), "a listed action is carried out in the search");
    assert_eq!(g.totals[0], 2);
    assert!(g.book().pending_events().is_empty(), "no words are kept in the search");
    assert!(!g.book().is_quiet(), "the quiet mode ends with the action");
}

#[test]
fn the_undo_barrier_moves_with_draws_and_reveals() {
    let mut g = Race::new(&(), 5).unwrap();
    let e0 = g.undo_epoch();
    g.apply(&Step::Add).unwrap();
    assert_eq!(g.undo_epoch(), e0, "adding is neither random nor a reveal");
    g.apply(&Step::Roll).unwrap();
    assert!(g.undo_epoch() > e0, "a die roll draws from the generator");
    let e1 = g.undo_epoch();
    g.book_mut().reveal();
    assert_eq!(g.undo_epoch(), e1 + 1, "a reveal is a barrier too");
}

/// The seed fixes every hidden card, and the log is on screen during play: it is never
/// in the log (the save and the end screen carry it).
#[test]
fn the_log_in_words_never_shows_the_seed() {
    let seed = 987_654_321;
    let mut m = Match::<Race>::new((), seed).unwrap();
    for a in [Step::Roll, Step::Pass, Step::Add] {
        m.apply(&a).unwrap();
    }
    let lines: Vec<String> = m.lines().iter().map(|l| l.text.to_string()).collect();
    assert_eq!(lines[0], "Race set up.", "the first line says the game is set up");
    assert!(lines.iter().all(|l| !l.contains("987654321")), "no line shows the seed: {lines:?}");
    assert_eq!(m.save().unwrap().seed, seed, "the save still carries it");
}

/// A long match: its history runs over several of the shared chunks a copy shares. A
/// copy keeps its own history while the original is undone step by step, and after
/// every undo the actions, the log in words and the state are those of a replay.
#[test]
fn a_long_match_undoes_like_a_replay_and_its_copy_keeps_its_own_history() {
    let mut m = Match::<Race>::new((), 8).unwrap();
    for _ in 0..37 {
        m.apply(&Step::Pass).unwrap();
    }
    for _ in 0..11 {
        m.apply(&Step::Add).unwrap();
    }
    let copy = m.clone();
    let (copy_actions, copy_lines) = (copy.actions().to_vec(), copy.lines().to_vec());
    let mut undone = 0;
    while m.can_undo() {
        m.undo().unwrap();
        undone += 1;
        let replayed = Match::<Race>::replay((), 8, &m.actions().to_vec()).unwrap();
        assert_eq!(m.lines(), replayed.lines(), "after {undone} undos the log is the replay's");
        assert_eq!(m.state(), replayed.state(), "after {undone} undos the state is the replay's");
    }
    assert_eq!(undone, 11, "every add of the turn is undone, never the passes");
    assert_eq!(m.actions().len(), 37);
    assert_eq!(copy.actions().to_vec(), copy_actions, "the copy's actions are untouched");
    assert_eq!(copy.lines().to_vec(), copy_lines, "the copy's log is untouched");
    assert_eq!(copy_lines.len(), 49, "setup and one line per action");
}

#[test]
fn a_rules_fault_after_a_listed_action_leaves_the_state_as_it_was() {
    let mut g = Race::new(&(), 1).unwrap();
    g.apply(&Step::Add).unwrap();
    g.stumbling = true;
    let before = g.clone();
    let err = g.apply(&Step::Stumble).expect_err("the fault is reported");
    assert_eq!(err.rule, "R-2", "the fault's own rule is reported: {err}");
    assert_eq!(g, before, "the state is exactly as before the faulting action");
    assert_eq!(g.apply(&Step::Add).map(|e| e.len()), Ok(1), "and the game goes on from there");
}

#[test]
fn the_engine_carries_out_a_concession_and_refuses_everything_after() {
    let mut g = Race::new(&(), 1).unwrap();
    g.apply(&Step::Add).unwrap();
    let events = g.apply(&Step::Concede).expect("conceding is always listed");
    assert_eq!(events.iter().map(|e| e.text.as_str()).collect::<Vec<_>>(), ["P1 concedes; P2 wins"]);
    let outcome = g.outcome().expect("the game is over");
    assert_eq!((outcome.winners, outcome.reason.as_str()), (vec![1], "P1 conceded"));
    let refused = g.apply(&Step::Add).expect_err("nothing is legal after the end");
    assert_eq!(refused.rule, "R-9", "refused by the game's end rule: {refused}");
    assert!(refused.message.starts_with("the game is over"), "{refused}");
    assert!(g.legal_actions().is_empty(), "and nothing is listed");
}

#[test]
fn a_trial_game_never_concedes_even_when_the_games_policy_would() {
    let mut g = Race::new(&(), 3).unwrap();
    g.policy_concedes = true;
    let mut rng = Rng::new(5);
    turnkeeper::engine::ai::playout::play_out(&mut g, &mut rng, 1_000);
    let outcome = g.outcome().expect("the trial game is played to its end");
    assert_eq!(outcome.reason, "reached 12", "played on, not given up: {outcome:?}");
}
