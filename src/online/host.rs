//! The host: the referee of an online game. Only the host's page
//! holds the match; each remote seat's page is sent its own table after every change,
//! and sends back actions by value, which the host applies with the engine exactly as
//! a local click: a refusal goes back to that page only, with its rule id and words,
//! and the game is as it was.
//!
//! The host is a plain state machine: text in, texts out ([`Outgoing`]). The page wires
//! it to the transport and to its own seats (a person at the host's device, the
//! computer); the tests wire it to [`super::memory`].

use std::rc::Rc;

use serde_json::Value;
use sha2::Digest;

use super::changes;
use super::fairness::{self, Secret};
use super::json::{self, Json};
use super::update::{self, decider};
use super::wire::{self, HintMove, LastMove, Line, Phrase, Public, SeatState, ToHost, ToJoiner, Update};
use super::PeerId;
use crate::engine::{Game, Match, RuleError, Seat};

/// Who plays a seat, as the host knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at the host's device.
    Host,
    /// The computer, played by the host's page.
    Computer,
    /// A person on another device; the token is in their invite link, and only a page
    /// that knows it gets the seat.
    Remote { token: String },
}

/// A message to send: its text, to one page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    pub to: PeerId,
    pub text: String,
}

/// What a connected page is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Peer {
    /// Greeted, not yet said who it is.
    Greeted,
    Seat(Seat),
    Watcher,
}

/// A connected page.
#[derive(Clone, Debug)]
struct Conn {
    peer: PeerId,
    who: Peer,
    /// How many log lines it has been sent.
    log_sent: usize,
    /// Where its last update's log began (to rebuild that update in a test).
    last_from: usize,
    /// The nonce of the host's greeting, which its hello proves its token with.
    nonce: String,
    /// The last table it was sent (JSON): the next is sent as the changes from it.
    sent: Option<Value>,
    /// The device its hello named, if any: the same device coming back gets its seat
    /// at once, another is told the seat is taken.
    device: Option<String>,
}

/// The messages both ways, for game `G`.
pub type FromJoiner<G> = ToHost<<G as crate::engine::Rules>::Action>;
pub type FromHost<G> = ToJoiner<
    <G as crate::engine::Observe>::View,
    <G as crate::engine::Rules>::Action,
    <G as crate::engine::Rules>::Options,
    <G as crate::engine::Describe>::Preview,
>;
/// A seat's table as sent, for game `G`.
pub type SeatUpdate<G> = Update<
    <G as crate::engine::Observe>::View,
    <G as crate::engine::Rules>::Action,
    <G as crate::engine::Describe>::Preview,
>;

/// A hint a remote seat asked for, which the host's page searches for (off the
/// referee, in slices) and answers with [`Host::hint_answer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintAsk {
    pub peer: PeerId,
    pub seat: Seat,
    /// The table it was asked on: an answer for another is not sent.
    pub at: usize,
}

/// The referee of one online game.
pub struct Host<G: Game> {
    options: G::Options,
    kinds: Vec<SeatKind>,
    secret: Secret,
    /// Each seat's random part of the seed, as its page sent it.
    parts: Vec<Option<Secret>>,
    /// `None` until every remote seat has sent its part. Shared with the host page's
    /// session, which draws the host's seats from it: a change copies it once.
    game: Option<Rc<Match<G>>>,
    /// Per seat: the computer plays this remote seat until its person comes back.
    stand_in: Vec<bool>,
    hint_asks: Vec<HintAsk>,
    /// How many pages were greeted (part of each greeting's nonce).
    greeted: u64,
    /// The connected pages, in the order they came (a few: a list, not a map, keeps
    /// the page's wasm small).
    conns: Vec<Conn>,
    /// Each seat's last decision, in the log's words, with its place in the match's
    /// actions (so the others' last moves go out in the order they were made).
    last_moves: Vec<(usize, Vec<String>)>,
    said: Vec<(Seat, Phrase)>,
    problems: Vec<String>,
    /// The last seat another device took over on purpose, and how many moves so far.
    moved: Option<(Seat, usize)>,
    /// Per seat, the device that holds it or held it last (kept with the host's
    /// autosave, so a host that reopens its game gives each seat back to its device).
    devices: Vec<Option<String>>,
    /// Per seat: the game waits for this remote seat's deck, chosen on its device
    /// ([`ToHost::Deck`]); the options hold a stand-in deck for it until then.
    deck_wanted: Vec<bool>,
    /// Per seat: since the host resumed, the seat waits for the device that held it
    /// (another device is told it is taken, as while that device is connected).
    kept: Vec<bool>,
}

