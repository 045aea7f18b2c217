//! A summon's preview in words (TK-5): the image that fits, the marked squares, what it
//! destroys and, in Battle, the improvised summon it would spend (TK-12.6).

use super::piece::colour_name;
use crate::games::tash_kalar::{CardId, Square, SummonPreview, TashKalarView};

pub fn preview_words(view: &TashKalarView, card: CardId, at: Square, p: &SummonPreview, images: usize) -> String {
    let mut w = format!(
        "{} on {}: pattern image {} of {} fits",
        card.name(),
        at.label(),
        p.orientation + 1,
        card.pattern().orientations.len()
    );
    if images > 1 {
        w.push_str(&format!(" ({images} images fit here; a click lets you choose)"));
    }
    if !p.marked.is_empty() {
        w.push_str(&format!("; marked {}", p.marked.iter().map(|s| s.label()).collect::<Vec<_>>().join(", ")));
    }
    for s in &p.destroyed {
        if let Some(piece) = view.squares.iter().find(|q| q.square == *s).and_then(|q| q.piece.as_ref()) {
            w.push_str(&format!(
                "; destroys the {} {} piece on {}",
                colour_name(view.teams, piece.colour),
                piece.rank.word(),
                s.label()
            ));
        }
    }
    if p.destroyed.is_empty() {
        w.push_str("; destroys nothing");
    }
    if let Some(words) = improvised_words(view, at, p) {
        w.push_str("; ");
        w.push_str(&words);
    }
    w
}

/// Battle (TK-12.6): the words for a summon that spends the once-per-game improvised
/// summon of an enemy colour, naming the enemy piece it uses; `None` for any other.
pub fn improvised_words(view: &TashKalarView, at: Square, p: &SummonPreview) -> Option<String> {
    let colour = p.improvised?;
    let name = colour_name(view.teams, colour);
    let on = p
        .orientation_cells
        .iter()
        .filter(|&&s| s != at)
        .find(|s| view.squares.iter().any(|q| q.square == **s && q.piece.as_ref().is_some_and(|pc| pc.colour == colour)))
        .map(|s| format!(" (its piece on {} counts as yours)", s.label()))
        .unwrap_or_default();
    Some(format!(
        "uses your one improvised summon with {name}{on}: once this game, you cannot use a {name} piece again (TK-12.6)"
    ))
}

