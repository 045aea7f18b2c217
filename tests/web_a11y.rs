//! axe-core (from npm, run in headless Chrome) over the lobby, the new-game page, the
//! How to play page and each table in mid-game: no serious or critical violation.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::SeatKind::{Bot, Human};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// axe-core's own build, installed by `npm install` (scripts/install-tools.sh).
const AXE: &str = include_str!("../node_modules/axe-core/axe.min.js");

/// Runs axe over `root` and returns the serious and critical violations, in words.
async fn serious_violations(root: &Element) -> Vec<String> {
    if js_sys::Reflect::get(&web_sys::window().unwrap(), &"axe".into()).unwrap().is_undefined() {
        js_sys::eval(AXE).unwrap();
    }
    let run = js_sys::Function::new_with_args(
        "root",
        "return axe.run(root, { resultTypes: ['violations'] }).then(r => r.violations
            .filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => v.impact + ' ' + v.id + ': ' + v.help + ' @ ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')));",
    );
    let promise: js_sys::Promise = run.call1(&JsValue::NULL, root).unwrap().into();
    let out = JsFuture::from(promise).await.unwrap();
    js_sys::Array::from(&out).iter().filter_map(|v| v.as_string()).collect()
}

async fn check(page: &str, root: &Element) {
    let found = serious_violations(root).await;
    assert!(found.is_empty(), "{page}: {found:#?}");
}

#[wasm_bindgen_test]
async fn no_serious_or_critical_violations_on_any_page() {
    for (page, ready) in [
        ("#/", ".tile"),
        ("#/lorcana/new", ".new-game"),
        ("#/tash-kalar/new", ".new-game"),
        ("#/lorcana/rules", ".how-to-play"),
    ] {
        let (root, handle) = mount(page).await;
        wait_for(&root, ready).await;
        check(page, &root).await;
        handle.destroy();
    }
    let config = played_config::<Lorcana>(9, 6, vec![Human, Bot]);
    let (root, handle) = mount_with("#/lorcana/play", &config).await;
    wait_for(&root, ".lo-table").await;
    check("Lorcana mid-game", &root).await;
    handle.destroy();

    let config = played_config::<TashKalar>(9, 10, vec![Human, Bot]);
    let (root, handle) = mount_with("#/tash-kalar/play", &config).await;
    wait_for(&root, ".tk-table").await;
    check("Tash-Kalar mid-game", &root).await;
    handle.destroy();

    let config = played_config::<Lorcana>(3, u32::MAX, vec![Human, Bot]);
    let (root, handle) = mount_with("#/lorcana/play", &config).await;
    wait_for(&root, ".end-screen").await;
    check("end of game", &root).await;
    handle.destroy();
}
