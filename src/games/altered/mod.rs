//! Altered (two players, the original starter decks of the rules brief
//! `shared/rules/altered.md`, current v3.0 rules), every rule enforced.
//!
//! # Actions, for the UI
//!
//! Hand cards are [`CardId`]s (seat 0 owns 0-29, seat 1 owns 30-59); everything in a
//! visible zone is an [`ObjectId`], new at every arrival (AL-2.3). [`Action::subject`]
//! names what an action is about, so "click X" means "the legal actions about X".
//!
//! | Action | about | kind |
//! |---|---|---|
//! | `ToMana { card }` (setup) | card in hand | `to_mana` |
//! | `Expand { card }` / `SkipExpand` (Morning) | card in hand | `expand` / `skip_expand` |
//! | `PlayHand { card, to }` | card in hand (+ expedition) | `play` |
//! | `PlayReserve { obj, to }` | ready Reserve card (+ expedition) | `play_reserve` |
//! | `Quick { obj }` | your Hero (TO-H) | `quick` |
//! | `Pass` | – | `pass` |
//! | `ResolveEmblem { emblem }` | an emblem in Limbo | `resolve_emblem` |
//! | `Choose { obj }` / `Done` | a Character in play | `choose` / `done` |
//! | `Yes` / `No` ("you may") | – | `yes` / `no` |
//! | `Keep { obj }` (Clean-up) | Reserve card or landmark | `keep` |
//! | `OrderNext { obj }` / `KeepOrder` (AL-2.8) | one of your objects that got a timestamp with others | `order_next` / `keep_order` |
//! | `Concede` | – | `concede` |
//!
//! JSON: externally tagged snake_case, e.g. `{"play_hand":{"card":3,"to":"hero"}}`,
//! `"pass"`. The summary's `score` is `S = h + (7 - c)`, the regions a seat's two
//! expeditions have travelled (AL-6.1): 7 or more, and more than the opponent, wins
//! at Check Victory.
//!
//! # Brief decisions
//!
//! - **Deck A is 30 cards.** The brief says 30 (AL-1.1, Part 2's heading) but its copies
//!   add up to 29; Verdant Pact runs a third Rootwell Shrine (VP-08), chosen to keep the
//!   cost curve (see [`cards::deck_list`]).
//! - **Timestamps given at once are ordered by their controller** (AL-2.8), initiative
//!   first, as a decision point skipped only when the order cannot differ (see
//!   `rules/timestamps.rs`).
//! - Part 4's open questions are read as the brief says (Gear Rest by "moved at any time
//!   today", no Defender in tiebreakers, Asleep excluded there, a Gigantic Defender
//!   blocks both expeditions, no mulligan).

pub mod action;
pub mod cards;
mod describe;
mod determinize;
mod evaluate;
mod greedy;
pub mod rules;
pub mod state;
/// A scenario builder for the tests; only they build it (the `testkit` feature).
#[cfg(any(test, feature = "testkit"))]
pub mod testkit;
pub mod view;

use serde::{Deserialize, Serialize};

pub use action::{region_name, Action, CardId, ObjectId, Side};
pub use state::{Altered, DayPhase, Pending, Step};
pub use view::AlteredView;

use crate::engine::{Book, Cards, Hints, RuleError, Rules, Seat, SeatSummary};

pub use cards::decks::{DeckChoice, Format};

/// Table options: the deck of each seat, a premade deck's id or a list of card ids with
/// its Hero (default P1 Verdant Pact "A", P2 Tidebound Order "B"). A deck must be legal
/// in the Limited format at least (AL-1.1). Unknown fields are refused so a typo is not
/// ignored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AlteredOptions {
    pub p1_deck: DeckChoice,
    pub p2_deck: DeckChoice,
}

impl Default for AlteredOptions {
    fn default() -> Self {
        Self { p1_deck: DeckChoice::A, p2_deck: DeckChoice::B }
    }
}

