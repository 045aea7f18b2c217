//! The decisions a seat can take. Cards in hidden zones (Deck, Hand) are named by their
//! stable [`CardId`]; everything in a visible zone is an object named by its
//! [`ObjectId`], which is new at every arrival (AL-2.3).

use serde::{Deserialize, Serialize};

/// A physical card, numbered at set-up: seat 0's deck first, then seat 1's (fixed for
/// the game; [`crate::games::altered::Altered::owner_of`] tells whose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

impl CardId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An object in a visible zone: a new one at every arrival (AL-2.3, AL-2.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ObjectId(pub u32);

/// One of a player's two expeditions (AL-3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Hero,
    Companion,
}

impl Side {
    pub fn index(self) -> usize {
        match self {
            Side::Hero => 0,
            Side::Companion => 1,
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Hero => Side::Companion,
            Side::Companion => Side::Hero,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::Hero => "Hero Expedition",
            Side::Companion => "Companion Expedition",
        }
    }
    pub const BOTH: [Side; 2] = [Side::Hero, Side::Companion];
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Setup (AL-1.3 step 6): put this card from the opening hand into Mana, ready.
    ToMana { card: CardId },
    /// Morning Expand (AL-5.1.4): put this card from Hand into Mana, ready.
    Expand { card: CardId },
    /// Morning Expand: put nothing into Mana.
    SkipExpand,
    /// Play this card from Hand (AL-8.1); `to` is the expedition for a Character or Gear.
    PlayHand { card: CardId, to: Option<Side> },
    /// Play this card from Hand paying its Scout cost instead (AL-12.6): it is sent to
    /// Reserve once it arrives.
    Scout { card: CardId, to: Option<Side> },
    /// Play this ready card from Reserve (AL-8.6); it becomes Fleeting (AL-10.6).
    PlayReserve { obj: ObjectId, to: Option<Side> },
    /// Play the quick action of this object you control, e.g. your Hero (AL-8.7).
    Quick { obj: ObjectId },
    /// Pass (AL-5.3.4): no more turns this day.
    Pass,
    /// Play this Emblem-Reaction of yours next (AL-13.6).
    ResolveEmblem { emblem: ObjectId },
    /// Choose this object for the effect being resolved (target or sacrifice, AL-8.3).
    Choose { obj: ObjectId },
    /// Stop choosing ("up to"): the effect goes on with what was chosen.
    Done,
    /// Answer "you may": do it.
    Yes,
    /// Answer "you may": do not.
    No,
    /// AL-2.8: this object of yours, among several that got timestamps at once, gets the
    /// next (earliest remaining) timestamp.
    OrderNext { obj: ObjectId },
    /// AL-2.8: the rest of those objects keep the order shown.
    KeepOrder,
    /// Clean-up (AL-5.5.3): keep this Reserve or Landmark object.
    Keep { obj: ObjectId },
    /// Give up the game.
    Concede,
}

impl Action {
    /// The card or object an action is about (what the table clicks): `(card, object)`.
    pub fn subject(&self) -> (Option<CardId>, Option<ObjectId>) {
        match *self {
            Action::ToMana { card } | Action::Expand { card } | Action::PlayHand { card, .. } | Action::Scout { card, .. } => {
                (Some(card), None)
            }
            Action::PlayReserve { obj, .. }
            | Action::Quick { obj }
            | Action::ResolveEmblem { emblem: obj }
            | Action::Choose { obj }
            | Action::OrderNext { obj }
            | Action::Keep { obj } => (None, Some(obj)),
            _ => (None, None),
        }
    }
    /// The expedition a play puts the card into.
    pub fn destination(&self) -> Option<Side> {
        match *self {
            Action::PlayHand { to, .. } | Action::Scout { to, .. } | Action::PlayReserve { to, .. } => to,
            _ => None,
        }
    }
}
