use super::Rules;
use crate::engine::{Rng, Seat};

/// The states a seat cannot tell apart from the real one: what the computer player
/// searches over, so it never reads what its seat may not see.
pub trait Determinize: Rules {
    /// A state `observer` cannot tell apart from this one (`view(observer)` is equal),
    /// with everything hidden from them re-drawn consistently with what they know: other
    /// hands, deck orders, face-down cards, and the generator's future (reseeded from
    /// `rng`).
    fn determinize(&self, observer: Seat, rng: &mut Rng) -> Self;
}
