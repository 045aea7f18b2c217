//! The deck builder in the browser, for every game that has one (`GameUi::DECKS`; the
//! registry writes one test per game): filters, counts, legality with rule ids linked,
//! the curve, a sample hand, a kept deck renamed and deleted, a code exported and opened
//! back to the same deck, a tampered code refused, a pasted list with an unknown line
//! listed back, and a game started with the built deck: handed to the game's page by a
//! link, which seats a legal deck and refuses a tampered or illegal one in words.
#![cfg(target_arch = "wasm32")]

mod web_support;

use turnkeeper::engine::ai::Level;
use turnkeeper::engine::deck_code::{self, write_list, CardName};
use turnkeeper::ui::common::deck_builder::{Deck, Facet, FacetKind, Pool, Premade};
use turnkeeper::ui::GameUi;
use turnkeeper::ui::SeatKind;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_support::*;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Sets a form field's value and sends the event the page listens for.
async fn fill(e: &Element, value: &str, event: &str) {
    if let Some(i) = e.dyn_ref::<HtmlInputElement>() {
        i.set_value(value);
    } else if let Some(t) = e.dyn_ref::<HtmlTextAreaElement>() {
        t.set_value(value);
    } else if let Some(s) = e.dyn_ref::<HtmlSelectElement>() {
        s.set_value(value);
    }
    e.dispatch_event(&web_sys::Event::new(event).unwrap()).unwrap();
    sleep(30).await;
}

/// The card ids the deck list shows, one per copy, sorted.
fn deck_shown(root: &Element) -> Vec<String> {
    let mut out = Vec::new();
    for line in all(root, ".db-line") {
        let id = line.get_attribute("data-card").unwrap();
        let n: usize = text(&line, ".db-line-count").parse().unwrap();
        out.extend(std::iter::repeat_n(id, n));
    }
    out.sort();
    out
}

/// Adds one copy of each card of `cards` by clicking its tile's add button.
async fn add_by_clicking(root: &Element, cards: &[String]) {
    for id in cards {
        let add = find(root, &format!(".db-card[data-card='{id}'] .db-add")).unwrap_or_else(|| panic!("{id}'s tile"));
        click(&add).await;
    }
}

