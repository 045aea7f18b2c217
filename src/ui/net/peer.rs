//! One WebRTC connection to one peer and its data channel: the part both ways of
//! connecting share (the signalling room and the serverless codes).
//!
//! The browser calls back into the page through closures; they are handed to the
//! browser for the life of the page (`forget`), hold only this small struct, and are
//! unhooked when the connection closes, so nothing is ever called after it is freed.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState, RtcIceCandidateInit,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcPeerConnectionIceEvent, RtcPeerConnectionState,
    RtcSdpType, RtcSessionDescriptionInit,
};
use yew::Callback;

use super::settings::IceServer;
use super::{check_size, warn, NetEvent, PeerId, MAX_MESSAGE_BYTES};

/// The data channel's label; both sides use one channel, opened by the side that offers.
const LABEL: &str = "turnkeeper";

/// A connection to one peer.
pub(super) struct Peer {
    id: PeerId,
    pc: RtcPeerConnection,
    dc: RefCell<Option<RtcDataChannel>>,
    on: Callback<NetEvent>,
    opened: Cell<bool>,
    /// Set once the connection is over (closed here or gone there): no more events.
    over: Cell<bool>,
    /// ICE candidates that came before the remote description, which they need.
    early: RefCell<Vec<RtcIceCandidateInit>>,
    remote_set: Cell<bool>,
}

fn js_words(e: JsValue) -> String {
    e.as_string()
        .or_else(|| js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()))
        .unwrap_or_else(|| "the browser refused it".into())
}

fn handler(f: impl FnMut(JsValue) + 'static) -> js_sys::Function {
    Closure::<dyn FnMut(JsValue)>::new(f).into_js_value().unchecked_into()
}

fn configuration(ice: &[IceServer]) -> RtcConfiguration {
    let servers = js_sys::Array::new();
    for s in ice {
        let server = RtcIceServer::new();
        server.set_urls(&JsValue::from_str(&s.urls));
        if let Some(u) = &s.username {
            server.set_username(u);
        }
        if let Some(c) = &s.credential {
            server.set_credential(c);
        }
        servers.push(&server);
    }
    let config = RtcConfiguration::new();
    config.set_ice_servers(&servers);
    config
}

impl Peer {
    /// A new connection to `id`. The side that will send the offer (`offering`) opens
    /// the data channel; the other side receives it.
    pub fn new(id: PeerId, ice: &[IceServer], on: Callback<NetEvent>, offering: bool) -> Result<Rc<Peer>, String> {
        let pc = RtcPeerConnection::new_with_configuration(&configuration(ice))
            .map_err(|e| format!("this browser cannot open a WebRTC connection: {}", js_words(e)))?;
        let peer = Rc::new(Peer {
            id,
            pc,
            dc: RefCell::new(None),
            on,
            opened: Cell::new(false),
            over: Cell::new(false),
            early: RefCell::new(Vec::new()),
            remote_set: Cell::new(false),
        });
        if offering {
            let dc = peer.pc.create_data_channel(LABEL);
            peer.wire(dc);
        } else {
            let me = Rc::downgrade(&peer);
            peer.pc.set_ondatachannel(Some(&handler(move |e: JsValue| {
                if let (Some(me), Ok(e)) = (me.upgrade(), e.dyn_into::<RtcDataChannelEvent>()) {
                    me.wire(e.channel());
                }
            })));
        }
        let me = Rc::downgrade(&peer);
        peer.pc.set_onconnectionstatechange(Some(&handler(move |_| {
            if let Some(me) = me.upgrade() {
                if matches!(me.pc.connection_state(), RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed) {
                    me.gone();
                }
            }
        })));
        Ok(peer)
    }

    /// The data channel's events become the page's.
    fn wire(self: &Rc<Self>, dc: RtcDataChannel) {
        let me = Rc::downgrade(self);
        dc.set_onopen(Some(&handler(move |_| {
            if let Some(me) = me.upgrade() {
                if !me.over.get() && !me.opened.replace(true) {
                    me.on.emit(NetEvent::Open(me.id.clone()));
                }
            }
        })));
        let me = Rc::downgrade(self);
        dc.set_onmessage(Some(&handler(move |e: JsValue| {
            if let (Some(me), Ok(e)) = (me.upgrade(), e.dyn_into::<MessageEvent>()) {
                me.received(e.data());
            }
        })));
        let me = Rc::downgrade(self);
        dc.set_onclose(Some(&handler(move |_| {
            if let Some(me) = me.upgrade() {
                me.gone();
            }
        })));
        *self.dc.borrow_mut() = Some(dc);
    }

    /// A message from the peer: text within the limit goes to the page, the rest is
    /// refused with a warning (issue 23 point 5).
    fn received(&self, data: JsValue) {
        if self.over.get() {
            return;
        }
        match data.as_string() {
            Some(text) if text.len() <= MAX_MESSAGE_BYTES => self.on.emit(NetEvent::Text(self.id.clone(), text)),
            Some(text) => {
                let words = format!(
                    "refused a message of {} bytes from {}: over the limit of {MAX_MESSAGE_BYTES} bytes",
                    text.len(),
                    self.id
                );
                warn(&words);
                self.on.emit(NetEvent::Failed(words));
            }
            None => warn(&format!("ignored a message from {} that is not text", self.id)),
        }
    }

