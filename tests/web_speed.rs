//! Click-to-repaint on late-game tables, in headless Chrome: a hot-seat game is played
//! by the random bot far into the game, resumed in the page, and then clicked at random
//! the way a player would (cards, menu items, board squares, bar buttons, the hand-over
//! screen). Each click is timed from `click()` until Yew has patched the DOM (the click
//! handler returns after the render), which is the work done before the next paint.
//! Run with `--release`; the figures are printed and kept in docs/table-standard.md.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::engine::{Game, Match, RandomBot, Rng};
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::{SeatKind, StartConfig};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A match played by the random bot until `turn` (from the first seed from `seed` on
/// whose game lasts that long), as a config both people resume.
fn late_game<G: Game>(seed: u64, turn: u32, options: G::Options) -> StartConfig {
    let (seed, m) = (seed..seed + 50)
        .find_map(|seed| {
            let mut m = Match::<G>::new(options.clone(), seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while m.state().turn() < turn && m.state().outcome().is_none() {
                let a = bot.choose(m.state()).unwrap();
                m.apply(&a).unwrap();
            }
            m.state().outcome().is_none().then_some((seed, m))
        })
        .expect("a game that reaches that turn");
    StartConfig {
        game: G::ID.to_string(),
        seats: vec![SeatKind::Human; m.state().seats()],
        seed,
        options: serde_json::to_value(&options).unwrap(),
        resume: Some(m.save()),
        replay: false,
    }
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
        // Until a zero timeout fires: the click handler and every render it scheduled
        // (Yew renders from its scheduler, possibly in a microtask) have run by then.
        let start = now();
        el.click();
        sleep(0).await;
        times.push((now() - start, on));
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
    ".pass-device button, .tk-chooser button.menu-action, .tk-card-menu button.menu-action:not(.why-not), .tk-square.tk-lit, .tk-card.tk-actionable, .action-bar .bar-button, .tk-card";

#[wasm_bindgen_test]
async fn lorcana_late_game_click_to_repaint() {
    let config = late_game::<Lorcana>(11, 14, Default::default());
    let (root, handle) = mount_with("#/lorcana/play", &config).await;
    wait_for(&root, ".lo-table, .pass-device").await;
    let times = random_clicks(&root, LORCANA_CLICKABLE, 150, 3).await;
    report("lorcana late game", times);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn tash_kalar_late_game_click_to_repaint() {
    let config = late_game::<TashKalar>(5, 25, Default::default());
    let (root, handle) = mount_with("#/tash-kalar/play", &config).await;
    wait_for(&root, ".tk-table, .pass-device").await;
    let times = random_clicks(&root, TK_CLICKABLE, 150, 3).await;
    report("tash-kalar late game", times);
    handle.destroy();
}
