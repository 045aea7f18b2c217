//! Accessibility over every registered game from one place (the registry,
//! `for_each_game!`, writes one test per game): axe-core runs over the whole document of
//! a real window of 1280x800 and of a 390x844 phone (tests/web_sized) at each state a
//! player meets: the new-game page, How to play, the table at the start, mid-game with a
//! card's action menu open, and the end of the game. No serious or critical violation,
//! `label-content-name-mismatch` included (a control's name holds its visible words).
//! Plus the lobby, and a check that the rule is not blind.
#![cfg(target_arch = "wasm32")]

#[path = "web_support/axe.rs"]
mod axe;
mod web_sized;
mod web_support;

use axe::*;
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Match;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::ui::SeatKind::{self, Bot, Human};
use turnkeeper::ui::StartConfig;
use wasm_bindgen_test::*;
use web_sized::*;
use web_support::*;

wasm_bindgen_test_configure!(run_in_browser);

const SIZES: [(u32, u32); 2] = [(1280, 800), (390, 844)];

/// P1 a person, every other seat the computer (no hand-over screen in the way).
fn seats<G: Game>() -> Vec<SeatKind> {
    let n = Match::<G>::new(Default::default(), 1).unwrap().state().seats();
    (0..n).map(|s| if s == 0 { Human } else { Bot }).collect()
}

/// Opens a card's (or a zone's) action menu the way a player would: presses what the
/// table marks as actionable (each table's `*-actionable` class), then its other
/// buttons, until a menu opens. Returns whether one did.
async fn open_a_menu(s: &Sized) -> bool {
    for i in 0..40 {
        if q(&s.root, ".action-menu").is_some() {
            return true;
        }
        let mut candidates = qa(&s.root, ".table-wrap [class*=actionable]");
        candidates.extend(qa(&s.root, ".table-wrap button:not([disabled]), .table-wrap [role=button]"));
        let Some(b) = candidates.get(i % candidates.len().max(1)) else { return false };
        tap(b).await;
    }
    q(&s.root, ".action-menu").is_some()
}

/// Every state of one game, at both sizes: the violations found, by state.
async fn every_state<G: Game>() {
    let id = G::ID;
    let start = played_config::<G>(5, 0, seats::<G>());
    // Mid-game with a real choice of moves (a main phase, not a forced answer), so a
    // card has a menu to open.
    let mid = web_sized::config_when::<G>(Default::default(), seats::<G>(), 1..60, |g| {
        g.turn() >= 6 && g.legal_actions().len() >= 4
    });
    instant_bot();
    let end = played_config::<G>(3, u32::MAX, seats::<G>());
    let mut found = Vec::new();
    for (w, h) in SIZES {
        let states: [(&str, &str, &StartConfig, &str); 5] = [
            ("the new-game page", "new", &start, ".new-game"),
            ("How to play", "rules", &start, ".how-to-play"),
            ("the start", "play", &start, ".table-wrap"),
            ("mid-game, a menu open", "play", &mid, ".table-wrap"),
            ("the end", "play", &end, ".end-screen"),
        ];
        for (state, route, config, ready) in states {
            let s = open(w, h, &format!("#/{id}/{route}"), config).await;
            take_device(&s).await;
            wait(&s, ready).await;
            if state.contains("menu") {
                let opened = open_a_menu(&s).await;
                let tried: Vec<String> = qa(&s.root, ".table-wrap [class*=actionable], .table-wrap button")
                    .iter()
                    .take(12)
                    .map(|e| e.class_name())
                    .collect();
                assert!(opened, "{id} {w}x{h}: no button on the table opens an action menu; tried {tried:?}");
            }
            sleep(100).await;
            found.extend(whole_window(&s.win).await.into_iter().map(|v| format!("{id} {w}x{h} {state}: {v}")));
            s.close();
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

macro_rules! each {
    ($module:ident, $ty:ident, $id:literal) => {
        #[wasm_bindgen_test]
        async fn $module() {
            every_state::<turnkeeper::games::$module::$ty>().await;
        }
    };
}
turnkeeper::for_each_game!(each);

#[wasm_bindgen_test]
async fn the_lobby_wide_and_on_a_phone() {
    let config = played_config::<Lorcana>(5, 0, vec![Human, Bot]);
    for (w, h) in SIZES {
        let s = open(w, h, "#/", &config).await;
        wait(&s, ".tile").await;
        let found = whole_window(&s.win).await;
        s.close();
        assert!(found.is_empty(), "the lobby at {w}x{h}: {found:#?}");
    }
}

/// The whole-window check is not blind: a button labelled with other words than it
/// shows is found.
#[wasm_bindgen_test]
async fn a_label_that_hides_the_visible_words_is_found() {
    let config = played_config::<Lorcana>(5, 0, vec![Human, Bot]);
    let s = open(1280, 800, "#/", &config).await;
    wait(&s, ".tile").await;
    let bad = s.doc().create_element("button").unwrap();
    bad.set_attribute("aria-label", "Quest").unwrap();
    bad.set_text_content(Some("Tamsin, cost 5"));
    s.root.append_child(&bad).unwrap();
    let found = whole_window(&s.win).await;
    s.close();
    assert!(
        found.iter().any(|v| v.contains("label-content-name-mismatch")),
        "the mislabelled button is found: {found:#?}"
    );
}
