//! Issue 34 point 9 in windows of real sizes (tests/web_sized): what a new player saw at
//! the Lorcana table, each measured by the boxes the page draws (Altered's point 11 is in
//! tests/web_players_altered.rs). Each test failed on the code before its fix.
#![cfg(target_arch = "wasm32")]

mod web_sized;
mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::ui::SeatKind::{Bot, Human};
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

/// The element's words, for a message.
fn words(e: &Element) -> String {
    e.text_content().unwrap_or_default()
}

/// Whether the element drawn at `(x, y)` is `e` or inside it.
fn topmost(s: &Sized, e: &Element, x: f64, y: f64) -> bool {
    s.at(x, y).is_some_and(|top| within(&top, e))
}

/// Point 9: a hand of 8 with a location (a card lying on its side) ran past the table's
/// right edge at 1280x800 and scrolled sideways, and so does any hand of 10. At 1280x800
/// and 1280x657, such a hand lies inside the window and its own box, no card runs out
/// of it, and every card's name is whole, at least 8.5 px high and the topmost thing at
/// its centre (so it reads and takes a click there). A phone's hand stays a strip to
/// swipe (tests/phone/check.mjs): eight readable names do not fit 390 px.
#[wasm_bindgen_test]
async fn lorcana_a_full_hand_fits_the_table_with_every_name_readable() {
    use turnkeeper::games::lorcana::cards::CardType;
    let hand = |g: &Lorcana| g.view(0).seats[0].hand.clone().unwrap_or_default();
    // P1 brings Grove Harbor Keepers, the premade with the most locations (4).
    let keepers = turnkeeper::games::lorcana::LorcanaOptions {
        p1_deck: turnkeeper::games::lorcana::DeckSpec::Premade("E".into()),
        ..Default::default()
    };
    let eight = config_when::<Lorcana>(keepers, vec![Human, Bot], 1..200, |g| {
        let h = hand(g);
        h.len() == 8 && h.iter().any(|c| c.card_type == CardType::Location)
    });
    let ten = config_when::<Lorcana>(Default::default(), vec![Human, Bot], 1..200, |g| hand(g).len() >= 10);
    for (c, n) in [(&eight, 8), (&ten, 10)] {
        for (w, h) in [(1280, 800), (1280, 657)] {
            let s = open(w, h, "#/lorcana/play", c).await;
            take_device(&s).await;
            wait(&s, ".lo-hand .card").await;
            sleep(150).await;
            let hand = q(&s.root, ".lo-hand").unwrap();
            let cards = qa(&s.root, ".lo-hand .card");
            assert!(cards.len() >= n, "{w}x{h}: {n} cards in hand, not {}", cards.len());
            assert!(
                hand.scroll_width() <= hand.client_width() + 1,
                "{w}x{h}, {n} cards: the hand runs sideways: {} > {}",
                hand.scroll_width(),
                hand.client_width()
            );
            let hr = rect(&hand);
            assert!(hr.0 >= -1.0 && hr.2 <= w as f64 + 1.0, "{w}x{h}: the hand {hr:?} is inside the window");
            for card in &cards {
                let r = rect(card);
                assert!(
                    r.0 >= hr.0 - 1.0 && r.2 <= hr.2 + 1.0,
                    "{w}x{h}: {} at {r:?} runs out of the hand {hr:?}",
                    words(card)
                );
                let name = card.query_selector(".name").unwrap().expect("a name");
                let nr = rect(&name);
                assert!(
                    nr.0 >= r.0 - 1.0 && nr.2 <= r.2 + 1.0,
                    "{w}x{h}: the name {:?} runs out of its card",
                    words(&name)
                );
                assert!(
                    name.scroll_width() <= name.client_width() + 1 && name.scroll_height() <= name.client_height() + 1,
                    "{w}x{h}: the name {:?} is cut",
                    words(&name)
                );
                let px = s.num(&name.clone().into(), "return parseFloat(w.getComputedStyle(e).fontSize);");
                assert!(px >= 8.5, "{w}x{h}: the name {:?} is {px} px", words(&name));
                let mid = (nr.1 + nr.3) / 2.0;
                for (x, y) in [(nr.0 + 2.0, mid), ((nr.0 + nr.2) / 2.0, mid), (nr.2 - 2.0, mid)] {
                    assert!(topmost(&s, card, x, y), "{w}x{h}: {:?} is covered at its name", words(&name));
                }
            }
            s.close();
        }
    }
}

