//! Card pools the page fetches rather than carries in its wasm (`FETCH_FROM` of a game's
//! packed pool; scripts/build.sh sets `TURNKEEPER_FETCH_POOLS=1` and puts the file beside
//! the page, and the service worker caches it with the page). The app mounts once every
//! pool its tables need is in; a pool that cannot be had or is not a whole pool leaves a
//! message on the page instead of a table that could not deal a card.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// A card pool this build fetches: its file beside the page, and what takes its bytes
/// (the game's `packed::provide`, which refuses bytes that are not a whole pool).
pub struct Fetched {
    pub url: &'static str,
    pub provide: fn(Vec<u8>) -> Result<(), String>,
}

/// The pools this build fetches rather than carries (`PoolBytes::fetch_from`): none where
/// every pool is built in (the whole-app builds, the browser tests).
pub fn fetched() -> Vec<Fetched> {
    #[allow(unused_mut)]
    let mut out = Vec::new();
    macro_rules! fetch {
        ($gid:literal, $($packed:ident)::+) => {
            #[cfg(any(tables = "all", tables = $gid))]
            {
                use turnkeeper_rules::games::$($packed)::+ as packed;
                if let Some(url) = packed::BYTES.fetch_from() {
                    out.push(Fetched { url, provide: |b| packed::provide(b).map_err(|e| e.to_string()) });
                }
            }
        };
    }
    fetch!("aeons-end", aeons_end::content::packed);
    fetch!("altered", altered::cards::packed);
    fetch!("nexus", nexus::cards::packed);
    out
}

/// Runs `mount` once this build's fetched pools are in (at once when it fetches none);
/// if one cannot be loaded, shows why and does not mount.
pub fn then_mount(mount: impl FnOnce() + 'static) {
    load_then(fetched(), Box::new(mount));
}

/// Fetches and hands over the pools `left`, one after another, then mounts.
fn load_then(mut left: Vec<Fetched>, mount: Box<dyn FnOnce()>) {
    let Some(next) = left.pop() else { return mount() };
    fetch_bytes(next.url, move |bytes| {
        let loaded = bytes
            .ok_or_else(|| format!("{} could not be fetched (offline on a first visit?)", next.url))
            .and_then(next.provide);
        match loaded {
            Ok(()) => load_then(left, mount),
            Err(why) => refuse(&why),
        }
    });
}

/// Fetches `url` as bytes; `done` gets `None` when it cannot be had.
fn fetch_bytes(url: &str, done: impl FnOnce(Option<Vec<u8>>) + 'static) {
    let Ok(xhr) = web_sys::XmlHttpRequest::new() else { return done(None) };
    if xhr.open("GET", url).is_err() {
        return done(None);
    }
    xhr.set_response_type(web_sys::XmlHttpRequestResponseType::Arraybuffer);
    let x = xhr.clone();
    let on_end = Closure::once_into_js(move || {
        let ok = x.status().is_ok_and(|s| s == 200 || s == 0);
        let bytes = x.response().ok().filter(|r| ok && r.is_instance_of::<js_sys::ArrayBuffer>());
        done(bytes.map(|r| js_sys::Uint8Array::new(&r).to_vec()))
    });
    xhr.set_onloadend(Some(on_end.unchecked_ref()));
    if xhr.send().is_err() {
        // `onloadend` still runs and reports the failure.
    }
}

/// The page says the game's cards could not be loaded, in place of the app.
fn refuse(why: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = doc.body() else { return };
    let Ok(main) = doc.create_element("main") else { return };
    main.set_class_name("panel");
    main.set_attribute("role", "alert").ok();
    let words = format!("This game's cards could not be loaded: {why}. Reload the page to try again.");
    if let Some(m) = main.dyn_ref::<web_sys::HtmlElement>() {
        m.set_inner_text(&words);
    }
    body.insert_adjacent_element("beforeend", &main).ok();
}
