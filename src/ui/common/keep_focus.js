// The keyboard's place survives an action: see keep_focus.rs. In JavaScript, as
// glow.js is, so the element lookups cost the wasm build nothing.
const KEYS = ["data-card", "data-square", "data-id", "data-obj", "data-kind"];
const ZONE = "[role=group], [role=toolbar], [role=region], section";
const FOCUSABLE = "button, [href], [tabindex]:not([tabindex='-1'])";
const CONTROLS = ["BUTTON", "A", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"];

// Where focus last landed, remembered until the next change of the match.
let place = null;

function focusables(zone) {
  return Array.from(zone.querySelectorAll(FOCUSABLE));
}

// The page's focusin: notes where focus landed (menus and overlays excepted).
export function noteFocus(e) {
  const el = e.target;
  if (!(el instanceof Element) || el.closest(".action-menu, .overlays, .hint-panel")) {
    return;
  }
  let key = null;
  for (const k of KEYS) {
    const v = el.getAttribute(k);
    if (v !== null) {
      key = [k, v];
      break;
    }
  }
  const zone = el.parentElement ? el.parentElement.closest(ZONE) : null;
  const index = zone ? Math.max(0, focusables(zone).indexOf(el)) : 0;
  place = { el, key, zone, index };
}

function find(p) {
  if (p.el.isConnected) {
    return p.el;
  }
  if (p.key) {
    try {
      const again = document.querySelector(`[${p.key[0]}="${p.key[1]}"]`);
      if (again) {
        return again;
      }
    } catch (_) {
      // A value no selector can hold: look by the zone.
    }
  }
  if (!p.zone || !p.zone.isConnected) {
    return null;
  }
  const list = focusables(p.zone);
  return list[Math.min(p.index, Math.max(0, list.length - 1))] || p.zone;
}

// After a change of the match: if focus was lost (it is on the body), puts it back on
// the acted-on place, in a task after the frame that drew the change.
export function restoreFocus() {
  setTimeout(() => {
    const active = document.activeElement;
    if ((active && active.tagName !== "BODY") || !place) {
      return;
    }
    const el = find(place);
    if (!(el instanceof HTMLElement)) {
      return;
    }
    if (el.tabIndex < 0 && !el.hasAttribute("tabindex") && !CONTROLS.includes(el.tagName)) {
      el.tabIndex = -1;
    }
    el.focus({ preventScroll: true });
  }, 0);
}
