//! Click-to-repaint on late-game tables of every game, in headless Chrome: a hot-seat
//! game is played by the random bot to three quarters of its length, resumed in the
//! page, and then clicked at random the way a player would (cards, menu items, board
//! squares, bar buttons, the hand-over screen). Each click lands at the start of a frame
//! and is timed until that frame's rendering is done: the click handler, Yew's render,
//! and the style, layout and paint of the frame. Run as the page is built, with
//! `--profile web` (docs/table-standard.md); the figures are printed and kept there.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot, Rng};
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::altered::Altered;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::{SeatKind, StartConfig};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A match played by the random bot to three quarters of its length (from the first
/// seed from `seed` on whose game is still running there), as a config every seat
/// resumes as a person.
fn late_game<G: Game>(seed: u64, options: G::Options) -> StartConfig {
    let play = |seed: u64, until: u32| {
        let mut m = Match::<G>::new(options.clone(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        while m.state().turn() < until && m.state().outcome().is_none() {
            let a = bot.choose(m.state()).unwrap();
            m.apply(&a).unwrap();
        }
        m
    };
    let (seed, m) = (seed..seed + 50)
        .find_map(|seed| {
            let last = play(seed, u32::MAX).state().turn();
            let m = play(seed, last * 3 / 4);
            (m.state().outcome().is_none() && m.state().turn() >= 4).then_some((seed, m))
        })
        .expect("a game that lasts");
    console_log!("{}: seed {seed}, turn {}, {} actions", G::ID, m.state().turn(), m.actions().len());
    StartConfig {
        game: G::ID.to_string(),
        seats: vec![SeatKind::Human; m.state().seats()],
        seed,
        options: serde_json::to_value(&options).unwrap(),
        resume: Some(m.save().unwrap()),
        replay: false,
        online: None,
    }
}

/// Resolves at the start of the next frame, before its style, layout and paint.
async fn next_frame() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().request_animation_frame(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
}

thread_local!(static FOLLOW_UPS: std::cell::RefCell<Vec<f64>> = const { std::cell::RefCell::new(Vec::new()) });

/// A zero timeout set now (not when first awaited): it fires after the rendering of
/// the frame in progress and before any zero timeout set after it.
fn zero_timeout() -> wasm_bindgen_futures::JsFuture {
    wasm_bindgen_futures::JsFuture::from(js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0).unwrap();
    }))
}

fn now() -> f64 {
    thread_local!(static NOW: js_sys::Function = js_sys::Function::new_no_args("return performance.now()"));
    NOW.with(|f| f.call0(&wasm_bindgen::JsValue::NULL).unwrap().as_f64().unwrap())
}

/// What a click was on, for the list of the slowest: the element's tag and classes.
fn what(e: &Element) -> String {
    format!("{}.{}", e.tag_name().to_lowercase(), e.class_name().split_whitespace().collect::<Vec<_>>().join("."))
}

/// Clicks `n` random clickable things and returns each click's time in ms, with what
/// was clicked.
async fn random_clicks(root: &Element, selector: &str, n: usize, seed: u64) -> Vec<(f64, String)> {
    let mut rng = Rng::new(seed);
    let mut times = Vec::new();
    for _ in 0..n * 3 {
        if times.len() >= n || find(root, ".end-screen, .outcome").is_some() {
            break;
        }
        let targets: Vec<Element> = all(root, selector)
            .into_iter()
            .filter(|e| !e.has_attribute("disabled") && !has_class(e, "kind-concede"))
            .collect();
        if targets.is_empty() {
            sleep(20).await;
            continue;
        }
        let t = &targets[rng.below(targets.len())];
        let el = t.dyn_ref::<HtmlElement>().unwrap();
        let on = what(t);
        // The click lands at the start of a frame; the zero timeout fires once that
        // frame's rendering is done. In between: the click handler, Yew's render (it
        // runs in a microtask), then the style, layout and paint of the frame, so the
        // figure is the work that must fit in one frame for the click to show in it.
        // The timeout is set before the click: a zero timeout the page sets while
        // handling it (the hand-over's drawing of the next person's hidden table,
        // `use_prepare_next`) then runs after the measurement, as it runs after the
        // frame that shows the click (it is timed on its own below).
        next_frame().await;
        let start = now();
        let frame_done = zero_timeout();
        el.click();
        frame_done.await.unwrap();
        let end = now();
        times.push((end - start, on));
        // The tasks the click left behind (a hand-over's drawing of the next table)
        // run now: timed apart, as what a next click could have to wait for.
        let later = now();
        sleep(0).await;
        FOLLOW_UPS.with(|f| f.borrow_mut().push(now() - later));
        sleep(5).await;
    }
    times
}

