//! A small client of `matchbox_server`'s signalling protocol (matchbox_protocol, JSON
//! over a WebSocket at `<server>/<room>`), written on web-sys rather than taking the
//! `matchbox_socket` crate: the page needs only text channels, and every game's wasm
//! has a size budget (README, "Online play").
//!
//! The server sends `{"IdAssigned": id}` first, then `{"NewPeer": id}` for each page
//! that joins the room after this one, `{"PeerLeft": id}`, and `{"Signal": {"sender":
//! id, "data": …}}` relayed from another page. A page sends `{"Signal": {"receiver": id,
//! "data": …}}` and `"KeepAlive"`. The data is ours: `{"Offer": sdp}`, `{"Answer":
//! sdp}` or `{"IceCandidate": json}`. The page already in the room offers to each
//! newcomer, so two pages never offer to each other.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Interval;
use serde_json::{json, Value};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, WebSocket};
use yew::Callback;

use super::peer::Peer;
use super::settings::{self, IceServer};
use super::{warn, Channel, NetEvent, PeerId, MAX_MESSAGE_BYTES};

/// Proxies close a WebSocket that stays quiet; the server ignores this message.
const KEEP_ALIVE_MS: u32 = 10_000;

struct Room {
    ws: WebSocket,
    url: String,
    peers: RefCell<HashMap<PeerId, Rc<Peer>>>,
    on: Callback<NetEvent>,
    ice: Vec<IceServer>,
    reached: Cell<bool>,
    over: Cell<bool>,
    keep_alive: RefCell<Option<Interval>>,
}

/// Joins `room` on the signalling server at `signalling_url` (`ws://` or `wss://`,
/// see [`settings::signalling_url`]), with the STUN/TURN servers of
/// [`settings::ice_servers`]. Every page of one game joins the same room; each other
/// page raises `Open` when its data channel opens. An unreachable server raises
/// `Failed`. Keep the channel while playing: dropping it leaves the room.
pub fn join_room(signalling_url: &str, room: &str, on: Callback<NetEvent>) -> Result<Rc<dyn Channel>, String> {
    join_room_with(signalling_url, room, &settings::ice_servers(), on)
}

/// [`join_room`] with the given STUN/TURN servers.
pub fn join_room_with(
    signalling_url: &str,
    room: &str,
    ice: &[IceServer],
    on: Callback<NetEvent>,
) -> Result<Rc<dyn Channel>, String> {
    let base = settings::parse_signalling(signalling_url)?;
    if room.is_empty() || room.len() > 100 || !room.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        return Err(format!("\"{room}\" is not a room name (letters, digits, - and _)"));
    }
    let url = format!("{base}/{room}");
    let ws = WebSocket::new(&url).map_err(|_| format!("cannot open the signalling server's address {url}"))?;
    let room = Rc::new(Room {
        ws,
        url: base,
        peers: RefCell::new(HashMap::new()),
        on,
        ice: ice.to_vec(),
        reached: Cell::new(false),
        over: Cell::new(false),
        keep_alive: RefCell::new(None),
    });
    room.hook();
    Ok(room)
}

fn handler(f: impl FnMut(JsValue) + 'static) -> js_sys::Function {
    Closure::<dyn FnMut(JsValue)>::new(f).into_js_value().unchecked_into()
}

impl Room {
    fn hook(self: &Rc<Self>) {
        let me = Rc::downgrade(self);
        self.ws.set_onopen(Some(&handler(move |_| {
            if let Some(room) = me.upgrade() {
                room.reached.set(true);
                let ws = room.ws.clone();
                let beat = Interval::new(KEEP_ALIVE_MS, move || {
                    let _ = ws.send_with_str("\"KeepAlive\"");
                });
                *room.keep_alive.borrow_mut() = Some(beat);
            }
        })));
        let me = Rc::downgrade(self);
        self.ws.set_onmessage(Some(&handler(move |e: JsValue| {
            let text = e.dyn_into::<MessageEvent>().ok().and_then(|e| e.data().as_string());
            if let (Some(room), Some(text)) = (me.upgrade(), text) {
                room.server_said(&text);
            }
        })));
        let me = Rc::downgrade(self);
        self.ws.set_onclose(Some(&handler(move |_| {
            if let Some(room) = me.upgrade() {
                room.keep_alive.take();
                if !room.over.get() {
                    let url = &room.url;
                    room.on.emit(NetEvent::Failed(if room.reached.get() {
                        format!("the signalling server {url} closed the connection: connected pages go on, no new page can join")
                    } else {
                        format!("could not reach the signalling server {url}")
                    }));
                }
            }
        })));
    }

