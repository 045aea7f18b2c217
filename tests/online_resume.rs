#![cfg(feature = "web")]
//! A host that closes its page and opens the game again (issue 34 point 17): the host's
//! page is the referee, so its friends' pages wait; what it keeps in its browser after
//! each move (the autosave: the match, the room, each seat's token, the secret and the
//! parts of the fair shuffles, each seat's device) is enough to open the same room
//! again. The pages that waited reconnect over the in-memory network
//! (`online::memory`, as `tests/online_support` plays), each on its own device gets its
//! seat and its table back as it was, and the game goes on to a verified end. Another
//! device with a seat's link is told the seat is taken, as it was before the host left,
//! and takes it only on purpose.

use std::collections::BTreeMap;
use std::rc::Rc;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{RandomBot, Seat};
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};
use turnkeeper::online::joiner::Elsewhere;
use turnkeeper::online::memory::{Memory, HOST};
use turnkeeper::online::wire::SeatState;
use turnkeeper::online::{Joiner, Verdict};
use turnkeeper::ui::online::{HostMsg, OnlineConfig};
use turnkeeper::ui::{SeatKind, Session, SessionMsg, StartConfig};
use yew::Reducible;

type G = TashKalar;

/// The host's page (its session, as the page holds it) and the pages of the remote
/// seats, joined by the in-memory network.
struct Room {
    s: Rc<Session<G>>,
    pages: BTreeMap<String, Joiner<G>>,
    net: Memory,
    bot: RandomBot,
}

fn device(seat: Seat) -> String {
    format!("device-{seat}")
}

impl Room {
    /// A Battle of three: P1 at the host's device, P2 and P3 on two others.
    fn new(serverless: bool) -> Self {
        let seats = vec![SeatKind::Human, SeatKind::Remote, SeatKind::Remote];
        let options = TkOptions { mode: Mode::Battle, ..Default::default() };
        let config = StartConfig {
            game: "tash-kalar".into(),
            online: Some(OnlineConfig::fresh(&seats, serverless, false).expect("random bytes")),
            seats,
            seed: 0,
            options: serde_json::to_value(options).expect("options serialize"),
            resume: None,
            replay: false,
        };
        let s = Rc::new(Session::<G>::start(&config).expect("the host's page starts"));
        let mut room = Self { s, pages: BTreeMap::new(), net: Memory::new(), bot: RandomBot::new(11) };
        for seat in [1, 2] {
            let j = Joiner::new(seat, room.token(seat), [seat as u8 + 60; 32]).on_device(device(seat));
            room.connect(&format!("p{seat}"), j);
        }
        room
    }

    fn token(&self, seat: Seat) -> String {
        self.s.online.as_ref().expect("online").config.tokens[seat].clone().expect("a remote seat")
    }

    fn dispatch(&mut self, msg: HostMsg<G>) {
        self.s = self.s.clone().reduce(SessionMsg::Online(msg));
        self.pump();
    }

    /// Page `page` connects to the host's page: the host greets it, it says hello.
    fn connect(&mut self, page: &str, j: Joiner<G>) {
        self.pages.insert(page.to_string(), j);
        self.dispatch(HostMsg::Open(page.to_string()));
    }

    /// Sends what the host's page queued and delivers everything in flight, with the
    /// answers, until nothing is left.
    fn pump(&mut self) {
        loop {
            let out: Vec<_> = self.s.online.as_ref().expect("online").outbox.borrow_mut().drain(..).collect();
            for o in out {
                self.net.send(HOST, &o.to, o.text);
            }
            let Some(p) = self.net.deliver() else { return };
            if p.to == HOST {
                self.s = self.s.clone().reduce(SessionMsg::Online(HostMsg::Text(p.from, p.text)));
            } else if let Some(j) = self.pages.get_mut(&p.to) {
                let replies = j.receive(&p.text).unwrap_or_else(|e| panic!("{} refused {}: {e}", p.to, p.text));
                for r in replies {
                    self.net.send(&p.to, HOST, r);
                }
            }
        }
    }

    /// One decision by whoever decides: the person at the host's device, or the page
    /// that plays the seat. `false` once the game is over.
    fn step(&mut self) -> bool {
        let state = self.s.m.state().clone();
        if state.outcome().is_some() {
            return false;
        }
        let seat = self.s.decider().expect("someone decides");
        if self.s.human_to_act().is_some() {
            let legal = state.legal_actions();
            let i = self.bot.pick(&state, &legal).expect("a legal action");
            self.s = self.s.clone().reduce(SessionMsg::Act(legal[i]));
            self.pump();
        } else {
            let (p, j) = self.pages.iter().find(|(_, j)| j.seat() == seat && j.decides()).expect("its page decides");
            let legal: Vec<_> = j.update().expect("its table").legal.iter().map(|c| c.action).collect();
            let i = self.bot.pick(&state, &legal).expect("a legal action");
            let text = j.act(&legal[i]).expect("it decides");
            self.net.send(&p.clone(), HOST, text);
            self.pump();
        }
        assert!(self.s.error.is_none(), "refused: {:?}", self.s.error);
        true
    }

    /// The host closes its page: what its autosave kept, as the browser's storage
    /// holds it (JSON text). Every page's connection to it is gone.
    fn close_host(&mut self) -> String {
        let kept = serde_json::to_string(&self.s.to_keep().expect("kept")).expect("JSON");
        for (p, j) in self.pages.iter_mut() {
            self.net.cut(p);
            j.dropped();
        }
        kept
    }

    /// The host opens the game again from what it kept: a new page, the same room.
    fn reopen(&mut self, kept: &str) {
        let config: StartConfig = serde_json::from_str(kept).expect("the record reads back");
        self.s = Rc::new(Session::<G>::start(&config).expect("the game resumes"));
    }

