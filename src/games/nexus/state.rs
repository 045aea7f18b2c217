//! The data of a Nexus match: cards and their places, the planet, the shared queue,
//! the step and the floor, and any decision pending.

use serde::{Deserialize, Serialize};

use super::action::{CardId, Target};
use super::cards::{def_of, CardDef, Cost, Kind};
use super::options::NexusOptions;
use crate::engine::{Book, Event, Seat};

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loc {
    Deck,
    Hand,
    Staging,
    /// In its controller's sector of that biome (NX-4.5).
    Biome(u8),
    /// Gear or a modification on that host.
    Attached(CardId),
    Queue,
    Cache,
}

/// One card's state. Play state (locks, damage, markers ...) is cleared when it leaves the planet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub def: u8,
    pub loc: Loc,
    pub locked: bool,
    pub damage: i32,
    /// Increase markers (+1/+1 each, NX-10.5).
    pub increase: u8,
    /// Until-end-of-turn changes (NX-10.6).
    pub temp_attack: i32,
    pub temp_defense: i32,
    /// The turn it entered the planet (NX-3.4.6); 0 when not on the planet.
    pub arrived: u32,
    /// A converted card: only an energy source (NX-5.6).
    pub converted: bool,
    pub attacked: bool,
    pub attached: Vec<CardId>,
}

impl Card {
    pub fn new(def: u8) -> Self {
        Self {
            def,
            loc: Loc::Deck,
            locked: false,
            damage: 0,
            increase: 0,
            temp_attack: 0,
            temp_defense: 0,
            arrived: 0,
            converted: false,
            attacked: false,
            attached: Vec::new(),
        }
    }
    pub fn def(&self) -> &'static CardDef {
        def_of(self.def)
    }
}

/// One player's areas (NX-4).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Last card is the top.
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub staging: Vec<CardId>,
    pub biomes: [Vec<CardId>; 3],
    pub cache: Vec<CardId>,
    pub converted_this_turn: bool,
    pub anomaly_this_turn: bool,
    pub mulligans: u8,
    pub kept: bool,
    /// The best-of-three reserve (NX-2.2): designs, not cards on the table; a swap
    /// between matches trades a deck card's design for one of these.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reserve: Vec<u8>,
}

/// What a queue entry does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ItemKind {
    /// A card being played (NX-6.2.3); `biome` for an agent arriving in a biome (NX-9.2.2, 9.3.1).
    Card { card: CardId, target: Option<Target>, biome: Option<u8> },
    /// A reactive skill of `source`, or (`activated`) its activated skill (NX-10.1).
    Skill {
        source: CardId,
        target: Option<Target>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        activated: bool,
    },
    /// NX-9.1: agents to biomes, gear to agents.
    Advance { moves: Vec<(CardId, u8)>, gear: Vec<(CardId, CardId)> },
    /// NX-9.2.3
    Attack { agents: Vec<CardId> },
    /// NX-9.3.3: (defender, attacker)
    Defend { blocks: Vec<(CardId, CardId)> },
}

/// A queue entry (NX-4.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Item {
    pub id: u32,
    pub kind: ItemKind,
    pub controller: Seat,
    /// `None` for speedless game actions and reactive skills (NX-6.1.3).
    pub speed: Option<u8>,
    pub cancelled: bool,
}

/// The step the turn is in. Window steps wait for both players to pass (NX-6.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Mulligan,
    Refresh,
    Draw,
    Maintenance,
    FirstPrimary,
    /// 0: the active player's advance, 1: the other player's.
    AdvanceDeclare(u8),
    AdvanceWindow(u8),
    AttackStart,
    PreAttack,
    AttackDeclare,
    PostAttack,
    PreDefend,
    DefendDeclare,
    PostDefend,
    DamageRanged,
    DamageMelee,
    Retreat,
    SecondPrimary,
    EndStep,
    Reset,
    /// A best of three between two matches: each seat swaps deck and reserve cards, then
    /// says it is ready (NX-2.2).
    BetweenMatches,
}

