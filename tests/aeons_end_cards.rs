//! Aeon's End's cards as data (cards/aeons-end/*.json): every set file reads and every
//! design is checked; a card's words are written from its abilities (the starter set's
//! read exactly as Part B of the brief prints them); a bad file is refused naming the
//! file, the card and what is wrong, never a panic; the protocol's pool and set-up
//! checks read the same data.

use serde_json::{json, Value};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{Cards, Rng};
use turnkeeper::games::aeons_end::content::{pool, words, Pool};
use turnkeeper::games::aeons_end::{AeonsEnd, Options};

const STARTER: &str = include_str!("../cards/aeons-end/drowned-engine.json");

/// Part B's words, as the brief prints them (C-1 to C-4).
const BRIEF: &[(&str, &str)] = &[
    ("glimstone", "Gain 1 aether."),
    ("flicker", "Cast: Deal 1 damage."),
    ("cinderwick", "Cast: Deal 2 damage to a minion, OR deal 1 damage to the nemesis."),
    ("quarry_heart", "Gain 2 aether, OR any ally gains 1 charge."),
    ("ashglass_bead", "Gain 1 aether. Gain 1 more aether that may only be spent to focus or open a breach."),
    ("tidewell_opal", "Gain 3 aether."),
    ("stormvein_geode", "Gain 3 aether, OR gain 2 aether and deal 1 damage."),
    (
        "wayfinders_compass",
        "Focus a closed breach belonging to any player. Then you may spend 1 aether to focus that same breach once more.",
    ),
    ("keepers_lamp", "Gain 1 charge. If you now hold your maximum number of charges, any ally gains 1 charge."),
    ("emberwisp", "Cast: Deal 2 damage. If you cast another spell earlier this turn, deal 1 additional damage."),
    (
        "glyph_of_tithing",
        "While prepped: in your main phase, at most once per turn, you may gain 1 aether. Cast: Deal 2 damage.",
    ),
    ("bulwark_rune", "While prepped: each time you suffer damage, reduce it by 1. Cast: Deal 3 damage."),
    (
        "sundering_torrent",
        "Prep this into two adjacent breaches of yours at once; it fills both. Cast: Deal 7 damage.",
    ),
    ("tidal_lash", "Unleash. Any player suffers 2 damage."),
    ("silt_crawler", "PERSISTENT: Gravehold suffers 2 damage."),
    ("undertow", "TO DISCARD: Spend 5 aether. POWER 2: Unleash twice."),
    ("barnacle_swarm", "PERSISTENT: Any player suffers 1 damage."),
    ("drowning_grasp", "Unleash. The player with the most prepped spells discards one of their prepped spells."),
    ("kelpwarden", "PERSISTENT: Unleash."),
    ("pressure_front", "TO DISCARD: Spend 6 aether. POWER 3: Gravehold suffers 8 damage."),
    ("brine_surge", "Any player suffers 4 damage. Then Unleash."),
    (
        "lantern_eater",
        "PERSISTENT: The player with the most charges loses 1 charge. If no player has a charge, any player suffers 2 damage instead.",
    ),
    ("abyssal_roar", "Unleash twice. Any player suffers 4 damage."),
    ("deepspawn_titan", "PERSISTENT: Gravehold suffers 3 damage."),
    (
        "drowned_choir",
        "TO DISCARD: Spend 7 aether. POWER 2: Unleash twice. Then the player with the lowest life suffers 4 damage.",
    ),
    ("seawall_collapse", "Gravehold suffers 5 damage. Then each player suffers 1 damage."),
    ("tidebreaker", "PERSISTENT: Unleash. Then any player suffers 1 damage."),
    ("maw_ascendant", "Unleash. Then Gravehold suffers 2 damage for each minion in play."),
];

fn the_pool() -> &'static Pool {
    pool().unwrap_or_else(|e| panic!("the built-in set files must read: {e}"))
}