    /// One message from the signalling server; anything else is ignored with a warning.
    fn server_said(self: &Rc<Self>, text: &str) {
        if self.over.get() {
            return;
        }
        let parsed = (text.len() <= MAX_MESSAGE_BYTES).then(|| serde_json::from_str::<Value>(text).ok()).flatten();
        let Some(v) = parsed else { return warn("ignored a malformed message from the signalling server") };
        let id = |key: &str| v.get(key).and_then(Value::as_str).map(str::to_string);
        // Our own id (`IdAssigned`) matters only to the server, which adds it as sender.
        if id("IdAssigned").is_some() {
        } else if let Some(peer) = id("NewPeer") {
            self.offer_to(peer);
        } else if let Some(peer) = id("PeerLeft") {
            let left = self.peers.borrow_mut().remove(&peer);
            if let Some(p) = left {
                p.gone();
            }
        } else if let Some(sender) = v.pointer("/Signal/sender").and_then(Value::as_str) {
            self.signal(sender.to_string(), v.pointer("/Signal/data").unwrap_or(&Value::Null));
        } else {
            warn("ignored an unknown message from the signalling server");
        }
    }

    fn send_signal(&self, receiver: &str, data: Value) {
        let msg = json!({ "Signal": { "receiver": receiver, "data": data } });
        if self.ws.send_with_str(&msg.to_string()).is_err() {
            self.on.emit(NetEvent::Failed(format!("could not reach {receiver} through the signalling server")));
        }
    }

    /// A new connection to `id`, whose candidates go to it through the server.
    fn connect(self: &Rc<Self>, id: &str, offering: bool) -> Option<Rc<Peer>> {
        let peer = match Peer::new(id.to_string(), &self.ice, self.on.clone(), offering) {
            Ok(p) => p,
            Err(e) => {
                self.on.emit(NetEvent::Failed(e));
                return None;
            }
        };
        let (room, to) = (Rc::downgrade(self), id.to_string());
        peer.on_candidate(move |json| {
            if let Some(room) = room.upgrade() {
                room.send_signal(&to, json!({ "IceCandidate": json }));
            }
        });
        let old = self.peers.borrow_mut().insert(id.to_string(), peer.clone());
        if let Some(old) = old {
            old.close();
        }
        Some(peer)
    }

    fn offer_to(self: &Rc<Self>, id: String) {
        let Some(peer) = self.connect(&id, true) else { return };
        let room = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let offer = peer.make_offer().await;
            finish(&room, &id, offer.map(|sdp| Some(json!({ "Offer": sdp }))));
        });
    }

    fn signal(self: &Rc<Self>, sender: PeerId, data: &Value) {
        let known = self.peers.borrow().get(&sender).cloned();
        let text = |key: &str| data.get(key).and_then(Value::as_str).map(str::to_string);
        if let Some(sdp) = text("Offer") {
            let Some(peer) = self.connect(&sender, false) else { return };
            let room = Rc::downgrade(self);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = peer.take_offer(&sdp).await;
                finish(&room, &sender, answer.map(|sdp| Some(json!({ "Answer": sdp }))));
            });
        } else if let (Some(sdp), Some(peer)) = (text("Answer"), known.clone()) {
            let room = Rc::downgrade(self);
            wasm_bindgen_futures::spawn_local(async move {
                let taken = peer.take_answer(&sdp).await;
                finish(&room, &sender, taken.map(|()| None));
            });
        } else if let (Some(json), Some(peer)) = (text("IceCandidate"), known) {
            peer.add_candidate(&json);
        } else {
            warn(&format!("ignored an unknown or misplaced signal from {sender}"));
        }
    }
}

/// Sends the next step of a negotiation to its peer, or says why it failed.
fn finish(room: &Weak<Room>, peer: &str, step: Result<Option<Value>, String>) {
    let Some(room) = room.upgrade() else { return };
    match step {
        Ok(Some(data)) => room.send_signal(peer, data),
        Ok(None) => {}
        Err(e) => room.on.emit(NetEvent::Failed(format!("connecting to {peer}: {e}"))),
    }
}

impl Channel for Room {
    fn send(&self, peer: &str, text: &str) -> Result<(), String> {
        match self.peers.borrow().get(peer) {
            Some(p) => p.send(text),
            None => Err(format!("{peer} is not connected")),
        }
    }

    fn close(&self) {
        self.over.set(true);
        self.keep_alive.take();
        let _ = self.ws.close();
        for (_, p) in self.peers.borrow_mut().drain() {
            p.close();
        }
    }
}

/// Leaving the page's game leaves the room.
impl Drop for Room {
    fn drop(&mut self) {
        self.close();
    }
}
