//! Who hit whom (the table standard, point 4: the other side's moves are followed): each challenge among the other side's last moves is
//! drawn as an arrow from the challenger to the challenged card, or to the discard pile
//! of its owner when the challenge banished it, over the table (nothing moves). The
//! arrow stays as long as the last-move outlines do: until the viewer acts. It draws
//! itself along its length in the time the bot speed gives, at once under
//! `prefers-reduced-motion`.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::games::lorcana::Action;
use crate::ui::common::motion_ms;

/// One challenge to draw: the challenger and the challenged card, with their owners
/// (to find the discard pile of a card that left play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blow {
    pub attacker: u32,
    pub attacker_owner: usize,
    pub target: u32,
    pub target_owner: usize,
}

/// The challenges among the other side's last moves: the challenger is the other
/// side's, the challenged card the viewer's.
pub fn blows(last: &[Action], viewer: usize) -> Vec<Blow> {
    let blow = |a: &Action| match *a {
        Action::Challenge { attacker, target } => Some(Blow {
            attacker: u32::from(attacker.0),
            attacker_owner: 1 - viewer,
            target: u32::from(target.0),
            target_owner: viewer,
        }),
        _ => None,
    };
    last.iter().filter_map(blow).collect()
}

#[derive(Properties, PartialEq)]
pub struct ArrowsProps {
    pub blows: Vec<Blow>,
    /// Redraw after every change of the table (cards may have moved).
    pub version: u64,
}

#[wasm_bindgen(module = "/src/ui/lorcana/arrows.js")]
extern "C" {
    /// The centre of a card on the table, or of its owner's discard pile when it is gone,
    /// relative to the table's box (arrows.js: a module of the build, since the page's
    /// Content-Security-Policy allows no eval).
    #[wasm_bindgen(js_name = centre, catch)]
    fn centre_js(root: &web_sys::Element, id: u32, owner: u32) -> Result<JsValue, JsValue>;
    /// The lines grow from the challenger to the target.
    #[wasm_bindgen(js_name = drawIn, catch)]
    fn draw_in_js(layer: &web_sys::Element, ms: f64) -> Result<(), JsValue>;
}

fn centre(root: &web_sys::Element, id: u32, owner: usize) -> Option<(f64, f64)> {
    let v = centre_js(root, id, owner as u32).ok()?;
    if v.is_null() {
        return None;
    }
    let a = js_sys::Array::from(&v);
    Some((a.get(0).as_f64()?, a.get(1).as_f64()?))
}

/// A point on the table, in px from its top left corner.
type Point = (f64, f64);

/// The SVG of the arrows: a line stopping short of the target, a head, a ⚔ midway.
fn svg(lines: &[(Point, Point)]) -> String {
    let mut out = String::from(r#"<svg aria-hidden="true">"#);
    for &((x1, y1), (x2, y2)) in lines {
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        // Stop 14 px short, where the head's tip goes.
        let (tx, ty) = (x2 - ux * 14.0, y2 - uy * 14.0);
        let (bx, by) = (tx - ux * 14.0, ty - uy * 14.0);
        let (px, py) = (-uy * 8.0, ux * 8.0);
        let (lx, ly, rx, ry) = (tenths(bx + px), tenths(by + py), tenths(bx - px), tenths(by - py));
        let (mx, my) = (tenths((x1 + x2) / 2.0), tenths((y1 + y2) / 2.0 - 6.0));
        let (x1, y1, bx, by, tx, ty) = (tenths(x1), tenths(y1), tenths(bx), tenths(by), tenths(tx), tenths(ty));
        out.push_str(&format!(
            r#"<line class="lo-arrow" x1="{x1}" y1="{y1}" x2="{bx}" y2="{by}" pathLength="100" />"#
        ));
        out.push_str(&format!(r#"<polygon class="lo-arrow-head" points="{tx},{ty} {lx},{ly} {rx},{ry}" />"#));
        out.push_str(&format!(r#"<text class="lo-arrow-label" x="{mx}" y="{my}" text-anchor="middle">⚔</text>"#));
    }
    out.push_str("</svg>");
    out
}

/// A coordinate to a tenth of a pixel ("12.3"), written without formatting a float: that
/// would add some 6 KB gzipped to the page (`ui::common::motion` says the same).
fn tenths(v: f64) -> String {
    let t = (v * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.unsigned_abs() / 10, t.unsigned_abs() % 10)
}

/// The arrows' layer, over the whole Lorcana table.
#[component]
pub fn ChallengeArrows(props: &ArrowsProps) -> Html {
    let layer = use_node_ref();
    {
        let layer = layer.clone();
        use_effect_with((props.blows.clone(), props.version), move |(blows, _)| {
            let Some(el) = layer.cast::<web_sys::Element>() else { return };
            let Some(root) = el.parent_element() else { return };
            let lines: Vec<_> = blows
                .iter()
                .filter_map(|b| Some((centre(&root, b.attacker, b.attacker_owner)?, centre(&root, b.target, b.target_owner)?)))
                .collect();
            el.set_inner_html(&if lines.is_empty() { String::new() } else { svg(&lines) });
            let ms = motion_ms();
            if ms > 0.0 && !lines.is_empty() {
                draw_in(&el, ms * 1.5);
            }
        });
    }
    html! { <div class="lo-arrows" ref={layer} data-blows={props.blows.len().to_string()} /> }
}

/// The line grows from the challenger to the target.
fn draw_in(layer: &web_sys::Element, ms: f64) {
    let _ = draw_in_js(layer, ms);
}