impl Step {
    /// Whether this step is a window (players hold the floor and may pass).
    pub(crate) fn is_window(self) -> bool {
        matches!(
            self,
            Step::Maintenance
                | Step::FirstPrimary
                | Step::AdvanceWindow(_)
                | Step::AttackStart
                | Step::PreAttack
                | Step::PostAttack
                | Step::PreDefend
                | Step::PostDefend
                | Step::SecondPrimary
                | Step::EndStep
        )
    }
    pub(crate) fn is_primary(self) -> bool {
        matches!(self, Step::FirstPrimary | Step::SecondPrimary)
    }
    pub(crate) fn is_battle(self) -> bool {
        matches!(
            self,
            Step::AdvanceDeclare(_)
                | Step::AdvanceWindow(_)
                | Step::AttackStart
                | Step::PreAttack
                | Step::AttackDeclare
                | Step::PostAttack
                | Step::PreDefend
                | Step::DefendDeclare
                | Step::PostDefend
                | Step::DamageRanged
                | Step::DamageMelee
                | Step::Retreat
        )
    }
    /// Speeds a window allows at all (NX-8, NX-9).
    pub fn speeds(self) -> &'static [u8] {
        match self {
            Step::Maintenance | Step::AttackStart | Step::EndStep => &[3],
            Step::FirstPrimary | Step::SecondPrimary => &[1, 2, 3],
            s if s.is_window() => &[2, 3],
            _ => &[],
        }
    }
    /// Phase and step names, as the tracker shows them.
    pub fn names(self) -> Vec<&'static str> {
        match self {
            Step::Mulligan => vec!["Setup", "Mulligans"],
            Step::Refresh => vec!["Start", "Refresh"],
            Step::Draw => vec!["Start", "Draw"],
            Step::Maintenance => vec!["Start", "Maintenance"],
            Step::FirstPrimary => vec!["First primary"],
            Step::AdvanceDeclare(_) | Step::AdvanceWindow(_) => vec!["Battle", "Advance"],
            Step::AttackStart | Step::PreAttack | Step::AttackDeclare | Step::PostAttack => vec!["Battle", "Attack"],
            Step::PreDefend | Step::DefendDeclare | Step::PostDefend => vec!["Battle", "Defend"],
            Step::DamageRanged | Step::DamageMelee | Step::Retreat => vec!["Battle", "Damage"],
            Step::SecondPrimary => vec!["Second primary"],
            Step::EndStep => vec!["End", "End"],
            Step::Reset => vec!["End", "Reset"],
            Step::BetweenMatches => vec!["Between matches"],
        }
    }
}

/// What a payment is for, once paid (NX-5.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Paying {
    Card { card: CardId, target: Option<Target>, biome: Option<u8> },
    Skill { source: CardId, target: Target },
}

/// A decision in the middle of something.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Put this many more cards from hand on the bottom of the deck (NX-12.4).
    Bottom { seat: Seat, left: u8 },
    /// Lock sources until `left` is paid (NX-5.4); `locked` are the ones locked so far.
    Pay { seat: Seat, left: Cost, locked: Vec<CardId>, paying: Paying },
    /// Several of one player's reactives trigger together: they choose which enters the
    /// queue next (NX-10.3); `left` are the ones still waiting, in card order.
    OrderReactives { seat: Seat, left: Vec<CardId> },
    /// A reactive skill needs its target (NX-6.6.3).
    ReactiveTarget { seat: Seat, source: CardId, options: Vec<Target> },
    /// The attacking player orders the defenders of `attacker` (NX-9.3.4).
    OrderDefenders { seat: Seat, attacker: CardId, left: Vec<CardId> },
    /// The attacking player splits `attacker`'s damage among its defenders (NX-9.4.3).
    Split { seat: Seat, attacker: CardId },
    /// Choose a biome to lose (NX-11.4); `more` further collapses follow.
    Collapse { seat: Seat, more: u8 },
    /// Discard down to seven (NX-8.5.2).
    Discard { seat: Seat },
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match *self {
            Pending::Bottom { seat, .. }
            | Pending::Pay { seat, .. }
            | Pending::ReactiveTarget { seat, .. }
            | Pending::OrderReactives { seat, .. }
            | Pending::OrderDefenders { seat, .. }
            | Pending::Split { seat, .. }
            | Pending::Collapse { seat, .. }
            | Pending::Discard { seat } => seat,
        }
    }
}

/// A declaration being built (advance, attack or defend), not yet in the queue.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    pub moves: Vec<(CardId, u8)>,
    pub gear: Vec<(CardId, CardId)>,
    pub attackers: Vec<CardId>,
    pub blocks: Vec<(CardId, CardId)>,
}

/// The battle in progress (NX-9).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub attackers: Vec<CardId>,
    /// Attackers that had a defender when the defend action executed (NX-9.3.6).
    pub defended: Vec<CardId>,
    /// Per attacker, its defenders in damage order.
    pub blocks: Vec<(CardId, Vec<CardId>)>,
    /// Splits chosen for this damage sub-step: attacker, amounts in defender order.
    pub splits: Vec<(CardId, Vec<i32>)>,
}

