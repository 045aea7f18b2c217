//! The page's side of the search worker: a deployed game's page (cfg `search_worker`)
//! never searches on its own thread. It sends the match's link code to a module Web
//! Worker beside the page (`worker/main.js`, scripts/build.sh builds it from
//! src/worker.rs) and takes the answer back as text ([`super::wire`]). One worker
//! serves the page, started at its first request; a request given up before its answer
//! (the game moved on) ends that worker, and the next request starts a new one.
//!
//! Each answer taken adds one to the page's `data-search-answers` (on `<html>`): what
//! tests/worker/check.mjs reads to see that the computer's moves came from the worker.

use std::cell::{Cell, RefCell};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};
use yew::Callback;

use super::wire::{Answer, Request};
use super::{Failure, HintPick};
use crate::engine::ai::Level;
use crate::engine::prelude::*;
use crate::engine::{Match, RandomBot};
use crate::ui::common::share;
use crate::ui::game_ui::GameUi;

/// The worker's script, relative to the page.
const SCRIPT: &str = "worker/main.js";

/// A request sent, by its number, and what takes its answer.
type Waiting = Vec<(u32, Box<dyn FnOnce(Answer)>)>;

/// The worker, with the handlers that live as long as it does.
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

thread_local! {
    static WORKER: RefCell<Option<Running>> = const { RefCell::new(None) };
    static WAITING: RefCell<Waiting> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u32> = const { Cell::new(0) };
}

/// A request awaiting its answer; dropped before it, it is forgotten, and its search
/// ended with the worker unless another request waits on that worker.
pub struct Pending {
    id: u32,
}

impl Drop for Pending {
    fn drop(&mut self) {
        // Given up while still waiting: forget it, and end its search with the worker
        // unless another request waits there. An answered request leaves the worker be.
        let (unanswered, others) = WAITING.with(|w| {
            let mut w = w.borrow_mut();
            let before = w.len();
            w.retain(|(id, _)| *id != self.id);
            (w.len() < before, !w.is_empty())
        });
        if unanswered && !others {
            stop_worker();
        }
    }
}

fn stop_worker() {
    if let Some(r) = WORKER.with(|slot| slot.borrow_mut().take()) {
        r.worker.set_onmessage(None);
        r.worker.set_onerror(None);
        r.worker.terminate();
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

/// The worker stopped: every request waiting on it fails.
fn fail_all(why: &str) {
    stop_worker();
    let all = WAITING.with(|w| std::mem::take(&mut *w.borrow_mut()));
    for (_, take) in all {
        take(Answer::Failed(why.into()));
    }
}

fn worker() -> Result<Worker, JsValue> {
    if let Some(w) = WORKER.with(|slot| slot.borrow().as_ref().map(|r| r.worker.clone())) {
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
    WORKER.with(|slot| *slot.borrow_mut() = Some(Running { worker, _on_message: on_message, _on_error: on_error }));
    Ok(w)
}

/// Counts one answer on the page (`data-search-answers`).
fn count_answer() {
    let Some(html) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) else {
        return;
    };
    let n = html.get_attribute("data-search-answers").and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
    html.set_attribute("data-search-answers", &(n + 1).to_string()).ok();
}

/// Sends `message` to the worker as request number `id` (`<id> <message>`);
/// `on_answer` gets its answer, once, unless the returned [`Pending`] is dropped first.
fn ask(message: String, on_answer: impl FnOnce(Answer) + 'static) -> Pending {
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1));
        id
    });
    WAITING.with(|w| w.borrow_mut().push((id, Box::new(on_answer))));
    let sent = worker().and_then(|w| w.post_message(&JsValue::from_str(&format!("{id} {message}"))));
    if let Err(e) = sent {
        fail_all(&format!("the search worker did not start ({e:?})"));
    }
    Pending { id }
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
    let code = match share::encode(m) {
        Ok(code) => code,
        Err(e) => {
            on_done.emit(Err(e.message));
            return None;
        }
    };
    let text = format!("{} {}", G::ID, request(code).text());
    let legal = m.state().legal_actions();
    Some(ask(text, move |a| on_done.emit(read(a, &legal))))
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
    request(
        m,
        |code| Request::Think { level, seed, code },
        on_done,
        |a, legal| match a {
            Answer::Move(None) => Ok(None),
            Answer::Move(Some(i)) => legal.get(i).cloned().map(Some).ok_or_else(|| "no such move".into()),
            Answer::Failed(why) => Err(why),
            Answer::Hint(_) => Err("a Hint came back for a move".into()),
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
            Answer::Move(_) => Err("a move came back for a Hint".into()),
        },
    )
}
