//! Browser tests of the table standard for the Aeon's End and Nexus tables, and of what every table
//! shares (the one prompt, the log, the stacking order): each test is named after what a
//! player sees. Layouts are measured in a frame of the exact window size (1280x800,
//! 1280x657, 390x844), so the page's `vh` units and media queries are those of that window.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Match, RandomBot};
use turnkeeper::games::aeons_end::AeonsEnd;
use turnkeeper::games::altered::Altered;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::nexus::{Action as NxAction, Nexus};
use turnkeeper::games::tash_kalar::TashKalar;
use turnkeeper::ui::SeatKind::{self, Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// A config resuming `m` with these seats.
fn config_of<G: Game>(m: &Match<G>, seats: Vec<SeatKind>) -> StartConfig {
    StartConfig {
        game: G::ID.to_string(),
        seats,
        seed: m.seed(),
        options: serde_json::to_value(m.options()).unwrap(),
        resume: Some(m.save().unwrap()),
        replay: false,
        online: None,
    }
}

/// The random bot plays `seed` until `stop` holds (or the game ends).
fn play_until<G: Game>(seed: u64, max_turn: u32, stop: impl Fn(&G) -> bool) -> Option<Match<G>> {
    let mut m = Match::<G>::new(G::Options::default(), seed).unwrap();
    let mut bot = RandomBot::new(seed);
    while m.state().outcome().is_none() && m.state().turn() <= max_turn {
        if stop(m.state()) {
            return Some(m);
        }
        let a = bot.choose(m.state())?;
        m.apply(&a).unwrap();
    }
    None
}

/// A frame of a window's size, holding a fresh app at `hash` with `config` stored as the
/// game in progress: the frame's `vh` and media queries are that window's.
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
        storage.set_item("turnkeeper/computer-level", "\"random\"").unwrap();
        // The last test's app stores its game as it unmounts: let that land first.
        sleep(100).await;
        let key = format!("turnkeeper/{}/current", config.game);
        storage.set_item(&key, &serde_json::to_string(config).unwrap()).unwrap();
        win.location().set_hash(&format!("#/{}/play", config.game)).unwrap();
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
        sleep(60).await;
        Frame { frame, root, handle }
    }

    fn doc(&self) -> web_sys::Document {
        frame_doc(&self.frame)
    }

    /// Past the pass-the-device screen, if one is up.
    async fn take_device(&self) {
        for _ in 0..20 {
            if let Some(b) = find(&self.root, ".pass-device button.primary") {
                click(&b).await;
            }
            sleep(20).await;
        }
    }

    /// Whether the element on top at the centre of `e` is `e` or inside it.
    fn topmost(&self, e: &Element) -> bool {
        let (l, t, r, b) = rect(e);
        match self.doc().element_from_point(((l + r) / 2.0) as f32, ((t + b) / 2.0) as f32) {
            Some(top) => e.contains(Some(&top)),
            None => false,
        }
    }

    fn close(self) {
        self.handle.destroy();
        self.frame.remove();
    }
}

/// The document inside a frame (web-sys is built here without its frame bindings; the
/// frame's objects are of its own realm, so `instanceof` checks fail on them).
fn frame_doc(frame: &Element) -> web_sys::Document {
    js_sys::Reflect::get(frame, &"contentDocument".into()).unwrap().unchecked_into()
}

const SIZES: [(u32, u32); 3] = [(1280, 800), (1280, 657), (390, 844)];

fn inside(e: &Element, w: u32, h: u32) -> bool {
    let (l, t, r, b) = rect(e);
    l >= -1.0 && t >= -1.0 && r <= w as f64 + 1.0 && b <= h as f64 + 1.0
}

// ---- Point 2: one prompt -------------------------------------------------------------

