//! What a click on each square would do (its [`Does`]), shown without redrawing the
//! squares (the table standard, point 4: the other side's moves are followed): a step that lights or dims fifty squares at once (the last
//! placement of a turn, a choice opening) would otherwise restyle, lay out and repaint
//! fifty squares in the frame of that click.
//! - [`GlowLayer`] draws it: three SVG paths over the board, a quiet gold dot on each
//!   placement square, a blue ring on each summon square, a violet ring on each square a
//!   pending step may choose.
//! - [`apply_lit`] writes it on the squares in one call: `data-lit` (`place`, `summon`,
//!   `choose`, `ask`), what a click does for screen readers (`aria-description`), and
//!   `aria-disabled` on those where a click does nothing. No style rule reads these, so
//!   writing them costs no style, layout or paint.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use super::marks::{Does, SquareMark};

/// One letter per cell of the 9×9 grid (`Square::index`): `.` nothing, `p` place, `s`
/// summon, `c` choose, `a` ask.
pub fn lit_codes(marks: &[SquareMark]) -> String {
    marks
        .iter()
        .map(|m| match m.does {
            Does::Nothing => '.',
            Does::Place => 'p',
            Does::Summon => 's',
            Does::Choose => 'c',
            Does::Ask => 'a',
        })
        .collect()
}

#[wasm_bindgen(module = "/src/ui/tash_kalar/glow.js")]
extern "C" {
    /// The writer, in JavaScript (glow.js): one call from the page per change, the loop
    /// over the squares and the attribute writes done by the browser without crossing
    /// into wasm for each. A module of the build, not a function made from a string: the
    /// page's Content-Security-Policy allows no eval.
    #[wasm_bindgen(js_name = applyLit, catch)]
    fn apply_lit_js(board: &web_sys::Element, codes: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = noHover, catch)]
    fn no_hover_js() -> Result<bool, JsValue>;
}

/// Whether the device's main pointer cannot hover (a touch screen): a tap then shows
/// what hovering shows before a second tap acts.
pub fn no_hover() -> bool {
    no_hover_js().unwrap_or(false)
}

/// Writes each square's lit state (from [`lit_codes`]) on the board's squares, changing
/// only those whose state changed.
pub fn apply_lit(board: &web_sys::Element, codes: &str) {
    let _ = apply_lit_js(board, codes);
}

/// The three paths, in board cells (the board is 9×9 cells of one unit; the squares have
/// no gap between their cells, each draws its own margin).
#[derive(Clone, PartialEq, Default)]
pub struct GlowPaths {
    place: String,
    summon: String,
    choose: String,
}

pub fn glow_paths(marks: &[SquareMark]) -> GlowPaths {
    use std::fmt::Write;
    let mut g = GlowPaths::default();
    for (i, m) in marks.iter().enumerate() {
        let (c, r) = (i % 9, i / 9);
        let _ = match m.does {
            Does::Place => write!(g.place, "M{c}.38 {r}.5a.12 .12 0 1 0 .24 0a.12 .12 0 1 0-.24 0"),
            Does::Summon => write!(g.summon, "M{c}.07 {r}.07h.86v.86h-.86z"),
            Does::Choose => write!(g.choose, "M{c}.07 {r}.07h.86v.86h-.86z"),
            Does::Nothing | Does::Ask => Ok(()),
        };
    }
    g
}

/// The glows over the board, from the board's [`glow_paths`]. The rings pulse on layers
/// of their own (composited), and not at all under `prefers-reduced-motion`.
pub fn glow_layer(paths: &GlowPaths) -> Html {
    // Only a layer with something on it pulses: an animation running on an empty layer
    // would still have the compositor draw every frame.
    let layer = |class: &'static str, d: &str| {
        html! {
            <svg class={classes!("tk-glow", class, (!d.is_empty()).then_some("tk-pulsing"))} viewBox="0 0 9 9" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <path d={d.to_string()} />
            </svg>
        }
    };
    html! {
        <>
            { layer("tk-glow-place", &paths.place) }
            { layer("tk-glow-summon", &paths.summon) }
            { layer("tk-glow-choose", &paths.choose) }
        </>
    }
}
