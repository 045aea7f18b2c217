//! The keyboard's place survives an action (issue 34 point 9: after every move focus fell
//! to the top of the page, so keyboard play took 8 to 16 Tabs a move). The page notes the
//! element focus last landed on (a card, a square, a bar button; never a menu item,
//! which goes with its menu), and after a change of the match, if focus was lost, puts
//! it back on the acted-on place: that element if it is still there, else the element
//! now carrying the same thing (its `data-card`, `data-square` ...), else the one at its
//! index in the zone it was in (the next card of the hand), else that zone.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// Where focus last landed, remembered until the next change of the match.
struct Place {
    el: Element,
    /// Its identifying attribute (`data-card="12"`), to find it anew once it moved.
    key: Option<(String, String)>,
    zone: Option<Element>,
    index: usize,
}

thread_local! {
    static PLACE: RefCell<Option<Place>> = const { RefCell::new(None) };
}

const KEYS: [&str; 5] = ["data-card", "data-square", "data-id", "data-obj", "data-kind"];
const ZONE: &str = "[role=group], [role=toolbar], [role=region], section";
const FOCUSABLE: &str = "button, [href], [tabindex]:not([tabindex='-1'])";

/// The page's `onfocusin`: notes where focus landed (menus and overlays excepted).
pub fn note_focus(e: web_sys::FocusEvent) {
    let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
    if el.closest(".action-menu, .overlays, .hint-panel").ok().flatten().is_some() {
        return;
    }
    let key = KEYS.iter().find_map(|k| el.get_attribute(k).map(|v| (k.to_string(), v)));
    let zone = el.parent_element().and_then(|p| p.closest(ZONE).ok().flatten());
    let index = zone.as_ref().map_or(0, |z| focusables(z).iter().position(|f| f.is_same_node(Some(&el))).unwrap_or(0));
    PLACE.with(|p| *p.borrow_mut() = Some(Place { el, key, zone, index }));
}

fn focusables(zone: &Element) -> Vec<Element> {
    let Ok(list) = zone.query_selector_all(FOCUSABLE) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect()
}

/// After a change of the match: if focus was lost (it is on the body), puts it back on
/// the acted-on place, in a task after the frame that drew the change.
pub fn restore_focus() {
    gloo::timers::callback::Timeout::new(0, || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
        let lost = doc.active_element().is_none_or(|a| a.tag_name() == "BODY");
        if !lost {
            return;
        }
        let target = PLACE.with(|p| {
            let p = p.borrow();
            let p = p.as_ref()?;
            if p.el.is_connected() {
                return Some(p.el.clone());
            }
            let again = p.key.as_ref().and_then(|(k, v)| doc.query_selector(&format!("[{k}=\"{v}\"]")).ok().flatten());
            let zone = p.zone.as_ref().filter(|z| z.is_connected());
            again.or_else(|| {
                let z = zone?;
                let list = focusables(z);
                list.get(p.index.min(list.len().saturating_sub(1))).cloned().or(Some(z.clone()))
            })
        });
        if let Some(el) = target.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            if el.tab_index() < 0 && el.get_attribute("tabindex").is_none() && !is_control(&el) {
                el.set_tab_index(-1);
            }
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
        }
    })
    .forget();
}

fn is_control(el: &Element) -> bool {
    matches!(el.tag_name().as_str(), "BUTTON" | "A" | "INPUT" | "SELECT" | "TEXTAREA" | "SUMMARY")
}
