//! One square of the arena: its colours and marks, its piece, and what a click there
//! would do; the arrow keys move between squares.

use yew::prelude::*;

use super::marks::SquareMark;
use super::piece::{colour_name, piece, rank_word};
use crate::games::tash_kalar::view::SquareView;
use crate::games::tash_kalar::{Rank, Square};
use crate::ui::common::{grow_in, pulse};

#[derive(Properties, PartialEq)]
pub struct BoardSquareProps {
    pub sq: SquareView,
    pub mark: SquareMark,
    pub teams: bool,
    pub tab_stop: bool,
    pub ghost: Option<(u8, Rank)>,
    pub on_click: Callback<Square>,
    pub on_hover: Callback<Option<Square>>,
}

/// Arrow keys move focus to the next square on the board in that direction.
pub fn arrow_keys(e: KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let (dc, dr) = match e.key().as_str() {
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        _ => return,
    };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(idx) = doc.active_element().and_then(|a| a.get_attribute("data-idx")).and_then(|i| i.parse::<i32>().ok())
    else {
        return;
    };
    e.prevent_default();
    let (mut c, mut r) = (idx % 9, idx / 9);
    loop {
        c += dc;
        r += dr;
        if !(0..9).contains(&c) || !(0..9).contains(&r) {
            return;
        }
        let sel = format!(".tk-board [data-idx=\"{}\"]", r * 9 + c);
        if let Some(el) =
            doc.query_selector(&sel).ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.focus();
            return;
        }
    }
}

/// One square: its colours and marks, its piece, what a click does there.
#[component]
pub fn BoardSquare(props: &BoardSquareProps) -> Html {
    let (sq, mark) = (&props.sq, props.mark);
    let s = sq.square;
    let node = use_node_ref();
    {
        // A piece that appears grows in, one that changes hands grows in in its new
        // colour, one upgraded or downgraded pulses (the table standard, point 4; paced by the bot
        // speed, none under prefers-reduced-motion).
        let node = node.clone();
        let now = sq.piece.as_ref().map(|p| (p.colour, p.rank));
        let before = use_mut_ref(|| now);
        use_effect_with(now, move |now| {
            let was = std::mem::replace(&mut *before.borrow_mut(), *now);
            let piece = node.cast::<web_sys::Element>().and_then(|b| b.query_selector(".tk-piece").ok().flatten());
            if let (Some(el), Some(n)) = (piece, *now) {
                match was {
                    Some(w) if w == n => {}
                    Some(w) if w.0 == n.0 => pulse(&el),
                    _ => grow_in(&el),
                }
            }
        });
    }
    let class = classes!(
        "tk-square",
        sq.marked.then_some("tk-marked"),
        sq.red.then_some("tk-red"),
        sq.green.then_some("tk-green"),
        mark.pattern.then_some("tk-pv-pattern"),
        mark.marked.then_some("tk-pv-marked"),
        mark.destroyed.then_some("tk-pv-destroyed"),
        mark.place.then_some("tk-pv-place"),
        mark.choosing.then_some("tk-choosing"),
        mark.last.then_some("tk-last-move"),
        mark.hinted.then_some("hinted"),
    );
    let mut label = sq.label.clone();
    if sq.marked {
        label.push_str(", marked");
    }
    if sq.red {
        label.push_str(", red");
    }
    if sq.green {
        label.push_str(", green");
    }
    match &sq.piece {
        Some(p) => label.push_str(&format!(": {} {} piece", colour_name(props.teams, p.colour), rank_word(p.rank))),
        None => label.push_str(": empty"),
    }
    if mark.last {
        label.push_str(", their last move");
    }
    let on_click = {
        let cb = props.on_click.clone();
        move |_: MouseEvent| cb.emit(s)
    };
    fn hover<E>(cb: &Callback<Option<Square>>, v: Option<Square>) -> impl Fn(E) {
        let cb = cb.clone();
        move |_: E| cb.emit(v)
    }
    let h = &props.on_hover;
    html! {
        // Never disabled: every square can be reached and read; one that does nothing
        // says so (`aria-disabled`, written by `apply_lit` with what a click does).
        <button ref={node} {class} data-square={sq.label.clone()} data-idx={s.index().to_string()} aria-label={label}
            tabindex={if props.tab_stop { "0" } else { "-1" }}
            onclick={on_click}
            onmouseenter={hover::<MouseEvent>(h, Some(s))} onfocus={hover::<FocusEvent>(h, Some(s))}
            onmouseleave={hover::<MouseEvent>(h, None)} onblur={hover::<FocusEvent>(h, None)}>
            if let (true, None, Some((colour, rank))) = (mark.place, &sq.piece, props.ghost) {
                { piece(colour, rank, false, true) }
            } else if let Some(p) = &sq.piece {
                { piece(p.colour, p.rank, false, false) }
            }
            if mark.destroyed { <span class="tk-doom" aria-hidden="true">{ "✕" }</span> }
        </button>
    }
}
