//! One seat, one device (issue 34 point 14): an invite link opened on a second device
//! while the first holds the seat is told the seat is taken and given nothing; the seat
//! moves only when that device asks on purpose, and then the first device is told it
//! was replaced (it plays no more) and the host's page says the seat moved. The same
//! device coming back (a reload, a new connection) and a device whose seat was left
//! empty join as before, asking nothing.

mod online_support;

use std::cell::RefCell;
use std::rc::Rc;

use online_support::{device, kinds, peer, secret, token, Table};
use turnkeeper::engine::prelude::*;
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::online::host::{FromHost, FromJoiner};
use turnkeeper::online::joiner::{Elsewhere, Watcher};
use turnkeeper::online::memory::HOST;
use turnkeeper::online::wire::{self, SeatState};
use turnkeeper::online::{fairness, Joiner, ToJoiner, Verdict};

/// A Lorcana game with P2 remote (page `p1`), played until P2 decides with a choice.
fn mid_game() -> Table<Lorcana> {
    let mut t = Table::<Lorcana>::new(Default::default(), kinds(2, &[1], false), secret(5), 33);
    while !(t.host.decider() == Some(1) && t.joiners["p1"].update().is_some_and(|u| u.legal.len() > 1)) {
        assert!(t.step(), "the game ended before P2 had a choice");
    }
    t
}