impl Altered {
    fn label(&self, action: &Action) -> String {
        let hand = |c: CardId| self.cards.get(c.index()).map(|&d| cards::def_of(d).name).unwrap_or("a card");
        let to = |s: Option<Side>| s.map(|s| format!(" into your {}", s.name())).unwrap_or_default();
        match *action {
            Action::ToMana { card } => format!("Put {} into Mana", hand(card)),
            Action::Expand { card } => format!("Expand: put {} into Mana", hand(card)),
            Action::SkipExpand => "Skip Expand".into(),
            Action::PlayHand { card, to: t } => {
                let d = cards::def_of(self.cards.get(card.index()).copied().unwrap_or(0));
                format!("Play {} from Hand ({}){}", d.name, d.hand_cost, to(t))
            }
            Action::Scout { card, to: t } => {
                let d = cards::def_of(self.cards.get(card.index()).copied().unwrap_or(0));
                format!("Play {} from Hand for Scout {}{}", d.name, d.keywords.scout, to(t))
            }
            Action::PlayReserve { obj, to: t } => {
                let o = self.players.iter().find_map(|p| p.reserve.iter().find(|o| o.id == obj));
                match o {
                    Some(o) => format!("Play {} from Reserve ({}){}", o.def().name, o.def().reserve_cost, to(t)),
                    None => "Play from Reserve".into(),
                }
            }
            Action::Quick { obj } => {
                let mana = self.find(obj).map(|o| o.def().quick_mana()).unwrap_or(0);
                format!("Use {}'s quick action (exhaust it, {mana} mana)", self.name_of(obj))
            }
            Action::Pass => "Pass for the rest of the day".into(),
            Action::ResolveEmblem { emblem } => format!("Play the Reaction of {} next", self.name_of(emblem)),
            Action::Choose { obj } => format!("Choose {}", self.name_of(obj)),
            Action::Done => "Done choosing".into(),
            Action::Yes => "Yes".into(),
            Action::No => "No".into(),
            Action::OrderNext { obj } => {
                let o = self
                    .expeditions
                    .iter()
                    .chain(self.players.iter().flat_map(|p| p.reserve.iter().chain(p.landmarks.iter())))
                    .find(|o| o.id == obj);
                format!("Give {} the next timestamp", o.map(|o| o.def().name).unwrap_or("it"))
            }
            Action::KeepOrder => "Keep this order".into(),
            Action::Keep { obj } => {
                let o =
                    self.players.iter().find_map(|p| p.reserve.iter().chain(p.landmarks.iter()).find(|o| o.id == obj));
                format!("Keep {}", o.map(|o| o.def().name).unwrap_or("it"))
            }
            Action::Concede => "Concede the game".into(),
        }
    }

    /// Conservation and sanity (run after every action in tests and `simulate`).
    pub fn invariants(&self) -> Result<(), String> {
        let n = self.cards.len();
        if n != (self.deck_sizes[0] + self.deck_sizes[1]) as usize {
            return Err("the card list and the deck sizes disagree".into());
        }
        let mut seen = vec![false; n];
        let mut ids = Vec::with_capacity(64);
        let mark = |c: CardId, seen: &mut Vec<bool>| -> Result<(), String> {
            let s = seen.get_mut(c.index()).ok_or_else(|| format!("card id {} out of range", c.0))?;
            if *s {
                return Err(format!("card {} is in two places", c.0));
            }
            *s = true;
            Ok(())
        };
        for (seat, p) in self.players.iter().enumerate() {
            for &c in p.deck.iter().chain(p.hand.iter()) {
                if self.owner_of(c) != seat {
                    return Err(format!("card {} is in the wrong seat's hidden zone", c.0));
                }
                mark(c, &mut seen)?;
            }
            for (zone, objs) in
                [("mana", &p.mana), ("reserve", &p.reserve), ("landmarks", &p.landmarks), ("discard", &p.discard)]
            {
                for o in objs {
                    let c = o.card.ok_or_else(|| format!("a token or hero is in {zone}"))?;
                    if o.owner != seat || self.owner_of(c) != seat {
                        return Err(format!("card {} is in the wrong seat's {zone}", c.0));
                    }
                    mark(c, &mut seen)?;
                    ids.push(o.id);
                    if zone == "discard" && o.has_status() {
                        return Err(format!("{} carries a status in the Discard pile", o.def().name));
                    }
                    if zone == "reserve" && (o.anchored || o.asleep || o.fleeting) {
                        return Err(format!("{} carries a status in Reserve", o.def().name));
                    }
                    if zone == "landmarks" && o.fleeting {
                        return Err("a landmark is Fleeting".into());
                    }
                }
            }
            if let Some(h) = &p.hero {
                ids.push(h.id);
            }
            if p.pos.iter().any(|&x| x > 7) {
                return Err("an expedition is off the Adventure".into());
            }
        }
        for o in self.expeditions.iter().chain(self.limbo.iter()) {
            ids.push(o.id);
            match o.card {
                Some(c) => mark(c, &mut seen)?,
                None if o.is_token() && self.limbo.iter().all(|l| l.id != o.id) => {}
                None => return Err("a card-less object outside the Expedition zone".into()),
            }
        }
        if self.expeditions.iter().any(|o| o.side.is_none()) {
            return Err("an object in the Expedition zone is in no expedition".into());
        }
        ids.extend(self.emblems.iter().map(|e| e.id));
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(format!("card {i} is in no zone"));
        }
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err("two objects share an id".into());
        }
        if let Some(l) = self.limbo.first() {
            if self.pending.as_ref().and_then(|p| p.res().spell) != Some(l.id) {
                return Err("a card waits in Limbo with nothing resolving".into());
            }
        }
        for g in &self.ordering {
            for id in &g.objs {
                let here = self.expeditions.iter().any(|o| o.id == *id)
                    || self.players[g.seat].reserve.iter().chain(self.players[g.seat].landmarks.iter()).any(|o| o.id == *id)
                    || self.players[g.seat].mana.iter().any(|o| o.id == *id);
                if !here {
                    return Err("an object being ordered (AL-2.8) is gone".into());
                }
            }
        }
        if self.book.is_over() != (self.step == Step::Over) {
            return Err("outcome and step disagree".into());
        }
        Ok(())
    }
}

