//! Browser tests of what issue 34 point 8 found at the Aeon's End table: the nemesis's
//! cards of its latest turn are drawn as cards on the table, a click on a closed breach
//! asks before it spends aether (and the focus is undone in one step), a spell then a
//! closed breach says why not (AE-6.6), and on a phone the whole prompt, the action bar,
//! the breaches and the hand are on the first screen. Layouts are measured in a frame of
//! the exact window size, so the page's `vh` units and media queries are that window's.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot};
use turnkeeper::games::aeons_end::cards::NemType;
use turnkeeper::games::aeons_end::{Action, AeonsEnd, Choice, Options, Phase};
use turnkeeper::ui::SeatKind::Human;
use turnkeeper::ui::StartConfig;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

fn solo() -> Options {
    Options { mages: 1, ..Default::default() }
}

fn config_of(m: &Match<AeonsEnd>) -> StartConfig {
    StartConfig {
        game: "aeons-end".into(),
        seats: vec![Human; m.state().seats()],
        seed: m.seed(),
        options: serde_json::to_value(m.options()).unwrap(),
        resume: Some(m.save().unwrap()),
        replay: false,
        online: None,
    }
}

/// Seed 1, one mage (Orrin Vael), in his first main phase with his three Glimstones
/// played: 3 aether, Cinderwick and a Flicker in hand; breach I opened and empty, II
/// closed (focus 2), III closed (focus 3, open 9).
fn three_aether() -> Match<AeonsEnd> {
    let mut m = Match::<AeonsEnd>::new(solo(), 1).unwrap();
    while !m.state().legal_actions().contains(&Action::EndMain) {
        let a = m.state().legal_actions()[0];
        m.apply(&a).unwrap();
    }
    let gems: Vec<_> =
        m.state().view(0).mages[0].hand.iter().filter(|c| c.kind_key() == "glimstone").map(|c| c.id).collect();
    for card in gems {
        m.apply(&Action::Play { card, choice: Choice::None }).unwrap();
    }
    assert_eq!(m.state().view(0).aether, 3);
    m
}

/// A solo game played by the random bot until the mage decides in a main phase, the
/// nemesis's latest turn having put cards on its discard pile (an attack among them, with
/// `attack`), with at least `in_play` of its cards in play.
fn after_a_nemesis_turn(attack: bool, in_play: usize) -> Match<AeonsEnd> {
    for seed in 1..300 {
        let mut m = Match::<AeonsEnd>::new(solo(), seed).unwrap();
        let mut bot = RandomBot::new(seed);
        while m.state().outcome().is_none() && m.state().turn() < 40 {
            let v = m.state().view(0);
            let discarded: Vec<_> =
                v.nemesis.last_turn.iter().filter_map(|id| v.nemesis.discard.iter().find(|c| c.id == *id)).collect();
            let has_attack = discarded.iter().any(|c| c.ty == NemType::Attack);
            if v.phase == Phase::Main
                && v.decision.as_ref().is_some_and(|d| d.seat == 0)
                && (has_attack || !attack)
                && !discarded.is_empty()
                && v.nemesis.play.len() >= in_play
            {
                return m;
            }
            let a = bot.choose(m.state()).unwrap();
            m.apply(&a).unwrap();
        }
    }
    panic!("no such position");
}

/// A frame of a window's size holding a fresh app that resumes `m`.
struct Frame {
    frame: Element,
    root: Element,
    handle: yew::AppHandle<turnkeeper::ui::App>,
}

