//! The data of a game of Aeon's End: per-mage zones and breaches (AE-1.2, AE-1.6), the
//! shared zones (AE-1.3), the phase, the nemesis turn's work list and any pending
//! player decision.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::action::{CardId, NemId};
use super::cards::{CardKind, MageKind, NemKind};
use crate::engine::{Book, Seat};

/// A breach's state (AE-1.6): opened, closed at a stage 0..=3, or destroyed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BreachState {
    Opened,
    Closed(u8),
    Destroyed,
}

/// One breach position of a mage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Breach {
    pub state: BreachState,
    /// Focused by its owner during the owner's turn (AE-1.6.5).
    pub focused: bool,
    /// The prepped spell; a two-breach spell sits in both (C-3).
    pub spell: Option<CardId>,
    /// Prepped during the current turn (AE-6.6: not castable until the next one).
    pub fresh: bool,
}

impl Breach {
    pub fn exists(&self) -> bool {
        self.state != BreachState::Destroyed
    }
    pub(crate) fn is_closed(&self) -> bool {
        matches!(self.state, BreachState::Closed(_))
    }
}

/// A breach mage (AE-1.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mage {
    pub kind: MageKind,
    pub life: u32,
    pub max_life: u32,
    pub charges: u32,
    pub exhausted: bool,
    pub hand: Vec<CardId>,
    /// Top first.
    pub deck: Vec<CardId>,
    /// Bottom first; the last card is the top (AE-8.2).
    pub discard: Vec<CardId>,
    /// Gems and relics played this turn (AE-6.1).
    pub played: Vec<CardId>,
    pub breaches: [Breach; 4],
}

impl Mage {
    pub fn max_charges(&self) -> u32 {
        self.kind.data().max_charges
    }

    /// The breach positions holding a spell, each spell once (the lower breach of a
    /// two-breach spell).
    pub fn prepped(&self) -> Vec<usize> {
        (0..4)
            .filter(|&i| match self.breaches[i].spell {
                Some(c) => i == 0 || self.breaches[i - 1].spell != Some(c),
                None => false,
            })
            .collect()
    }
}

/// A supply pile (AE-2.4); the last card is the top.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    pub kind: CardKind,
    pub cards: Vec<CardId>,
}

/// A minion or power in the nemesis play area (AE-9.1), in order of arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    pub card: NemId,
    /// A minion's life left (0 for a power).
    pub life: u32,
    /// A power's tokens left (0 for a minion).
    pub tokens: u32,
}

/// The nemesis side (AE-1.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nemesis {
    pub life: u32,
    pub max_life: u32,
    pub unleash: u32,
    /// The design of every nemesis card, by [`NemId`].
    pub kinds: Vec<NemKind>,
    /// Top first; tier 1 on top of tier 2 on top of tier 3 (AE-2.3).
    pub deck: Vec<NemId>,
    /// Bottom first.
    pub discard: Vec<NemId>,
    pub play: Vec<InPlay>,
    /// An attack or power being resolved (in no zone meanwhile).
    pub resolving: Option<NemId>,
}

/// A turn order card (AE-2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnCard {
    Mage(Seat),
    Nemesis,
}

/// Where the turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Casting,
    Main,
    Draw,
    /// The nemesis turn's main phase (minions and powers, AE-9.1).
    NemesisMain,
    /// The nemesis turn's draw phase (AE-9.2).
    NemesisDraw,
}

/// What the nemesis draws when its deck is empty (D-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmptyDeckDraw {
    #[default]
    Nothing,
    UnleashThrice,
}

/// One automatic step of the nemesis turn (or of exhaustion), run in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// Resolve this minion's PERSISTENT text or remove a power token (AE-9.1).
    InPlay(NemId),
    /// The nemesis draw phase (AE-9.2).
    Draw,
    /// The attack or power just resolved goes to the nemesis discard pile.
    FinishResolving,
    Unleash,
    Gravehold(u32),
    AnyPlayer(u32),
    Player(Seat, u32),
    EachPlayer(u32),
    LowestLife(u32),
    MostPrepped,
    MostCharges,
    MawCount,
    DestroyBreach(Seat),
    ClearCharges(Seat),
    EndNemesisTurn,
}

