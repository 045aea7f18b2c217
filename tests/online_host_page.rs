#![cfg(feature = "web")]
//! The host page's session in an online game (`ui::online`), natively: the session's
//! reducer holds the referee, every change of the match goes through it, and the match
//! the page draws is the very one the referee keeps. Remote pages (`online::Joiner`)
//! are fed what the reducer queued, as the page's network does. Checked here: a whole
//! game with a person at the host and one on another device; the host's reload before
//! and during the game (from the config its autosave keeps); a hint searched for a
//! remote seat and sent only for the table it was asked on; undo from a remote seat;
//! and a seat whose person left, said to everyone, handed to the computer, and taken
//! back when they return.

use std::collections::BTreeMap;
use std::rc::Rc;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{RandomBot, Seat};
use turnkeeper::games::lorcana::Lorcana;
use turnkeeper::games::tash_kalar::{Mode, Options as TkOptions, TashKalar};
use turnkeeper::online::host::HintAsk;
use turnkeeper::online::wire::{HintMove, SeatState};
use turnkeeper::online::{Joiner, Verdict};
use turnkeeper::ui::online::{HostMsg, OnlineConfig};
use yew::Reducible;

use turnkeeper::ui::{SeatKind, Session, SessionMsg, StartConfig};

/// A host page and the remote pages of its seats, joined by hand.
struct Page<G: Game> {
    s: Rc<Session<G>>,
    joiners: BTreeMap<String, Joiner<G>>,
    bot: RandomBot,
}

fn config<G: Game>(options: &G::Options, seats: Vec<SeatKind>) -> StartConfig {
    config_decks::<G>(options, seats, false)
}

/// The same, each remote seat choosing its deck on its device when `decks`.
fn config_decks<G: Game>(options: &G::Options, seats: Vec<SeatKind>, decks: bool) -> StartConfig {
    let online = OnlineConfig::fresh(&seats, false, decks).expect("random bytes");
    StartConfig {
        game: G::ID.to_string(),
        seats,
        seed: 0,
        options: serde_json::to_value(options).expect("options serialize"),
        resume: None,
        replay: false,
        online: Some(online),
    }
}

fn peer(seat: Seat) -> String {
    format!("peer-{seat}")
}

impl<G: Game> Page<G> {
    fn open(config: &StartConfig) -> Self {
        let s = Rc::new(Session::<G>::start(config).expect("the host's page starts"));
        Self { s, joiners: BTreeMap::new(), bot: RandomBot::new(7) }
    }

    fn config(&self) -> &OnlineConfig {
        &self.s.online.as_ref().expect("an online game").config
    }

    /// The page of remote seat `seat` says hello from `peer`.
    fn join(&mut self, seat: Seat, peer: &str) {
        let token = self.config().tokens[seat].clone().expect("a remote seat");
        let j = self.joiners.remove(peer).unwrap_or_else(|| Joiner::new(seat, token, [seat as u8 + 40; 32]));
        self.joiners.insert(peer.to_string(), j);
        // The page connects: the host greets it and it answers with its hello.
        self.dispatch(SessionMsg::Online(HostMsg::Open(peer.to_string())));
    }

    fn dispatch(&mut self, msg: SessionMsg<G>) {
        self.s = self.s.clone().reduce(msg);
        self.deliver();
    }

    /// A message from a remote page to the host's.
    fn from(&mut self, peer: &str, text: &str) {
        self.dispatch(SessionMsg::Online(HostMsg::Text(peer.to_string(), text.to_string())));
    }

    /// Delivers what the host queued, and the pages' answers, until nothing is left.
    fn deliver(&mut self) {
        loop {
            let out: Vec<_> = self.s.online.as_ref().expect("online").outbox.borrow_mut().drain(..).collect();
            if out.is_empty() {
                return;
            }
            let mut replies = Vec::new();
            for o in out {
                let Some(j) = self.joiners.get_mut(&o.to) else { continue };
                let answers =
                    j.receive(&o.text).unwrap_or_else(|e| panic!("{} refused the host's {}: {e}", o.to, o.text));
                replies.extend(answers.into_iter().map(|a| (o.to.clone(), a)));
            }
            for (p, r) in replies {
                self.s = self.s.clone().reduce(SessionMsg::Online(HostMsg::Text(p, r)));
            }
        }
    }

