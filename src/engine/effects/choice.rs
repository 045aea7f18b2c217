//! "Choose up to N of these": one decision made while an effect resolves.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// A choice of cards (or any other ids) for an effect: the candidates, how many must and
/// may be picked, and what has been picked so far. A game builds it from its own
/// targeting checks (so the listed picks and the refusals come from one place), lists
/// [`Choice::open`] as actions, and reads [`Choice::picked`] once it [`Choice::is_done`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice<Id> {
    /// Who chooses.
    pub seat: Seat,
    /// The legal candidates, in the order they are offered.
    pub options: Vec<Id>,
    /// At least this many must be picked before the choice may stop (0: "up to", "may").
    pub min: usize,
    /// At most this many are picked; the choice ends by itself when it reaches it.
    pub max: usize,
    /// Picked so far, in order.
    pub picked: Vec<Id>,
}

impl<Id: Copy + PartialEq> Choice<Id> {
    /// Choose between `min` and `max` of `options`. Both bounds shrink to the number of
    /// options, so "choose 2" with one candidate asks for that one (do as much as you can).
    pub fn new(seat: Seat, options: Vec<Id>, min: usize, max: usize) -> Self {
        let max = max.min(options.len());
        Self { seat, min: min.min(max), max, options, picked: Vec::new() }
    }

    /// "Choose up to `n`": none at all is allowed.
    pub fn up_to(seat: Seat, options: Vec<Id>, n: usize) -> Self {
        Self::new(seat, options, 0, n)
    }

    /// "Choose `n`": as many as there are, up to `n`.
    pub fn exactly(seat: Seat, options: Vec<Id>, n: usize) -> Self {
        Self::new(seat, options, n, n)
    }

    /// The candidates that may still be picked (never the same one twice).
    pub fn open(&self) -> impl Iterator<Item = Id> + '_ {
        self.options.iter().copied().filter(|o| !self.picked.contains(o))
    }

    /// Whether `id` may be picked now.
    pub fn can_pick(&self, id: Id) -> bool {
        !self.is_done() && self.options.contains(&id) && !self.picked.contains(&id)
    }

    /// Picks `id` (the caller checked [`Choice::can_pick`]); returns whether the choice
    /// is now done.
    pub fn pick(&mut self, id: Id) -> bool {
        self.picked.push(id);
        self.is_done()
    }

    /// Whether the chooser may stop now, with what is picked.
    pub fn can_stop(&self) -> bool {
        self.picked.len() >= self.min
    }

    /// Whether nothing more can be picked: `max` reached, or no candidate left.
    pub fn is_done(&self) -> bool {
        self.picked.len() >= self.max || self.open().next().is_none()
    }

    /// Whether there was anything to choose at all.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty() || self.max == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_to_allows_stopping_at_once_and_never_picks_twice() {
        let mut c = Choice::up_to(0, vec![3u16, 5, 7], 2);
        assert!(c.can_stop(), "up to 2 allows none");
        assert!(c.can_pick(5));
        assert!(!c.pick(5), "one of two picked: not done");
        assert!(!c.can_pick(5), "the same candidate cannot be picked twice");
        assert_eq!(c.open().collect::<Vec<_>>(), vec![3, 7]);
        assert!(c.pick(7), "the second pick ends the choice");
        assert!(!c.can_pick(3), "nothing more once max is reached");
        assert_eq!(c.picked, vec![5, 7]);
    }

    #[test]
    fn exactly_shrinks_to_the_candidates_and_must_be_made() {
        let mut c = Choice::exactly(1, vec![9u16], 2);
        assert_eq!((c.min, c.max), (1, 1), "choose 2 with one candidate asks for that one");
        assert!(!c.can_stop(), "a required choice cannot stop before it is made");
        assert!(!c.can_pick(4), "only a candidate can be picked");
        assert!(c.pick(9));
        assert!(Choice::<u16>::exactly(0, vec![], 1).is_empty(), "no candidates: nothing to choose");
    }
}
