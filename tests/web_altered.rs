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

/// A click, then time for the table to redraw.
async fn tap(e: &Element) {
    click(e).await;
    sleep(120).await;
}

/// Starts a hot-seat game from `seed`. Dusk and Night come at once (Bot speed
/// Instant): their steps shown one at a time are tests/web_altered_dusk.rs's.
async fn start(root: &Element, seed: &str) {
    instant_bot();
    set_seed(root, seed).await;
    click(&wait_for(root, ".seat-kind-1").await).await;
    assert_eq!(text(root, ".seat-kind-1"), "Person", "P2 is played by a person");
    tap(&wait_for(root, "button.start").await).await;
    wait_for(root, ".al-table, .pass-device").await;
}

/// Hands the device over when the pass-the-device screen is up.
async fn hand_over(root: &Element) {
    if let Some(b) = find(root, ".pass-device button.primary") {
        tap(&b).await;
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

fn orbs(root: &Element, seat: &str) -> usize {
    all(root, &format!(".al-side[data-seat=\"{seat}\"] .al-orb")).len()
}

/// Setup: each person clicks three cards of their opening hand into Mana.
async fn setup(root: &Element) {
    for _ in 0..6 {
        hand_over(root).await;
        assert!(prompt(root).contains("Setup"), "setup prompt: {}", prompt(root));
        let seat = viewer(root);
        let before = orbs(root, &seat);
        tap(&wait_for(root, ".al-hand .al-card.al-actionable").await).await;
        for _ in 0..50 {
            if orbs(root, &seat) == before + 1 || find(root, ".pass-device").is_some() {
                break;
            }
            sleep(40).await;
        }
        let after = if find(root, ".pass-device").is_some() { before + 1 } else { orbs(root, &seat) };
        assert_eq!(
            after,
            before + 1,
            "the clicked card went into Mana; prompt {}; toast {}",
            prompt(root),
            text(root, ".error-toast")
        );
    }
    hand_over(root).await;
}

/// Plays the first affordable Character into the viewer's Hero Expedition by clicking
/// the card, then the lit expedition. Returns (seat, design code) if one was played.
async fn play_a_character(root: &Element) -> Option<(String, String)> {
    if !prompt(root).starts_with("Your turn") {
        return None;
    }
    let card = all(root, ".al-hand .al-card.al-kind-character.al-actionable").into_iter().next()?;
    let code = card.get_attribute("data-code").unwrap();
    let seat = viewer(root);
    tap(&card).await;
    wait_for(root, ".action-menu button[data-kind=play]").await;
    tap(&wait_for(root, ".al-expedition.al-mine.al-target[data-side=hero] .al-play-here").await).await;
    hand_over(root).await;
    let placed = format!(".al-expedition[data-seat=\"{seat}\"][data-side=hero] .al-card[data-code=\"{code}\"]");
    wait_for(root, &placed).await;
    Some((seat, code))
}

async fn pass(root: &Element) {
    tap(&wait_for(root, ".action-bar button[data-kind=pass]").await).await;
    hand_over(root).await;
}

/// Any other decision: "up to" choices end with Done, "you may" with No, an order of
/// timestamps (AL-2.8) with Keep this order, otherwise the first lit object is clicked.
async fn answer_anything(root: &Element) {
    if let Some(b) = find(
        root,
        ".action-bar button[data-kind=done], .action-bar button[data-kind=no], .action-bar button[data-kind=keep_order]",
    ) {
        tap(&b).await;
    } else if let Some(b) = find(root, ".action-bar button[data-kind=skip_expand]") {
        tap(&b).await;
    } else if let Some(c) = find(root, ".al-table .al-actionable") {
        tap(&c).await;
    }
    hand_over(root).await;
}

#[wasm_bindgen_test]
async fn a_day_by_clicking_mana_a_character_pass_and_dusk_moves_it() {
    let (root, handle) = mount("#/altered/new").await;
    start(&root, "7").await;
    setup(&root).await;
    assert!(text(&root, ".al-day").contains("Day 1"));
    assert!(text(&root, ".al-phase.al-now").contains("Afternoon"));

    // The first player plays a Character into their Hero Expedition; the turn passes.
    let (seat, code) = play_a_character(&root).await.expect("an affordable Character in the opening hand");
    // Its own Reactions (a target, a "you may") are answered by the same player first.
    for _ in 0..5 {
        if viewer(&root) != seat || prompt(&root).starts_with("Your turn") {
            break;
        }
        answer_anything(&root).await;
    }
    hand_over(&root).await;
    assert_ne!(viewer(&root), seat, "playing a card ended the turn");
    assert!(text(&root, ".al-last-move").contains("last played"), "the other side's move is marked");
    // The other player passes, then the first player passes too.
    pass(&root).await;
    assert_eq!(viewer(&root), seat, "back to the first player");
    while prompt(&root).starts_with("Your turn") {
        pass(&root).await;
    }
    // Dusk: the lone expedition beats an empty one and moves forward one region.
    wait_for(&root, ".al-dusk.al-moved").await;
    let p = seat.parse::<usize>().unwrap() + 1;
    let region1 = text(&root, ".al-region[data-region=\"1\"] .al-markers");
    assert!(region1.contains(&format!("P{p} Hero Expedition")), "P{p}'s Hero marker is on region 1: {region1}");
    assert!(text(&root, ".log").contains("moves forward"), "the log tells the move");
    let _ = code;
    // Night sent the character to Reserve; day 2 Morning asks for Expand.
    assert!(text(&root, ".al-day").contains("Day 2"));
    assert!(prompt(&root).contains("Expand"), "{}", prompt(&root));
    let expanding = viewer(&root);
    let before = orbs(&root, &expanding);
    tap(&wait_for(&root, ".al-hand .al-card.al-actionable").await).await;
    hand_over(&root).await;
    assert_eq!(orbs(&root, &expanding), before + 1, "Expand put the clicked card into Mana");
    assert!(text(&root, ".log").contains("puts a card into Mana"), "the log tells the Expand without naming the card");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_refusal_shows_its_al_rule_and_changes_nothing() {
    let (root, handle) = mount("#/altered/new").await;
    start(&root, "7").await;
    setup(&root).await;
    // Play until some card in hand cannot be paid for on a turn, then ask "why not?".
    for _ in 0..60 {
        if prompt(&root).starts_with("Your turn") {
            if let Some(card) = all(&root, ".al-hand .al-card:not(.al-actionable)").into_iter().next() {
                tap(&card).await;
                let why = wait_for(&root, ".action-menu button.why-not").await;
                let hand = all(&root, ".al-hand .al-card").len();
                let mana = text(&root, ".al-side.al-mine .al-mana-count");
                tap(&why).await;
                let toast = wait_for(&root, ".error-toast").await;
                let rule = text(&toast, ".rule-id");
                assert_eq!(rule, "AL-8.2", "a play one can't pay for: {}", toast.text_content().unwrap());
                assert_eq!(all(&root, ".al-hand .al-card").len(), hand, "the refusal changed nothing");
                assert_eq!(text(&root, ".al-side.al-mine .al-mana-count"), mana);
                handle.destroy();
                return;
            }
            if play_a_character(&root).await.is_none() {
                pass(&root).await;
            }
        } else {
            answer_anything(&root).await;
        }
        hand_over(&root).await;
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
    for _ in 0..300 {
        let p = prompt(&root);
        if p.contains("Clean-up") {
            assert!(text(&root, ".al-phase.al-now").contains("Night"));
            let zone = ".al-side.al-mine .al-reserve .al-card";
            let before = all(&root, zone).len();
            let limit = text(&root, ".al-side.al-mine .al-reserve .al-zone-name");
            assert!(before > 2, "over the limit: {limit}");
            tap(&wait_for(&root, &format!("{zone}.al-actionable")).await).await;
            assert!(prompt(&root) != p || all(&root, zone).len() < before, "the keep was recorded");
            handle.destroy();
            return;
        }
        if p.starts_with("Your turn") {
            if play_a_character(&root).await.is_none() {
                pass(&root).await;
            }
        } else {
            answer_anything(&root).await;
        }
        hand_over(&root).await;
    }
    panic!("no Clean-up choice came up");
}