/// Aeon's End with a computer partner: "any player suffers 2 damage" (AE-9.6) names the
/// computer's seat first, but the person of the team answers it.
fn ae_team_choice_for_the_bot() -> Match<AeonsEnd> {
    (1..400)
        .find_map(|seed| play_until::<AeonsEnd>(seed, 30, |g| g.decision().is_some_and(|d| d.team && d.seat == 1)))
        .expect("a team choice named for P2")
}

#[wasm_bindgen_test]
async fn aeons_end_the_bar_asks_you_when_the_team_chooses_a_mage_and_never_says_the_bot_is_choosing() {
    let m = ae_team_choice_for_the_bot();
    let words = m.state().decision().unwrap().prompt;
    let f = Frame::open(1280, 800, &config_of(&m, vec![Human, Bot])).await;
    wait_for(&f.root, ".ae-table").await;
    let bar = text(&f.root, ".action-bar .prompt");
    assert!(!bar.contains("bot"), "the bar says the computer chooses while the table asks you: {bar}");
    assert!(bar.starts_with(&words), "the bar says the decision: {bar} / {words}");
    // The bar's prompt is the only one: the table draws no second prompt that could differ.
    assert!(find(&f.root, ".ae-table .ae-prompt").is_none(), "a second prompt in the table");
    // The header says you decide: during another's turn (here the nemesis's) it names that
    // turn and, apart from it, that you decide (issue 34 point 1).
    let status = text(&f.root, ".turn-status");
    assert!(status.contains("you decide") || status.contains("your turn"), "{status}");
    let lit = all(&f.root, ".ae-life.ae-lit");
    assert!(!lit.is_empty(), "the mages to choose are lit");
    // Answering it works: the decision is gone.
    click(&lit[0]).await;
    sleep(100).await;
    assert!(!text(&f.root, ".action-bar .prompt").starts_with(&words), "the choice was taken");
    f.close();
}

#[wasm_bindgen_test]
async fn nexus_the_bar_says_the_pending_decision_in_the_words_the_table_uses() {
    let m = (1..50)
        .find_map(|seed| play_until::<Nexus>(seed, 6, |g| g.turn() >= 3 && g.decision().is_some_and(|d| d.seat == 0)))
        .unwrap();
    let d = m.state().decision().unwrap();
    let f = Frame::open(1280, 800, &config_of(&m, vec![Human, Bot])).await;
    wait_for(&f.root, ".nx-table").await;
    let bar = text(&f.root, ".action-bar .prompt");
    assert!(bar.starts_with(&d.prompt), "the bar: {bar}; the decision: {}", d.prompt);
    assert!(!bar.contains("bot"), "{bar}");
    f.close();
}

// ---- Point 3: refusals on click ------------------------------------------------------

/// Seed 1, solo Orrin at the start of his main phase with no aether: breach III (focus
/// costs aether) and every supply pile are out of reach.
#[wasm_bindgen_test]
async fn aeons_end_clicking_an_unaffordable_breach_or_pile_shows_the_rule_and_why() {
    let m = play_until::<AeonsEnd>(1, 3, |g| {
        !g.legal_actions().is_empty() && g.decision().is_some_and(|d| d.prompt.contains("Main"))
    })
    .expect("a main phase");
    let seats = vec![Human; m.state().seats()];
    let f = Frame::open(1280, 800, &config_of(&m, seats)).await;
    f.take_device().await;
    wait_for(&f.root, ".ae-table").await;
    let active = m.state().view(0).active;
    let unlit_breach = all(&f.root, &format!(".ae-mage[data-seat=\"{active}\"] .ae-breach.ae-breach-closed"))
        .into_iter()
        .find(|b| !has_class(b, "ae-lit"))
        .expect("a closed breach out of reach");
    // The click opens the breach's menu (the shared one), whose "why not?" asks the engine.
    click(&unlit_breach).await;
    click(&wait_for(&f.root, ".card-menu .why-not[data-kind=focus]").await).await;
    let toast = wait_for(&f.root, ".error-toast").await;
    assert_eq!(text(&toast, ".rule-id"), "AE-6.4", "focusing cites its rule: {}", toast.text_content().unwrap());
    assert!(text(&toast, ".message").contains("aether"), "and says the cost: {}", text(&toast, ".message"));
    click(&find(&toast, ".dismiss").unwrap()).await;
    let pile = all(&f.root, ".ae-pile")
        .into_iter()
        .find(|p| find(p, ".ae-lit").is_none() && !has_class(p, "ae-pile-empty"))
        .expect("a pile out of reach");
    click(&find(&pile, "button.ae-card").unwrap()).await;
    click(&wait_for(&f.root, ".card-menu .why-not[data-kind=gain]").await).await;
    let toast = wait_for(&f.root, ".error-toast").await;
    assert_eq!(text(&toast, ".rule-id"), "AE-6.2", "gaining cites its rule: {}", toast.text_content().unwrap());
    assert!(text(&toast, ".message").contains("costs"), "{}", text(&toast, ".message"));
    f.close();
}

