//! Browser tests of a Nexus best of three (NX-2.1 to NX-2.5): the computer plays both
//! seats to the end of a series loaded late in its second match, the table showing the
//! score and the end screen each match's result; and a person between matches swaps a
//! card of the deck for one of the reserve by clicking both. The saves are written
//! natively by tests/nexus_series.rs from seed 12: tests/web_nexus/between.json up to the
//! first step between matches, tests/web_nexus/deciding.json up to 40 decisions before
//! the series ends.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlSelectElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

const BETWEEN: &str = include_str!("web_nexus/between.json");
const DECIDING: &str = include_str!("web_nexus/deciding.json");

/// Polls until `done` holds, for up to `seconds`.
async fn poll(root: &Element, what: &str, seconds: i32, done: impl Fn(&Element) -> bool) {
    for _ in 0..seconds * 10 {
        if done(root) {
            return;
        }
        sleep(100).await;
    }
    panic!("never reached: {what}; the page says: {}", text(root, ".nx-status"));
}

/// Loads `save` from the new-game page, whose seats are set up already.
async fn load(root: &Element, save: &str) {
    let area = wait_for(root, ".load-save textarea").await.dyn_into::<HtmlTextAreaElement>().unwrap();
    area.set_value(save);
    area.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    sleep(30).await;
    click(all(root, ".load-save button").last().expect("the Load button")).await;
}

#[wasm_bindgen_test]
async fn the_computer_plays_a_best_of_three_to_its_end_and_the_table_keeps_score() {
    instant_bot();
    let (root, _handle) = mount("#/nexus/new").await;
    // Both seats the computer, at its quickest level.
    for seat in 0..2 {
        let kind = wait_for(&root, &format!(".seat-kind-{seat}")).await;
        if kind.text_content().unwrap_or_default() == "Person" {
            click(&kind).await;
        }
        poll(&root, "the seat played by the computer", 10, |r| text(r, &format!(".seat-kind-{seat}")) == "Computer")
            .await;
        let level = wait_for(&root, &format!(".seat-level-{seat}")).await.dyn_into::<HtmlSelectElement>().unwrap();
        level.set_value("random");
        level.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
        sleep(30).await;
    }
    // The series late in its second match, P1 one match up (the whole of match 1 and most
    // of match 2 as recorded: three matches of play do not fit a debug build's time).
    load(&root, DECIDING).await;
    wait_for(&root, ".nx-table").await;
    let line = text(&root, ".nx-series");
    assert!(line.contains("Match 2 of a best of three"), "{line}");
    assert!(line.contains("1 – 0") || line.contains("0 – 1"), "P1 one match up: {line}");
    // The computer plays on to the end of the series.
    poll(&root, "the end screen", 480, |r| find(r, ".end-screen").is_some()).await;
    let reason = text(&root, ".end-screen .end-reason");
    assert!(reason.contains("wins the best of three"), "{reason}");
    assert!(reason.contains("match 1:") && reason.contains("match 2:"), "each match's result: {reason}");
    let scores = text(&root, ".end-screen .final-scores");
    assert!(scores.contains('2'), "the winner's two match wins: {scores}");
}

#[wasm_bindgen_test]
async fn between_matches_a_person_swaps_a_deck_card_for_a_reserve_card_by_clicking() {
    let (root, _handle) = mount("#/nexus/new").await;
    click(&wait_for(&root, ".seat-kind-1").await).await;
    assert_eq!(text(&root, ".seat-kind-1"), "Person", "P2 is played by a person");
    load(&root, BETWEEN).await;
    click(&wait_for(&root, ".pass-device button.primary").await).await;
    let screen = wait_for(&root, ".nx-between").await;
    assert!(text(&root, ".nx-between").contains("Match 1 is over"), "{}", text(&root, ".nx-between"));
    // Between matches is no player's turn: the header says so, not "P1's turn".
    let head = text(&root, ".turn-status");
    assert!(head.contains("Between matches") && !head.contains("'s turn"), "{head}");
    assert!(text(&root, ".nx-series").contains("Match 2 of a best of three"), "{}", text(&root, ".nx-series"));
    assert_eq!(all(&screen, ".nx-reserve-list .nx-card").len(), 12, "the own reserve, twelve cards");
    // A deck card that can go out, then a reserve card that comes in.
    let out = all(&root, ".nx-deck-list .nx-card.nx-actionable").into_iter().next().expect("a deck card to swap");
    let out_name = out.query_selector(".nx-name").unwrap().unwrap().text_content().unwrap_or_default();
    click(&out.query_selector(".nx-name").unwrap().unwrap()).await;
    let incoming = wait_for(&root, ".nx-reserve-list .nx-card.nx-target").await;
    let in_name = incoming.query_selector(".nx-name").unwrap().unwrap().text_content().unwrap_or_default();
    click(&incoming.query_selector(".nx-name").unwrap().unwrap()).await;
    poll(&root, "the swapped card in the reserve", 20, |r| {
        all(r, ".nx-reserve-list .nx-name").iter().any(|n| n.text_content().unwrap_or_default() == out_name)
    })
    .await;
    assert!(
        all(&root, ".nx-deck-list .nx-name").iter().any(|n| n.text_content().unwrap_or_default() == in_name),
        "{in_name} is in the deck now"
    );
    // Ready, hand over, the other seat ready: the second match begins.
    click(&wait_for(&root, "button[data-kind=ready]").await).await;
    click(&wait_for(&root, ".pass-device button.primary").await).await;
    let other = wait_for(&root, ".nx-between").await;
    assert!(!text(&other, ".nx-between").contains(&format!("×")) || find(&root, ".nx-reserve-list").is_some());
    click(&wait_for(&root, "button[data-kind=ready]").await).await;
    // The second match begins with its starter's mulligan, handed over first.
    poll(&root, "the device handed to the second match's starter", 20, |r| {
        find(r, ".nx-between").is_none() && find(r, ".pass-device button.primary").is_some()
    })
    .await;
    click(&wait_for(&root, ".pass-device button.primary").await).await;
    poll(&root, "the second match's mulligans", 20, |r| {
        find(r, ".nx-between").is_none() && text(r, ".nx-series").contains("Match 2")
    })
    .await;
}
