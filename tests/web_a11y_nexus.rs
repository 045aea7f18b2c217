//! The Nexus table against the table standard (docs/table-standard.md) in headless Chrome
//! (axe-core over every state is the registry suite's, tests/web_a11y.rs): on a 390 px phone nothing scrolls sideways; a card's text is
//! drawn with symbols (never a raw `{E}`) and hovering a card shows it large; the lobby
//! tile has its own picture.
#![cfg(target_arch = "wasm32")]

#[path = "web_support/axe.rs"]
mod axe;
mod web_support;

use axe::*;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::ui::SeatKind::{Bot, Human};
use wasm_bindgen_test::*;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn no_sideways_scroll_at_390_px_and_cards_read_whole_with_symbols() {
    let config = played_config::<Nexus>(9, 8, vec![Human, Bot]);
    let (root, handle) = mount_with("#/nexus/play", &config).await;
    phone_size(&root);
    wait_for(&root, ".nx-table").await;
    sleep(60).await;
    let app = find(&root, ".app").unwrap();
    assert!(app.scroll_width() <= 390, "the Nexus table scrolls sideways: {} px", app.scroll_width());

    let table = text(&root, ".nx-table");
    for raw in ["{E}", "{T}", "{1}", "{2}"] {
        assert!(!table.contains(raw), "a raw placeholder {raw} on the table: {table}");
    }
    // Hovering a card shows it large, with all its text, in the reserved inspector.
    let card = find(&root, ".nx-card").expect("a card");
    card.dispatch_event(&web_sys::MouseEvent::new("mouseenter").unwrap()).unwrap();
    let large = wait_for(&root, ".card-inspect .nx-card.nx-large").await;
    let label = large.get_attribute("aria-label").unwrap_or_default();
    // The card's button is named by the card's words, its name first.
    let button = find(&card, ".nx-name").expect("the card's button").get_attribute("aria-label").unwrap_or_default();
    assert!(label.contains(&button[..8]), "the same card, large: {label}; on the table: {button}");
    handle.destroy();
}

/// What a Nexus card or button shows is what a screen reader says (axe
/// `label-content-name-mismatch`, serious from axe-core 4.14): over the whole table in
/// mid-game, then with a hand card's menu open.
#[wasm_bindgen_test]
async fn nexus_names_say_what_the_buttons_show() {
    let config = played_config::<Nexus>(9, 8, vec![Human, Bot]);
    let (root, handle) = mount_with("#/nexus/play", &config).await;
    wait_for(&root, ".nx-table").await;
    assert!(all(&root, ".nx-table .nx-card").len() > 5, "a mid-game table has cards on it");
    let found = rule_violations(&root, "label-content-name-mismatch").await;
    assert!(found.is_empty(), "names that differ from the words shown: {found:#?}");
    let card = find(&root, ".nx-hand .nx-card .nx-name").expect("a card in hand");
    click(&card).await;
    wait_for(&root, ".card-menu").await;
    let found = rule_violations(&root, "label-content-name-mismatch").await;
    assert!(found.is_empty(), "with a card's menu open: {found:#?}");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn the_lobby_tile_has_its_own_picture() {
    let (root, handle) = mount("#/").await;
    wait_for(&root, ".tile").await;
    let tile = all(&root, ".tile")
        .into_iter()
        .find(|t| t.text_content().unwrap_or_default().contains("Nexus"))
        .expect("a Nexus tile");
    let art = tile.query_selector(".tile-art").unwrap().expect("a picture");
    assert!(art.inner_html().contains("nx-tile-globe"), "Nexus's own drawing, not the default one");
    handle.destroy();
}
