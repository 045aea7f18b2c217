//! A card's pattern drawn as a small grid (TK-C0): the required ranks, the placement
//! square (empty `X` or occupied `*`) in the card's rank, and the marked squares.

use yew::prelude::*;

use super::piece::{colour_class, rank_word};
use crate::games::tash_kalar::view::CellView;
use crate::games::tash_kalar::Rank;

/// The grid of `cells` (rows top to bottom, as the view gives them) of a card placing a
/// piece of `rank`, with a text equivalent for screen readers. A function, not a
/// component: it is drawn only with its card's face, which is a component.
pub fn pattern(cells: &[Vec<CellView>], rank: Rank, colour: u8) -> Html {
    let width = cells.iter().map(Vec::len).max().unwrap_or(1);
    // The column count goes in a data attribute read by the stylesheet: a `style`
    // attribute would be refused by the page's Content-Security-Policy.
    let cols = width.to_string();
    let mut needs = (0, 0, 0);
    for c in cells.iter().flatten() {
        match c {
            CellView::Common => needs.0 += 1,
            CellView::Heroic => needs.1 += 1,
            CellView::Marked => needs.2 += 1,
            _ => {}
        }
    }
    let occupied = cells.iter().flatten().any(|c| *c == CellView::PlaceOccupied);
    let label = format!(
        "Pattern: {} common, {} heroic or better{}; places a {} piece{}",
        needs.0,
        needs.1,
        if needs.2 > 0 { format!(", {} marked", needs.2) } else { String::new() },
        rank_word(rank),
        if occupied { " on one of your pieces" } else { "" }
    );
    html! {
        <span class={classes!("tk-pattern", colour_class(colour))} data-cols={cols} role="img" aria-label={label}>
            { for cells.iter().flatten().map(|c| {
                let (class, glyph) = match c {
                    CellView::Empty => ("tk-cell tk-empty", ""),
                    CellView::Common => ("tk-cell tk-need-common", ""),
                    CellView::Heroic => ("tk-cell tk-need-heroic", "★"),
                    CellView::Place => ("tk-cell tk-place", "✚"),
                    CellView::PlaceOccupied => ("tk-cell tk-place tk-occupied", "✚"),
                    CellView::Marked => ("tk-cell tk-mark", "◆"),
                };
                let rank = matches!(c, CellView::Place | CellView::PlaceOccupied).then(|| format!("tk-rank-{}", rank_word(rank)));
                html! { <span class={classes!(class, rank)}>{ glyph }</span> }
            }) }
        </span>
    }
}
