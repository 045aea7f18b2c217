//! Issue 34 point 11 in windows of real sizes (tests/web_sized): what a new player saw at
//! the Altered table, each measured by the boxes the page draws. The test page's iframe
//! draws classic scroll bars, as a desktop browser with a mouse does. Each test failed
//! on the code before its fix.
#![cfg(target_arch = "wasm32")]

mod web_sized;
mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::altered::Altered;
use turnkeeper::ui::SeatKind::{Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen_test::*;
use web_sized::*;
use web_support::{rect, sleep};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

type Box4 = (f64, f64, f64, f64);

/// Whether two boxes overlap by more than half a pixel each way.
fn overlap(a: Box4, b: Box4) -> bool {
    a.0 + 0.5 < b.2 && b.0 + 0.5 < a.2 && a.1 + 0.5 < b.3 && b.1 + 0.5 < a.3
}

/// Whether `inner` lies inside `outer`, a pixel given.
fn inside(inner: Box4, outer: Box4) -> bool {
    inner.0 >= outer.0 - 1.0 && inner.1 >= outer.1 - 1.0 && inner.2 <= outer.2 + 1.0 && inner.3 <= outer.3 + 1.0
}

/// A card's name, for a message.
fn name(card: &Element) -> String {
    q(card, ".al-name").and_then(|n| n.text_content()).unwrap_or_default()
}

/// A random game stopped where P1 decides and `when` holds.
fn position(when: impl Fn(&Altered) -> bool) -> StartConfig {
    config_when::<Altered>(Default::default(), vec![Human, Bot], 1..200, when)
}

/// The table drawn in a `w` x `h` window.
async fn table(w: u32, h: u32, c: &StartConfig) -> Sized {
    let s = open(w, h, "#/altered/play", c).await;
    take_device(&s).await;
    wait(&s, ".al-table").await;
    sleep(200).await;
    s
}

/// Point 11: a card played sat in Limbo as an expedition card, Limbo grew by its height,
/// and the board above shrank and scrolled, cutting the expeditions' cards. With a card
/// in Limbo, Limbo stays one row of chips, the board does not scroll and every card on
/// it is whole inside the board's box, at 1280x800 and 390x844.
#[wasm_bindgen_test]
async fn altered_a_card_in_limbo_leaves_the_board_whole() {
    let c = position(|g| !g.view(0).limbo.is_empty());
    for (w, h) in [(1280, 800), (390, 844)] {
        let s = table(w, h, &c).await;
        let limbo = q(&s.root, ".al-limbo").unwrap();
        assert!(q(&limbo, ".al-card").is_some(), "{w}x{h}: a card is in Limbo");
        let lr = rect(&limbo);
        assert!(lr.3 - lr.1 <= 50.0, "{w}x{h}: Limbo holding a card is {} px high", lr.3 - lr.1);
        let board = q(&s.root, ".al-board").unwrap();
        assert!(
            board.scroll_height() <= board.client_height() + 1,
            "{w}x{h}: the board scrolls: {} > {}",
            board.scroll_height(),
            board.client_height()
        );
        let br = rect(&board);
        for card in qa(&board, ".al-card") {
            // A phone's player strip scrolls sideways (a swipe): there only the height counts.
            let cr = rect(&card);
            let strip = card.closest(".al-strip").ok().flatten().is_some_and(|e| e.scroll_width() > e.client_width());
            let whole = if strip { cr.1 >= br.1 - 1.0 && cr.3 <= br.3 + 1.0 } else { inside(cr, br) };
            assert!(whole, "{w}x{h}: {:?} at {cr:?} is cut by the board {br:?}", name(&card));
        }
        s.close();
    }
}

/// Point 11: in a 390 px window with a mouse, both player strips were squeezed to their
/// scroll bars (15 px), their cards cut away. Each strip is as high as its cards and
/// words, and each of its cards is whole inside it, at 390x844, early and late.
#[wasm_bindgen_test]
async fn altered_player_strips_keep_their_height_in_a_narrow_window() {
    let early = position(|g| g.view(0).day >= 1);
    let late = position(|g| g.view(0).day >= 5);
    for c in [&early, &late] {
        let s = table(390, 844, c).await;
        let sides = qa(&s.root, ".al-side");
        assert_eq!(sides.len(), 2, "both strips are drawn");
        for side in sides {
            let label = side.get_attribute("aria-label").unwrap_or_default();
            assert!(
                side.client_height() + 1 >= side.scroll_height(),
                "{label} is squeezed: {} px shown of {}",
                side.client_height(),
                side.scroll_height()
            );
            let sr = rect(&side);
            for card in qa(&side, ".al-card") {
                let cr = rect(&card);
                assert!(
                    cr.1 >= sr.1 - 1.0 && cr.3 <= sr.3 + 1.0,
                    "{label}: {:?} at {cr:?} is cut ({sr:?})",
                    name(&card)
                );
            }
        }
        s.close();
    }
}

/// Point 11: on a phone a Sproutling lay over its Sproutcaller's Water: an expedition
/// card's terrain numbers ran past its edge under the next card. Every number of every
/// expedition card is inside its card, clear of its costs and the topmost thing at its
/// centre, at 390x844 and 1280x800.
#[wasm_bindgen_test]
async fn altered_no_card_covers_another_cards_numbers() {
    let c = position(|g| {
        let v = g.view(0);
        v.seats.iter().any(|s| {
            s.expeditions.iter().any(|e| {
                let has = |code: &str| e.characters.iter().any(|c| c.face.code == code);
                has("VP-02") && has("TK-01")
            })
        })
    });
    for (w, h) in [(390, 844), (1280, 800)] {
        let s = table(w, h, &c).await;
        let cards = qa(&s.root, ".al-exp-cards .al-card");
        assert!(cards.iter().any(|c| name(c) == "Sproutcaller"), "{w}x{h}: Sproutcaller is drawn");
        for card in &cards {
            let cr = rect(card);
            let costs: Vec<Box4> = qa(card, ".al-hcost, .al-rcost").iter().map(rect).collect();
            for stat in qa(card, ".al-stats .al-stat") {
                let sr = rect(&stat);
                let said = format!("{w}x{h}: {:?}'s {:?}", name(card), stat.text_content().unwrap_or_default());
                assert!(inside(sr, cr), "{said} at {sr:?} runs out of its card {cr:?}");
                assert!(costs.iter().all(|c| !overlap(*c, sr)), "{said} lies under a cost");
                let top = s.at((sr.0 + sr.2) / 2.0, (sr.1 + sr.3) / 2.0);
                assert!(top.is_some_and(|t| within(&t, card)), "{said} is covered by another card");
            }
        }
        s.close();
    }
}
