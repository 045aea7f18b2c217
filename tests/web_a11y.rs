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