/// A card in P1's hand it may not play because it cannot pay ("you cannot pay {2}{E}").
fn unpayable(g: &Nexus) -> Option<u8> {
    if g.turn() < 2 || g.decision().is_none_or(|d| d.seat != 0) {
        return None;
    }
    let legal = g.legal_actions();
    g.view(0).players[0].hand.clone().unwrap_or_default().iter().find_map(|c| {
        let a = NxAction::Play { card: c.id, target: None, biome: None };
        (!legal.contains(&a) && g.refusal(&a).message.contains('{')).then_some(c.id.0)
    })
}

/// A Nexus position where P1 holds a card it cannot pay for, and that card.
fn nexus_unpayable() -> (Match<Nexus>, u8) {
    for seed in 1..80 {
        if let Some(m) = play_until::<Nexus>(seed, 10, |g| unpayable(g).is_some()) {
            let card = unpayable(m.state()).unwrap();
            return (m, card);
        }
    }
    panic!("no unpayable card found")
}

#[wasm_bindgen_test]
async fn nexus_a_refused_play_draws_its_cost_as_energy_gems_in_a_toast_wide_enough_to_read() {
    let (m, card) = nexus_unpayable();
    let f = Frame::open(1280, 800, &config_of(&m, vec![Human, Bot])).await;
    wait_for(&f.root, ".nx-table").await;
    click(&wait_for(&f.root, &format!(".nx-hand .nx-card[data-card=\"{card}\"]")).await).await;
    let why = wait_for(&f.root, ".card-menu .why-not").await;
    click(&why).await;
    let toast = wait_for(&f.root, ".error-toast").await;
    let message = find(&toast, ".message").unwrap();
    let words = message.text_content().unwrap();
    assert!(!words.contains('{'), "raw cost notation in the refusal: {words}");
    assert!(find(&message, ".nx-pip").is_some(), "the cost is drawn as gems: {}", message.inner_html());
    assert_eq!(text(&toast, ".rule-id"), "NX-5.4");
    // Not squeezed: the message takes the width it needs (up to the toast's cap).
    let natural = js(
        &message,
        "const c = e.cloneNode(true); c.style.whiteSpace = 'nowrap'; c.style.position = 'absolute'; \
         e.ownerDocument.body.append(c); const w = c.getBoundingClientRect().width; c.remove(); return w;",
    )
    .as_f64()
    .unwrap();
    let (l, _, r, _) = rect(&message);
    assert!(r - l >= natural.min(500.0) - 2.0, "the toast squeezes its words: {} px for {natural} px", r - l);
    f.close();
}

// ---- The log -------------------------------------------------------------------------

