//! The table standard (issue 8) on the Altered table, in headless Chrome: axe-core finds
//! no serious or critical violation on the new-game page, the How to play page and the
//! table in mid-game; on a 390 px phone nothing scrolls sideways; the computer's last
//! move stays marked on the table until the person acts.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::games::altered::Altered;
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
async fn altered_pages_and_mid_game_table_have_no_serious_violations() {
    for (page, ready) in [("#/", ".tile"), ("#/altered/new", ".new-game"), ("#/altered/rules", ".how-to-play")] {
        let (root, handle) = mount(page).await;
        wait_for(&root, ready).await;
        check(page, &root).await;
        handle.destroy();
    }
    // Day 3 of a game against the computer: expeditions, Reserve, landmarks, Limbo.
    let config = played_config::<Altered>(9, 3, vec![Human, Bot]);
    let (root, handle) = mount_with("#/altered/play", &config).await;
    wait_for(&root, ".al-table").await;
    check("Altered mid-game", &root).await;
    handle.destroy();
}

#[wasm_bindgen_test]
async fn altered_on_a_phone_scrolls_no_page_sideways() {
    for page in ["#/altered/new", "#/altered/rules"] {
        let (root, handle) = mount(page).await;
        phone_size(&root);
        sleep(60).await;
        let app = find(&root, ".app").unwrap();
        assert!(app.scroll_width() <= 390, "{page} scrolls sideways: {} px", app.scroll_width());
        handle.destroy();
    }
    let config = played_config::<Altered>(9, 3, vec![Human, Bot]);
    let (root, handle) = mount_with("#/altered/play", &config).await;
    phone_size(&root);
    wait_for(&root, ".al-table").await;
    sleep(100).await;
    let app = find(&root, ".app").unwrap();
    assert!(app.scroll_width() <= 390, "the Altered table scrolls sideways: {} px", app.scroll_width());
    handle.destroy();
}

/// The computer's moves since the person last decided stay outlined on the table, with
/// the one-line summary, until the person acts.
#[wasm_bindgen_test]
async fn the_computers_last_move_stays_marked_until_the_persons_next_action() {
    instant_bot();
    // Seat 2 is the computer; play on from mid-game until it has just played a card.
    let mut found = false;
    for seed in [9u64, 11, 12, 14, 21] {
        let config = played_config::<Altered>(seed, 2, vec![Human, Bot]);
        let (root, handle) = mount_with("#/altered/play", &config).await;
        wait_for(&root, ".al-table").await;
        for _ in 0..60 {
            if find(&root, ".al-table .al-last").is_some() && text(&root, ".al-prompt").starts_with("Your turn") {
                break;
            }
            sleep(50).await;
        }
        if let Some(marked) = find(&root, ".al-table .al-last") {
            found = true;
            assert!(text(&root, ".last-move").contains("P2"), "the summary line names the computer's seat");
            let label = marked.get_attribute("aria-label").unwrap_or_default();
            assert!(label.contains("last move"), "the mark is said to screen readers too: {label}");
            // The person acts (passes): the mark goes.
            if let Some(pass) = all(&root, ".action-bar button")
                .into_iter()
                .find(|b| b.text_content().unwrap_or_default().starts_with("Pass"))
            {
                click(&pass).await;
                sleep(150).await;
                assert!(
                    find(&root, ".al-table .al-last").is_none() || text(&root, ".al-prompt").starts_with("Your turn"),
                    "after the person's action the old mark is gone (or a new computer move is marked)"
                );
            }
            handle.destroy();
            break;
        }
        handle.destroy();
    }
    assert!(found, "in one of the seeds the computer played a card and it was marked");
}
