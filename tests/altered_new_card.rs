//! A designer adds a card without touching Rust (issue 29): a copy of the Crossroads set
//! file with one more card, made of triggers and effects the language already has, is
//! read through TURNKEEPER_CARDS; a deck with it is legal, and seeded games play it.
//! (Its own test binary: the pool is read once per process, from that directory.)

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::RandomBot;
use turnkeeper::games::altered::cards::pool;
use turnkeeper::games::altered::{Altered, AlteredOptions, DeckChoice};

const NEW_CARD: &str = r#"{
  "id": "VP-90", "name": "Glimmer Fawn", "kind": "character", "faction": "VP", "rarity": "common",
  "subtype": "Animal", "cost": [1, 1], "stats": [1, 1, 1], "art": "deer",
  "reactions": [
    { "when": "arrive", "do": [{ "do": { "create": { "token": "TK-01", "place": "my_expedition" } } }] },
    { "when": "from_reserve", "do": [{ "do": { "boost": 1 }, "who": "me" }] }
  ]
}"#;

#[test]
fn a_card_added_to_a_set_file_is_dealt_and_played() {
    let dir = std::env::temp_dir().join(format!("turnkeeper-altered-new-card-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("altered")).unwrap();
    let path = format!("{}/cards/altered/crossroads.json", env!("CARGO_MANIFEST_DIR"));
    let mut set: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    set["cards"].as_array_mut().unwrap().push(serde_json::from_str(NEW_CARD).unwrap());
    std::fs::write(dir.join("altered/crossroads.json"), serde_json::to_string(&set).unwrap()).unwrap();
    std::env::set_var("TURNKEEPER_CARDS", &dir);

    let p = pool();
    let fawn = p.id("VP-90").expect("the new card is in the pool");
    assert_eq!(
        p.defs[fawn as usize].text,
        "Arrive — Create a Sproutling 1/1/1 Plant token in my Expedition. From Reserve — I gain 1 boost.",
        "its words are written from its data"
    );
    let mut deck: Vec<String> = vec!["VP-H".into()];
    deck.extend(std::iter::repeat_n("VP-90".to_string(), 3));
    for code in
        ["VP-01", "VP-02", "VP-03", "VP-04", "VP-05", "VP-13", "VP-18", "VP-25", "VP-27", "VP-40", "VP-43", "VP-10"]
    {
        deck.extend(std::iter::repeat_n(code.to_string(), 3));
    }
    assert!(Altered::check_deck(&deck, Some("constructed")).unwrap().is_empty(), "a legal Constructed deck");
    let options = AlteredOptions { p1_deck: DeckChoice::List(deck.clone()), p2_deck: DeckChoice::List(deck) };
    let mut played = 0;
    for seed in 0..20 {
        let mut g = Altered::new(&options, seed).expect("the deck sets up");
        let mut bot = RandomBot::new(seed);
        while g.outcome().is_none() {
            let a = bot.choose(&g).expect("a legal action");
            let events = g.apply(&a).unwrap_or_else(|e| panic!("seed {seed}: listed {a:?} refused: {e}"));
            played += events.iter().filter(|e| e.text.contains("plays Glimmer Fawn")).count();
            g.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        }
    }
    assert!(played >= 10, "the new card was played in the seeded games ({played} times)");
    std::fs::remove_dir_all(&dir).ok();
}
