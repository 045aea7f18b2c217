//! The host page's network: it joins the signalling room (or makes one offer code per
//! remote seat, with no server), turns what the transport reports into the session's
//! [`HostMsg`]s, sends what the referee queued after every change, and searches the
//! hints remote seats ask for, from the seat's own side as the local Hint does.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::hosting::HostMsg;
use super::links::Links;
use crate::engine::Seat;
use crate::online::host::HintAsk;
use crate::online::wire::HintMove;
use crate::ui::ai_player::{self, HintPick, Thinking};
use crate::ui::game_ui::GameUi;
use crate::ui::net::{self, direct, settings, NetEvent};
use crate::ui::new_game::fresh_seed;
use crate::ui::session::{Session, SessionMsg};

/// A remote seat's connection with no signalling server: its offer code, then the
/// host's half waiting for the joiner's reply (its channel already in the page's
/// links), then the accepted channel.
#[derive(Clone)]
pub enum Offer {
    Making,
    Ready { code: String, pending: Rc<direct::PendingHost>, error: Option<String> },
    Connected(Rc<dyn net::Channel>),
    Failed(String),
}

/// Each remote seat's [`Offer`], with no signalling server. A few: a list, not a map
/// (a `BTreeMap` of its own cost each game's page about 1.5 KB of gzipped wasm:
/// Aeon's End's 350,625 B, over the budget, to 349,148).
#[derive(Default)]
pub struct Offers(Vec<(Seat, Offer)>);

impl Offers {
    pub fn get(&self, seat: Seat) -> Option<Offer> {
        self.0.iter().find(|(s, _)| *s == seat).map(|(_, o)| o.clone())
    }

    /// Sets seat `seat`'s offer: the one it replaces, if any.
    fn set(&mut self, seat: Seat, offer: Offer) -> Option<Offer> {
        match self.0.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, o)) => Some(std::mem::replace(o, offer)),
            None => {
                self.0.push((seat, offer));
                None
            }
        }
    }
}

/// What the host panel shows of the network and can ask of it.
#[derive(Clone)]
pub struct HostNet {
    pub links: Rc<Links>,
    /// Per remote seat, with no signalling server.
    pub offers: Rc<RefCell<Offers>>,
    /// The transport's last failure, in words (an unreachable signalling server).
    pub trouble: Rc<RefCell<Option<String>>>,
    pub redraw: Callback<()>,
    pub on_event: Callback<NetEvent>,
}

/// The serverless name of a remote seat's page.
pub fn seat_peer(seat: Seat) -> String {
    format!("seat-{}", seat + 1)
}

impl HostNet {
    /// A fresh offer code for remote seat `seat` (at the start, or for a person who
    /// lost the connection: the old code is used up).
    pub fn make_offer(&self, seat: Seat) {
        let old = self.offers.borrow_mut().set(seat, Offer::Making);
        let old = match old {
            Some(Offer::Ready { pending, .. }) => Some(pending.channel()),
            Some(Offer::Connected(channel)) => Some(channel),
            _ => None,
        };
        if let Some(channel) = old {
            channel.close();
            self.links.remove(&channel);
        }
        self.redraw.emit(());
        let (offers, redraw, on, links) =
            (self.offers.clone(), self.redraw.clone(), self.on_event.clone(), self.links.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let made = direct::offer(&seat_peer(seat), on).await;
            let offer = match made {
                Ok((code, pending)) => {
                    links.add(pending.channel());
                    Offer::Ready { code, pending: Rc::new(pending), error: None }
                }
                Err(e) => Offer::Failed(e),
            };
            offers.borrow_mut().set(seat, offer);
            redraw.emit(());
        });
    }

    /// The joiner's reply code for remote seat `seat`: the connection opens, or the
    /// words why the code was refused (it may be pasted again).
    pub fn accept(&self, seat: Seat, reply: String) {
        let Some(Offer::Ready { code, pending, .. }) = self.offers.borrow().get(seat) else { return };
        let (offers, redraw) = (self.offers.clone(), self.redraw.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let next = match pending.accept(reply.trim()).await {
                Ok(()) => Offer::Connected(pending.channel()),
                Err(e) => Offer::Ready { code, pending, error: Some(e) },
            };
            offers.borrow_mut().set(seat, next);
            redraw.emit(());
        });
    }
}

