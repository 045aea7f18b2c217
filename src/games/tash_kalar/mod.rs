//! Tash-Kalar: Arena of Legends, the rules engine (`shared/rules/tash-kalar.md`).
//!
//! Modes: High Form (default), Deathmatch Duel, Battle for 3-4 players, and the team
//! game (2 vs 2) played as High Form or Duel. Content is the original set of Part 2.
//!
//! # Actions (the UI contract)
//!
//! Squares are [`Square`] `{col,row}` with 1..=9 as in TK-1.1, shown as "e5".
//! Cards are [`CardId`]s. Every action is listed by `legal_actions` exactly when legal.
//!
//! | variant | when | kind |
//! |---|---|---|
//! | `Place {square}` | action phase: put a common piece on an empty square (TK-4.1); with an empty supply a `ChoosePiece` pickup follows (TK-4.2) | `place` |
//! | `Summon {card, square, orientation}` | action phase: summon with the placement square on `square`, pattern image `orientation` (index into the card's distinct images, TK-5.2/5.10) | `summon` |
//! | `Discard {card}` | action phase, once per turn: discard a being (TK-7.1); `ReturnCard`s follow | `discard_draw` |
//! | `ReturnCard {card}` | after a discard: one more card to the bottom of its deck | `return_card` |
//! | `Flare {card, opponent}` | action phase, no action spent (TK-3.6/8); `opponent` is a colour | `flare` |
//! | `ChoosePiece {square}` | a pickup (TK-4.2, TK-5.6), an effect target or a piece to move | `choose_piece` |
//! | `ChooseSquare {square}` | a move destination (`move`), a put, or a start square (TK-2.6/2.7) | `move` / `choose_square` |
//! | `ChooseDirection {dir}` | A09, A14, B14, L04 | `choose_direction` |
//! | `ChooseColour {colour}` | Battle, after a legend summon (TK-12.3) | `choose_colour` |
//! | `Skip` | decline an optional part, stop moving, return no more cards, claim no task | `skip` |
//! | `EndTurn` | every action used, or none possible (TK-3.4) | `end_turn` |
//! | `ClaimTask {task}` | High Form, end of turn (TK-10.2); `task` indexes TK-C5 | `claim_task` |
//! | `PassControl` | team game, before or during an action (TK-13.4) | `pass_control` |

pub mod action;
mod ai;
pub mod board;
pub mod cards;
mod describe;
mod determinize;
mod evaluate;
pub mod rules;
pub mod state;
/// A scenario builder for the tests; only they build it (the `testkit` feature).
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::engine::ai::{Level, SearchConfig};
use crate::engine::{seat_name, Book, Cards, Hints, Outcome, RuleError, Rules, Seat, SeatSummary};

pub use action::Action;
pub use board::{Dir, Square};
pub use cards::{CardId, CardKind};
pub use state::{Form, Mode, Piece, Rank, TashKalar};
pub use view::{CardView, FlareStatus, SummonPreview, TashKalarView};

/// Table options. Unknown fields are refused; missing ones take defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// `high_form` (default), `duel`, `battle`, `team_high_form`, `team_duel`.
    pub mode: Mode,
    /// Seats; when absent: 2, Battle 3, team modes 4.
    pub players: Option<usize>,
    /// Play `high_form` or `duel` as the team game (same as the `team_*` modes).
    pub teams: bool,
}

impl Options {
    /// The scoring form, the team flag and the seat count, or why they do not fit.
    pub fn resolve(&self) -> Result<(Form, bool, usize), RuleError> {
        let (form, teams) = match self.mode {
            Mode::HighForm => (Form::HighForm, self.teams),
            Mode::Duel => (Form::Duel, self.teams),
            Mode::Battle => (Form::Battle, self.teams),
            Mode::TeamHighForm => (Form::HighForm, true),
            Mode::TeamDuel => (Form::Duel, true),
        };
        if teams && form == Form::Battle {
            return Err(RuleError::new("TK-13", "the team game is played as High Form or Duel, not Battle"));
        }
        let players = self.players.unwrap_or(match (form, teams) {
            (_, true) => 4,
            (Form::Battle, _) => 3,
            _ => 2,
        });
        match (form, teams, players) {
            (_, true, 4) => {}
            (_, true, n) => {
                return Err(RuleError::new("TK-2.8", format!("the team game is 2 against 2, so 4 players, not {n}")))
            }
            (Form::Battle, _, 3 | 4) => {}
            (Form::Battle, _, n) => {
                return Err(RuleError::new("TK-12", format!("Battle is for 3 or 4 players, not {n}")))
            }
            (Form::HighForm, _, 2) => {}
            (Form::HighForm, _, n) => {
                return Err(RuleError::new(
                    "TK-10",
                    format!("High Form is for 2 players or 2 teams, not {n} players; use battle for 3-4"),
                ))
            }
            (Form::Duel, _, 2) => {}
            (Form::Duel, _, n) => {
                return Err(RuleError::new(
                    "TK-11",
                    format!("the Duel is for 2 players or 2 teams, not {n} players; use battle for 3-4"),
                ))
            }
        }
        Ok((form, teams, players))
    }
}

