//! Disney Lorcana (two players, the original starter decks of the rules brief
//! `shared/rules/lorcana.md`), every rule enforced.
//!
//! # Actions, for the UI
//!
//! Every card on the table is a [`CardId`] (seat 0 owns 0-59, seat 1 owns 60-119).
//! [`action_subject`] is the card an action is about and [`action_target`] the
//! second card, so "click card X" means "the legal actions whose subject is X", and
//! a second click on Y picks the one whose target is Y.
//!
//! | Action | subject | target | kind |
//! |---|---|---|---|
//! | `PutBack { card }` (alter hand) | card in hand | – | `alter_hand` |
//! | `KeepHand` (alter hand done) | – | – | `keep_hand` |
//! | `Ink { card }` | card in hand | – | `ink` |
//! | `Play { card }` | card in hand | – | `play` |
//! | `Shift { card, base }` | card in hand | own character in play | `shift` |
//! | `Sing { song, singer }` | singer in play | song in hand | `sing` |
//! | `Quest { card }` | own character | – | `quest` |
//! | `Challenge { attacker, target }` | own character | opposing character/location | `challenge` |
//! | `Move { card, location }` | own character | own location | `move` |
//! | `Activate { card }` | own item | – | `activate` |
//! | `ChooseTarget { card }` (during resolution) | chosen character | – | `choose_target` |
//! | `ChooseAmount { amount }` ("up to") | – | – | `choose_amount` |
//! | `ResolveTrigger { source }` (bag order) | source card of the entry | – | `resolve_trigger` |
//! | `Confirm` / `Decline` ("may", Bodyguard entry, optional target) | – | – | `confirm` / `decline` |
//! | `EndTurn` | – | – | `end_turn` |
//! | `Concede` (the deciding seat gives up, LO-2.3.3) | – | – | `concede` |
//!
//! JSON: externally tagged snake_case, e.g. `{"challenge":{"attacker":3,"target":71}}`,
//! `"end_turn"`. The seat's table is [`LorcanaView`] (`view_of`), with the pending
//! decision in words under `pending`.

pub mod action;
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

pub use action::{action_subject, action_target, Action, CardId};
pub use state::{Lorcana, Pending, Step};
pub use view::{BagView, CardView, InkwellView, LorcanaView, SeatView};

use crate::engine::{Book, Cards, Hints, RuleError, Rules, Seat, SeatSummary};
use state::seat_name;

/// The seed's turn structure (LO-3.1) with setup before the first turn, in the words
/// of [`Rules::phase`].
const PHASES: &[(&str, &[&str])] = &[
    ("Setup", &["Alter hand"]),
    ("Start of turn", &["Ready", "Set", "Draw"]),
    ("Main", &[]),
    ("End of turn", &[]),
];

/// Which starter deck a seat plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeckChoice {
    #[default]
    A,
    B,
}

/// Table options: the deck of each seat (default P1 deck A, P2 deck B). Missing
/// fields take the default; unknown fields are refused so a typo is not ignored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LorcanaOptions {
    pub p1_deck: DeckChoice,
    pub p2_deck: DeckChoice,
}

impl Default for LorcanaOptions {
    fn default() -> Self {
        Self { p1_deck: DeckChoice::A, p2_deck: DeckChoice::B }
    }
}

fn deck_index(d: DeckChoice) -> usize {
    match d {
        DeckChoice::A => 0,
        DeckChoice::B => 1,
    }
}

impl Lorcana {
    pub(crate) fn to_act_seat(&self) -> Option<Seat> {
        if self.book.is_over() {
            return None;
        }
        if let Some(p) = &self.pending {
            return Some(p.seat());
        }
        match self.step {
            Step::AlterHand(s) => Some(s),
            _ => Some(self.active),
        }
    }

