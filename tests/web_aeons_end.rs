//! Browser tests of the Aeon's End table (wasm-bindgen-test in headless Chrome): a solo
//! game is started, cards, breaches and supply piles are clicked, and the DOM is read back.
//!
//! Seed 1, one mage (Orrin Vael): the first turn order card is Orrin's and the second
//! the nemesis's. Orrin holds Cinderwick, three Glimstones and a Flicker; breach I is
//! opened, II is closed at stage 1 (focus 2), III at stage 0.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

fn breach_sel(b: usize) -> String {
    format!(".ae-mage[data-seat=\"0\"] .ae-breach[data-breach=\"{b}\"]")
}

fn hand_card(kind: &str) -> String {
    format!(".ae-hand button.ae-card[data-kind={kind}]")
}

/// Starts a solo game on seed 1.
async fn start_solo(root: &Element) {
    set_seed(root, "1").await;
    let select = wait_for(root, "#ae-mages").await.dyn_into::<HtmlSelectElement>().unwrap();
    select.set_value("1");
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    sleep(50).await;
    assert_eq!(root.query_selector_all(".seat-row").unwrap().length(), 1, "a solo game has one seat");
    click(&wait_for(root, "button.start").await).await;
    wait_for(root, ".ae-table").await;
}

#[wasm_bindgen_test]
async fn lobby_lists_aeons_end() {
    let (root, handle) = mount("#/").await;
    let tile = wait_for(&root, ".tile[data-game=aeons-end]").await;
    assert!(tile.text_content().unwrap().contains("Aeon's End"));
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_solo_turn_by_clicking_then_the_nemesis_turn_and_a_purchase() {
    let (root, handle) = mount("#/aeons-end/new").await;
    start_solo(&root).await;
    assert!(
        text(&root, ".ae-prompt").contains("Main phase"),
        "the prompt says what to do: {}",
        text(&root, ".ae-prompt")
    );

    // A refusal: Flicker onto closed breach III, which was not focused this turn.
    click(&wait_for(&root, &hand_card("flicker")).await).await;
    click(&wait_for(&root, &breach_sel(2)).await).await;
    let toast = wait_for(&root, ".error-toast").await;
    assert_eq!(text(&toast, ".rule-id"), "AE-6.6", "the refusal cites its rule: {}", toast.text_content().unwrap());
    assert!(find(&root, &hand_card("flicker")).is_some(), "the Flicker is still in hand");

    // Three Glimstones: 3 aether.
    for _ in 0..3 {
        click(&wait_for(&root, &hand_card("glimstone")).await).await;
    }
    assert!(text(&root, ".ae-aether").contains("Aether 3"), "{}", text(&root, ".ae-aether"));
    // Focus breach II (2 aether): its only action, so one click.
    click(&wait_for(&root, &breach_sel(1)).await).await;
    let b2 = wait_for(&root, &format!("{}.ae-focused", breach_sel(1))).await;
    assert!(b2.text_content().unwrap().contains("stage 2/3"), "a quarter turn: {}", b2.text_content().unwrap());
    // Prep the Flicker into the focused breach: the card, then the lit breach.
    click(&wait_for(&root, &hand_card("flicker")).await).await;
    let lit = wait_for(&root, &format!("{}.ae-target", breach_sel(1))).await;
    click(&lit).await;
    wait_for(&root, &format!("{} .ae-prepped[data-kind=flicker]", breach_sel(1))).await;

    // End the turn: the nemesis turn resolves and the log tells it.
    click(&wait_for(&root, "button[data-kind=end_main]").await).await;
    for _ in 0..100 {
        if text(&root, ".log").contains("The nemesis draws") {
            break;
        }
        sleep(20).await;
    }
    assert!(text(&root, ".log").contains("turn order card shows the nemesis"), "{}", text(&root, ".log"));
    assert!(text(&root, ".log").contains("The nemesis draws"), "the nemesis card is told in words");

    // Orrin's next turn begins with the casting phase: the spell in closed breach II must be cast.
    for _ in 0..150 {
        if text(&root, ".ae-prompt").contains("must be cast") {
            break;
        }
        sleep(20).await;
    }
    assert!(text(&root, ".ae-prompt").contains("must be cast"), "{}", text(&root, ".ae-prompt"));
    let before = text(&root, ".ae-nemesis .ae-big");
    // A change of the game clears the selection (the table's own rule), so a click that
    // lands just before a late repaint is made again, as a player would.
    for _ in 0..5 {
        click(&wait_for(&root, &breach_sel(1)).await).await;
        for _ in 0..50 {
            if let Some(n) = find(&root, ".ae-nemesis.ae-target") {
                click(&n).await;
                break;
            }
            sleep(20).await;
        }
        for _ in 0..50 {
            if text(&root, ".ae-nemesis .ae-big") != before {
                break;
            }
            sleep(20).await;
        }
        if text(&root, ".ae-nemesis .ae-big") != before {
            break;
        }
    }
    assert_ne!(text(&root, ".ae-nemesis .ae-big"), before, "the Flicker hit the nemesis");
    click(&wait_for(&root, "button[data-kind=end_casting]").await).await;

    // Three Glimstones again, then buy an Ashglass Bead (cost 2) from the supply.
    for _ in 0..3 {
        click(&wait_for(&root, &hand_card("glimstone")).await).await;
    }
    let pile = wait_for(&root, ".ae-pile[data-pile=\"0\"] button.ae-card.ae-lit").await;
    click(&pile).await;
    for _ in 0..50 {
        if text(&root, ".log").contains("gains Ashglass Bead") {
            break;
        }
        sleep(20).await;
    }
    assert!(text(&root, ".log").contains("gains Ashglass Bead"), "the purchase is logged");
    assert!(text(&root, ".ae-pile[data-pile=\"0\"]").contains("× 6"), "the pile has 6 left");
    assert!(text(&root, ".ae-mage .ae-discard summary").contains("top: Ashglass Bead"), "it lies on the discard pile");
    handle.destroy();
}

/// The mage a decision is asked of, from the prompt ("Orrin Vael: ..."), if a mage's.
fn prompt_mage(root: &Element) -> Option<&'static str> {
    let p = text(root, ".ae-prompt");
    ["Orrin Vael", "Sabe Tunmere"].into_iter().find(|m| p.starts_with(m))
}

