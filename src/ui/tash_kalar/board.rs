//! The arena (TK-1.1): 69 squares of a 9×9 grid without its corners, columns a–i and
//! rows 1–9 as the engine labels them (row 1 at the top, so "up" is up), the marked,
//! red and green squares, the pieces, and what a click would do on each square.

use std::rc::Rc;

use yew::prelude::*;

use super::glow::{apply_lit, lit_codes, GlowLayer};
use super::piece::{colour_name, rank_word, Piece};
use crate::ui::common::{grow_in, pulse, use_stable_callback};
use crate::games::tash_kalar::view::SquareView;
use crate::games::tash_kalar::{Rank, Square};

/// What a click on a square does now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lit {
    #[default]
    None,
    /// Place a common piece (TK-4).
    Place,
    /// A placement square of the selected card (TK-5).
    Summon,
    /// A piece or square the pending step may choose.
    Choose,
    /// Not legal: the click asks the engine for the summon anyway, and its refusal
    /// (rule id and words) appears in the error toast. Only occupied squares, only
    /// while a card is selected.
    Ask,
}

/// How one square is drawn besides its piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SquareMark {
    pub lit: Lit,
    /// Preview of the hovered summon: a pattern square of the matched image.
    pub pattern: bool,
    /// Preview: a marked (`m`) square of that image.
    pub marked: bool,
    /// Preview: the piece here would be destroyed.
    pub destroyed: bool,
    /// Preview: the new piece goes here.
    pub place: bool,
    /// The square whose images are being chosen.
    pub choosing: bool,
    /// The other side's last move placed, summoned or chose here.
    pub last: bool,
}

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub squares: Rc<Vec<SquareView>>,
    /// Indexed by [`Square::index`].
    pub marks: Rc<Vec<SquareMark>>,
    pub teams: bool,
    pub on_click: Callback<Square>,
    pub on_hover: Callback<Option<Square>>,
    /// The piece a hovered summon would put on its placement square: colour and rank.
    #[prop_or_default]
    pub ghost: Option<(u8, Rank)>,
}

const COLS: [char; 9] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

/// The board with coordinates on its four edges.
///
/// Each square is its own component and gets click and hover callbacks that never
/// change (`use_stable_callback`: they run the latest ones), so a click or a hover
/// redraws only the squares whose look changed. What a click would do on each square
/// (its [`Lit`]) is not part of a square's props: the glow layer draws it and
/// [`apply_lit`] writes it on the squares, so a step that lights or dims fifty squares
/// redraws none of them (the table standard, point 4: the other side's moves are followed).
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let stable = {
        let (on_click, on_hover, marks) = (props.on_click.clone(), props.on_hover.clone(), props.marks.clone());
        (
            use_stable_callback(move |s: Square| {
                // A square that does nothing now ignores the click.
                if marks.get(s.index()).is_some_and(|m| m.lit != Lit::None) {
                    on_click.emit(s)
                }
            }),
            use_stable_callback(move |s: Option<Square>| on_hover.emit(s)),
        )
    };
    let board = use_node_ref();
    let codes = lit_codes(&props.marks);
    {
        let board = board.clone();
        use_effect_with(codes.clone(), move |codes| {
            if let Some(b) = board.cast::<web_sys::Element>() {
                apply_lit(&b, codes);
            }
        });
    }
    // One square is in the tab order (the first lit one, else the centre); the arrow
    // keys move between squares from there.
    let tab_stop = props.marks.iter().position(|m| m.lit != Lit::None && m.lit != Lit::Ask).unwrap_or(40);
    let mut cells: Vec<Option<&SquareView>> = vec![None; 81];
    for s in props.squares.iter() {
        cells[s.square.index()] = Some(s);
    }
    let col_labels = |edge: &'static str| {
        html! {
            <div class={classes!("tk-coords", "tk-cols", edge)} aria-hidden="true">
                { for COLS.iter().map(|c| html! { <span>{ *c }</span> }) }
            </div>
        }
    };
    let row_labels = |edge: &'static str| {
        html! {
            <div class={classes!("tk-coords", "tk-rows", edge)} aria-hidden="true">
                { for (1..=9).map(|r| html! { <span>{ r }</span> }) }
            </div>
        }
    };
    html! {
        <section class="tk-board-frame" aria-label="Arena">
            { col_labels("tk-top") }
            { row_labels("tk-left") }
            <div ref={board} class="tk-board" role="group" aria-label="The arena, 69 squares: arrow keys move between squares" onkeydown={arrow_keys}>
                { for cells.iter().enumerate().map(|(i, cell)| match cell {
                    Some(sq) => {
                        let mark = props.marks.get(i).copied().unwrap_or_default();
                        // Without its lit state: that is applied apart (above).
                        let mark = SquareMark { lit: Lit::None, ..mark };
                        html! {
                            <BoardSquare key={i} sq={(*sq).clone()} {mark} teams={props.teams} tab_stop={i == tab_stop}
                                ghost={props.ghost.filter(|_| mark.place)}
                                on_click={stable.0.clone()} on_hover={stable.1.clone()} />
                        }
                    }
                    None => html! { <span key={i} class="tk-void" aria-hidden="true" /> },
                }) }
                <GlowLayer marks={props.marks.clone()} />
            </div>
            { row_labels("tk-right") }
            { col_labels("tk-bottom") }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct BoardSquareProps {
    sq: SquareView,
    mark: SquareMark,
    teams: bool,
    tab_stop: bool,
    ghost: Option<(u8, Rank)>,
    on_click: Callback<Square>,
    on_hover: Callback<Option<Square>>,
}

/// Arrow keys move focus to the next square on the board in that direction.
fn arrow_keys(e: KeyboardEvent) {
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
fn BoardSquare(props: &BoardSquareProps) -> Html {
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
        <button ref={node} {class} data-square={sq.label.clone()} data-idx={s.index().to_string()} aria-label={label} title={sq.label.clone()}
            tabindex={if props.tab_stop { "0" } else { "-1" }}
            onclick={on_click}
            onmouseenter={hover::<MouseEvent>(h, Some(s))} onfocus={hover::<FocusEvent>(h, Some(s))}
            onmouseleave={hover::<MouseEvent>(h, None)} onblur={hover::<FocusEvent>(h, None)}>
            if let (true, None, Some((colour, rank))) = (mark.place, &sq.piece, props.ghost) {
                <Piece {colour} {rank} ghost=true />
            } else if let Some(p) = &sq.piece {
                <Piece colour={p.colour} rank={p.rank} />
            }
            if mark.destroyed { <span class="tk-doom" aria-hidden="true">{ "✕" }</span> }
        </button>
    }
}
