//! The search worker's side (the `turnkeeper-worker` binary, src/worker.rs, runs it in a
//! Web Worker of a deployed game's page): a request in, an answer out, as text
//! ([`super::wire`]). The match is replayed from its link code, then searched to the end
//! of its budget in one go (the worker has no page to keep responsive), under the same
//! time cap as in the page.

use super::hint_picks;
use super::wire::{Answer, Request};
use crate::engine::ai::{config_for, search_votes, Search};
use crate::ui::common::share;
use crate::ui::game_ui::GameUi;

/// Answers one message of the page, `<game id> <request>` (the request as
/// [`super::wire`] writes it), with the level's time cap measured by `clock` (ms).
pub fn answer(message: &str, clock: &dyn Fn() -> f64) -> String {
    let (id, request) = message.split_once(' ').unwrap_or((message, ""));
    let Some(request) = Request::read(request) else {
        return Answer::Failed("the page's request could not be read".into()).text();
    };
    let mut out = None;
    macro_rules! pick {
        ($module:ident, $ty:ident, $gid:literal) => {
            #[cfg(any(tables = "all", tables = $gid))]
            if out.is_none() && id == $gid {
                out = Some(answer_for::<crate::games::$module::$ty>(&request, clock));
            }
        };
    }
    crate::for_each_game!(pick);
    out.unwrap_or_else(|| Answer::Failed(format!("this worker does not search {id}"))).text()
}

/// Answers `request` for game `G`, the computer's move under its level's time cap
/// ([`crate::engine::ai::Level::time_cap_ms`], by `clock`), the Hint with none.
pub fn answer_for<G: GameUi>(request: &Request, clock: &dyn Fn() -> f64) -> Answer {
    let (level, seed, code) = match request {
        Request::Think { level, seed, code } | Request::Votes { level, seed, code, .. } => (*level, *seed, code),
        Request::Hint { seed, code } => (G::HINT_LEVEL, *seed, code),
    };
    let m = match share::decode::<G>(code) {
        Ok(m) => m,
        Err(e) => return Answer::Failed(e.message),
    };
    let game = m.state();
    let legal = game.legal_actions();
    let place = |a: &G::Action| legal.iter().position(|l| l == a);
    let Some(config) = config_for::<G>(level) else {
        return Answer::Failed("the random player needs no search".into());
    };
    if let Request::Votes { k, .. } = request {
        // One worker's share of a root-parallel move, under the level's time cap.
        let deadline = clock() + level.time_cap_ms();
        return Answer::Votes(search_votes(game, config, seed, *k, clock, deadline));
    }
    let Some(mut search) = Search::new(game, config, seed) else {
        return match request {
            Request::Think { .. } | Request::Votes { .. } => Answer::Move(None),
            Request::Hint { .. } => Answer::Hint(Vec::new()),
        };
    };
    // The Hint searches its whole budget: in the worker it keeps no page waiting, and a
    // hint is never shown from fewer tries than its level's search makes (issue 34
    // point 6). The computer's move keeps its level's time cap.
    let cap = match request {
        Request::Think { .. } | Request::Votes { .. } => level.time_cap_ms(),
        Request::Hint { .. } => f64::INFINITY,
    };
    let deadline = clock() + cap;
    while !search.run_until(u32::MAX, clock, deadline) {}
    match request {
        Request::Think { .. } | Request::Votes { .. } => Answer::Move(search.best().as_ref().and_then(place)),
        Request::Hint { .. } => {
            let picks = hint_picks(game, &search.suggestions(usize::MAX), seed);
            Answer::Hint(picks.into_iter().filter_map(|p| Some((place(&p.action)?, p.line))).collect())
        }
    }
}

/// Loads the card pools this build fetches rather than carries (`ui::pools`, where the
/// page does the same), once, before the first search: a synchronous request, which a
/// worker may make. The files sit beside the page, one folder up from the worker's.
pub fn load_pools() -> Result<(), String> {
    #[cfg(target_arch = "wasm32")]
    {
        use std::sync::atomic::{AtomicBool, Ordering};
        static LOADED: AtomicBool = AtomicBool::new(false);
        if !LOADED.load(Ordering::Relaxed) {
            for pool in crate::ui::pools::fetched() {
                let url = pool.url;
                let bytes = fetch_now(&format!("../{url}")).ok_or_else(|| format!("{url} could not be fetched"))?;
                (pool.provide)(bytes)?;
            }
            LOADED.store(true, Ordering::Relaxed);
        }
    }
    Ok(())
}

/// `url`'s bytes, fetched synchronously (in a worker only).
#[cfg(target_arch = "wasm32")]
fn fetch_now(url: &str) -> Option<Vec<u8>> {
    use wasm_bindgen::JsCast;
    let xhr = web_sys::XmlHttpRequest::new().ok()?;
    xhr.open_with_async("GET", url, false).ok()?;
    xhr.set_response_type(web_sys::XmlHttpRequestResponseType::Arraybuffer);
    xhr.send().ok()?;
    let ok = xhr.status().is_ok_and(|s| s == 200 || s == 0);
    let r = xhr.response().ok().filter(|r| ok && r.is_instance_of::<js_sys::ArrayBuffer>())?;
    Some(js_sys::Uint8Array::new(&r).to_vec())
}