/// Point 9: an exerted character's "exerted" chip and its damage chip lay over each
/// other and over the card's words, or were pushed out of the card (in a short window,
/// the 1280x657 a 1280x800 screen leaves a page, the statistics and the damage chip fell
/// out of the card and the cost lay over the name). Every chip of a card in play is
/// inside its card and clear of the other chips, the cost, the name, the type line, the
/// keywords, the text and the statistics, at every size. Boxes are measured in the
/// card's own frame (its small tilt taken off while measuring): a tilt turns every box of
/// the card alike, and only enlarges their bounding rectangles.
#[wasm_bindgen_test]
async fn lorcana_exerted_and_damage_chips_clear_of_each_other_and_the_words() {
    let c = config_when::<Lorcana>(Default::default(), vec![Human, Bot], 1..400, |g| {
        let v = g.view(0);
        v.seats.iter().any(|s| s.characters.iter().any(|c| c.exerted && c.damage > 0))
    });
    for (w, h) in [(1280, 800), (1280, 657), (390, 844)] {
        let s = open(w, h, "#/lorcana/play", &c).await;
        take_device(&s).await;
        wait(&s, ".lo-play-zone .card").await;
        sleep(150).await;
        let marked = qa(&s.root, ".lo-play-zone .card.exerted")
            .into_iter()
            .filter(|c| c.query_selector(".damage-tag").ok().flatten().is_some())
            .collect::<Vec<_>>();
        assert!(!marked.is_empty(), "{w}x{h}: an exerted, damaged character is drawn");
        for card in marked {
            web_support::js(&card.clone().into(), "e.style.transition = 'none'; e.style.transform = 'none';");
            let cr = rect(&card);
            let tags = qa(&card, ".tag");
            assert!(tags.len() >= 2, "{w}x{h}: exerted and damage chips: {}", words(&card));
            let parts = qa(&card, ".cost, .name, .type-line, .keywords, .text, .stat");
            for p in &parts {
                let pr = rect(p);
                let drawn = pr.2 - pr.0 >= 1.0 && pr.3 - pr.1 >= 1.0;
                if drawn && (p.class_name().contains("stat") || p.class_name().contains("name")) {
                    assert!(
                        pr.1 >= cr.1 - 1.0 && pr.3 <= cr.3 + 1.0,
                        "{w}x{h}: {} {:?} at {pr:?} runs out of its card {cr:?}",
                        p.class_name(),
                        words(p)
                    );
                }
            }
            for (i, t) in tags.iter().enumerate() {
                let tr = rect(t);
                assert!(tr.2 - tr.0 > 4.0 && tr.3 - tr.1 > 4.0, "{w}x{h}: {:?} is drawn", words(t));
                assert!(
                    tr.0 >= cr.0 - 1.0 && tr.2 <= cr.2 + 1.0 && tr.1 >= cr.1 - 1.0 && tr.3 <= cr.3 + 1.0,
                    "{w}x{h}: {:?} at {tr:?} runs out of its card {cr:?}",
                    words(t)
                );
                for u in &tags[i + 1..] {
                    let ur = rect(u);
                    assert!(!overlap(tr, ur), "{w}x{h}: {:?} at {tr:?} lies over {:?} at {ur:?}", words(t), words(u));
                }
                for p in &parts {
                    let pr = rect(p);
                    // A part not drawn (hidden in a small card, an empty text) covers nothing.
                    if pr.2 - pr.0 < 1.0 || pr.3 - pr.1 < 1.0 || words(p).trim().is_empty() {
                        continue;
                    }
                    assert!(
                        !overlap(tr, pr),
                        "{w}x{h}: {:?} at {tr:?} lies over {} {:?} at {pr:?}",
                        words(t),
                        p.class_name(),
                        words(p)
                    );
                }
            }
            let (cost, name) = (q(&card, ".cost").unwrap(), q(&card, ".name").unwrap());
            assert!(!overlap(rect(&cost), rect(&name)), "{w}x{h}: the cost lies over the name {:?}", words(&name));
            web_support::js(&card.clone().into(), "e.style.transform = ''; e.style.transition = '';");
        }
        s.close();
    }
}
