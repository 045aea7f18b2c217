//! Speed of the computer player in the browser (issue 12, point 5). Run in release,
//! in headless Chrome:
//! `wasm-pack test --release --headless --chrome --mode no-install -- --test web_ai_speed`
//! and compare with the native figures of the same workloads:
//! `cargo run --release --no-default-features --example ai_speed`.
#![cfg(target_arch = "wasm32")]

use turnkeeper::engine::ai::{Level, Search};
use turnkeeper::engine::{Game, RandomBot};
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now() -> f64 {
    js_sys::Date::now()
}

/// Full random games from the start, for at least a second: games per second.
fn playouts_per_s<G: Game>(options: &G::Options) -> f64 {
    let start = now();
    let mut n = 0u64;
    while now() - start < 1000.0 {
        let mut g = G::new(options, n).unwrap();
        let mut bot = RandomBot::new(n);
        while g.outcome().is_none() {
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
        n += 1;
    }
    n as f64 * 1000.0 / (now() - start)
}

/// Search iterations per second at Hard, over mid-game positions.
fn iterations_per_s<G: Game>(options: &G::Options) -> f64 {
    let config = Level::Hard.config().unwrap();
    let (mut iters, mut ms) = (0.0, 0.0);
    for seed in 0..3u64 {
        let mut g = G::new(options, seed).unwrap();
        let mut bot = RandomBot::new(seed);
        for _ in 0..60 {
            if g.outcome().is_some() {
                break;
            }
            let a = bot.choose(&g).unwrap();
            g.apply(&a).unwrap();
        }
        let Some(mut s) = Search::new(&g, config, seed) else { continue };
        let t = now();
        s.run(1000);
        ms += now() - t;
        iters += s.iterations() as f64;
    }
    iters * 1000.0 / ms.max(1.0)
}

#[wasm_bindgen_test]
fn playouts_and_search_iterations_per_second() {
    let report = |label: &str, p: f64, i: f64| {
        console_log!("wasm {label:28} random playouts/s {p:8.0}   hard iterations/s {i:8.0}");
        assert!(p > 0.0 && i > 0.0);
    };
    report("lorcana", playouts_per_s::<Lorcana>(&Default::default()), iterations_per_s::<Lorcana>(&Default::default()));
    let hf = TkOptions::default();
    report("tash-kalar high_form", playouts_per_s::<TashKalar>(&hf), iterations_per_s::<TashKalar>(&hf));
    let duel = TkOptions { mode: Mode::Duel, ..Default::default() };
    report("tash-kalar duel", playouts_per_s::<TashKalar>(&duel), iterations_per_s::<TashKalar>(&duel));
}
