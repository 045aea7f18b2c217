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
                    let _ = f.focus();
                }
            }
            move || {
                // Give focus back only if it is nowhere useful now (on the body, or in
                // the overlay going away): never take it from another dialog.
                let doc = web_sys::window().and_then(|w| w.document());
                let active = doc.as_ref().and_then(|d| d.active_element());
                let lost = match (&active, doc.as_ref().and_then(|d| d.body())) {
                    (None, _) => true,
                    (Some(a), Some(body)) => a.is_same_node(Some(&body)) || !a.is_connected(),
                    (Some(a), None) => !a.is_connected(),
                };
                if let (true, Some(b)) = (lost, before) {
                    if b.is_connected() {
                        let _ = b.focus();
                    }
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
