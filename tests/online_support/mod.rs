//! A whole online table in one process: the host, its remote seats' pages and the
//! in-memory network between them (`turnkeeper::online::memory`), driven by seeded
//! random players. Every message the host sends a remote seat is checked as it leaves
//! (the `inspect` hook): see [`Table::check`].

#![allow(dead_code)]

use std::collections::BTreeMap;

use turnkeeper::engine::prelude::*;
use turnkeeper::engine::{RandomBot, Rng, Seat};
use turnkeeper::online::changes;
use turnkeeper::online::fairness::to_hex;
use turnkeeper::online::host::{FromHost, SeatUpdate};
use turnkeeper::online::json::Json;
use turnkeeper::online::memory::{Memory, HOST};
use turnkeeper::online::{wire, Host, Joiner, Outgoing, SeatKind, Secret, ToJoiner, Verdict, MAX_MESSAGE_BYTES};

/// A host secret for tests.
pub fn secret(n: u8) -> Secret {
    std::array::from_fn(|i| (i as u8).wrapping_mul(31).wrapping_add(n))
}

/// The seat table: seat 0 at the host's device (or the computer), the listed seats remote.
pub fn kinds(seats: usize, remote: &[Seat], host_seat_is_computer: bool) -> Vec<SeatKind> {
    (0..seats)
        .map(|s| {
            if remote.contains(&s) {
                SeatKind::Remote { token: token(s) }
            } else if s == 0 && !host_seat_is_computer {
                SeatKind::Host
            } else {
                SeatKind::Computer
            }
        })
        .collect()
}

pub fn token(seat: Seat) -> String {
    format!("tok-{seat}-x7")
}

pub fn peer(seat: Seat) -> String {
    format!("p{seat}")
}

/// The device of the page that first joins `seat` (a second device has another name).
pub fn device(seat: Seat) -> String {
    format!("device-{seat}")
}

/// A message rewrite on its way from the host (a cheating host, in the fairness tests).
pub type Tamper = Box<dyn FnMut(&str, &mut String)>;

pub struct Table<G: Game> {
    pub host: Host<G>,
    pub joiners: BTreeMap<String, Joiner<G>>,
    pub net: Memory,
    bot: RandomBot,
    secret: Secret,
    /// Updates checked against the seat's view and a determinized state.
    pub checked: usize,
    /// Bytes of updates, per update.
    pub update_bytes: Vec<usize>,
    /// Each remote page's last table as it rebuilt it (JSON), by page: the host sends
    /// the changes from it.
    tables: BTreeMap<String, serde_json::Value>,
    /// Updates sent whole and sent as changes.
    pub whole: usize,
    pub changed: usize,
    /// Previews a deciding remote page was sent with its choices (each checked equal
    /// to the host's own).
    pub previews: usize,
    pub tamper: Option<Tamper>,
    /// Whether to check each update against a determinized state (off in tests that
    /// tamper, where the host is not honest).
    pub inspect: bool,
}

impl<G: Game> Table<G> {
    /// The host and one page per remote seat, each saying hello.
    pub fn new(options: G::Options, kinds: Vec<SeatKind>, secret: Secret, seed: u64) -> Self {
        Self::with_tamper(options, kinds, secret, seed, None)
    }

    /// The same, with the host's messages rewritten from the first one on.
    pub fn with_tamper(
        options: G::Options,
        kinds: Vec<SeatKind>,
        secret: Secret,
        seed: u64,
        tamper: Option<Tamper>,
    ) -> Self {
        Self::choosing_decks(options, kinds, secret, seed, tamper, &[])
    }

    /// The same, with the remote seats listed in `wanted` each choosing its deck on its
    /// page (`Host::choosing_decks`): the game waits for them.
    pub fn choosing_decks(
        options: G::Options,
        kinds: Vec<SeatKind>,
        secret: Secret,
        seed: u64,
        tamper: Option<Tamper>,
        wanted: &[bool],
    ) -> Self {
        let host = Host::choosing_decks(options, kinds.clone(), secret, wanted).expect("the host sets up");
        let mut t = Self {
            host,
            joiners: BTreeMap::new(),
            net: Memory::new(),
            bot: RandomBot::new(seed),
            secret,
            checked: 0,
            update_bytes: Vec::new(),
            tables: BTreeMap::new(),
            whole: 0,
            changed: 0,
            previews: 0,
            tamper,
            inspect: true,
        };
        for (s, k) in kinds.iter().enumerate() {
            if let SeatKind::Remote { token } = k {
                let part: Secret = std::array::from_fn(|i| (i as u8) ^ (s as u8 * 17) ^ (seed as u8));
                t.joiners.insert(peer(s), Joiner::new(s, token.clone(), part).on_device(device(s)));
            }
        }
        // Each page connects: the host greets it, and it answers with its hello.
        let pages: Vec<String> = t.joiners.keys().cloned().collect();
        for p in pages {
            let greeting = t.host.greet(&p);
            t.emit(vec![greeting]);
        }
        t.pump();
        t
    }

    /// Sends the host's messages, checking each as it leaves.
    pub fn emit(&mut self, out: Vec<Outgoing>) {
        for mut o in out {
            if self.inspect {
                self.check(&o);
            }
            if let Some(t) = self.tamper.as_mut() {
                t(&o.to, &mut o.text);
            }
            self.net.send(HOST, &o.to, o.text);
        }
    }

