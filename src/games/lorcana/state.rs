//! The game data: zones per seat, per-card state, the bag, "this turn" modifiers and
//! the decision in progress. Read-only queries on it live here too (effective
//! stats, Ward, ready ink), so every rule file computes them the same way.

use serde::{Deserialize, Serialize};

use super::action::CardId;
use super::cards::{def, Ability, CardDef, CardType, DefId, Keyword};
use crate::engine::{Book, Event, Seat};

/// The state of one card instance; reset when it changes zone out of play (LO-7.1.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    pub def: DefId,
    pub exerted: bool,
    /// Entered play this turn of its player (LO-1.7.5).
    pub drying: bool,
    pub damage: u8,
    pub at_location: Option<CardId>,
    /// Cards under this one in a Shift stack (LO-5.1.4), bottom first.
    pub under: Vec<CardId>,
}

impl CardState {
    pub fn fresh(def: DefId) -> Self {
        Self { def, exerted: false, drying: false, damage: 0, at_location: None, under: Vec::new() }
    }
}

/// One seat's zones. Deck top is the last element.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub inkwell: Vec<CardId>,
    /// Exerted inkwell cards (the rest are ready).
    pub ink_exerted: usize,
    pub play: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub lore: u32,
    /// Cards inked this turn by the turn action (LO-4.2.3).
    pub inked_this_turn: u8,
    /// Alter hand: done, and how many were put back so far (LO-2.2.2).
    pub altered: bool,
    pub put_back: u8,
}

impl PlayerState {
    pub fn ready_ink(&self) -> usize {
        self.inkwell.len() - self.ink_exerted
    }
}

/// Where the turn is; the automatic steps run from one to the next in `advance`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Setup: this seat decides its alter hand.
    AlterHand(Seat),
    /// Ready and Set steps still to run.
    StartOfTurn,
    /// Set step: resolving the bag (LO-3.2.2.3); the Draw step follows.
    SetBag,
    Main,
    /// End-of-Turn Phase: end-of-turn triggers still to add (LO-3.4.1.1).
    EndTriggers,
    /// End-of-turn triggers resolved; "this turn" effects expire next (LO-3.4.1.2).
    EndExpire,
    /// The final GSC and the hand-over to the next player (LO-3.4.2).
    EndFinal,
}

/// A stat a modifier changes (LO-6.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stat {
    Strength,
    Willpower,
    Lore,
}

/// A "this turn" stat change on one card (expires at LO-3.4.1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modifier {
    pub card: CardId,
    pub stat: Stat,
    pub amount: i8,
}

/// A triggered ability waiting in the bag (LO-7.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BagEntry {
    pub owner: Seat,
    pub source: CardId,
    /// The ability (Support is `Ability::None` with `support: true`).
    pub ability: Ability,
    pub support: bool,
}

/// What a chosen target will receive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    Deal(u8),
    Modify(Stat, i8),
    /// Support: the source's strength, read on resolution (Part 4, item 7).
    Support,
    Exert,
    /// Undertow: return to hand, printed cost at most this.
    ReturnToHand(u8),
    /// PATCH UP: then choose how much damage (up to this) to remove.
    Heal(u8),
}

/// Which cards may be chosen (besides Ward, LO-8.15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Filter {
    AnyCharacter,
    OwnCharacter,
    OpposingCharacter,
    /// Another character than the source (Support).
    OtherCharacter,
}

/// The decision the game is waiting for during resolution (LO-1.7.3, LO-7.7.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The bag holder picks which of their 2+ entries resolves next.
    OrderBag { seat: Seat },
    /// A target for `source`'s effect; `optional` allows Decline ("may").
    Target { seat: Seat, source: CardId, purpose: Purpose, filter: Filter, optional: bool },
    /// How much damage to remove from `card` (0..=max), then the `rest` (Hymn).
    Amount { seat: Seat, source: CardId, card: CardId, max: u8, rest: Vec<CardId> },
    /// Bodyguard: enter play exerted? (LO-8.3.1)
    BodyguardEnter { seat: Seat, card: CardId },
    /// STOW CARGO: put the top deck card into the inkwell?
    StowCargo { seat: Seat, source: CardId },
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match *self {
            Pending::OrderBag { seat }
            | Pending::Target { seat, .. }
            | Pending::Amount { seat, .. }
            | Pending::BodyguardEnter { seat, .. }
            | Pending::StowCargo { seat, .. } => seat,
        }
    }
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lorcana {
    pub(crate) decks: [usize; 2],
    /// The generator, reveals, outcome and log lines, kept by the engine.
    pub(crate) book: Book,
    pub(crate) cards: Vec<CardState>,
    pub(crate) players: [PlayerState; 2],
    pub(crate) turn: u32,
    pub(crate) active: Seat,
    pub(crate) starting: Seat,
    pub(crate) step: Step,
    pub(crate) bag: Vec<BagEntry>,
    /// The seat currently resolving bag entries (LO-7.7.3).
    pub(crate) bag_holder: Seat,
    pub(crate) pending: Option<Pending>,
    /// An action card whose effect is resolving (it sits in play, LO-5.4.1).
    pub(crate) resolving: Option<CardId>,
    pub(crate) modifiers: Vec<Modifier>,
}

