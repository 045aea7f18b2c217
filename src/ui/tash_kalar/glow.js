// The glow writer of the Tash-Kalar board (glow.rs, `apply_lit`): one call from the page
// per change, the loop over the squares and the attribute writes done here without
// crossing into wasm for each square. A module file, not code made from a string, so the
// page's Content-Security-Policy needs no 'unsafe-eval'.
const KIND = { p: "place", s: "summon", c: "choose", a: "ask" };
const SAY = {
  p: "click to place a common piece here",
  s: "click to summon here",
  c: "click to choose this",
  a: "click to ask why this summon is not allowed",
};

export function applyLit(board, codes) {
  for (const el of board.querySelectorAll(".tk-square[data-idx]")) {
    const k = codes[+el.dataset.idx];
    const kind = KIND[k];
    if ((el.getAttribute("data-lit") || undefined) === kind) continue;
    if (kind) {
      el.setAttribute("data-lit", kind);
      el.setAttribute("aria-description", SAY[k]);
      el.removeAttribute("aria-disabled");
    } else {
      el.removeAttribute("data-lit");
      el.removeAttribute("aria-description");
      el.setAttribute("aria-disabled", "true");
    }
  }
}
