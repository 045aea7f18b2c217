//! The search worker: the computer's and the Hint's search, run in a Web Worker beside a
//! deployed game's page so the page's thread never searches (src/ui/ai_player). Built by
//! scripts/build.sh for one game (`TURNKEEPER_TABLES`) into the build's `worker/`
//! folder; `worker/main.js` (src/ui/ai_player/worker.js) starts it and passes each
//! message to [`answer`].

use wasm_bindgen::prelude::*;

/// Answers one message of the page, `<request number> <game id> <request>`, with
/// `<request number> <answer>` (src/ui/ai_player/wire.rs).
#[wasm_bindgen]
pub fn answer(message: &str) -> String {
    let (id, rest) = message.split_once(' ').unwrap_or(("", message));
    let out = match turnkeeper::ui::ai_player::worker_side::load_pools() {
        Ok(()) => turnkeeper::ui::ai_player::worker_side::answer(rest, &js_sys::Date::now),
        Err(why) => format!("e {why}"),
    };
    format!("{id} {out}")
}

fn main() {}
