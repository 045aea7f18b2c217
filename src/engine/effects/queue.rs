//! Triggered abilities waiting to resolve, and who resolves next.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// One waiting ability: whose it is and what it is (the game's own entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Queued<T> {
    pub owner: Seat,
    pub item: T,
}

/// The waiting triggered abilities, in the order they were added, and the seat now
/// resolving them (the holder). The holder resolves every entry of its own, including
/// ones added meanwhile, choosing the order when it has two or more; then the queue
/// passes to the next seat in turn order that has entries (Lorcana LO-7.7.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TriggerQueue<T> {
    entries: Vec<Queued<T>>,
    holder: Seat,
}

impl<T> TriggerQueue<T> {
    /// An empty queue held by `holder` (the active seat).
    pub fn new(holder: Seat) -> Self {
        Self { entries: Vec::new(), holder }
    }

    /// Adds `item` for `owner`, after everything already waiting.
    pub fn push(&mut self, owner: Seat, item: T) {
        self.entries.push(Queued { owner, item });
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Every entry, in the order added.
    pub fn iter(&self) -> impl Iterator<Item = &Queued<T>> {
        self.entries.iter()
    }

    /// Every entry, in the order added, as a slice.
    pub fn as_slice(&self) -> &[Queued<T>] {
        &self.entries
    }

    /// The seat resolving now.
    pub fn holder(&self) -> Seat {
        self.holder
    }

    /// Gives the queue to `seat` (the active seat, when a new round of resolving begins).
    pub fn hold(&mut self, seat: Seat) {
        self.holder = seat;
    }

    /// How many entries `seat` has.
    pub fn owned_by(&self, seat: Seat) -> usize {
        self.entries.iter().filter(|e| e.owner == seat).count()
    }

    /// Keeps the holder while it has entries, else passes to the next seat in turn order
    /// (of `seats`) that has some. Returns the holder and whether it changed; `None` when
    /// the queue is empty.
    pub fn next_holder(&mut self, seats: usize) -> Option<(Seat, bool)> {
        let seats = seats.max(1);
        let next = (0..seats).map(|k| (self.holder + k) % seats).find(|&s| self.owned_by(s) > 0)?;
        let passed = next != self.holder;
        self.holder = next;
        Some((next, passed))
    }

    /// The position of the holder's first entry that satisfies `pred`.
    pub fn find_held(&self, pred: impl Fn(&T) -> bool) -> Option<usize> {
        self.entries.iter().position(|e| e.owner == self.holder && pred(&e.item))
    }

    /// Removes and returns entry `i`.
    pub fn take(&mut self, i: usize) -> Queued<T> {
        self.entries.remove(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_holder_resolves_its_own_then_passes_in_turn_order() {
        let mut q: TriggerQueue<&str> = TriggerQueue::new(1);
        q.push(0, "a");
        q.push(1, "b");
        q.push(2, "c");
        assert_eq!(q.next_holder(3), Some((1, false)), "seat 1 holds and has an entry");
        let i = q.find_held(|_| true).expect("seat 1's entry");
        assert_eq!(q.take(i).item, "b");
        assert_eq!(q.next_holder(3), Some((2, true)), "passes to the next seat in turn order, seat 2");
        q.take(q.find_held(|_| true).expect("seat 2's entry"));
        assert_eq!(q.next_holder(3), Some((0, true)), "then around to seat 0");
        q.take(0);
        assert_eq!(q.next_holder(3), None, "empty");
        assert!(q.is_empty());
    }
}