    /// The session's match is the referee's (shared, not a copy).
    fn check_shared(&self) {
        let host = self.s.online.as_ref().expect("online").host.shared_game().expect("started");
        assert!(Rc::ptr_eq(&host, &self.s.m), "the page draws a copy of the match, not the referee's");
    }

    /// One decision by whoever decides: the person here, the computer here, or a
    /// remote page. `false` once the game is over.
    fn step(&mut self) -> bool {
        let state = self.s.m.state().clone();
        if state.outcome().is_some() {
            return false;
        }
        let seat = self.s.decider().expect("someone decides");
        if self.s.human_to_act().is_some() || self.s.bot_to_act().is_some() {
            let legal = state.legal_actions();
            let i = self.bot.pick(&state, &legal).expect("a legal action");
            let msg = if self.s.human_to_act().is_some() {
                SessionMsg::Act(legal[i].clone())
            } else {
                SessionMsg::ComputerMove(legal[i].clone())
            };
            self.dispatch(msg);
        } else {
            let p = peer(seat);
            let j = &self.joiners[&p];
            let legal: Vec<G::Action> = j.update().expect("its table").legal.iter().map(|c| c.action.clone()).collect();
            let i = self.bot.pick(&state, &legal).expect("a legal action");
            let text = j.act(&legal[i]).expect("it decides");
            self.from(&p, &text);
        }
        assert!(self.s.error.is_none(), "refused: {:?}", self.s.error);
        self.check_shared();
        true
    }

    fn play(&mut self, cap: usize) {
        let mut n = 0;
        while self.step() {
            n += 1;
            assert!(n < cap, "{}: no end after {cap} decisions", G::ID);
        }
    }

    /// The host's page reloads: a new session from what its autosave keeps (through
    /// JSON, as the browser's storage holds it). Its pages are gone until they say
    /// hello again.
    fn reload(&mut self) {
        let kept = serde_json::to_string(&self.s.to_keep().expect("kept")).expect("JSON");
        let config: StartConfig = serde_json::from_str(&kept).expect("reads back");
        self.s = Rc::new(Session::<G>::start(&config).expect("resumes"));
        for j in self.joiners.values_mut() {
            j.dropped();
        }
    }

    fn verdicts_all_verified(&self) {
        for (p, j) in &self.joiners {
            assert!(matches!(j.verdict(), Some(Verdict::Verified { tables }) if *tables > 0), "{p}: {:?}", j.verdict());
            assert_eq!(j.revealed().map(|m| m.actions().len()), Some(self.s.m.actions().len()), "{p} replayed it all");
        }
    }
}

#[test]
fn a_whole_game_with_a_person_here_and_one_on_another_device() {
    let mut p = Page::<Lorcana>::open(&config::<Lorcana>(&Default::default(), vec![SeatKind::Human, SeatKind::Remote]));
    let o = p.s.online.as_ref().expect("online");
    assert!(o.waiting(), "the game waits for the remote seat");
    assert_eq!(p.s.decider(), None, "nobody decides before everyone is here");
    assert_eq!(p.s.bot_to_act(), None);
    p.join(1, &peer(1));
    assert!(!p.s.online.as_ref().expect("online").waiting(), "started once P2's page sent its part");
    p.check_shared();
    assert_eq!(p.s.viewer, 0, "the host's page shows the host's seat");
    p.play(5_000);
    assert!(p.s.moves.iter().any(|n| n.seat == 1), "P2's moves are kept for the last-move marks here too");
    p.verdicts_all_verified();
}

/// A premade deck's list.
fn premade(id: &str) -> Vec<String> {
    turnkeeper::games::lorcana::cards::premade(id).expect("a premade").list()
}

/// Remote page `peer` sends `cards` as its deck.
fn send_deck(p: &mut Page<Lorcana>, peer: &str, cards: Vec<String>) {
    let text = p.joiners.get_mut(peer).expect("the page").choose_deck(cards, None).expect("a deck is asked for");
    p.from(peer, &text);
}