impl<G: Game> Host<G> {
    /// A host for a game with these options and seats. `secret` is random, drawn by the
    /// page; its hash goes to every remote seat before their parts come in. With no
    /// remote seat the game starts at once.
    pub fn new(options: G::Options, kinds: Vec<SeatKind>, secret: Secret) -> Result<Self, RuleError> {
        Self::choosing_decks(options, kinds, secret, &[])
    }

    /// A host whose remote seats listed in `wanted` (per seat, `true`) each bring the
    /// deck chosen on their own device: the game starts only once every one of them
    /// sent a legal deck ([`ToHost::Deck`]). The options' deck for such a seat is a
    /// stand-in until then. A seat that is not remote, or in a game without decks
    /// (`Cards::seat_deck`), brings the options' deck as before.
    pub fn choosing_decks(
        options: G::Options,
        kinds: Vec<SeatKind>,
        secret: Secret,
        wanted: &[bool],
    ) -> Result<Self, RuleError> {
        let seats = G::new(&options, 0)?.seats();
        if kinds.len() != seats {
            return Err(RuleError::online(format!("these options seat {seats}, not {}", kinds.len())));
        }
        let mut host = Self {
            options,
            parts: vec![None; seats],
            kinds,
            secret,
            game: None,
            stand_in: vec![false; seats],
            hint_asks: Vec::new(),
            greeted: 0,
            conns: Vec::new(),
            last_moves: vec![(0, Vec::new()); seats],
            said: Vec::new(),
            problems: Vec::new(),
            moved: None,
            devices: vec![None; seats],
            kept: vec![false; seats],
            deck_wanted: vec![false; seats],
        };
        for (s, w) in wanted.iter().enumerate().take(seats) {
            let remote = matches!(host.kinds[s], SeatKind::Remote { .. });
            host.deck_wanted[s] = *w && remote && G::seat_deck(&host.options, s).is_some();
        }
        host.start_if_ready()?;
        Ok(host)
    }

    /// The host again after its page reloaded: the same secret, the parts received so
    /// far, and the match as it was kept if it had started, whose seed must be the one
    /// the secret and parts make. A game that had not started starts once the missing
    /// parts come (or at once, if none is missing).
    /// `wanted`: the seats whose deck, chosen on their device, has not come yet (as
    /// [`Host::choosing_decks`]; the options hold the decks that came).
    pub fn resume(
        options: G::Options,
        kinds: Vec<SeatKind>,
        secret: Secret,
        parts: Vec<Option<Secret>>,
        game: Option<Match<G>>,
        wanted: &[bool],
    ) -> Result<Self, RuleError> {
        let mut host = Self::choosing_decks(options, kinds, secret, wanted)?;
        if host.game.is_some() {
            // No remote seat: the game started at once, from the secret alone.
            host.game = None;
        }
        if parts.len() != host.parts.len() {
            return Err(RuleError::online("the kept random parts are not one per seat"));
        }
        host.parts = parts;
        match game {
            Some(game) if game.seed() != fairness::seed(&host.secret, &host.parts) => {
                Err(RuleError::online("the kept game's seed is not the one its random parts make"))
            }
            Some(game) => {
                host.deck_wanted.fill(false);
                host.options = game.options().clone();
                host.game = Some(Rc::new(game));
                Ok(host)
            }
            None => {
                host.start_if_ready()?;
                Ok(host)
            }
        }
    }

    /// The host resumed with each seat's device as it was kept (`devices`): a seat whose
    /// device was known waits for that device, which gets it at once when its page
    /// comes back; another device is told the seat is taken and may take it over on
    /// purpose (one seat, one device, across the host's page closing).
    pub fn keep_seats_for(mut self, devices: Vec<Option<String>>) -> Self {
        for (s, d) in devices.into_iter().enumerate().take(self.devices.len()) {
            self.kept[s] = d.is_some();
            self.devices[s] = d;
        }
        self
    }

    /// Per seat, the device that holds it or held it last (kept with the autosave).
    pub fn devices(&self) -> &[Option<String>] {
        &self.devices
    }

