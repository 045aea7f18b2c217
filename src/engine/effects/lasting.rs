//! Changes with a duration: "gets +2 strength this turn", "can't quest until the start
//! of your next turn". They are kept beside the cards, not on them, and end when the
//! turn's steps say so.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// How long a change lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Until {
    /// Until the end of this turn ("this turn").
    EndOfTurn,
    /// Until the start of that seat's next turn ("until the start of your next turn").
    StartOfTurn(Seat),
}

/// One change `change` to `card` until `until`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lasting<Id, C> {
    pub card: Id,
    pub change: C,
    pub until: Until,
}

/// Every lasting change in play, in the order they were made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastingEffects<Id, C> {
    list: Vec<Lasting<Id, C>>,
}

impl<Id, C> Default for LastingEffects<Id, C> {
    fn default() -> Self {
        Self { list: Vec::new() }
    }
}

impl<Id: Copy + PartialEq, C: Copy> LastingEffects<Id, C> {
    /// Adds `change` to `card` until `until`.
    pub fn add(&mut self, card: Id, change: C, until: Until) {
        self.list.push(Lasting { card, change, until });
    }

    /// The changes on `card` now.
    pub fn on(&self, card: Id) -> impl Iterator<Item = C> + '_ {
        self.list.iter().filter(move |l| l.card == card).map(|l| l.change)
    }

    /// Whether any change is kept.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Ends the "this turn" changes; returns whether any ended.
    pub fn end_of_turn(&mut self) -> bool {
        self.end_where(|u| u == Until::EndOfTurn)
    }

    /// Ends the changes that last until the start of `seat`'s turn; returns whether any ended.
    pub fn start_of_turn(&mut self, seat: Seat) -> bool {
        self.end_where(|u| u == Until::StartOfTurn(seat))
    }

    fn end_where(&mut self, ends: impl Fn(Until) -> bool) -> bool {
        let before = self.list.len();
        self.list.retain(|l| !ends(l.until));
        self.list.len() != before
    }

    /// The card left play and became a new object: its changes end.
    pub fn forget(&mut self, card: Id) {
        self.list.retain(|l| l.card != card);
    }

    /// The changes on `from` now apply to `to` (a card placed on top of another keeps
    /// what was on it).
    pub fn carry(&mut self, from: Id, to: Id) {
        for l in self.list.iter_mut().filter(|l| l.card == from) {
            l.card = to;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_end_at_their_moment_only() {
        let mut l: LastingEffects<u16, i8> = LastingEffects::default();
        l.add(1, 2, Until::EndOfTurn);
        l.add(1, -1, Until::StartOfTurn(0));
        l.add(2, 5, Until::StartOfTurn(1));
        assert_eq!(l.on(1).sum::<i8>(), 1, "both changes on card 1 add up");
        assert!(l.end_of_turn(), "a this-turn change ended");
        assert_eq!(l.on(1).collect::<Vec<_>>(), vec![-1], "the longer one stays");
        assert!(l.start_of_turn(1), "seat 1's turn ends a change");
        assert_eq!(l.on(2).count(), 0, "card 2's change lasted until seat 1's turn");
        assert_eq!(l.on(1).collect::<Vec<_>>(), vec![-1], "seat 0's change is untouched by seat 1's turn");
        assert!(l.start_of_turn(0));
        assert!(l.is_empty());
    }

    #[test]
    fn carry_and_forget_follow_the_card() {
        let mut l: LastingEffects<u16, i8> = LastingEffects::default();
        l.add(1, 2, Until::EndOfTurn);
        l.carry(1, 4);
        assert_eq!((l.on(1).count(), l.on(4).sum::<i8>()), (0, 2), "the change moved to card 4");
        l.forget(4);
        assert!(l.is_empty(), "a card that left play keeps nothing");
    }
}
