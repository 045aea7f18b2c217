//! Nexus's cards as data (issue 29): the set file parses and validates, a bad one is
//! refused naming the file, the card and the problem, every card's words are written
//! from its data, the deck rules of NX-2.3, the premade decks (the options' old "A" and
//! "B" still read), the pool as outside programs read it, and random legal decks from
//! the whole pool that play to the end.

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Cards, RandomBot, Rng};
use turnkeeper::games::nexus::cards::decks::{problems, random_deck, DeckChoice};
use turnkeeper::games::nexus::cards::{built_in_sets, pool, read_sets, Kind, DECK_SIZE};
use turnkeeper::games::nexus::{Nexus, NexusOptions};

/// The words of the brief's Part 2 (its table, in the card's own punctuation). Riptide
/// Snare's target was always an unlocked agent (a locked one is refused, NX-6.2.2); its
/// words, written from its data, now say so.
const WORDS: &[(&str, &str)] = &[
    ("A01", "Lock: produce {E}."),
    ("A02", "Arrives locked. Lock: produce {E} and {1}."),
    ("N01", "Lock: produce {1}."),
    ("A03", "End of turn, on your turn: if this agent attacked this turn, unlock it."),
    (
        "A04",
        "Start of the turn, on your turn: put an increase marker on target other friendly agent that has none.",
    ),
    ("A05", ""),
    ("A06", ""),
    ("A07", "Speed 2: can be played in battle and arrive in a biome."),
    (
        "A08",
        "Start of attack, any turn: if this agent is in a biome, deal 1 damage to target enemy agent in the same biome.",
    ),
    ("A09", "Deal 2 damage to target agent."),
    ("A10", "Target agent gets +2 attack until end of turn."),
    ("A11", "Deal 2 damage to target enemy sector."),
    ("A12", "Modification (agent). Play on target friendly agent. The modified agent has +2 attack."),
    ("A13", "Persistent: your melee agents have +1 attack while attacking."),
    ("A14", "Gear. The attached agent has +2 defense."),
    ("B01", "Lock: produce {T}."),
    ("B02", "Arrives locked. Lock: produce {T} and {1}."),
    ("B03", ""),
    (
        "B04",
        "End of turn, on your turn: if this agent is unlocked and in your staging, put an increase marker on it.",
    ),
    ("B05", ""),
    ("B06", "Activated, speed 2: lock this agent and pay {T}: deal 1 damage to target agent in a biome."),
    ("B07", "Speed 2: can be played in battle and arrive in a biome."),
    ("B08", "Start of attack, any turn: target friendly agent in a biome gets +1 defense until end of turn."),
    ("B09", "Lock target unlocked agent."),
    ("B10", "Target agent gets -2 attack until end of turn."),
    ("B11", "Cancel target card or skill in the queue (not an advance, attack or defend action)."),
    ("B12", "Modification (agent). Play on target friendly agent. The modified agent is ranged and has +1 attack."),
    ("B13", "End of turn, on your turn: if you have 3 or fewer cards in hand, draw a card."),
    ("B14", "Gear. The attached agent has +1 attack and +1 defense."),
];

#[test]
fn the_starter_cards_words_are_written_from_their_data() {
    let p = pool();
    assert_eq!(WORDS.len(), 29, "the 29 designs of Part 2 (the rest of the set: tests/nexus_set.rs)");
    for (code, words) in WORDS {
        let d = &p.defs[p.id(code).unwrap_or_else(|| panic!("{code} is in the pool")) as usize];
        assert_eq!(d.text, *words, "{code}'s words");
    }
    let influences: Vec<&str> = p.biomes.iter().map(|b| b.words).collect();
    assert_eq!(
        influences,
        [
            "Ranged agents here have +1 attack.",
            "Defending agents here have +1 defense.",
            "Attacking melee agents here have +1 attack."
        ],
        "Part 2 §2.2's influences, written from the planet's data"
    );
}

#[test]
fn the_numbers_of_part_2_are_read_from_the_set_file() {
    let p = pool();
    let d = |code: &str| &p.defs[p.id(code).expect("in the pool") as usize];
    let lancer = d("A08");
    assert_eq!((lancer.kind, lancer.speed, lancer.cost.text().as_str()), (Kind::Agent, 1, "{3}{E}"));
    assert_eq!((lancer.ranged, lancer.attack, lancer.defense, lancer.alignment), (true, 3, 3, Some(0)));
    let diver = d("B07");
    assert_eq!((diver.speed, diver.cost.text().as_str(), diver.ranged), (2, "{1}{T}{T}", false));
    let rift = d("A02").produce.expect("an anomaly produces");
    assert_eq!((rift.typed, rift.void, rift.arrives_locked), (Some(0), 1, true));
    let node = d("N01");
    assert_eq!((node.alignment, node.produce.map(|p| p.void)), (None, Some(1)), "Hollow Node is Void");
    let rig = d("B14");
    assert!(rig.gear && rig.kind == Kind::Hardware && rig.cost.text() == "{1}" && rig.alignment.is_none());
    let adept = d("B06").activated.expect("Tidecaller Adept's activated skill");
    assert_eq!((adept.speed, adept.lock, adept.cost.text().as_str()), (2, true, "{T}"));
}