    /// The hash of the host's secret, sent before play.
    pub fn commitment(&self) -> Secret {
        fairness::commitment(&self.secret)
    }
    /// The host's secret (kept with the host's autosave, on the host's device only).
    pub fn secret(&self) -> &Secret {
        &self.secret
    }
    /// Each seat's random part so far (kept with the host's autosave).
    pub fn parts(&self) -> &[Option<Secret>] {
        &self.parts
    }
    /// The game's options, with every deck that came in so far (the host's own: each
    /// seat is sent [`Host::masked`]).
    pub fn options(&self) -> &G::Options {
        &self.options
    }
    /// Per seat: whether the game still waits for its deck, chosen on its device.
    pub fn decks_wanted(&self) -> &[bool] {
        &self.deck_wanted
    }
    /// The options as seat `seat` may know them before the end: every other seat's
    /// deck replaced by an empty list (no page sees another's list before play reveals
    /// its cards; the reveal carries the whole options).
    pub fn masked(&self, seat: Seat) -> G::Options {
        masked::<G>(&self.options, seat, self.kinds.len())
    }
    /// The match, once every remote seat has sent its part.
    pub fn game(&self) -> Option<&Match<G>> {
        self.game.as_deref()
    }
    /// The match, shared (the host page's session holds the same one).
    pub fn shared_game(&self) -> Option<Rc<Match<G>>> {
        self.game.clone()
    }
    /// The hints remote seats asked for and not yet answered, oldest first.
    pub fn hint_asks(&self) -> &[HintAsk] {
        &self.hint_asks
    }
    pub fn kinds(&self) -> &[SeatKind] {
        &self.kinds
    }
    /// The fixed messages said so far, oldest first.
    pub fn said(&self) -> &[(Seat, Phrase)] {
        &self.said
    }
    /// The last seat moved to another device on purpose, and how many moves there were
    /// (the host's page says so): one device holds a seat, and only a device that asks
    /// takes it over.
    pub fn moved(&self) -> Option<(Seat, usize)> {
        self.moved
    }
    /// Every message refused, in words, for the host page's log.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Who sits where and who is connected, as everyone may know it.
    pub fn seat_states(&self) -> Vec<SeatState> {
        (0..self.kinds.len())
            .map(|s| match &self.kinds[s] {
                SeatKind::Host => SeatState::Host,
                SeatKind::Computer => SeatState::Computer,
                SeatKind::Remote { .. } => {
                    SeatState::Remote { connected: self.connected(s), computer: self.stand_in[s] }
                }
            })
            .collect()
    }

    /// Whether a page holds remote seat `seat` now.
    pub fn connected(&self, seat: Seat) -> bool {
        self.conns.iter().any(|c| c.who == Peer::Seat(seat))
    }

    /// Whether a person plays each seat now (a remote seat the computer stands in for
    /// is the computer's until its person comes back).
    fn persons(&self) -> Vec<bool> {
        self.kinds.iter().zip(&self.stand_in).map(|(k, c)| !matches!(k, SeatKind::Computer) && !c).collect()
    }

    /// Whether the host's page plays `seat` now: a person there, the computer, or the
    /// computer standing in for a person who left.
    pub fn plays_here(&self, seat: Seat) -> bool {
        !matches!(self.kinds.get(seat), Some(SeatKind::Remote { .. })) || self.stand_in.get(seat) == Some(&true)
    }

    /// Whether the computer stands in for remote seat `seat`.
    pub fn stood_in(&self, seat: Seat) -> bool {
        self.stand_in.get(seat) == Some(&true)
    }

    /// The host lets the computer play remote seat `seat` until its person comes back
    /// (`on`), or takes it back: everyone is told, so a game never goes on for a person
    /// who is gone without saying so. Only for a seat whose page is not connected.
    pub fn set_stand_in(&mut self, seat: Seat, on: bool) -> Result<Vec<Outgoing>, RuleError> {
        if !matches!(self.kinds.get(seat), Some(SeatKind::Remote { .. })) {
            return Err(RuleError::online(format!("P{} is not played on another device", seat + 1)));
        }
        if on && self.connected(seat) {
            return Err(RuleError::online(format!("P{} is connected: their person plays", seat + 1)));
        }
        self.stand_in[seat] = on;
        Ok(self.broadcast())
    }

