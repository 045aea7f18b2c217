//! Lorcana's cards as data: the set file and the premade decks parse and validate, a bad
//! file is refused naming the file, the card and what is wrong (never a panic), every
//! card's words are written from its abilities, and the deck rules (LO-1.10) hold.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Rng;
use turnkeeper::games::lorcana::cards::{self, build, parse_pool, Ability, CardType, Effect};
use turnkeeper::games::lorcana::Lorcana;

const SET: &str = include_str!("../cards/lorcana/inkwake.json");
const DECKS: &str = include_str!("../cards/lorcana/decks.json");

/// The set file with `from` replaced by `to` (once), read with the real decks.
fn edited(from: &str, to: &str) -> Result<cards::Pool, turnkeeper::engine::card_data::CardDataError> {
    assert!(SET.contains(from), "the test edits text that is in the set file: {from}");
    parse_pool(&SET.replacen(from, to, 1), "inkwake.json", DECKS, "decks.json")
}

#[test]
fn the_built_in_files_parse_and_validate() {
    let pool = cards::pool().unwrap_or_else(|e| panic!("the built-in set must load: {e}"));
    assert!(pool.cards.len() >= 32, "the set holds at least the 32 starter cards: {}", pool.cards.len());
    let codes: Vec<&str> = pool.cards[..32].iter().map(|c| c.code.as_str()).collect();
    let starter: Vec<String> = ["A", "B"].iter().flat_map(|d| (1..=16).map(move |i| format!("{d}{i:02}"))).collect();
    assert_eq!(codes, starter, "the starter cards keep their codes and places (A01..A16, B01..B16)");
    assert!(pool.decks.len() >= 2, "at least the two starter decks are premade");
    for d in &pool.decks {
        assert!(pool.problems(&d.list()).is_empty(), "premade {} is legal (LO-1.10)", d.id);
        assert!(!d.plan.is_empty() && !d.name.is_empty(), "premade {} has a name and a plan", d.id);
    }
}

