//! A designer adds a card without touching Rust: a copy of the starter set file with
//! one more supply card, read through `TURNKEEPER_CARDS`, and seeded games of the greedy
//! mage in which the new card is bought and played, doing what its data says. (Its own
//! test binary: the pool is read once per program, from the environment.)

use serde_json::{json, Value};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::aeons_end::content::pool;
use turnkeeper::games::aeons_end::policy::{self, Knobs};
use turnkeeper::games::aeons_end::{Action, AeonsEnd, Options};

/// A new gem made of effects the language already has.
fn new_card() -> Value {
    json!({ "id": "tideglass_lens", "name": "Tideglass Lens", "kind": "gem", "cost": 3, "art": "crystal-ball",
            "play": [{ "aether": 2 }, { "charge": { "who": "you", "amount": 1 } }] })
}

#[test]
fn a_card_added_to_a_copy_of_the_set_file_is_played_in_seeded_games() {
    let dir = std::env::temp_dir().join(format!("tk-cards-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("aeons-end")).expect("a temporary folder");
    let mut set: Value =
        serde_json::from_str(include_str!("../cards/aeons-end/drowned-engine.json")).expect("the starter set");
    set["cards"].as_array_mut().expect("cards").push(new_card());
    let file = dir.join("aeons-end").join("drowned-engine.json");
    std::fs::write(&file, serde_json::to_string_pretty(&set).expect("JSON")).expect("the copy");
    std::env::set_var("TURNKEEPER_CARDS", &dir);

    let p = pool().unwrap_or_else(|e| panic!("the edited copy reads: {e}"));
    let lens = p.card("tideglass_lens").expect("the new card is in the pool");
    assert_eq!(lens.text, "Gain 2 aether. Gain 1 charge.", "its words, written from its data");
    let mut market = Options::default().market_ids(p);
    market[0] = "tideglass_lens".into();
    let options = Options { market, ..Options::default() };
    let (mut played, mut games) = (0, 0);
    for seed in 1..=20 {
        let mut g = AeonsEnd::new(&options, seed).expect("a game with the new card in its market");
        games += 1;
        while g.outcome().is_none() {
            let legal = g.legal_actions();
            let a = legal[policy::best(&g, &legal, &Knobs::default()).expect("a legal action")];
            let lens_play = matches!(a, Action::Play { card, .. } if g.kind(card).id == "tideglass_lens");
            let (aether, charges, seat) = (g.aether, g.mages[g.active].charges, g.active);
            g.apply(&a).expect("a listed action applies");
            if lens_play {
                played += 1;
                assert_eq!(g.aether, aether + 2, "seed {seed}: 2 aether");
                let max = g.mages[seat].max_charges();
                assert_eq!(g.mages[seat].charges, (charges + 1).min(max), "seed {seed}: 1 charge");
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(played >= games, "the new card was played {played} times in {games} games");
}