    /// Who decides now (`None` before the start and after the end).
    pub fn decider(&self) -> Option<Seat> {
        self.game.as_ref().and_then(|g| decider(g.state(), &self.persons()))
    }

    /// The seat that decides now if the host's page plays it (a person there or the
    /// computer): the page then asks that person, or runs the computer.
    pub fn local_to_act(&self) -> Option<Seat> {
        self.decider().filter(|s| self.plays_here(*s))
    }

    /// The remote seat the game waits for whose page is gone: the page says so rather
    /// than wait in silence (point 5).
    pub fn waiting_for_dropped(&self) -> Option<Seat> {
        self.decider().filter(|s| !self.plays_here(*s) && !self.connected(*s))
    }

    /// A message from page `peer`: the answers to send. A refused message is answered
    /// to that page only, logged in [`Host::problems`], and changes nothing.
    pub fn receive(&mut self, peer: &str, text: &str) -> Vec<Outgoing> {
        let result = wire::decode::<FromJoiner<G>>(text).and_then(|m| self.handle(peer, m));
        result.unwrap_or_else(|e| {
            super::keep(&mut self.problems, format!("{peer}: {e}"));
            vec![Outgoing {
                to: peer.to_string(),
                text: wire::encode(&FromHost::<G>::Refused { rule: e.rule, words: e.message }),
            }]
        })
    }

    /// Page `peer` is gone: its seat shows as dropped to everyone else.
    pub fn dropped(&mut self, peer: &str) -> Vec<Outgoing> {
        let Some(i) = self.conns.iter().position(|c| c.peer == peer) else { return Vec::new() };
        let was = self.conns.remove(i).who;
        self.hint_asks.retain(|h| h.peer != peer);
        match was {
            Peer::Seat(_) => self.broadcast(),
            Peer::Watcher | Peer::Greeted => Vec::new(),
        }
    }

    /// An action for the seat the host's page plays (a person there or the computer).
    pub fn apply_local(&mut self, action: &G::Action) -> Result<Vec<Outgoing>, RuleError> {
        let seat = self.local_to_act().ok_or_else(|| {
            RuleError::online("it is not the turn of a seat played at this device: a person on another device decides")
        })?;
        self.apply(seat, action)
    }

    /// Undo for the seat the host's page plays.
    pub fn undo_local(&mut self) -> Result<Vec<Outgoing>, RuleError> {
        let seat = self.local_to_act().ok_or_else(|| RuleError::undo("nothing to undo at this device now"))?;
        self.undo(seat)
    }

    /// A fixed message from a person at the host's device.
    pub fn say_local(&mut self, seat: Seat, phrase: Phrase) -> Vec<Outgoing> {
        super::keep(&mut self.said, (seat, phrase));
        let text = wire::encode(&FromHost::<G>::Said { seat, phrase });
        self.conns
            .iter()
            .filter(|c| c.who != Peer::Greeted)
            .map(|c| Outgoing { to: c.peer.clone(), text: text.clone() })
            .collect()
    }

    fn handle(&mut self, peer: &str, message: FromJoiner<G>) -> Result<Vec<Outgoing>, RuleError> {
        match message {
            ToHost::Hello { seat, proof, device, take } => self.hello(peer, seat, &proof, device, take),
            ToHost::Watch {} => {
                self.connect(peer, Peer::Watcher);
                Ok(self.message_for(peer).into_iter().collect())
            }
            ToHost::Contribute { part } => self.contribute(peer, &part),
            ToHost::Deck { cards, format } => self.deck(peer, cards, format.as_deref()),
            ToHost::Act { at, action } => {
                let seat = self.seat_of(peer)?;
                self.in_turn(seat, at)?;
                self.apply(seat, &action)
            }
            ToHost::Undo { at } => {
                let seat = self.seat_of(peer)?;
                self.in_turn(seat, at)?;
                self.undo(seat)
            }
            ToHost::Hint { at } => {
                let seat = self.seat_of(peer)?;
                self.in_turn(seat, at)?;
                if !self.hint_asks.iter().any(|h| h.peer == peer && h.at == at) {
                    self.hint_asks.push(HintAsk { peer: peer.to_string(), seat, at });
                }
                Ok(Vec::new())
            }
            ToHost::Say { phrase } => {
                let seat = self.seat_of(peer)?;
                super::keep(&mut self.said, (seat, phrase));
                let text = wire::encode(&FromHost::<G>::Said { seat, phrase });
                Ok(self
                    .conns
                    .iter()
                    .filter(|c| c.peer != peer && c.who != Peer::Greeted)
                    .map(|c| Outgoing { to: c.peer.clone(), text: text.clone() })
                    .collect())
            }
        }
    }

