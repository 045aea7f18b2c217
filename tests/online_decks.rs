//! Decks chosen on each person's own device (issue 30 point 7, issue 31 point 7): the
//! host waits for a remote seat's deck, checks it with the game's deck rules (LO-1.10
//! for Lorcana) and refuses an illegal or malformed one with the rule and words, the
//! game not started and the page free to choose again; no page is sent another seat's
//! list before the end, whose reveal carries the whole options for the replay.

mod online_support;

use std::cell::RefCell;
use std::rc::Rc;

use online_support::{kinds, secret, Table, Tamper};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::cards::premade;
use turnkeeper::games::lorcana::{DeckSpec, Lorcana, LorcanaOptions};
use turnkeeper::online::host::{masked, FromHost};
use turnkeeper::online::memory::HOST;
use turnkeeper::online::wire;
use turnkeeper::online::{ToJoiner, Verdict, MAX_MESSAGE_BYTES};

/// A premade deck's list.
fn list(id: &str) -> Vec<String> {
    premade(id).expect("a premade deck").list()
}

/// Lorcana, P1 at the host's device, P2 on another device choosing its deck there.
fn p2_chooses(tamper: Option<Tamper>) -> Table<Lorcana> {
    Table::choosing_decks(LorcanaOptions::default(), kinds(2, &[1], false), secret(5), 9, tamper, &[false, true])
}

/// Every message the host sends, by page, as sent.
type Seen = Rc<RefCell<Vec<(String, String)>>>;

fn recorder() -> (Seen, Tamper) {
    let seen: Seen = Rc::default();
    let s = seen.clone();
    (seen, Box::new(move |to: &str, text: &mut String| s.borrow_mut().push((to.to_string(), text.clone()))))
}

/// P2's page sends `cards` as its deck.
fn send_deck(t: &mut Table<Lorcana>, cards: Vec<String>) {
    let text = t.joiners.get_mut("p1").expect("P2's page").choose_deck(cards, None).expect("a deck is asked for");
    t.net.send("p1", HOST, text);
    t.pump();
}

/// The host refuses `text` from `from` under a rule starting `rule`: one answer, to
/// that page, and the game still not started with the options as they were.
fn refused(t: &mut Table<Lorcana>, from: &str, text: &str, rule: &str) -> String {
    let before = t.host.options().clone();
    let out = t.host.receive(from, text);
    assert_eq!(out.len(), 1, "one answer to {text:.100}");
    assert_eq!(out[0].to, from);
    let words = match wire::decode::<FromHost<Lorcana>>(&out[0].text) {
        Ok(ToJoiner::Refused { rule: r, words }) => {
            assert!(r.as_str().starts_with(rule), "{text:.100}: refused under {r}, not {rule}: {words}");
            words
        }
        other => panic!("{text:.100}: not refused: {other:?}"),
    };
    assert!(t.host.game().is_none(), "{text:.100}: the game started");
    assert_eq!(t.host.options(), &before, "{text:.100} changed the options");
    words
}

#[test]
fn a_deck_chosen_on_the_joiners_device_is_taken_and_played() {
    let mut t = p2_chooses(None);
    assert!(t.host.game().is_none(), "the game waits for P2's deck");
    assert!(t.joiners["p1"].wants_deck(), "P2's page is asked for its deck");
    assert_eq!(t.host.decks_wanted(), &[false, true]);
    send_deck(&mut t, list("C"));
    let game = t.host.game().expect("the deck came: the game starts");
    assert_eq!(Lorcana::seat_deck(game.options(), 1), Some(list("C")), "P2 plays the deck it chose");
    assert_eq!(Lorcana::seat_deck(game.options(), 0), Some(list("A")), "P1 keeps the host's deck");
    assert!(!t.joiners["p1"].wants_deck() && !t.joiners["p1"].deck_sent(), "the page knows its deck is in");
    assert!(t.joiners["p1"].update().is_some(), "P2's page has its table");
    t.play(5_000);
    for (seat, verdict) in t.verdicts() {
        assert!(matches!(verdict, Some(Verdict::Verified { .. })), "P{}: {verdict:?}", seat + 1);
    }
    let replayed = t.joiners["p1"].revealed().expect("the replay");
    assert_eq!(Lorcana::seat_deck(replayed.options(), 0), Some(list("A")), "the end reveals P1's deck");
}

