//! A remote seat's page, apart from drawing it: the joiner ([`crate::online::Joiner`]),
//! which page of the room is the host, the connection's state in words, the tables
//! cached for drawing, and the choice to let the computer play this seat.
//!
//! In a signalling room every page connects to every other (a full mesh): the host
//! greets each page that connects, and a seat's page answers the greeting with its
//! hello (a proof of its link's token, never the token); the page that then welcomes
//! it is the host, and after that it listens to that page only. One device holds a
//! seat: a page whose seat another device holds is told so, and takes it over only when
//! its person asks ([`Remote::take_over`]).

use std::rc::Rc;

use super::kept;
use super::links::Links;
use crate::engine::prelude::*;
use crate::engine::{Rng, RuleError, Seat};
use crate::online::host::FromJoiner;
use crate::online::wire::{self, Choice};
use crate::online::{Joiner, PeerId};
use crate::ui::net::NetEvent;

/// Who plays this seat from this page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Auto {
    /// The person here.
    Off,
    /// The computer here, at random among the seat's choices.
    Random,
    /// The computer: the host searches from this seat's side (a hint) and the page
    /// plays its best move.
    Search,
}

/// The current table, made ready for drawing once per update.
pub struct Shown<G: Game> {
    pub at: usize,
    pub view: Rc<G::View>,
    pub legal: Rc<Vec<G::Action>>,
    pub choices: Rc<Vec<Choice<G::Action, G::Preview>>>,
}

/// A remote seat's page.
pub struct Remote<G: Game> {
    pub joiner: Joiner<G>,
    pub room: String,
    host: Option<PeerId>,
    pub links: Rc<Links>,
    /// What went wrong with the connection, in words.
    pub trouble: Option<String>,
    /// With no signalling server: the reply code to send back to the host.
    pub reply: Option<String>,
    /// With no signalling server: the reply was shown long ago and no host came (the
    /// invite may be in use on another device).
    pub no_answer: bool,
    /// The page that said another device holds this seat (the host, before it welcomed
    /// this page): a take-over goes there.
    taken_from: Option<PeerId>,
    /// Whether the reply code was copied (`Some(false)`: no clipboard, copy by hand).
    pub reply_copied: Option<bool>,
    pub shown: Option<Shown<G>>,
    pub auto: Auto,
    /// The table on which this page last sent a decision, and the one it last asked a
    /// hint on: the computer here waits for the next table rather than send again.
    acted_at: Option<usize>,
    asked_at: Option<usize>,
    /// A refusal made here (not the host's), until the next table.
    pub local_error: Option<RuleError>,
    /// The host's refusal the person dismissed.
    dismissed: Option<RuleError>,
    /// The table whose hint the person put away ("Put the hint away").
    hint_put_away: Option<usize>,
    /// The person closed the end screen to look at the table.
    pub end_closed: bool,
    /// The deck chosen before the game (`ui::online::deck_choice`): the select's value
    /// and the deck code pasted.
    pub deck_pick: String,
    pub deck_code: String,
    rng: Rng,
}

impl<G: Game> Remote<G> {
    /// The page of `seat` in `room`, with what it kept before a reload if anything.
    pub fn new(room: &str, seat: Seat, token: &str, part: [u8; 32], seed: u64) -> Self {
        let joiner = kept::load(G::ID, room, seat)
            .and_then(|k| Joiner::restore(seat, token, &k))
            .unwrap_or_else(|| Joiner::new(seat, token, part));
        let joiner = match kept::device() {
            Some(device) => joiner.on_device(device),
            None => joiner,
        };
        Self {
            joiner,
            room: room.to_string(),
            host: None,
            links: Rc::default(),
            trouble: None,
            reply: None,
            no_answer: false,
            taken_from: None,
            reply_copied: None,
            shown: None,
            auto: Auto::Off,
            acted_at: None,
            asked_at: None,
            local_error: None,
            dismissed: None,
            hint_put_away: None,
            end_closed: false,
            deck_pick: String::new(),
            deck_code: String::new(),
            rng: Rng::new(seed),
        }
    }

    /// Whether a host page is connected now.
    pub fn with_host(&self) -> bool {
        self.host.is_some()
    }

    /// The refusal to show: this page's, or the host's unless dismissed.
    pub fn error(&self) -> Option<RuleError> {
        self.local_error
            .clone()
            .or_else(|| self.joiner.refusal().filter(|e| self.dismissed.as_ref() != Some(e)).cloned())
    }

    pub fn dismiss(&mut self) {
        self.local_error = None;
        self.dismissed = self.joiner.refusal().cloned();
    }

    /// The hint the host sent for this table, unless put away.
    pub fn hint(&self) -> Option<&[crate::online::wire::HintMove<G::Action>]> {
        self.joiner.hint().filter(|_| self.hint_put_away != self.at())
    }

    /// Whether a hint was asked on this table and has not come yet.
    pub fn hint_pending(&self) -> bool {
        self.asked_at.is_some() && self.asked_at == self.at() && self.joiner.hint().is_none()
    }

    pub fn put_hint_away(&mut self) {
        self.hint_put_away = self.at();
    }

    /// Says a fixed phrase to everyone.
    pub fn say(&mut self, phrase: crate::online::Phrase) {
        let text = Ok(self.joiner.say(phrase));
        self.local_error = self.send_host(text).err();
    }