/// The newest line of the log is painted where the log shows it (not skipped by
/// `content-visibility`), after the computer has played a few rounds.
async fn log_draws_its_newest_line<G: Game>(game: &str) {
    let m = Match::<G>::new(G::Options::default(), 5).unwrap();
    let bots = vec![Bot; m.state().seats()];
    let f = Frame::open(1280, 800, &config_of(&m, bots)).await;
    let mut lines = 0;
    for _ in 0..300 {
        lines = all(&f.root, ".log li").len();
        if lines > 40 {
            break;
        }
        sleep(20).await;
    }
    assert!(lines > 40, "{game}: the computer played: {lines} lines");
    sleep(200).await;
    let scroll = find(&f.root, ".log-scroll").unwrap();
    let last = all(&f.root, ".log li").pop().unwrap();
    let painted = js(&last, "return e.checkVisibility({ contentVisibilityAuto: true });").as_bool().unwrap();
    assert!(painted, "{game}: the newest log line is not drawn");
    let (sl, st, sr, sb) = rect(&scroll);
    let (l, t, r, b) = rect(&last);
    assert!(
        t >= st - 1.0 && b <= sb + 1.0 && l >= sl - 1.0 && r <= sr + 1.0,
        "{game}: the newest line is in the log's view"
    );
    assert!(f.topmost(&last), "{game}: the newest line is what shows at its place");
    f.close();
}

#[wasm_bindgen_test]
async fn the_log_shows_its_lines_after_rounds_of_computer_turns_in_aeons_end_and_lorcana() {
    log_draws_its_newest_line::<AeonsEnd>("Aeon's End").await;
    log_draws_its_newest_line::<Lorcana>("Lorcana").await;
}

// ---- Aeon's End table ----------------------------------------------------------------

#[wasm_bindgen_test]
async fn aeons_end_the_nemesis_tier_counts_read_on_one_line() {
    let m = Match::<AeonsEnd>::new(Default::default(), 3).unwrap();
    for (w, h) in SIZES {
        let f = Frame::open(w, h, &config_of(&m, vec![Human, Bot])).await;
        wait_for(&f.root, ".ae-table").await;
        for tier in all(&f.root, ".ae-tier") {
            let (_, t, _, b) = rect(&tier);
            let line = js(&tier, "return parseFloat(getComputedStyle(e).lineHeight) || 20;").as_f64().unwrap();
            assert!(b - t <= line * 1.4, "{w}x{h}: a tier count wraps: {:?}", tier.text_content());
        }
        f.close();
    }
}

/// Point 1 (a) for one game: the deciding hand and the main play area are in the
/// window without scrolling, at the start and late in the game.
async fn hand_and_play_in_view(configs: &[(&str, StartConfig)], hand: &str, play: &[&str]) {
    for (when, config) in configs {
        for (w, h) in SIZES {
            let f = Frame::open(w, h, config).await;
            f.take_device().await;
            let hand_el = wait_for(&f.root, hand).await;
            sleep(60).await;
            assert!(inside(&hand_el, w, h), "{when} {w}x{h}: the hand is cut: {:?}", rect(&hand_el));
            // A phone's hand may be one strip that scrolls sideways (a swipe): its cards
            // count within the strip's box.
            let strip = hand_el.scroll_width() > hand_el.client_width() + 1;
            let (hl, _, hr, _) = rect(&hand_el);
            for card in all(&hand_el, "button") {
                let (l, _, r, _) = rect(&card);
                if strip && (r > hr + 1.0 || l < hl - 1.0) {
                    continue;
                }
                assert!(
                    inside(&card, w, h),
                    "{when} {w}x{h}: a hand card is cut: {:?} {:?}",
                    card.get_attribute("aria-label"),
                    rect(&card)
                );
                assert!(
                    f.topmost(&card),
                    "{when} {w}x{h}: a hand card is covered: {:?}",
                    card.get_attribute("aria-label")
                );
            }
            for sel in play {
                let e = find(&f.root, sel).unwrap_or_else(|| panic!("no {sel}"));
                let (_, t, _, b) = rect(&e);
                assert!(
                    t >= -1.0 && t < h as f64 - 20.0 && b > 0.0,
                    "{when} {w}x{h}: {sel} is out of view: {:?}",
                    rect(&e)
                );
            }
            let scroller = f.doc().scrolling_element().unwrap();
            assert_eq!(scroller.scroll_top(), 0, "{when} {w}x{h}: the page opened scrolled");
            assert!(
                scroller.scroll_width() <= w as i32 + 1,
                "{when} {w}x{h}: the page scrolls sideways: {}",
                scroller.scroll_width()
            );
            f.close();
        }
    }
}

