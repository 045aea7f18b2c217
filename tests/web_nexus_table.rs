//! The Nexus table as a fan sees it: at
//! 1280x800, 1280x657 and 390x844 (real viewports, tests/web_sized), at the start and
//! late, the hand, the planet and both seats' rows are in the window with nothing of the
//! board hidden under its own scroll; a card's menu is inside the window and on top;
//! every card has its picture from the icon sprite and a frame of its energy; agents are
//! tokens with a blade and a shield; locked cards stay upright and say so; the large card
//! is opaque; the status line says what happens when no window is open; an agent
//! advances by a click on it, then on a biome.
#![cfg(target_arch = "wasm32")]

mod web_sized;
mod web_support;

use turnkeeper::engine::prelude::*;
use turnkeeper::games::nexus::{Action, Nexus};
use turnkeeper::ui::SeatKind::{Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen_test::*;
use web_sized::*;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

const SIZES: [(u32, u32); 3] = [(1280, 800), (1280, 657), (390, 844)];
const ROUTE: &str = "#/nexus/play";

/// A crowded late position: turn 10 or later, both seats with several agents and
/// sources, P1 in a primary phase (its hand cards have menus).
fn late() -> StartConfig {
    config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..60, |g| {
        let v = g.view(0);
        let agents = |s: usize| v.players[s].staging.iter().filter(|c| c.output.is_none()).count();
        g.turn() >= 10 && agents(0) >= 2 && agents(1) >= 3 && v.players[1].energy_total >= 5
    })
}

/// The board's own scroll: how much of it is hidden below (or beside) its box.
fn board_hidden(s: &Sized) -> f64 {
    match q(&s.root, ".nx-board") {
        Some(b) => s.num(&b.into(), "return Math.max(e.scrollHeight - e.clientHeight, e.scrollWidth - e.clientWidth);"),
        None => f64::NAN,
    }
}

#[wasm_bindgen_test]
async fn nexus_hand_planet_and_both_rows_in_view_at_every_size_early_and_late() {
    let start = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..20, |g| g.turn() >= 2);
    let crowded = late();
    for (when, config) in [("start", &start), ("late", &crowded)] {
        for (w, h) in SIZES {
            let s = open(w, h, ROUTE, config).await;
            take_device(&s).await;
            wait(&s, ".nx-table").await;
            sleep(100).await;
            let mut bad = in_view(&s, ".nx-hand", ".nx-planet");
            bad.extend(in_view(&s, ".nx-side.nx-theirs", ".nx-side.nx-mine"));
            let hidden = board_hidden(&s);
            if hidden > 1.0 {
                let rows: Vec<String> =
                    [".nx-status", ".nx-side.nx-theirs", ".nx-middle", ".nx-side.nx-mine", ".nx-hand"]
                        .iter()
                        .filter_map(|sel| q(&s.root, sel).map(|e| format!("{sel} {:.0}", rect(&e).3 - rect(&e).1)))
                        .collect();
                bad.push(format!("{hidden} px of the board are hidden under its scroll; heights {rows:?}"));
            }
            if let Some(card) = q(&s.root, ".nx-hand .nx-card") {
                tap(&card).await;
                sleep(100).await;
                assert!(q(&s.root, ".card-menu").is_some(), "{when} {w}x{h}: a hand card opens its menu");
                bad.extend(menus_inside_and_on_top(&s, ".card-menu"));
            }
            assert!(bad.is_empty(), "{when} {w}x{h}: {bad:?}");
            s.close();
        }
    }
}

#[wasm_bindgen_test]
async fn nexus_every_card_has_its_picture_and_a_frame_of_its_energy() {
    let config = late();
    let s = open(1280, 800, ROUTE, &config).await;
    take_device(&s).await;
    wait(&s, ".nx-table").await;
    let cards = qa(&s.root, ".nx-table .nx-card");
    assert!(cards.len() >= 10, "a late table holds many cards: {}", cards.len());
    for c in &cards {
        let code = c.get_attribute("data-code").unwrap_or_default();
        let picture = q(c, ".nx-art use").and_then(|u| u.get_attribute("href")).unwrap_or_default();
        assert!(
            picture.starts_with("icons/nexus.svg#") && picture.len() > 16,
            "{code}: a picture from the sprite: {picture:?}"
        );
        let class = c.class_name();
        assert!(
            ["nx-ember", "nx-tide", "nx-void"].iter().any(|a| class.split_whitespace().any(|k| k == *a)),
            "{code}: a frame of its energy: {class}"
        );
        assert!(class.contains("nx-kind-"), "{code}: its type drawn: {class}");
    }
    // Whole cards in the hand show their cost as gems and their speed; agents everywhere
    // show a blade and a shield with numbers, never letters.
    for c in qa(&s.root, ".nx-hand .nx-card") {
        if q(&c, ".nx-cost").is_some() {
            assert!(q(&c, ".nx-cost .nx-pip").is_some(), "the cost is gems: {}", c.inner_html());
        }
    }
    let agents = qa(&s.root, ".nx-table .nx-card.nx-kind-agent:not(.nx-converted)");
    assert!(!agents.is_empty(), "agents are on the table");
    for a in agents {
        let stats = q(&a, ".nx-stats").expect("an agent's stats");
        assert!(q(&stats, ".nx-atk use").is_some() && q(&stats, ".nx-def use").is_some(), "a blade and a shield");
        let words = stats.text_content().unwrap_or_default();
        assert!(
            words.chars().all(|c| c.is_ascii_digit() || c.is_whitespace() || c == '-'),
            "stats as numbers: {words}"
        );
    }
    for t in qa(&s.root, ".nx-planet .nx-card, .nx-constants .nx-kind-agent") {
        assert!(t.class_name().contains("nx-token"), "an agent on the planet is a token: {}", t.class_name());
    }
    s.close();
}