    pub(crate) fn phase_names(&self) -> Vec<&'static str> {
        match self.step {
            Step::AlterHand(_) => vec!["Setup", "Alter hand"],
            Step::StartOfTurn => vec!["Start of turn", "Ready"],
            Step::SetBag => vec!["Start of turn", "Set"],
            Step::Main => vec!["Main"],
            Step::EndTriggers | Step::EndExpire | Step::EndFinal => vec!["End of turn"],
        }
    }


    fn invariants(&self) -> Result<(), String> {
        let mut seen = [false; 120];
        if self.cards.len() != 120 {
            return Err(format!("expected 120 cards, found {}", self.cards.len()));
        }
        let mark = |c: CardId, seen: &mut [bool; 120]| -> Result<(), String> {
            let s = seen.get_mut(c.index()).ok_or_else(|| format!("card id {} out of range", c.0))?;
            if *s {
                return Err(format!("card {} is in two places", c.0));
            }
            *s = true;
            Ok(())
        };
        for (seat, p) in self.players.iter().enumerate() {
            for zone in [&p.deck, &p.hand, &p.inkwell, &p.play, &p.discard] {
                for &c in zone {
                    if c.owner() != seat {
                        return Err(format!("card {} is in the wrong seat's zone", c.0));
                    }
                    mark(c, &mut seen)?;
                    for &u in &self.cards[c.index()].under {
                        mark(u, &mut seen)?;
                    }
                }
            }
            if p.ink_exerted > p.inkwell.len() {
                return Err(format!("{} has more exerted ink than inkwell cards", seat_name(seat)));
            }
        }
        if let Some(c) = self.resolving {
            mark(c, &mut seen)?;
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(format!("card {i} is in no zone"));
        }
        self.state_invariants()?;
        if !self.book.is_over() && self.players.iter().any(|p| p.lore >= rules::gsc::WINNING_LORE) {
            return Err("a player has 20 lore but the game is not over".into());
        }
        Ok(())
    }
}

impl Lorcana {
    /// Per-card states: only cards in play carry state (LO-7.1.6), a character is at
    /// one of its owner's locations in play, and the bag names cards of its owners.
    fn state_invariants(&self) -> Result<(), String> {
        for seat in 0..2 {
            let p = &self.players[seat];
            for zone in [&p.deck, &p.hand, &p.inkwell, &p.discard] {
                for &c in zone {
                    let cs = &self.cards[c.index()];
                    if cs.exerted || cs.damage > 0 || cs.at_location.is_some() || !cs.under.is_empty() {
                        return Err(format!("card {} out of play still carries play state", c.0));
                    }
                }
            }
            for &c in &p.play {
                if let Some(loc) = self.cards[c.index()].at_location {
                    if loc.owner() != seat || !self.in_play(loc) || self.def_of(loc).kind != cards::CardType::Location {
                        return Err(format!("card {} is at {}, which is not its owner's location in play", c.0, loc.0));
                    }
                }
            }
        }
        if self.bag.iter().any(|e| e.owner != e.source.owner()) {
            return Err("a bag entry belongs to a player who does not own its source".into());
        }
        Ok(())
    }
}

impl Rules for Lorcana {
    type Action = Action;
    type Options = LorcanaOptions;

    const ID: &'static str = "lorcana";
    const NAME: &'static str = "Lorcana";
    const BLURB: &'static str = "Ink, quest and challenge: the first to 20 lore wins. Two original starter decks.";
    const RULE_PREFIX: &'static str = "LO-";
    const SEATS: (usize, usize) = (2, 2);
    const PHASES: &'static [(&'static str, &'static [&'static str])] = PHASES;
    const GAME_OVER_RULE: &'static str = "LO-2.3";

    fn new(options: &LorcanaOptions, seed: u64) -> Result<Self, RuleError> {
        let mut g = Lorcana::setup([deck_index(options.p1_deck), deck_index(options.p2_deck)], seed);
        g.book.take_events();
        Ok(g)
    }
    fn book(&self) -> &Book {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Book {
        &mut self.book
    }
    /// Both seatings of the two decks.
    fn variants() -> Vec<LorcanaOptions> {
        vec![LorcanaOptions::default(), LorcanaOptions { p1_deck: DeckChoice::B, p2_deck: DeckChoice::A }]
    }
    fn seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Option<Seat> {
        self.to_act_seat()
    }
    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }
    /// A player may concede at any of their decisions and loses at once (LO-2.3.3).
    fn concession() -> Action {
        Action::Concede
    }
    fn refusal(&self, action: &Action) -> RuleError {
        self.validate(action)
            .err()
            .unwrap_or_else(|| RuleError::new("LO-1.7.6", "that is not one of the actions open to you now"))
    }
    fn apply_unchecked(&mut self, action: &Action) {
        self.perform(action);
    }
    fn phase(&self) -> Vec<&'static str> {
        self.phase_names()
    }
    fn turn(&self) -> u32 {
        self.turn
    }
    fn active(&self) -> Seat {
        self.active
    }
    fn summary(&self) -> Vec<SeatSummary> {
        self.players
            .iter()
            .map(|p| SeatSummary {
                zones: vec![
                    ("deck", p.deck.len()),
                    ("hand", p.hand.len()),
                    ("inkwell", p.inkwell.len()),
                    ("play", p.play.len()),
                    ("discard", p.discard.len()),
                ],
                score: Some(p.lore as i64),
            })
            .collect()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
}


impl Hints for Lorcana {
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        Some(self.estimate(seat))
    }
}

/// The pool and deck rules: none yet (the defaults).
impl Cards for Lorcana {}
