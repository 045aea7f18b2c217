//! The games. Each is a [`crate::engine::Game`] in its own module and never imports
//! the web. [`for_each_game!`](crate::for_each_game) is the registry: the one place
//! that lists them, read by the catalog, the lobby and its routes, the benches, the
//! determinism test and the conformance suite.

/// The registry. Each line names a game's module (its rules in `src/games/<module>/`,
/// its table in `src/ui/<module>/`, its stylesheet `styles/<module>.css`, its recorded
/// fingerprint `src/games/<module>/fingerprint.txt`), its [`crate::engine::Game`] type,
/// and its id (`Rules::ID`, the name of its per-game build and of its `tables` cfg).
/// Calls `$m!(module, Type, "id")` once per game, in lobby order. Adding a game is one
/// line here (see docs/adding-a-game.md).
#[macro_export]
macro_rules! for_each_game {
    ($m:ident) => {
        $m!(lorcana, Lorcana, "lorcana");
        $m!(tash_kalar, TashKalar, "tash-kalar");
        $m!(nexus, Nexus, "nexus");
        $m!(aeons_end, AeonsEnd, "aeons-end");
        $m!(altered, Altered, "altered");
    };
}

macro_rules! declare_module {
    ($module:ident, $ty:ident, $id:literal) => {
        pub mod $module;
    };
}
for_each_game!(declare_module);

use crate::engine::{entry, GameEntry};

/// Every game, in lobby order.
pub fn catalog() -> Vec<GameEntry> {
    let mut games = Vec::new();
    macro_rules! add {
        ($module:ident, $ty:ident, $id:literal) => {
            games.push(entry::<$module::$ty>());
        };
    }
    for_each_game!(add);
    games
}

/// The catalog entry with that protocol id.
pub fn find(id: &str) -> Option<GameEntry> {
    catalog().into_iter().find(|g| g.id == id)
}