/// The day (AL-5.0.1) with setup before day 1, named as `Rules::phase` names them.
const PHASES: &[(&str, &[&str])] = &[
    ("Setup", &["Mana"]),
    ("Morning", &["Succeed", "Prepare", "Draw", "Expand"]),
    ("Noon", &["At Noon"]),
    ("Afternoon", &["Turns"]),
    ("Dusk", &["Progress"]),
    ("Night", &["Rest", "Clean-up"]),
];

impl Rules for Altered {
    type Action = Action;
    type Options = AlteredOptions;

    const ID: &'static str = "altered";
    const NAME: &'static str = "Altered";
    const BLURB: &'static str =
        "Send two expeditions across the Adventure, day by day, until they meet. An original set with six heroes, premade decks and a deck builder.";
    const RULE_PREFIX: &'static str = "AL-";
    const SEATS: (usize, usize) = (2, 2);
    const PHASES: &'static [(&'static str, &'static [&'static str])] = PHASES;
    const GAME_OVER_RULE: &'static str = "AL-6.1";

    fn new(options: &AlteredOptions, seed: u64) -> Result<Self, RuleError> {
        let pool = cards::try_pool().map_err(|e| RuleError::new("AL-1.1", format!("the card pool: {e}")))?;
        let decks = [options.p1_deck.resolve(pool, Format::Limited)?, options.p2_deck.resolve(pool, Format::Limited)?];
        let mut g = Altered::setup(decks, seed);
        g.advance();
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
    fn variants() -> Vec<AlteredOptions> {
        vec![AlteredOptions::default(), AlteredOptions { p1_deck: DeckChoice::B, p2_deck: DeckChoice::A }]
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
    fn concession() -> Action {
        Action::Concede
    }
    fn ended_by_engine(&mut self) {
        self.step = Step::Over;
    }
    fn refusal(&self, action: &Action) -> RuleError {
        self.why_not(action)
    }
    fn apply_unchecked(&mut self, action: &Action) {
        self.perform(action);
    }
    fn phase(&self) -> Vec<&'static str> {
        if matches!(self.step, Step::SetupMana(_)) {
            return vec!["Setup", "Mana"];
        }
        vec![self.phase_name(), self.step_name()]
    }
    fn turn(&self) -> u32 {
        self.day
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
                        ("mana", p.mana.len()),
                        ("reserve", p.reserve.len()),
                        ("landmarks", p.landmarks.len()),
                        ("discard", p.discard.len()),
                        ("expeditions", self.expeditions.iter().filter(|o| o.controller == s).count()),
                    ],
                    score: Some(self.progress(s)),
                }
            })
            .collect()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
}


