//! Browser tests of the Tash-Kalar table (wasm-bindgen-test in headless Chrome): the app
//! is mounted, the board and cards are clicked, and the DOM is read back.
//!
//! Seed 32, High Form, both seats people (hot-seat, so every move is a click and no
//! bot can get in the way). P1 starts with one action and holds Forge Apprentice (A03)
//! and Ember Squire (A01); P2 places its pieces far away on row 1.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn square_sel(label: &str) -> String {
    format!(".tk-square[data-square={label}]")
}

/// The piece on a square as (colour, rank), if any.
fn piece_on(root: &Element, label: &str) -> Option<(String, String)> {
    let p = find(root, &format!("{} .tk-piece", square_sel(label)))?;
    Some((p.get_attribute("data-colour").unwrap_or_default(), p.get_attribute("data-rank").unwrap_or_default()))
}

/// Clicks a lit placement square and waits for the piece of `colour` on it.
async fn place(root: &Element, label: &str, colour: &str) {
    let sq = wait_for(root, &format!("{}[data-lit=place]", square_sel(label))).await;
    click(&sq).await;
    wait_for(root, &format!("{} .tk-piece[data-colour=\"{colour}\"]", square_sel(label))).await;
}

/// Ends the turn from the action bar and hands the device to the next person.
async fn end_turn_and_hand_over(root: &Element) {
    click(&wait_for(root, "button[data-kind=end_turn]").await).await;
    click(&wait_for(root, ".pass-device button.primary").await).await;
    wait_for(root, ".tk-table").await;
}

/// Starts seed 32 with P2 played by a person.
async fn start(root: &Element) {
    instant_bot();
    set_seed(root, "32").await;
    sleep(30).await;
    click(&wait_for(root, ".seat-kind-1").await).await;
    assert_eq!(text(root, ".seat-kind-1"), "Person", "P2 is played by a person");
    click(&wait_for(root, "button.start").await).await;
    // A hot-seat game opens on the pass-the-device screen, for P1.
    click(&wait_for(root, ".pass-device button.primary").await).await;
    wait_for(root, ".tk-table").await;
}

/// Turns 1-2: P1 places on c4 (its one action), P2 on c1 and d1.
async fn opening(root: &Element) {
    place(root, "c4", "0").await;
    end_turn_and_hand_over(root).await;
    place(root, "c1", "1").await;
    place(root, "d1", "1").await;
    end_turn_and_hand_over(root).await;
}

/// Turn 3: P1 places on d6, then summons Forge Apprentice on e5 (its pattern needs c4
/// and d6) and picks d6 for the Apprentice's upgrade.
async fn summon_apprentice(root: &Element) {
    place(root, "d6", "0").await;
    click(&wait_for(root, ".tk-card[data-card=A03]").await).await;
    let e5 = wait_for(root, &format!("{}[data-lit=summon]", square_sel("e5"))).await;
    e5.dyn_ref::<HtmlElement>().unwrap().focus().unwrap();
    sleep(30).await;
    for cell in ["c4", "d6"] {
        let sq = find(root, &square_sel(cell)).unwrap();
        assert!(has_class(&sq, "tk-pv-pattern"), "focusing e5 previews the pattern square {cell}");
    }
    assert!(text(root, ".tk-preview").contains("Forge Apprentice on e5"), "the preview is told in words");
    click(&e5).await;
    let d6 = wait_for(root, &format!("{}[data-lit=choose]", square_sel("d6"))).await;
    click(&d6).await;
    wait_for(root, &format!("{} .tk-piece[data-rank=heroic]", square_sel("d6"))).await;
}

