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
        Action::Summon { card, .. }
        | Action::Discard { card }
        | Action::ReturnCard { card }
        | Action::Flare { card, .. } => Some(card),
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
                    p.colour == view.my_colour
                        && (p.rank >= if need == Need::Heroic { Rank::Heroic } else { Rank::Common })
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
        || view
            .sides
            .get(view.my_colour as usize)
            .and_then(|s| s.legends.as_ref())
            .is_some_and(|l| l.iter().any(|c| c.id == card))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;
    use crate::games::tash_kalar::{Options, TashKalar};

    fn sq(label: &str) -> Square {
        let b = label.as_bytes();
        Square::new(b[0] - b'a' + 1, b[1] - b'0')
    }

    /// Seed 32 (the browser tests' game) after `places`, each a list of squares for one
    /// turn, turns alternating from P1.
    fn game_after(places: &[&[&str]]) -> TashKalar {
        let mut g = TashKalar::new(&Options::default(), 32).expect("seed 32 starts");
        for turn in places {
            for s in *turn {
                g.apply(&Action::Place { square: sq(s) }).expect("a legal placement");
            }
            g.apply(&Action::EndTurn).expect("the turn ends");
        }
        g
    }

    #[test]
    fn summon_squares_group_the_images_of_one_square() {
        // P1 on c5, d5, f5, g5: Ember Squire (A01) fits e6 in two mirror images.
        let mut g = game_after(&[&["c5"], &["c1", "d1"], &["d5", "f5"], &["e1", "f1"]]);
        g.apply(&Action::Place { square: sq("g5") }).unwrap();
        let squire = CardId(0);
        let by_square = summon_squares(&g.legal_actions(), Some(squire));
        assert_eq!(by_square.get(&sq("e6")).map(Vec::len), Some(2), "two images at e6: {by_square:?}");
        assert!(summon_squares(&g.legal_actions(), None).is_empty(), "no card, no summon squares");
    }

    #[test]
    fn closest_image_lets_the_engine_name_the_rank_rule() {
        // The browser refusal test's position: d6 is a heroic piece inside Ember Squire's
        // pattern (e5, b5), so the closest image fits and only TK-5.3 is broken.
        let mut g = game_after(&[&["c4"], &["c1", "d1"]]);
        g.apply(&Action::Place { square: sq("d6") }).unwrap();
        g.apply(&Action::Summon { card: CardId(2), square: sq("e5"), orientation: 0 }).unwrap();
        g.apply(&Action::ChoosePiece { square: sq("d6") }).unwrap();
        g.apply(&Action::EndTurn).unwrap();
        for s in ["e1", "f1"] {
            g.apply(&Action::Place { square: sq(s) }).unwrap();
        }
        g.apply(&Action::EndTurn).unwrap();
        g.apply(&Action::Place { square: sq("b5") }).unwrap();
        let view = g.view(0);
        let image = closest_image(&view, CardId(0), sq("d6"));
        let err =
            g.clone().apply(&Action::Summon { card: CardId(0), square: sq("d6"), orientation: image }).unwrap_err();
        assert_eq!(err.rule, "TK-5.3", "the refusal is about the rank: {}", err.message);
    }

    #[test]
    fn marks_light_summons_ask_on_pieces_and_place_without_a_card() {
        let mut g = game_after(&[&["c4"], &["c1", "d1"]]);
        g.apply(&Action::Place { square: sq("d6") }).unwrap();
        let view = g.view(0);
        let legal = g.legal_actions();
        let apprentice = Some(CardId(2));
        let summons = summon_squares(&legal, apprentice);
        let marks = board_marks(&view, apprentice, &summons, &square_actions(&legal), None, None, None);
        assert_eq!(marks[sq("e5").index()].lit, Lit::Summon, "Forge Apprentice fits e5");
        assert_eq!(marks[sq("c1").index()].lit, Lit::Ask, "an enemy piece can be asked about");
        assert_eq!(marks[sq("a5").index()].lit, Lit::None, "an empty square outside the pattern does nothing");
        let marks = board_marks(&view, None, &SummonSquares::new(), &square_actions(&legal), None, None, None);
        assert_eq!(marks[sq("a5").index()].lit, Lit::Place, "with no card, an empty square places");
        assert_eq!(marks[sq("c1").index()].lit, Lit::None, "an occupied square takes no placement");
    }
}