/// The turn as `phase()` names it (TK-3): setup, the actions of the turn (used and
/// left: "Action 1 of 1" is the starting player's first turn), the flare window once
/// they are spent, then the end-of-turn steps. Steps inside an action (a summon's
/// effect, a pickup) and gained actions show as the tracker's detail.
const PHASES: &[(&str, &[&str])] = &[
    ("Setup", &["Start pieces"]),
    ("Action 1 of 1", &[]),
    ("Action 1 of 2", &[]),
    ("Action 2 of 2", &[]),
    // Actions gained by an effect (TK-3.5) lengthen the turn to three or more.
    ("Action 1 of 3", &[]),
    ("Action 2 of 3", &[]),
    ("Action 3 of 3", &[]),
    ("Action 1 of 4", &[]),
    ("Action 2 of 4", &[]),
    ("Action 3 of 4", &[]),
    ("Action 4 of 4", &[]),
    ("Action 1 of 5", &[]),
    ("Action 2 of 5", &[]),
    ("Action 3 of 5", &[]),
    ("Action 4 of 5", &[]),
    ("Action 5 of 5", &[]),
    ("Action 1 of 6", &[]),
    ("Action 2 of 6", &[]),
    ("Action 3 of 6", &[]),
    ("Action 4 of 6", &[]),
    ("Action 5 of 6", &[]),
    ("Action 6 of 6", &[]),
    ("Extra action", &[]),
    ("Between actions", &[]),
    ("Actions done", &["Flare or end turn"]),
    ("End of turn", &["Claim tasks"]),
];

impl Rules for TashKalar {
    type Action = Action;
    type Options = Options;

    const ID: &'static str = "tash-kalar";
    const NAME: &'static str = "Tash-Kalar";
    const BLURB: &'static str = "Summon beings and legends by drawing their patterns on the arena floor.";
    const RULE_PREFIX: &'static str = "TK-";
    const SEATS: (usize, usize) = (2, 4);
    const PHASES: &'static [(&'static str, &'static [&'static str])] = PHASES;
    const GAME_OVER_RULE: &'static str = "TK-14.2";

    fn new(options: &Options, seed: u64) -> Result<Self, RuleError> {
        let (form, teams, players) = options.resolve()?;
        TashKalar::setup(form, teams, players, seed)
    }
    fn book(&self) -> &Book {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Book {
        &mut self.book
    }
    /// Every form: High Form, Deathmatch Duel, 3- and 4-player Battle, both team modes.
    fn variants() -> Vec<Options> {
        let mode = |mode, players| Options { mode, players, teams: false };
        vec![
            Options::default(),
            mode(Mode::Duel, None),
            mode(Mode::Battle, None),
            mode(Mode::Battle, Some(4)),
            mode(Mode::TeamHighForm, None),
            mode(Mode::TeamDuel, None),
        ]
    }
    fn seats(&self) -> usize {
        self.players
    }
    fn to_act(&self) -> Option<Seat> {
        if self.book.is_over() {
            None
        } else {
            Some(self.to_act_seat())
        }
    }
    fn legal_actions(&self) -> Vec<Action> {
        self.all_legal()
    }
    fn concession() -> Action {
        Action::Concede
    }
    fn refusal(&self, action: &Action) -> RuleError {
        self.check(*action)
            .err()
            .unwrap_or_else(|| RuleError::new("TK-3.2", "that is not one of the actions open to you now"))
    }
    fn apply_unchecked(&mut self, action: &Action) {
        let a = *action;
        if let Err(e) = self.dispatch(a) {
            self.book.fault(e);
        }
        // Summoning, discarding or invoking a flare shows a card from the hand: a
        // reveal, so undo never takes it back (docs/architecture.md section 3).
        if matches!(a, Action::Summon { .. } | Action::Discard { .. } | Action::Flare { .. }) {
            self.book.reveal();
        }
    }
    fn phase(&self) -> Vec<&'static str> {
        self.phase_words()
    }
    fn turn(&self) -> u32 {
        self.turn
    }
    fn active(&self) -> Seat {
        self.active
    }
    fn summary(&self) -> Vec<SeatSummary> {
        (0..self.players)
            .map(|seat| {
                let st = &self.seats[seat];
                let c = self.colour_of(seat);
                let side = &self.sides[c as usize];
                let board = self.pieces_of(c).count();
                SeatSummary {
                    zones: vec![
                        ("hand", st.hand.len() + st.flares.len()),
                        ("legends", side.legends.len()),
                        ("deck", st.deck.len()),
                        ("discard", st.discard.len()),
                        ("supply", (side.supply_nonleg + side.supply_leg) as usize),
                        ("set_aside", (side.aside_nonleg + side.aside_leg) as usize),
                        ("board", board),
                    ],
                    score: Some(self.score(c)),
                }
            })
            .collect()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
    fn teams(&self) -> Vec<Vec<Seat>> {
        (0..self.sides.len() as u8).map(|c| self.seats_of(c)).collect()
    }
    /// With two colours the other one wins; in a Battle of three or four colours the
    /// others' game ends too, and the colours ahead on points among them win.
    fn concession_outcome(&self, seat: Seat) -> Outcome {
        let mine = self.colour_of(seat);
        let others: Vec<u8> = (0..self.sides.len() as u8).filter(|&c| c != mine).collect();
        let best = others.iter().map(|&c| self.score(c)).max().unwrap_or(0);
        let winners = others.into_iter().filter(|&c| self.score(c) == best).flat_map(|c| self.seats_of(c)).collect();
        Outcome { winners, reason: format!("{} conceded", seat_name(seat)) }
    }
}


