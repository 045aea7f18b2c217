//! The game-independent engine: everything a game gets by implementing [`Game`].

pub mod ai;
mod any_match;
mod book;
mod bot;
pub mod card_data;
mod contract;
mod decision;
pub mod deck_code;
pub mod effects;
mod error;
mod log_line;
mod matches;
pub mod order;
pub mod packed;
pub mod packing;
pub mod pool_bytes;
mod rng;
mod save;
mod shared_list;
mod simulate;
pub mod static_words;
mod types;

pub use any_match::{entry, AnyMatch, GameEntry, LegalEntry};
pub use book::Book;
pub use bot::{random_game, RandomBot};
pub use contract::{Cards, Describe, Determinize, Game, Hints, Observe, Play, Rollouts, Rules, Term};
pub use decision::{Decision, DecisionKind};
pub use error::{to_json, RuleError, RuleId};
pub use matches::{LogLine, Match};
pub use rng::Rng;
pub use save::{Save, SAVE_FORMAT_VERSION};
pub use shared_list::SharedList;
pub use simulate::{simulate, SimReport};
pub use types::{seat_name, ActionInfo, Event, Outcome, Seat, SeatSummary};

/// The traits a caller needs in scope to use a concrete game: `use engine::prelude::*`.
pub mod prelude {
    pub use super::{Cards, Describe, Determinize, Game, Hints, Observe, Play, Rules};
}