fn one_card(card: &str) -> String {
    format!(r#"{{"set":"bad","name":"Bad","cards":[{card}]}}"#)
}

/// Reads the starter set and then `extra` as `bad.json`.
fn read_with_starter(extra: &str) -> Result<(), String> {
    read_sets(&[built_in_sets()[0], ("bad.json", extra)]).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn a_bad_set_file_is_refused_with_the_file_the_card_and_the_problem() {
    let agent =
        r#""id":"ZZ-01","name":"Odd","kind":"agent","speed":1,"cost":"{1}{E}","range":"melee","attack":1,"defense":1"#;
    let cases: Vec<(String, &str)> = vec![
        ("{ not json".to_string(), "not JSON"),
        (one_card(&format!(r#"{{{agent},"reactive":{{"when":"at_dawn","turn":"any","do":[]}}}}"#)), "at_dawn"),
        (
            one_card(&format!(
                r#"{{{agent},"reactive":{{"when":"end_of_turn","turn":"any","do":[{{"do":"teleport"}}]}}}}"#
            )),
            "teleport",
        ),
        (one_card(&format!(r#"{{{agent},"colour":"red"}}"#)), "unknown field `colour`"),
        (one_card(&format!("{{{}}}", agent.replace("{1}{E}", "{1}{Q}"))), "unknown symbol {Q}"),
        (one_card(&format!("{{{}}}", agent.replace("\"speed\":1", "\"speed\":4"))), "speed 4"),
        (one_card(r#"{"id":"ZZ-02","name":"No stats","kind":"agent","speed":1,"cost":"{E}"}"#), "needs range"),
        (
            one_card(r#"{"id":"A01","name":"Twin","kind":"anomaly","produce":{"typed":"E"}}"#),
            "second card with this id",
        ),
        (one_card(r#"{"id":"ZZ-03","name":"Dud","kind":"event","speed":1,"cost":"{E}"}"#), "needs an effect"),
        (
            one_card(&format!(
                r#"{{{agent},"reactive":{{"when":"end_of_turn","turn":"yours","do":[{{"do":{{"damage":1}}}}]}}}}"#
            )),
            "cannot act on",
        ),
        (
            r#"{"set":"bad","name":"Bad","cards":[],"decks":[{"id":"d","name":"D","cards":["ZZ-77"]}]}"#.to_string(),
            "unknown card ZZ-77",
        ),
    ];
    for (text, problem) in cases {
        let e = read_with_starter(&text).expect_err("refused");
        assert!(e.starts_with("bad.json"), "names the file: {e}");
        assert!(e.contains(problem), "says {problem:?}: {e}");
        if text.contains("\"ZZ-0") || text.contains("\"Twin\"") {
            assert!(e.contains(", card "), "names the card: {e}");
        }
    }
    let premade_too_small =
        r#"{"set":"bad","name":"Bad","cards":[],"decks":[{"id":"d","name":"D","cards":["A01","A01"]}]}"#;
    let e = read_with_starter(premade_too_small).expect_err("a premade deck of 2 cards is refused");
    assert!(e.starts_with("bad.json, card deck d:"), "names the file and the deck: {e}");
    assert!(e.contains("NX-2.3"), "cites the deck rule: {e}");
}

fn codes(list: &[(&str, usize)]) -> Vec<String> {
    list.iter().flat_map(|&(c, n)| std::iter::repeat_n(c.to_string(), n)).collect()
}

fn starter(id: &str) -> Vec<String> {
    let p = pool();
    p.premade(id).expect("a premade deck").cards.iter().map(|&d| p.defs[d as usize].code.to_string()).collect()
}

#[test]
fn nx_2_3_decks_of_exactly_45_with_at_most_3_copies() {
    let check = |deck: &[String]| {
        let p = Nexus::check_deck(deck, None).expect("Nexus builds decks");
        assert!(p.iter().all(|e| e.rule == "NX-2.3"), "every problem cites NX-2.3: {p:?}");
        p.into_iter().map(|e| e.message).collect::<Vec<_>>()
    };
    assert!(check(&starter("A")).is_empty(), "Emberline Raiders is legal");
    assert!(check(&starter("B")).is_empty(), "Tidewire Collective is legal");
    let mut short = starter("A");
    short.pop();
    assert_eq!(check(&short), ["a deck has exactly 45 cards, this one has 44"]);
    let mut four = starter("A");
    four[0] = "A09".into();
    let m = check(&four);
    assert_eq!(m, ["at most 3 copies of a card: 4 of Rapid Ignition"], "a fourth copy");
    let mixed = codes(&[("A01", 3), ("B01", 3), ("N01", 3), ("A03", 3), ("B03", 3), ("A05", 3), ("B05", 3)]);
    assert_eq!(check(&mixed).len(), 1, "two energy types are fine; only the size is wrong: {:?}", check(&mixed));
    let mut stray = starter("B");
    stray[3] = "ZZ-99".into();
    assert_eq!(check(&stray), ["ZZ-99 is not a card of the pool"]);
    assert!(Nexus::check_deck(&starter("A"), Some("standard")).expect("the one format").is_empty());
    assert!(Nexus::check_deck(&starter("A"), Some("draft")).is_err(), "an unknown format is an error");
}

#[test]
fn options_take_premade_ids_old_letters_and_card_lists() {
    let old: NexusOptions = serde_json::from_str(r#"{"p1_deck":"B","p2_deck":"A"}"#).expect("old options read");
    assert_eq!((old.p1_deck.clone(), old.p2_deck.clone()), (DeckChoice::B, DeckChoice::A));
    assert_eq!(serde_json::to_value(&old).expect("JSON")["p1_deck"], "B", "and are written as before");
    let by_id: NexusOptions =
        serde_json::from_str(r#"{"p1_deck":"tidewire-collective","p2_deck":"emberline-raiders"}"#).expect("ids read");
    let list = NexusOptions {
        p1_deck: DeckChoice::List(starter("B")),
        p2_deck: DeckChoice::List(starter("A")),
        ..old.clone()
    };
    let view = |o: &NexusOptions| serde_json::to_string(&Nexus::new(o, 7).expect("sets up").view(0)).expect("JSON");
    assert_eq!(view(&old), view(&by_id), "a premade by its id is the same deck as its letter");
    assert_eq!(view(&old), view(&list), "and the same as its list of cards");
    let bad = NexusOptions { p1_deck: DeckChoice::List(codes(&[("A01", 45)])), ..old.clone() };
    let e = Nexus::new(&bad, 1).expect_err("an illegal deck is refused at set-up");
    assert_eq!(e.rule, "NX-2.3", "{}", e.message);
    let none = NexusOptions { p2_deck: DeckChoice::Premade("no-such-deck".into()), ..old };
    assert_eq!(Nexus::new(&none, 1).expect_err("unknown premade").rule, "NX-2.3");
}

#[test]
fn the_pool_as_outside_programs_read_it() {
    let cards = Nexus::cards().expect("Nexus has a pool");
    assert_eq!(cards.len(), 105, "Part 2's 29 designs and the rest of the set (docs/nexus-set.md)");
    for c in &cards {
        for key in ["id", "name", "kind", "text", "set", "alignment"] {
            assert!(c.get(key).is_some(), "{key} in {c}");
        }
    }
    let adept = cards.iter().find(|c| c["id"] == "B06").expect("Tidecaller Adept");
    assert_eq!(adept["activated"]["cost"], "{T}", "the abilities as the set file writes them");
    assert_eq!(adept["alignment"], "Tide");
}

#[test]
fn random_legal_decks_from_the_pool_play_to_the_end() {
    let p = pool();
    let mut rng = Rng::new(11);
    for _ in 0..200 {
        let deck = random_deck(p, &mut rng);
        assert_eq!(deck.len(), DECK_SIZE);
        assert!(problems(p, &deck).is_empty(), "{deck:?}: {:?}", problems(p, &deck));
    }
    let base = NexusOptions::default();
    for seed in 0..10 {
        let opts = Nexus::random_setup(&base, &mut Rng::new(seed)).expect("Nexus draws decks");
        assert!(matches!(opts.p1_deck, DeckChoice::List(_)) && matches!(opts.p2_deck, DeckChoice::List(_)));
        assert_eq!(opts, Nexus::random_setup(&base, &mut Rng::new(seed)).expect("again"), "same seed, same decks");
        let mut g = Nexus::new(&opts, seed).expect("random decks set up");
        let mut bot = RandomBot::new(seed);
        let mut steps = 0;
        while g.outcome().is_none() && steps < 20_000 {
            let a = bot.choose(&g).expect("a legal action");
            g.apply(&a).unwrap_or_else(|e| panic!("seed {seed}: listed {a:?} refused: {e}"));
            steps += 1;
        }
        assert!(g.outcome().is_some(), "seed {seed}: the game ended ({steps} actions)");
    }
}