async fn builder<G: GameUi>() {
    let Some(config) = G::deck_config() else { return };
    let pool = Pool::new(&G::cards().expect("a game with a builder has a pool"));
    let premade = G::premade_decks().into_iter().next().expect("a premade deck to build");
    // The lobby's tile and the new-game page link to the builder (its own build on the
    // site; in this whole-app bundle, a route of the same page).
    let (root, app) = mount(&format!("#/{}/new", G::ID)).await;
    let link = wait_for(&root, ".build-deck").await.get_attribute("href").unwrap();
    assert!(link.ends_with(&format!("#/{}/decks", G::ID)), "the new-game page links to the builder: {link}");
    app.destroy();
    root.remove();
    let (root, app) = mount("#/").await;
    click(&wait_for(&root, &format!(".tile[data-game={}] a.decks", G::ID)).await).await;
    wait_for(&root, ".db-card").await;
    assert_eq!(all(&root, ".db-card").len(), pool.cards.len(), "every card of the set is shown");

    // Filters: the first value of each facet keeps exactly the cards that have it.
    for (i, facet) in config.facets.iter().enumerate() {
        let chips = all(&root, &format!(".db-facet-{} .db-chip", facet.key));
        let value = chips[0].get_attribute("data-value").unwrap();
        click(&chips[0]).await;
        let expected: Vec<&str> =
            pool.cards.iter().filter(|c| facet.values(&c.data).contains(&value)).map(|c| c.id.as_str()).collect();
        let shown: Vec<String> = all(&root, ".db-card").iter().map(|c| c.get_attribute("data-card").unwrap()).collect();
        assert_eq!(shown, expected, "facet {i} ({}) = {value}", facet.label);
        assert!(text(&root, ".db-shown").starts_with(&format!("{} of {}", expected.len(), pool.cards.len())));
        click(&find(&root, ".db-clear").unwrap()).await;
    }
    let first = &pool.cards[0];
    fill(&find(&root, ".db-search input").unwrap(), &first.listed, "input").await;
    assert!(all(&root, ".db-card").iter().any(|c| c.get_attribute("data-card").as_deref() == Some(first.id.as_str())));
    click(&find(&root, ".db-clear").unwrap()).await;

    // Counts and legality: a few cards are not a deck, and each problem cites its rule.
    add_by_clicking(&root, &premade.cards[..3]).await;
    let tile = find(&root, &format!(".db-card[data-card='{}']", premade.cards[0])).unwrap();
    let copies = premade.cards[..3].iter().filter(|c| **c == premade.cards[0]).count();
    assert_eq!(text(&tile, ".db-count"), format!("{copies} in the deck"));
    let problems = all(&root, ".db-problem a.rule-id");
    assert!(!problems.is_empty(), "a three-card deck is not legal");
    for p in &problems {
        let rule = p.text_content().unwrap();
        assert!(rule.starts_with(G::RULE_PREFIX), "{rule}");
        assert!(p.get_attribute("href").unwrap().ends_with(&format!("#/{}/rules/{rule}", G::ID)), "linked");
    }
    click(&find(&tile, ".db-remove").unwrap()).await;
    assert_eq!(deck_shown(&root).len(), 2, "one removed");
    for _ in 0..2 {
        click(&find(&root, ".db-line .db-remove").unwrap()).await;
    }
    assert!(deck_shown(&root).is_empty());

    // The whole premade deck, by clicking: legal, its curve and a sample hand.
    add_by_clicking(&root, &premade.cards).await;
    let expected = sorted(&premade.cards);
    assert_eq!(deck_shown(&root), expected);
    assert!(find(&root, ".db-legal").is_some(), "legal: {}", text(&root, ".db-legality"));
    for (curve, svg) in config.curves.iter().zip(all(&root, ".db-curve svg")) {
        let label = svg.get_attribute("aria-label").unwrap();
        let number = Facet { label: curve.title, key: curve.key, kind: FacetKind::Number { top: curve.top } };
        for value in pool.values(&number) {
            let n =
                premade.cards.iter().filter(|id| number.values(&pool.card(id).unwrap().data).contains(&value)).count();
            // A cost below 1 (Nexus's free gear) is charted only when the deck holds one.
            let unshown_zero = n == 0 && value == "0" && !label.contains(" 0: ");
            assert!(
                label.contains(&format!("{value}: {n}")) || unshown_zero,
                "{} has {n} at {value}: {label}",
                curve.title
            );
        }
    }
    for _ in 0..2 {
        click(&find(&root, ".db-draw").unwrap()).await;
        let hand = all(&root, ".db-hand > li");
        assert_eq!(hand.len(), config.hand, "an opening hand");
    }

    // Kept by name in the browser's storage, renamed in place, opened back, deleted.
    fill(&find(&root, ".db-name").unwrap(), "Test deck", "input").await;
    click(&find(&root, ".db-save").unwrap()).await;
    assert_eq!(text(&root, ".db-saved-name"), format!("Test deck · {} cards", premade.cards.len()));
    let kept = kept_decks(G::ID);
    assert_eq!(kept.len(), 1, "one deck kept in storage");
    assert_eq!((kept[0].name.as_str(), sorted(&kept[0].cards)), ("Test deck", expected.clone()), "kept whole");
    click(&find(&root, ".db-rename").unwrap()).await;
    fill(&find(&root, ".db-rename-input").unwrap(), "Kept deck", "input").await;
    click(&find(&root, ".db-rename-form button[type=submit]").unwrap()).await;
    assert!(text(&root, ".db-saved-name").starts_with("Kept deck"), "{}", text(&root, ".db-saved-list"));
    assert_eq!(kept_decks(G::ID)[0].name, "Kept deck", "renamed in storage");
    click(&find(&root, ".db-new").unwrap()).await;
    assert!(deck_shown(&root).is_empty(), "a new deck is empty");
    click(&find(&root, ".db-open").unwrap()).await;
    assert_eq!(deck_shown(&root), expected, "the kept deck opens");
    click(&find(&root, ".db-delete").unwrap()).await;
    assert!(find(&root, ".db-saved-deck").is_none(), "deleted from the list");
    assert!(kept_decks(G::ID).is_empty(), "and from storage");

    // The code, opened back by its link, gives the same deck; one character changed
    // is refused in words.
    let code = find(&root, ".db-code").unwrap().dyn_into::<HtmlInputElement>().unwrap().value();
    assert_eq!(sorted(&deck_code::decode(&code).unwrap().cards), expected);
    app.destroy();
    root.remove();
    let (root, app) = mount(&format!("#/{}/decks/{code}", G::ID)).await;
    wait_for(&root, ".db-line").await;
    assert_eq!(deck_shown(&root), expected, "the link opens the same deck");
    let i = code.len() / 2;
    let other = if &code[i..=i] == "A" { "B" } else { "A" };
    let tampered = format!("{}{other}{}", &code[..i], &code[i + 1..]);
    fill(&find(&root, ".db-import-text").unwrap(), &tampered, "input").await;
    click(&find(&root, ".db-import").unwrap()).await;
    let refused = text(&root, ".db-refused");
    assert!(refused.contains("checksum"), "a tampered code is refused: {refused}");
    assert_eq!(deck_shown(&root), expected, "and the deck is as it was");
    app.destroy();
    root.remove();
    let (root, app) = mount(&format!("#/{}/decks/{tampered}", G::ID)).await;
    wait_for(&root, ".db-refused").await;
    assert!(text(&root, ".db-refused").contains("checksum"), "a tampered link is refused");
    assert!(deck_shown(&root).is_empty(), "and opens no deck");

    // A pasted list: its cards, and the one unknown line given back with its text.
    let names = CardName::from_pool(&G::cards().unwrap());
    let list = format!("{}\n2 Nobody Of This Set - At All", write_list(&premade.cards[..10], &names));
    fill(&find(&root, ".db-import-text").unwrap(), &list, "input").await;
    click(&find(&root, ".db-import").unwrap()).await;
    assert_eq!(deck_shown(&root), sorted(&premade.cards[..10]));
    let unknown = all(&root, ".db-unknown li");
    assert_eq!(unknown.len(), 1, "{}", text(&root, ".db-note"));
    assert!(unknown[0].text_content().unwrap().contains("2 Nobody Of This Set - At All"));

    // A game started with the built deck in P2's seat, against the computer: the builder
    // hands the deck to the game's page by a link (the deck's code in the hash), which
    // checks it and seats it.
    app.destroy();
    root.remove();
    let (root, app) = mount(&format!("#/{}/decks/{code}", G::ID)).await;
    wait_for(&root, ".db-legal").await;
    fill(&find(&root, ".db-seat").unwrap(), "1", "change").await;
    fill(&find(&root, ".db-opponent").unwrap(), "computer-easy", "change").await;
    click(&find(&root, ".db-play").unwrap()).await;
    wait_for(&root, ".game-page").await;
    let hash = web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(hash, format!("#/{}/play", G::ID), "the hand-over link gave way to the game");
    let kept = current_game::<G>().expect("a game started");
    let options: G::Options = serde_json::from_value(kept.options.clone()).unwrap();
    assert_eq!(sorted(&G::seat_deck(&options, 1).expect("P2's deck")), expected, "the built deck in P2's seat");
    let theirs = G::seat_deck(&options, 0).expect("P1's deck");
    assert_eq!(sorted(&theirs), sorted(&premade.cards), "P1 brings the first premade deck");
    assert_eq!(kept.seats, vec![SeatKind::Computer(Level::Easy), SeatKind::Human], "P1 the computer, P2 the person");
    app.destroy();
    root.remove();
    hand_over::<G>(&code, &tampered, &premade).await;
}

