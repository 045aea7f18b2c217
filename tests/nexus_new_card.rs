//! A designer adds a Nexus card without touching Rust (issue 29): a copy of the starter
//! set file with one more card, made of a timing, a target and a step the language
//! already has, is read through TURNKEEPER_CARDS; a deck with it is legal (NX-2.3), and
//! seeded games play it and its skill. (Its own test binary: the pool is read once per
//! process, from that directory.)

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Cards, RandomBot};
use turnkeeper::games::nexus::cards::pool;
use turnkeeper::games::nexus::{DeckChoice, Nexus, NexusOptions};

const NEW_CARD: &str = r#"{
  "id": "B90", "name": "Shoal Medic", "kind": "agent", "speed": 1, "cost": "{T}",
  "range": "melee", "attack": 1, "defense": 3, "art": "health-normal",
  "reactive": {
    "when": "start_of_attack", "turn": "any",
    "target": { "agent": { "whose": "friendly", "other": true } },
    "do": [{ "do": { "defense": 1 } }]
  }
}"#;

#[test]
fn a_card_added_to_a_set_file_is_dealt_and_played() {
    let dir = std::env::temp_dir().join(format!("turnkeeper-nexus-new-card-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("nexus")).unwrap();
    let path = format!("{}/cards/nexus/halvards-reach.json", env!("CARGO_MANIFEST_DIR"));
    let mut set: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    set["cards"].as_array_mut().unwrap().push(serde_json::from_str(NEW_CARD).unwrap());
    std::fs::write(dir.join("nexus/halvards-reach.json"), serde_json::to_string(&set).unwrap()).unwrap();
    std::env::set_var("TURNKEEPER_CARDS", &dir);

    let p = pool();
    let medic = p.id("B90").expect("the new card is in the pool");
    assert_eq!(
        p.defs[medic as usize].text,
        "Start of attack, any turn: target other friendly agent gets +1 defense until end of turn.",
        "its words are written from its data"
    );
    // Tidewire Collective with the Medic in place of Reefline Sniper.
    let tide = p.premade("B").expect("the starter deck");
    let deck: Vec<String> = tide
        .cards
        .iter()
        .map(|&d| p.defs[d as usize].code)
        .map(|c| if c == "B03" { "B90" } else { c }.to_string())
        .collect();
    assert!(Nexus::check_deck(&deck, None).unwrap().is_empty(), "a legal deck (NX-2.3)");
    let options = NexusOptions { p1_deck: DeckChoice::A, p2_deck: DeckChoice::List(deck), ..Default::default() };
    let (mut played, mut reacted) = (0, 0);
    for seed in 0..20 {
        let mut g = Nexus::new(&options, seed).expect("the deck sets up");
        let mut bot = RandomBot::new(seed);
        let mut steps = 0;
        while g.outcome().is_none() && steps < 20_000 {
            let a = bot.choose(&g).expect("a legal action");
            let events = g.apply(&a).unwrap_or_else(|e| panic!("seed {seed}: listed {a:?} refused: {e}"));
            played += events.iter().filter(|e| e.text.contains("plays Shoal Medic")).count();
            reacted += events.iter().filter(|e| e.text.contains("Shoal Medic reacts")).count();
            steps += 1;
        }
        assert!(g.outcome().is_some(), "seed {seed}: the game ended");
    }
    assert!(played >= 10, "the new card was played in the seeded games ({played} times)");
    assert!(reacted >= 1, "and its skill went on the queue ({reacted} times)");
    std::fs::remove_dir_all(&dir).ok();
}
