//! What the card games share when they resolve abilities, written once and generic
//! over each game's card ids (ARCHITECTURE.md section 8):
//!
//! - [`Choice`]: "choose up to N of these", the one pending decision an effect makes
//!   while it resolves. The game lists its picks as actions like any other, so the
//!   computer, the protocol, online play and the tables need nothing per card.
//! - [`Lasting`]: changes that last for a while ("this turn", "until the start of your
//!   next turn"), kept apart from the cards they change and ended by the turn's steps.
//! - [`TriggerQueue`]: triggered abilities waiting to resolve, with the order in which
//!   seats resolve theirs (the holder resolves all of its own, then passes on in turn
//!   order, as Lorcana's bag does, LO-7.7).
//!
//! Each game keeps its own words, rule ids and effects; these types only hold the
//! bookkeeping that would otherwise be written once per game.

mod choice;
mod lasting;
mod queue;

pub use choice::Choice;
pub use lasting::{Lasting, LastingEffects, Until};
pub use queue::{Queued, TriggerQueue};