fn people<G: Game>(seed: u64, turn: u32) -> StartConfig {
    let m = play_until::<G>(seed, turn + 5, |g| g.turn() >= turn)
        .unwrap_or_else(|| Match::new(G::Options::default(), seed).unwrap());
    let seats = vec![Human; m.state().seats()];
    config_of(&m, seats)
}

/// An Altered position where the decider may play a card from hand (its menu opens).
fn altered_to_play() -> StartConfig {
    use turnkeeper::games::altered::Action as AlAction;
    let m = (3..40)
        .find_map(|seed| {
            play_until::<Altered>(seed, 12, |g| {
                g.turn() >= 2 && g.legal_actions().iter().any(|a| matches!(a, AlAction::PlayHand { .. }))
            })
        })
        .expect("a card to play from hand");
    let seats = vec![Human; m.state().seats()];
    config_of(&m, seats)
}

/// A position past turn 2 where the decider has many choices (a main phase), for people.
fn busy<G: Game>(seed: u64) -> StartConfig {
    let m = play_until::<G>(seed, 12, |g| g.turn() >= 2 && g.legal_actions().len() >= 6)
        .unwrap_or_else(|| Match::new(G::Options::default(), seed).unwrap());
    let seats = vec![Human; m.state().seats()];
    config_of(&m, seats)
}

#[wasm_bindgen_test]
async fn aeons_end_the_deciding_hand_the_nemesis_and_the_breaches_fit_the_window_at_the_start_and_late() {
    let configs = [("start", people::<AeonsEnd>(3, 0)), ("late", people::<AeonsEnd>(3, 14))];
    hand_and_play_in_view(
        &configs,
        ".ae-mage.ae-active .ae-hand",
        &[".ae-nemesis", ".ae-mage.ae-active .ae-breaches", ".action-bar"],
    )
    .await;
}

#[wasm_bindgen_test]
async fn nexus_the_hand_the_planet_and_both_stagings_fit_the_window_at_the_start_and_late() {
    let configs = [("start", people::<Nexus>(3, 0)), ("late", people::<Nexus>(3, 14))];
    hand_and_play_in_view(&configs, ".nx-hand", &[".nx-planet", ".nx-side.nx-mine .nx-staging", ".action-bar"]).await;
}

// ---- Phones: menus in view, nothing sideways -----------------------------------------

/// Opens a card's menu by clicking hand cards until one opens (a card with several
/// actions, or Nexus's "why not?").
async fn open_menu(f: &Frame, cards: &str) -> Option<Element> {
    const MENUS: &str = ".ae-menu, .nx-menu, .al-menu, .card-menu";
    for i in 0..12 {
        let list = all(&f.root, cards);
        let Some(card) = list.get(i) else { break };
        click(card).await;
        sleep(60).await;
        if let Some(m) = find(&f.root, MENUS) {
            return Some(m);
        }
    }
    None
}

fn check_menu(f: &Frame, menu: &Element, what: &str, w: u32, h: u32) {
    assert!(inside(menu, w, h), "{what} {w}x{h}: the menu runs off the window: {:?}", rect(menu));
    let buttons = all(menu, "button");
    assert!(!buttons.is_empty());
    for b in buttons {
        assert!(inside(&b, w, h), "{what} {w}x{h}: {:?} is cut: {:?}", b.text_content(), rect(&b));
        assert!(f.topmost(&b), "{what} {w}x{h}: {:?} is under something (the log?)", b.text_content());
    }
}