    /// One event of the transport.
    pub fn on_event(&mut self, event: NetEvent) {
        match event {
            // The host greets each page that connects; the hello answers that greeting.
            NetEvent::Open(_) => {}
            NetEvent::Text(peer, text) => self.received(peer, &text),
            NetEvent::Closed(peer) if self.host.as_ref() == Some(&peer) => {
                self.host = None;
                self.joiner.dropped();
                // What was sent to a host that is gone may never have been played: the
                // computer here decides again on the table the host sends when it is back.
                self.acted_at = None;
                self.asked_at = None;
            }
            NetEvent::Closed(_) => {}
            NetEvent::Failed(words) => self.trouble = Some(words),
        }
    }

    fn received(&mut self, peer: PeerId, text: &str) {
        if self.host.as_ref().is_some_and(|h| *h != peer) {
            return;
        }
        // Before the host has answered, another joiner's or a watcher's hello arrives
        // too: it is no message for this page.
        if self.host.is_none() && wire::decode::<FromJoiner<G>>(text).is_ok() {
            return;
        }
        let Ok(replies) = self.joiner.receive(text) else { return };
        if self.host.is_none() && self.joiner.connected() {
            self.host = Some(peer.clone());
            self.trouble = None;
        }
        if self.host.is_none() && self.joiner.elsewhere().is_some() {
            self.taken_from = Some(peer.clone());
        }
        for r in replies {
            let _ = self.links.send(&peer, &r);
        }
        self.refresh();
        kept::store(G::ID, &self.room, self.joiner.seat(), &self.joiner.kept());
    }

    /// Makes the new table ready for drawing, if it changed.
    fn refresh(&mut self) {
        let Some(u) = self.joiner.update() else { return };
        if self.shown.as_ref().is_some_and(|s| s.at == u.at && *s.view == u.view && s.choices.len() == u.legal.len()) {
            return;
        }
        // A table taken back (undo) comes again: whatever was sent on it is gone.
        let taken_back = |sent: Option<usize>| sent.filter(|a| *a < u.at);
        self.acted_at = taken_back(self.acted_at);
        self.asked_at = taken_back(self.asked_at);
        self.shown = Some(Shown {
            at: u.at,
            view: Rc::new(u.view.clone()),
            legal: Rc::new(u.legal.iter().map(|c| c.action.clone()).collect()),
            choices: Rc::new(u.legal.clone()),
        });
        self.local_error = None;
    }

    fn send_host(&mut self, text: Result<String, RuleError>) -> Result<(), RuleError> {
        let text = text?;
        let host = self.host.clone().ok_or_else(|| RuleError::online("not connected to the host: wait for it"))?;
        self.links.send(&host, &text).map_err(RuleError::online)
    }

    fn at(&self) -> Option<usize> {
        self.joiner.update().map(|u| u.at)
    }

    /// This seat's decision, sent to the host (which applies it, or refuses it with
    /// the rule's words as a local table would).
    pub fn act(&mut self, action: &G::Action) {
        let text = self.joiner.act(action);
        let sent = self.send_host(text);
        // Only what reached the host waits for its next table (a move made while the
        // host was gone is made again on the table it sends when it is back).
        if sent.is_ok() {
            self.acted_at = self.at();
        }
        self.local_error = sent.err();
    }

    /// Sends a deck (its cards and format) as this seat's (the host checks it with the
    /// deck rules).
    pub fn send_deck(&mut self, (cards, format): (Vec<String>, Option<String>)) {
        if self.host.is_none() {
            self.local_error = Some(RuleError::online("not connected to the host: wait for it"));
            return;
        }
        let text = self.joiner.choose_deck(cards, format);
        self.local_error = self.send_host(text).err();
    }

    /// Moves this seat to this page on purpose, though another device holds it: the
    /// host tells that device, which stops playing it, and says so on its own page.
    pub fn take_over(&mut self) {
        let to = self.host.clone().or_else(|| self.taken_from.clone());
        let sent = match to {
            Some(to) => self.links.send(&to, &self.joiner.take_over()),
            None => Err("not connected to the host: wait for it".to_string()),
        };
        self.local_error = sent.err().map(RuleError::online);
    }

    /// Asks the host to take back this seat's last action.
    pub fn undo(&mut self) {
        let text = self.joiner.undo();
        self.local_error = self.send_host(text).err();
    }

    /// Asks the host for a hint on this table.
    pub fn ask_hint(&mut self) {
        let text = self.joiner.ask_hint();
        let sent = self.send_host(text);
        if sent.is_ok() {
            self.asked_at = self.at();
        }
        self.local_error = sent.err();
    }

    /// The computer's move for this seat now, if it plays it and has not yet moved on
    /// this table (or asks the host's search first).
    pub fn auto_move(&mut self) -> Option<G::Action> {
        let u = self.joiner.update()?;
        if self.auto == Auto::Off || u.legal.is_empty() || self.acted_at == Some(u.at) {
            return None;
        }
        if let Some(best) = self.hint().and_then(|h| h.first()) {
            return Some(best.action.clone());
        }
        match self.auto {
            Auto::Search if self.asked_at == Some(u.at) => None,
            Auto::Search => {
                self.ask_hint();
                None
            }
            _ => {
                // Never a concession at random, unless it is the only choice.
                let open: Vec<&Choice<G::Action, G::Preview>> =
                    u.legal.iter().filter(|c| c.kind != "concede" || u.legal.len() == 1).collect();
                open.get(self.rng.below(open.len().max(1))).map(|c| c.action.clone())
            }
        }
    }
}
