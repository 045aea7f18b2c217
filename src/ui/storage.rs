//! The match in progress is kept in the browser's local storage (from an effect, never
//! inside `reduce`), so a reload resumes it; so are the page's settings.
//!
//! Every stored value is read and written through `serde_json::Value` ([`get`], [`set`]),
//! as the wire and the saves are: a type read from text directly would carry a second
//! copy of its reader (one per kind of input) in the page's wasm, kilobytes for a
//! game's actions and saves.

use gloo::storage::{LocalStorage, Storage};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::session::StartConfig;
use crate::engine::RuleError;

/// JSON text read as `T` through `Value`, or what is wrong with it.
pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str::<Value>(text).and_then(serde_json::from_value).map_err(|e| e.to_string())
}

/// `T` written as JSON text through `Value` (by [`crate::online::json::text`], which has no
/// float formatter).
pub fn write<T: Serialize + ?Sized>(value: &T) -> String {
    crate::online::json::text(&serde_json::to_value(value).unwrap_or(Value::Null))
}

/// The value stored under `key`, if one is there and readable as `T`.
pub fn get<T: DeserializeOwned>(key: &str) -> Option<T> {
    read(&LocalStorage::raw().get_item(key).ok()??).ok()
}

/// Stores `value` under `key`, or says why the browser refused.
pub fn set<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    LocalStorage::raw().set_item(key, &write(value)).map_err(|_| "the browser's storage is full or off".to_string())
}

fn key(game: &str) -> String {
    format!("turnkeeper/{game}/current")
}

/// The stored match of that game, if one is there and readable.
pub fn load(game: &str) -> Option<StartConfig> {
    get::<StartConfig>(&key(game)).filter(|c| c.game == game)
}

/// Stores a match. A full or missing storage is an error the page shows (the game plays
/// on; only the copy in the browser is missing).
pub fn store(config: &StartConfig) -> Result<(), RuleError> {
    set(&key(&config.game), config).map_err(|e| {
        RuleError::save(format!("this game could not be kept in the browser ({e}): copy a save to keep it"))
    })
}

/// Forgets the stored match of that game.
pub fn clear(game: &str) {
    LocalStorage::delete(key(game));
}

/// Where a game's campaign (Aeon's End's expedition) keeps its progress in words: its
/// page writes it, the lobby (whose build has no rules to read the campaign) shows it.
pub fn campaign_progress_key(game: &str) -> String {
    format!("turnkeeper/{game}/campaign")
}

const LEVEL_KEY: &str = "turnkeeper/computer-level";

/// The computer level last chosen on a new-game page (Normal the first time).
pub fn last_level() -> crate::engine::ai::Level {
    get::<crate::engine::ai::Level>(LEVEL_KEY).unwrap_or(crate::engine::ai::Level::Normal)
}

/// Remembers the computer level for the next new-game page.
pub fn remember_level(level: crate::engine::ai::Level) {
    let _ = set(LEVEL_KEY, &level);
}

fn setting_key(name: &str) -> String {
    format!("turnkeeper/net/{name}")
}

/// A setting of online play chosen on the page (`signalling`, `ice`), if one is stored.
pub fn load_setting(name: &str) -> Option<String> {
    get::<String>(&setting_key(name))
}

/// Remembers a setting of online play; a full or missing storage only forgets it.
pub fn store_setting(name: &str, value: &str) {
    let _ = set(&setting_key(name), &value);
}

/// Forgets a setting of online play: the build's default applies again.
pub fn forget_setting(name: &str) {
    LocalStorage::delete(setting_key(name));
}
