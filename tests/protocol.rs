//! The JSON-lines protocol (docs/architecture.md section 4), in process and through the
//! real binary: every request answered with "ok", every bad line refused with a rule
//! and a message, nothing changed by a refusal, never a panic.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{json, Value};
use turnkeeper::cli::protocol::Session;

fn ask(s: &mut Session, req: Value) -> Value {
    s.handle_line(&req.to_string())
}

fn started() -> Session {
    let mut s = Session::new();
    let r = ask(&mut s, json!({"cmd":"new","game":"lorcana","seed":7}));
    assert_eq!(r["ok"], true, "new lorcana game: {r}");
    s
}

fn assert_refused(r: &Value, rule_prefix: &str) {
    assert_eq!(r["ok"], false, "expected a refusal, got {r}");
    let rule = r["error"]["rule"].as_str().unwrap_or("");
    assert!(rule.starts_with(rule_prefix), "expected rule {rule_prefix}..., got {r}");
    assert!(!r["error"]["message"].as_str().unwrap_or("").is_empty(), "a refusal says why: {r}");
}

#[test]
fn games_lists_every_game_with_seats_and_default_options() {
    let mut s = Session::new();
    let r = ask(&mut s, json!({"cmd":"games"}));
    assert_eq!(r["ok"], true);
    let lorcana = r["games"].as_array().unwrap().iter().find(|g| g["id"] == "lorcana").expect("lorcana listed");
    assert_eq!(lorcana["name"], "Lorcana");
    assert_eq!(lorcana["seats"], json!([2, 2]));
    assert!(lorcana["options"].is_object(), "default options are an object: {lorcana}");
}

#[test]
fn new_game_answers_the_common_summary_shape() {
    let mut s = Session::new();
    let r = ask(&mut s, json!({"cmd":"new","game":"lorcana","seed":7}));
    let st = &r["state"];
    assert_eq!(st["game"], "lorcana");
    assert_eq!(st["turn"], 1);
    assert!(st["active"].is_u64() && st["to_act"].is_u64(), "{st}");
    assert!(st["phase"].as_array().is_some_and(|p| !p.is_empty()), "{st}");
    assert_eq!(st["outcome"], Value::Null);
    let seats = st["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    for seat in seats {
        assert_eq!(seat["zones"]["hand"], 7, "opening hand of 7: {seat}");
        assert_eq!(seat["zones"]["deck"], 53, "60 - 7 in the deck: {seat}");
        assert_eq!(seat["score"], 0, "lore starts at 0: {seat}");
    }
}

#[test]
fn bad_lines_are_refused_and_the_session_goes_on() {
    let mut s = Session::new();
    assert_refused(&s.handle_line("this is not json"), "protocol");
    assert_refused(&s.handle_line("[1,2,3]"), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":5})), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":"dance"})), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":"state"})), "protocol"); // no game yet
    assert_refused(&ask(&mut s, json!({"cmd":"legal"})), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":"new","game":"chess"})), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":"new","game":"lorcana","seed":-3})), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":"new","game":"lorcana","options":{"decks":"many"}})), "protocol");
    let r = ask(&mut s, json!({"cmd":"new","game":"lorcana","seed":1}));
    assert_eq!(r["ok"], true, "the session still works after bad lines: {r}");
}

#[test]
fn refused_actions_change_nothing() {
    let mut s = started();
    let before = ask(&mut s, json!({"cmd":"state"}));
    let save_before = ask(&mut s, json!({"cmd":"save"}));
    for bad in [
        json!({"cmd":"act","action":{"no_such_action":{}}}),
        json!({"cmd":"act","action":"end_turn"}),
        json!({"cmd":"act","action":{"quest":{"card":9999}}}),
        json!({"cmd":"act"}),
        json!({"cmd":"act","index":0,"action":"end_turn"}),
        json!({"cmd":"act","index":0}),
        json!({"cmd":"act","index":-1}),
    ] {
        let r = ask(&mut s, bad.clone());
        assert_eq!(r["ok"], false, "{bad} must be refused: {r}");
        assert_eq!(ask(&mut s, json!({"cmd":"state"})), before, "{bad} changed the state");
        assert_eq!(ask(&mut s, json!({"cmd":"save"})), save_before, "{bad} changed the log");
    }
    let r = ask(&mut s, json!({"cmd":"act","action":"end_turn"}));
    assert_refused(&r, "LO-");
}

