//! What a remote seat's page keeps in its browser between reloads (`online::joiner::
//! Kept`: its random part, the host's commitment and the hash of every table shown),
//! per game, room and seat. A page that reloads mid-game gets its table back from the
//! host and the end's check still covers everything it was shown before. And the name
//! of its device, which its hello carries (one device holds a seat).

use crate::engine::Seat;
use crate::online::joiner::Kept;

fn key(game: &str, room: &str, seat: Seat) -> String {
    format!("turnkeeper/{game}/join/{room}/{seat}")
}

/// What this seat's page kept, if anything readable.
pub fn load(game: &str, room: &str, seat: Seat) -> Option<Kept> {
    crate::ui::storage::get::<Kept>(&key(game, room, seat))
}

/// This tab's device name: random, kept in the tab's session storage, so a reload
/// is the same device (the host gives it its seat back at once) and another tab or
/// browser is another (told the seat is taken). Empty if the browser keeps nothing.
pub fn device() -> Option<String> {
    use gloo::storage::{SessionStorage, Storage};
    const KEY: &str = "turnkeeper/device";
    let store = SessionStorage::raw();
    if let Some(d) = store.get_item(KEY).ok().flatten().filter(|d| crate::online::wire::is_device(d)) {
        return Some(d);
    }
    // Its own random bytes: nothing of the page's part of the seed leaves before the end.
    let fresh = crate::online::fairness::to_hex(&super::config::random_bytes().ok()?)[..24].to_string();
    store.set_item(KEY, &fresh).ok().map(|()| fresh)
}

/// Keeps it; a full or missing storage only loses it (the check then covers the
/// tables shown since, and says which it could not).
pub fn store(game: &str, room: &str, seat: Seat, kept: &Kept) {
    if let Err(e) = crate::ui::storage::set(&key(game, room, seat), kept) {
        web_sys::console::warn_1(&format!("this seat's check could not be kept in the browser: {e}").into());
    }
}