#[test]
fn an_illegal_deck_is_refused_with_its_rule_and_the_page_chooses_again() {
    let mut t = p2_chooses(None);
    let mut short = list("C");
    short.pop();
    for bad in [short, list("C").into_iter().chain(list("D")).collect::<Vec<_>>(), vec!["no-such-card".to_string()]] {
        send_deck(&mut t, bad.clone());
        assert!(t.host.game().is_none(), "{} cards: the game did not start", bad.len());
        let j = &t.joiners["p1"];
        let e = j.refusal().expect("the page is told why");
        assert!(e.rule.as_str().starts_with("LO-1.10"), "{} cards: refused under {}: {}", bad.len(), e.rule, e.message);
        assert!(e.message.starts_with("this deck cannot be played: "), "{}", e.message);
        assert!(j.wants_deck(), "the page may choose again");
    }
    send_deck(&mut t, list("D"));
    assert_eq!(Lorcana::seat_deck(t.host.game().expect("started").options(), 1), Some(list("D")));
}

#[test]
fn malformed_and_out_of_place_decks_are_refused() {
    let mut t = p2_chooses(None);
    let v1 = |m: &str| format!(r#"{{"v":1,"m":{{"deck":{m}}}}}"#);
    for bad in [
        v1(r#"{"cards":7}"#),
        v1(r#"{"cards":[1,2,3]}"#),
        v1(r#"{"cards":null}"#),
        v1(r#"{}"#),
        v1(r#"{"cards":["A01"],"format":7}"#),
        v1(r#""cards""#),
        v1(&format!(r#"{{"cards":["{}"]}}"#, "x".repeat(MAX_MESSAGE_BYTES))),
    ] {
        refused(&mut t, "p1", &bad, "online");
    }
    // A format the deck rules do not know is refused by them.
    let draft = v1(&format!(r#"{{"cards":{},"format":"draft"}}"#, serde_json::to_string(&list("C")).unwrap()));
    let words = refused(&mut t, "p1", &draft, "protocol");
    assert!(words.contains("draft"), "{words}");
    let deck = wire::encode(&turnkeeper::online::host::FromJoiner::<Lorcana>::Deck { cards: list("C"), format: None });
    // A page that holds no seat brings no deck.
    refused(&mut t, "stranger", &deck, "online");
    // Taken once: the next is refused, and the game plays the first.
    send_deck(&mut t, list("C"));
    let words = refused_after_start(&mut t, &deck);
    assert!(words.contains("no deck is chosen now"), "{words}");
    // A seat whose deck the host chose is never asked for one.
    let mut fixed = Table::<Lorcana>::new(LorcanaOptions::default(), kinds(2, &[1], false), secret(6), 4);
    assert!(!fixed.joiners["p1"].wants_deck());
    assert!(fixed.joiners.get_mut("p1").unwrap().choose_deck(list("C"), None).is_err(), "the page sends none");
    let out = fixed.host.receive("p1", &deck);
    assert!(out[0].text.contains("refused"), "{}", out[0].text);
    assert_eq!(Lorcana::seat_deck(fixed.host.options(), 1), Some(list("B")));
}

/// The host refuses `text` from P2's page once the game has started, and the game is
/// as it was.
fn refused_after_start(t: &mut Table<Lorcana>, text: &str) -> String {
    let at = t.host.game().expect("started").actions().len();
    let out = t.host.receive("p1", text);
    let Ok(ToJoiner::Refused { rule, words }) = wire::decode::<FromHost<Lorcana>>(&out[0].text) else {
        panic!("not refused: {out:?}")
    };
    assert_eq!(rule.as_str(), "online");
    assert_eq!(t.host.game().expect("started").actions().len(), at);
    assert_eq!(Lorcana::seat_deck(t.host.options(), 1), Some(list("C")));
    words
}

/// No page is sent another seat's list (nor its premade's name) before the end: its
/// welcome's options hold an empty list for every other seat.
fn assert_hidden(seen: &Seen, page: &str, seat: usize, other: &[String]) {
    let other_json = serde_json::to_string(other).expect("a list");
    let mut welcomes = 0;
    for (to, text) in seen.borrow().iter().filter(|(to, _)| to == page) {
        let message = wire::decode::<FromHost<Lorcana>>(text).expect("the host's message");
        if let ToJoiner::Reveal { options, .. } = &message {
            let o = options.as_ref().expect("the reveal carries the options");
            assert_eq!(Lorcana::seat_deck(o, 1 - seat).as_deref(), Some(other), "the end reveals the other deck");
            break;
        }
        assert!(!text.contains(&other_json), "{to} was sent the other seat's list before the end");
        if let ToJoiner::Welcome { options, .. } = message {
            welcomes += 1;
            let decks = [&options.p1_deck, &options.p2_deck];
            assert_eq!(decks[1 - seat], &DeckSpec::List(Vec::new()), "{to}'s welcome shows the other deck");
        }
    }
    assert!(welcomes > 0, "{page} was welcomed");
}

#[test]
fn no_page_sees_the_other_seats_list_before_the_end() {
    // Both seats on other devices, each choosing its own deck.
    let (seen, tamper) = recorder();
    let mut t = Table::<Lorcana>::choosing_decks(
        LorcanaOptions::default(),
        kinds(2, &[0, 1], true),
        secret(7),
        3,
        Some(tamper),
        &[true, true],
    );
    for (page, id) in [("p0", "E"), ("p1", "F")] {
        let text = t.joiners.get_mut(page).unwrap().choose_deck(list(id), None).expect("asked");
        t.net.send(page, HOST, text);
        t.pump();
    }
    t.play(5_000);
    assert_hidden(&seen, "p0", 0, &list("F"));
    assert_hidden(&seen, "p1", 1, &list("E"));
    assert!(t.verdicts().iter().all(|(_, v)| matches!(v, Some(Verdict::Verified { .. }))), "{:?}", t.verdicts());

    // The host choosing both decks, as before: P2 is not told P1's.
    let (seen, tamper) = recorder();
    let options = LorcanaOptions { p1_deck: DeckSpec::Premade("G".into()), p2_deck: DeckSpec::Premade("H".into()) };
    let mut t = Table::<Lorcana>::with_tamper(options.clone(), kinds(2, &[1], false), secret(8), 5, Some(tamper));
    t.play(5_000);
    assert_hidden(&seen, "p1", 1, &list("G"));
    assert_eq!(masked::<Lorcana>(&options, 1, 2).p2_deck, DeckSpec::Premade("H".into()), "its own deck is kept");
}

#[test]
fn a_reveal_with_another_deck_than_the_one_sent_is_not_verified() {
    // The host swaps P2's deck in its reveal: P2's page sees it is not the one it sent.
    let tamper: Tamper = Box::new(|_, text| {
        if let Ok(ToJoiner::Reveal { secret, parts, actions, options: Some(mut o) }) =
            wire::decode::<FromHost<Lorcana>>(text)
        {
            o.p2_deck = DeckSpec::List(list("D"));
            *text = wire::encode(&FromHost::<Lorcana>::Reveal { secret, parts, actions, options: Some(o) });
        }
    });
    let mut t = p2_chooses(Some(tamper));
    send_deck(&mut t, list("C"));
    t.play(5_000);
    match t.joiners["p1"].verdict() {
        Some(Verdict::Failed(what)) => {
            assert!(what[0].contains("not the ones this page was welcomed with"), "{what:?}")
        }
        other => panic!("{other:?}"),
    }
}

/// Altered and Nexus (issue 31 point 7) take the same path: P2's page brings P1's
/// default deck as a list, the host checks it with that game's deck rules (AL-1.1,
/// NX-2.3), and the game plays to a verified end with it.
fn chosen_and_played<G: Game>() {
    let options = G::Options::default();
    let cards = G::seat_deck(&options, 0).expect("a game with decks");
    let mut t = Table::<G>::choosing_decks(options, kinds(2, &[1], false), secret(9), 11, None, &[false, true]);
    assert!(t.host.game().is_none() && t.joiners["p1"].wants_deck(), "{}: the game waits for P2's deck", G::ID);
    let text = t.joiners.get_mut("p1").unwrap().choose_deck(cards.clone(), None).expect("asked");
    t.net.send("p1", HOST, text);
    t.pump();
    let game =
        t.host.game().unwrap_or_else(|| panic!("{}: the deck was refused: {:?}", G::ID, t.joiners["p1"].refusal()));
    assert_eq!(G::seat_deck(game.options(), 1), Some(cards), "{}: P2 plays the deck it chose", G::ID);
    t.play(20_000);
    for (seat, verdict) in t.verdicts() {
        assert!(matches!(verdict, Some(Verdict::Verified { .. })), "{} P{}: {verdict:?}", G::ID, seat + 1);
    }
}

#[test]
fn altered_and_nexus_decks_come_the_same_way() {
    chosen_and_played::<turnkeeper::games::altered::Altered>();
    chosen_and_played::<turnkeeper::games::nexus::Nexus>();
}