#[test]
fn act_by_index_and_by_action_and_wrong_seat() {
    let mut s = started();
    let legal = ask(&mut s, json!({"cmd":"legal"}));
    let seat = legal["seat"].as_u64().unwrap();
    let actions = legal["actions"].as_array().unwrap();
    assert!(!actions.is_empty());
    for a in actions {
        assert!(a["kind"].is_string() && a["label"].is_string() && !a["action"].is_null(), "{a}");
    }
    let other = 1 - seat;
    assert_refused(&ask(&mut s, json!({"cmd":"act","index":0,"seat":other})), "protocol");
    let r = ask(&mut s, json!({"cmd":"act","index":0,"seat":seat}));
    assert_eq!(r["ok"], true, "act by index: {r}");
    assert!(r["events"].is_array());
    // The index list is spent after an act: asking again is required.
    assert_refused(&ask(&mut s, json!({"cmd":"act","index":0})), "protocol");
    let legal = ask(&mut s, json!({"cmd":"legal"}));
    let action = legal["actions"][0]["action"].clone();
    let r = ask(&mut s, json!({"cmd":"act","action":action}));
    assert_eq!(r["ok"], true, "an action from the legal list is accepted back unchanged: {r}");
}

#[test]
fn views_hide_the_other_hand() {
    let mut s = started();
    let v0 = ask(&mut s, json!({"cmd":"view","seat":0}));
    let v1 = ask(&mut s, json!({"cmd":"view","seat":1}));
    assert_eq!(v0["ok"], true);
    assert_ne!(v0["view"], v1["view"], "each seat sees its own hand");
    assert_refused(&ask(&mut s, json!({"cmd":"view","seat":2})), "protocol");
    assert_refused(&ask(&mut s, json!({"cmd":"view"})), "protocol");
}

#[test]
fn save_and_load_round_trip() {
    let mut s = started();
    for _ in 0..6 {
        ask(&mut s, json!({"cmd":"legal"}));
        let r = ask(&mut s, json!({"cmd":"act","index":0}));
        assert_eq!(r["ok"], true, "{r}");
    }
    let state = ask(&mut s, json!({"cmd":"state"}));
    let save = ask(&mut s, json!({"cmd":"save"}))["save"].clone();
    assert_eq!(save["format_version"], 1);
    assert_eq!(save["game"], "lorcana");
    assert_eq!(save["log"].as_array().unwrap().len(), 6);
    let mut fresh = Session::new();
    let r = ask(&mut fresh, json!({"cmd":"load","save":save}));
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(ask(&mut fresh, json!({"cmd":"state"})), state, "a loaded save is the same game");
}

#[test]
fn corrupt_saves_are_refused_and_the_current_game_stays() {
    let mut s = started();
    ask(&mut s, json!({"cmd":"legal"}));
    ask(&mut s, json!({"cmd":"act","index":0}));
    let state = ask(&mut s, json!({"cmd":"state"}));
    let save = ask(&mut s, json!({"cmd":"save"}))["save"].clone();

    let mut wrong_version = save.clone();
    wrong_version["format_version"] = json!(2);
    let mut wrong_game = save.clone();
    wrong_game["game"] = json!("tash-kalar");
    let mut unknown_game = save.clone();
    unknown_game["game"] = json!("snakes-and-ladders");
    let mut tampered = save.clone();
    tampered["log"][0] = json!({"quest":{"card":3}});
    let mut garbled = save.clone();
    garbled["log"][0] = json!({"fly":true});
    let mut no_seed = save.clone();
    no_seed.as_object_mut().unwrap().remove("seed");
    for (what, bad) in [
        ("wrong version", wrong_version),
        ("no seed", no_seed),
        ("a log entry that is no action", garbled),
        ("a log that is not legal", tampered),
        ("not an object", json!("save")),
    ] {
        let r = ask(&mut s, json!({"cmd":"load","save":bad}));
        assert_refused(&r, "save");
        assert_eq!(ask(&mut s, json!({"cmd":"state"})), state, "{what}: the game in progress is kept");
    }
    let r = ask(&mut s, json!({"cmd":"load","save":wrong_game}));
    assert_eq!(r["ok"], false, "a save naming another game does not load as it: {r}");
    assert_refused(&ask(&mut s, json!({"cmd":"load","save":unknown_game})), "save");
    let truncated = &save.to_string()[..save.to_string().len() / 2];
    assert_refused(&s.handle_line(&format!("{{\"cmd\":\"load\",\"save\":{truncated}")), "protocol");
    assert_eq!(ask(&mut s, json!({"cmd":"state"})), state);
}

#[test]
fn undo_at_the_start_is_refused_with_a_reason() {
    let mut s = started();
    let r = ask(&mut s, json!({"cmd":"undo"}));
    assert_refused(&r, "undo");
}

