//! The table standard on the Altered table (docs/table-standard.md) in windows of real sizes (tests/web_sized): at 1280x800, 1280x657 and 390x844,
//! at the start and late in a game, the Adventure and all four expeditions are in the
//! board's box and the hand in the window without scrolling, no zone lies over another
//! and nothing runs off a phone's right edge; an exhausted card reads upright and says
//! so; every card's accessible name holds its visible words (axe's
//! label-content-name-mismatch), and axe finds nothing serious over the app with a
//! card's menu open (wide and phone) and on the end screen.
#![cfg(target_arch = "wasm32")]

#[path = "web_support/axe.rs"]
mod axe;
mod web_sized;
mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::altered::{Action, Altered};
use turnkeeper::ui::SeatKind::{Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen_test::*;
use web_sized::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

const SIZES: [(u32, u32); 3] = [(1280, 800), (1280, 657), (390, 844)];
const ROUTE: &str = "#/altered/play";

/// A random game from one of a few seeds, stopped where P1 decides and `when` holds.
fn position(when: impl Fn(&Altered) -> bool) -> StartConfig {
    config_when::<Altered>(Default::default(), vec![Human, Bot], 1..60, when)
}

/// P1's turn on day `day` or later, with a Character to play.
fn afternoon(day: u32) -> StartConfig {
    position(|g| {
        g.view(0).day >= day && g.legal_actions().iter().any(|a| matches!(a, Action::PlayHand { to: Some(_), .. }))
    })
}

/// Whether two boxes overlap by more than a pixel each way.
fn overlap(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    a.0 + 1.0 < b.2 && b.0 + 1.0 < a.2 && a.1 + 1.0 < b.3 && b.1 + 1.0 < a.3
}

/// What breaks the standard in the window: the track and the four expeditions' heads
/// not inside the board's box, the hand's first card not in the window, zones over each
/// other, rows past the right edge.
fn what_breaks(s: &Sized) -> Vec<String> {
    let (w, h) = s.size();
    let mut bad = in_view(s, ".al-hand", ".al-board");
    let board = rect(&q(&s.root, ".al-board").unwrap());
    let heads = qa(&s.root, ".al-track, .al-exp-head");
    if heads.len() != 5 {
        bad.push(format!("{} of the track and four expedition heads drawn", heads.len()));
    }
    for e in heads {
        let r = rect(&e);
        if r.1 < board.1 - 1.0 || r.3 > board.3 + 1.0 {
            bad.push(format!("{} at {r:?} is outside the board's box {board:?}", e.class_name()));
        }
    }
    match q(&s.root, ".al-hand .al-card") {
        Some(c) if rect(&c).3 > h + 1.0 || rect(&c).2 > w + 1.0 => bad.push("the first hand card is cut".into()),
        _ => {}
    }
    // What is drawn of a zone: the part inside the board's box for the board's zones
    // (the board scrolls in its own box, and clips what is scrolled out of it).
    let seen = |e: &Element| {
        let r = rect(e);
        if e.closest(".al-board").ok().flatten().is_some() {
            (r.0.max(board.0), r.1.max(board.1), r.2.min(board.2), r.3.min(board.3))
        } else {
            r
        }
    };
    let zones = qa(&s.root, ".al-side, .al-expedition, .al-track, .al-day, .al-limbo, .al-hand");
    for (i, a) in zones.iter().enumerate() {
        let ra = seen(a);
        let right = rect(a).2;
        if right > w + 1.0 || right > board.2 + 1.0 && a.closest(".al-board").ok().flatten().is_some() {
            bad.push(format!("{} runs off the right edge ({right})", a.class_name()));
        }
        for b in &zones[i + 1..] {
            if overlap(ra, seen(b)) {
                bad.push(format!("{} lies over {}", a.class_name(), b.class_name()));
            }
        }
    }
    bad
}

#[wasm_bindgen_test]
async fn the_adventure_four_expeditions_and_the_hand_in_view_with_no_zone_over_another() {
    let start =
        position(|g| g.view(0).day >= 1 && g.legal_actions().iter().any(|a| matches!(a, Action::PlayHand { .. })));
    let late = afternoon(5);
    for (when, config) in [("start", &start), ("late", &late)] {
        for (w, h) in SIZES {
            let s = open(w, h, ROUTE, config).await;
            take_device(&s).await;
            wait(&s, ".al-table").await;
            sleep(150).await;
            let bad = what_breaks(&s);
            assert!(bad.is_empty(), "{w}x{h} at the {when}: {bad:#?}");
            s.close();
        }
    }
}

#[wasm_bindgen_test]
async fn an_exhausted_card_reads_upright_and_says_exhausted() {
    let config = position(|g| {
        let v = g.view(0);
        v.seats.iter().any(|s| s.hero.iter().chain(&s.reserve).any(|o| o.exhausted))
    });
    let s = open(1280, 800, ROUTE, &config).await;
    take_device(&s).await;
    let card = wait(&s, ".al-card.al-exhausted").await;
    let words = card.text_content().unwrap_or_default();
    assert!(words.contains("Exhausted"), "it says so: {words}");
    assert!(turned_more_than(&s, &card, 15.0).is_none(), "it is not turned");
    s.close();
}

#[wasm_bindgen_test]
async fn every_card_is_named_by_its_own_words_and_axe_finds_nothing_serious() {
    let config = afternoon(3);
    for phone in [false, true] {
        let (root, handle) = mount_with(ROUTE, &config).await;
        if phone {
            phone_size(&root);
        }
        let card = wait_for(&root, ".al-hand .al-card.al-actionable").await;
        click(&card).await;
        wait_for(&root, ".action-menu").await;
        let mismatched = axe::rule_violations(&root, "label-content-name-mismatch").await;
        assert!(mismatched.is_empty(), "phone {phone}: names without their visible words: {mismatched:#?}");
        axe::check(&format!("Altered (phone {phone}) with a card's menu open"), &root).await;
        handle.destroy();
    }
    let end = played_config::<Altered>(7, u32::MAX, vec![Human, Bot]);
    let (root, handle) = mount_with(ROUTE, &end).await;
    wait_for(&root, ".end-screen").await;
    axe::check("Altered's end screen", &root).await;
    handle.destroy();
}
