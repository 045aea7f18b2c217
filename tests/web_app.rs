//! Browser tests (wasm-bindgen-test in headless Chrome): the app is mounted, clicked
//! and read back through the DOM, the way a player uses it.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Starts Lorcana with seed 7 (P1 goes first with Cinder Pup in hand), P2 the bot.
async fn start_lorcana(root: &Element) {
    instant_bot();
    set_seed(root, "7").await;
    click(&wait_for(root, "button.start").await).await;
    wait_for(root, ".lo-table").await;
}

/// Waits until P1 decides in the Main phase (the bot has altered its hand).
async fn wait_for_main(root: &Element) {
    for _ in 0..250 {
        let main_lit = all(root, ".phase.lit .phase-name").iter().any(|e| e.text_content().as_deref() == Some("Main"));
        if main_lit && find(root, "button[data-kind=end_turn]").is_some() {
            return;
        }
        sleep(20).await;
    }
    panic!("never reached P1's Main phase: {}", text(root, ".phase-tracker"));
}

/// P1 keeps the hand, inks Tamsin and plays Cinder Pup: returns the Pup on the table.
async fn ink_and_play_cinder_pup(root: &Element) -> Element {
    click(&wait_for(root, "button[data-kind=keep_hand]").await).await;
    wait_for_main(root).await;
    click(&menu_button(root, ".lo-hand .card[data-def=A06]", ".card-menu button[data-kind=ink]").await).await;
    click(&menu_button(root, ".lo-hand .card[data-def=A01]", ".card-menu button[data-kind=play]").await).await;
    wait_for(root, ".lo-side.lo-mine .lo-characters .card[data-def=A01]").await
}