/// The hand-over link by itself, as the builder's build writes it for the game's page:
/// a legal deck is seated; a tampered code, an illegal deck, an unknown seat or other
/// deck are refused in words on the page, and no game is started.
async fn hand_over<G: GameUi>(code: &str, tampered: &str, premade: &Premade) {
    let link = |deck: &str, seat: &str, theirs: &str| {
        format!("#/{}/new?deck={deck}&seat={seat}&against=person&theirs={theirs}", G::ID)
    };
    let theirs = deck_code::encode(G::ID, None, &premade.cards);
    let (root, app) = mount(&link(code, "0", code)).await;
    wait_for(&root, ".game-page").await;
    let kept = current_game::<G>().expect("a game started from the link");
    let options: G::Options = serde_json::from_value(kept.options.clone()).unwrap();
    for seat in 0..2 {
        let deck = sorted(&G::seat_deck(&options, seat).expect("a deck"));
        assert_eq!(deck, sorted(&deck_code::decode(code).unwrap().cards), "seat {seat} brings the coded deck");
    }
    assert_eq!(kept.seats, vec![SeatKind::Human, SeatKind::Human], "two people here");
    app.destroy();
    root.remove();
    let three = deck_code::encode(G::ID, None, &premade.cards[..3]);
    let cases = [
        (link(tampered, "0", &theirs), "checksum"),
        (link(&three, "0", &theirs), G::RULE_PREFIX),
        (link(code, "7", &theirs), "is not a seat"),
        (link(code, "1", tampered), "checksum"),
        (link(code, "1", &three), G::RULE_PREFIX),
        (link(code, "1", ""), "empty"),
    ];
    for (hash, said) in cases {
        let (root, app) = mount(&hash).await;
        let refused = wait_for(&root, ".deck-game-refused").await.text_content().unwrap();
        assert!(refused.contains(said), "{hash} is refused saying {said}: {refused}");
        assert!(current_game::<G>().is_none(), "{hash} starts no game");
        assert!(find(&root, ".deck-game-builder").is_some(), "a way back to the builder");
        app.destroy();
        root.remove();
    }
}

