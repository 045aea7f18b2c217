use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::Rules;
use crate::engine::{Decision, Rng, Seat};

/// What a seat may see, and the states it cannot tell apart from the real one.
pub trait Observe: Rules {
    /// What one seat may see: comparable, so a test can check that two states look the
    /// same to a seat; serializable for the protocol, and readable back so a remote
    /// seat's page rebuilds its view from the host's message (issue 23).
    type View: Clone + PartialEq + Debug + Serialize + DeserializeOwned + 'static;

    /// What that seat may see, nothing more: never another seat's hand, any deck order,
    /// face-down cards or the generator's future.
    fn view(&self, seat: Seat) -> Self::View;
    /// The decision pending now, structured (the view of every seat carries it too).
    /// `None` once the game is over.
    fn decision(&self) -> Option<Decision>;
    /// A state `observer` cannot tell apart from this one (`view(observer)` is equal),
    /// with everything hidden from them re-drawn consistently with what they know: other
    /// hands, deck orders, face-down cards, and the generator's future (reseeded from
    /// `rng`). The computer player searches over such states, so it never reads what its
    /// seat may not see.
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self;
}
