//! Altered's and Nexus's decks as the deck builder hands them over (issue 31): a seat
//! brings a built list (`Cards::with_deck`, read back by `Cards::seat_deck`), set-up
//! checks it against the deck rules (AL-1.1, NX-2.3); and the cards the page writes from
//! its decoded pool (`card_json`, the builder's set in the browser) say what the set
//! files say.

use serde_json::Value;
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Cards;
use turnkeeper::games::altered::{self, Altered, AlteredOptions};
use turnkeeper::games::nexus::{self, Nexus, NexusOptions};

#[test]
fn altered_seats_a_built_list_and_reads_a_premade_as_its_list() {
    let pool = altered::cards::pool();
    let base = AlteredOptions::default();
    let premade_b = pool.premade_list(pool.premade("B").unwrap());
    assert_eq!(premade_b[0], "TO-H", "the Hero comes first");
    assert_eq!(Altered::seat_deck(&base, 1), Some(premade_b.clone()), "a premade deck is read as its list");
    let built: Vec<String> = pool.premade_list(pool.premade("A").unwrap()).into_iter().rev().collect();
    let options = Altered::with_deck(&base, 1, built.clone()).unwrap();
    assert_eq!(Altered::seat_deck(&options, 1), Some(built.clone()), "P2 brings the list given");
    assert_eq!(Altered::seat_deck(&options, 0), Altered::seat_deck(&base, 0), "P1's deck is untouched");
    assert!(Altered::new(&options, 7).is_ok(), "a legal list is played");
    assert!(Altered::with_deck(&base, 2, built.clone()).is_err(), "Altered has no third seat");
    let short = Altered::with_deck(&base, 0, built[..20].to_vec()).unwrap();
    let Err(refused) = Altered::new(&short, 7) else { panic!("a 20-card deck is refused at set-up") };
    assert!(refused.rule.to_string().starts_with("AL-1.1"), "citing AL-1.1: {refused:?}");
}

#[test]
fn nexus_seats_a_built_list_and_reads_a_premade_as_its_list() {
    let pool = nexus::cards::pool();
    let base = NexusOptions::default();
    let premade_b = pool.premade_list(pool.premade("B").unwrap());
    assert_eq!(Nexus::seat_deck(&base, 1), Some(premade_b.clone()), "a premade deck is read as its list");
    let built: Vec<String> = pool.premade_list(pool.premade("A").unwrap()).into_iter().rev().collect();
    let options = Nexus::with_deck(&base, 1, built.clone()).unwrap();
    assert_eq!(Nexus::seat_deck(&options, 1), Some(built.clone()), "P2 brings the list given");
    assert_eq!(Nexus::seat_deck(&options, 0), Nexus::seat_deck(&base, 0), "P1's deck is untouched");
    assert!(Nexus::new(&options, 7).is_ok(), "a legal list is played");
    assert!(Nexus::with_deck(&base, 2, built.clone()).is_err(), "Nexus has no third seat");
    let short = Nexus::with_deck(&base, 0, built[..44].to_vec()).unwrap();
    let Err(refused) = Nexus::new(&short, 7) else { panic!("a 44-card deck is refused at set-up") };
    assert!(refused.rule.to_string().starts_with("NX-2.3"), "citing NX-2.3: {refused:?}");
}

/// Each field of `page` that the command line's card also has, with the same value.
fn same_fields(page: &Value, native: &Value, fields: &[&str]) {
    for f in fields {
        assert_eq!(page.get(*f), native.get(*f), "{} {f}: {page} / {native}", page["id"]);
    }
}

#[test]
fn altered_cards_written_from_the_packed_pool_say_what_the_set_files_say() {
    use altered::cards::{card_json, packed};
    let pool = packed::unpack(&packed::pack(altered::cards::pool())).unwrap();
    let native = Altered::cards().unwrap();
    let page: Vec<Value> = pool.defs.iter().filter(|d| d.collectible).map(|d| card_json(&pool, d)).collect();
    assert!(page.len() > 100, "every card decks may hold: {}", page.len());
    for card in &page {
        let same = native.iter().find(|n| n["id"] == card["id"]).expect("a card of the set files");
        let fields =
            ["id", "name", "kind", "faction", "faction_name", "rarity", "cost", "stats", "keywords", "art", "text"];
        same_fields(card, same, &fields);
        if card["kind"] != "hero" {
            assert_eq!(card["subtype"], same["subtype"], "{}", card["id"]);
            let cost = same["cost"].as_array().unwrap();
            assert_eq!((&card["hand_cost"], &card["reserve_cost"]), (&cost[0], &cost[1]), "the two costs as numbers");
        }
    }
    assert!(page.iter().all(|c| c["kind"] != "token"), "no token: decks cannot hold one (AL-9.5)");
    assert_eq!(page.iter().filter(|c| c["kind"] == "hero").count(), 6, "the Heroes, each of its faction");
}

#[test]
fn nexus_cards_written_from_the_packed_pool_say_what_the_set_files_say() {
    use nexus::cards::{card_json, packed};
    let pool = packed::unpack(&packed::pack(nexus::cards::pool())).unwrap();
    let native = Nexus::cards().unwrap();
    let page: Vec<Value> = pool.defs.iter().map(card_json).collect();
    assert_eq!(page.len(), native.len(), "every card of the pool");
    for (card, same) in page.iter().zip(&native) {
        let fields = [
            "id",
            "name",
            "kind",
            "speed",
            "cost",
            "range",
            "attack",
            "defense",
            "modification",
            "gear",
            "art",
            "text",
            "alignment",
        ];
        same_fields(card, same, &fields);
        let total = card["cost"].as_str().map(|c| {
            c.split('{').filter_map(|s| s.strip_suffix('}')).map(|s| s.parse::<u64>().unwrap_or(1)).sum::<u64>()
        });
        assert_eq!(card["mana_value"].as_u64(), total, "{}: the cost's total", card["id"]);
    }
}