#[test]
fn each_person_brings_the_deck_chosen_on_their_device_across_the_hosts_reloads() {
    // Both seats on other devices: P1's deck comes, the host reloads, then P2's.
    let seats = vec![SeatKind::Remote, SeatKind::Remote];
    let mut p = Page::<Lorcana>::open(&config_decks::<Lorcana>(&Default::default(), seats, true));
    p.join(0, &peer(0));
    p.join(1, &peer(1));
    let waiting = |p: &Page<Lorcana>| p.s.online.as_ref().expect("online").waiting();
    assert!(waiting(&p), "every part is in, but no deck: the game waits");
    assert!(p.joiners.values().all(|j| j.wants_deck()), "each page is asked for its deck");
    send_deck(&mut p, &peer(0), premade("E"));
    assert!(waiting(&p) && !p.joiners[&peer(0)].wants_deck(), "P1's deck is in; P2's is not");
    p.reload();
    p.join(0, &peer(0));
    p.join(1, &peer(1));
    assert!(waiting(&p), "still waiting for P2's deck after the reload");
    assert!(!p.joiners[&peer(0)].wants_deck() && p.joiners[&peer(1)].wants_deck(), "P1's deck was kept");
    send_deck(&mut p, &peer(1), premade("F"));
    assert!(!waiting(&p), "every deck is in: the game starts");
    assert_eq!(Lorcana::seat_deck(p.s.m.options(), 0), Some(premade("E")));
    assert_eq!(Lorcana::seat_deck(p.s.m.options(), 1), Some(premade("F")));
    for _ in 0..30 {
        assert!(p.step(), "the game went on");
    }
    p.reload();
    assert_eq!(Lorcana::seat_deck(p.s.m.options(), 1), Some(premade("F")), "resumed with the decks chosen");
    p.join(0, &peer(0));
    p.join(1, &peer(1));
    p.play(5_000);
    p.verdicts_all_verified();
}

#[test]
fn a_host_that_reloads_before_and_during_the_game_resumes_it_and_its_pages_come_back() {
    let options = TkOptions { mode: Mode::Battle, ..Default::default() };
    let seats = vec![SeatKind::Human, SeatKind::Remote, SeatKind::Remote];
    let mut p = Page::<TashKalar>::open(&config::<TashKalar>(&options, seats));
    p.join(1, &peer(1));
    assert!(p.s.online.as_ref().expect("online").waiting(), "P3 is not here yet");
    p.reload();
    assert!(p.s.online.as_ref().expect("online").waiting(), "still waiting after the reload");
    p.join(1, &peer(1));
    p.join(2, &peer(2));
    assert!(!p.s.online.as_ref().expect("online").waiting(), "P2's part was kept: P3's starts the game");
    for _ in 0..60 {
        assert!(p.step(), "the game went on");
    }
    let at = p.s.m.actions().len();
    p.reload();
    assert_eq!(p.s.m.actions().len(), at, "resumed where it stood");
    p.check_shared();
    // The pages reconnect (new connections to the new page, the same links) and get
    // their tables back.
    p.join(1, &peer(1));
    p.join(2, &peer(2));
    for seat in [1, 2] {
        assert_eq!(
            p.joiners[&peer(seat)].update().map(|u| u.at),
            Some(at),
            "P{} is shown the table as it stands",
            seat + 1
        );
    }
    p.play(20_000);
    p.verdicts_all_verified();
}

/// Plays until remote seat 1 decides with a choice of several actions.
fn until_remote_decides(p: &mut Page<Lorcana>) {
    for _ in 0..30 {
        p.step();
    }
    while !(p.s.decider() == Some(1) && p.joiners[&peer(1)].update().is_some_and(|u| u.legal.len() > 1)) {
        assert!(p.step(), "the game ended before P2 had a choice");
    }
}