impl Frame {
    async fn open(w: u32, h: u32, m: &Match<AeonsEnd>) -> Frame {
        // The shared stylesheets go into the test page on the first mount.
        let (r, hd) = mount("#/").await;
        hd.destroy();
        r.remove();
        let win = web_sys::window().unwrap();
        instant_bot();
        let storage = win.local_storage().unwrap().unwrap();
        sleep(100).await;
        storage.set_item("turnkeeper/aeons-end/current", &serde_json::to_string(&config_of(m)).unwrap()).unwrap();
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

/// Polls (generously: the page may be slow under load) until `cond` holds.
async fn until(what: &str, cond: impl Fn() -> bool) {
    for _ in 0..400 {
        if cond() {
            return;
        }
        sleep(25).await;
    }
    panic!("never: {what}");
}

fn breach(b: usize) -> String {
    format!(".ae-mage[data-seat=\"0\"] .ae-breach[data-breach=\"{b}\"]")
}

fn aether(root: &Element) -> String {
    text(root, ".ae-aether")
}

#[wasm_bindgen_test]
async fn the_cards_of_the_nemesis_turn_are_drawn_as_cards_with_their_tier_type_and_text() {
    let m = after_a_nemesis_turn(true, 0);
    let v = m.state().view(0);
    let f = Frame::open(1280, 800, &m).await;
    let discarded: Vec<_> =
        v.nemesis.last_turn.iter().filter_map(|id| v.nemesis.discard.iter().find(|c| c.id == *id)).collect();
    for c in discarded {
        let sel = format!(".ae-nem-last .ae-nem-card[data-nem=\"{}\"]", c.id.0);
        let card = find(&f.root, &sel).unwrap_or_else(|| panic!("{} is not drawn as a card on the table", c.name));
        assert_eq!(text(&card, ".ae-card-name"), c.name);
        let ty = text(&card, ".ae-card-type");
        assert!(
            ty.starts_with("Tier ")
                && ty.to_lowercase().contains(match c.ty {
                    NemType::Attack => "attack",
                    NemType::Minion { .. } => "minion",
                    NemType::Power { .. } => "power",
                }),
            "{}: its tier and type: {ty}",
            c.name
        );
        // Its text is there and read on the table at this size (not only on hover).
        let words = find(&card, ".ae-card-text").expect("its text");
        assert!(!words.text_content().unwrap_or_default().trim().is_empty());
        let (l, t, r, b) = rect(&words);
        assert!(r - l > 40.0 && b - t > 8.0, "{}: its text is shown: {:?}", c.name, (l, t, r, b));
        let (_, top, _, bottom) = rect(&card);
        assert!(top >= 0.0 && bottom <= 800.0, "{}: on the first screen: {top}..{bottom}", c.name);
    }
    f.close();
}

#[wasm_bindgen_test]
async fn a_click_on_a_closed_breach_asks_before_spending_and_the_focus_is_undone_in_one_step() {
    let f = Frame::open(1280, 800, &three_aether()).await;
    let root = &f.root;
    assert!(aether(root).contains('3'), "{}", aether(root));
    // Breach III: a focus costs 3, all the aether. One click only opens its menu.
    click(&wait_for(root, &breach(2)).await).await;
    let focus = wait_for(root, ".action-menu button[data-kind=focus]").await;
    let words = focus.text_content().unwrap();
    assert!(words.contains("Focus breach III") && words.contains("3 aether"), "the item says the cost: {words}");
    assert!(aether(root).contains('3'), "nothing is spent before the item is picked: {}", aether(root));
    assert!(find(root, &format!("{}.ae-focused", breach(2))).is_none(), "not focused yet");
    let open = find(root, ".action-menu button[data-kind=open]").expect("the opening is offered too (why not)");
    assert!(open.text_content().unwrap().contains("9 aether"), "{:?}", open.text_content());
    // Picking the item focuses it; Undo takes it back in one step.
    click(&focus).await;
    wait_for(root, &format!("{}.ae-focused", breach(2))).await;
    until("the aether is spent", || aether(root).contains('0')).await;
    let undo = wait_for(root, "button.undo").await;
    until("Undo is offered", || undo.get_attribute("aria-disabled").is_none()).await;
    click(&undo).await;
    until("the focus is undone", || find(root, &format!("{}.ae-focused", breach(2))).is_none()).await;
    until("the aether is back", || aether(root).contains('3')).await;
    f.close();
}

#[wasm_bindgen_test]
async fn a_spell_then_a_closed_breach_that_could_be_focused_says_why_not_and_spends_nothing() {
    let f = Frame::open(1280, 800, &three_aether()).await;
    let root = &f.root;
    click(&wait_for(root, ".ae-hand button.ae-card[data-kind=flicker]").await).await;
    click(&wait_for(root, &breach(2)).await).await;
    let toast = wait_for(root, ".error-toast").await;
    assert_eq!(text(&toast, ".rule-id"), "AE-6.6", "{}", toast.text_content().unwrap());
    assert!(toast.text_content().unwrap().contains("closed and was not focused"), "{}", toast.text_content().unwrap());
    assert!(aether(root).contains('3'), "nothing spent: {}", aether(root));
    assert!(find(root, &format!("{}.ae-focused", breach(2))).is_none(), "not focused");
    // The spell is let go: the next click on the breach opens the breach's own menu.
    click(&wait_for(root, &breach(2)).await).await;
    wait_for(root, ".action-menu button[data-kind=focus]").await;
    f.close();
}

#[wasm_bindgen_test]
async fn a_spell_with_no_breach_to_go_into_offers_its_why_not_with_the_rule() {
    // Issue 34 point 8 asked whether How to play's promise holds: the Flicker in breach I,
    // the only opened one, and no aether: Cinderwick has nowhere to go.
    let mut m = Match::<AeonsEnd>::new(solo(), 1).unwrap();
    while !m.state().legal_actions().contains(&Action::EndMain) {
        let a = m.state().legal_actions()[0];
        m.apply(&a).unwrap();
    }
    let hand = m.state().view(0).mages[0].hand.clone();
    let flicker = hand.iter().find(|c| c.kind_key() == "flicker").unwrap().id;
    m.apply(&Action::Prep { card: flicker, owner: 0, breach: 0 }).unwrap();
    let f = Frame::open(1280, 800, &m).await;
    let root = &f.root;
    click(&wait_for(root, ".ae-hand button.ae-card[data-kind=cinderwick]").await).await;
    let why = wait_for(root, ".action-menu button.why-not[data-kind=prep]").await;
    assert!(why.text_content().unwrap().contains("why not"), "{:?}", why.text_content());
    click(&why).await;
    let toast = wait_for(root, ".error-toast").await;
    assert_eq!(text(&toast, ".rule-id"), "AE-6.6", "{}", toast.text_content().unwrap());
    assert!(toast.text_content().unwrap().contains("already holds a spell"), "{}", toast.text_content().unwrap());
    f.close();
}

/// On a phone: the whole prompt and the action bar's buttons inside the window, the page
/// itself not scrolling, and the deciding mage's breaches and hand on the first screen of
/// the table.
async fn phone_check(m: &Match<AeonsEnd>, when: &str) {
    let f = Frame::open(390, 844, m).await;
    let root = &f.root;
    let prompt = wait_for(root, ".action-bar .prompt-text").await;
    let (_, top, _, bottom) = rect(&prompt);
    assert!(top >= 0.0 && bottom <= 844.0, "{when}: the prompt is outside the window: {top}..{bottom}");
    let (shown, whole) = (prompt.client_height(), prompt.scroll_height());
    assert!(whole <= shown + 1, "{when}: the prompt is cut ({shown} of {whole} px): {:?}", prompt.text_content());
    for b in all(root, ".action-bar button") {
        let (_, t, _, bt) = rect(&b);
        assert!(t >= 0.0 && bt <= 844.0, "{when}: {:?} is outside the window: {t}..{bt}", b.text_content());
    }
    let page = frame_doc(&f.frame).document_element().unwrap();
    assert!(page.scroll_height() <= 844, "{when}: the page scrolls: {}", page.scroll_height());
    let table = find(root, ".table-wrap").expect("the table's box");
    let (_, view_top, _, view_bottom) = rect(&table);
    for zone in [".ae-nemesis", ".ae-mage.ae-active .ae-breaches", ".ae-mage.ae-active .ae-hand"] {
        let (_, t, _, b) = rect(&find(root, zone).unwrap_or_else(|| panic!("{zone}")));
        assert!(
            t >= view_top && b <= view_bottom,
            "{when}: {zone} is not on the first screen: {t}..{b} in {view_top}..{view_bottom}"
        );
    }
    f.close();
}

#[wasm_bindgen_test]
async fn on_a_phone_the_prompt_the_buttons_the_breaches_and_the_hand_are_on_the_first_screen() {
    phone_check(&three_aether(), "at the start").await;
    phone_check(&after_a_nemesis_turn(false, 1), "mid-game").await;
}
