//! Robust to the network and to bad peers: malformed, oversized,
//! wrong-version, unknown, out-of-turn, wrong-token and illegal messages to the host
//! and to a remote page are refused with a reason, never panic and change nothing; a
//! page that drops and comes back with the same link gets its table back.

mod online_support;

use online_support::{kinds, peer, secret, token, Table};
use turnkeeper::engine::prelude::*;
use turnkeeper::engine::Rng;
use turnkeeper::games::lorcana::{Action, Lorcana};
use turnkeeper::online::host::{FromHost, FromJoiner};
use turnkeeper::online::joiner::Watcher;
use turnkeeper::online::wire::{self, SeatState};
use turnkeeper::online::{Joiner, Phrase, ToHost, ToJoiner, Verdict, MAX_MESSAGE_BYTES};

/// A Lorcana game with P2 remote, played until P2 decides with a choice of actions.
fn mid_game() -> Table<Lorcana> {
    let mut t = Table::<Lorcana>::new(Default::default(), kinds(2, &[1], false), secret(3), 21);
    for _ in 0..40 {
        t.step();
    }
    while !(t.host.decider() == Some(1) && t.joiners["p1"].update().is_some_and(|u| u.legal.len() > 1)) {
        assert!(t.step(), "the game ended before P2 had a choice");
    }
    t
}

/// The host refuses `text` from `from`: one answer to that page only, a refusal citing
/// `rule`, and the game exactly as it was.
fn host_refuses(t: &mut Table<Lorcana>, from: &str, text: &str, rule: &str) {
    let game = t.host.game().expect("started");
    let (before, at) = (game.state().clone(), game.actions().len());
    let problems = t.host.problems().len();
    let out = t.host.receive(from, text);
    assert_eq!(out.len(), 1, "one answer for {text:.80}");
    assert_eq!(out[0].to, from);
    match wire::decode::<FromHost<Lorcana>>(&out[0].text) {
        Ok(ToJoiner::Refused { rule: r, words }) => {
            assert!(r.as_str().starts_with(rule), "{text:.80}: refused under {r}, not {rule}: {words}");
            assert!(!words.is_empty());
        }
        other => panic!("{text:.80}: not refused: {other:?}"),
    }
    let game = t.host.game().expect("started");
    assert!(game.state() == &before && game.actions().len() == at, "{text:.80} changed the game");
    assert_eq!(t.host.problems().len(), problems + 1, "the refusal is logged");
}

fn act(at: usize, action: &Action) -> String {
    wire::encode(&FromJoiner::<Lorcana>::Act { at, action: *action })
}