/// The network of the host's page; `None` for a game with no remote seat.
#[hook]
pub fn use_host_net<G: GameUi>(session: &UseReducerHandle<Session<G>>) -> Option<HostNet> {
    let online = session.online.as_ref().map(|o| (o.config.clone(), o.outbox.clone()));
    let links = use_memo((), |_| Rc::new(Links::default()));
    let offers = use_mut_ref(Offers::default);
    let trouble = use_mut_ref(|| None::<String>);
    let redraw = use_force_update();
    let dispatcher = session.dispatcher();
    let net = online.as_ref().map(|_| {
        let (links, trouble2, redraw2) = ((*links).clone(), trouble.clone(), redraw.clone());
        HostNet {
            links,
            offers,
            trouble,
            redraw: Callback::from(move |_| redraw.force_update()),
            on_event: Callback::from(move |e: NetEvent| {
                let msg = match e {
                    NetEvent::Open(peer) => HostMsg::Open(peer),
                    NetEvent::Text(peer, text) => HostMsg::Text(peer, text),
                    NetEvent::Closed(peer) => HostMsg::Gone(peer),
                    NetEvent::Failed(words) => {
                        *trouble2.borrow_mut() = Some(words);
                        return redraw2.force_update();
                    }
                };
                // Sent after the page keeps the change (`use_flush_and_hints`): no
                // device is shown a table its host could not resume from.
                dispatcher.dispatch(SessionMsg::Online(msg));
            }),
        }
    });
    {
        let net = net.clone();
        let config = online.map(|(c, _)| c);
        use_effect_with((), move |_| {
            if let (Some(net), Some(config)) = (&net, config) {
                connect(net, &config);
            }
            let net = net.clone();
            move || {
                if let Some(net) = net {
                    net.links.close();
                }
            }
        });
    }
    use_flush_and_hints(session, net.as_ref().map(|n| n.links.clone()));
    net
}

/// Joins the room, or makes every remote seat's offer code.
fn connect(net: &HostNet, config: &super::OnlineConfig) {
    if config.serverless {
        for seat in config.remote_seats() {
            net.make_offer(seat);
        }
        return;
    }
    match net::join_room(&settings::signalling_url(), &config.room, net.on_event.clone()) {
        Ok(channel) => net.links.add(channel),
        Err(e) => {
            *net.trouble.borrow_mut() = Some(e);
            net.redraw.emit(());
        }
    }
}

/// After every change: sends what the referee queued (a move made here, the
/// computer's), and searches the first hint a remote seat asked for.
#[hook]
fn use_flush_and_hints<G: GameUi>(session: &UseReducerHandle<Session<G>>, links: Option<Rc<Links>>) {
    let online = session.online.as_ref();
    let outbox = online.map(|o| o.outbox.clone());
    let ask = online.and_then(|o| o.host.hint_asks().first().cloned());
    let kept = session.clone();
    use_effect_with(session.version, move |_| {
        if let (Some(links), Some(outbox)) = (links, outbox) {
            // Kept in the browser before it goes out: a host who closes its page resumes
            // from the very table its friends were last shown (their end's check covers
            // every table they were shown).
            if !outbox.borrow().is_empty() {
                let _ = crate::ui::game_page::store_now(&kept);
            }
            links.flush(&outbox);
        }
    });
    let handle = session.clone();
    use_effect_with((session.match_version, ask), move |(_, ask)| {
        let thinking = ask.clone().and_then(|ask| search_hint(&handle, ask));
        move || drop(thinking)
    });
}

/// Searches a remote seat's hint, as the local Hint does (Normal, the top three moves,
/// each with its reason in words worked out on a state drawn from the seat's view).
fn search_hint<G: GameUi>(handle: &UseReducerHandle<Session<G>>, ask: HintAsk) -> Option<Thinking> {
    // A seed of its own, not the game's: nothing of the hidden deal steers the search.
    let seed = fresh_seed();
    let dispatcher = handle.dispatcher();
    // The answer goes out with the flush after this change; a search that failed
    // answers with no moves.
    let done = Callback::from(move |picks: Result<Vec<HintPick<G::Action>>, ai_player::Failure>| {
        let moves = picks
            .unwrap_or_default()
            .into_iter()
            .map(|p| HintMove {
                action: p.action,
                label: p.line.label,
                reason: p.line.reason,
                confidence: p.line.confidence,
            })
            .collect();
        dispatcher.dispatch(SessionMsg::Online(HostMsg::HintDone(ask.clone(), moves)));
    });
    ai_player::hint(&handle.m, seed, done)
}
