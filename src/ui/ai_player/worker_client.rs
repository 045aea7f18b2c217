//! The page's side of the search workers: a deployed game's page (cfg `search_worker`)
//! never searches on its own thread. It sends the match's link code to module Web
//! Workers beside the page (`worker/main.js`, scripts/build.sh builds it from
//! src/worker.rs) and takes the answers back as text ([`super::wire`]).
//!
//! Hard uses every core of the device (issue 33 point 3): its move is searched by as
//! many workers as the device has cores (at most [`MAX_WORKERS`]), each from its own
//! seed under the level's time cap, and their root results are merged
//! (`engine::ai::merged_choice`, root-parallel search), so a 4-core phone makes about
//! four times the tries of one worker in the same time. The other levels and the Hint
//! ask one worker. Workers start at their first request; a request given up before its
//! answer (the game moved on) ends the workers unless another request waits on them.
//!
//! Each answer taken adds one to the page's `data-search-answers` (on `<html>`), and
//! `data-search-workers` says how many workers run: what tests/worker/check.mjs reads to
//! see that the computer's moves came from the workers, and Hard's from that many.
//! Each root-parallel move adds its workers' tries to `data-search-iterations` and its
//! time, from the request to the last answer, to `data-search-ms`: the page's
//! iterations per second, which the same check prints for 1, 2 and 4 workers.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::Callback;

use super::wire::{Answer, Request};
use super::{Failure, HintPick};
use crate::engine::ai::{merged_choice, Level, RootVotes};
use crate::engine::prelude::*;
use crate::engine::{Match, RandomBot};
use crate::ui::common::share;
use crate::ui::game_ui::GameUi;

/// The worker's script, relative to the page.
const SCRIPT: &str = "worker/main.js";

/// Most workers one move is searched by.
pub const MAX_WORKERS: u32 = 8;

/// A number of workers kept in the browser (`localStorage`) overrides the device's cores:
/// how the page's iterations per second are measured with 1, 2 and 4 workers.
const WORKERS_KEY: &str = "turnkeeper/search-workers";

/// A request sent, by its number, and what takes its answer.
type Waiting = Vec<(u32, Box<dyn FnOnce(Answer)>)>;

/// A worker, with the handlers that live as long as it does.
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

thread_local! {
    /// The workers, by slot (the first serves every request that needs only one).
    static WORKERS: RefCell<Vec<Option<Running>>> = const { RefCell::new(Vec::new()) };
    static WAITING: RefCell<Waiting> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u32> = const { Cell::new(0) };
}

/// Requests awaiting their answers; dropped before them, they are forgotten, and their
/// searches ended with the workers unless another request waits on them.
pub struct Pending {
    ids: Vec<u32>,
}

impl Drop for Pending {
    fn drop(&mut self) {
        // Given up while still waiting: forget them, and end their searches with the
        // workers unless another request waits there. Answered requests leave them be.
        let (unanswered, others) = WAITING.with(|w| {
            let mut w = w.borrow_mut();
            let before = w.len();
            w.retain(|(id, _)| !self.ids.contains(id));
            (w.len() < before, !w.is_empty())
        });
        if unanswered && !others {
            stop_workers();
        }
    }
}

fn stop_workers() {
    let all = WORKERS.with(|slots| std::mem::take(&mut *slots.borrow_mut()));
    for r in all.into_iter().flatten() {
        r.worker.set_onmessage(None);
        r.worker.set_onerror(None);
        r.worker.terminate();
    }
    show_running();
}

/// Writes how many workers run now on the page's `<html>` (`data-search-workers`).
fn show_running() {
    let n = WORKERS.with(|s| s.borrow().iter().flatten().count());
    if let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        html.set_attribute("data-search-workers", &n.to_string()).ok();
    }
}

/// Hands `answer` to the request `id` waits on (none: it was given up).
fn deliver(id: u32, answer: Answer) {
    let taker = WAITING.with(|w| {
        let mut w = w.borrow_mut();
        let at = w.iter().position(|(i, _)| *i == id)?;
        Some(w.remove(at).1)
    });
    if let Some(take) = taker {
        take(answer);
    }
}

/// A worker stopped: every request waiting fails.
fn fail_all(why: &str) {
    stop_workers();
    let all = WAITING.with(|w| std::mem::take(&mut *w.borrow_mut()));
    for (_, take) in all {
        take(Answer::Failed(why.into()));
    }
}

