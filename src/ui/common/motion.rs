//! Short transitions that help a player follow the table (the table standard, point 4: the other side's moves are followed): a card or
//! piece that arrives somewhere flies in from where it was (FLIP: its last place is
//! remembered, it is drawn at the new place, then moved back and let go), or grows in
//! when it came from nowhere the viewer could see. Every motion is paced with the bot
//! speed setting (Slow 420 ms ... Instant: none) and none runs under
//! `prefers-reduced-motion`. Motion is drawn with the Web Animations API, so it never
//! changes layout: the table's places stay where they are (point 2).

use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::*;

use super::bot_pause_ms;

thread_local! {
    /// The last place seen of each tracked thing (a card id, a piece square), by key.
    /// A list, not a hash map: a table tracks some dozens of keys, and a map of its own
    /// would add its hashing code to every game's wasm.
    static PLACES: RefCell<Vec<(String, (f64, f64))>> = const { RefCell::new(Vec::new()) };
    /// Until when (performance.now(), ms) nothing arrives by motion: a table being
    /// drawn for the first time shows its cards where they are.
    static QUIET_UNTIL: Cell<f64> = const { Cell::new(0.0) };
}

// The page's small helpers (motion.js): a module of the build, not functions made from
// strings, since the page's Content-Security-Policy allows no eval.
#[wasm_bindgen(module = "/src/ui/common/motion.js")]
extern "C" {
    #[wasm_bindgen(js_name = now, catch)]
    fn now_js() -> Result<f64, JsValue>;
    #[wasm_bindgen(js_name = reducedMotion, catch)]
    fn reduced_motion_js() -> Result<bool, JsValue>;
    #[wasm_bindgen(js_name = animate, catch)]
    fn animate_js(e: &web_sys::Element, frames: &str, ms: f64) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = topLeft, catch)]
    fn top_left_js(e: &web_sys::Element) -> Result<JsValue, JsValue>;
}

fn now() -> f64 {
    now_js().unwrap_or(0.0)
}

/// A table calls this when it is first drawn: what mounts in the next `ms` is the
/// table appearing, not something arriving, and does not move.
pub fn hold_motion(ms: f64) {
    let until = now() + ms;
    QUIET_UNTIL.with(|q| q.set(until));
}

fn quiet() -> bool {
    QUIET_UNTIL.with(|q| now() < q.get())
}

/// The length of a transition now: from the bot speed, zero at Instant or when the
/// person asked their system for reduced motion.
///
/// Read from storage and the media query at most every quarter second (a click that
/// brings ten cards in asks ten times).
pub fn motion_ms() -> f64 {
    thread_local!(static CACHED: Cell<(f64, f64)> = const { Cell::new((f64::NEG_INFINITY, 0.0)) });
    let t = now();
    let (at, ms) = CACHED.with(Cell::get);
    if t - at < 250.0 {
        return ms;
    }
    let ms = if reduced_motion() {
        0.0
    } else {
        match bot_pause_ms() {
            0 => 0.0,
            p => (f64::from(p) * 0.3).clamp(120.0, 420.0),
        }
    };
    CACHED.with(|c| c.set((t, ms)));
    ms
}

/// Whether the person's system asks for reduced motion.
pub fn reduced_motion() -> bool {
    reduced_motion_js().unwrap_or(true)
}

fn top_left(el: &web_sys::Element) -> (f64, f64) {
    let v = top_left_js(el).unwrap_or(JsValue::NULL);
    let a = js_sys::Array::from(&v);
    (a.get(0).as_f64().unwrap_or(0.0), a.get(1).as_f64().unwrap_or(0.0))
}

/// Sets (or, with `None`, forgets) the last place seen under `key`.
fn set_place(key: &str, at: Option<(f64, f64)>) {
    PLACES.with(|p| {
        let mut p = p.borrow_mut();
        p.retain(|(k, _)| k != key);
        if let Some(at) = at {
            p.push((key.to_string(), at));
        }
    });
}

/// Remembers where `el` is now under `key`, for a later [`fly_in`].
pub fn remember(key: &str, el: &web_sys::Element) {
    let at = top_left(el);
    set_place(key, Some(at));
}

/// Forgets every remembered place (a new table).
pub fn forget_all() {
    PLACES.with(|p| p.borrow_mut().clear());
}

/// Runs keyframes on `el` for `ms` (Web Animations API), if motion is on.
fn animate(el: &web_sys::Element, frames: &str, ms: f64) {
    if ms <= 0.0 || quiet() {
        return;
    }
    let _ = animate_js(el, frames, ms);
}

/// `el` has just arrived: if something under `key` was last seen elsewhere, it flies
/// from there to here; otherwise it grows in from `from` (an element it came out of,
/// such as a deck or a hand), or in place.
pub fn fly_in(key: &str, el: &web_sys::Element, from: Option<&web_sys::Element>) {
    let ms = motion_ms();
    if ms <= 0.0 || quiet() {
        // Nothing moves, so nothing is measured (no layout is forced).
        set_place(key, None);
        return;
    }
    let now = top_left(el);
    let before =
        PLACES.with(|p| p.borrow().iter().find(|(k, _)| k == key).map(|(_, at)| *at)).or_else(|| from.map(top_left));
    set_place(key, Some(now));
    match before {
        Some((x, y)) if (x - now.0).abs() + (y - now.1).abs() > 2.0 => {
            // Whole pixels: formatting a float would add some 6 KB gzipped to a game's
            // wasm, and a flight needs no finer start.
            let frames = format!(
                r#"[{{"transform":"translate({}px,{}px) scale(0.85)","opacity":0.6}},{{"transform":"none","opacity":1}}]"#,
                (x - now.0).round() as i32,
                (y - now.1).round() as i32
            );
            animate(el, &frames, ms);
        }
        _ => grow_in(el),
    }
}

/// `el` has just appeared from nowhere the viewer could see: it grows in where it is.
pub fn grow_in(el: &web_sys::Element) {
    animate(el, r#"[{"transform":"scale(0.4)","opacity":0},{"transform":"none","opacity":1}]"#, motion_ms() * 0.8);
}

/// A short pulse on something that changed in place (a counter, a pile that grew, a
/// piece that was upgraded).
pub fn pulse(el: &web_sys::Element) {
    animate(el, r#"[{"transform":"scale(1)"},{"transform":"scale(1.25)"},{"transform":"scale(1)"}]"#, motion_ms());
}
