//! The table standard (docs/table-standard.md) on the Altered table, in headless Chrome
//! (axe-core over every state is the registry suite's, tests/web_a11y.rs): on a 390 px phone nothing scrolls sideways; the computer's last
//! move stays marked on the table until the person acts.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::games::altered::Altered;
use turnkeeper::ui::SeatKind::{Bot, Human};
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

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

/// The person's answer to whatever they decide: a bar action if there is one (skip,
/// pass, keep the order, done, no), else the first lit card or object.
async fn answer(root: &Element) {
    let bar = ["skip_expand", "pass", "keep_order", "done", "no"]
        .iter()
        .find_map(|k| find(root, &format!(".action-bar button[data-kind={k}]")));
    if let Some(b) = bar.or_else(|| find(root, ".al-table .al-actionable")) {
        click(&b).await;
    }
    sleep(120).await;
}

/// The computer's moves since the person last decided stay outlined on the table, with
/// the one-line summary, until the person acts.
#[wasm_bindgen_test]
async fn the_computers_last_move_stays_marked_until_the_persons_next_action() {
    instant_bot();
    let config = played_config::<Altered>(9, 2, vec![Human, Bot]);
    let (root, handle) = mount_with("#/altered/play", &config).await;
    wait_for(&root, ".al-table").await;
    for _ in 0..300 {
        let deciding = {
            let p = text(&root, ".al-prompt");
            !p.is_empty() && !p.starts_with("Waiting")
        };
        if !deciding {
            sleep(60).await;
            continue;
        }
        if let Some(marked) = find(&root, ".al-table .al-last") {
            let line = text(&root, ".last-move");
            assert!(line.contains("P2"), "the summary names the computer's seat: {line}");
            // The card's accessible name is its content (its visible words and the
            // words said only to screen readers).
            let label = marked.text_content().unwrap_or_default();
            assert!(label.contains("last move"), "the mark is said to screen readers too: {label}");
            let obj = marked.get_attribute("data-obj").expect("an object on the table");
            // Still marked while the person looks and hovers.
            sleep(300).await;
            assert!(find(&root, &format!(".al-table .al-last[data-obj=\"{obj}\"]")).is_some(), "the mark stays");
            answer(&root).await;
            let gone = find(&root, &format!(".al-table .al-last[data-obj=\"{obj}\"]")).is_none();
            assert!(gone || text(&root, ".last-move") != line, "after the person's action the old mark goes");
            handle.destroy();
            return;
        }
        answer(&root).await;
    }
    panic!("the computer never acted on a card or object in 300 decisions");
}
