//! Browser tests of Aeon's End with three and four mages (issue 32 point 8): at 1280x800
//! and 390x844 every mage's panel, the nemesis, Gravehold, the breaches and hand of the
//! deciding mage and the turn order are whole, at the start and late in a game (no panel
//! cut by its container, the page never scrolling sideways; a phone may scroll down);
//! and a four-mage game, loaded late (tests/web_aeons_end/four_late.json, written natively
//! by tests/aeons_end_team_save.rs from a greedy game), is played by the computer in all
//! four seats to the end screen, which says the team's result. Layouts are measured in a
//! frame of the exact window size, so the page's `vh` units and container queries are
//! that window's.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot, Save};
use turnkeeper::games::aeons_end::{AeonsEnd, Options};
use turnkeeper::ui::SeatKind::{self, Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

const FOUR_LATE: &str = include_str!("web_aeons_end/four_late.json");

const SIZES: [(u32, u32); 2] = [(1280, 800), (390, 844)];

fn config(options: &Options, seed: u64, resume: Option<Save>, seat: SeatKind) -> StartConfig {
    StartConfig {
        game: "aeons-end".into(),
        seats: vec![seat; options.mages],
        seed,
        options: serde_json::to_value(options).unwrap(),
        resume,
        replay: false,
        online: None,
    }
}

/// A fresh game of `mages` mages against `nemesis`, every seat a person.
fn fresh(mages: usize, nemesis: &str) -> StartConfig {
    let o = Options { mages, nemesis: nemesis.into(), ..Default::default() };
    config(&o, 5, None, Human)
}

/// The recorded four-mage game late in its course, every seat played by `seat`.
fn four_late(seat: SeatKind) -> StartConfig {
    let save: Save = serde_json::from_str(FOUR_LATE).unwrap();
    let o: Options = serde_json::from_value(save.options.clone()).unwrap();
    config(&o, save.seed, Some(save), seat)
}

/// A game of `mages` mages played by the random player to `turn` (or near its end), every
/// seat a person from there.
fn played(mages: usize, nemesis: &str, turn: u32) -> StartConfig {
    let o = Options { mages, nemesis: nemesis.into(), ..Default::default() };
    let mut m = Match::<AeonsEnd>::new(o.clone(), 11).unwrap();
    let mut bot = RandomBot::new(11);
    let mut before = m.clone();
    while m.state().turn() < turn && m.state().outcome().is_none() {
        before = m.clone();
        let a = bot.choose(m.state()).unwrap();
        m.apply(&a).unwrap();
    }
    let m = if m.state().outcome().is_some() { before } else { m };
    config(&o, 11, Some(m.save().unwrap()), Human)
}

/// A frame of a window's size holding a fresh app that resumes `config`.
struct Frame {
    frame: Element,
    root: Element,
    handle: yew::AppHandle<turnkeeper::ui::App>,
}

impl Frame {
    async fn open(w: u32, h: u32, config: &StartConfig) -> Frame {
        // The shared stylesheets go into the test page on the first mount.
        let (r, hd) = mount("#/").await;
        hd.destroy();
        r.remove();
        let win = web_sys::window().unwrap();
        instant_bot();
        let storage = win.local_storage().unwrap().unwrap();
        // The last test's app stores its game as it unmounts: let that land first.
        sleep(100).await;
        storage.set_item("turnkeeper/aeons-end/current", &serde_json::to_string(config).unwrap()).unwrap();
        win.location().set_hash("#/aeons-end/play").unwrap();
        let frame = document().create_element("iframe").unwrap();
        frame.set_attribute("style", &format!("width:{w}px;height:{h}px;border:0;display:block")).unwrap();
        document().body().unwrap().append_child(&frame).unwrap();
        sleep(30).await;
        let doc = frame_doc(&frame);
        let styles = document().query_selector_all("head style").unwrap();
        for i in 0..styles.length() {
            let s = styles.item(i).unwrap().dyn_into::<Element>().unwrap();
            let copy = doc.create_element("style").unwrap();
            copy.set_text_content(s.text_content().as_deref());
            doc.head().unwrap().append_child(&copy).unwrap();
        }
        doc.body().unwrap().set_attribute("style", "margin:0").unwrap();
        let root = doc.create_element("div").unwrap();
        doc.body().unwrap().append_child(&root).unwrap();
        let handle = yew::Renderer::<turnkeeper::ui::App>::with_root(root.clone()).render();
        wait_for(&root, ".ae-table").await;
        Frame { frame, root, handle }
    }

    fn close(self) {
        self.handle.destroy();
        self.frame.remove();
    }
}

fn frame_doc(frame: &Element) -> web_sys::Document {
    js_sys::Reflect::get(frame, &"contentDocument".into()).unwrap().unchecked_into()
}

/// Why `e` is not whole on the page, or "" when it is: outside the window sideways, cut
/// by a container that hides or scrolls what overflows it (sideways: any such container;
/// downwards: one that hides it, a scrolling one may be scrolled), or its own content cut
/// (`strip`: its content may scroll sideways, a phone's hand of cards to swipe; `swipe`:
/// it lies in such a strip, which may be scrolled to it).
const CUT: &str = r#"
const [el, strip, swipe] = e;
const win = el.ownerDocument.defaultView;
const r = el.getBoundingClientRect();
const name = x => x.tagName.toLowerCase() + (x.className ? '.' + String(x.className).trim().split(/\s+/).join('.') : '');
if (r.width < 1 || r.height < 1) return 'not shown';
const W = el.ownerDocument.documentElement.clientWidth;
if (!swipe && (r.left < -1 || r.right > W + 1)) return `outside the window sideways: ${r.left}..${r.right} of ${W}`;
// Downwards (and sideways in a strip to swipe), what a scrolling container holds is
// reached by scrolling it: above it, the container's own box is what counts.
let [top, bottom, left, right] = [r.top, r.bottom, r.left, r.right];
for (let p = el.parentElement; p; p = p.parentElement) {
  const s = win.getComputedStyle(p);
  const pr = p.getBoundingClientRect();
  const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
  if (s.overflowX !== 'visible' && !(swipe && scrolls) && (left < pr.left - 1 || right > pr.right + 1))
    return `cut sideways by ${name(p)}: ${left}..${right} in ${pr.left}..${pr.right}`;
  if (swipe && scrolls) [left, right] = [Math.max(left, pr.left), Math.min(right, pr.right)];
  if ((s.overflowY === 'hidden' || s.overflowY === 'clip') && (top < pr.top - 1 || bottom > pr.bottom + 1))
    return `cut by ${name(p)}: ${top}..${bottom} in ${pr.top}..${pr.bottom}`;
  if (s.overflowY === 'auto' || s.overflowY === 'scroll') [top, bottom] = [Math.max(top, pr.top), Math.min(bottom, pr.bottom)];
}
const s = win.getComputedStyle(el);
if (!strip && el.scrollWidth > el.clientWidth + 1)
  return `its content is cut or spills out sideways (over its neighbours): ${el.scrollWidth} in ${el.clientWidth}`;
if (s.overflowY !== 'visible' && s.overflowY !== 'auto' && s.overflowY !== 'scroll' && el.scrollHeight > el.clientHeight + 1)
  return `its content is cut: ${el.scrollHeight} in ${el.clientHeight}`;
return '';
"#;

fn cut(e: &Element, strip: bool, swipe: bool) -> String {
    let args = js_sys::Array::of3(e, &strip.into(), &swipe.into());
    js(&args, CUT).as_string().unwrap_or_default()
}

/// Every panel of the table whole in a `w` x `h` window, with `mages` mages at the table.
fn check_whole(f: &Frame, w: u32, h: u32, mages: usize, when: &str) {
    let root = &f.root;
    let panels = all(root, ".ae-mage");
    assert_eq!(panels.len(), mages, "{when} {w}x{h}: a panel per mage");
    let mut zones: Vec<(String, Element, bool, bool)> = Vec::new();
    for p in panels {
        let label = p.get_attribute("aria-label").unwrap_or_default();
        for part in [".ae-mage-head", ".ae-life", ".ae-ability", ".ae-breaches"] {
            if let Some(e) = find(&p, part) {
                zones.push((format!("{label} {part}"), e, false, false));
            }
        }
        zones.push((label, p, false, false));
    }
    for sel in [".ae-nemesis", ".ae-gravehold", ".ae-turn-order", ".ae-mage.ae-active .ae-breaches"] {
        let e = find(root, sel).unwrap_or_else(|| panic!("{when} {w}x{h}: no {sel}"));
        zones.push((sel.to_string(), e, false, false));
    }
    // The nemesis's cards in play and of its latest turn (on a phone a strip to swipe:
    // the strip itself is whole, and no card of it lies under another).
    for sel in [".ae-nem-play", ".ae-nem-last", ".ae-mechanic"] {
        if let Some(e) = find(root, sel) {
            zones.push((sel.to_string(), e, false, w < 600));
        }
    }
    if let Some(e) = find(root, ".ae-nem-row") {
        zones.push((".ae-nem-row".into(), e, true, false));
    }
    if let Some(hand) = find(root, ".ae-mage.ae-active .ae-hand") {
        zones.push(("the deciding mage's hand".into(), hand, w < 600, false));
    }
    for (what, e, strip, swipe) in &zones {
        let why = cut(e, *strip, *swipe);
        assert!(why.is_empty(), "{when} {w}x{h}, {} mages: {what} is cut: {why}", mages);
    }
    // The deciding mage's breaches and hand and the nemesis are on the table's first
    // screen (the table scrolls down to the other mages, never to these).
    let (_, view_top, _, view_bottom) = rect(&find(root, ".table-wrap").expect("the table's box"));
    for zone in [".ae-nemesis", ".ae-mage.ae-active .ae-breaches", ".ae-mage.ae-active .ae-hand"] {
        let (_, t, _, b) = rect(&find(root, zone).unwrap_or_else(|| panic!("{when} {w}x{h}: no {zone}")));
        assert!(
            t >= view_top - 1.0 && b <= view_bottom + 1.0,
            "{when} {w}x{h}, {mages} mages: {zone} is not on the first screen: {t}..{b} in {view_top}..{view_bottom}"
        );
    }
    let page = frame_doc(&f.frame).scrolling_element().unwrap();
    assert!(page.scroll_width() <= w as i32 + 1, "{when} {w}x{h}: the page scrolls sideways: {}", page.scroll_width());
}

async fn check_sizes(config: &StartConfig, mages: usize, when: &str) {
    for (w, h) in SIZES {
        let f = Frame::open(w, h, config).await;
        // The deciding mage's panel is drawn before it is measured.
        for _ in 0..100 {
            if find(&f.root, ".ae-mage.ae-active").is_some() {
                break;
            }
            sleep(30).await;
        }
        sleep(60).await;
        check_whole(&f, w, h, mages, when);
        f.close();
    }
}

#[wasm_bindgen_test]
async fn with_three_or_four_mages_every_panel_is_whole_at_the_start() {
    check_sizes(&fresh(4, "skarnveil"), 4, "four mages, start").await;
    check_sizes(&fresh(3, "vessa"), 3, "three mages, start").await;
}

#[wasm_bindgen_test]
async fn late_in_a_four_or_three_mage_game_every_panel_is_whole() {
    check_sizes(&four_late(Human), 4, "four mages, late").await;
    check_sizes(&played(3, "hollow_regent", 12), 3, "three mages, late").await;
    check_sizes(&played(4, "cindermaw", 10), 4, "four mages against Cindermaw, late").await;
}

/// Polls until `done` holds, for up to `seconds`.
async fn poll(what: &str, seconds: i32, done: impl Fn() -> bool) {
    for _ in 0..seconds * 10 {
        if done() {
            return;
        }
        sleep(100).await;
    }
    panic!("never reached: {what}");
}

#[wasm_bindgen_test]
async fn the_computer_plays_a_four_mage_game_to_its_end_and_the_end_screen_says_the_team_result() {
    let f = Frame::open(390, 844, &four_late(Bot)).await;
    poll("the end screen", 300, || find(&f.root, ".end-screen").is_some()).await;
    let headline = text(&f.root, ".end-screen #end-title");
    let reason = text(&f.root, ".end-screen .end-reason");
    match headline.as_str() {
        "You win together" => assert!(reason.contains("AE-14.1") || reason.contains("AE-14.2"), "{reason}"),
        "You lose together" => assert!(reason.contains("AE-14.3") || reason.contains("AE-11.4"), "{reason}"),
        other => panic!("the end screen says the team's result: {other:?} / {reason}"),
    }
    let scores = all(&f.root, ".end-screen .final-scores tbody tr");
    assert_eq!(scores.len(), 1, "one line for the whole team");
    assert!(text(&f.root, ".end-screen .final-scores").contains("Everyone"));
    // The end screen itself is whole on the phone.
    let card = find(&f.root, ".end-screen .end-card").unwrap();
    let why = cut(&card, false, false);
    assert!(why.is_empty(), "the end screen is cut: {why}");
    f.close();
}
