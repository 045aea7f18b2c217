//! Browser tests of Aeon's End's new-game page and of each nemesis's own mechanic on the
//! table (wasm-bindgen-test in headless Chrome): 1 to 4 mages chosen or drawn, the
//! nemesis chosen or drawn, the market by a preset or by hand (its nine piles listed
//! before the start), the nemesis's and Gravehold's life with the rules' defaults
//! (AE-1.1, AE-2.1, AE-2.2, AE-2.4), and the game that starts from them.
#![cfg(target_arch = "wasm32")]

mod web_support;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlSelectElement};

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Match;
use turnkeeper::games::aeons_end::content::pool;
use turnkeeper::games::aeons_end::{AeonsEnd, Options};
use turnkeeper::ui::SeatKind::Human;

wasm_bindgen_test_configure!(run_in_browser);

fn chosen(root: &Element, selector: &str) -> String {
    find(root, selector).and_then(|e| e.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}

/// The option shown as chosen in a select: its words.
fn chosen_words(root: &Element, selector: &str) -> String {
    let s = find(root, selector).and_then(|e| e.dyn_into::<HtmlSelectElement>().ok()).expect(selector);
    s.selected_options().item(0).and_then(|o| o.text_content()).unwrap_or_default()
}

/// The market listed on the page, by card id.
fn listed_market(root: &Element) -> Vec<String> {
    all(root, ".ae-market-list .ae-market-card")
        .iter()
        .map(|e| e.get_attribute("data-kind").unwrap_or_default())
        .collect()
}

fn team(root: &Element) -> Vec<String> {
    (0..4).map(|i| chosen(root, &format!("#ae-mage-{i}"))).filter(|v| !v.is_empty()).collect()
}

#[wasm_bindgen_test]
async fn the_new_game_page_sets_up_team_nemesis_market_and_difficulty_and_the_game_starts_with_them() {
    let p = pool().expect("the card files read");
    let (root, handle) = mount("#/aeons-end/new").await;
    set_seed(&root, "3").await;

    // The rules' defaults: two mages, Skarnveil at 55 life, Gravehold at 30 (AE-2.1).
    assert_eq!(team(&root).len(), 2, "two mages by default");
    assert_eq!(chosen(&root, "#ae-nemesis"), "skarnveil");
    assert!(
        chosen_words(&root, "#ae-nemesis-life").starts_with("55 (standard)"),
        "{}",
        chosen_words(&root, "#ae-nemesis-life")
    );
    assert!(chosen_words(&root, "#ae-gravehold-life").starts_with("30 (standard)"));

    // Four mages, then three: a seat per mage, each mage a select of the pool's mages.
    choose(&root, "#ae-mages", "4").await;
    assert_eq!(all(&root, ".seat-row").len(), 4, "four mages, four seats");
    assert_eq!(team(&root).len(), 4);
    choose(&root, "#ae-mages", "3").await;
    assert_eq!(all(&root, ".seat-row").len(), 3, "three mages, three seats");
    let options = all(&root, "#ae-mage-0 option").len();
    assert_eq!(options, p.mages.len(), "every mage of the pool can be chosen");
    choose(&root, "#ae-mage-0", "tamsin").await;
    choose(&root, "#ae-mage-2", "corvin").await;
    let picked = team(&root);
    assert_eq!((picked[0].as_str(), picked[2].as_str()), ("tamsin", "corvin"), "{picked:?}");
    // Random mages: three distinct mages of the pool.
    click(&wait_for(&root, "button.ae-random-team").await).await;
    let drawn = team(&root);
    assert_eq!(drawn.len(), 3, "the draw keeps the count: {drawn:?}");
    assert!(drawn.iter().all(|id| p.mage(id).is_some()), "{drawn:?}");
    assert!(drawn[0] != drawn[1] && drawn[1] != drawn[2] && drawn[0] != drawn[2], "distinct: {drawn:?}");
    choose(&root, "#ae-mage-0", "tamsin").await;
    choose(&root, "#ae-mage-1", "hesk").await;
    choose(&root, "#ae-mage-2", "corvin").await;
    assert_eq!(team(&root), ["tamsin", "hesk", "corvin"]);

    // A random nemesis is one of the pool's; then Cindermaw, whose standard life is its mat's.
    click(&wait_for(&root, "button.ae-random-nemesis").await).await;
    assert!(p.nemesis(&chosen(&root, "#ae-nemesis")).is_some(), "a nemesis of the pool");
    choose(&root, "#ae-nemesis", "cindermaw").await;
    let mat = p.nemesis("cindermaw").expect("Cindermaw").life;
    assert!(chosen_words(&root, "#ae-nemesis-life").starts_with(&format!("{mat} (standard)")));
    assert!(
        text(&root, ".ae-setup-nemesis").contains("heat") || text(&root, ".ae-setup-nemesis").contains("Heat"),
        "its rule is told"
    );
    choose(&root, "#ae-nemesis-life", &(mat - 10).to_string()).await;
    choose(&root, "#ae-gravehold-life", "35").await;

    // The market: a drawn preset lists nine piles of AE-2.4's shape before the start.
    click(&wait_for(&root, "button.ae-market-preset[data-preset=spread]").await).await;
    let market = listed_market(&root);
    assert_eq!(market.len(), 9, "nine piles listed: {market:?}");
    let kind_count = |class: &str| all(&root, &format!(".ae-market-list .ae-type-{class}")).len();
    assert_eq!((kind_count("gem"), kind_count("relic"), kind_count("spell")), (3, 2, 4), "3 gems, 2 relics, 4 spells");
    // By hand: the first pile becomes a gem not yet in the market.
    let gem = all(&root, "#ae-pile-0 option")
        .iter()
        .filter_map(|o| o.get_attribute("value"))
        .find(|v| !market.contains(v))
        .expect("a gem outside the market");
    choose(&root, "#ae-pile-0", &gem).await;
    let market = listed_market(&root);
    assert_eq!(market[0], gem, "the pile set by hand is listed: {market:?}");

    // Every seat played here, so nothing moves before the test reads the table.
    for i in 0..3 {
        let seat = wait_for(&root, &format!(".seat-kind-{i}")).await;
        if seat.text_content().unwrap_or_default() != "Person" {
            click(&seat).await;
        }
    }
    click(&wait_for(&root, "button.start").await).await;
    wait_for(&root, ".ae-table").await;

    let mages: Vec<String> =
        all(&root, ".ae-mage").iter().map(|m| m.get_attribute("aria-label").unwrap_or_default()).collect();
    let names: Vec<String> =
        ["tamsin", "hesk", "corvin"].iter().map(|id| format!("{}", p.mage(id).unwrap().name)).collect();
    assert_eq!(mages.len(), 3, "three mages at the table: {mages:?}");
    for (label, name) in mages.iter().zip(&names) {
        assert!(label.contains(name.as_str()), "{label} is {name}");
    }
    assert_eq!(text(&root, ".ae-nemesis-name"), p.nemesis("cindermaw").unwrap().name);
    assert!(
        text(&root, ".ae-nemesis .ae-big").contains(&format!("/ {} life", mat - 10)),
        "{}",
        text(&root, ".ae-nemesis .ae-big")
    );
    assert!(text(&root, ".ae-gravehold .ae-big").ends_with("/ 35"), "{}", text(&root, ".ae-gravehold .ae-big"));
    let supply: Vec<String> = all(&root, ".ae-supply .ae-pile .ae-card")
        .iter()
        .map(|c| c.get_attribute("data-kind").unwrap_or_default())
        .collect();
    let mut a = supply.clone();
    let mut b = market.clone();
    a.sort();
    b.sort();
    assert_eq!(a, b, "the supply is the market shown before the start");
    handle.destroy();
}

/// A fresh game against `nemesis`, every seat a person here.
fn fresh(nemesis: &str) -> turnkeeper::ui::StartConfig {
    let options = Options { nemesis: nemesis.into(), ..Options::default() };
    turnkeeper::ui::StartConfig {
        game: "aeons-end".into(),
        seats: vec![Human, Human],
        seed: 5,
        options: serde_json::to_value(&options).unwrap(),
        resume: None,
        replay: false,
        online: None,
    }
}

#[wasm_bindgen_test]
async fn each_nemesis_shows_its_own_mechanic_on_its_mat() {
    let p = pool().expect("the card files read");
    for (nemesis, class) in [("cindermaw", "ae-counter"), ("hollow_regent", "ae-corruption"), ("vessa", "ae-brood")] {
        let (root, handle) = mount_with("#/aeons-end/play", &fresh(nemesis)).await;
        let mat = wait_for(&root, ".ae-nemesis").await;
        let shown = find(&mat, &format!(".ae-mechanic .{class}"))
            .unwrap_or_else(|| panic!("{nemesis}: no .{class} on its mat"));
        let words = shown.text_content().unwrap_or_default();
        let value: usize = shown.get_attribute("data-value").unwrap_or_default().parse().expect("a number");
        let def = p.nemesis(nemesis).unwrap();
        // What the rules give the mat at the start of the same game (same seed, same options).
        let options = Options { nemesis: nemesis.into(), ..Options::default() };
        let view = Match::<AeonsEnd>::new(options, 5).unwrap().state().view(0).nemesis;
        match class {
            "ae-counter" => {
                let c = def.counter.as_ref().expect("a counter");
                assert_eq!(value, view.counter.expect("a counter").value as usize, "{nemesis}: {words}");
                assert!(words.contains(&format!("{value} / {}", c.max)), "{nemesis}: {words}");
                assert_eq!(all(&shown, ".ae-pip").len(), c.max as usize, "a pip per step of the counter");
                assert_eq!(all(&shown, ".ae-pip-on").len(), value, "lit pips are the counter's value");
            }
            "ae-corruption" => {
                let r = def.corruption.as_ref().expect("corruptions");
                assert_eq!(value, view.corruption.expect("corruptions").left, "{nemesis}: {words}");
                assert!(value > 0 && words.contains(&r.name), "{nemesis}: {words}");
            }
            _ => {
                let r = def.brood.as_ref().expect("a brood");
                assert_eq!(value, view.brood.expect("a brood").left, "{nemesis}: {words}");
                assert!(words.contains(&r.name), "{nemesis}: {words}");
            }
        }
        let rules = find(&mat, ".ae-mechanic").unwrap().get_attribute("title").unwrap_or_default();
        assert!(!rules.is_empty(), "{nemesis}: its rules are told on the mechanic");
        handle.destroy();
    }
    // Skarnveil has no mechanic of its own: nothing is drawn for one.
    let (root, handle) = mount_with("#/aeons-end/play", &fresh("skarnveil")).await;
    wait_for(&root, ".ae-nemesis").await;
    assert!(find(&root, ".ae-mechanic").is_none(), "Skarnveil's mat has no counter or reserve");
    handle.destroy();
}