    fn conn(&self, peer: &str) -> Option<&Conn> {
        self.conns.iter().find(|c| c.peer == peer)
    }

    /// Page `peer` is now `who`, sent nothing yet (a page that says hello again gets
    /// the whole log).
    fn connect(&mut self, peer: &str, who: Peer) {
        let (nonce, device) = self.conn(peer).map(|c| (c.nonce.clone(), c.device.clone())).unwrap_or_default();
        self.conns.retain(|c| c.peer != peer);
        self.conns.push(Conn { peer: peer.to_string(), who, log_sent: 0, last_from: 0, nonce, sent: None, device });
    }

    /// Greets a page that has just connected (the transport's `Open`): it answers with
    /// its seat's hello, or watches. The nonce is made from the host's secret, the page
    /// and a count, so no page can foresee it.
    pub fn greet(&mut self, peer: &str) -> Outgoing {
        self.greeted += 1;
        let digest: Secret = sha2::Sha256::new()
            .chain_update(self.secret)
            .chain_update(b"greet")
            .chain_update(peer.as_bytes())
            .chain_update(self.greeted.to_le_bytes())
            .finalize()
            .into();
        let nonce = fairness::to_hex(&digest)[..32].to_string();
        self.connect(peer, Peer::Greeted);
        if let Some(c) = self.conns.iter_mut().find(|c| c.peer == peer) {
            c.nonce = nonce.clone();
        }
        Outgoing { to: peer.to_string(), text: wire::encode(&FromHost::<G>::Greet { nonce }) }
    }

    fn hello(
        &mut self,
        peer: &str,
        seat: Seat,
        proof: &str,
        device: Option<String>,
        take: bool,
    ) -> Result<Vec<Outgoing>, RuleError> {
        let nonce = self.conn(peer).map(|c| c.nonce.clone()).filter(|n| !n.is_empty());
        let Some(nonce) = nonce else {
            return Err(RuleError::online("say hello in answer to the host's greeting"));
        };
        match self.kinds.get(seat) {
            Some(SeatKind::Remote { token }) if fairness::proof(token, &nonce) == proof => {}
            Some(SeatKind::Remote { .. }) => {
                return Err(RuleError::online(format!(
                    "the link for P{} is not this one: ask the host for yours",
                    seat + 1
                )))
            }
            _ => {
                return Err(RuleError::online(format!("there is no seat P{} for a person on another device", seat + 1)))
            }
        }
        let mut out = Vec::new();
        let holder = self.conns.iter().find(|c| c.who == Peer::Seat(seat) && c.peer != peer);
        if holder.is_none() && self.kept[seat] && self.devices[seat] != device {
            // The host's page reopened: the seat waits for the device that held it.
            if !take {
                return Ok(vec![Outgoing { to: peer.to_string(), text: wire::seat_notice("taken", seat) }]);
            }
            self.moved = Some((seat, self.moved.map_or(1, |(_, n)| n + 1)));
        }
        if let Some((old, same)) = holder.map(|c| (c.peer.clone(), device.is_some() && c.device == device)) {
            if !same && !take {
                // One device holds a seat: another is given nothing, and told why.
                return Ok(vec![Outgoing { to: peer.to_string(), text: wire::seat_notice("taken", seat) }]);
            }
            // The page it was (the same device coming back, a reload or a new connection,
            // before its old one was reported gone), or the one it takes the seat from,
            // is greeted only: it may take the seat back the same way.
            self.connect(&old, Peer::Greeted);
            if !same {
                self.moved = Some((seat, self.moved.map_or(1, |(_, n)| n + 1)));
                out.push(Outgoing { to: old, text: wire::seat_notice("replaced", seat) });
            }
        }
        // Its person takes the seat back from the computer.
        self.stand_in[seat] = false;
        self.connect(peer, Peer::Seat(seat));
        if let Some(c) = self.conns.iter_mut().find(|c| c.peer == peer) {
            c.device = device.clone();
        }
        self.devices[seat] = device;
        self.kept[seat] = false;
        out.push(self.welcome(peer, seat));
        out.extend(self.broadcast());
        Ok(out)
    }

