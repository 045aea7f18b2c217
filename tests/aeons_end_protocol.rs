//! Aeon's End through the JSON-lines protocol (issue 32 point 6): `cards` lists every
//! mage, nemesis, nemesis card and supply card; `new` takes the team, the nemesis, the
//! market and the difficulty as options, refusing a bad one by its rule (AE-1.1, AE-2.1,
//! AE-2.2, AE-2.4) and keeping the game in progress; `simulate --random-setup` draws
//! the team, the nemesis and the market from the whole pool.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::{json, Value};
use turnkeeper::cli::protocol::Session;
use turnkeeper::cli::simulate::{parse_args, run};

fn ask(s: &mut Session, req: Value) -> Value {
    s.handle_line(&req.to_string())
}

fn cards(s: &mut Session) -> Vec<Value> {
    let r = ask(s, json!({"cmd":"cards","game":"aeons-end"}));
    assert_eq!(r["ok"], true, "{r}");
    r["cards"].as_array().expect("a list").clone()
}

#[test]
fn cards_lists_every_mage_nemesis_nemesis_card_and_supply_card() {
    let mut s = Session::new();
    let all = cards(&mut s);
    let of = |k: &str| all.iter().filter(|c| c["kind"] == k).collect::<Vec<_>>();
    assert!(of("mage").len() >= 8, "at least 8 mages, got {}", of("mage").len());
    assert!(of("nemesis").len() >= 4, "at least 4 nemeses, got {}", of("nemesis").len());
    let supply = all
        .iter()
        .filter(|c| ["gem", "relic", "spell"].contains(&c["kind"].as_str().unwrap_or("")) && c["pool"] == "supply");
    let supply: Vec<&Value> = supply.collect();
    assert!(supply.len() >= 30, "at least 30 supply cards, got {}", supply.len());
    let costs: Vec<u64> = supply.iter().filter_map(|c| c["cost"].as_u64()).collect();
    assert!(costs.iter().all(|c| (2..=8).contains(c)), "supply costs 2 to 8: {costs:?}");
    // Every nemesis has its own cards, each naming it, of the three nemesis kinds.
    for n in of("nemesis") {
        let id = n["id"].as_str().expect("an id");
        let own: Vec<&Value> = all.iter().filter(|c| c["nemesis"] == id).collect();
        assert!(own.len() >= 15, "{id}: its deck's cards are listed ({} of them)", own.len());
        for c in &own {
            assert!(["attack", "minion", "power"].contains(&c["kind"].as_str().unwrap_or("")), "{id}: {c}");
        }
        assert!(n["text"].as_str().is_some_and(|t| !t.is_empty()), "{id}: its rules in words");
    }
    for m in of("mage") {
        assert!(m["text"].as_str().is_some_and(|t| !t.is_empty()), "a mage's ability in words: {m}");
    }
}

/// A market of AE-2.4's shape from the pool: the 3 cheapest gems, 2 relics, 4 spells.
fn a_market(all: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    for (kind, n) in [("gem", 3), ("relic", 2), ("spell", 4)] {
        let mut ids: Vec<&Value> = all.iter().filter(|c| c["kind"] == kind && c["pool"] == "supply").collect();
        ids.sort_by_key(|c| (c["cost"].as_u64(), c["id"].as_str().map(str::to_string)));
        out.extend(ids.iter().rev().take(n).map(|c| c["id"].as_str().unwrap().to_string()));
    }
    out
}