/// The worker of `slot`, started if it is not running.
fn worker(slot: usize) -> Result<Worker, JsValue> {
    let running = WORKERS.with(|s| s.borrow().get(slot).and_then(|r| r.as_ref().map(|r| r.worker.clone())));
    if let Some(w) = running {
        return Ok(w);
    }
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options)?;
    // An answer is `<request number> <answer>`.
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        let (id, answer) = text.split_once(' ').unwrap_or(("", ""));
        count_answer();
        if let Ok(id) = id.parse() {
            deliver(id, Answer::read(answer));
        }
    });
    let on_error = Closure::<dyn FnMut(Event)>::new(|_: Event| fail_all("the search worker stopped"));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let w = worker.clone();
    WORKERS.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() <= slot {
            s.resize_with(slot + 1, || None);
        }
        s[slot] = Some(Running { worker, _on_message: on_message, _on_error: on_error });
    });
    show_running();
    Ok(w)
}

/// How many workers search a Hard move: the device's cores (or the number kept under
/// [`WORKERS_KEY`]), from 1 to [`MAX_WORKERS`].
pub fn hard_workers() -> u32 {
    let Some(window) = web_sys::window() else { return 1 };
    let stored = window.local_storage().ok().flatten().and_then(|s| s.get_item(WORKERS_KEY).ok().flatten());
    let kept = stored.and_then(|v| v.trim().parse::<u32>().ok());
    let cores = window.navigator().hardware_concurrency();
    let n = kept.unwrap_or(if cores.is_finite() && cores >= 1.0 { cores as u32 } else { 1 });
    n.clamp(1, MAX_WORKERS)
}

/// Counts one answer on the page (`data-search-answers`).
fn count_answer() {
    let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    let n = html.get_attribute("data-search-answers").and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
    html.set_attribute("data-search-answers", &(n + 1).to_string()).ok();
}

/// Sends `message` to the worker of `slot` as the next request number `id`
/// (`<id> <message>`); `on_answer` gets its answer, once, unless the request is given up
/// first (its [`Pending`] dropped). Returns `id`.
fn ask(slot: usize, message: String, on_answer: impl FnOnce(Answer) + 'static) -> u32 {
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    WAITING.with(|w| w.borrow_mut().push((id, Box::new(on_answer))));
    let sent = worker(slot).and_then(|w| w.post_message(&JsValue::from_str(&format!("{id} {message}"))));
    if let Err(e) = sent {
        fail_all(&format!("the search worker did not start ({e:?})"));
    }
    id
}

/// The match as its link code, which the workers replay; a match that cannot be written
/// as one fails the request at once (`on_done` gets why).
fn link_code<G: Game, T>(m: &Match<G>, on_done: &Callback<Result<T, Failure>>) -> Option<String> {
    share::encode(m).map_err(|e| on_done.emit(Err(e.message))).ok()
}

/// Asks the worker `request` about `m`; `read` turns its answer into the result, with
/// the legal list the answer's move numbers index. A match that cannot be written as a
/// code fails at once.
fn request<G: Game, T: 'static>(
    m: &Match<G>,
    request: impl FnOnce(String) -> Request,
    on_done: Callback<Result<T, Failure>>,
    read: impl FnOnce(Answer, &[G::Action]) -> Result<T, Failure> + 'static,
) -> Option<Pending> {
    let code = link_code(m, &on_done)?;
    let text = format!("{} {}", G::ID, request(code).text());
    let legal = m.state().legal_actions();
    Some(Pending { ids: vec![ask(0, text, move |a| on_done.emit(read(a, &legal)))] })
}

pub fn think<G: GameUi>(
    m: &Match<G>,
    level: Level,
    seed: u64,
    on_done: Callback<Result<Option<G::Action>, Failure>>,
) -> Option<Pending> {
    if level == Level::Random {
        on_done.emit(Ok(RandomBot::new(seed).choose(m.state())));
        return None;
    }
    if level == Level::Hard {
        return think_parallel(m, level, seed, hard_workers().min(G::HARD_WORKERS).max(1), on_done);
    }
    request(
        m,
        |code| Request::Think { level, seed, code },
        on_done,
        |a, legal| match a {
            Answer::Move(None) => Ok(None),
            Answer::Move(Some(i)) => legal.get(i).cloned().map(Some).ok_or_else(|| "no such move".into()),
            Answer::Failed(why) => Err(why),
            Answer::Hint(_) | Answer::Votes(_) => Err("the worker answered another question".into()),
        },
    )
}