/// Altered's two formats (AL-1.1): a starter deck, legal in Limited (the rules' default,
/// shown first), is not in Constructed (39 cards besides the Hero), and back again; its
/// code keeps the format chosen; its two cost curves are drawn.
#[wasm_bindgen_test]
async fn altered_formats_change_the_problems() {
    use turnkeeper::games::altered::Altered;
    let premade = Altered::premade_decks().into_iter().next().expect("a starter deck");
    let code = deck_code::encode("altered", None, &premade.cards);
    let (root, app) = mount(&format!("#/altered/decks/{code}")).await;
    wait_for(&root, ".db-legal").await;
    assert_eq!(all(&root, ".db-curve").len(), 2, "the hand and the reserve cost curves");
    let format = find(&root, ".db-format").expect("a format to choose");
    assert_eq!(format.dyn_ref::<HtmlSelectElement>().unwrap().value(), "limited");
    fill(&format, "constructed", "change").await;
    let problems = wait_for(&root, ".db-problem").await;
    let said = text(&root, ".db-legality");
    assert!(said.contains("at least 39 cards besides its Hero"), "{said}");
    assert_eq!(problems.query_selector("a.rule-id").unwrap().unwrap().text_content().unwrap(), "AL-1.1");
    let exported = find(&root, ".db-code").unwrap().dyn_into::<HtmlInputElement>().unwrap().value();
    assert_eq!(deck_code::decode(&exported).unwrap().format.as_deref(), Some("constructed"), "the code keeps it");
    fill(&find(&root, ".db-format").unwrap(), "limited", "change").await;
    wait_for(&root, ".db-legal").await;
    app.destroy();
    root.remove();
}