#[test]
fn a_remote_seat_gets_its_hint_for_the_table_it_asked_on_only() {
    let mut p = Page::<Lorcana>::open(&config::<Lorcana>(&Default::default(), vec![SeatKind::Human, SeatKind::Remote]));
    p.join(1, &peer(1));
    until_remote_decides(&mut p);
    let ask = p.joiners[&peer(1)].ask_hint().expect("it decides: it may ask");
    p.from(&peer(1), &ask);
    let asks: Vec<HintAsk> = p.s.online.as_ref().expect("online").host.hint_asks().to_vec();
    assert_eq!(asks.len(), 1, "the host's page has a hint to search");
    let u = p.joiners[&peer(1)].update().expect("a table").clone();
    let moves = vec![HintMove {
        action: u.legal[0].action,
        label: u.legal[0].label.clone(),
        reason: "why".into(),
        confidence: "sure".into(),
    }];
    p.dispatch(SessionMsg::Online(HostMsg::HintDone(asks[0].clone(), moves.clone())));
    assert_eq!(p.joiners[&peer(1)].hint(), Some(&moves[..]), "the remote page shows the host's hint");
    // A hint for a table that is gone is not sent.
    let text = p.joiners[&peer(1)].act(&u.legal[0].action).expect("it acts");
    p.from(&peer(1), &text);
    assert!(p.s.online.as_ref().expect("online").host.hint_asks().is_empty(), "a move drops the pending hints");
    let before = p.joiners[&peer(1)].update().map(|u| u.at);
    p.dispatch(SessionMsg::Online(HostMsg::HintDone(asks[0].clone(), moves)));
    assert_eq!(p.joiners[&peer(1)].update().map(|u| u.at), before);
    assert!(p.joiners[&peer(1)].hint().is_none(), "no hint for the new table");
}

#[test]
fn a_seat_whose_person_left_waits_then_the_computer_plays_it_until_they_return() {
    let mut p = Page::<Lorcana>::open(&config::<Lorcana>(&Default::default(), vec![SeatKind::Human, SeatKind::Remote]));
    p.join(1, &peer(1));
    until_remote_decides(&mut p);
    let at = p.s.m.actions().len();
    p.dispatch(SessionMsg::Online(HostMsg::Gone(peer(1))));
    let host = &p.s.online.as_ref().expect("online").host;
    assert_eq!(host.waiting_for_dropped(), Some(1), "the host's page says the game waits for P2");
    assert_eq!(host.seat_states()[1], SeatState::Remote { connected: false, computer: false });
    assert_eq!(p.s.bot_to_act(), None, "nothing plays P2 meanwhile");
    assert_eq!(p.s.m.actions().len(), at, "the game does not go on");
    p.dispatch(SessionMsg::Online(HostMsg::StandIn(1, true)));
    assert_eq!(p.s.bot_to_act(), Some(1), "the computer plays P2 now");
    assert_eq!(p.s.level_of(1), Some(turnkeeper::engine::ai::Level::Normal));
    assert_eq!(
        p.s.online.as_ref().expect("online").host.seat_states()[1],
        SeatState::Remote { connected: false, computer: true },
        "and everyone is told"
    );
    while p.s.bot_to_act() == Some(1) {
        assert!(p.step());
    }
    // P2's person comes back with the same link: the seat is theirs again.
    p.join(1, "peer-1-back");
    let host = &p.s.online.as_ref().expect("online").host;
    assert_eq!(host.seat_states()[1], SeatState::Remote { connected: true, computer: false });
    assert!(!host.stood_in(1));
}

#[test]
fn undo_from_a_remote_seat_goes_through_the_host_and_its_page_sees_the_table_again() {
    let mut p = Page::<Lorcana>::open(&config::<Lorcana>(&Default::default(), vec![SeatKind::Human, SeatKind::Remote]));
    p.join(1, &peer(1));
    // Find a remote decision that can be taken back (one that is no barrier).
    for _ in 0..2_000 {
        let decides = p.s.decider() == Some(1);
        let can_undo = p.joiners[&peer(1)].update().is_some_and(|u| u.can_undo);
        if decides && can_undo {
            let at = p.s.m.actions().len();
            let undo = p.joiners[&peer(1)].undo().expect("may undo");
            p.from(&peer(1), &undo);
            assert_eq!(p.s.m.actions().len(), at - 1, "the host took the action back");
            assert_eq!(p.joiners[&peer(1)].update().map(|u| u.at), Some(at - 1), "and P2's page shows it");
            assert!(p.s.moves.iter().all(|n| n.index < at - 1), "the taken-back move is no longer marked");
            p.check_shared();
            return;
        }
        assert!(p.step(), "the game ended before P2 could undo");
    }
    panic!("P2 never had an action to take back");
}