#[test]
fn an_unknown_keyword_trigger_or_effect_is_refused_naming_file_card_and_problem() {
    let e = edited(r#""keywords": ["support"]"#, r#""keywords": ["flying"]"#).expect_err("an unknown keyword");
    assert_eq!((e.file.as_str(), e.card.as_deref()), ("inkwake.json", Some("A01")), "names the file and card: {e}");
    assert!(e.problem.contains("unknown variant `flying`"), "says which keyword is unknown: {e}");
    assert!(e.problem.contains("evasive"), "and lists the known ones: {e}");

    let e = edited(r#""on": "start_of_turn""#, r#""on": "at_dawn""#).expect_err("an unknown trigger");
    assert_eq!(e.card.as_deref(), Some("B05"), "names FIRST LIGHT's card: {e}");
    assert!(e.problem.contains("at_dawn"), "says which trigger: {e}");

    let e = edited(r#"{"draw": 2}"#, r#"{"draw_many": 2}"#).expect_err("an unknown effect");
    assert_eq!(e.card.as_deref(), Some("B11"), "names Ballad of the Deep: {e}");
    assert!(e.problem.contains("draw_many"), "says which effect: {e}");

    let e = edited(
        r#""rarity": "common", "art": "jumping-dog""#,
        r#""rarity": "common", "art": "jumping-dog", "colour": 3"#,
    )
    .expect_err("an unknown field");
    assert!(e.problem.contains("colour"), "an unknown field is named, not ignored: {e}");
}

#[test]
fn a_bad_reference_or_a_duplicate_id_is_refused() {
    let e = edited(r#""id": "A02""#, r#""id": "A01""#).expect_err("a duplicate id");
    assert!(e.problem.contains("unique"), "a duplicate id is refused: {e}");

    let e = edited(r#"[{"shift": 4}, {"challenger": 1}]"#, r#"[{"shift": 4}, {"challenger": 1}], "abilities": [{"static": {"effect": {"grant": {"to": "your_characters", "class": "Pirate", "strength": 1}}}}]"#)
        .expect_err("a classification no card has");
    assert!(e.problem.contains("Pirate"), "a bad classification reference: {e}");

    let e = edited(
        r#""name": "Gull Wren", "version": "Stormwing Admiral""#,
        r#""name": "Sky Wren", "version": "Stormwing Admiral""#,
    )
    .expect_err("a Shift with nothing to shift onto");
    assert_eq!(e.card.as_deref(), Some("B07"), "{e}");
    assert!(e.problem.contains("Shift 3") && e.problem.contains("Sky Wren"), "says what is missing: {e}");

    let e = edited(
        r#"[{"deal": {"amount": 2, "target": {"chosen": {}}}}]"#,
        r#"[{"deal": {"amount": 2, "target": "this"}}]"#,
    )
    .expect_err("'this' on an action");
    assert_eq!(e.card.as_deref(), Some("A10"), "{e}");
    assert!(e.problem.contains("not in play"), "an action is not in play: {e}");

    let bad_deck = DECKS.replacen(r#"["A02", 4]"#, r#"["Z99", 4]"#, 1);
    let e = parse_pool(SET, "inkwake.json", &bad_deck, "decks.json").expect_err("a deck naming no card");
    assert_eq!((e.file.as_str(), e.card.as_deref()), ("decks.json", Some("deck A")), "{e}");
    assert!(e.problem.contains("Z99") && e.problem.contains("LO-1.10.1"), "{e}");

    let e = edited(r#""label": "Brakka (Mountain Bulwark)""#, r#""label": "Brakka""#).expect_err("a label twice");
    assert_eq!(e.card.as_deref(), Some("M05"), "{e}");
    assert!(e.problem.contains("label"), "two cards may not share a label: {e}");

    let e = parse_pool("{not json", "inkwake.json", DECKS, "decks.json").expect_err("not JSON");
    assert!(e.card.is_none() && e.problem.contains("not valid JSON"), "{e}");
}

#[test]
fn every_card_text_is_written_from_its_data() {
    let pool = cards::pool().expect("the set loads");
    for d in &pool.cards {
        assert!(!d.text.is_empty() || (d.keywords.is_empty() && d.abilities.is_empty()), "{} has words", d.code);
        for (a, words) in d.abilities.iter().zip(&d.ability_texts) {
            if !a.name().is_empty() {
                assert!(
                    words.starts_with(&format!("{}: ", a.name())),
                    "{}: '{words}' starts with its story name",
                    d.code
                );
            }
            assert!(d.text.contains(words.as_str()), "{}: the card's text holds each ability's words", d.code);
        }
        let effects: Vec<&Effect> = d.effects.iter().chain(d.abilities.iter().flat_map(Ability::effects)).collect();
        for e in effects {
            let n = match e {
                Effect::Deal { amount, .. } => Some(*amount),
                Effect::Draw(n) | Effect::GainLore(n) | Effect::LoseLore(n) if *n > 1 => Some(*n),
                Effect::RemoveDamage { up_to, .. } => Some(*up_to),
                _ => None,
            };
            if let Some(n) = n {
                assert!(d.text.contains(&n.to_string()), "{}: the amount {n} is in its text '{}'", d.code, d.text);
            }
        }
        if d.kind != CardType::Action && d.abilities.is_empty() {
            assert_eq!(d.text, d.keyword_labels.join(", "), "{}: a card without abilities shows its keywords", d.code);
        }
    }
    let text = |code: &str| cards::def(cards::def_by_code(code).expect(code)).text.clone();
    assert_eq!(
        text("A08"),
        "PATCH UP: When you play this character, you may remove up to 2 damage from one chosen character of yours."
    );
    assert_eq!(text("A11"), "Each of your characters gets +1 {S} this turn. Draw a card.");
    assert_eq!(text("A12"), "RALLY CALL: {E}, 1 {I} — One chosen character of yours gets +2 {S} this turn.");
    assert_eq!(text("A13"), "STONE WALLS: Your characters at this location get +1 {W}.");
    assert_eq!(text("B09"), "Return one chosen character with cost 3 or less to its owner's hand.");
    assert_eq!(text("B14"), "SAFE HARBOR: Your characters at this location have Ward.");
    assert_eq!(
        text("B16"),
        "STOW CARGO: When you play this character, you may put the top card of your deck into your inkwell face down and exerted."
    );
    assert_eq!(text("B07"), "Shift 3, Evasive");
}

#[test]
fn deck_rules_cite_lo_1_10_and_the_protocol_reads_the_pool() {
    let a = cards::premade("A").expect("premade A").list();
    assert!(Lorcana::check_deck(&a, None).expect("a format").is_empty(), "premade A is legal");
    let short = &a[..59];
    let p = Lorcana::check_deck(short, None).unwrap();
    assert!(p.iter().any(|e| e.rule == "LO-1.10.1" && e.message.contains("at least 60")), "59 cards: {p:?}");
    let mut five = a.clone();
    let four = a.iter().find(|c| a.iter().filter(|x| x == c).count() == 4).expect("a card with 4 copies");
    five.push(four.clone());
    let p = Lorcana::check_deck(&five, None).unwrap();
    assert!(p.iter().any(|e| e.rule == "LO-1.10.1" && e.message.contains("at most 4")), "5 copies: {p:?}");
    let mut three_inks = a.clone();
    three_inks.push("B01".into());
    let p = Lorcana::check_deck(&three_inks, None).unwrap();
    assert!(p.iter().any(|e| e.message.contains("at most 2 inks")), "three inks: {p:?}");
    assert!(Lorcana::check_deck(&a, Some("draft")).is_err(), "an unknown format is an error");
    let pool = Lorcana::cards().expect("Lorcana has a pool");
    let first = &pool[0];
    assert_eq!((first["id"].as_str(), first["name"].as_str()), (Some("A01"), Some("Cinder Pup")));
    for key in ["kind", "rarity", "text", "abilities", "cost", "ink", "keywords", "art"] {
        assert!(first.get(key).is_some(), "a card's JSON has {key}: {first}");
    }
}

#[test]
fn the_computer_builds_legal_decks_for_every_ink_pair() {
    let pool = cards::pool().expect("the set loads");
    let inks = cards::Ink::ALL;
    let mut rng = Rng::new(5);
    for i in 0..4 {
        for j in i + 1..4 {
            for _ in 0..3 {
                let deck = build::build_deck([inks[i], inks[j]], &mut rng).expect("a deck for every pair");
                let problems = pool.problems(&deck);
                assert!(problems.is_empty(), "{:?}+{:?}: {problems:?}", inks[i], inks[j]);
                assert!(pool.inks_of(&deck).iter().all(|k| *k == inks[i] || *k == inks[j]));
                let inkable = deck.iter().filter(|id| cards::def(cards::def_by_code(id).unwrap()).inkable).count();
                assert!(inkable >= 46, "{inkable} of 60 are inkable");
            }
        }
    }
}

#[test]
fn a_deck_seated_by_the_builder_is_played_and_checked_at_set_up() {
    use turnkeeper::games::lorcana::LorcanaOptions;
    let base = LorcanaOptions::default();
    let premade_b = cards::premade("B").unwrap().list();
    assert_eq!(Lorcana::seat_deck(&base, 1), Some(premade_b.clone()), "a premade deck is read as its list");
    let built: Vec<String> = cards::premade("A").unwrap().list().into_iter().rev().collect();
    let options = Lorcana::with_deck(&base, 1, built.clone()).unwrap();
    assert_eq!(Lorcana::seat_deck(&options, 1), Some(built.clone()), "P2 brings the list given");
    assert_eq!(Lorcana::seat_deck(&options, 0), Lorcana::seat_deck(&base, 0), "P1's deck is untouched");
    assert!(Lorcana::new(&options, 7).is_ok(), "a legal list is played");
    assert!(Lorcana::with_deck(&base, 2, built.clone()).is_err(), "Lorcana has no third seat");
    let short = Lorcana::with_deck(&base, 0, built[..59].to_vec()).unwrap();
    let Err(refused) = Lorcana::new(&short, 7) else { panic!("a 59-card deck is refused at set-up") };
    assert!(refused.rule.to_string().starts_with("LO-1.10"), "citing LO-1.10: {refused:?}");
}
