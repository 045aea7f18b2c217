//! The keyboard's place survives an action (issue 34 point 9: after every move focus fell
//! to the top of the page, so keyboard play took 8 to 16 Tabs a move). The page notes the
//! element focus last landed on (a card, a square, a bar button; never a menu item,
//! which goes with its menu), and after a change of the match, if focus was lost, puts
//! it back on the acted-on place: that element if it is still there, else the element
//! now carrying the same thing (its `data-card`, `data-square` ...), else the one at its
//! index in the zone it was in (the next card of the hand), else that zone.
//!
//! The lookups are in JavaScript (motion.js), as Tash-Kalar's glow.js is: written
//! with web_sys they cost every build about 2.7 KB of wasm code.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/src/ui/common/motion.js")]
extern "C" {
    #[wasm_bindgen(js_name = noteFocus)]
    fn note_focus_js(e: &web_sys::FocusEvent);
    #[wasm_bindgen(js_name = restoreFocus)]
    fn restore_focus_js();
}

/// The page's `onfocusin`: notes where focus landed (menus and overlays excepted): the
/// element, its identifying attribute (`data-card="12"`, to find it anew once it moved),
/// the zone it is in and its index there.
pub fn note_focus(e: web_sys::FocusEvent) {
    note_focus_js(&e);
}

/// After a change of the match: if focus was lost (it is on the body), puts it back on
/// the acted-on place, in a task after the frame that drew the change.
pub fn restore_focus() {
    restore_focus_js();
}
