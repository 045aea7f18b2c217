//! Browser tests of the Altered table (wasm-bindgen-test in headless Chrome): the app is
//! mounted, cards and expeditions are clicked as a player would, and the DOM is read
//! back. Both seats are people (hot-seat), so every decision is a click and the
//! pass-the-device screen comes up between them.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen_test::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// Starts a hot-seat game from `seed`.
async fn start(root: &Element, seed: &str) {
    set_seed(root, seed).await;
    click(&wait_for(root, ".seat-kind-1").await).await;
    assert_eq!(text(root, ".seat-kind-1"), "Person", "P2 is played by a person");
    click(&wait_for(root, "button.start").await).await;
    wait_for(root, ".al-table, .pass-device").await;
}

/// Hands the device over when the pass-the-device screen is up.
async fn hand_over(root: &Element) {
    if let Some(b) = find(root, ".pass-device button.primary") {
        click(&b).await;
        wait_for(root, ".al-table").await;
    }
}

fn prompt(root: &Element) -> String {
    text(root, ".al-prompt")
}

/// The seat whose side is shown as "you".
fn viewer(root: &Element) -> String {
    find(root, ".al-side.al-mine").and_then(|e| e.get_attribute("data-seat")).unwrap_or_default()
}

/// Setup: each person clicks three cards of their opening hand into Mana.
async fn setup(root: &Element) {
    for _ in 0..2 {
        hand_over(root).await;
        for _ in 0..3 {
            assert!(prompt(root).contains("Setup"), "setup prompt: {}", prompt(root));
            let orbs = all(root, ".al-side.al-mine .al-orb").len();
            click(&wait_for(root, ".al-hand .al-card.al-actionable").await).await;
            hand_over(root).await;
            if prompt(root).contains("Setup") && all(root, ".al-side.al-mine .al-orb").len() == orbs {
                panic!("a click did not put the card into Mana");
            }
        }
    }
    hand_over(root).await;
}

/// Plays the first affordable Character into the viewer's Hero Expedition by clicking
/// the card, then the lit expedition. Returns (seat, design code) if one was played.
async fn play_a_character(root: &Element) -> Option<(String, String)> {
    let card = all(root, ".al-hand .al-card.al-kind-character.al-actionable").into_iter().next()?;
    let code = card.get_attribute("data-code").unwrap();
    let seat = viewer(root);
    click(&card).await;
    assert!(find(root, ".al-menu button[data-kind=play]").is_some(), "the menu offers the plays");
    let target = wait_for(root, ".al-expedition.al-mine.al-target[data-side=hero] .al-play-here").await;
    click(&target).await;
    hand_over(root).await;
    let placed = format!(".al-expedition[data-seat=\"{seat}\"][data-side=hero] .al-card[data-code=\"{code}\"]");
    wait_for(root, &placed).await;
    Some((seat, code))
}

async fn pass(root: &Element) {
    click(&wait_for(root, ".action-bar button[data-kind=pass]").await).await;
    hand_over(root).await;
}

#[wasm_bindgen_test]
async fn a_day_by_clicking_mana_a_character_pass_and_dusk_moves_it() {
    let (root, handle) = mount("#/altered/new").await;
    start(&root, "7").await;
    setup(&root).await;
    assert!(text(&root, ".al-day").contains("Day 1"));
    assert!(find(&root, ".al-phase.al-now").unwrap().text_content().unwrap().contains("Afternoon"));

    // The first player plays a Character into their Hero Expedition, the other passes,
    // then the first player passes too.
    let (seat, _code) = play_a_character(&root).await.expect("an affordable Character in the opening hand");
    assert_ne!(viewer(&root), seat, "playing a card ended the turn");
    pass(&root).await;
    assert_eq!(viewer(&root), seat, "back to the first player");
    pass(&root).await;

    // Dusk: the lone expedition beats an empty one and moves forward one region.
    wait_for(&root, ".al-dusk.al-moved").await;
    let p = seat.parse::<usize>().unwrap() + 1;
    let marker = find(&root, ".al-region[data-region=\"1\"] .al-markers").expect("region 1");
    assert!(marker.text_content().unwrap().contains(&format!("P{p}H")), "P{p}'s Hero marker is on region 1");
    // Night sent the character to Reserve; day 2 Morning asks for Expand.
    assert!(text(&root, ".al-day").contains("Day 2"));
    assert!(prompt(&root).contains("Expand"), "{}", prompt(&root));
    let seat_expanding = viewer(&root);
    let orbs = all(&root, ".al-side.al-mine .al-orb").len();
    click(&wait_for(&root, ".al-hand .al-card.al-actionable").await).await;
    let after = all(&root, &format!(".al-side[data-seat=\"{seat_expanding}\"] .al-orb")).len();
    assert_eq!(after, orbs + 1, "Expand put the clicked card into Mana");
    hand_over(&root).await;
    assert!(text(&root, ".log").contains("puts a card into Mana"), "the log tells the Expand without naming the card");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_refusal_shows_its_al_rule_and_changes_nothing() {
    let (root, handle) = mount("#/altered/new").await;
    start(&root, "7").await;
    setup(&root).await;
    // Spend mana until some card in hand cannot be paid for, then ask "why not?".
    for _ in 0..6 {
        if let Some(card) = all(&root, ".al-hand .al-card:not(.al-actionable)").into_iter().next() {
            click(&card).await;
            let why = wait_for(&root, ".al-menu button.al-why-not").await;
            let hand = all(&root, ".al-hand .al-card").len();
            click(&why).await;
            let toast = wait_for(&root, ".error-toast").await;
            let rule = text(&toast, ".rule-id");
            assert!(rule.starts_with("AL-8."), "a refused play cites its rule: {}", toast.text_content().unwrap());
            assert_eq!(all(&root, ".al-hand .al-card").len(), hand, "the refusal changed nothing");
            handle.destroy();
            return;
        }
        if play_a_character(&root).await.is_none() {
            pass(&root).await;
        }
    }
    panic!("no unaffordable card came up");
}

#[wasm_bindgen_test]
async fn clean_up_asks_which_reserve_cards_to_keep() {
    let (root, handle) = mount("#/altered/new").await;
    start(&root, "7").await;
    setup(&root).await;
    // Play Characters day after day: Rest returns them to Reserve until someone is over
    // their reserve limit at Night and must choose.
    for _ in 0..200 {
        let p = prompt(&root);
        if p.contains("Clean-up") {
            let keep = wait_for(&root, ".al-side.al-mine .al-reserve .al-card.al-actionable").await;
            let before = all(&root, ".al-side.al-mine .al-reserve .al-card").len();
            assert!(before > 2, "over the limit: {before} in Reserve");
            click(&keep).await;
            assert!(find(&root, ".al-side.al-mine .al-reserve .al-card").is_some());
            handle.destroy();
            return;
        }
        if p.contains("Expand") {
            click(&wait_for(&root, "button[data-kind=skip_expand]").await).await;
            hand_over(&root).await;
        } else if p.contains("Reaction") || p.contains("click") && !p.contains("Your turn") {
            // A pending choice: click the first lit object, or Done.
            if let Some(b) = find(&root, ".action-bar button[data-kind=done], .action-bar button[data-kind=no]") {
                click(&b).await;
            } else if let Some(c) = find(&root, ".al-table .al-actionable") {
                click(&c).await;
            }
            hand_over(&root).await;
        } else if play_a_character(&root).await.is_none() {
            pass(&root).await;
        }
    }
    panic!("no Clean-up choice came up");
}
