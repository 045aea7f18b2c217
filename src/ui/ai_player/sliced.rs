//! The search of `engine::ai` run in the page, in slices of at most [`SLICE_MS`], each
//! one a separate task, so the page repaints, scrolls and answers clicks between them.
//! The whole-app builds use it (`scripts/dev.sh`, the browser tests); a deployed game's
//! page runs the same search in a Web Worker instead (`super::worker_client`). The
//! result depends only on the total number of iterations, never on how the work was
//! sliced, unless the level's time cap ([`Level::time_cap_ms`], wall clock from the
//! first slice) ends the computer's move sooner on a slow device (the Hint has none).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::Callback;

use crate::engine::ai::{config_for, Level, Search, Suggestion};
use crate::engine::prelude::*;
use crate::engine::RandomBot;

/// Longest stretch of searching before yielding to the page, in ms. Well under the
/// 50 ms long-task limit, leaving room for one iteration past the mark.
pub const SLICE_MS: f64 = 20.0;

/// Iterations between two looks at the clock.
const CHUNK: u32 = 8;

/// A search under way; dropping it cancels it.
pub struct Thinking {
    timer: Rc<RefCell<Option<Timeout>>>,
}

impl Drop for Thinking {
    fn drop(&mut self) {
        self.timer.borrow_mut().take();
    }
}

/// Reads the result of a finished search.
type Finish<G, T> = Rc<dyn Fn(&Search<G>) -> T>;

fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Runs `search` in slices; when its budget is spent, `finish` reads the result and
/// `on_done` receives it (never called if the returned [`Thinking`] is dropped first).
fn run_sliced<G: Game, T: 'static>(
    search: Search<G>,
    cap_ms: f64,
    finish: impl Fn(&Search<G>) -> T + 'static,
    on_done: Callback<T>,
) -> Thinking {
    let timer: Rc<RefCell<Option<Timeout>>> = Rc::new(RefCell::new(None));
    let state = Rc::new(RefCell::new(search));
    let finish: Finish<G, T> = Rc::new(finish);
    let deadline = now_ms() + cap_ms;
    schedule(timer.clone(), state, deadline, finish, on_done);
    Thinking { timer }
}

fn schedule<G: Game, T: 'static>(
    timer: Rc<RefCell<Option<Timeout>>>,
    state: Rc<RefCell<Search<G>>>,
    deadline: f64,
    finish: Finish<G, T>,
    on_done: Callback<T>,
) {
    let slot = timer.clone();
    let next = Timeout::new(0, move || {
        let start = now_ms();
        let done = {
            let mut s = state.borrow_mut();
            loop {
                if s.run_until(CHUNK, &now_ms, deadline) {
                    break true;
                }
                if now_ms() - start >= SLICE_MS {
                    break false;
                }
            }
        };
        if done {
            slot.borrow_mut().take();
            let out = finish(&state.borrow());
            on_done.emit(out);
        } else {
            schedule(slot, state, deadline, finish, on_done);
        }
    });
    *timer.borrow_mut() = Some(next);
}

/// Chooses the action of the seat to act at `level`. `on_done` gets `None` only when
/// nothing is to be chosen. The random level answers at once.
pub fn think<G: Game>(game: &G, level: Level, seed: u64, on_done: Callback<Option<G::Action>>) -> Option<Thinking> {
    let Some(config) = config_for::<G>(level) else {
        on_done.emit(RandomBot::new(seed).choose(game));
        return None;
    };
    match Search::new(game, config, seed) {
        Some(search) => Some(run_sliced(search, level.time_cap_ms(), |s: &Search<G>| s.best(), on_done)),
        None => {
            on_done.emit(None);
            None
        }
    }
}

/// The Hint: the top `k` moves for the seat to act, searched at `level` (Normal when
/// `level` is Random), best first. Like the worker's Hint it searches its whole budget
/// with no time cap: a hint is never shown from fewer tries than its level's search
/// makes (issue 34 point 6), and on a loaded or slow device the page shows the same
/// moves as anywhere else, only later.
pub fn hint<G: Game>(
    game: &G,
    level: Level,
    seed: u64,
    k: usize,
    on_done: Callback<Vec<Suggestion<G::Action>>>,
) -> Option<Thinking> {
    let level = if level == Level::Random { Level::Normal } else { level };
    let config = config_for::<G>(level)?;
    match Search::new(game, config, seed) {
        Some(search) => Some(run_sliced(search, f64::INFINITY, move |s: &Search<G>| s.suggestions(k), on_done)),
        None => {
            on_done.emit(Vec::new());
            None
        }
    }
}