    /// The welcome for seat `seat`'s page: the options it may know, and whether its
    /// deck is still wanted.
    fn welcome(&self, peer: &str, seat: Seat) -> Outgoing {
        let welcome = FromHost::<G>::Welcome {
            seat,
            game: G::ID.to_string(),
            options: self.masked(seat),
            commitment: fairness::to_hex(&self.commitment()),
            started: self.game.is_some(),
            seats: self.seat_states(),
            deck: self.deck_wanted[seat],
        };
        Outgoing { to: peer.to_string(), text: wire::encode(&welcome) }
    }

    /// A seat's deck, chosen on its device: checked with the game's deck rules in the
    /// format it was built for (`Cards::check_deck`, as the builder and the page a built
    /// deck is handed to check it) and by setting the game up with it;
    /// refused with the first problem's rule and every problem's words, and the page
    /// may choose again. Accepted, its page is welcomed again (no deck wanted) and the
    /// game starts if nothing else is missing.
    fn deck(&mut self, peer: &str, cards: Vec<String>, format: Option<&str>) -> Result<Vec<Outgoing>, RuleError> {
        let seat = self.seat_of(peer)?;
        if !self.deck_wanted[seat] {
            return Err(RuleError::online(if self.game.is_some() || G::seat_deck(&self.options, seat).is_none() {
                "no deck is chosen now: the game brings the decks it was set up with".to_string()
            } else {
                format!("P{}'s deck is already in: the game starts when every seat is ready", seat + 1)
            }));
        }
        let problems = G::check_deck(&cards, format)?;
        if let Some(first) = problems.first() {
            let words: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
            return Err(RuleError {
                rule: first.rule.clone(),
                message: format!("this deck cannot be played: {}", words.join("; ")),
            });
        }
        let options = G::with_deck(&self.options, seat, cards)?;
        G::new(&options, 0)?;
        self.options = options;
        self.deck_wanted[seat] = false;
        self.start_if_ready()?;
        let mut out = vec![self.welcome(peer, seat)];
        out.extend(self.broadcast());
        Ok(out)
    }

    fn contribute(&mut self, peer: &str, part: &str) -> Result<Vec<Outgoing>, RuleError> {
        let seat = self.seat_of(peer)?;
        let part =
            fairness::from_hex(part).ok_or_else(|| RuleError::online("a random part is 64 hex digits (32 bytes)"))?;
        if self.game.is_some() {
            return Err(RuleError::online("the game has started: its seed is made"));
        }
        if self.parts[seat].is_some_and(|p| p != part) {
            return Err(RuleError::online(format!("P{} has already sent its random part", seat + 1)));
        }
        self.parts[seat] = Some(part);
        self.start_if_ready()?;
        Ok(self.broadcast())
    }

    /// Starts the game once every remote seat has sent its part (and its deck, where
    /// it chooses one).
    fn start_if_ready(&mut self) -> Result<(), RuleError> {
        let ready =
            self.kinds.iter().zip(&self.parts).all(|(k, p)| !matches!(k, SeatKind::Remote { .. }) || p.is_some())
                && !self.deck_wanted.contains(&true);
        if ready && self.game.is_none() {
            let seed = fairness::seed(&self.secret, &self.parts);
            self.game = Some(Rc::new(Match::new(self.options.clone(), seed)?));
        }
        Ok(())
    }

    fn seat_of(&self, peer: &str) -> Result<Seat, RuleError> {
        match self.conn(peer).map(|c| c.who) {
            Some(Peer::Seat(s)) => Ok(s),
            Some(Peer::Watcher) => Err(RuleError::online("a watcher does not play")),
            Some(Peer::Greeted) => Err(RuleError::online("say hello with your seat's link first")),
            None => Err(RuleError::online("say hello with your seat's link first")),
        }
    }

    /// Whether `seat` decides now on the table of `at` actions.
    fn in_turn(&self, seat: Seat, at: usize) -> Result<(), RuleError> {
        let game = self.game.as_ref().ok_or_else(|| RuleError::online("the game has not started yet"))?;
        match self.decider() {
            None => Err(RuleError::online("the game is over")),
            Some(d) if d != seat => Err(RuleError::online(format!("out of turn: P{} decides now", d + 1))),
            Some(_) if at != game.actions().len() => Err(RuleError::online(format!(
                "out of turn: that was decided on an older table (action {at}; the game is at action {})",
                game.actions().len()
            ))),
            Some(_) => Ok(()),
        }
    }