#[wasm_bindgen_test]
async fn lobby_lists_tash_kalar_and_its_modes() {
    let (root, handle) = mount("#/").await;
    let tile = wait_for(&root, ".tile[data-game=tash-kalar]").await;
    assert!(tile.text_content().unwrap().contains("Tash-Kalar"));
    handle.destroy();
    let (root, handle) = mount("#/tash-kalar/new").await;
    wait_for(&root, "#tk-mode").await;
    assert_eq!(root.query_selector_all(".seat-row").unwrap().length(), 2, "High Form seats two");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn clicking_an_empty_square_places_a_common_piece() {
    let (root, handle) = mount("#/tash-kalar/new").await;
    start(&root).await;
    assert_eq!(piece_on(&root, "e5"), None, "the board starts empty in High Form");
    let flare = wait_for(&root, ".tk-card.tk-flare").await;
    for half in ["top", "bottom"] {
        let crit = find(&flare, &format!(".tk-half.tk-{half} .tk-crit"))
            .unwrap_or_else(|| panic!("the flare's {half} half shows its criterion"));
        assert!(crit.text_content().unwrap().contains("not met"), "on an empty board no flare criterion is met");
    }
    let e5 = wait_for(&root, &format!("{}[data-lit=place]", square_sel("e5"))).await;
    assert_eq!(e5.tag_name(), "BUTTON", "a square is a button");
    click(&e5).await;
    wait_for(&root, &format!("{} .tk-piece", square_sel("e5"))).await;
    assert_eq!(piece_on(&root, "e5"), Some(("0".into(), "common".into())), "P1's common piece stands on e5");
    assert!(text(&root, ".log").contains("places a common piece on e5"), "the log tells the placement");
    assert!(
        find(&root, "button[data-kind=end_turn]").is_some(),
        "with the first turn's one action used, the bar offers End turn"
    );
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_card_lights_its_squares_and_a_click_summons_it() {
    let (root, handle) = mount("#/tash-kalar/new").await;
    start(&root).await;
    opening(&root).await;
    summon_apprentice(&root).await;
    assert_eq!(piece_on(&root, "e5"), Some(("0".into(), "common".into())), "the Apprentice's common piece is on e5");
    assert_eq!(piece_on(&root, "d6"), Some(("0".into(), "heroic".into())), "the picked piece was upgraded");
    assert!(find(&root, ".tk-card[data-card=A03]").is_none(), "the summoned card left the hand");
    assert!(text(&root, ".log").contains("summons Forge Apprentice at e5"));
    handle.destroy();
}

#[wasm_bindgen_test]
async fn summoning_onto_a_higher_rank_piece_is_refused_with_its_rule() {
    let (root, handle) = mount("#/tash-kalar/new").await;
    start(&root).await;
    opening(&root).await;
    summon_apprentice(&root).await;
    end_turn_and_hand_over(&root).await;
    place(&root, "e1", "1").await;
    place(&root, "f1", "1").await;
    end_turn_and_hand_over(&root).await;
    // Turn 5: b5 completes Ember Squire's pattern around d6, which holds a heroic piece.
    place(&root, "b5", "0").await;
    click(&wait_for(&root, ".tk-card[data-card=A01]").await).await;
    let d6 = find(&root, &square_sel("d6")).unwrap();
    assert_eq!(
        d6.get_attribute("data-lit").as_deref(),
        Some("ask"),
        "d6 is not offered (a common card cannot go on a heroic piece), but it can be asked about"
    );
    click(&d6).await;
    let toast = wait_for(&root, ".error-toast").await;
    let rule = text(&toast, ".rule-id");
    assert!(rule.starts_with("TK-"), "the refusal names a Tash-Kalar rule: {}", toast.text_content().unwrap());
    assert_eq!(rule, "TK-5.3", "summoning onto a higher rank: {}", toast.text_content().unwrap());
    assert_eq!(piece_on(&root, "d6"), Some(("0".into(), "heroic".into())), "the refusal changed nothing");
    assert!(find(&root, ".tk-card[data-card=A01]").is_some(), "Ember Squire is still in hand");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn undo_takes_back_a_placement_within_the_turn() {
    let (root, handle) = mount("#/tash-kalar/new").await;
    start(&root).await;
    place(&root, "c4", "0").await;
    end_turn_and_hand_over(&root).await;
    place(&root, "c1", "1").await;
    let undo = find(&root, "button.undo").unwrap();
    assert!(!undo.has_attribute("disabled"), "a placement reveals nothing: it can be taken back");
    click(&undo).await;
    assert!(piece_on(&root, "c1").is_none(), "undo takes the piece off c1");
    handle.destroy();
}