/// The computer player's knowledge of the game: `ai` (patterns in reach, summon values).
impl Hints for TashKalar {
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        Some(self.estimate(seat))
    }
    /// Normal searches 600 iterations at exploration 0.5: at the common 200 and 0.7 it
    /// was not shown to beat Easy (0.52 and 0.54 in High Form and Duel, issue 33 point 4),
    /// at 600 and 0.5 it beat Easy 75-25 and 83-17 (about 45 ms a move natively). Easy
    /// and Hard keep the common budgets. Figures and commands in docs/computer-player.md
    /// ("Tash-Kalar's own budgets").
    fn search_config(level: Level) -> Option<SearchConfig> {
        let config = level.config()?;
        Some(match level {
            Level::Normal => SearchConfig { iterations: 600, exploration: 0.5, ..config },
            _ => config,
        })
    }
    fn terms(&self, seat: Seat) -> Vec<crate::engine::Term> {
        TashKalar::terms(self, seat)
    }
    fn playout_pick(&self, legal: &[Action], rng: &mut crate::engine::Rng) -> Option<usize> {
        self.playout_choice(legal, rng)
    }
    fn considered(&self, legal: &[Action]) -> Option<Vec<bool>> {
        self.considered_actions(legal)
    }
}

impl TashKalar {
    /// Pieces and cards are conserved (see `check_invariants`).
    pub fn invariants(&self) -> Result<(), String> {
        let counts = self.all_piece_counts();
        for (c, side) in self.sides.iter().enumerate() {
            let leg = self.pieces_of(c as u8).filter(|(_, p)| p.rank == Rank::Legendary).count() as u32;
            let nonleg = counts[c].1 as u32 - leg;
            let n = nonleg + side.supply_nonleg as u32 + side.aside_nonleg as u32;
            let l = leg + side.supply_leg as u32 + side.aside_leg as u32;
            if n != self.nonleg_total as u32 || l != rules::rulings::LEGENDARY_PIECES as u32 {
                return Err(format!(
                    "colour {c}: {n} two-sided and {l} legendary pieces, expected {} and 3",
                    self.nonleg_total
                ));
            }
        }
        let resolving = match &self.pending {
            state::Pending::Effect(r) => Some(r.card),
            _ => None,
        };
        for (s, st) in self.seats.iter().enumerate() {
            let mut mask = 0u64;
            let mut count = 0;
            let extra = resolving.filter(|c| c.kind() == CardKind::Being && s == self.active);
            for c in st.deck.iter().chain(&st.hand).chain(&st.discard).chain(extra.iter()) {
                mask |= 1u64 << c.0;
                count += 1;
            }
            let start = if st.school == 0 { 0 } else { cards::SCHOOL_B_START };
            let expected = ((1u64 << 18) - 1) << start;
            if count != 18 || mask != expected {
                return Err(format!("seat {s}: school cards are not exactly the 18 of its deck"));
            }
        }
        self.check_shared_decks(resolving)
    }

    fn check_shared_decks(&self, resolving: Option<CardId>) -> Result<(), String> {
        let mut legends: Vec<CardId> = self.legend_deck.iter().chain(&self.legend_discard).copied().collect();
        for side in &self.sides {
            legends.extend(side.legends.iter().copied());
        }
        let mut flares: Vec<CardId> = self.flare_deck.iter().chain(&self.flare_discard).copied().collect();
        for st in &self.seats {
            flares.extend(st.flares.iter().copied());
        }
        match resolving.map(|c| c.kind()) {
            Some(CardKind::Legend) => legends.push(resolving.unwrap_or(CardId(0))),
            Some(CardKind::Flare) => flares.push(resolving.unwrap_or(CardId(0))),
            _ => {}
        }
        legends.sort();
        flares.sort();
        if legends != cards::legend_cards() {
            return Err("legend cards are not exactly the 8 of the legend deck".into());
        }
        if flares != cards::flare_cards() {
            return Err("flare cards are not exactly the 8 of the flare deck".into());
        }
        Ok(())
    }
}

/// The pool and deck rules: none yet (the defaults).
impl Cards for TashKalar {}