/// Hands are open between allies, so two people sharing the device get
/// no pass-the-device screen between the mages unless they ask for it on the new-game
/// page, which remembers the choice. Each run plays (by clicking) until both mages have
/// decided something, and counts the hand-over screens on the way.
#[wasm_bindgen_test]
async fn the_hand_over_screen_appears_between_mages_only_when_asked_for() {
    for asked in [false, true] {
        let (root, handle) = mount("#/aeons-end/new").await;
        let choice = wait_for(&root, "#ae-pass-device").await.dyn_into::<HtmlInputElement>().unwrap();
        assert!(!choice.checked(), "off unless the players ask");
        if asked {
            click(&choice).await;
            let stored = web_sys::window().unwrap().local_storage().unwrap().unwrap().get_item(PASS_KEY).unwrap();
            assert_eq!(stored.as_deref(), Some("true"), "the choice is remembered");
            // Leave the page and come back: the box is ticked again.
            web_sys::window().unwrap().location().set_hash("#/").unwrap();
            wait_for(&root, ".tile").await;
            web_sys::window().unwrap().location().set_hash("#/aeons-end/new").unwrap();
            let again = wait_for(&root, "#ae-pass-device").await.dyn_into::<HtmlInputElement>().unwrap();
            for _ in 0..25 {
                if again.checked() {
                    break;
                }
                sleep(20).await;
            }
            assert!(again.checked(), "the remembered choice is taken on the next new-game page");
        }
        set_seed(&root, "3").await;
        click(&wait_for(&root, ".seat-kind-1").await).await;
        assert_eq!(text(&root, ".seat-kind-1"), "Person", "two people share the device");
        click(&wait_for(&root, "button.start").await).await;
        if asked {
            // Hands hidden between allies: the game opens on the screen for P1.
            click(&wait_for(&root, ".pass-device button.primary").await).await;
        }
        wait_for(&root, ".ae-table").await;

        let (mut screens, mut seen) = (0, Vec::<&str>::new());
        for _ in 0..200 {
            if let Some(b) = find(&root, ".pass-device button.primary") {
                screens += 1;
                click(&b).await;
                wait_for(&root, ".ae-table").await;
                continue;
            }
            if let Some(m) = prompt_mage(&root) {
                if !seen.contains(&m) {
                    seen.push(m);
                }
            }
            if seen.len() == 2 {
                break;
            }
            // End each phase; answer a choice the nemesis leaves to the team with the
            // first lit mage; otherwise click the first lit thing.
            let next =
                find(&root, "button[data-kind=end_casting], button[data-kind=end_main], button[data-kind=decline]")
                    .or_else(|| find(&root, ".ae-life.ae-lit"))
                    .or_else(|| find(&root, ".ae-table .ae-lit"));
            match next {
                Some(b) => click(&b).await,
                None => sleep(20).await,
            }
        }
        assert_eq!(seen.len(), 2, "both mages decided ({seen:?}); prompt: {}", text(&root, ".ae-prompt"));
        if asked {
            assert!(screens >= 1, "asked for: the screen came when the device changed hands");
        } else {
            assert_eq!(screens, 0, "not asked for: no hand-over screen between allies");
        }
        handle.destroy();
    }
}

const PASS_KEY: &str = "turnkeeper/aeons-end/pass-device";
