//! Overlays keep the keyboard inside: focus moves in when they open (every time), Tab
//! cycles within, and focus goes back where it was when they close.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select, textarea, summary, \
     [tabindex]:not([tabindex='-1'])";

/// The controls Tab can reach now: those inside a closed `<details>` (other than its
/// summary) are skipped.
fn focusables(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else { return Vec::new() };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
        .filter(|e| e.closest("details:not([open]) > :not(summary)").ok().flatten().is_none())
        .collect()
}

/// Focuses `el` in a task of its own, after the frame that draws the overlay opening or
/// closing: `focus()` brings the page's style and layout up to date at once, and in
/// the frame of the click it would do that in the middle of the page's redrawing
/// (the table standard, point 4: the other side's moves are followed). No scrolling: an overlay is fixed, and what was focused before
/// it opened was in view. Skipped if `el` has left the page by then, or if focus has
/// moved elsewhere meanwhile (a click, another overlay).
fn focus_after_paint(el: HtmlElement) {
    let active_before = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
    gloo::timers::callback::Timeout::new(0, move || {
        let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
        let moved = match (&active, &active_before) {
            (Some(a), Some(b)) => !a.is_same_node(Some(b)),
            (Some(_), None) => true,
            _ => false,
        };
        // Focus that moved to the body (its holder left the page) counts as lost.
        let on_body = active.as_ref().is_some_and(|a| a.tag_name() == "BODY");
        if el.is_connected() && (!moved || on_body) {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
        }
    })
    .forget();
}

/// Focuses the overlay's `[data-autofocus]` element (or its first focusable) on mount
/// and gives focus back on unmount. Returns the keydown handler that keeps Tab inside.
#[hook]
pub fn use_focus_trap(node: NodeRef) -> Callback<KeyboardEvent> {
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            let doc = web_sys::window().and_then(|w| w.document());
            let before = doc.as_ref().and_then(|d| d.active_element()).and_then(|e| e.dyn_into::<HtmlElement>().ok());
            if let Some(root) = node.cast::<Element>() {
                let first = root
                    .query_selector("[data-autofocus]")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok())
                    .or_else(|| focusables(&root).into_iter().next());
                if let Some(f) = first {
                    focus_after_paint(f);
                }
            }
            let root = node.cast::<Element>();
            move || {
                // Give focus back only if it is nowhere useful now (on the body, or in
                // the overlay going away: its nodes may still be in the page while it is
                // torn down): never take it from another dialog.
                let doc = web_sys::window().and_then(|w| w.document());
                let active = doc.as_ref().and_then(|d| d.active_element());
                let in_overlay = |a: &Element| root.as_ref().is_some_and(|r| r.contains(Some(a)));
                let lost = match (&active, doc.as_ref().and_then(|d| d.body())) {
                    (None, _) => true,
                    (Some(a), Some(body)) => a.is_same_node(Some(&body)) || !a.is_connected() || in_overlay(a),
                    (Some(a), None) => !a.is_connected() || in_overlay(a),
                };
                if let (true, Some(b)) = (lost, before) {
                    focus_after_paint(b);
                }
            }
        });
    }
    Callback::from(move |e: KeyboardEvent| {
        if e.key() != "Tab" {
            return;
        }
        let Some(root) = node.cast::<Element>() else { return };
        let items = focusables(&root);
        let (Some(first), Some(last)) = (items.first(), items.last()) else { return };
        let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
        let at = |el: &HtmlElement| active.as_ref().is_some_and(|a| a.is_same_node(Some(el)));
        let inside = active.as_ref().is_some_and(|a| root.contains(Some(a)));
        if e.shift_key() && (at(first) || !inside) {
            e.prevent_default();
            let _ = last.focus();
        } else if !e.shift_key() && (at(last) || !inside) {
            e.prevent_default();
            let _ = first.focus();
        }
    })
}