/// Why a team decision names a player (AE-9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerFor {
    /// "Any player suffers N damage".
    Damage(u32),
    /// The lowest-life player (tied) suffers N damage.
    Lowest(u32),
    /// The player with the most prepped spells (tied) discards one.
    DiscardSpell,
    /// The player with the most charges (tied) loses one.
    LoseCharge,
}

/// A decision the automatic steps wait for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The players choose one of `among` (decided by seat 0 for the team, AE-9.6).
    Player { why: PlayerFor, among: Vec<Seat> },
    /// `seat` destroys one of their breaches (AE-11.1b).
    DestroyBreach { seat: Seat },
    /// `seat` discards one of their prepped spells (Drowning Grasp).
    DiscardPrepped { seat: Seat },
    /// The active player orders played gems and relics onto the discard (AE-7.1).
    OrderPlayed,
    /// Wayfinder's Compass: spend 1 aether to focus that breach once more?
    CompassAgain { owner: Seat, breach: u8 },
}

/// The game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AeonsEnd {
    /// The design of every player card, by [`CardId`].
    pub cards: Vec<CardKind>,
    pub mages: Vec<Mage>,
    pub supply: Vec<Pile>,
    pub gravehold: u32,
    pub gravehold_max: u32,
    pub nemesis: Nemesis,
    /// Top first.
    pub turn_deck: Vec<TurnCard>,
    /// Revealed cards, oldest first.
    pub turn_discard: Vec<TurnCard>,
    pub empty_deck_draw: EmptyDeckDraw,
    pub turn: u32,
    /// The mage whose turn it is (the last one, during a nemesis turn).
    pub active: Seat,
    pub phase: Phase,
    /// General aether this turn (AE-1.7).
    pub aether: u32,
    /// Aether that may only pay to focus or open a breach (Ashglass Bead).
    pub restricted: u32,
    /// Spells cast this turn (Emberwisp).
    pub cast_this_turn: u32,
    /// Glyphs of Tithing used this turn (AE-6.7 limit).
    pub tithed: Vec<CardId>,
    pub tasks: VecDeque<Task>,
    pub pending: Option<Pending>,
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    pub nemesis_turns: u32,
    /// What happened since the last decision of a seat, in words (the table marks it).
    pub recent: Vec<String>,
    /// The nemesis card whose text is resolving (names the source of a team decision).
    #[serde(default)]
    pub acting: Option<NemId>,
    /// The nemesis cards that acted in its latest turn (drawn, PERSISTENT, token), in
    /// order: the table marks them as the nemesis's last move.
    #[serde(default)]
    pub nemesis_acted: Vec<NemId>,
    /// The players asked for the pass-the-device screen between mages (a table
    /// preference from the options; no rule reads it).
    #[serde(default)]
    pub pass_device: bool,
}

impl AeonsEnd {
    pub fn kind(&self, c: CardId) -> CardKind {
        self.cards[c.index()]
    }
    pub(crate) fn nem_kind(&self, n: NemId) -> NemKind {
        self.nemesis.kinds[n.index()]
    }
    pub(crate) fn is_mage_turn(&self) -> bool {
        matches!(self.phase, Phase::Casting | Phase::Main | Phase::Draw)
    }
    /// The ally seats of `seat`: everyone else, or `seat` itself in a true solo game (AE-15.2).
    pub fn allies(&self, seat: Seat) -> Vec<Seat> {
        if self.mages.len() == 1 {
            vec![seat]
        } else {
            (0..self.mages.len()).filter(|&s| s != seat).collect()
        }
    }
    pub fn minions(&self) -> impl Iterator<Item = &InPlay> + '_ {
        self.nemesis
            .play
            .iter()
            .filter(|p| matches!(self.nem_kind(p.card).data().ty, super::cards::NemType::Minion { .. }))
    }
}