/// "P1" / "P2".
pub fn seat_name(seat: Seat) -> String {
    format!("P{}", seat + 1)
}

impl Lorcana {
    pub fn card(&self, id: CardId) -> &CardState {
        &self.cards[id.index()]
    }
    pub fn def_of(&self, id: CardId) -> &'static CardDef {
        def(self.cards[id.index()].def)
    }
    /// The card's name for labels and the log (with the version where names clash).
    pub fn name(&self, id: CardId) -> &'static str {
        self.def_of(id).label
    }
    pub fn player(&self, seat: Seat) -> &PlayerState {
        &self.players[seat]
    }
    pub fn bag(&self) -> &[BagEntry] {
        &self.bag
    }
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn starting_player(&self) -> Seat {
        self.starting
    }
    pub fn lore(&self, seat: Seat) -> u32 {
        self.players[seat].lore
    }
    pub(crate) fn log(&mut self, text: impl Into<String>) {
        self.book.event(Event::in_turn(self.turn, text));
    }

    pub fn in_play(&self, id: CardId) -> bool {
        self.players[id.owner()].play.contains(&id)
    }
    pub(crate) fn is_character(&self, id: CardId) -> bool {
        self.def_of(id).kind == CardType::Character
    }
    pub(crate) fn in_play_character(&self, id: CardId) -> bool {
        self.is_character(id) && self.in_play(id)
    }

    fn modifier_sum(&self, id: CardId, stat: Stat) -> i32 {
        self.modifiers.iter().filter(|m| m.card == id && m.stat == stat).map(|m| m.amount as i32).sum()
    }

    /// Strength with every modifier; may be negative (LO-6.6.2). Challenger is
    /// added by the challenge itself (LO-8.5).
    pub fn strength(&self, id: CardId) -> i32 {
        self.def_of(id).strength as i32 + self.modifier_sum(id, Stat::Strength)
    }

    /// Willpower with modifiers and STONE WALLS (LO-5.6.4).
    pub fn willpower(&self, id: CardId) -> i32 {
        let walls = match self.cards[id.index()].at_location {
            Some(loc) if self.def_of(loc).ability == Ability::StoneWalls => 1,
            _ => 0,
        };
        self.def_of(id).willpower as i32 + self.modifier_sum(id, Stat::Willpower) + walls
    }

    /// Lore value with modifiers; may be negative, counted as 0 when gained (LO-6.6.3).
    pub(crate) fn lore_value(&self, id: CardId) -> i32 {
        self.def_of(id).lore as i32 + self.modifier_sum(id, Stat::Lore)
    }

    /// Printed Ward, or granted by SAFE HARBOR while at that location (LO-8.15).
    pub fn has_ward(&self, id: CardId) -> bool {
        self.def_of(id).has(Keyword::Ward)
            || matches!(self.cards[id.index()].at_location, Some(loc) if self.def_of(loc).ability == Ability::SafeHarbor)
    }

    pub fn has(&self, id: CardId, k: Keyword) -> bool {
        self.def_of(id).has(k)
    }

    /// The summed +N of Challenger / Resist (LO-8.1).
    pub(crate) fn challenger_bonus(&self, id: CardId) -> i32 {
        self.def_of(id).keyword_value(|k| if let Keyword::Challenger(n) = k { Some(n) } else { None }).unwrap_or(0)
            as i32
    }
    pub(crate) fn resist(&self, id: CardId) -> i32 {
        self.def_of(id).keyword_value(|k| if let Keyword::Resist(n) = k { Some(n) } else { None }).unwrap_or(0) as i32
    }
    pub(crate) fn shift_cost(&self, id: CardId) -> Option<u8> {
        self.def_of(id).keyword_value(|k| if let Keyword::Shift(n) = k { Some(n) } else { None })
    }
    /// The cost this character counts as when singing (LO-8.11).
    pub(crate) fn singing_cost(&self, id: CardId) -> u8 {
        let d = self.def_of(id);
        d.keyword_value(|k| if let Keyword::Singer(n) = k { Some(n) } else { None }).unwrap_or(d.cost)
    }

    /// Characters of `seat` in play.
    pub fn characters(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        self.players[seat].play.iter().copied().filter(move |&c| self.is_character(c))
    }

    /// Whether `chooser` may choose `card` for an effect with this filter (LO-8.15).
    pub fn choosable(&self, chooser: Seat, source: CardId, filter: Filter, card: CardId) -> bool {
        if !self.in_play_character(card) {
            return false;
        }
        let fits = match filter {
            Filter::AnyCharacter => true,
            Filter::OwnCharacter => card.owner() == chooser,
            Filter::OpposingCharacter => card.owner() != chooser,
            Filter::OtherCharacter => card != source,
        };
        fits && !(card.owner() != chooser && self.has_ward(card))
    }
}