    /// One message to a remote seat, as it leaves the host: within the size limit; no
    /// seed, no secret before the end; an update holds exactly the seat's view, and
    /// building it again from a state the seat cannot tell apart (`determinize`) gives
    /// the same bytes, so nothing hidden from the seat is in it.
    pub fn check(&mut self, o: &Outgoing) {
        assert!(o.text.len() <= MAX_MESSAGE_BYTES, "{}: a {}-byte message", G::ID, o.text.len());
        let message: FromHost<G> = wire::decode(&o.text).expect("the host's messages decode");
        let Some(game) = self.host.game() else { return };
        let over = game.state().outcome().is_some();
        if !over {
            assert!(!o.text.contains(&to_hex(&self.secret)), "{}: the secret left before the end", G::ID);
        }
        assert!(!o.text.contains(&game.seed().to_string()), "{}: the seed is in a message", G::ID);
        let Some(j) = self.joiners.get(&o.to) else { return };
        let seat = j.seat();
        // A table sent as changes is checked whole, as its page rebuilds it.
        let rebuilt: Option<SeatUpdate<G>> = match message {
            ToJoiner::Update(u) => {
                self.whole += 1;
                Some(*u)
            }
            ToJoiner::Changes(c) => {
                self.changed += 1;
                let table = changes::apply(&self.tables[&o.to], &c).expect("the changes fit the page's last table");
                Some(SeatUpdate::<G>::from_json(table).expect("the rebuilt table reads"))
            }
            ToJoiner::Reveal { .. } => {
                assert!(over, "{}: a reveal before the end", G::ID);
                None
            }
            _ => None,
        };
        if let Some(u) = rebuilt {
            self.tables.insert(o.to.clone(), u.to_json());
            let whole = wire::encode(&FromHost::<G>::Update(Box::new(u.clone())));
            let state = game.state();
            assert_eq!(u.view, state.view(seat), "{}: seat {seat} is sent another view", G::ID);
            assert_eq!(u.at, game.actions().len());
            let mut rng = Rng::new(self.checked as u64 ^ 0x5eed);
            let twin = state.determinize(seat, &mut rng);
            let again = self.host.rebuild_last_update(&o.to, &twin).expect("a seat's update rebuilds");
            assert!(
                again == whole,
                "{}: seat {seat} at action {}: the same update from a state it cannot tell apart differs, \
                 so it carries something hidden from the seat:\n{}\n{}",
                G::ID,
                u.at,
                whole,
                again
            );
            self.checked += 1;
            self.update_bytes.push(o.text.len());
        }
    }

    /// Delivers every message in flight, and the answers, until none is left.
    pub fn pump(&mut self) {
        while let Some(p) = self.net.deliver() {
            if p.to == HOST {
                let out = self.host.receive(&p.from, &p.text);
                self.emit(out);
            } else if let Some(j) = self.joiners.get_mut(&p.to) {
                let replies =
                    j.receive(&p.text).unwrap_or_else(|e| panic!("{}: {} refused {}: {e}", G::ID, p.to, p.text));
                for r in replies {
                    self.net.send(&p.to, HOST, r);
                }
            }
        }
    }

    /// One decision, by whoever decides: the host's page (its person or the computer)
    /// or a remote page, each picking at random from its legal list. `false` once over.
    pub fn step(&mut self) -> bool {
        self.pump();
        let game = self.host.game().expect("every remote seat sent its part: the game started");
        let state = game.state().clone();
        if state.outcome().is_some() {
            return false;
        }
        if self.host.local_to_act().is_some() {
            let legal = state.legal_actions();
            let i = self.bot.pick(&state, &legal).expect("a live game has a legal action");
            let out = self.host.apply_local(&legal[i]).expect("a listed action is accepted");
            self.emit(out);
        } else {
            let seat = self.host.decider().expect("someone decides");
            // The page that decides for the seat: its first, or the device it moved to.
            let p = self.joiners.iter().find(|(_, j)| j.seat() == seat && j.decides()).map(|(p, _)| p.clone());
            let p = p.unwrap_or_else(|| peer(seat));
            let j = &self.joiners[&p];
            let u = j.update().expect("the deciding page has its table");
            let legal: Vec<G::Action> = u.legal.iter().map(|c| c.action.clone()).collect();
            assert_eq!(legal, state.legal_actions(), "{}: seat {seat}'s page lists its legal actions", G::ID);
            for c in &u.legal {
                // What the remote table draws before a choice is taken is what a local one would.
                assert_eq!(c.preview, state.preview(&c.action), "{}: seat {seat}'s preview of {:?}", G::ID, c.action);
                self.previews += usize::from(c.preview.is_some());
            }
            let i = self.bot.pick(&state, &legal).expect("a live game has a legal action");
            let text = j.act(&legal[i]).expect("the deciding page acts");
            self.net.send(&p, HOST, text);
        }
        self.pump();
        true
    }

    /// Plays to the end; panics past `cap` decisions.
    pub fn play(&mut self, cap: usize) -> usize {
        let mut n = 0;
        while self.step() {
            n += 1;
            assert!(n < cap, "{}: no end after {cap} decisions", G::ID);
        }
        n
    }

    /// Every remote page's verdict.
    pub fn verdicts(&self) -> Vec<(Seat, Option<Verdict>)> {
        self.joiners.values().map(|j| (j.seat(), j.verdict().cloned())).collect()
    }

    /// Bytes sent over the network so far.
    pub fn bytes(&self) -> usize {
        self.net.sent.iter().map(|(_, _, b)| b).sum()
    }
}