/// A Constructed deck (AL-1.1) started against a starter deck: each deck goes to the
/// game's page in its own format, so the starter deck, legal in Limited only, is not
/// refused for missing Constructed's 39 cards.
#[wasm_bindgen_test]
async fn a_constructed_deck_plays_against_a_limited_starter() {
    use turnkeeper::engine::Cards;
    use turnkeeper::games::altered::Altered;
    let premades = Altered::premade_decks();
    let high_road = premades.iter().find(|p| p.id == "high-road").expect("a Constructed-legal premade");
    let code = deck_code::encode("altered", Some("constructed"), &high_road.cards);
    let (root, app) = mount(&format!("#/altered/decks/{code}")).await;
    wait_for(&root, ".db-legal").await;
    assert_eq!(find(&root, ".db-format").unwrap().dyn_ref::<HtmlSelectElement>().unwrap().value(), "constructed");
    fill(&find(&root, ".db-opponent").unwrap(), "computer-easy", "change").await;
    click(&find(&root, ".db-play").unwrap()).await;
    wait_for(&root, ".game-page").await;
    let kept = current_game::<Altered>().expect("a game started");
    let options: turnkeeper::games::altered::AlteredOptions = serde_json::from_value(kept.options.clone()).unwrap();
    assert_eq!(
        sorted(&Altered::seat_deck(&options, 0).unwrap()),
        sorted(&high_road.cards),
        "the built deck in P1's seat"
    );
    assert_eq!(sorted(&Altered::seat_deck(&options, 1).unwrap()), sorted(&premades[0].cards), "the first starter deck");
    app.destroy();
    root.remove();
}

/// Altered's and Nexus's builders draw every card of the set as their tables do, and
/// the first premade deck's split in its frames' colours (a faction, an energy).
async fn own_faces<G: GameUi>(face: &str, swatch: &str) {
    let premade = G::premade_decks().into_iter().next().expect("a premade deck");
    let code = deck_code::encode(G::ID, None, &premade.cards);
    let (root, app) = mount(&format!("#/{}/decks/{code}", G::ID)).await;
    wait_for(&root, ".db-line").await;
    let set = G::cards().expect("the set, written from the pool").len();
    assert_eq!(all(&root, &format!(".db-card {face}")).len(), set, "every card drawn as the table draws it");
    assert!(find(&root, &format!(".db-swatch.{swatch}")).is_some(), "{}", text(&root, ".db-split"));
    assert!(find(&root, ".db-legal").is_some(), "{}", text(&root, ".db-legality"));
    app.destroy();
    root.remove();
}

#[wasm_bindgen_test]
async fn altered_cards_are_drawn_as_its_table_draws_them() {
    own_faces::<turnkeeper::games::altered::Altered>(".al-card.al-large", "al-fac-verdant-pact").await;
}

#[wasm_bindgen_test]
async fn nexus_cards_are_drawn_as_its_table_draws_them() {
    own_faces::<turnkeeper::games::nexus::Nexus>(".nx-card.nx-large", "nx-ember").await;
}

/// The decks kept in this browser for `game`, as storage holds them.
fn kept_decks(game: &str) -> Vec<Deck> {
    let stored = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    stored
        .get_item(&format!("turnkeeper/{game}/decks"))
        .unwrap()
        .map_or_else(Vec::new, |t| serde_json::from_str(&t).unwrap())
}

fn sorted(cards: &[String]) -> Vec<String> {
    let mut v = cards.to_vec();
    v.sort();
    v
}

macro_rules! each {
    ($module:ident, $ty:ident, $id:literal) => {
        #[wasm_bindgen_test]
        async fn $module() {
            builder::<turnkeeper::games::$module::$ty>().await;
        }
    };
}
turnkeeper::for_each_game!(each);