#[wasm_bindgen_test]
async fn nexus_locked_cards_stay_upright_and_say_locked() {
    let config = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..60, |g| {
        let v = g.view(0);
        v.players.iter().any(|p| p.staging.iter().any(|c| c.locked && c.output.is_none())) && g.turn() >= 4
    });
    let s = open(1280, 800, ROUTE, &config).await;
    take_device(&s).await;
    wait(&s, ".nx-table").await;
    let locked = qa(&s.root, ".nx-table .nx-card.nx-locked");
    assert!(!locked.is_empty(), "a locked card is on the table");
    for c in locked {
        let name = q(&c, ".nx-name").unwrap();
        assert_eq!(turned_more_than(&s, &name, 1.0), None, "its name reads upright");
        let label = name.get_attribute("aria-label").unwrap_or_default();
        assert!(label.contains("locked"), "its words say locked: {label}");
        assert!(q(&c, ".nx-lock-badge use").is_some(), "and a padlock is drawn on it");
    }
    s.close();
}

#[wasm_bindgen_test]
async fn nexus_a_cards_button_is_called_by_its_name_and_the_large_card_is_opaque() {
    let config = late();
    let s = open(1280, 800, ROUTE, &config).await;
    take_device(&s).await;
    wait(&s, ".nx-table").await;
    for c in qa(&s.root, ".nx-table .nx-card") {
        let b = q(&c, "button.nx-name").expect("each card is a button");
        let (seen, name) = (b.text_content().unwrap_or_default(), b.get_attribute("aria-label").unwrap_or_default());
        assert!(name.starts_with(seen.trim()), "the button's name begins with what it shows: {seen:?} / {name:?}");
    }
    let token = q(&s.root, ".nx-constants .nx-token").expect("a token in staging");
    token.dispatch_event(&web_sys::MouseEvent::new("mouseenter").unwrap()).unwrap();
    let large = wait(&s, ".card-inspect .nx-card.nx-large").await;
    let look =
        s.str(&large.clone().into(), "const c = w.getComputedStyle(e); return c.backgroundImage + '|' + c.opacity;");
    assert!(look.contains("gradient") && look.ends_with("|1"), "the large card is opaque: {look}");
    let label = large.get_attribute("aria-label").unwrap_or_default();
    assert!(label.contains("attack") && label.contains("defense"), "the large agent says its stats: {label}");
    s.close();
}

#[wasm_bindgen_test]
async fn nexus_the_status_line_says_the_mulligans_not_that_no_window_is_open() {
    let config = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..5, |g| {
        g.view(0).decision.is_some_and(|d| d.rule == "NX-12.4")
    });
    let s = open(1280, 800, ROUTE, &config).await;
    take_device(&s).await;
    let line = wait(&s, ".nx-window").await.text_content().unwrap_or_default();
    assert!(line.contains("Mulligan") && !line.starts_with("No window open"), "{line}");
    s.close();
}

#[wasm_bindgen_test]
async fn nexus_an_agent_advances_by_a_click_on_it_then_on_a_lit_biome() {
    let config = config_when::<Nexus>(Default::default(), vec![Human, Bot], 1..60, |g| {
        g.legal_actions().iter().filter(|a| matches!(a, Action::AdvanceAgent { .. })).count() >= 3
    });
    let s = open(1280, 800, ROUTE, &config).await;
    take_device(&s).await;
    wait(&s, ".nx-table").await;
    let agent = q(&s.root, ".nx-constants .nx-token.nx-actionable").expect("an agent that can advance");
    tap(&agent).await;
    let biome = wait(&s, ".nx-biome-head.nx-target").await;
    let slot = biome.query_selector(".nx-slot").unwrap().unwrap().text_content().unwrap_or_default();
    tap(&biome).await;
    sleep(150).await;
    let id = agent.get_attribute("data-card").unwrap();
    let note =
        q(&s.root, &format!(".nx-card[data-card=\"{id}\"] .nx-note")).map(|n| n.text_content().unwrap_or_default());
    assert_eq!(note.as_deref(), Some(format!("→ {slot}").as_str()), "the agent is marked for {slot}");
    let bar = q(&s.root, ".action-bar button[data-kind=confirm]").map(|b| b.text_content().unwrap_or_default());
    assert_eq!(bar.as_deref(), Some("Declare this advance"), "and the advance can be declared");
    s.close();
}
