//! The referee in the host page's session: every change of an online game's match goes
//! through [`crate::online::Host`], which shares the match with the session (so the
//! page draws the host's seats from the very match the referee keeps) and makes the
//! messages for the other devices. The reducer only queues those messages
//! ([`Hosting::outbox`]); the page's network hook sends them ([`super::host_net`]).

use std::cell::RefCell;
use std::rc::Rc;

use super::config::OnlineConfig;
use crate::engine::prelude::*;
use crate::engine::{Match, RuleError, Seat};
use crate::online::fairness::to_hex;
use crate::online::host::HintAsk;
use crate::online::wire::HintMove;
use crate::online::{Host, Outgoing, Phrase};
use crate::ui::session::{Session, StartConfig};

/// The host page's online side, kept in its session.
pub struct Hosting<G: Game> {
    pub host: Host<G>,
    pub config: Rc<OnlineConfig>,
    /// Messages made by the referee and not yet sent: filled in `reduce`, emptied by
    /// the page's transport right after (shared by every copy of the session).
    pub outbox: Rc<RefCell<Vec<Outgoing>>>,
}

impl<G: Game> Clone for Hosting<G> {
    fn clone(&self) -> Self {
        Self { host: self.host.clone(), config: self.config.clone(), outbox: self.outbox.clone() }
    }
}

/// What the host page's network and panel ask of its session.
pub enum HostMsg<G: Game> {
    /// Another device's page connected: the host greets it.
    Open(String),
    /// A message from another device.
    Text(String, String),
    /// That device's page is gone.
    Gone(String),
    /// A person at the host's device says a fixed phrase.
    Say(Seat, Phrase),
    /// The hint searched for a remote seat.
    HintDone(HintAsk, Vec<HintMove<G::Action>>),
    /// The computer plays a remote seat whose person left (or stops).
    StandIn(Seat, bool),
}

impl<G: Game> Hosting<G> {
    fn post(&self, out: Vec<Outgoing>) {
        self.outbox.borrow_mut().extend(out);
    }

    fn shared(&self) -> Result<Rc<Match<G>>, RuleError> {
        self.host.shared_game().ok_or_else(|| RuleError::online("the game has not started: its seats are not all here"))
    }

    /// A decision of a seat played here (a person or the computer): the match after it.
    pub fn apply_local(&mut self, action: &G::Action) -> Result<Rc<Match<G>>, RuleError> {
        let out = self.host.apply_local(action)?;
        self.post(out);
        self.shared()
    }

    /// Undo for a seat played here: the match after it.
    pub fn undo_local(&mut self) -> Result<Rc<Match<G>>, RuleError> {
        let out = self.host.undo_local()?;
        self.post(out);
        self.shared()
    }

    /// The config to keep now, with the parts received so far.
    pub fn config_now(&self) -> OnlineConfig {
        let parts = self.host.parts().iter().map(|p| p.as_ref().map(to_hex)).collect();
        let decks = self.host.decks_wanted().to_vec();
        OnlineConfig { parts, devices: self.host.devices().to_vec(), decks, ..(*self.config).clone() }
    }

    /// Whether the game waits for the remote seats' pages before it starts.
    pub fn waiting(&self) -> bool {
        self.host.game().is_none()
    }
}

/// The session of the host's page of an online game: the referee, resumed from what
/// was kept if the page reloaded, and the match (a stand-in with no seat shown until
/// every remote seat has joined: [`Hosting::waiting`]).
pub fn host_session<G: Game>(config: &StartConfig, online: &OnlineConfig) -> Result<Session<G>, RuleError> {
    let options: G::Options = serde_json::from_value(config.options.clone())
        .map_err(|e| RuleError::protocol(format!("these options are not valid: {e}")))?;
    let kinds = online.host_seats(&config.seats)?;
    let game = match &config.resume {
        Some(save) => Some(Match::<G>::load(&crate::engine::to_json(save, "the save", RuleError::save)?)?),
        None => None,
    };
    let host = Host::resume(options.clone(), kinds, online.secret()?, online.parts()?, game, &online.decks)?
        .keep_seats_for(online.devices.clone());
    let shared = match host.shared_game() {
        Some(m) => m,
        None => Rc::new(Match::new(options, 0)?),
    };
    let mut s = Session::from_match((*shared).clone(), config.seats.clone())?;
    s.m = shared;
    s.online = Some(Hosting { host, config: Rc::new(online.clone()), outbox: Rc::default() });
    Ok(s)
}

/// One [`HostMsg`] in the session's reducer; `false` if nothing changed.
pub fn reduce<G: Game>(s: &mut Session<G>, msg: HostMsg<G>) -> bool {
    let Some(o) = s.online.as_mut() else { return false };
    let was_waiting = o.waiting();
    let seat = o.host.decider();
    let out = match msg {
        HostMsg::Open(peer) => vec![o.host.greet(&peer)],
        HostMsg::Text(peer, text) => o.host.receive(&peer, &text),
        HostMsg::Gone(peer) => o.host.dropped(&peer),
        HostMsg::Say(seat, phrase) => o.host.say_local(seat, phrase),
        HostMsg::HintDone(ask, moves) => o.host.hint_answer(&ask, moves),
        HostMsg::StandIn(seat, on) => match o.host.set_stand_in(seat, on) {
            Ok(out) => out,
            Err(e) => {
                s.error = Some(e);
                return true;
            }
        },
    };
    o.post(out);
    let Some(m) = o.host.shared_game() else { return true };
    if was_waiting {
        return started(s, m);
    }
    if !Rc::ptr_eq(&m, &s.m) && s.replay.is_none() {
        moved(s, m, seat);
    }
    true
}

/// Every remote seat has joined: the game begins, shown as any game that starts here.
fn started<G: Game>(s: &mut Session<G>, m: Rc<Match<G>>) -> bool {
    match Session::from_match((*m).clone(), s.seats.clone()) {
        Ok(mut fresh) => {
            fresh.m = m;
            fresh.online = s.online.take();
            *s = fresh;
        }
        Err(e) => s.error = Some(e),
    }
    true
}

/// A remote seat acted or took back its action: the session shows the match now and
/// keeps the move for the last-move marks, as for a move made here.
fn moved<G: Game>(s: &mut Session<G>, m: Rc<Match<G>>, seat: Option<Seat>) {
    let (index, lines_before) = (s.m.actions().len(), s.m.lines().len());
    s.m = m;
    let len = s.m.actions().len();
    if len > index {
        let action = s.m.actions().iter_from(index).next().cloned();
        if let Some(action) = action {
            s.noted(seat, index, lines_before, &action);
        }
    } else if s.moves.iter().any(|n| n.index >= len) {
        Rc::make_mut(&mut s.moves).retain(|n| n.index < len);
    }
    s.settle_online();
}
