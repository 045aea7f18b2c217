//! Nexus (two players; the original "Halvard's Reach" set of the rules brief
//! `shared/rules/nexus.md`): speeds, the shared queue and battles for three biomes,
//! every rule enforced. Refusals cite the brief's `NX-` ids.
//!
//! The actions are listed in [`action`]; the seat's table is [`NexusView`]; the pending
//! decision is [`Nexus::decision_now`]. Summary `score`: the number of biomes the
//! *other* player has lost (two win the match, NX-11.2).

pub mod action;
pub mod cards;
mod describe;
mod determinize;
mod invariants;
pub mod evaluate;
mod greedy;
pub mod options;
pub mod rules;
pub mod state;
/// A scenario builder for the tests; only they build it (the `testkit` feature).
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod view;

pub use action::{action_subject, action_target, Action, CardId, Target};
pub use options::{DeckChoice, NexusOptions, Planet};
pub use state::{Loc, Nexus, Pending, Step};
pub use view::NexusView;

use crate::engine::{Book, Cards, Hints, RuleError, Rules, Seat, SeatSummary};
use options::{CollapsePer, FloorAfter, ReactiveOrder, Scope, SimultaneousLoss};

/// The seed's turn (NX-8) with setup before the first turn.
const PHASES: &[(&str, &[&str])] = &[
    ("Setup", &["Mulligans"]),
    ("Start", &["Refresh", "Draw", "Maintenance"]),
    ("First primary", &[]),
    ("Battle", &["Advance", "Attack", "Defend", "Damage"]),
    ("Second primary", &[]),
    ("End", &["End", "Reset"]),
    ("Between matches", &[]),
];

impl Rules for Nexus {
    type Action = Action;
    type Options = NexusOptions;

    const ID: &'static str = "nexus";
    const NAME: &'static str = "Nexus";
    const BLURB: &'static str =
        "Speeds, a shared queue and battles for three biomes: take two of your opponent's biomes. An original planet of 105 cards and seven premade decks.";
    const RULE_PREFIX: &'static str = "NX-";
    const SEATS: (usize, usize) = (2, 2);
    const PHASES: &'static [(&'static str, &'static [&'static str])] = PHASES;
    const GAME_OVER_RULE: &'static str = "NX-11.6";

    fn new(options: &NexusOptions, seed: u64) -> Result<Self, RuleError> {
        let mut g = Nexus::setup(options, seed)?;
        g.run();
        g.book.take_events();
        Ok(g)
    }
    fn book(&self) -> &Book {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Book {
        &mut self.book
    }
    /// The brief's defaults, and every Appendix A alternative at once (with the decks
    /// swapped and auto-pass off).
    fn variants() -> Vec<NexusOptions> {
        let d = NexusOptions::default();
        let alternatives = NexusOptions {
            p1_deck: DeckChoice::B,
            p2_deck: DeckChoice::A,
            refresh_scope: Scope::BothPlayers,
            attack_locks: !d.attack_locks,
            defend_locks: !d.defend_locks,
            defender_same_biome: !d.defender_same_biome,
            trample: !d.trample,
            stay_defended: !d.stay_defended,
            terminal_uses_marked_damage: !d.terminal_uses_marked_damage,
            speed2_answers_speed3: !d.speed2_answers_speed3,
            floor_after_execution: FloorAfter::Leader,
            reactive_order: ReactiveOrder::NonActiveFirstIntoQueue,
            collapse_per: CollapsePer::Card,
            simultaneous_loss: SimultaneousLoss::ActivePlayerLoses,
            lost_biome_closed: !d.lost_biome_closed,
            gear_detach_on_retreat: !d.gear_detach_on_retreat,
            no_attack_skips_defend: !d.no_attack_skips_defend,
            discard_scope: Scope::BothPlayers,
            auto_pass: !d.auto_pass,
            ..d.clone()
        };
        vec![d, alternatives]
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
    /// A player may concede the match at any of their decisions (NX-11.5).
    fn concession() -> Action {
        Action::Concede
    }
    fn ended_by_engine(&mut self) {
        self.pending = None;
    }
    fn refusal(&self, action: &Action) -> RuleError {
        self.why_not(action)
    }
    fn apply_unchecked(&mut self, action: &Action) {
        let who = self.to_act_seat().unwrap_or(self.active);
        self.perform(action);
        self.last = Some((who, action.clone()));
    }
    fn phase(&self) -> Vec<&'static str> {
        self.step.names()
    }
    fn turn(&self) -> u32 {
        self.turn.max(1)
    }
    fn active(&self) -> Seat {
        self.active
    }
    fn summary(&self) -> Vec<SeatSummary> {
        (0..2)
            .map(|s| {
                let p = &self.players[s];
                SeatSummary {
                    zones: vec![
                        ("deck", p.deck.len()),
                        ("hand", p.hand.len()),
                        ("staging", p.staging.len()),
                        ("biomes", p.biomes.iter().map(|b| b.len()).sum()),
                        ("cache", p.cache.len()),
                    ],
                    // A best of three is scored in match wins (NX-2.1).
                    score: Some(if self.best_of() > 1 {
                        self.series.wins[s] as i64
                    } else {
                        self.lost_count(1 - s) as i64
                    }),
                }
            })
            .collect()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
}


impl Hints for Nexus {
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        Some(self.estimate(seat))
    }
    fn terms(&self, seat: Seat) -> Vec<crate::engine::Term> {
        Nexus::terms(self, seat)
    }
    /// One greedy ply needs its own weights: see `greedy.rs`.
    fn greedy_evaluate(&self, seat: Seat) -> Option<f64> {
        Some(self.greedy_estimate(seat))
    }
    /// Cancelling a payment puts the card back and the position as it was (NX-5.4): a
    /// computer that could pick it would play a card and cancel it forever.
    fn is_take_back(&self, action: &Action) -> bool {
        *action == Action::CancelPayment
    }
    fn repeats_earlier(&self, legal: &[Action], i: usize) -> bool {
        self.same_lock_listed_earlier(legal, i)
    }
    /// Between matches the computer keeps its deck (NX-2.2): its searches look one match
    /// ahead at most, which says nothing about which cards serve the next one.
    fn greedy_pick(&self, legal: &[Action], _rng: &mut crate::engine::Rng) -> Option<usize> {
        self.keeps_deck(legal)
    }
    fn playout_pick(&self, legal: &[Action], _rng: &mut crate::engine::Rng) -> Option<usize> {
        self.keeps_deck(legal)
    }
    fn considered(&self, legal: &[Action]) -> Option<Vec<bool>> {
        self.keeps_deck(legal).map(|k| (0..legal.len()).map(|i| i == k).collect())
    }
}