    /// A waiting page reconnects: a new connection (a new name in the room), the same page.
    fn reconnect(&mut self, from: &str, to: &str) {
        let j = self.pages.remove(from).expect("that page");
        self.connect(to, j);
    }
}

#[test]
fn a_host_that_closes_its_page_and_opens_the_game_again_gives_every_seat_back_to_its_device() {
    let mut room = Room::new(false);
    assert!(!room.s.online.as_ref().expect("online").waiting(), "both pages joined: the game started");
    for _ in 0..80 {
        assert!(room.step(), "the game went on");
    }
    let at = room.s.m.actions().len();
    let seen: Vec<_> = [1, 2].map(|s| room.pages[&format!("p{s}")].update().expect("a table").clone()).into();
    let kept = room.close_host();

    // What was kept names the room, the tokens, the secret, the parts and the devices.
    let record: StartConfig = serde_json::from_str(&kept).expect("reads");
    let online = record.online.clone().expect("an online game");
    assert_eq!(online.devices, vec![None, Some(device(1)), Some(device(2))], "each seat's device is kept");
    assert!(online.parts.iter().skip(1).all(Option::is_some), "the parts of the fair shuffles are kept");
    assert_eq!(record.resume.as_ref().map(|s| s.log.len()), Some(at), "the match as it stands is kept");
    let words = online.resume_words("Tash-Kalar", at);
    assert_eq!(
        words,
        format!(
            "Resume the game you host: Tash-Kalar, move {at}, with P2, P3 on another device: their pages reconnect \
             when you open it"
        )
    );

    room.reopen(&kept);
    assert_eq!(room.s.m.actions().len(), at, "the same match, where it stood");
    // A page of P2's link on a device that never held the seat comes first: the seat
    // waits for its own device.
    let stranger = Joiner::<G>::new(1, room.token(1), [9; 32]).on_device("device-x");
    room.connect("stranger", stranger);
    let x = &room.pages["stranger"];
    assert_eq!(x.elsewhere(), Some(Elsewhere::Taken), "another device is told P2 is taken");
    assert!(x.update().is_none(), "and is shown nothing of the seat");
    // The pages that waited reconnect (the same devices, new connections).
    room.reconnect("p1", "p1-again");
    room.reconnect("p2", "p2-again");
    for (seat, page) in [(1, "p1-again"), (2, "p2-again")] {
        let j = &room.pages[page];
        assert_eq!(j.elsewhere(), None, "P{} gets its seat back", seat + 1);
        let u = j.update().expect("its table again");
        let before = &seen[seat - 1];
        assert_eq!((u.at, &u.view, &u.legal), (before.at, &before.view, &before.legal), "P{}'s table", seat + 1);
        assert_eq!(room.s.online.as_ref().expect("online").host.seat_states()[seat], connected());
    }
    assert_eq!(room.s.online.as_ref().expect("online").host.moved(), None, "no seat moved");
    // The game goes on to the end, and every page's check passes.
    let mut n = 0;
    while room.step() {
        n += 1;
        assert!(n < 20_000, "no end");
    }
    for page in ["p1-again", "p2-again"] {
        let v = room.pages[page].verdict();
        assert!(matches!(v, Some(Verdict::Verified { tables }) if *tables > 0), "{page}: {v:?}");
    }
    assert!(room.pages["stranger"].update().is_none(), "the other device was never sent a table");
}

fn connected() -> SeatState {
    SeatState::Remote { connected: true, computer: false }
}

#[test]
fn after_the_host_reopens_another_device_takes_a_seat_whose_device_is_gone_only_on_purpose() {
    let mut room = Room::new(false);
    for _ in 0..30 {
        room.step();
    }
    let kept = room.close_host();
    room.reopen(&kept);
    room.pages.remove("p1").expect("P2's first device is gone for good");
    room.connect("stranger", Joiner::<G>::new(1, room.token(1), [9; 32]).on_device("device-x"));
    assert_eq!(room.pages["stranger"].elsewhere(), Some(Elsewhere::Taken));
    let take = room.pages["stranger"].take_over();
    room.net.send("stranger", HOST, take);
    room.pump();
    let x = &room.pages["stranger"];
    assert_eq!(x.elsewhere(), None, "taken over on purpose");
    assert!(x.update().is_some(), "it is shown P2's table");
    assert_eq!(room.s.online.as_ref().expect("online").host.moved(), Some((1, 1)), "the host's page says P2 moved");
    // The device it took the seat from is told it is taken if it comes back.
    room.reconnect("p2", "p2-again");
    let back = Joiner::<G>::new(1, room.token(1), [61; 32]).on_device(device(1));
    room.connect("p1-back", back);
    assert_eq!(room.pages["p1-back"].elsewhere(), Some(Elsewhere::Taken));
    let kept = room.close_host();
    let record: StartConfig = serde_json::from_str(&kept).expect("reads");
    assert_eq!(record.online.expect("online").devices[1], Some("device-x".into()), "the seat's device now");
}

#[test]
fn a_serverless_host_says_its_friends_need_new_links() {
    let mut room = Room::new(true);
    for _ in 0..10 {
        room.step();
    }
    let kept = room.close_host();
    let record: StartConfig = serde_json::from_str(&kept).expect("reads");
    let words = record.online.expect("online").resume_words("Tash-Kalar", 10);
    assert!(
        words.starts_with("Resume the game you host: Tash-Kalar, move 10, with P2, P3 on another device."),
        "{words}"
    );
    assert!(words.contains("cannot reconnect") && words.contains("new link"), "{words}");
}