#[test]
fn the_host_refuses_bad_messages_and_the_game_is_unchanged() {
    let mut t = mid_game();
    let game = t.host.game().expect("started");
    let at = game.actions().len();
    let legal = game.state().legal_actions();
    let p1 = peer(1);
    let v1 = |m: &str| format!(r#"{{"v":1,"m":{m}}}"#);

    host_refuses(&mut t, &p1, "", "online");
    host_refuses(&mut t, &p1, "not json at all", "online");
    host_refuses(&mut t, &p1, "{}", "online");
    host_refuses(&mut t, &p1, "[1,2,3]", "online");
    host_refuses(&mut t, &p1, &"{".repeat(MAX_MESSAGE_BYTES + 1), "online");
    host_refuses(&mut t, &p1, &v1(r#"{"say":{"phrase":"oops"}}"#).replace("\"v\":1", "\"v\":99"), "online");
    host_refuses(&mut t, &p1, &v1(r#"{"shout":{"words":"<script>alert(1)</script>"}}"#), "online");
    host_refuses(&mut t, &p1, &v1(r#"{"say":{"phrase":"rude words"}}"#), "online");
    host_refuses(&mut t, &p1, &v1(r#"{"act":{"at":"soon","action":null}}"#), "online");
    host_refuses(&mut t, &p1, &v1(&format!(r#"{{"act":{{"at":{at},"action":{{"no_such_action":1}}}}}}"#)), "online");
    // Out of turn: an older table, and a page that is not the seat's.
    host_refuses(&mut t, &p1, &act(at - 1, &legal[0]), "online");
    host_refuses(&mut t, "stranger", &act(at, &legal[0]), "online");
    host_refuses(&mut t, "stranger", &wire::encode(&FromJoiner::<Lorcana>::Say { phrase: Phrase::Oops }), "online");
    // Wrong token, the host's own seat, a seat that does not exist.
    // Greeted, a stranger must prove a seat's token for that greeting: a guess, the
    // token itself, a proof made for another greeting, the host's own seat and a seat
    // that does not exist are all refused. Never greeted, even the right proof is.
    let hello = |seat, proof: &str| {
        wire::encode(&FromJoiner::<Lorcana>::Hello { seat, proof: proof.into(), device: None, take: false })
    };
    host_refuses(&mut t, "ungreeted", &hello(1, &turnkeeper::online::fairness::proof(&token(1), "")), "online");
    let nonce = match wire::decode::<FromHost<Lorcana>>(&t.host.greet("stranger").text) {
        Ok(ToJoiner::Greet { nonce }) => nonce,
        other => panic!("not a greeting: {other:?}"),
    };
    host_refuses(&mut t, "stranger", &hello(1, "guessed"), "online");
    host_refuses(&mut t, "stranger", &hello(1, &token(1)), "online");
    host_refuses(&mut t, "stranger", &hello(1, &turnkeeper::online::fairness::proof(&token(1), "another")), "online");
    host_refuses(&mut t, "stranger", &hello(0, &turnkeeper::online::fairness::proof(&token(0), &nonce)), "online");
    host_refuses(&mut t, "stranger", &hello(7, &turnkeeper::online::fairness::proof(&token(7), &nonce)), "online");
    // A second random part after the start.
    host_refuses(&mut t, &p1, &wire::encode(&FromJoiner::<Lorcana>::Contribute { part: "ab".repeat(32) }), "online");
    // An illegal action, in turn: refused under the game's own rule.
    let illegal = (0..400)
        .flat_map(|s| {
            let (g, _) = turnkeeper::engine::random_game::<Lorcana>(&Default::default(), s, 30);
            g.legal_actions()
        })
        .find(|a| !legal.contains(a))
        .expect("some action is not legal now");
    host_refuses(&mut t, &p1, &act(at, &illegal), "LO-");
    // A watcher may not act.
    let _ = t.host.receive("watcher", &Watcher::<Lorcana>::hello());
    host_refuses(&mut t, "watcher", &act(at, &legal[0]), "online");

    // After all that, the game goes on to its end and verifies.
    t.pump();
    t.play(20_000);
    assert!(matches!(t.verdicts()[0].1, Some(Verdict::Verified { .. })), "{:?}", t.verdicts());
}

#[test]
fn mangled_messages_never_panic_the_host() {
    let mut t = mid_game();
    let mut rng = Rng::new(99);
    let mut refused = 0;
    let good = |t: &Table<Lorcana>| {
        let game = t.host.game().expect("started");
        act(game.actions().len(), &game.state().legal_actions()[0])
    };
    let mut text_ok = good(&t);
    for _ in 0..3_000 {
        let mut bytes = text_ok.clone().into_bytes();
        for _ in 0..1 + rng.below(4) {
            let i = rng.below(bytes.len());
            let pool = b"{}[]\":,0123456789abcxyz \\\x00";
            bytes[i] = pool[rng.below(pool.len())];
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let before = t.host.game().expect("started").state().clone();
        let out = t.host.receive(&peer(1), &text);
        if out.iter().any(|o| matches!(wire::decode::<FromHost<Lorcana>>(&o.text), Ok(ToJoiner::Refused { .. }))) {
            assert!(t.host.game().expect("started").state() == &before, "a refused message changed the game: {text}");
            refused += 1;
            continue;
        }
        // Still a listed action (a mangling that changed nothing, or chose another
        // legal action): it was played. Go on from P2's next decision.
        t.emit(out);
        t.pump();
        while t.host.decider() != Some(1) {
            if !t.step() {
                return;
            }
        }
        text_ok = good(&t);
    }
    assert!(refused > 1_000, "only {refused} mangled messages were refused");
}

#[test]
fn a_page_refuses_bad_messages_from_the_host_and_keeps_its_table() {
    let mut t = mid_game();
    let j = t.joiners.get_mut("p1").expect("P2's page");
    let (at, log) = (j.update().expect("a table").at, j.log().len());
    let v1 = |m: &str| format!(r#"{{"v":1,"m":{m}}}"#);
    let welcome_other = wire::encode(&FromHost::<Lorcana>::Welcome {
        seat: 0,
        game: "lorcana".into(),
        options: Default::default(),
        commitment: "00".repeat(32),
        started: true,
        seats: vec![SeatState::Host, SeatState::Remote { connected: true, computer: false }],
        deck: false,
    });
    let mut update = match wire::decode::<FromHost<Lorcana>>(
        &t.host.rebuild_last_update("p1", t.host.game().expect("started").state()).expect("an update"),
    ) {
        Ok(ToJoiner::Update(u)) => u,
        other => panic!("{other:?}"),
    };
    update.public.log_from = log + 5;
    let gap = wire::encode(&FromHost::<Lorcana>::Update(update));
    let bad = [
        String::new(),
        "nonsense".into(),
        "x".repeat(MAX_MESSAGE_BYTES + 10),
        v1(r#"{"update":{"at":1}}"#),
        v1(r#"{"download":{"url":"http://x"}}"#),
        v1(r#"{"changes":{"view":1}}"#),
        r#"{"v":0,"m":{"said":{"seat":0,"phrase":"oops"}}}"#.to_string(),
        v1(r#"{"said":{"seat":0,"phrase":"<b>hi</b>"}}"#),
        v1(r#"{"watching":{"log_from":0,"log":[],"to_act":null,"seats":[],"last_moves":[],"outcome":null}}"#),
        welcome_other,
        gap,
    ];
    for text in &bad {
        let problems = j.problems().len();
        assert!(j.receive(text).is_err(), "accepted {text:.100}");
        assert_eq!(j.problems().len(), problems + 1);
        assert_eq!(
            (j.update().expect("kept").at, j.log().len(), j.verdict()),
            (at, log, None),
            "{text:.60} changed the page"
        );
    }
    // A fresh page refuses a table before the host's welcome.
    let mut fresh = Joiner::<Lorcana>::new(1, token(1), [1; 32]);
    let table = t.host.rebuild_last_update("p1", t.host.game().expect("started").state()).expect("an update");
    assert!(fresh.receive(&table).is_err());
    assert!(fresh.update().is_none());
    // The page still plays on.
    t.play(20_000);
    assert!(matches!(t.verdicts()[0].1, Some(Verdict::Verified { .. })));
}

#[test]
fn changes_that_do_not_fit_make_the_page_ask_for_the_whole_table_again() {
    let mut t = mid_game();
    let j = t.joiners.get_mut("p1").expect("P2's page");
    let seen = j.update().expect("a table").clone();
    // Changes to a part its table does not have.
    let bad = wire::encode(&FromHost::<Lorcana>::Changes(serde_json::json!([[["view", "nowhere"], 1]])));
    let replies = j.receive(&bad).expect("answered");
    assert_eq!(j.update(), Some(&seen), "the table is as it was");
    assert!(j.problems().last().is_some_and(|p| p.contains("did not fit")), "{:?}", j.problems());
    // Until the whole table comes, more changes are refused.
    let more = wire::encode(&FromHost::<Lorcana>::Changes(serde_json::json!([])));
    assert!(j.receive(&more).is_err());
    // Its answer is a hello: the host sends the whole table again, and play goes on.
    assert!(matches!(wire::decode::<FromJoiner<Lorcana>>(&replies[0]), Ok(ToHost::Hello { seat: 1, .. })));
    let out = t.host.receive("p1", &replies[0]);
    let whole = |o: &turnkeeper::online::Outgoing| {
        o.to == "p1" && matches!(wire::decode::<FromHost<Lorcana>>(&o.text), Ok(ToJoiner::Update(_)))
    };
    assert!(out.iter().any(whole), "the whole table is sent");
    t.emit(out);
    t.pump();
    assert_eq!(t.joiners["p1"].update().map(|u| &u.view), Some(&seen.view));
    t.play(20_000);
    assert!(matches!(t.verdicts()[0].1, Some(Verdict::Verified { .. })), "{:?}", t.verdicts());
}

#[test]
fn a_page_that_drops_and_comes_back_gets_its_table_back() {
    let mut t = mid_game();
    let seen = t.joiners["p1"].update().expect("a table").clone();
    let log = t.joiners["p1"].log().to_vec();
    // The connection breaks.
    let out = t.host.dropped("p1");
    t.net.cut("p1");
    t.joiners.get_mut("p1").expect("page").dropped();
    assert!(out.is_empty(), "no other page to tell");
    assert_eq!(t.host.seat_states()[1], SeatState::Remote { connected: false, computer: false });
    assert_eq!(t.host.waiting_for_dropped(), Some(1), "the host's page says the game waits for a dropped person");
    // The page reloads: a new page with the same link, under a new connection.
    let mut back = Joiner::<Lorcana>::new(1, token(1), [9; 32]);
    let greeting = t.host.greet("p1-again");
    let hello = back.receive(&greeting.text).expect("a greeting").remove(0);
    for o in t.host.receive("p1-again", &hello) {
        t.check(&o);
        for r in back.receive(&o.text).expect("the host's answers are accepted") {
            let _ = t.host.receive("p1-again", &r);
        }
    }
    let again = back.update().expect("the table is back");
    assert_eq!(again.view, seen.view, "the same view");
    assert_eq!(again.legal, seen.legal, "the same choices");
    assert_eq!(back.log(), &log[..], "the whole log");
    assert_eq!(t.host.seat_states()[1], SeatState::Remote { connected: true, computer: false });
    assert_eq!(t.host.waiting_for_dropped(), None);
    // It plays on to the end as p1 and verifies what it saw since it came back.
    t.host.dropped("p1-again");
    t.joiners.insert("p1".into(), back);
    let greeting = t.host.greet("p1");
    t.emit(vec![greeting]);
    t.play(20_000);
    assert!(matches!(t.verdicts()[0].1, Some(Verdict::Verified { .. })), "{:?}", t.verdicts());
}

#[test]
fn a_watcher_sees_the_public_table_only() {
    use std::cell::RefCell;
    use std::rc::Rc;
    let mut t = mid_game();
    let caught: Rc<RefCell<Vec<String>>> = Rc::default();
    let c = caught.clone();
    t.tamper = Some(Box::new(move |to: &str, text: &mut String| {
        if to == "watcher" {
            c.borrow_mut().push(text.clone());
        }
    }));
    let mut w = Watcher::<Lorcana>::default();
    let out = t.host.receive("watcher", &Watcher::<Lorcana>::hello());
    assert_eq!(out.len(), 1);
    t.emit(out);
    for _ in 0..6 {
        t.step();
    }
    let caught = caught.borrow().clone();
    assert!(caught.len() >= 2, "the watcher is sent every change");
    assert!(caught[1..].iter().all(|t| t.starts_with(r#"{"m":{"changes""#)), "after the first table, only changes");
    for text in &caught {
        assert!(!text.contains("\"legal\""), "a watcher gets no seat's choices: {text:.200}");
        w.receive(text).expect("the public table");
        assert!(w.view().is_some_and(|v| v.seats.iter().all(|s| s.hand.is_none())), "no hand is shown to a watcher");
    }
    let game = t.host.game().expect("started");
    // Exactly the public table, which is the same in every state a seat cannot tell apart
    // from the host's (tests/conformance.rs checks public_view for that).
    assert_eq!(w.view(), Some(&game.state().public_view(0)), "the watcher's table is the public view");
    let host_log: Vec<String> = game.lines().iter().map(|l| l.text.to_string()).collect();
    let seen: Vec<String> = w.log().iter().map(|l| l.text.clone()).collect();
    assert_eq!(seen, host_log, "the watcher has the public log");
    assert_eq!(w.public().expect("a table").to_act, game.state().to_act());
    // A watcher is refused a seat's message.
    let update = t.host.rebuild_last_update("p1", game.state()).expect("an update");
    assert!(w.receive(&update).is_err());
    let _ = ToHost::<Action>::Watch {};
}
