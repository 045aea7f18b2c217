//! axe-core (from npm, run in headless Chrome) over the lobby, the new-game page, the
//! How to play page and each table in mid-game: no serious or critical violation.
#![cfg(target_arch = "wasm32")]

#[path = "web_support/axe.rs"]
mod axe;
mod web_support;

use axe::*;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::SeatKind::{Bot, Human};
use wasm_bindgen_test::*;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

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

/// What a Lorcana card or button shows is what a screen reader says: no accessible name
/// that leaves out the visible words (axe `label-content-name-mismatch`, serious from
/// axe-core 4.14), on the cards of both sides, the hand, the bag and an open card menu;
/// and the check does find a button whose label hides its words.
#[wasm_bindgen_test]
async fn lorcana_names_say_what_the_buttons_show() {
    let config = played_config::<Lorcana>(9, 8, vec![Human, Bot]);
    let (root, handle) = mount_with("#/lorcana/play", &config).await;
    instant_bot();
    // P1 decides (the bot may be answering a choice of its own first).
    wait_for(&root, "button[data-kind=end_turn]").await;
    assert!(all(&root, ".lo-table button.card").len() >= 5, "cards on the table and in hand");
    let found = rule_violations(&root, "label-content-name-mismatch").await;
    assert!(found.is_empty(), "names that differ from the words shown: {found:#?}");
    if let Some(card) = find(&root, ".lo-hand .card") {
        click(&card).await;
        wait_for(&root, ".card-menu").await;
        let found = rule_violations(&root, "label-content-name-mismatch").await;
        assert!(found.is_empty(), "with a card's menu open: {found:#?}");
    }
    // A card's name is its printed words: its name, cost and statistics in words.
    let card = find(&root, ".lo-table button.card").unwrap();
    assert!(card.get_attribute("aria-label").is_none(), "no label over the card's own words");
    let words = card.text_content().unwrap_or_default();
    assert!(words.contains("cost") && words.contains(&text(&card, ".name")), "{words}");
    // The check is not blind: a button labelled with other words than it shows fails.
    let bad = document().create_element("button").unwrap();
    bad.set_attribute("aria-label", "Quest").unwrap();
    bad.set_text_content(Some("Tamsin, cost 5"));
    root.append_child(&bad).unwrap();
    let found = rule_violations(&root, "label-content-name-mismatch").await;
    assert_eq!(found.len(), 1, "the mislabelled button is found: {found:#?}");
    bad.remove();
    handle.destroy();
}
