// The page helpers of arrows.rs. A module file, not functions made from strings, so the
// page's Content-Security-Policy needs no 'unsafe-eval'.

// The centre of a card on the table, or of its owner's discard pile when it is gone,
// relative to the table's box, and 1 if the card itself is on the table (0 for the
// pile); null when neither is on the table.
export function centre(root, id, owner) {
  const card = root.querySelector(`.lo-side [data-card="${id}"]`);
  const el = card || root.querySelector(`.lo-side.seat-${owner} .lo-discard`);
  if (!el) return null;
  const r = el.getBoundingClientRect(), o = root.getBoundingClientRect();
  return [r.left + r.width / 2 - o.left, r.top + r.height / 2 - o.top, card ? 1 : 0];
}

// Each arrow's line grows from the challenger to the target.
export function drawIn(layer, ms) {
  for (const l of layer.querySelectorAll("line")) {
    if (l.animate) l.animate([{ strokeDasharray: "0 100" }, { strokeDasharray: "100 0" }], { duration: ms, easing: "ease-out" });
  }
}