    fn apply(&mut self, seat: Seat, action: &G::Action) -> Result<Vec<Outgoing>, RuleError> {
        let game = self.game.as_mut().ok_or_else(|| RuleError::online("the game has not started yet"))?;
        // Refused without touching the shared match (so without copying it).
        if !game.state().legal_actions().contains(action) {
            return Err(game.state().refusal(action));
        }
        let at = game.actions().len();
        let events = Rc::make_mut(game).apply(action)?;
        // A decision that logged nothing (a choice kept hidden) leaves the seat's last
        // words as they were, rather than hiding its last move that had some.
        if !events.is_empty() {
            self.last_moves[seat] = (at, events.into_iter().map(|e| e.text).collect());
        }
        self.hint_asks.clear();
        Ok(self.broadcast())
    }

    fn undo(&mut self, seat: Seat) -> Result<Vec<Outgoing>, RuleError> {
        let game = self.game.as_mut().ok_or_else(|| RuleError::online("the game has not started yet"))?;
        if !game.can_undo() {
            return Err(RuleError::undo(
                "nothing to undo: undo goes back only within your own turn, and never past a shuffle, a draw, a \
                 reveal or another player's decision",
            ));
        }
        Rc::make_mut(game).undo()?;
        self.last_moves[seat].1.clear();
        self.hint_asks.clear();
        Ok(self.broadcast())
    }

    /// The answer to a hint a remote seat asked for: sent if that page still holds the
    /// seat and the table is still the one it asked on (else dropped: the page asks
    /// again on its new table).
    pub fn hint_answer(&mut self, ask: &HintAsk, moves: Vec<HintMove<G::Action>>) -> Vec<Outgoing> {
        self.hint_asks.retain(|h| h != ask);
        let now = self.game.as_ref().map(|g| g.actions().len());
        if now != Some(ask.at) || self.conn(&ask.peer).map(|c| c.who) != Some(Peer::Seat(ask.seat)) {
            return Vec::new();
        }
        let text = wire::encode(&FromHost::<G>::Hint { at: ask.at, moves });
        vec![Outgoing { to: ask.peer.clone(), text }]
    }

    /// The current table to every connected page, and the reveal once the game is over.
    fn broadcast(&mut self) -> Vec<Outgoing> {
        let peers: Vec<PeerId> = self.conns.iter().map(|c| c.peer.clone()).collect();
        let mut out = Vec::new();
        for p in peers {
            out.extend(self.message_for(&p));
            if let (Some(Peer::Seat(_)), Some(reveal)) = (self.conn(&p).map(|c| c.who), self.reveal()) {
                out.push(Outgoing { to: p.clone(), text: reveal });
            }
        }
        out
    }

    /// Page `peer`'s table now (nothing before the start), moving its log cursor.
    fn message_for(&mut self, peer: &str) -> Option<Outgoing> {
        let game = self.game.as_ref()?;
        let conn = self.conn(peer)?;
        let from = conn.log_sent.min(game.lines().len());
        let whole = match conn.who {
            Peer::Greeted => return None,
            Peer::Seat(seat) => FromHost::<G>::Update(Box::new(self.update(seat, game.state(), from))),
            Peer::Watcher => FromHost::<G>::Watching {
                table: Box::new(self.public(Peer::Watcher, game.state(), from)),
                view: Box::new(game.state().public_view(0)),
            },
        };
        // The whole table once per connection, then what changed.
        let (kind, table) = json::read_variant(whole.to_json()).ok()?;
        let message = match &conn.sent {
            Some(before) => json::variant("changes", changes::between(before, &table)),
            None => json::variant(&kind, table.clone()),
        };
        let text = wire::envelope(message);
        let lines = game.lines().len();
        if let Some(c) = self.conns.iter_mut().find(|c| c.peer == peer) {
            c.log_sent = lines;
            c.last_from = from;
            c.sent = Some(table);
        }
        Some(Outgoing { to: peer.to_string(), text })
    }