/// The whole match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Nexus {
    pub opts: NexusOptions,
    pub cards: Vec<Card>,
    pub players: [Player; 2],
    /// Durability per seat and biome (NX-4.5).
    pub sectors: [[i32; 3]; 2],
    /// Biomes each seat has lost (NX-11.1).
    pub lost: [[bool; 3]; 2],
    pub queue: Vec<Item>,
    pub next_item: u32,
    pub step: Step,
    /// Who may act now in a window (NX-6.4.1).
    pub floor: Seat,
    /// Consecutive passes (NX-6.4.3).
    pub passes: u8,
    pub active: Seat,
    pub starting: Seat,
    pub turn: u32,
    pub pending: Option<Pending>,
    pub draft: Draft,
    pub battle: Battle,
    /// Reactive skills triggered and waiting to enter the queue, in order.
    pub triggers: Vec<CardId>,
    /// Attackers whose several defenders still need ordering (NX-9.3.4).
    pub order_queue: Vec<(CardId, Vec<CardId>)>,
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    /// The last action's words, public (for the table's last-move mark).
    pub last: Option<(Seat, crate::games::nexus::action::Action)>,
    /// The score of a best of three (NX-2.1); empty in a best of one.
    #[serde(default, skip_serializing_if = "super::rules::series::Series::is_empty")]
    pub series: super::rules::series::Series,
    /// The legal list of this exact state, computed once (never saved or compared).
    #[serde(skip)]
    pub legal_cache: LegalCache,
}

/// A memo of the legal list: cleared by every change (`perform`), empty in clones' eyes.
#[derive(Debug, Default)]
pub struct LegalCache(pub std::cell::RefCell<Option<Vec<crate::games::nexus::action::Action>>>);

impl Clone for LegalCache {
    /// A clone starts without a memo: whoever clones may change the copy directly.
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl PartialEq for LegalCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

pub fn seat_name(s: Seat) -> &'static str {
    if s == 0 {
        "P1"
    } else {
        "P2"
    }
}

impl Nexus {
    pub fn card(&self, c: CardId) -> &Card {
        &self.cards[c.index()]
    }
    pub fn def(&self, c: CardId) -> &'static CardDef {
        self.cards[c.index()].def()
    }
    pub fn name(&self, c: CardId) -> &'static str {
        self.def(c).name
    }
    pub fn log(&mut self, text: impl Into<String>) {
        self.book.event(Event::in_turn(self.turn.max(1), text));
    }
    /// A log line "P1 <rest>" without the formatting machinery (frequent lines).
    pub(crate) fn log_seat(&mut self, seat: Seat, rest: &str) {
        let mut s = String::with_capacity(rest.len() + 3);
        s.push_str(seat_name(seat));
        s.push(' ');
        s.push_str(rest);
        self.book.event(Event::new(s));
    }
    pub fn other(s: Seat) -> Seat {
        1 - s
    }
    pub(crate) fn on_planet(&self, c: CardId) -> bool {
        matches!(self.card(c).loc, Loc::Staging | Loc::Biome(_) | Loc::Attached(_))
    }
    /// An agent on the planet (not converted).
    pub(crate) fn is_agent(&self, c: CardId) -> bool {
        let k = self.card(c);
        !k.converted && k.def().kind == Kind::Agent && matches!(k.loc, Loc::Staging | Loc::Biome(_))
    }
    pub(crate) fn biome_of(&self, c: CardId) -> Option<u8> {
        match self.card(c).loc {
            Loc::Biome(b) => Some(b),
            _ => None,
        }
    }
    pub fn closed(&self, b: u8) -> bool {
        let b = b as usize;
        self.opts.lost_biome_closed && (self.lost[0][b] || self.lost[1][b])
    }
    /// The card's skills work: it is not a converted card (NX-5.6).
    pub fn has_skills(&self, c: CardId) -> bool {
        !self.card(c).converted
    }
    /// Every agent of `seat` on the planet (staging, then biomes).
    pub fn agents_of(&self, seat: Seat) -> Vec<CardId> {
        self.agents(seat).collect()
    }
    /// The same, without collecting (the legal list and state checks run often).
    pub fn agents(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        let p = &self.players[seat];
        p.staging.iter().chain(p.biomes.iter().flatten()).copied().filter(|&c| self.is_agent(c))
    }
    pub(crate) fn item_index(&self, id: u32) -> Option<usize> {
        self.queue.iter().position(|i| i.id == id)
    }
    pub(crate) fn lost_count(&self, seat: Seat) -> usize {
        self.lost[seat].iter().filter(|&&l| l).count()
    }
}