/// Every message the host sends from now on, as (page, kind).
fn record(t: &mut Table<Lorcana>) -> Rc<RefCell<Vec<(String, String)>>> {
    let got: Rc<RefCell<Vec<(String, String)>>> = Rc::default();
    let g = got.clone();
    t.tamper = Some(Box::new(move |to: &str, text: &mut String| {
        let kind = text.strip_prefix(r#"{"m":{""#).and_then(|k| k.split('"').next()).unwrap_or("?");
        g.borrow_mut().push((to.to_string(), kind.to_string()));
    }));
    got
}

/// A page of P2's link on another device.
fn second_device() -> Joiner<Lorcana> {
    Joiner::new(1, token(1), [77; 32]).on_device("device-b")
}

/// Page `page` connects: the host greets it, it says hello, and the answers go round.
fn arrive(t: &mut Table<Lorcana>, page: &str, j: Joiner<Lorcana>) {
    t.joiners.insert(page.to_string(), j);
    let greeting = t.host.greet(page);
    t.emit(vec![greeting]);
    t.pump();
}

/// The host refuses `text` from `page`, and the game is as it was.
fn refused(t: &mut Table<Lorcana>, page: &str, text: &str) -> String {
    let game = t.host.game().expect("started");
    let (before, at) = (game.state().clone(), game.actions().len());
    let out = t.host.receive(page, text);
    let words = match out.as_slice() {
        [o] if o.to == page => match wire::decode::<FromHost<Lorcana>>(&o.text) {
            Ok(ToJoiner::Refused { words, .. }) => words,
            other => panic!("{text:.80}: not refused: {other:?}"),
        },
        other => panic!("{text:.80}: not one answer to {page}: {other:?}"),
    };
    let game = t.host.game().expect("started");
    assert!(game.state() == &before && game.actions().len() == at, "{text:.80} changed the game");
    words
}

/// P2's action now, as its page would send it from `at`.
fn act_now(t: &Table<Lorcana>) -> String {
    let game = t.host.game().expect("started");
    let action = game.state().legal_actions()[0];
    wire::encode(&FromJoiner::<Lorcana>::Act { at: game.actions().len(), action })
}

fn connected() -> SeatState {
    SeatState::Remote { connected: true, computer: false }
}

#[test]
fn a_second_device_is_told_the_seat_is_taken_and_the_first_plays_on() {
    let mut t = mid_game();
    let seen = t.joiners["p1"].update().expect("P2's table").clone();
    let got = record(&mut t);
    arrive(&mut t, "p1-b", second_device());

    let b = &t.joiners["p1-b"];
    assert_eq!(b.elsewhere(), Some(Elsewhere::Taken), "the second device is told the seat is taken");
    assert!(b.update().is_none() && !b.connected(), "and is given nothing of the seat");
    assert_eq!(
        *got.borrow(),
        [("p1-b".to_string(), "greet".to_string()), ("p1-b".to_string(), "taken".to_string())],
        "only the second device heard of it: the first was sent nothing"
    );
    let a = &t.joiners["p1"];
    assert_eq!((a.elsewhere(), a.update()), (None, Some(&seen)), "the first device keeps its table");
    assert_eq!(t.host.seat_states()[1], connected());
    assert_eq!(t.host.moved(), None, "no seat moved");
    // The second device may not play the seat.
    let text = act_now(&t);
    assert!(refused(&mut t, "p1-b", &text).contains("hello"));
    // The first device plays on to the end, and its check passes.
    t.tamper = None;
    t.play(20_000);
    assert!(matches!(t.joiners["p1"].verdict(), Some(Verdict::Verified { .. })), "{:?}", t.joiners["p1"].verdict());
    assert!(t.joiners["p1-b"].update().is_none(), "the second device was never sent a table");
}

/// The seat taken over on purpose by the second device, page `p1-b`.
fn moved_to_second_device() -> Table<Lorcana> {
    let mut t = mid_game();
    arrive(&mut t, "p1-b", second_device());
    let take = t.joiners["p1-b"].take_over();
    t.net.send("p1-b", HOST, take);
    t.pump();
    t
}

#[test]
fn taking_the_seat_over_on_purpose_moves_it_and_the_first_device_and_the_host_say_so() {
    let mut t = mid_game();
    let seen = t.joiners["p1"].update().expect("P2's table").clone();
    arrive(&mut t, "p1-b", second_device());
    let got = record(&mut t);
    let take = t.joiners["p1-b"].take_over();
    t.net.send("p1-b", HOST, take);
    t.pump();

    let a = &t.joiners["p1"];
    assert_eq!(a.elsewhere(), Some(Elsewhere::Replaced), "the first device is told it was replaced");
    assert!(got.borrow().contains(&("p1".to_string(), "replaced".to_string())), "{:?}", got.borrow());
    assert!(!a.decides() && a.update().is_some_and(|u| u.legal.is_empty()), "it has nothing left to decide");
    let refusal = a.act(&seen.legal[0].action).expect_err("it plays no more");
    assert!(refusal.message.contains("another device"), "{refusal}");
    let b = &t.joiners["p1-b"];
    assert_eq!(b.elsewhere(), None);
    assert_eq!(b.update().map(|u| (&u.view, &u.legal)), Some((&seen.view, &seen.legal)), "the table moved whole");
    assert_eq!(t.host.moved(), Some((1, 1)), "the host's page is told P2 moved");
    assert_eq!(t.host.seat_states()[1], connected());
    // What the first device still sends is refused and changes nothing.
    let text = act_now(&t);
    refused(&mut t, "p1", &text);
    // The game goes on from the second device to the end, and its check passes.
    t.tamper = None;
    t.play(20_000);
    assert!(matches!(t.joiners["p1-b"].verdict(), Some(Verdict::Verified { .. })));
    assert!(t.joiners["p1"].verdict().is_none(), "the replaced device is sent nothing more");
}

#[test]
fn the_first_device_takes_the_seat_back_the_same_way() {
    let mut t = moved_to_second_device();
    // Without asking, it is told the seat is taken, like any other device.
    let hello = t.joiners["p1"].hello();
    t.net.send("p1", HOST, hello);
    t.pump();
    assert_eq!(t.joiners["p1"].elsewhere(), Some(Elsewhere::Taken));
    assert_eq!(t.joiners["p1-b"].elsewhere(), None, "asking nothing takes nothing");
    let take = t.joiners["p1"].take_over();
    t.net.send("p1", HOST, take);
    t.pump();
    assert_eq!(t.joiners["p1"].elsewhere(), None);
    assert!(t.joiners["p1"].decides(), "it decides again");
    assert_eq!(t.joiners["p1-b"].elsewhere(), Some(Elsewhere::Replaced));
    assert_eq!(t.host.moved(), Some((1, 2)));
    t.play(20_000);
    assert!(matches!(t.joiners["p1"].verdict(), Some(Verdict::Verified { .. })));
}

#[test]
fn the_same_device_coming_back_gets_its_seat_at_once() {
    let mut t = mid_game();
    let seen = t.joiners["p1"].update().expect("P2's table").clone();
    let got = record(&mut t);
    // A reload: a new page of the same device, before the old connection is reported gone.
    let again = Joiner::<Lorcana>::new(1, token(1), [9; 32]).on_device(device(1));
    let old = t.joiners.remove("p1").expect("P2's page");
    arrive(&mut t, "p1-again", again);
    let back = &t.joiners["p1-again"];
    assert_eq!(back.elsewhere(), None, "its own device is not told the seat is taken");
    assert_eq!(back.update().map(|u| &u.view), Some(&seen.view), "it gets its table back");
    assert!(got.borrow().iter().all(|(to, _)| to != "p1"), "nothing is sent to the page it was");
    assert_eq!(t.host.moved(), None, "a reload is no move");
    t.tamper = None;
    t.play(20_000);
    assert!(matches!(t.joiners["p1-again"].verdict(), Some(Verdict::Verified { .. })));
    drop(old);
}

#[test]
fn a_seat_whose_device_left_is_joined_from_another_without_asking() {
    let mut t = mid_game();
    let _ = t.host.dropped("p1");
    t.net.cut("p1");
    // That page is gone (closed, or its browser died).
    t.joiners.remove("p1").expect("P2's page");
    assert_eq!(t.host.seat_states()[1], SeatState::Remote { connected: false, computer: false });
    arrive(&mut t, "p1-b", second_device());
    let b = &t.joiners["p1-b"];
    assert_eq!(b.elsewhere(), None, "a seat left empty is free");
    assert!(b.decides(), "the second device plays it");
    assert_eq!(t.host.seat_states()[1], connected());
    assert_eq!(t.host.moved(), None, "no device was replaced");
    t.play(20_000);
    assert!(matches!(t.joiners["p1-b"].verdict(), Some(Verdict::Verified { .. })));
}

#[test]
fn taking_over_still_needs_the_link_and_pages_refuse_notices_not_theirs() {
    let mut t = mid_game();
    // A take-over without the link's token is refused; the seat stays where it is.
    let nonce = match wire::decode::<FromHost<Lorcana>>(&t.host.greet("stranger").text) {
        Ok(ToJoiner::Greet { nonce }) => nonce,
        other => panic!("not a greeting: {other:?}"),
    };
    for proof in ["guessed".to_string(), fairness::proof(&token(0), &nonce)] {
        let hello = FromJoiner::<Lorcana>::Hello { seat: 1, proof, device: Some("x".into()), take: true };
        refused(&mut t, "stranger", &wire::encode(&hello));
    }
    assert_eq!(t.joiners["p1"].elsewhere(), None);
    assert_eq!(t.host.moved(), None);
    // A page refuses a notice for another seat, and "replaced" for a seat it never held.
    let a = t.joiners.get_mut("p1").expect("P2's page");
    let at = a.update().expect("a table").at;
    for text in [
        wire::encode(&FromHost::<Lorcana>::Taken { seat: 0 }),
        wire::encode(&FromHost::<Lorcana>::Replaced { seat: 0 }),
        r#"{"v":1,"m":{"replaced":{"seat":"P2"}}}"#.to_string(),
        r#"{"v":1,"m":{"taken":{"seat":1,"by":"someone"}}}"#.to_string(),
    ] {
        assert!(a.receive(&text).is_err(), "accepted {text}");
        assert_eq!((a.elsewhere(), a.update().map(|u| u.at)), (None, Some(at)), "{text} changed the page");
    }
    let mut fresh = Joiner::<Lorcana>::new(1, token(1), [3; 32]);
    assert!(fresh.receive(&wire::encode(&FromHost::<Lorcana>::Replaced { seat: 1 })).is_err());
    assert_eq!(fresh.elsewhere(), None);
    let mut w = Watcher::<Lorcana>::default();
    assert!(w.receive(&wire::encode(&FromHost::<Lorcana>::Taken { seat: 1 })).is_err(), "a watcher holds no seat");
    let _ = peer(1);
}