    /// The update for `seat` built from `state` (the match's own, or in a test one its
    /// seat cannot tell apart), with the log from line `from`.
    fn update(&self, seat: Seat, state: &G, from: usize) -> SeatUpdate<G> {
        let game = self.game.as_ref();
        let at = game.map_or(0, |g| g.actions().len());
        let can_undo = game.is_some_and(|g| g.can_undo());
        let decides = decider(state, &self.persons()) == Some(seat);
        update::build(state, seat, at, decides, can_undo, self.public(Peer::Seat(seat), state, from))
    }

    /// What everyone may know, for `who`: the log from line `from`, who acts, who is
    /// connected, the other seats' last moves in the log's words. Of `state` it reads
    /// only who acts and the outcome.
    fn public(&self, who: Peer, state: &G, from: usize) -> Public {
        let Some(game) = self.game.as_ref() else {
            return Public {
                log_from: 0,
                log: Vec::new(),
                to_act: None,
                turn: 0,
                active: 0,
                phase: Vec::new(),
                seats: self.seat_states(),
                last_moves: Vec::new(),
                outcome: None,
                scores: Vec::new(),
            };
        };
        let log = game
            .lines()
            .iter_from(from)
            .map(|l| Line { turn: l.turn, seat: l.seat, text: l.text.to_string() })
            .collect();
        // Oldest first, by when they were made (not by seat): the last is the latest.
        let mut seats: Vec<Seat> =
            (0..self.kinds.len()).filter(|s| who != Peer::Seat(*s) && !self.last_moves[*s].1.is_empty()).collect();
        crate::engine::order::sort_by_key(&mut seats, |s| self.last_moves[*s].0);
        let last_moves = seats.into_iter().map(|s| LastMove { seat: s, words: self.last_moves[s].1.clone() }).collect();
        let outcome = state.outcome();
        let scores =
            if outcome.is_some() { state.summary().into_iter().map(|s| s.score).collect() } else { Vec::new() };
        Public {
            log_from: from,
            log,
            to_act: state.to_act(),
            turn: state.turn(),
            active: state.active(),
            phase: state.phase().into_iter().map(String::from).collect(),
            seats: self.seat_states(),
            last_moves,
            outcome,
            scores,
        }
    }

    /// The reveal, once the game is over: the secret, every part, every action.
    pub fn reveal(&self) -> Option<String> {
        let game = self.game.as_ref().filter(|g| g.state().outcome().is_some())?;
        Some(wire::encode(&FromHost::<G>::Reveal {
            secret: fairness::to_hex(&self.secret),
            parts: self.parts.iter().map(|p| p.as_ref().map(fairness::to_hex)).collect(),
            actions: game.actions().to_vec(),
            options: Some(self.options.clone()),
        }))
    }

    /// The last update page `peer` was sent, whole (as its page rebuilt it from the
    /// changes), built again from `state` instead of the match's: for the test that a
    /// state the seat cannot tell apart (`determinize`) gives the same bytes, so nothing
    /// hidden from the seat is in its messages.
    pub fn rebuild_last_update(&self, peer: &str, state: &G) -> Option<String> {
        let conn = self.conn(peer)?;
        let (Peer::Seat(seat), from) = (conn.who, conn.last_from) else { return None };
        Some(wire::encode(&FromHost::<G>::Update(Box::new(self.update(seat, state, from)))))
    }
}

impl<G: Game> Clone for Host<G> {
    fn clone(&self) -> Self {
        Self {
            options: self.options.clone(),
            kinds: self.kinds.clone(),
            secret: self.secret,
            parts: self.parts.clone(),
            game: self.game.clone(),
            stand_in: self.stand_in.clone(),
            hint_asks: self.hint_asks.clone(),
            greeted: self.greeted,
            conns: self.conns.clone(),
            last_moves: self.last_moves.clone(),
            said: self.said.clone(),
            problems: self.problems.clone(),
            moved: self.moved,
            devices: self.devices.clone(),
            kept: self.kept.clone(),
            deck_wanted: self.deck_wanted.clone(),
        }
    }
}

/// `options` as seat `seat` may know them before the end: every other of the `seats`
/// seats' deck (`Cards::seat_deck`) an empty list. The same for a game without decks.
pub fn masked<G: Game>(options: &G::Options, seat: Seat, seats: usize) -> G::Options {
    let mut o = options.clone();
    for other in (0..seats).filter(|s| *s != seat) {
        if G::seat_deck(&o, other).is_some() {
            if let Ok(m) = G::with_deck(&o, other, Vec::new()) {
                o = m;
            }
        }
    }
    o
}
