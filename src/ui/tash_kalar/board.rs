//! The arena (TK-1.1): 69 squares of a 9×9 grid without its corners, columns a–i and
//! rows 1–9 as the engine labels them (row 1 at the top, so "up" is up), the marked,
//! red and green squares, the pieces, and what a click would do on each square.

use std::rc::Rc;

use yew::prelude::*;

use super::glow::{apply_lit, glow_layer, glow_paths, lit_codes};
use super::marks::{Does, SquareMark};
use super::square::BoardSquare;
use crate::games::tash_kalar::view::SquareView;
use crate::games::tash_kalar::{Rank, Square};
use crate::ui::common::use_stable_callback;

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
/// (its [`Does`]) is not part of a square's props: the glow layer draws it and
/// [`apply_lit`] writes it on the squares, so a step that lights or dims fifty squares
/// redraws none of them (the table standard, point 4: the other side's moves are followed).
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let stable = {
        let (on_click, on_hover, marks) = (props.on_click.clone(), props.on_hover.clone(), props.marks.clone());
        (
            use_stable_callback(move |s: Square| {
                // A square that does nothing now ignores the click.
                if marks.get(s.index()).is_some_and(|m| m.does != Does::Nothing) {
                    on_click.emit(s)
                }
            }),
            use_stable_callback(move |s: Option<Square>| on_hover.emit(s)),
        )
    };
    let board = use_node_ref();
    let codes = lit_codes(&props.marks);
    let paths = use_memo(props.marks.clone(), |marks| glow_paths(marks));
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
    let tab_stop = props.marks.iter().position(|m| m.does != Does::Nothing && m.does != Does::Ask).unwrap_or(40);
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
            <div ref={board} class="tk-board" role="group" aria-label="The arena, 69 squares: arrow keys move between squares" onkeydown={super::square::arrow_keys}>
                { for cells.iter().enumerate().map(|(i, cell)| match cell {
                    Some(sq) => {
                        let mark = props.marks.get(i).copied().unwrap_or_default();
                        // Without its lit state: that is applied apart (above).
                        let mark = SquareMark { does: Does::Nothing, ..mark };
                        html! {
                            <BoardSquare key={i} sq={(*sq).clone()} {mark} teams={props.teams} tab_stop={i == tab_stop}
                                ghost={props.ghost.filter(|_| mark.place)}
                                on_click={stable.0.clone()} on_hover={stable.1.clone()} />
                        }
                    }
                    None => html! { <span key={i} class="tk-void" aria-hidden="true" /> },
                }) }
                { glow_layer(&paths) }
            </div>
            { row_labels("tk-right") }
            { col_labels("tk-bottom") }
        </section>
    }
}

