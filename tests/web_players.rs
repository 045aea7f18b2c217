//! Browser tests of what new players hit at every table (issue 34): each test is named
//! after what a player sees, and each failed on the code before its fix.
#![cfg(target_arch = "wasm32")]

mod web_sized;
mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::nexus::Nexus;
use turnkeeper::ui::SeatKind::{Bot, Human};
use wasm_bindgen_test::*;
use web_sized::config_when;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Point 1: Nexus's defender chooses during the attacker's turn, and a mage answers the
/// nemesis's cards during its turn: the header names whose turn it is and, apart from
/// it, that you must decide; it never says "your turn" then.
#[wasm_bindgen_test]
async fn the_header_names_whose_turn_it_is_apart_from_your_decision() {
    let defending = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..60, |g| g.active() == 1);
    let (root, app) = mount_with("#/nexus/play", &defending).await;
    wait_for(&root, ".turn-status").await;
    let status = text(&root, ".turn-status");
    assert!(
        status.contains("P2's turn") && status.contains("you decide") && !status.contains("your turn"),
        "P1 decides during P2's turn: {status}"
    );
    app.destroy();
    root.remove();

    let answering = config_when::<AeonsEnd>(Default::default(), vec![Human, Human], 1..80, |g| {
        g.phase().first() == Some(&"Nemesis turn")
    });
    let (root, app) = mount_with("#/aeons-end/play", &answering).await;
    wait_for(&root, ".turn-status").await;
    let status = text(&root, ".turn-status");
    assert!(
        status.contains("The nemesis's turn") && status.contains("you decide") && !status.contains("your turn"),
        "a mage answers during the nemesis's turn: {status}"
    );
    app.destroy();
    root.remove();
}
