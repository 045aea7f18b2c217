//! The data of a game of Aeon's End: per-mage zones and breaches (AE-1.2, AE-1.6), the
//! shared zones (AE-1.3), the phase, the nemesis turn's work list and any pending
//! player decision.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::action::{CardId, NemId, Target};
use super::cards::{CardKind, MageKind, NemKind, NemesisKind};
use super::content::Effect;
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
        self.kind.ability.charges
    }

    /// The mage's name.
    pub fn name(&self) -> &'static str {
        &self.kind.name
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nemesis {
    /// Its mat.
    pub def: NemesisKind,
    pub life: u32,
    pub max_life: u32,
    /// The Gravehold damage of its Unleash, when the table set one (C-5's knob).
    pub unleash: Option<u32>,
    /// The design of every nemesis card, by [`NemId`] (its deck's and its brood's).
    pub kinds: Vec<NemKind>,
    /// Top first; tier 1 on top of tier 2 on top of tier 3 (AE-2.3).
    pub deck: Vec<NemId>,
    /// Bottom first.
    pub discard: Vec<NemId>,
    pub play: Vec<InPlay>,
    /// An attack or power being resolved (in no zone meanwhile).
    pub resolving: Option<NemId>,
    /// The counter on its mat (AE-14.4).
    pub counter: u32,
    /// Its corruptions not yet given out; the last is the top.
    pub corruption: Vec<CardId>,
    /// Its brood's minions not in play.
    pub brood: Vec<NemId>,
}

/// A turn order card (AE-2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnCard {
    Mage(Seat),
    Nemesis,
    /// The players choose which mage takes the turn (AE-3.4).
    Wild,
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

/// Where a resolving effect comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// A player card being played or cast.
    Card(CardId),
    /// A mage's ability.
    Ability(Seat),
    /// A nemesis card.
    Nem(NemId),
    /// The nemesis's mat (its Unleash and rules).
    Mat,
}

/// What was chosen for an effect: in the action (a target, an option, AE-6.1) or by a
/// decision while it resolved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Picks {
    /// The option of an OR.
    pub option: Option<u8>,
    pub foe: Option<Target>,
    pub seat: Option<Seat>,
    /// A breach, `(owner, position)`.
    pub breach: Option<(Seat, u8)>,
}

/// An effect's context: whose it is, where it comes from, what was chosen, how far a
/// "choose up to N" has gone, and the casting breach's bonus (AE-5.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ctx {
    /// The mage it belongs to (the active mage for the nemesis's effects).
    pub you: Seat,
    pub src: Src,
    pub picks: Picks,
    /// Cards chosen so far.
    pub done: u8,
    /// A spell's breach bonus (AE-5.6, AE-5.8), added to its first hit.
    pub bonus: u32,
    /// A spell cast from an opened breach.
    pub opened: bool,
    /// Spells cast earlier this turn than the one resolving.
    pub earlier: u32,
}

impl Ctx {
    pub fn new(you: Seat, src: Src) -> Self {
        Self { you, src, picks: Picks::default(), done: 0, bonus: 0, opened: false, earlier: 0 }
    }
}

/// One automatic step of the turn, run in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Resolve this minion's PERSISTENT text or remove a power token (AE-9.1).
    InPlay(NemId),
    /// The nemesis draw phase (AE-9.2).
    Draw,
    /// The attack or power just resolved goes to the nemesis discard pile.
    FinishResolving,
    /// The nemesis's Unleash (AE-1.8).
    Unleash,
    /// One effect of the ability language.
    Effect(&'static Effect, Ctx),
    /// A mage suffers damage (AE-10.4).
    Suffer(Seat, u32),
    /// Damage to an enemy: a spell's breach bonus with no damage of its own (AE-5.7).
    Hit(Target, u32),
    DestroyBreach(Seat),
    ClearCharges(Seat),
    EndNemesisTurn,
}

/// One answer a pending decision accepts (each is one action, [`Pick::action`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Seat(Seat),
    /// One of the decider's breaches.
    Breach(u8),
    /// The decider's spell prepped in this breach.
    Prepped(u8),
    Yes,
    No,
    Card(CardId),
    Option(u8),
    /// No more ("up to N").
    Done,
}

/// What the answer to a pending decision does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The effect resumes with the answer.
    Effect(&'static Effect, Ctx),
    /// AE-11.1b: the exhausted mage destroys that breach.
    DestroyBreach(Seat),
    /// AE-3.4: the wild turn order card names that mage.
    WildTurn,
}

/// The one kind of decision the rules wait for while something resolves: choose one of
/// `among` (a mage, a breach, a spell, a card, an option, yes or no).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choosing {
    /// Who answers (asked first, for a team decision).
    pub seat: Seat,
    /// A team decision (AE-9.6).
    pub team: bool,
    pub among: Vec<Pick>,
    pub why: Why,
}

/// A decision the automatic steps wait for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pending {
    Choose(Choosing),
    /// The active player orders played gems and relics onto the discard (AE-7.1).
    OrderPlayed,
}

/// The game.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// Aether that may only pay to focus or open a breach (AE-1.7).
    pub restricted: u32,
    /// Spells cast this turn.
    pub cast_this_turn: u32,
    /// Prepped spells whose once-per-turn action was used this turn (AE-6.7).
    pub used_this_turn: Vec<CardId>,
    /// Cards destroyed (AE-1.8): out of the game for good.
    pub destroyed: Vec<CardId>,
    pub tasks: VecDeque<Task>,
    pub pending: Option<Pending>,
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    pub nemesis_turns: u32,
    /// What happened since the last decision of a seat, in words (the table marks it).
    pub recent: Vec<String>,
    /// The nemesis card whose text is resolving (names the source of a team decision).
    pub acting: Option<NemId>,
    /// The nemesis cards that acted in its latest turn (drawn, PERSISTENT, token), in
    /// order: the table marks them as the nemesis's last move.
    pub nemesis_acted: Vec<NemId>,
    /// The players asked for the pass-the-device screen between mages (a table
    /// preference from the options; no rule reads it).
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
        self.nemesis.play.iter().filter(|p| self.is_minion(p.card))
    }
    /// Whether this nemesis card is a minion.
    pub(crate) fn is_minion(&self, id: NemId) -> bool {
        self.nem_kind(id).kind == super::cards::NemCardKind::Minion
    }
}
