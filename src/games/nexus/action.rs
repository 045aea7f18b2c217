//! Decisions. Every card on the table is a [`CardId`]: seat 0 owns 0-44, seat 1 owns
//! 45-89. Queue entries have their own ids ([`Target::Item`]).
//!
//! | Action | acts on | kind |
//! |---|---|---|
//! | `Keep` / `Mulligan` (NX-12.4) | – | `keep` / `mulligan` |
//! | `Bottom { card }` after a mulligan | card in hand | `bottom` |
//! | `Pass` (priority, NX-6.4) | – | `pass` |
//! | `Play { card, target, biome }` | card in hand | `play` |
//! | `Activate { card, target }` (B06) | own agent | `activate` |
//! | `Convert { card }` / `PlayAnomaly { card }` (NX-5.6 / 5.5) | card in hand | `convert` / `anomaly` |
//! | `Lock { source }` paying a cost (NX-5.4) / `CancelPayment` | own source | `pay` / `cancel_payment` |
//! | `AdvanceAgent { agent, biome }` / `AttachGear { gear, agent }` (NX-9.1) | own agent / gear | `advance` / `attach` |
//! | `DeclareAttacker { agent }` (NX-9.2.3) | own agent in a biome | `attack` |
//! | `Block { defender, attacker }` (NX-9.3.3) | own agent | `defend` |
//! | `Confirm` (the declaration is done) | – | `confirm` |
//! | `OrderDefender { defender }` (NX-9.3.4) | defender | `order` |
//! | `Split { amounts }` (NX-9.4.3, in defender order) | – | `split` |
//! | `ChooseTarget { target }` (a reactive skill's target) | target | `choose_target` |
//! | `ReactiveNext { card }` (which of your reactives enters the queue next, NX-10.3) | own card | `order_reactive` |
//! | `LoseBiome { biome }` (collapse, NX-11.4) | biome | `collapse` |
//! | `Discard { card }` (reset, NX-8.5.2) | card in hand | `discard` |
//! | `Swap { out, slot }` between matches (NX-2.2) | own deck card | `swap` |
//! | `Ready` between matches (NX-2.2) | – | `ready` |
//! | `Concede` (NX-11.5) | – | `concede` |

use serde::{Deserialize, Serialize};

/// A card, by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
    pub fn owner(self) -> usize {
        self.0 as usize / super::cards::DECK_SIZE
    }
}

/// What an action or skill targets (NX-6.6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    Agent(CardId),
    /// A seat's sector of a biome (0 Left, 1 Center, 2 Right).
    Sector {
        seat: u8,
        biome: u8,
    },
    /// A queue entry, by its id.
    Item(u32),
}

/// One decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Keep,
    Mulligan,
    Bottom { card: CardId },
    Pass,
    Play { card: CardId, target: Option<Target>, biome: Option<u8> },
    Activate { card: CardId, target: Target },
    Convert { card: CardId },
    PlayAnomaly { card: CardId },
    Lock { source: CardId },
    CancelPayment,
    AdvanceAgent { agent: CardId, biome: u8 },
    AttachGear { gear: CardId, agent: CardId },
    DeclareAttacker { agent: CardId },
    Block { defender: CardId, attacker: CardId },
    Confirm,
    OrderDefender { defender: CardId },
    Split { amounts: Vec<i32> },
    ChooseTarget { target: Target },
    ReactiveNext { card: CardId },
    LoseBiome { biome: u8 },
    Discard { card: CardId },
    /// Between the matches of a best of three: the design in reserve slot `slot` takes
    /// the place of deck card `out`'s, which goes to that slot (NX-2.2).
    Swap { out: CardId, slot: u8 },
    /// Between matches: this deck as it is now for the next match (NX-2.2).
    Ready,
    Concede,
}

/// The card an action is about (what a person clicks first), if any.
pub fn action_subject(a: &Action) -> Option<CardId> {
    match *a {
        Action::Bottom { card }
        | Action::Play { card, .. }
        | Action::Activate { card, .. }
        | Action::Convert { card }
        | Action::PlayAnomaly { card }
        | Action::Discard { card }
        | Action::ReactiveNext { card }
        | Action::Swap { out: card, .. } => Some(card),
        Action::Lock { source } => Some(source),
        Action::AdvanceAgent { agent, .. } | Action::DeclareAttacker { agent } => Some(agent),
        Action::AttachGear { gear, .. } => Some(gear),
        Action::Block { defender, .. } | Action::OrderDefender { defender } => Some(defender),
        Action::ChooseTarget { target: Target::Agent(c) } => Some(c),
        _ => None,
    }
}

/// The second thing an action names (a target agent, the agent gear goes on, the blocked attacker).
pub fn action_target(a: &Action) -> Option<Target> {
    match *a {
        Action::Play { target, .. } => target,
        Action::Activate { target, .. } => Some(target),
        Action::AttachGear { agent, .. } => Some(Target::Agent(agent)),
        Action::Block { attacker, .. } => Some(Target::Agent(attacker)),
        Action::ChooseTarget { target } => Some(target),
        _ => None,
    }
}
