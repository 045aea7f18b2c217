//! The Aeon's End table against the table standard (docs/table-standard.md) in headless Chrome
//! (axe-core over every state is the registry suite's, tests/web_a11y.rs): no sideways
//! scroll on a 390 px phone, hot-seat without a
//! hand-over screen (hands are open between allies) unless a player asks for one, and
//! the lobby tile's own picture.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::ui::SeatKind::Human;
use wasm_bindgen_test::*;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn aeons_end_on_a_phone_does_not_scroll_sideways() {
    let config = played_config::<AeonsEnd>(5, 12, vec![Human, Human]);
    let (root, handle) = mount_with("#/aeons-end/play", &config).await;
    phone_size(&root);
    sleep(100).await;
    let table = wait_for(&root, ".ae-table").await;
    let wide = js(&root.clone().into(), "return e.scrollWidth - e.clientWidth;").as_f64().unwrap();
    assert!(wide <= 0.5, "the page scrolls sideways by {wide} px at 390 px");
    let (l, _, r, _) = rect(&table);
    assert!(l >= -0.5 && r <= 390.5, "the table fits the phone: {l}..{r}");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn hot_seat_needs_no_hand_over_screen_in_a_cooperative_game() {
    // Two people share the device from a fresh game: each mage just ends their main
    // phase (nothing prepped, nothing played), and team choices are answered by
    // clicking a lit mage. Turns pass between P1 and P2 many times.
    let config = played_config::<AeonsEnd>(5, 0, vec![Human, Human]);
    let (root, handle) = mount_with("#/aeons-end/play", &config).await;
    wait_for(&root, ".ae-table").await;
    let mut seen = std::collections::HashSet::new();
    for _ in 0..30 {
        assert!(find(&root, ".pass-device").is_none(), "hands are open between allies: no hand-over screen");
        if let Some(m) = find(&root, ".ae-mage.ae-active") {
            seen.insert(m.get_attribute("data-seat").unwrap_or_default());
        }
        if let Some(end) = find(&root, ".bar-button[data-kind=end_main]") {
            click(&end).await;
        } else if let Some(mage) = find(&root, ".ae-life.ae-lit") {
            click(&mage).await;
        } else if let Some(b) = find(&root, ".ae-breach.ae-lit") {
            click(&b).await;
        } else {
            break;
        }
        sleep(30).await;
    }
    assert_eq!(seen.len(), 2, "both mages took turns: {seen:?}");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn the_lobby_tile_has_its_own_picture() {
    let (root, handle) = mount("#/").await;
    let tile = wait_for(&root, ".tile[data-game=aeons-end]").await;
    assert!(find(&tile, "svg.ae-tile-art").is_some(), "Aeon's End's tile shows its own picture");
    handle.destroy();
}
