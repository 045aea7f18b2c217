//! What the legal actions mean for the table: the selected card's placement squares and
//! images, the square actions, the board marks and the summon preview in words.

use std::collections::BTreeMap;

use super::board::{Lit, SquareMark};
use super::piece::colour_name;
use crate::games::tash_kalar::cards::{Need, Orientation};
use crate::games::tash_kalar::{Action, CardId, CardKind, Rank, Square, SummonPreview, TashKalarView};

/// The selected card's legal images at each placement square.
pub type SummonSquares = BTreeMap<Square, Vec<u8>>;

pub fn summon_squares(legal: &[Action], card: Option<CardId>) -> SummonSquares {
    let mut out = SummonSquares::new();
    for a in legal {
        if let Action::Summon { card: c, square, orientation } = *a {
            if Some(c) == card {
                out.entry(square).or_default().push(orientation);
            }
        }
    }
    out
}

/// Legal actions that act on a square: place, pick a piece, pick a square.
pub fn square_actions(legal: &[Action]) -> BTreeMap<Square, Vec<Action>> {
    let mut out: BTreeMap<Square, Vec<Action>> = BTreeMap::new();
    for a in legal {
        if let Action::Place { square } | Action::ChoosePiece { square } | Action::ChooseSquare { square } = *a {
            out.entry(square).or_default().push(*a);
        }
    }
    out
}

pub fn action_card(a: &Action) -> Option<CardId> {
    match *a {
        Action::Summon { card, .. } | Action::Discard { card } | Action::ReturnCard { card } | Action::Flare { card, .. } => Some(card),
        _ => None,
    }
}

/// For a refused summon: the image whose required squares hold the most of your
/// pieces of enough rank, so the refusal names what is really missing.
pub fn closest_image(view: &TashKalarView, card: CardId, at: Square) -> u8 {
    let mine = |s: Square, need: Need| {
        view.squares.iter().any(|q| {
            q.square == s
                && q.piece.as_ref().is_some_and(|p| {
                    p.colour == view.my_colour && (p.rank >= if need == Need::Heroic { Rank::Heroic } else { Rank::Common })
                })
        })
    };
    let score = |o: &Orientation| {
        o.cells.iter().filter(|&&(dc, dr, need)| at.offset(dc as i32, dr as i32).is_some_and(|s| mine(s, need))).count()
    };
    let images = &card.pattern().orientations;
    let mut best = (0usize, 0u8);
    for (i, o) in images.iter().enumerate() {
        let s = score(o);
        if s > best.0 {
            best = (s, i as u8);
        }
    }
    best.1
}

pub fn holds(view: &TashKalarView, card: CardId) -> bool {
    let me = &view.players[view.seat.min(view.players.len() - 1)];
    me.hand.iter().flatten().chain(me.flares.iter().flatten()).any(|c| c.id == card)
        || view.sides.get(view.my_colour as usize).and_then(|s| s.legends.as_ref()).is_some_and(|l| l.iter().any(|c| c.id == card))
}

/// Board marks: what each square does on a click, and the hovered summon's preview.
pub fn board_marks(
    view: &TashKalarView,
    card: Option<CardId>,
    summons: &SummonSquares,
    on_squares: &BTreeMap<Square, Vec<Action>>,
    preview: Option<&SummonPreview>,
    choosing: Option<Square>,
    preview_at: Option<Square>,
) -> Vec<SquareMark> {
    let mut marks = vec![SquareMark::default(); 81];
    for q in &view.squares {
        let s = q.square;
        let m = &mut marks[s.index()];
        m.lit = match card {
            // A flare acts from its menu, never on a square.
            Some(c) if c.kind() == CardKind::Flare => Lit::None,
            Some(_) => {
                if summons.contains_key(&s) {
                    Lit::Summon
                } else if q.piece.is_some() && view.to_act == Some(view.seat) {
                    Lit::Ask
                } else {
                    Lit::None
                }
            }
            None => match on_squares.get(&s).and_then(|v| v.first()) {
                Some(Action::Place { .. }) => Lit::Place,
                Some(_) => Lit::Choose,
                None => Lit::None,
            },
        };
        m.choosing = choosing == Some(s);
    }
    if let (Some(p), Some(at)) = (preview, preview_at) {
        marks[at.index()].place = true;
        for s in &p.orientation_cells {
            marks[s.index()].pattern = true;
        }
        for s in &p.marked {
            marks[s.index()].marked = true;
        }
        for s in &p.destroyed {
            marks[s.index()].destroyed = true;
        }
    }
    marks
}

pub fn preview_words(view: &TashKalarView, card: CardId, at: Square, p: &SummonPreview, images: usize) -> String {
    let mut w = format!("{} on {}: pattern image {} of {} fits", card.name(), at.label(), p.orientation + 1, card.pattern().orientations.len());
    if images > 1 {
        w.push_str(&format!(" ({images} images fit here; a click lets you choose)"));
    }
    if !p.marked.is_empty() {
        w.push_str(&format!("; marked {}", p.marked.iter().map(|s| s.label()).collect::<Vec<_>>().join(", ")));
    }
    for s in &p.destroyed {
        if let Some(piece) = view.squares.iter().find(|q| q.square == *s).and_then(|q| q.piece.as_ref()) {
            w.push_str(&format!("; destroys the {} {} piece on {}", colour_name(view.teams, piece.colour), piece.rank.word(), s.label()));
        }
    }
    if p.destroyed.is_empty() {
        w.push_str("; destroys nothing");
    }
    w
}

