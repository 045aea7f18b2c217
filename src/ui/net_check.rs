//! `#/net-check`: a page that only connects and echoes, for the browser test of the
//! transport (tests/online/check.mjs), which opens it in two or three browsers. The
//! page puts a small object `tkNet` on `window` (made from wasm, so the
//! Content-Security-Policy allows it) whose functions drive [`super::net`]: join a
//! signalling room, make and take the serverless codes, send text, close. Every event is
//! appended to `tkNet.events` and shown on the page as text. A message `ping:<x>` is
//! answered at once with `pong:<x>`, so a round trip measures the transport alone.
//! It is built into the lobby's page only (and the whole-app build), so the games'
//! wasm does not carry it.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::net::{self, direct, settings, Channel, NetEvent};

type Channels = Rc<RefCell<Vec<Rc<dyn Channel>>>>;

/// The page of the route `#/net-check`.
#[component]
pub fn NetCheck() -> Html {
    let lines = use_mut_ref(Vec::<String>::new);
    let redraw = use_force_update();
    {
        let (lines, redraw) = (lines.clone(), redraw.clone());
        use_effect_with((), move |_| {
            install(Callback::from(move |line: String| {
                lines.borrow_mut().push(line);
                redraw.force_update();
            }));
        });
    }
    let error = use_state(String::new);
    let on_signalling = {
        let (error, redraw) = (error.clone(), redraw.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            error.set(settings::set_signalling_url(&input.value()).err().unwrap_or_default());
            redraw.force_update();
        })
    };
    let on_ice = {
        let error = error.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            error.set(settings::set_ice_servers(&input.value()).err().unwrap_or_default());
        })
    };
    html! {
        <div class="panel net-check">
            <h2>{ "Network check" }</h2>
            <label for="net-signalling">{ "Signalling server" }</label>
            <input id="net-signalling" value={settings::signalling_url()} onchange={on_signalling} />
            <label for="net-ice">{ "STUN and TURN servers" }</label>
            <input id="net-ice" value={settings::ice_text(&settings::ice_servers())} onchange={on_ice} />
            if !error.is_empty() { <p class="net-error" role="alert">{ (*error).clone() }</p> }
            <ol class="net-events">
                { for lines.borrow().iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ol>
        </div>
    }
}

/// Turns one event into the page's line and the JS record (and a call of
/// `tkNet.onevent(kind, peer, text)` if the test set one), and echoes pings.
fn on_event(channels: Channels, hook: js_sys::Object, show: Callback<String>) -> Callback<NetEvent> {
    let events = js_sys::Array::new();
    set(&hook, "events", &events);
    Callback::from(move |event: NetEvent| {
        let (kind, peer, text) = match &event {
            NetEvent::Open(p) => ("open", p.as_str(), ""),
            NetEvent::Text(p, t) => ("text", p.as_str(), t.as_str()),
            NetEvent::Closed(p) => ("closed", p.as_str(), ""),
            NetEvent::Failed(w) => ("failed", "", w.as_str()),
        };
        if let Some(rest) = text.strip_prefix("ping:").filter(|_| kind == "text") {
            let reply = format!("pong:{rest}");
            if !channels.borrow().iter().any(|c| c.send(peer, &reply).is_ok()) {
                web_sys::console::warn_1(&format!("could not echo to {peer}").into());
            }
        }
        let record = js_sys::Array::of3(&kind.into(), &peer.into(), &text.into());
        events.push(&record);
        if let Ok(f) = js_sys::Reflect::get(&hook, &"onevent".into()).and_then(|f| f.dyn_into::<js_sys::Function>()) {
            let _ = f.call3(&JsValue::NULL, &kind.into(), &peer.into(), &text.into());
        }
        show.emit(format!("{kind} {peer} {}", text.chars().take(80).collect::<String>()));
    })
}

fn set(obj: &js_sys::Object, name: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(obj, &name.into(), value);
}

fn words(r: Result<(), String>) -> JsValue {
    r.err().unwrap_or_default().into()
}

/// Puts `window.tkNet` in place (see the module doc).
fn install(show: Callback<String>) {
    let Some(window) = web_sys::window() else { return };
    let channels: Channels = Rc::default();
    let pending: Rc<RefCell<HashMap<String, direct::PendingHost>>> = Rc::default();
    let hook = js_sys::Object::new();
    let on = on_event(channels.clone(), hook.clone(), show);

    let (chs, on2) = (channels.clone(), on.clone());
    let join = Closure::<dyn Fn(String, String) -> JsValue>::new(move |url: String, room: String| {
        words(net::join_room(&url, &room, on2.clone()).map(|c| chs.borrow_mut().push(c)))
    });
    set(&hook, "join", &join.into_js_value());

    let (pend, on2, chs) = (pending.clone(), on.clone(), channels.clone());
    let offer = Closure::<dyn Fn(String) -> js_sys::Promise>::new(move |seat: String| {
        let (pend, on, chs) = (pend.clone(), on2.clone(), chs.clone());
        wasm_bindgen_futures::future_to_promise(async move {
            let (code, host) = direct::offer(&seat, on).await.map_err(JsValue::from)?;
            chs.borrow_mut().push(host.channel());
            pend.borrow_mut().insert(seat, host);
            Ok(code.into())
        })
    });
    set(&hook, "offer", &offer.into_js_value());

    let pend = pending.clone();
    let accept = Closure::<dyn Fn(String, String) -> js_sys::Promise>::new(move |seat: String, reply: String| {
        let pend = pend.clone();
        wasm_bindgen_futures::future_to_promise(async move {
            let host = pend.borrow_mut().remove(&seat).ok_or_else(|| JsValue::from(format!("no offer for {seat}")))?;
            if let Err(e) = host.accept(&reply).await {
                pend.borrow_mut().insert(seat, host);
                return Err(e.into());
            }
            Ok(JsValue::UNDEFINED)
        })
    });
    set(&hook, "accept", &accept.into_js_value());

    let (chs, on2) = (channels.clone(), on);
    let answer = Closure::<dyn Fn(String) -> js_sys::Promise>::new(move |code: String| {
        let (chs, on) = (chs.clone(), on2.clone());
        wasm_bindgen_futures::future_to_promise(async move {
            let (reply, c) = direct::answer(&code, on).await.map_err(JsValue::from)?;
            chs.borrow_mut().push(c);
            Ok(reply.into())
        })
    });
    set(&hook, "answer", &answer.into_js_value());

    let chs = channels.clone();
    let send = Closure::<dyn Fn(String, String) -> JsValue>::new(move |peer: String, text: String| {
        let list = chs.borrow();
        let mut last = Err(format!("{peer} is not connected"));
        for c in list.iter() {
            last = c.send(&peer, &text);
            if last.is_ok() {
                break;
            }
        }
        words(last)
    });
    set(&hook, "send", &send.into_js_value());

    let close = Closure::<dyn Fn()>::new(move || {
        for c in channels.borrow_mut().drain(..) {
            c.close();
        }
    });
    set(&hook, "close", &close.into_js_value());
    set(&window, "tkNet", &hook);
}

/// The route's page in this build.
#[cfg(any(tables = "none", tables = "all"))]
pub fn page() -> Html {
    html! { <NetCheck /> }
}

/// The route's page in a game's own build: the check lives in the lobby's page.
#[cfg(not(any(tables = "none", tables = "all")))]
pub fn page() -> Html {
    html! { <div class="panel"><p>{ "The network check is on the lobby's page." }</p></div> }
}