pub fn hint<G: GameUi>(
    m: &Match<G>,
    seed: u64,
    on_done: Callback<Result<Vec<HintPick<G::Action>>, Failure>>,
) -> Option<Pending> {
    request(
        m,
        |code| Request::Hint { seed, code },
        on_done,
        |a, legal| match a {
            Answer::Hint(lines) => lines
                .into_iter()
                .map(|(i, line)| {
                    legal.get(i).map(|a| HintPick { action: a.clone(), line }).ok_or("no such move".into())
                })
                .collect(),
            Answer::Failed(why) => Err(why),
            Answer::Move(_) | Answer::Votes(_) => Err("the worker answered another question".into()),
        },
    )
}

/// The answers of a root-parallel move gathered so far, one place per worker.
struct Gathered {
    parts: Vec<Option<RootVotes>>,
    /// Set once the move is answered (or failed): later answers are ignored.
    done: bool,
    started_ms: f64,
}

/// A Hard move searched by `workers` workers side by side (one worker chooses exactly
/// as [`Request::Think`] would), search `k` on worker `k`
/// ([`Request::Votes`]); the merged choice once every worker has answered.
fn think_parallel<G: GameUi>(
    m: &Match<G>,
    level: Level,
    seed: u64,
    workers: u32,
    on_done: Callback<Result<Option<G::Action>, Failure>>,
) -> Option<Pending> {
    let code = link_code(m, &on_done)?;
    let legal = Rc::new(m.state().legal_actions());
    let gathered = Rc::new(RefCell::new(Gathered {
        parts: vec![None; workers as usize],
        done: false,
        started_ms: js_sys::Date::now(),
    }));
    let mut ids = Vec::new();
    for k in 0..workers {
        let text = format!("{} {}", G::ID, Request::Votes { level, seed, k, code: code.clone() }.text());
        let (gathered, legal, on_done) = (gathered.clone(), legal.clone(), on_done.clone());
        ids.push(ask(k as usize, text, move |answer| take_part(k as usize, answer, &gathered, &legal, &on_done)));
    }
    Some(Pending { ids })
}

/// Takes worker `k`'s answer; the last one merges them all and answers the move.
fn take_part<A: Clone>(
    k: usize,
    answer: Answer,
    gathered: &RefCell<Gathered>,
    legal: &[A],
    on_done: &Callback<Result<Option<A>, Failure>>,
) {
    let mut g = gathered.borrow_mut();
    if g.done {
        return;
    }
    let finish = |g: &mut Gathered, result| {
        g.done = true;
        on_done.emit(result);
    };
    match answer {
        Answer::Votes(Some(votes)) => g.parts[k] = Some(votes),
        Answer::Votes(None) | Answer::Move(None) => return finish(&mut g, Ok(None)),
        Answer::Failed(why) => return finish(&mut g, Err(why)),
        Answer::Move(Some(_)) | Answer::Hint(_) => {
            return finish(&mut g, Err("the worker answered another question".into()))
        }
    }
    if g.parts.iter().any(Option::is_none) {
        return;
    }
    let parts: Vec<RootVotes> = g.parts.iter().flatten().cloned().collect();
    let ms = (js_sys::Date::now() - g.started_ms).max(0.0).round() as u64;
    add_measure(parts.iter().map(|p| u64::from(p.iterations)).sum(), ms);
    let chosen = merged_choice(&parts).and_then(|i| legal.get(i).cloned());
    let result = chosen.map(Some).ok_or_else(|| "the workers' answers did not agree on the position".into());
    finish(&mut g, result);
}

/// Adds one Hard move's tries and time (whole ms) to the page's
/// `data-search-iterations` and `data-search-ms`.
fn add_measure(iterations: u64, ms: u64) {
    let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    for (name, add) in [("data-search-iterations", iterations), ("data-search-ms", ms)] {
        let now = html.get_attribute(name).and_then(|n| n.parse::<u64>().ok()).unwrap_or(0);
        html.set_attribute(name, &(now + add).to_string()).ok();
    }
}
