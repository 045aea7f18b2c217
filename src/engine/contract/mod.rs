//! The contract a game implements, in five small traits, and what the engine gives
//! every game on top of it.
//!
//! Required ([`Rules`], one screen): the set-up, who decides, the legal actions, an
//! unchecked apply of a listed action, the refusal (rule id and words) of one that is
//! not, the turn and phase, public counts and invariants, and access to the state's
//! [`Book`](super::Book). Then what a seat sees ([`Observe`]), the states it cannot tell
//! apart ([`Determinize`]), the words of an action ([`Describe`]) and the computer player's optional hints ([`Hints`], all defaulted) and the card pool
//! with its deck rules ([`Cards`], defaulted for a game without one).
//!
//! The engine ([`Play`]) applies actions: the legality check, atomicity, events,
//! the undo barrier, the outcome and the search's quiet mode are written once there,
//! as shakmaty's `play` wraps `play_unchecked` and OpenSpiel's `ApplyAction` wraps
//! `DoApplyAction`.

mod cards;
mod describe;
mod determinize;
mod hints;
mod observe;
mod play;
mod rules;

pub use cards::Cards;
pub use describe::Describe;
pub use determinize::Determinize;
pub use hints::{Hints, Rollouts, Term};
pub use observe::Observe;
pub use play::Play;
pub use rules::Rules;

/// A whole game: everything the engine, the computer player and the tables need. Never
/// implemented by hand: a type with the five parts is a `Game`.
pub trait Game: Play + Observe + Determinize + Describe + Hints + Cards {}

impl<G: Play + Observe + Determinize + Describe + Hints + Cards> Game for G {}
