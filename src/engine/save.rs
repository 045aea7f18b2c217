use serde::{Deserialize, Serialize};

/// The version written into every save; a save of any other version is refused.
pub const SAVE_FORMAT_VERSION: u32 = 1;

/// A saved match: the game is rebuilt by replaying `log` from `options` and `seed`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save {
    pub format_version: u32,
    pub game: String,
    pub options: serde_json::Value,
    pub seed: u64,
    pub log: Vec<serde_json::Value>,
}