#[wasm_bindgen_test]
async fn aeons_end_on_a_phone_the_menu_and_its_cancel_are_whole_and_the_nemesis_comes_before_the_mages() {
    let m = play_until::<AeonsEnd>(1, 3, |g| g.decision().is_some_and(|d| d.prompt.contains("Main"))).unwrap();
    let seats = vec![Human; m.state().seats()];
    let f = Frame::open(390, 844, &config_of(&m, seats)).await;
    f.take_device().await;
    wait_for(&f.root, ".ae-table").await;
    let nemesis = find(&f.root, ".ae-nemesis").unwrap();
    let first_mage = find(&f.root, ".ae-mage").unwrap();
    assert!(rect(&nemesis).3 <= 844.0, "the nemesis is below the first screen: {:?}", rect(&nemesis));
    let mages = all(&f.root, ".ae-mage");
    let second = mages.iter().map(|m| rect(m).1).fold(f64::MIN, f64::max);
    assert!(rect(&nemesis).1 < second, "the nemesis is past both mages");
    let _ = first_mage;
    let menu = open_menu(&f, ".ae-mage.ae-active .ae-hand button.ae-card.ae-lit").await.expect("a card with a menu");
    check_menu(&f, &menu, "Aeon's End", 390, 844);
    let app = find(&f.root, ".app").unwrap();
    assert!(app.scroll_width() <= 390, "sideways: {}", app.scroll_width());
    f.close();
}

#[wasm_bindgen_test]
async fn nexus_on_a_phone_the_action_sheet_and_its_why_not_are_whole_and_above_the_log() {
    let (m, card) = nexus_unpayable();
    let f = Frame::open(390, 844, &config_of(&m, vec![Human, Bot])).await;
    wait_for(&f.root, ".nx-table").await;
    click(&wait_for(&f.root, &format!(".nx-hand .nx-card[data-card=\"{card}\"]")).await).await;
    let menu = wait_for(&f.root, ".card-menu").await;
    check_menu(&f, &menu, "Nexus", 390, 844);
    let app = find(&f.root, ".app").unwrap();
    assert!(app.scroll_width() <= 390, "sideways: {}", app.scroll_width());
    assert!(inside(&find(&f.root, ".nx-hand").unwrap(), 390, 844), "the hand strip is in view");
    for e in all(&f.root, ".nx-table *") {
        let (l, _, r, _) = rect(&e);
        // The hand is a strip that scrolls sideways (a swipe); the strip itself is checked.
        if r > l && e.closest(".nx-hand").unwrap().is_none() {
            assert!(l >= -1.0 && r <= 391.0, "{:?} runs off the side: {:?}", e.class_name(), rect(&e));
        }
    }
    f.close();
}

// ---- Nexus board ---------------------------------------------------------------------

#[wasm_bindgen_test]
async fn nexus_agents_are_tokens_with_attack_and_defense_symbols_and_zone_names_read_upright() {
    let m = (1..40)
        .find_map(|seed| {
            play_until::<Nexus>(seed, 14, |g| {
                g.turn() >= 4 && g.view(0).planet.iter().any(|b| b.agents.iter().flatten().next().is_some())
            })
        })
        .expect("agents on the planet");
    let f = Frame::open(1280, 800, &config_of(&m, vec![Human, Bot])).await;
    wait_for(&f.root, ".nx-table").await;
    let agents = all(&f.root, ".nx-biome .nx-card.nx-kind-agent");
    assert!(!agents.is_empty(), "agents are drawn on the planet");
    for a in &agents {
        let stats = find(a, ".nx-stats").expect("an agent's stats");
        assert!(
            find(&stats, ".nx-atk .nx-icon").is_some() && find(&stats, ".nx-def .nx-icon").is_some(),
            "attack and defense as symbols"
        );
        let words = stats.text_content().unwrap();
        assert!(!words.contains('A') && !words.contains('D'), "stats as letters: {words}");
        assert!(has_class(a, "nx-token") || find(a, ".nx-token").is_some(), "an agent is a token on the board");
    }
    for z in all(&f.root, ".nx-zone-name") {
        let t = js(&z, "const s = getComputedStyle(e); return s.writingMode + ' ' + s.transform;").as_string().unwrap();
        assert!(
            t.starts_with("horizontal-tb") && (t.ends_with("none") || t.ends_with("matrix(1, 0, 0, 1, 0, 0)")),
            "a zone name is turned: {t}"
        );
    }
    f.close();
}

