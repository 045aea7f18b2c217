// The page helpers of motion.rs and keep_focus.rs. A module file, not functions made
// from strings, so the page's Content-Security-Policy needs no 'unsafe-eval'. One file
// for both: each JavaScript module is one more file the page (and the browser tests'
// server) must fetch before the wasm starts, and with a seventh module the
// wasm-bindgen-test-runner's server left one module's fetch unanswered for 300 s, in one
// test file of each of two whole runs on a 2-core machine (docs/testing.md).
export function now() {
  return performance.now();
}

export function reducedMotion() {
  return !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

export function animate(e, frames, ms) {
  if (e.animate) e.animate(JSON.parse(frames), { duration: ms, easing: "cubic-bezier(.2,.7,.3,1)" });
}

export function topLeft(e) {
  const r = e.getBoundingClientRect();
  return [r.left, r.top];
}

// The keyboard's place survives an action (keep_focus.rs): the element lookups are
// here, so they cost the wasm build nothing.
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