/// The pool (every card of every set), the deck rules of NX-2.3, and random legal decks
/// from the whole pool.
impl Cards for Nexus {
    /// The page has no set files: it writes each design from the decoded pool
    /// ([`cards::card_json`]), for the deck builder.
    #[cfg(target_arch = "wasm32")]
    fn cards() -> Option<Vec<serde_json::Value>> {
        Some(cards::try_pool().ok()?.defs.iter().map(cards::card_json).collect())
    }
    /// The designs as their set files give them, for outside programs.
    #[cfg(not(target_arch = "wasm32"))]
    fn cards() -> Option<Vec<serde_json::Value>> {
        let pool = cards::try_pool().ok()?;
        let out = pool
            .defs
            .iter()
            .zip(&pool.raw)
            .map(|(d, raw)| {
                let mut v = raw.clone();
                if let serde_json::Value::Object(m) = &mut v {
                    m.insert("text".into(), d.text.into());
                    let align = d.alignment.map_or("Void", |a| cards::ENERGY_NAMES[a as usize]);
                    m.insert("alignment".into(), align.into());
                }
                v
            })
            .collect();
        Some(out)
    }
    fn check_deck(deck: &[String], format: Option<&str>) -> Result<Vec<RuleError>, RuleError> {
        if let Some(f) = format.filter(|&f| f != "standard") {
            return Err(RuleError::protocol(format!("unknown format '{f}': Nexus has one, standard (NX-2.3)")));
        }
        let pool = cards::try_pool().map_err(|e| RuleError::protocol(format!("the card pool: {e}")))?;
        Ok(cards::decks::problems(pool, deck))
    }
    fn random_setup(base: &NexusOptions, rng: &mut crate::engine::Rng) -> Option<NexusOptions> {
        let pool = cards::try_pool().ok()?;
        let (p1, p2) = (cards::decks::random_deck(pool, rng), cards::decks::random_deck(pool, rng));
        // A best of three brings random reserves as well (NX-2.2).
        let (p1_reserve, p2_reserve) = if base.best_of > 1 {
            (Some(cards::decks::random_reserve(pool, &p1, rng)), Some(cards::decks::random_reserve(pool, &p2, rng)))
        } else {
            (None, None)
        };
        Some(NexusOptions {
            p1_deck: DeckChoice::List(p1),
            p2_deck: DeckChoice::List(p2),
            p1_reserve,
            p2_reserve,
            ..base.clone()
        })
    }
    /// A premade deck as its list; P1 is seat 0.
    fn seat_deck(options: &NexusOptions, seat: Seat) -> Option<Vec<String>> {
        let deck = [&options.p1_deck, &options.p2_deck].get(seat).copied()?;
        deck.ids(cards::try_pool().ok()?).ok()
    }
    /// The list goes into the options as it is; the match's set-up checks it (NX-2.3).
    fn with_deck(options: &NexusOptions, seat: Seat, deck: Vec<String>) -> Result<NexusOptions, RuleError> {
        let mut o = options.clone();
        match seat {
            0 => o.p1_deck = DeckChoice::List(deck),
            1 => o.p2_deck = DeckChoice::List(deck),
            _ => return Err(RuleError::protocol(format!("Nexus has two seats, not a seat {}", seat + 1))),
        }
        Ok(o)
    }
}

impl Nexus {
    /// Between matches, the index of `Ready` (the computer keeps its deck).
    fn keeps_deck(&self, legal: &[Action]) -> Option<usize> {
        (self.step == Step::BetweenMatches).then(|| legal.iter().position(|a| *a == Action::Ready)).flatten()
    }
}

/// The premade decks as a new-game page offers them: the deck and its name; the two
/// starter decks first, as "A" and "B" (the options' old words). Read once.
pub fn premade_decks() -> Vec<(DeckChoice, &'static str)> {
    static LIST: std::sync::OnceLock<Vec<(DeckChoice, &'static str)>> = std::sync::OnceLock::new();
    LIST.get_or_init(|| {
        let Ok(pool) = cards::try_pool() else { return Vec::new() };
        pool.premades
            .iter()
            .map(|p| {
                let choice = match p.id {
                    "emberline-raiders" => DeckChoice::A,
                    "tidewire-collective" => DeckChoice::B,
                    id => DeckChoice::Premade(std::borrow::Cow::Borrowed(id)),
                };
                (choice, p.name)
            })
            .collect()
    })
    .clone()
}
