//! What a remote seat's page keeps in its browser between reloads (`online::joiner::
//! Kept`: its random part, the host's commitment and the hash of every table shown),
//! per game, room and seat. A page that reloads mid-game gets its table back from the
//! host and the end's check still covers everything it was shown before.

use crate::engine::Seat;
use crate::online::joiner::Kept;

fn key(game: &str, room: &str, seat: Seat) -> String {
    format!("turnkeeper/{game}/join/{room}/{seat}")
}

/// What this seat's page kept, if anything readable.
pub fn load(game: &str, room: &str, seat: Seat) -> Option<Kept> {
    crate::ui::storage::get::<Kept>(&key(game, room, seat))
}

/// Keeps it; a full or missing storage only loses it (the check then covers the
/// tables shown since, and says which it could not).
pub fn store(game: &str, room: &str, seat: Seat, kept: &Kept) {
    if let Err(e) = crate::ui::storage::set(&key(game, room, seat), kept) {
        web_sys::console::warn_1(&format!("this seat's check could not be kept in the browser: {e}").into());
    }
}