#[test]
fn new_takes_the_team_the_nemesis_the_market_and_the_difficulty() {
    let mut s = Session::new();
    let all = cards(&mut s);
    let market = a_market(&all);
    let options = json!({
        "mages": 3, "team": ["hesk", "mirel", "orrin"], "nemesis": "vessa", "market": market,
        "nemesis_life": 44, "gravehold_life": 26,
    });
    let r = ask(&mut s, json!({"cmd":"new","game":"aeons-end","seed":11,"options":options}));
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["state"]["seats"].as_array().map(Vec::len), Some(3), "three mages, three seats: {r}");
    let v = ask(&mut s, json!({"cmd":"view","seat":0}))["view"].clone();
    let names: Vec<&str> = v["mages"].as_array().unwrap().iter().filter_map(|m| m["name"].as_str()).collect();
    let name_of = |id: &str| all.iter().find(|c| c["id"] == id).and_then(|c| c["name"].as_str()).unwrap().to_string();
    assert_eq!(names, [name_of("hesk"), name_of("mirel"), name_of("orrin")], "the team in player order");
    assert_eq!(v["nemesis"]["name"], name_of("vessa"));
    assert_eq!(v["nemesis"]["max_life"], 44, "the nemesis's life as set");
    assert_eq!(v["gravehold_max"], 26, "Gravehold's life as set");
    let mut supply: Vec<String> =
        v["supply"].as_array().unwrap().iter().map(|p| p["card"]["kind"].as_str().unwrap().to_string()).collect();
    let mut want = market.clone();
    supply.sort();
    want.sort();
    assert_eq!(supply, want, "the market as given");

    // The rules' defaults: Vessa's life is its mat's, Gravehold's 30 (AE-2.1).
    let r = ask(&mut s, json!({"cmd":"new","game":"aeons-end","seed":11,"options":{"nemesis":"vessa"}}));
    assert_eq!(r["ok"], true, "{r}");
    let v = ask(&mut s, json!({"cmd":"view","seat":0}))["view"].clone();
    let mat = all.iter().find(|c| c["id"] == "vessa").unwrap()["life"].clone();
    assert_eq!(v["nemesis"]["max_life"], mat, "the mat's life by default");
    assert_eq!(v["gravehold_max"], 30);
}

#[test]
fn bad_set_up_options_are_refused_by_their_rule_and_the_game_stays() {
    let mut s = Session::new();
    let r = ask(&mut s, json!({"cmd":"new","game":"aeons-end","seed":2,"options":{"nemesis":"cindermaw"}}));
    assert_eq!(r["ok"], true, "{r}");
    let before = ask(&mut s, json!({"cmd":"save"}));
    let market = a_market(&cards(&mut s));
    let bad = [
        (json!({"mages": 5}), "AE-1.1"),
        (json!({"mages": 2, "team": ["orrin", "orrin"]}), "AE-1.1"),
        (json!({"mages": 2, "team": ["orrin", "nobody"]}), "AE-2.5.1"),
        (json!({"nemesis": "nobody"}), "AE-2.2"),
        (json!({"nemesis_life": 0}), "AE-2.2"),
        (json!({"gravehold_life": 0}), "AE-2.1"),
        (json!({"market": market[..8]}), "AE-2.4"),
        (json!({ "market": vec!["glimstone"; 9] }), "AE-2.4"),
    ];
    for (options, rule) in bad {
        let r = ask(&mut s, json!({"cmd":"new","game":"aeons-end","seed":2,"options":options}));
        assert_eq!(r["ok"], false, "{options} is refused: {r}");
        assert_eq!(r["error"]["rule"], rule, "{options}: {r}");
        assert!(r["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "{r}");
        assert_eq!(ask(&mut s, json!({"cmd":"save"})), before, "{options}: the game in progress stays");
    }
}

#[test]
fn simulate_with_random_setup_plays_drawn_set_ups_cleanly() {
    let args = |extra: &[&str]| {
        let mut v: Vec<String> = ["--game", "aeons-end", "--games", "200", "--seed", "9"].map(String::from).to_vec();
        v.extend(extra.iter().map(|s| s.to_string()));
        parse_args(&v).expect("arguments read")
    };
    let drawn = args(&["--random-setup"]);
    assert!(drawn.random_setup, "--random-setup is read");
    let r = run(&drawn).expect("ran");
    assert!(r.clean(), "0 dead ends, 0 rejected, 0 panics: {:?}", r.problems);
    let fixed = run(&args(&[])).expect("ran");
    assert!(fixed.clean(), "{:?}", fixed.problems);
    assert_ne!(r.actions, fixed.actions, "drawn set-ups play other games than the default one");
}