// ---- Every game: the stacking order (point 1 (c)) ------------------------------------

/// In each of the five games, a card's menu is on top at every button (the log never
/// draws over it), and the large card view is opaque and covers no menu button.
#[wasm_bindgen_test]
async fn in_every_game_an_open_menu_is_on_top_and_the_large_card_is_opaque_and_covers_no_menu() {
    let games: [(&str, StartConfig, &str); 5] = [
        ("Aeon's End", busy::<AeonsEnd>(1), ".ae-mage.ae-active .ae-hand button.ae-card"),
        ("Nexus", busy::<Nexus>(3), ".nx-hand .nx-card"),
        ("Lorcana", busy::<Lorcana>(7), ".lo-hand .card"),
        ("Tash-Kalar", busy::<TashKalar>(32), ".tk-hand .tk-card"),
        ("Altered", altered_to_play(), ".al-hand button"),
    ];
    for (name, config, cards) in games {
        for (w, h) in [(1280, 800), (390, 844)] {
            let f = Frame::open(w, h, &config).await;
            f.take_device().await;
            sleep(100).await;
            let Some(menu) = open_menu(&f, cards).await else {
                panic!("{name} {w}x{h}: no card opened a menu");
            };
            for b in all(&menu, "button") {
                let (l, t, r, bt) = rect(&b);
                if r <= l || bt <= t {
                    continue;
                }
                assert!(f.topmost(&b), "{name} {w}x{h}: {:?} is under something", b.text_content());
                let top = f.doc().element_from_point(((l + r) / 2.0) as f32, ((t + bt) / 2.0) as f32).unwrap();
                assert!(top.closest(".log").unwrap().is_none(), "{name}: the log draws over the menu");
            }
            // The large card (a hover, on a desktop): opaque, and over no menu button.
            if let (1280, Some(card)) = (w, all(&f.root, cards).into_iter().next()) {
                card.dispatch_event(&web_sys::MouseEvent::new("mouseenter").unwrap()).unwrap();
                sleep(300).await;
                if let Some(big) = find(&f.root, ".card-inspect") {
                    let inner = big.first_element_child().unwrap_or(big.clone());
                    let bg = js(&inner, "return getComputedStyle(e).backgroundColor + '|' + getComputedStyle(e).backgroundImage + '|' + getComputedStyle(e).opacity;")
                        .as_string()
                        .unwrap();
                    assert!(
                        !bg.contains("rgba") || bg.contains("gradient"),
                        "{name}: the large card is see-through: {bg}"
                    );
                    assert!(bg.ends_with("|1"), "{name}: the large card is faded: {bg}");
                    if let Some(menu) = find(&f.root, ".ae-menu, .nx-menu, .al-menu, .card-menu") {
                        for b in all(&menu, "button") {
                            let a = rect(&b);
                            let c = rect(&big);
                            let overlap = a.0 < c.2 && c.0 < a.2 && a.1 < c.3 && c.1 < a.3;
                            assert!(!overlap, "{name} {w}x{h}: the large card covers {:?}", b.text_content());
                        }
                    }
                }
            }
            f.close();
        }
    }
}