#[test]
fn every_set_file_reads_and_the_starter_set_reads_as_the_brief_prints_it() {
    let p = the_pool();
    for (id, want) in BRIEF {
        let got = p.card(id).map(|c| c.text.clone()).or_else(|| p.nem_card(id).map(|c| c.text.clone()));
        assert_eq!(got.as_deref(), Some(*want), "{id}: its words, written from its data");
    }
    let orrin = p.mage("orrin").expect("Orrin");
    assert_eq!(
        orrin.ability_text,
        "Your main phase: deal 4 damage to one enemy. Then focus one of your closed breaches, if you have any."
    );
    let sabe = p.mage("sabe").expect("Sabe");
    assert_eq!(sabe.ability_text, "Any player's main phase: Gravehold gains 3 life, OR any player gains 4 life.");
    let skarnveil = p.nemesis("skarnveil").expect("Skarnveil");
    assert_eq!(skarnveil.unleash_text, "Unleash: Gravehold suffers 2 damage.");
    assert_eq!(skarnveil.cards.len(), 15, "C-4: 15 cards");
}

/// Every design of every set: its words are what its data writes, whole sentences,
/// and the table shows exactly those words.
#[test]
fn every_designs_words_are_written_from_its_data() {
    let p = the_pool();
    let check = |id: &str, text: &str, again: String| {
        assert_eq!(text, again, "{id}: the words kept are the words its data writes");
        assert!(!text.is_empty() && text.ends_with(['.', '?']), "{id}: '{text}' is whole sentences");
        assert!(!text.contains("  ") && !text.contains(" .") && !text.contains(".."), "{id}: '{text}'");
        assert!(text.chars().next().is_some_and(|c| c.is_uppercase()), "{id}: '{text}' starts a sentence");
    };
    for c in &p.cards {
        check(&c.id, &c.text, words::card_text(c));
    }
    for m in &p.mages {
        check(&m.id, &m.ability_text, words::ability_text(m));
    }
    for n in &p.nemeses {
        check(&n.id, &n.unleash_text, words::unleash_text(n, None));
        for c in &n.cards {
            check(&c.id, &c.text, words::nem_card_text(c, n));
        }
        for r in &n.rules_text {
            assert!(r.ends_with('.'), "{}: rule '{r}'", n.id);
        }
    }
    // The table's words are the data's.
    let g = AeonsEnd::new(&Options::default(), 1).expect("a game");
    let v = g.view(0);
    for pile in &v.supply {
        assert_eq!(pile.card.text, p.card(pile.card.kind).expect("a supply card").text);
    }
}

/// The starter set's text with `edit` applied, read with the other built-in sets.
fn read_edited(edit: impl FnOnce(&mut Value)) -> Result<&'static str, String> {
    let mut v: Value = serde_json::from_str(STARTER).expect("the starter set is JSON");
    edit(&mut v);
    let text = serde_json::to_string(&v).expect("JSON");
    Pool::read(&[("drowned-engine.json", &text)]).map(|_| "read").map_err(|e| e.to_string())
}

fn card_mut<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    let all = v["cards"].as_array_mut().expect("cards");
    all.iter_mut().find(|c| c["id"] == id).expect("that card")
}

#[test]
fn a_bad_file_is_refused_naming_the_file_the_card_and_the_problem() {
    let refused = |e: Result<&str, String>, card: &str, words: &str| {
        let e = e.expect_err("refused");
        assert!(e.starts_with("drowned-engine.json"), "names the file: {e}");
        assert!(e.contains(&format!("card {card}:")), "names the card {card}: {e}");
        assert!(e.contains(words), "says '{words}': {e}");
    };
    refused(
        read_edited(|v| card_mut(v, "tidewell_opal")["play"] = json!([{ "summon_dragon": 3 }])),
        "tidewell_opal",
        "summon_dragon",
    );
    refused(read_edited(|v| card_mut(v, "tidewell_opal")["sparkle"] = json!(true)), "tidewell_opal", "sparkle");
    refused(
        read_edited(|v| {
            card_mut(v, "emberwisp")["cast"] =
                json!([{ "damage": { "amount": 2, "plus_if": { "cond": "moonlit", "add": 1 } } }])
        }),
        "emberwisp",
        "moonlit",
    );
    refused(read_edited(|v| v["mages"][0]["hand"][0] = json!("no_such_card")), "orrin", "no_such_card");
    refused(read_edited(|v| card_mut(v, "flicker")["cost"] = json!(1)), "flicker", "cost 0");
    refused(read_edited(|v| card_mut(v, "emberwisp")["play"] = json!([{ "aether": 1 }])), "emberwisp", "never played");
    refused(
        read_edited(|v| {
            let dup = card_mut(v, "emberwisp").clone();
            v["cards"].as_array_mut().expect("cards").push(dup);
        }),
        "emberwisp",
        "used twice",
    );
    refused(
        read_edited(|v| v["nemeses"][0]["cards"].as_array_mut().expect("cards").retain(|c| c["tier"] != 2)),
        "skarnveil",
        "tier 2",
    );
    refused(read_edited(|v| v["nemeses"][0]["cards"][0]["do"] = json!([{ "aether": 2 }])), "tidal_lash", "mages' side");
    refused(read_edited(|v| v["nemeses"][0]["cards"][1]["life"] = json!(0)), "silt_crawler", "at least 1");
    refused(read_edited(|v| v["mages"][1]["breaches"][0] = json!(2)), "sabe", "breach I");
    refused(read_edited(|v| v["markets"][0]["cards"][0] = json!("emberwisp")), "drowned_engine", "twice");
    // Not JSON at all: the file, and where.
    let e = Pool::read(&[("broken.json", "{ \"set\": ")]).err().expect("refused").to_string();
    assert!(e.starts_with("broken.json: not JSON"), "{e}");
    // The unedited file reads.
    assert_eq!(read_edited(|_| {}), Ok("read"));
}

