//! Aeon's End, the cooperative deck-builder, against the automated nemesis Skarnveil
//! (`shared/rules/aeons-end.md`, ids `AE-`). One or two mage seats; the nemesis is
//! automatic, and every choice the rules give the players during its turn is a
//! decision of a mage seat (team decisions, AE-9.6: see [`AeonsEnd::to_act_seat`]).
//!
//! # Actions (the UI contract)
//!
//! Breaches are 0..=3 for I..=IV. See [`Action`]: `cast`, `end_casting`, `play`
//! (with its [`Choice`]), `gain`, `gain_charge`, `focus`, `open`, `prep`,
//! `while_prepped`, `pay_to_discard`, `ability` (a fully charged ability; Bulwark Chant
//! in any mage's main phase, listed for the active seat), `end_main`,
//! `discard_played` (draw phase order), `choose_player`, `destroy_breach`,
//! `discard_prepped`, `confirm` / `decline`. `discard` exists only to be refused (AE-7.3).

pub mod action;
pub mod cards;
pub mod content;
mod decision;
mod options;
mod pool;
mod describe;
mod determinize;
pub mod evaluate;
pub mod expedition;
mod invariants;
pub mod worth;
pub mod policy;
pub mod rules;
pub mod state;
/// A scenario builder for the tests; only they build it (the `testkit` feature).
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::engine::{Book, Cards, Hints, Rng, Rollouts, RuleError, Rules, Seat, SeatSummary};

pub use action::{Action, CardId, Choice, NemId, Target};
pub use cards::{CardKind, CardType, MageKind, NemKind};
pub use options::Setup;
pub use pool::{any_market, random_market};
pub use state::{AeonsEnd, BreachState, EmptyDeckDraw, Pending, Phase, Pick, Task, TurnCard};
pub use view::AeonsEndView;

/// The turn's structure for the phase tracker (AE-4), in the words of [`Rules::phase`]
/// ("Game over" is said only once the game has ended).
const PHASES: &[(&str, &[&str])] =
    &[("Mage turn", &["Casting", "Main", "Draw"]), ("Nemesis turn", &["Minions and powers", "Draw"])];

/// Table options: the team, the nemesis, the market and the difficulty (C-5's knobs).
/// Unknown fields are refused; the options of older saves (`mages`, `solo_mage`, a
/// number for `nemesis_life`) still read as they did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// 1 (true solo, AE-15.2) to 4 mages (AE-1.1).
    pub mages: usize,
    /// The mage of a solo game when `team` is empty.
    pub solo_mage: String,
    /// The mages' ids in player order; empty: Orrin and Sabe (then the pool's next
    /// mages), or `solo_mage` alone.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub team: Vec<String>,
    /// The nemesis's id (AE-2.2).
    #[serde(skip_serializing_if = "is_skarnveil")]
    pub nemesis: String,
    /// The nine supply cards' ids (AE-2.4); empty: the first market of the pool.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub market: Vec<String>,
    /// The nemesis's life; `None`: its mat's (Skarnveil 55, Beginner 45, C-5).
    pub nemesis_life: Option<u32>,
    /// Gravehold damage of the nemesis's Unleash; `None`: its mat's (C-5's knob).
    pub unleash_damage: Option<u32>,
    /// Gravehold's starting and maximum life (AE-2.1: 30).
    pub gravehold_life: u32,
    /// Each mage's starting and maximum life (AE-2.5.1: 10).
    pub mage_life: u32,
    /// What an empty nemesis deck draws (D-1).
    pub empty_deck_draw: EmptyDeckDraw,
    /// Hot-seat: show the pass-the-device screen when the other mage decides. Hands are
    /// open between allies (AE-1.1), so it is off unless the players ask for it.
    pub pass_device: bool,
    /// An expedition's cards each mage brings from earlier battles (rewards and
    /// treasures), by player: added to the bottom of the starting deck.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub carried: Vec<Vec<String>>,
}

fn is_skarnveil(id: &str) -> bool {
    id == "skarnveil"
}

impl Default for Options {
    fn default() -> Self {
        Self {
            mages: 2,
            solo_mage: "orrin".into(),
            team: Vec::new(),
            nemesis: "skarnveil".into(),
            market: Vec::new(),
            nemesis_life: None,
            unleash_damage: None,
            gravehold_life: 30,
            mage_life: 10,
            empty_deck_draw: EmptyDeckDraw::Nothing,
            pass_device: false,
            carried: Vec::new(),
        }
    }
}

impl Rules for AeonsEnd {
    type Action = Action;
    type Options = Options;

