//! The Rust side of `transport.js`: each channel is a JavaScript object the page holds
//! and writes to, and each event comes back through one callback per channel.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use yew::Callback;

use super::settings::IceServer;
use super::{Channel, NetEvent, MAX_MESSAGE_BYTES};

#[wasm_bindgen(module = "/src/ui/net/transport.js")]
extern "C" {
    #[wasm_bindgen(js_name = setLimit)]
    fn set_limit(bytes: usize);
    #[wasm_bindgen(catch, js_name = joinRoom)]
    fn join_room_js(url: &str, room: &str, ice: &str, on: &JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_name = send)]
    fn send_js(channel: &JsValue, peer: &str, text: &str) -> String;
    #[wasm_bindgen(js_name = close)]
    fn close_js(channel: &JsValue);
    #[wasm_bindgen(catch, js_name = offer)]
    async fn offer_js(name: &str, ice: &str, gather_ms: i32, on: &JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = answer)]
    async fn answer_js(sdp: &str, name: &str, ice: &str, gather_ms: i32, on: &JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = accept)]
    async fn accept_js(channel: &JsValue, sdp: &str) -> Result<JsValue, JsValue>;
}

/// A channel made by `transport.js`.
struct JsChannel(JsValue);

impl Channel for JsChannel {
    fn send(&self, peer: &str, text: &str) -> Result<(), String> {
        let refused = send_js(&self.0, peer, text);
        if refused.is_empty() {
            Ok(())
        } else {
            Err(refused)
        }
    }

    fn close(&self) {
        close_js(&self.0);
    }
}

/// Leaving the page's game closes its connections.
impl Drop for JsChannel {
    fn drop(&mut self) {
        close_js(&self.0);
    }
}

/// The callback `transport.js` calls with each event: handed to the browser for the
/// life of the page (it holds only the page's callback).
fn events(on: Callback<NetEvent>) -> JsValue {
    set_limit(MAX_MESSAGE_BYTES);
    Closure::<dyn Fn(String, String, String)>::new(move |kind: String, peer: String, text: String| {
        on.emit(match kind.as_str() {
            "open" => NetEvent::Open(peer),
            "text" => NetEvent::Text(peer, text),
            "closed" => NetEvent::Closed(peer),
            _ => NetEvent::Failed(text),
        })
    })
    .into_js_value()
}

/// The STUN/TURN servers as `transport.js` takes them.
fn ice_json(ice: &[IceServer]) -> String {
    crate::ui::storage::write(ice)
}

fn words(e: JsValue) -> String {
    e.as_string().unwrap_or_else(|| "the browser refused it".into())
}

pub(super) fn join_room(
    url: &str,
    room: &str,
    ice: &[IceServer],
    on: Callback<NetEvent>,
) -> Result<Rc<dyn Channel>, String> {
    let channel = join_room_js(url, room, &ice_json(ice), &events(on)).map_err(words)?;
    Ok(Rc::new(JsChannel(channel)))
}

/// The pair `[sdp, object]` a promise of `transport.js` resolves to.
fn pair(v: JsValue) -> (String, JsValue) {
    let a = js_sys::Array::from(&v);
    (a.get(0).as_string().unwrap_or_default(), a.get(1))
}

/// The host's offer: its SDP, and the channel to that seat both as `transport.js` takes
/// it (for [`accept`]) and as the page sends on it.
pub(super) async fn offer(
    name: &str,
    ice: &[IceServer],
    gather_ms: i32,
    on: Callback<NetEvent>,
) -> Result<(String, JsValue, Rc<dyn Channel>), String> {
    let (sdp, channel) = offer_js(name, &ice_json(ice), gather_ms, &events(on)).await.map(pair).map_err(words)?;
    Ok((sdp, channel.clone(), Rc::new(JsChannel(channel))))
}

/// The joiner's answer to an offer's SDP: its SDP and the channel to the host.
pub(super) async fn answer(
    sdp: &str,
    name: &str,
    ice: &[IceServer],
    gather_ms: i32,
    on: Callback<NetEvent>,
) -> Result<(String, Rc<dyn Channel>), String> {
    let (sdp, channel) = answer_js(sdp, name, &ice_json(ice), gather_ms, &events(on)).await.map(pair).map_err(words)?;
    Ok((sdp, Rc::new(JsChannel(channel))))
}

/// The host takes the joiner's answer on the channel of its [`offer`].
pub(super) async fn accept(channel: &JsValue, sdp: &str) -> Result<(), String> {
    accept_js(channel, sdp).await.map(drop).map_err(words)
}
