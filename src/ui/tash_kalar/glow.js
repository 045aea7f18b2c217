// The glow writer of the Tash-Kalar board (glow.rs, `apply_lit`): one call from the page
// per change, the loop over the squares and the attribute writes done here without
// crossing into wasm for each square. A module file, not code made from a string, so the
// page's Content-Security-Policy needs no 'unsafe-eval'.
const KIND = { p: "place", s: "summon", c: "choose", a: "ask" };
const SAY = {
  p: "click to place a common piece here",
  s: "click to summon here",
  c: "click to choose this",
  a: "click to see why this is not allowed now",
};

// Per board element: its squares by index and the code last written on each. A call
// then writes only the squares whose code changed, without querying the board or
// reading an attribute back. The list is made again when the board is new, when a
// square was replaced (Yew redrew it: the cached element is no longer in the page) or
// when the board's children changed in number.
const cache = new WeakMap();

function squaresOf(board) {
  const els = board.querySelectorAll(".tk-square[data-idx]");
  const squares = [];
  for (const el of els) {
    const lit = el.getAttribute("data-lit");
    const code = Object.keys(KIND).find((k) => KIND[k] === lit) || ".";
    squares.push({ el, idx: +el.dataset.idx, code });
  }
  squares.children = board.childElementCount;
  return squares;
}

export function applyLit(board, codes) {
  let squares = cache.get(board);
  if (!squares || squares.children !== board.childElementCount || squares.some((s) => !s.el.isConnected)) {
    squares = squaresOf(board);
    cache.set(board, squares);
  }
  for (const s of squares) {
    const k = KIND[codes[s.idx]] ? codes[s.idx] : ".";
    if (s.code === k) continue;
    s.code = k;
    const el = s.el;
    if (k !== ".") {
      el.setAttribute("data-lit", KIND[k]);
      el.setAttribute("aria-description", SAY[k]);
      el.removeAttribute("aria-disabled");
    } else {
      el.removeAttribute("data-lit");
      el.removeAttribute("aria-description");
      el.setAttribute("aria-disabled", "true");
    }
  }
}

// Whether the device's main pointer cannot hover (a touch screen).
export function noHover() {
  return !!(window.matchMedia && window.matchMedia("(hover: none)").matches);
}
