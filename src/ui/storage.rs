//! The match in progress is kept in the browser's local storage (from an effect, never
//! inside `reduce`), so a reload resumes it.

use gloo::storage::{LocalStorage, Storage};

use super::session::StartConfig;
use crate::engine::RuleError;

fn key(game: &str) -> String {
    format!("turnkeeper/{game}/current")
}

/// The stored match of that game, if one is there and readable.
pub fn load(game: &str) -> Option<StartConfig> {
    LocalStorage::get::<StartConfig>(key(game)).ok().filter(|c| c.game == game)
}

/// Stores a match. A full or missing storage is an error the page shows (the game plays
/// on; only the copy in the browser is missing).
pub fn store(config: &StartConfig) -> Result<(), RuleError> {
    LocalStorage::set(key(&config.game), config).map_err(|e| {
        RuleError::save(format!("this game could not be kept in the browser ({e}): copy a save to keep it"))
    })
}

/// Forgets the stored match of that game.
pub fn clear(game: &str) {
    LocalStorage::delete(key(game));
}

const LEVEL_KEY: &str = "turnkeeper/computer-level";

/// The computer level last chosen on a new-game page (Normal the first time).
pub fn last_level() -> crate::engine::ai::Level {
    LocalStorage::get::<crate::engine::ai::Level>(LEVEL_KEY).unwrap_or(crate::engine::ai::Level::Normal)
}

/// Remembers the computer level for the next new-game page.
pub fn remember_level(level: crate::engine::ai::Level) {
    let _ = LocalStorage::set(LEVEL_KEY, level);
}

fn setting_key(name: &str) -> String {
    format!("turnkeeper/net/{name}")
}

/// A setting of online play chosen on the page (`signalling`, `ice`), if one is stored.
pub fn load_setting(name: &str) -> Option<String> {
    LocalStorage::get::<String>(setting_key(name)).ok()
}

/// Remembers a setting of online play; a full or missing storage only forgets it.
pub fn store_setting(name: &str, value: &str) {
    let _ = LocalStorage::set(setting_key(name), value);
}

/// Forgets a setting of online play: the build's default applies again.
pub fn forget_setting(name: &str) {
    LocalStorage::delete(setting_key(name));
}
