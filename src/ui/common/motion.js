// The page helpers of motion.rs. A module file, not functions made from strings, so the
// page's Content-Security-Policy needs no 'unsafe-eval'.
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
