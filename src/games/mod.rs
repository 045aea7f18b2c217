//! The games. Each is a [`crate::engine::Game`] in its own module and never imports
//! the web; this catalog is the one place that lists them.

pub mod lorcana;
pub mod nexus;
pub mod tash_kalar;

use crate::engine::{entry, GameEntry};

/// Every playable game, in lobby order.
pub fn catalog() -> Vec<GameEntry> {
    vec![entry::<lorcana::Lorcana>(), entry::<tash_kalar::TashKalar>(), entry::<nexus::Nexus>()]
}

/// The catalog entry with that protocol id.
pub fn find(id: &str) -> Option<GameEntry> {
    catalog().into_iter().find(|g| g.id == id)
}