#[test]
fn the_protocol_reads_the_pool_and_checks_a_setup_by_the_options_rules() {
    let cards = AeonsEnd::cards().expect("Aeon's End has a pool");
    let kinds = |k: &str| cards.iter().filter(|c| c["kind"] == k).count();
    assert!(kinds("mage") >= 2 && kinds("nemesis") >= 1, "mages and nemeses are in the pool");
    assert!(kinds("attack") + kinds("minion") + kinds("power") >= 15, "the nemesis cards");
    assert!(kinds("gem") + kinds("relic") + kinds("spell") >= 13, "the player cards");
    for c in &cards {
        assert!(c["id"].is_string() && c["name"].is_string() && c["text"].is_string(), "{c}");
    }
    let emberwisp = cards.iter().find(|c| c["id"] == "emberwisp").expect("Emberwisp");
    assert_eq!(emberwisp["cost"], 3);
    assert_eq!(emberwisp["cast"][0]["damage"]["amount"], 2, "its abilities, as data");
    let ids = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let market = [
        "ashglass_bead",
        "tidewell_opal",
        "stormvein_geode",
        "wayfinders_compass",
        "keepers_lamp",
        "emberwisp",
        "glyph_of_tithing",
        "bulwark_rune",
        "sundering_torrent",
    ];
    let mut good = vec!["orrin", "sabe", "skarnveil"];
    good.extend(market);
    assert_eq!(AeonsEnd::check_deck(&ids(&good), None).expect("checked"), vec![], "a legal set-up");
    let mut bad = vec!["orrin", "orrin", "glimstone"];
    bad.extend(&market[..8]);
    let problems = AeonsEnd::check_deck(&ids(&bad), None).expect("checked");
    let rules: Vec<&str> = problems.iter().map(|p| p.rule.as_ref()).collect();
    assert!(rules.contains(&"AE-1.1"), "a mage twice: {problems:?}");
    assert!(rules.contains(&"AE-2.2"), "no nemesis: {problems:?}");
    assert!(rules.contains(&"AE-2.4"), "a starter in the market, a spell pile short: {problems:?}");
    assert!(AeonsEnd::check_deck(&ids(&good), Some("draft")).is_err(), "an unknown format");
    // The options are refused by the same checks.
    let e = AeonsEnd::new(&Options { market: ids(&["glimstone"; 9]), ..Options::default() }, 1).unwrap_err();
    assert_eq!(e.rule, "AE-2.4");
    // A random set-up is a legal one.
    for seed in 0..20 {
        let o = AeonsEnd::random_setup(&Options::default(), &mut Rng::new(seed)).expect("drawn");
        let mut list = o.team.clone();
        list.push(o.nemesis.clone());
        list.extend(o.market.clone());
        assert_eq!(AeonsEnd::check_deck(&list, None).expect("checked"), vec![], "seed {seed}: {o:?}");
        AeonsEnd::new(&o, seed).unwrap_or_else(|e| panic!("seed {seed}: {o:?} sets up no game: {e}"));
    }
}
