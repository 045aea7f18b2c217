//! The match in progress is kept in the browser's local storage (from an effect, never
//! inside `reduce`), so a reload resumes it.

use gloo::storage::{LocalStorage, Storage};

use super::session::StartConfig;

fn key(game: &str) -> String {
    format!("turnkeeper/{game}/current")
}

/// The stored match of that game, if one is there and readable.
pub fn load(game: &str) -> Option<StartConfig> {
    LocalStorage::get::<StartConfig>(key(game)).ok().filter(|c| c.game == game)
}

/// Stores a match; a full or missing storage only loses the autosave.
pub fn store(config: &StartConfig) {
    let _ = LocalStorage::set(key(&config.game), config);
}

/// Forgets the stored match of that game.
pub fn clear(game: &str) {
    LocalStorage::delete(key(game));
}
