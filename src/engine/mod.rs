//! The game-independent engine: everything a game gets by implementing [`Game`].

pub mod ai;
mod any_match;
mod bot;
mod decision;
mod error;
mod game;
mod log_line;
mod matches;
mod rng;
mod save;
mod shared_list;
mod simulate;

pub use any_match::{entry, AnyMatch, GameEntry, LegalEntry};
pub use bot::RandomBot;
pub use decision::{Decision, DecisionKind};
pub use error::RuleError;
pub use game::{transact, ActionInfo, Event, Game, Outcome, Rollouts, Seat, SeatSummary};
pub use matches::{LogLine, Match};
pub use rng::Rng;
pub use save::{Save, SAVE_FORMAT_VERSION};
pub use shared_list::SharedList;
pub use simulate::{simulate, SimReport};
