//! The Tash-Kalar table against the table standard (docs/table-standard.md) in
//! real window sizes (tests/web_sized: an iframe of 1280x800,
//! 1280x657 or 390x844 holds the app): zones that never cover each other, nothing off
//! the side of a phone, menus inside the window and on top, the large card opaque and
//! clear of the board and hand, every card drawn with its illustration and a frame of
//! its kind, rank and colour, and axe-core over the whole document at every state.
#![cfg(target_arch = "wasm32")]

#[path = "web_support/axe.rs"]
mod axe;
mod web_sized;
mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::tash_kalar::state::Pending;
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::SeatKind::{Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen_test::*;
use web_sized::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

const SIZES: [(u32, u32); 3] = [(1280, 800), (1280, 657), (390, 844)];
const ROUTE: &str = "#/tash-kalar/play";

/// A High Form game against the computer, played by the random bot until `when` holds
/// with P1 to decide.
fn config_when(when: impl Fn(&TashKalar) -> bool) -> StartConfig {
    web_sized::config_when::<TashKalar>(Default::default(), vec![Human, Bot], 1..60, when)
}

fn overlap(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    a.0 + 1.0 < b.2 && b.0 + 1.0 < a.2 && a.1 + 1.0 < b.3 && b.1 + 1.0 < a.3
}

/// The table's zones that must never lie over one another.
const ZONES: &str = ".tk-turn-strip, .tk-board-frame, .tk-hand, .tk-info-col > section, .action-bar, .topbar";

/// The part of `e` that shows: the table scrolls in its own box, so a panel below the
/// fold is cut there, not drawn over the action bar.
fn shown(s: &Sized, e: &Element) -> (f64, f64, f64, f64) {
    let r = rect(e);
    match q(&s.root, ".table-wrap").filter(|wrap| within(e, wrap)) {
        Some(wrap) => {
            let c = rect(&wrap);
            (r.0.max(c.0), r.1.max(c.1), r.2.min(c.2), r.3.min(c.3))
        }
        None => r,
    }
}

/// Zones pairwise apart, and every zone, row and open menu inside the window's width.
fn zones_apart_and_inside(s: &Sized) -> Vec<String> {
    let (w, _) = s.size();
    let zones: Vec<(String, (f64, f64, f64, f64))> = qa(&s.root, ZONES)
        .iter()
        .map(|e| (e.class_name(), shown(s, e)))
        .filter(|(_, r)| r.2 > r.0 && r.3 > r.1)
        .collect();
    let mut bad = Vec::new();
    for (i, (a, ra)) in zones.iter().enumerate() {
        for (b, rb) in &zones[i + 1..] {
            if overlap(*ra, *rb) {
                bad.push(format!("{a} {ra:?} lies over {b} {rb:?}"));
            }
        }
    }
    let rows = ".tk-turn-strip, .tk-board-col, .tk-hand, .tk-info-col > section, .tk-supply-row, .tk-player, .action-menu, .action-menu button, .action-bar";
    for e in qa(&s.root, rows) {
        let r = rect(&e);
        if r.0 < -1.0 || r.2 > w + 1.0 {
            bad.push(format!("{} {:?} runs off the {w} px window", e.class_name(), r));
        }
    }
    bad
}

#[wasm_bindgen_test]
async fn tash_kalar_zones_never_cover_each_other_and_nothing_runs_off_the_side() {
    let start = config_when(|g| g.turn() >= 1);
    let late = config_when(|g| g.turn() >= 24 && matches!(g.pending, Pending::Actions));
    for config in [&start, &late] {
        for (w, h) in SIZES {
            let s = open(w, h, ROUTE, config).await;
            take_device(&s).await;
            wait(&s, ".tk-table").await;
            let mut bad = in_view(&s, ".tk-hand", ".tk-board");
            bad.extend(zones_apart_and_inside(&s));
            // A being selected: its menu is inside the window and on top, and the zones
            // did not move.
            let before: Vec<_> = qa(&s.root, ZONES).iter().map(rect).collect();
            if let Some(card) = q(&s.root, ".tk-hand .tk-card.tk-being.tk-actionable") {
                tap(&card).await;
                sleep(100).await;
                assert!(q(&s.root, ".tk-table .action-menu").is_some(), "{w}x{h}: a being's menu opens");
                bad.extend(menus_inside_and_on_top(&s, ".action-menu"));
                bad.extend(zones_apart_and_inside(&s));
                let after: Vec<_> = qa(&s.root, ZONES).iter().map(rect).collect();
                if before != after {
                    bad.push(format!("opening the menu moved the zones: {before:?} → {after:?}"));
                }
            }
            assert!(bad.is_empty(), "{w}x{h} turn {}: {bad:#?}", config.resume.as_ref().unwrap().log.len());
            s.close();
        }
    }
}

/// Shows the large copy of `card` as a mouse pointer would; returns it.
async fn show_large(s: &Sized, card: &Element) -> Element {
    js(
        &card.clone().into(),
        "e.dispatchEvent(new e.ownerDocument.defaultView.MouseEvent('mouseenter', { bubbles: false }));",
    );
    sleep(250).await;
    wait(s, ".card-inspect .tk-card.large").await
}

#[wasm_bindgen_test]
async fn tash_kalar_the_large_card_is_opaque_whole_and_clear_of_board_and_hand() {
    let config = config_when(|g| g.turn() >= 8 && matches!(g.pending, Pending::Actions));
    for (w, h) in [(1280, 800), (1280, 657)] {
        let s = open(w, h, ROUTE, &config).await;
        take_device(&s).await;
        wait(&s, ".tk-table").await;
        for card in qa(&s.root, ".tk-hand .tk-card") {
            let big = show_large(&s, &card).await;
            let o = s.num(
                &big.clone().into(),
                "let o = 1; for (let x = e; x; x = x.parentElement) o *= parseFloat(w.getComputedStyle(x).opacity); return o;",
            );
            assert!(o > 0.99, "{w}x{h}: the large card is opaque, not {o}");
            let bg = s.str(&big.clone().into(), "return w.getComputedStyle(e).backgroundImage;");
            assert!(bg.contains("gradient"), "{w}x{h}: the large card has its paper: {bg}");
            let r = rect(&big);
            let top = s.at((r.0 + r.2) / 2.0, (r.1 + r.3) / 2.0).expect("something at the card's centre");
            assert!(within(&top, &big), "{w}x{h}: the large card is on top");
            assert!(r.3 <= h as f64 + 1.0 && r.1 >= -1.0, "{w}x{h}: the large card {r:?} is whole in the window");
            for zone in [".tk-board", ".tk-hand"] {
                let z = rect(&q(&s.root, zone).unwrap());
                assert!(!overlap(r, z), "{w}x{h}: the large card {r:?} covers {zone} {z:?}");
            }
            let text = big.text_content().unwrap_or_default();
            assert!(!text.contains('{'), "the large card's text draws its symbols: {text}");
            js(
                &card.clone().into(),
                "e.dispatchEvent(new e.ownerDocument.defaultView.MouseEvent('mouseleave', { bubbles: false }));",
            );
            sleep(50).await;
        }
        s.close();
    }
}

#[wasm_bindgen_test]
async fn tash_kalar_every_card_has_its_illustration_and_a_frame_of_its_kind_rank_and_colour() {
    let config = config_when(|g| g.turn() >= 2);
    let (root, handle) = mount_with(ROUTE, &config).await;
    if let Some(b) = find(&root, ".pass-device button.primary") {
        click(&b).await;
    }
    wait_for(&root, ".tk-table").await;
    let cards = all(&root, ".tk-hand .tk-card");
    assert!(cards.len() >= 5, "beings, legends and a flare in hand: {}", cards.len());
    for card in &cards {
        let code = card.get_attribute("data-card").unwrap();
        let class = card.class_name();
        let kind = if code.starts_with('L') {
            "tk-legend"
        } else if code.starts_with('F') {
            "tk-flare"
        } else {
            "tk-being"
        };
        assert!(class.contains(kind), "{code} is framed as a {kind}: {class}");
        assert!(class.contains("tk-c0"), "{code} is in P1's colour: {class}");
        if kind != "tk-flare" {
            assert!(class.contains("tk-rank-"), "{code}'s frame says its rank: {class}");
            assert!(find(card, ".tk-pattern").is_some(), "{code} keeps its pattern");
        }
        let art = find(card, ".tk-art use").unwrap_or_else(|| panic!("{code} has an illustration"));
        let href = art.get_attribute("href").unwrap_or_default();
        assert!(href.contains('#') && href.len() > 2, "{code}'s illustration names its icon: {href}");
        let name = find(card, ".tk-name").unwrap().text_content().unwrap();
        assert!(card.get_attribute("aria-label").is_none(), "{code}'s name is its visible words, not a label");
        assert!(card.text_content().unwrap().contains(&name), "{code}: {name}");
    }
    for task in all(&root, ".tk-tasks .tk-task") {
        assert!(task.class_name().contains("tk-task-"), "a task's frame says its type: {}", task.class_name());
        assert!(find(&task, ".tk-task-art use").is_some(), "a task has its illustration");
        assert!(task.get_attribute("aria-label").is_none(), "a task's name is its visible words");
    }
    handle.destroy();
}

/// axe over the whole document, with the rule that an element's name holds its visible
/// words switched on.
async fn whole_document(state: &str) {
    // Only the app: a sized window another test left behind is not part of it.
    js(&wasm_bindgen::JsValue::NULL, "document.querySelectorAll('iframe').forEach(f => f.remove());");
    let body: Element = document().body().unwrap().into();
    let mut found = axe::serious_violations(&body).await;
    let words = js(
        &wasm_bindgen::JsValue::NULL,
        "return axe.run(document, { runOnly: ['label-content-name-mismatch'] })\
           .then(r => r.violations.map(v => v.id + ' @ ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ')));",
    );
    let words = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(words)).await.unwrap();
    found.extend(js_sys::Array::from(&words).iter().filter_map(|v| v.as_string()));
    assert!(found.is_empty(), "{state}: {found:#?}");
}