#[wasm_bindgen_test]
async fn lobby_lists_the_playable_games() {
    let (root, handle) = mount("#/").await;
    let tile = wait_for(&root, ".tile[data-game=lorcana]").await;
    assert!(tile.text_content().unwrap().contains("Lorcana"));
    assert!(tile.text_content().unwrap().contains("2 players"));
    assert!(find(&tile, "a.new-game").is_some(), "a tile offers a new game");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn new_game_page_offers_seats_seed_and_options() {
    let (root, handle) = mount("#/lorcana/new").await;
    wait_for(&root, ".new-game").await;
    assert_eq!(all(&root, ".seat-row").len(), 2, "two seats");
    let p2 = find(&root, ".seat-kind-1").unwrap();
    assert_eq!(p2.text_content().unwrap(), "Computer", "P2 defaults to the computer");
    assert!(find(&root, "select.seat-level-1").is_some(), "with a level to choose");
    click(&p2).await;
    assert_eq!(find(&root, ".seat-kind-1").unwrap().text_content().unwrap(), "Person", "a click makes it a person");
    let seed = find(&root, "#seed").unwrap().dyn_into::<HtmlInputElement>().unwrap();
    assert!(seed.value().parse::<u64>().is_ok(), "a random seed is offered: {}", seed.value());
    assert_eq!(all(&root, ".options-form select").len(), 2, "a deck choice per seat");
    handle.destroy();
}

/// Issue 30 point 5: "A random deck the computer builds" for P2 starts a game whose
/// options carry that deck as a list (so it replays the same): legal under LO-1.10, of
/// two inks, and none of the premade decks.
#[wasm_bindgen_test]
async fn a_random_deck_the_computer_builds_starts_a_game() {
    use turnkeeper::engine::Cards;
    use turnkeeper::games::lorcana::{cards, DeckSpec, Lorcana, LorcanaOptions};
    let (root, handle) = mount("#/lorcana/new").await;
    let select = wait_for(&root, "select[aria-label='P2 deck']").await.dyn_into::<HtmlSelectElement>().unwrap();
    select.set_value("random");
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    sleep(30).await;
    let shown = find(&root, "select[aria-label='P2 deck']").unwrap().dyn_into::<HtmlSelectElement>().unwrap();
    assert_eq!(shown.value(), "random", "the choice stays shown");
    start_lorcana(&root).await;
    let kept = current_game::<Lorcana>().expect("a game started");
    let options: LorcanaOptions = serde_json::from_value(kept.options).unwrap();
    assert_eq!(options.p1_deck, DeckSpec::Premade(cards::premades()[0].id.clone()), "P1 keeps the first premade");
    let DeckSpec::List(list) = &options.p2_deck else { panic!("P2's deck is kept as a list: {:?}", options.p2_deck) };
    let set = cards::pool().expect("the set");
    assert!(list.len() >= 60, "{} cards", list.len());
    assert_eq!(set.problems(list), vec![], "legal under LO-1.10");
    assert_eq!(set.inks_of(list).len(), 2, "two inks");
    let mut sorted = list.clone();
    sorted.sort();
    for premade in cards::premades() {
        let mut theirs = premade.list();
        theirs.sort();
        assert_ne!(sorted, theirs, "not the premade {}", premade.name);
    }
    assert_eq!(Lorcana::seat_deck(&options, 1).as_ref(), Some(list), "the game's P2 plays that list");
    assert_eq!(all(&root, ".lo-hand .card").len(), 7, "P1's opening hand is dealt");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn keep_hand_ink_and_play_a_character_by_clicking() {
    let (root, handle) = mount("#/lorcana/new").await;
    start_lorcana(&root).await;
    // Alter hand: keep all seven.
    click(&wait_for(&root, "button[data-kind=keep_hand]").await).await;
    wait_for_main(&root).await;
    assert_eq!(all(&root, ".lo-hand .card").len(), 7, "the starting player skips the first draw (LO-3.2.3)");

    // Ink Tamsin (inkable): open its menu, pick Ink.
    click(&menu_button(&root, ".lo-hand .card[data-def=A06]", ".card-menu button[data-kind=ink]").await).await;
    let inkwell = find(&root, ".lo-side.lo-mine .lo-inkwell").unwrap().get_attribute("aria-label").unwrap();
    assert_eq!(inkwell, "Inkwell: 1 of 1 ready", "the inked card enters ready");
    assert_eq!(all(&root, ".lo-hand .card").len(), 6);

    // Play Cinder Pup for its 1 ink.
    click(&menu_button(&root, ".lo-hand .card[data-def=A01]", ".card-menu button[data-kind=play]").await).await;
    let pup = wait_for(&root, ".lo-side.lo-mine .lo-characters .card[data-def=A01]").await;
    assert!(pup.class_name().split_whitespace().any(|c| c == "drying"), "a character played this turn is drying");
    let inkwell = find(&root, ".lo-side.lo-mine .lo-inkwell").unwrap().get_attribute("aria-label").unwrap();
    assert_eq!(inkwell, "Inkwell: 0 of 1 ready", "its cost exerted the ink");
    assert!(text(&root, ".log").contains("Cinder Pup"), "the log tells the play");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn an_illegal_click_shows_the_refusal_with_its_rule() {
    let (root, handle) = mount("#/lorcana/new").await;
    start_lorcana(&root).await;
    let pup = ink_and_play_cinder_pup(&root).await;

    // Questing with a drying character: the menu offers only "why not?", the engine refuses.
    click(&pup).await;
    let why = wait_for(&root, ".card-menu button.why-not[data-kind=quest]").await;
    let lore_before = text(&root, ".lo-side.lo-mine .lo-lore-value");
    click(&why).await;
    let toast = wait_for(&root, ".error-toast").await;
    let rule = text(&toast, ".rule-id");
    assert_eq!(rule, "LO-1.7.5", "drying characters cannot quest: {}", toast.text_content().unwrap());
    assert_eq!(text(&root, ".lo-side.lo-mine .lo-lore-value"), lore_before, "the refusal changed nothing");
    handle.destroy();
}

/// Issue 34 point 9: against the computer (which keeps no memory between its views) a
/// person takes back an inked card; Undo is dimmed only when nothing can be taken back,
/// and a click on it then says why.
#[wasm_bindgen_test]
async fn against_the_computer_undo_takes_back_an_ink_and_says_why_when_it_cannot() {
    let (root, handle) = mount("#/lorcana/new").await;
    start_lorcana(&root).await;
    click(&wait_for(&root, "button[data-kind=keep_hand]").await).await;
    wait_for_main(&root).await;
    let undo = find(&root, "button.undo").unwrap();
    assert_eq!(undo.get_attribute("aria-disabled").as_deref(), Some("true"), "nothing to take back after the draw");
    click(&undo).await;
    let why = text(&wait_for(&root, ".error-toast").await, ".message");
    assert!(why.contains("revealed to you"), "the dimmed Undo says why: {why}");
    click(&find(&root, ".lo-hand .card[data-def=A06]").unwrap()).await;
    click(&wait_for(&root, ".card-menu button[data-kind=ink]").await).await;
    assert_eq!(all(&root, ".lo-hand .card").len(), 6);
    let undo = find(&root, "button.undo").unwrap();
    assert!(!undo.has_attribute("aria-disabled") && !undo.has_attribute("disabled"), "the ink can be taken back");
    click(&undo).await;
    assert_eq!(all(&root, ".lo-hand .card").len(), 7, "the inked card is back in the hand");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn hot_seat_hides_the_hand_until_the_next_player_confirms() {
    let (root, handle) = mount("#/lorcana/new").await;
    click(&wait_for(&root, ".seat-kind-1").await).await; // P2 is a person too
    instant_bot();
    set_seed(&root, "7").await;
    click(&wait_for(&root, "button.start").await).await;
    // The game opens on the pass-the-device screen for P1, no side drawn behind it.
    let screen = wait_for(&root, ".pass-device").await;
    assert!(screen.text_content().unwrap().contains("Pass the device to P1"));
    click(&find(&screen, "button").unwrap()).await;
    wait_for(&root, ".lo-table").await;
    wait_for(&root, ".lo-hand .card").await;
    let p1_hand: Vec<String> =
        all(&root, ".lo-hand .card").iter().filter_map(|c| c.get_attribute("data-card")).collect();
    click(&wait_for(&root, "button[data-kind=keep_hand]").await).await;
    let screen = wait_for(&root, ".pass-device").await;
    assert!(screen.text_content().unwrap().contains("Pass the device to P2"));
    assert!(find(&root, ".lo-hand").is_none(), "no hand is shown while the device changes hands");
    click(&find(&screen, "button").unwrap()).await;
    wait_for(&root, ".lo-hand .card").await;
    let p2_hand: Vec<String> =
        all(&root, ".lo-hand .card").iter().filter_map(|c| c.get_attribute("data-card")).collect();
    assert_eq!(p2_hand.len(), 7);
    assert!(
        p2_hand.iter().all(|id| !p1_hand.contains(id)),
        "P2 now sees their own hand, not P1's: P1's {p1_hand:?}, shown after the hand-over {p2_hand:?}; header {}",
        text(&root, ".turn-status")
    );
    // P2 keeps or redraws during P1's first turn: the header names the turn's seat apart
    // from who decides (issue 34 point 1), "P1's turn · P2: you decide".
    assert!(text(&root, ".turn-status").contains("P2: you decide"), "P2 decides now: {}", text(&root, ".turn-status"));
    let mut prompt = String::new();
    for _ in 0..100 {
        prompt = text(&root, ".action-bar .prompt");
        if prompt.starts_with("Click cards") {
            break;
        }
        sleep(20).await;
    }
    assert!(prompt.starts_with("Click cards"), "the prompt says what to do: {prompt}");
    handle.destroy();
}