#[test]
fn the_binary_answers_every_line_and_keeps_reading() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_turnkeeper"))
        .arg("protocol")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the turnkeeper binary starts");
    let lines = [
        "{\"cmd\":\"games\"}",
        "garbage {",
        "{\"cmd\":\"legal\"}",
        "{\"cmd\":\"new\",\"game\":\"lorcana\",\"seed\":3}",
        "{\"cmd\":\"act\",\"action\":{\"play\":{\"card\":70000}}}",
        "{\"cmd\":\"state\"}",
    ];
    {
        let mut stdin = child.stdin.take().unwrap();
        for l in lines {
            writeln!(stdin, "{l}").unwrap();
        }
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is one JSON line"))
        .collect();
    let oks: Vec<bool> = answers.iter().map(|a| a["ok"].as_bool().unwrap()).collect();
    assert_eq!(oks, [true, false, false, true, false, true], "one answer per request: {answers:?}");
}

#[test]
fn simulate_reports_the_contract_fields_and_fails_on_bad_arguments() {
    let out = Command::new(env!("CARGO_BIN_EXE_turnkeeper"))
        .args(["simulate", "--game", "lorcana", "--games", "5", "--seed", "1"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout).unwrap();
    for k in [
        "game",
        "games",
        "finished",
        "dead_ends",
        "rejected",
        "panics",
        "actions",
        "seconds",
        "games_per_s",
        "actions_per_s",
        "outcomes",
    ] {
        assert!(r.get(k).is_some(), "report has {k}: {r}");
    }
    assert_eq!(r["finished"], 5);
    let bad = Command::new(env!("CARGO_BIN_EXE_turnkeeper")).args(["simulate", "--game", "nope"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let bad = Command::new(env!("CARGO_BIN_EXE_turnkeeper")).args(["simulate", "--games", "x"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn mutated_requests_always_get_an_answer_and_never_a_panic() {
    use turnkeeper::engine::Rng;
    let seeds = [
        r#"{"cmd":"new","game":"lorcana","seed":5}"#,
        r#"{"cmd":"new","game":"tash-kalar","seed":5,"options":{"mode":"battle","players":3}}"#,
        r#"{"cmd":"act","action":{"challenge":{"attacker":3,"target":70}}}"#,
        r#"{"cmd":"act","action":{"summon":{"card":"A03","square":{"col":4,"row":4},"orientation":0}}}"#,
        r#"{"cmd":"act","index":2,"seat":1}"#,
        r#"{"cmd":"load","save":{"format_version":1,"game":"lorcana","options":{},"seed":1,"log":["keep_hand"]}}"#,
        r#"{"cmd":"view","seat":1}"#,
        r#"{"cmd":"legal"}"#,
    ];
    const ALPHABET: &[u8] = b"{}[]\":,0123456789-aezAZ \\";
    let mut rng = Rng::new(2026);
    let mut s = Session::new();
    let mut answered = 0;
    for i in 0..3000 {
        let mut bytes = seeds[i % seeds.len()].as_bytes().to_vec();
        for _ in 0..=rng.below(4) {
            let at = rng.below(bytes.len());
            match rng.below(3) {
                0 => bytes[at] = ALPHABET[rng.below(ALPHABET.len())],
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, b"9\"{}"[rng.below(4)]),
            }
        }
        let line = String::from_utf8_lossy(&bytes);
        let r = s.handle_line(&line);
        assert!(r["ok"].is_boolean(), "every line gets an answer with \"ok\": {line} -> {r}");
        if r["ok"] == false {
            assert!(r["error"]["rule"].is_string() && r["error"]["message"].is_string(), "{line} -> {r}");
        }
        answered += 1;
        if i % 50 == 0 {
            ask(&mut s, json!({"cmd":"legal"}));
            ask(&mut s, json!({"cmd":"act","index":0}));
        }
    }
    assert_eq!(answered, 3000);
}

/// Everything a request could change: the summary, the legal list, the log and both
/// seats' views.
fn snapshot(s: &mut Session) -> Vec<Value> {
    let mut all: Vec<Value> = ["state", "legal", "save"].into_iter().map(|cmd| ask(s, json!({ "cmd": cmd }))).collect();
    all.extend((0..2).map(|seat| ask(s, json!({"cmd":"view","seat":seat}))));
    all
}

/// `think` for every registered game, over the first moves: the answer is one of the
/// legal actions, leaves the game exactly as it was, and `act` accepts it unchanged.
#[test]
fn think_answers_a_legal_action_for_every_game_and_changes_nothing() {
    for id in turnkeeper::games::catalog().iter().map(|g| g.id) {
        let mut s = Session::new();
        assert_eq!(ask(&mut s, json!({"cmd":"new","game":id,"seed":5}))["ok"], true, "{id}");
        for step in 0..6u64 {
            let before = snapshot(&mut s);
            let r = ask(&mut s, json!({"cmd":"think","level":"easy","seed":step}));
            assert_eq!(r["ok"], true, "{id} step {step}: {r}");
            assert!(r["label"].as_str().is_some_and(|l| !l.is_empty()), "{id}: a label a person reads: {r}");
            let listed: Vec<&Value> = before[1]["actions"].as_array().unwrap().iter().map(|e| &e["action"]).collect();
            assert!(listed.contains(&&r["action"]), "{id} step {step}: {} is not in the legal list", r["action"]);
            assert_eq!(snapshot(&mut s), before, "{id} step {step}: think changed the game");
            let done = ask(&mut s, json!({"cmd":"act","action":r["action"]}));
            assert_eq!(done["ok"], true, "{id} step {step}: act refused the thought action: {done}");
        }
    }
}

/// Same game, same level, same seed: the same answer, in the same session and in
/// another; every searching level and the greedy player answer.
#[test]
fn think_is_deterministic_per_seed() {
    for (id, level) in [("nexus", "hard"), ("lorcana", "normal"), ("tash-kalar", "easy"), ("altered", "greedy")] {
        let answers: Vec<Value> = (0..3)
            .map(|i| {
                let mut s = Session::new();
                ask(&mut s, json!({"cmd":"new","game":id,"seed":11}));
                // Get past the opening decision, the same way each time.
                let legal = ask(&mut s, json!({"cmd":"legal"}));
                ask(&mut s, json!({"cmd":"act","action":legal["actions"][0]["action"]}));
                let r = ask(&mut s, json!({"cmd":"think","level":level,"seed":42}));
                assert_eq!(r["ok"], true, "{id} {level}: {r}");
                if i == 2 {
                    let again = ask(&mut s, json!({"cmd":"think","level":level,"seed":42}));
                    assert_eq!(again, r, "{id} {level}: asked twice in one session");
                }
                r
            })
            .collect();
        assert_eq!(answers[0], answers[1], "{id} {level}: same seed, same answer");
        assert_eq!(answers[1], answers[2], "{id} {level}: same seed, same answer");
    }
}

#[test]
fn think_refuses_bad_requests_and_changes_nothing() {
    let mut s = Session::new();
    assert_refused(&ask(&mut s, json!({"cmd":"think","level":"easy","seed":1})), "protocol"); // no game yet
    ask(&mut s, json!({"cmd":"new","game":"nexus","seed":3}));
    let before = snapshot(&mut s);
    for bad in [
        json!({"cmd":"think","level":"expert","seed":1}),
        json!({"cmd":"think","level":"random","seed":1}),
        json!({"cmd":"think","level":3,"seed":1}),
        json!({"cmd":"think","seed":1}),
        json!({"cmd":"think","level":"easy"}),
        json!({"cmd":"think","level":"easy","seed":-1}),
        json!({"cmd":"think","level":"easy","seed":"1"}),
    ] {
        assert_refused(&ask(&mut s, bad.clone()), "protocol");
        assert_eq!(snapshot(&mut s), before, "{bad} changed the game");
    }
    // Once the game is over there is nothing to think about.
    assert_eq!(ask(&mut s, json!({"cmd":"act","action":"concede"}))["ok"], true);
    let over = snapshot(&mut s);
    assert!(!over[0]["state"]["outcome"].is_null(), "the concession ended the game: {}", over[0]);
    let r = ask(&mut s, json!({"cmd":"think","level":"hard","seed":1}));
    assert_refused(&r, "protocol");
    assert!(r["error"]["message"].as_str().unwrap_or("").contains("over"), "{r}");
    assert_eq!(snapshot(&mut s), over, "a refused think changed the finished game");
}

/// Nexus's mulligans come before turn 1 (NX-12.4, 12.5) and count as turn 1 in the
/// summary and in both views alike, then turn 1 is the starting player's first turn.
#[test]
fn nexus_summary_and_views_agree_on_the_turn_from_the_mulligans_on() {
    let mut s = Session::new();
    ask(&mut s, json!({"cmd":"new","game":"nexus","seed":4}));
    let mut seen_mulligan = false;
    for step in 0..40 {
        let state = ask(&mut s, json!({"cmd":"state"}))["state"].clone();
        seen_mulligan |= state["phase"].to_string().contains("Mulligan");
        for seat in 0..2 {
            let view = ask(&mut s, json!({"cmd":"view","seat":seat}))["view"].clone();
            assert_eq!(
                view["turn"], state["turn"],
                "step {step}, seat {seat}: {} against {}",
                view["phase"], state["phase"]
            );
        }
        if step == 0 {
            assert_eq!(state["turn"], 1, "the mulligans lead into turn 1: {state}");
        }
        let legal = ask(&mut s, json!({"cmd":"legal"}));
        ask(&mut s, json!({"cmd":"act","action":legal["actions"][0]["action"]}));
    }
    assert!(seen_mulligan, "the game began with the mulligans");
}
