//! Turnkeeper: tabletop card and board games in the browser, every rule enforced.
//!
//! - [`engine`]: what every game shares: the [`engine::Game`] contract, rule errors,
//!   the seeded generator, matches (log, undo, replay, save), bots and simulation.
//! - [`games`]: one module per game, each a [`engine::Game`]; none imports the web.
//! - [`cli`]: the native `protocol` and `simulate` commands.
//! - `ui` (feature `web`): the Yew single-page app.

pub mod cli;
pub mod online;
/// The rules live in their own crate, `turnkeeper-rules` (src/rules.rs), re-exported here.
pub use turnkeeper_rules::{engine, for_each_game, games, log_line, push_event};

#[cfg(feature = "web")]
pub mod ui;