#[wasm_bindgen_test]
async fn tash_kalar_whole_document_accessible_at_every_state_wide_and_on_a_phone() {
    let choice = config_when(|g| matches!(g.pending, Pending::Effect(_)));
    let mid = config_when(|g| g.turn() >= 10 && matches!(g.pending, Pending::Actions));
    let end = played_config::<TashKalar>(3, u32::MAX, vec![Human, Bot]);
    for phone in [false, true] {
        let size = if phone { "390x844" } else { "wide" };
        for (page, ready) in [("#/tash-kalar/new", ".new-game"), ("#/tash-kalar/rules", ".how-to-play")] {
            let (root, handle) = mount(page).await;
            if phone {
                phone_size(&root);
            }
            wait_for(&root, ready).await;
            whole_document(&format!("{page} {size}")).await;
            handle.destroy();
        }
        for (state, config) in [("a pending choice", &choice), ("mid-game, a menu open", &mid), ("the end", &end)] {
            let (root, handle) = mount_with(ROUTE, config).await;
            if phone {
                phone_size(&root);
            }
            if let Some(b) = find(&root, ".pass-device button.primary") {
                click(&b).await;
            }
            wait_for(&root, ".tk-table").await;
            if let Some(card) = find(&root, ".tk-hand .tk-card.tk-actionable") {
                click(&card).await;
                wait_for(&root, ".action-menu").await;
            }
            whole_document(&format!("{state} {size}")).await;
            handle.destroy();
        }
    }
}