    const ID: &'static str = "aeons-end";
    const NAME: &'static str = "Aeon's End";
    const BLURB: &'static str = "Cooperative: one to four breach mages hold Gravehold against one of four nemeses, with a market drawn each game.";
    const SEATS: (usize, usize) = (1, 4);
    const RULE_PREFIX: &'static str = "AE-";
    const PHASES: &'static [(&'static str, &'static [&'static str])] = PHASES;
    const GAME_OVER_RULE: &'static str = "AE-14";

    fn new(options: &Options, seed: u64) -> Result<Self, RuleError> {
        AeonsEnd::setup(options, seed)
    }
    fn book(&self) -> &Book {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Book {
        &mut self.book
    }
    /// Two mages (the default) and true solo (AE-15.2).
    fn variants() -> Vec<Options> {
        vec![Options::default(), Options { mages: 1, ..Options::default() }]
    }
    fn seats(&self) -> usize {
        self.mages.len()
    }
    fn to_act(&self) -> Option<Seat> {
        if self.book.is_over() {
            None
        } else {
            Some(self.to_act_seat())
        }
    }
    fn legal_actions(&self) -> Vec<Action> {
        self.legal()
    }
    fn concession() -> Action {
        Action::Concede
    }
    fn refusal(&self, action: &Action) -> RuleError {
        self.check(action)
            .err()
            .unwrap_or_else(|| RuleError::new("AE-4.1", "that is not one of the actions open to you now"))
    }
    fn apply_unchecked(&mut self, action: &Action) {
        let mut ev = Vec::new();
        self.perform(*action, &mut ev);
        if !self.book.is_quiet() {
            self.recent = ev.iter().map(|e| e.text.clone()).collect();
        }
        self.book.events(ev);
    }
    fn phase(&self) -> Vec<&'static str> {
        if self.book.is_over() {
            return vec!["Game over"];
        }
        match self.phase {
            Phase::Casting => vec!["Mage turn", "Casting"],
            Phase::Main => vec!["Mage turn", "Main"],
            Phase::Draw => vec!["Mage turn", "Draw"],
            Phase::NemesisMain => vec!["Nemesis turn", "Minions and powers"],
            Phase::NemesisDraw => vec!["Nemesis turn", "Draw"],
        }
    }
    fn turn(&self) -> u32 {
        self.turn
    }
    fn active(&self) -> Seat {
        self.active
    }
    /// `score` is the nemesis life remaining (the same for every mage: lower is better).
    fn summary(&self) -> Vec<SeatSummary> {
        self.mages
            .iter()
            .map(|m| SeatSummary {
                zones: vec![
                    ("hand", m.hand.len()),
                    ("deck", m.deck.len()),
                    ("discard", m.discard.len()),
                    ("played", m.played.len()),
                    ("prepped", m.prepped().len()),
                    ("life", m.life as usize),
                    ("charges", m.charges as usize),
                    ("gravehold", self.gravehold as usize),
                    ("nemesis_deck", self.nemesis.deck.len()),
                ],
                score: Some(self.nemesis.life as i64),
            })
            .collect()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
    /// Hands, discard piles and breaches are open between allies; only deck orders are
    /// hidden, and from every seat alike. People sharing a device may still ask for the
    /// hand-over screen (the `pass_device` option).
    fn open_table(&self) -> bool {
        !self.pass_device
    }
    /// Cooperative (AE-1.1): every mage wins or loses together.
    fn teams(&self) -> Vec<Vec<Seat>> {
        vec![(0..self.mages.len()).collect()]
    }
}


impl Hints for AeonsEnd {
    /// Gravehold after the damage on the table, the nemesis deck gone, its life lost,
    /// the mages' life and decks, weighted (see `evaluate.rs`); the same for every seat.
    fn evaluate(&self, _seat: Seat) -> Option<f64> {
        Some(self.estimate())
    }
    /// Playouts follow the greedy player (`policy.rs`): random play ends turns with
    /// spells unprepped and aether unspent, so it says little about a position.
    fn playout_pick(&self, legal: &[Action], _rng: &mut Rng) -> Option<usize> {
        policy::best(self, legal, &policy::Knobs::default())
    }
    /// The greedy level plays the same greedy player.
    fn greedy_pick(&self, legal: &[Action], _rng: &mut Rng) -> Option<usize> {
        policy::best(self, legal, &policy::Knobs::default())
    }
    /// The search improves on the greedy player by rollouts to the end of the game
    /// (the reward is the real win or loss): every root move played out by the greedy
    /// player on the same samples, its own move kept unless another wins clearly more
    /// often. The tree, cut by the evaluation, played worse than its own playouts.
    fn rollouts(&self) -> Option<Rollouts> {
        Some(Rollouts { percent: 50, depth: u32::MAX, margin: 2.0 })
    }
}

/// The pool (mages, nemeses with their cards, player cards) and a set-up's rules.
impl Cards for AeonsEnd {
    fn cards() -> Option<Vec<serde_json::Value>> {
        pool::cards_json()
    }

    /// A set-up given as ids: its mages, one nemesis and nine market cards.
    fn check_deck(deck: &[String], format: Option<&str>) -> Result<Vec<RuleError>, RuleError> {
        pool::check_setup(deck, format)
    }

    fn random_setup(base: &Options, rng: &mut Rng) -> Option<Options> {
        pool::random_setup(base, rng)
    }
}