    /// The peer is gone: `Closed` once if it was ever open, else the failure in words.
    pub fn gone(&self) {
        if self.over.replace(true) {
            return;
        }
        if self.opened.get() {
            self.on.emit(NetEvent::Closed(self.id.clone()));
        } else {
            self.on.emit(NetEvent::Failed(format!("could not connect to {}", self.id)));
        }
        self.shut();
    }

    /// Closes the connection from this side, raising nothing here.
    pub fn close(&self) {
        self.over.set(true);
        self.shut();
    }

    fn shut(&self) {
        if let Some(dc) = self.dc.borrow().as_ref() {
            dc.set_onopen(None);
            dc.set_onmessage(None);
            dc.set_onclose(None);
            dc.close();
        }
        self.pc.set_ondatachannel(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_onicecandidate(None);
        self.pc.close();
    }

    /// Sends one message, if the channel is open and the message within the limit.
    pub fn send(&self, text: &str) -> Result<(), String> {
        check_size(text)?;
        let dc = self.dc.borrow();
        match dc.as_ref() {
            Some(dc) if !self.over.get() && dc.ready_state() == RtcDataChannelState::Open => {
                dc.send_with_str(text).map_err(|e| format!("could not send to {}: {}", self.id, js_words(e)))
            }
            _ => Err(format!("{} is not connected", self.id)),
        }
    }

    /// Each local ICE candidate, as JSON, to `out` (the trickle of the signalling room).
    pub fn on_candidate(&self, out: impl Fn(String) + 'static) {
        self.pc.set_onicecandidate(Some(&handler(move |e: JsValue| {
            let Ok(e) = e.dyn_into::<RtcPeerConnectionIceEvent>() else { return };
            if let Some(c) = e.candidate() {
                if let Ok(json) = js_sys::JSON::stringify(&c.to_json()) {
                    out(String::from(json));
                }
            }
        })));
    }

    /// A remote ICE candidate from its JSON; one that comes before the remote
    /// description waits for it. A malformed one is dropped with a warning.
    pub fn add_candidate(&self, json: &str) {
        let init = match js_sys::JSON::parse(json) {
            Ok(v) if v.is_object() => v.unchecked_into::<RtcIceCandidateInit>(),
            _ => return warn(&format!("ignored a malformed ICE candidate from {}", self.id)),
        };
        if self.remote_set.get() {
            self.add_now(&init);
        } else {
            self.early.borrow_mut().push(init);
        }
    }

    fn add_now(&self, init: &RtcIceCandidateInit) {
        let promise = self.pc.add_ice_candidate_with_opt_rtc_ice_candidate_init(Some(init));
        let id = self.id.clone();
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = JsFuture::from(promise).await {
                warn(&format!("ignored an ICE candidate from {id}: {}", js_words(e)));
            }
        });
    }

    async fn set_description(&self, local: bool, kind: RtcSdpType, sdp: &str) -> Result<(), String> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        let promise = if local { self.pc.set_local_description(&init) } else { self.pc.set_remote_description(&init) };
        JsFuture::from(promise)
            .await
            .map_err(|e| format!("the connection description was refused: {}", js_words(e)))?;
        if !local {
            self.remote_set.set(true);
            for c in self.early.take() {
                self.add_now(&c);
            }
        }
        Ok(())
    }

    async fn local_sdp(&self, promise: js_sys::Promise, kind: RtcSdpType) -> Result<String, String> {
        let desc =
            JsFuture::from(promise).await.map_err(|e| format!("could not describe the connection: {}", js_words(e)))?;
        let sdp = js_sys::Reflect::get(&desc, &"sdp".into()).ok().and_then(|s| s.as_string()).unwrap_or_default();
        self.set_description(true, kind, &sdp).await?;
        Ok(sdp)
    }

    /// Makes and sets the offer; its SDP.
    pub async fn make_offer(&self) -> Result<String, String> {
        self.local_sdp(self.pc.create_offer(), RtcSdpType::Offer).await
    }

    /// Takes the peer's offer and makes and sets the answer; its SDP.
    pub async fn take_offer(&self, sdp: &str) -> Result<String, String> {
        self.set_description(false, RtcSdpType::Offer, sdp).await?;
        self.local_sdp(self.pc.create_answer(), RtcSdpType::Answer).await
    }

    /// Takes the peer's answer to this side's offer.
    pub async fn take_answer(&self, sdp: &str) -> Result<(), String> {
        self.set_description(false, RtcSdpType::Answer, sdp).await
    }

    /// Waits until the browser has gathered its ICE candidates (or `ms` have passed:
    /// an unreachable STUN server must not hold the code back), then the local SDP
    /// with every candidate found, for a code that carries them all at once.
    pub async fn gathered(&self, ms: i32) -> String {
        if self.pc.ice_gathering_state() != RtcIceGatheringState::Complete {
            let pc = self.pc.clone();
            let done = js_sys::Promise::new(&mut |resolve: js_sys::Function, _| {
                let (pc2, resolve2) = (pc.clone(), resolve.clone());
                pc.set_onicegatheringstatechange(Some(&handler(move |_| {
                    if pc2.ice_gathering_state() == RtcIceGatheringState::Complete {
                        let _ = resolve2.call0(&JsValue::NULL);
                    }
                })));
                if let Some(w) = web_sys::window() {
                    let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
                }
            });
            let _ = JsFuture::from(done).await;
            self.pc.set_onicegatheringstatechange(None);
        }
        self.pc.local_description().map(|d| d.sdp()).unwrap_or_default()
    }
}

/// A connection no one holds is closed, not left running unseen.
impl Drop for Peer {
    fn drop(&mut self) {
        self.shut();
    }
}