impl Hints for Altered {
    fn evaluate(&self, seat: Seat) -> Option<f64> {
        Some(self.estimate(seat))
    }
    fn terms(&self, seat: Seat) -> Vec<crate::engine::Term> {
        Altered::terms(self, seat)
    }
    /// One greedy ply needs its own weights: see `greedy.rs`.
    fn greedy_evaluate(&self, seat: Seat) -> Option<f64> {
        Some(self.greedy_estimate(seat))
    }
}

/// The pool (every collectible card of every set), the deck rules of AL-1.1 for both
/// formats, and random legal decks from the whole pool.
impl Cards for Altered {
    /// The page has no set files: it writes each design that decks may hold from the
    /// decoded pool ([`cards::card_json`]), for the deck builder.
    #[cfg(target_arch = "wasm32")]
    fn cards() -> Option<Vec<serde_json::Value>> {
        let pool = cards::try_pool().ok()?;
        Some(pool.defs.iter().filter(|d| d.collectible).map(|d| cards::card_json(pool, d)).collect())
    }
    /// The designs as their set files give them, tokens included, for outside programs.
    #[cfg(not(target_arch = "wasm32"))]
    fn cards() -> Option<Vec<serde_json::Value>> {
        let pool = cards::try_pool().ok()?;
        let out = pool
            .defs
            .iter()
            .zip(&pool.raw)
            .filter(|(d, _)| d.collectible || d.kind == cards::CardType::Token)
            .map(|(d, raw)| {
                let mut v = raw.clone();
                if let serde_json::Value::Object(m) = &mut v {
                    m.insert("text".into(), d.text.into());
                    m.insert("faction_name".into(), d.faction.and_then(|f| pool.faction(f)).map(|f| f.name).into());
                }
                v
            })
            .collect();
        Some(out)
    }
    fn check_deck(deck: &[String], format: Option<&str>) -> Result<Vec<RuleError>, RuleError> {
        let format = Format::parse(format)?;
        let pool = cards::try_pool().map_err(|e| RuleError::protocol(format!("the card pool: {e}")))?;
        Ok(cards::decks::problems(pool, deck, format))
    }
    fn random_setup(_base: &AlteredOptions, rng: &mut crate::engine::Rng) -> Option<AlteredOptions> {
        let pool = cards::try_pool().ok()?;
        Some(AlteredOptions {
            p1_deck: DeckChoice::List(cards::decks::random_deck(pool, rng)),
            p2_deck: DeckChoice::List(cards::decks::random_deck(pool, rng)),
        })
    }
    /// A premade deck as its list, the Hero first; P1 is seat 0.
    fn seat_deck(options: &AlteredOptions, seat: Seat) -> Option<Vec<String>> {
        match [&options.p1_deck, &options.p2_deck].get(seat)? {
            DeckChoice::Premade(id) => {
                let pool = cards::try_pool().ok()?;
                pool.premade(id).map(|p| pool.premade_list(p))
            }
            DeckChoice::List(ids) => Some(ids.clone()),
        }
    }
    /// The list goes into the options as it is; the game's set-up checks it (AL-1.1).
    fn with_deck(options: &AlteredOptions, seat: Seat, deck: Vec<String>) -> Result<AlteredOptions, RuleError> {
        let mut o = options.clone();
        match seat {
            0 => o.p1_deck = DeckChoice::List(deck),
            1 => o.p2_deck = DeckChoice::List(deck),
            _ => return Err(RuleError::protocol(format!("Altered has two seats, not a seat {}", seat + 1))),
        }
        Ok(o)
    }
}

/// The premade decks as a new-game page offers them: the deck and "Name (Hero)" words;
/// the two starter decks first, as "A" and "B" (the options' old words). Read once.
pub fn premade_decks() -> Vec<(DeckChoice, &'static str)> {
    static LIST: std::sync::OnceLock<Vec<(DeckChoice, &'static str)>> = std::sync::OnceLock::new();
    LIST.get_or_init(|| {
        let Ok(pool) = cards::try_pool() else { return Vec::new() };
        pool.premades
            .iter()
            .map(|p| {
                let choice = match p.id {
                    "verdant-pact" => DeckChoice::A,
                    "tidebound-order" => DeckChoice::B,
                    id => DeckChoice::Premade(std::borrow::Cow::Borrowed(id)),
                };
                let hero = p.hero.map(|h| cards::def_of(h).name).unwrap_or("no Hero");
                let words: &'static str = Box::leak(format!("{} ({hero})", p.name).into_boxed_str());
                (choice, words)
            })
            .collect()
    })
    .clone()
}
