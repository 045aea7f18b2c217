use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::Rules;
use crate::engine::{Decision, Seat};

/// What a seat may see, and what someone at no seat (a spectator) may see.
pub trait Observe: Rules {
    /// What one seat may see: comparable, so a test can check that two states look the
    /// same to a seat; serializable for the protocol, and readable back so a remote
    /// seat's page rebuilds its view from the host's message.
    type View: Clone + PartialEq + Debug + Serialize + DeserializeOwned + 'static;

    /// The table drawn from `side`'s side (the seat whose zones a table puts nearest),
    /// showing the hidden cards of `own` only (`None`: nobody's): one body serves a seat
    /// ([`Observe::view`]) and a watcher ([`Observe::public_view`]). Never any deck order,
    /// face-down card or the generator's future.
    fn view_from(&self, side: Seat, own: Option<Seat>) -> Self::View;
    /// What that seat may see, nothing more: never another seat's hand, any deck order,
    /// face-down cards or the generator's future.
    fn view(&self, seat: Seat) -> Self::View {
        self.view_from(seat, Some(seat))
    }
    /// What anyone may see: the public table from `side`'s side, with no hand, no deck
    /// order and no face-down card of any seat. A watcher of an online game gets this; a
    /// test checks it is the same in every state any seat cannot tell apart from this one.
    fn public_view(&self, side: Seat) -> Self::View {
        self.view_from(side, None)
    }
    /// The decision pending now, structured (the view of every seat carries it too).
    /// `None` once the game is over.
    fn decision(&self) -> Option<Decision>;
}