fn report(name: &str, clicks: Vec<(f64, String)>) {
    assert!(clicks.len() >= 40, "{name}: only {} clicks", clicks.len());
    let mut times: Vec<f64> = clicks.iter().map(|c| c.0).collect();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    console_log!(
        "{name}: {} clicks, median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        times.len(),
        at(0.5),
        at(0.95),
        times[times.len() - 1]
    );
    let mut later = FOLLOW_UPS.with(|f| std::mem::take(&mut *f.borrow_mut()));
    later.sort_by(|a, b| a.partial_cmp(b).unwrap());
    if let Some(max) = later.last() {
        console_log!(
            "  follow-up tasks after the frame (hand-over drawing, timers): p95 {:.1} ms, max {max:.1} ms",
            later[((later.len() as f64 - 1.0) * 0.95).round() as usize]
        );
    }
    // Where the time goes: the slowest clicks and what they were on.
    let mut slow = clicks;
    slow.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
    for (ms, on) in slow.iter().take(8) {
        console_log!("  {ms:.1} ms on {on}");
    }
}

const LORCANA_CLICKABLE: &str =
    ".pass-device button, .card-menu button.menu-action:not(.why-not), .lo-table .card.lo-actionable, .lo-table .card.target, .action-bar .bar-button, .lo-table .card";
const TK_CLICKABLE: &str =
    ".pass-device button, .tk-table .action-menu button.menu-action:not(.why-not), .tk-square[data-lit]:not([data-lit=ask]), .tk-card.tk-actionable, .action-bar .bar-button, .tk-card";

/// Every other game's table: whatever a player can press on it or in the action bar.
const ANY_CLICKABLE: &str =
    ".pass-device button, .table-wrap button, .table-wrap [role=button], .action-bar .bar-button";

async fn measure<G: Game>(name: &str, seed: u64, selector: &str) {
    let config = late_game::<G>(seed, Default::default());
    let (root, handle) = mount_with(&format!("#/{}/play", G::ID), &config).await;
    wait_for(&root, ".table-wrap .table-root, .table-wrap > *, .pass-device").await;
    // A hot-seat game resumes on the pass-the-device screen with no side drawn behind
    // it: the first person takes the device before the clicks are timed (that first
    // drawing is the page opening, not a click in play).
    if let Some(b) = find(&root, ".pass-device button") {
        click(&b).await;
    }
    sleep(300).await;
    let times = random_clicks(&root, selector, 150, 3).await;
    report(name, times);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn lorcana_late_game_click_to_repaint() {
    measure::<Lorcana>("lorcana late game", 11, LORCANA_CLICKABLE).await;
}

#[wasm_bindgen_test]
async fn tash_kalar_late_game_click_to_repaint() {
    measure::<TashKalar>("tash-kalar late game", 5, TK_CLICKABLE).await;
}

#[wasm_bindgen_test]
async fn nexus_late_game_click_to_repaint() {
    measure::<Nexus>("nexus late game", 3, ANY_CLICKABLE).await;
}

#[wasm_bindgen_test]
async fn aeons_end_late_game_click_to_repaint() {
    measure::<AeonsEnd>("aeons-end late game", 3, ANY_CLICKABLE).await;
}

#[wasm_bindgen_test]
async fn altered_late_game_click_to_repaint() {
    measure::<Altered>("altered late game", 3, ANY_CLICKABLE).await;
}
