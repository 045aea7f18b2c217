//! Summoning on the board (TK-5): the selected card's placement squares and images, the
//! preview of the square under the pointer, and what a click on a square does while a
//! card is selected: summon, ask which image when several fit there (TK-5.10), or, on
//! an occupied square that is not lit, ask the engine anyway ("why not?": the summon is
//! dispatched with the image closest to fitting, so the refusal names what is really
//! missing: TK-5.2 pattern, TK-5.3 higher rank, TK-5.4, TK-5.6).

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::interact::Obj;
use crate::games::tash_kalar::cards::{Need, Orientation};
use crate::games::tash_kalar::{Action, CardId, CardKind, Rank, Square, SummonPreview, TashKalar, TashKalarView};
use super::glow::no_hover;
use crate::ui::common::{involves, use_pick, use_stable_callback, Interaction, Pick};
use crate::ui::game_ui::TableProps;

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
    let mut best = (0usize, 0u8);
    for (i, o) in card.pattern().orientations.iter().enumerate() {
        let s = score(o);
        if s > best.0 {
            best = (s, i as u8);
        }
    }
    best.1
}

/// What a click on square `s` with no card selected asks for when it has no legal
/// action: the pending step's choice of it, else a placement (TK-4); the refusal of
/// that names the rule.
pub fn meant(legal: &[Action], s: Square) -> Action {
    if legal.iter().any(|a| matches!(a, Action::ChoosePiece { .. })) {
        Action::ChoosePiece { square: s }
    } else if legal.iter().any(|a| matches!(a, Action::ChooseSquare { .. })) {
        Action::ChooseSquare { square: s }
    } else {
        Action::Place { square: s }
    }
}

/// The summon under way on the board.
pub struct Summoning {
    /// The selected being or legend.
    pub card: Option<CardId>,
    pub squares: Rc<SummonSquares>,
    /// The square whose images are offered in the chooser.
    pub choosing: Pick<Square>,
    /// The image under the pointer in the chooser.
    pub image: Pick<u8>,
    /// The previewed summon: the chooser's image, else the first image at the square
    /// under the pointer or focus.
    pub preview: Option<(Square, SummonPreview)>,
    pub on_square: Callback<Square>,
    pub on_hover: Callback<Option<Square>>,
}

/// What the board does with the table's interaction `ui` while a card is selected.
#[hook]
pub fn use_summoning(props: &TableProps<TashKalar>, ui: &Interaction<TashKalar>) -> Summoning {
    let (hover, choosing, image) = (use_pick::<Square>(props.version), use_pick(props.version), use_pick(props.version));
    let card = match ui.selected {
        Some(Obj::Card(c)) if c.kind() != CardKind::Flare => Some(c),
        _ => None,
    };
    let squares = Rc::new(summon_squares(&props.legal, card));
    let at = (*choosing).or(*hover).filter(|s| squares.contains_key(s));
    let preview = card.zip(at).and_then(|(c, at)| {
        let first = squares.get(&at).and_then(|v| v.first().copied());
        let o = (*image).filter(|_| *choosing == Some(at)).or(first)?;
        Some((at, props.ask.preview(&Action::Summon { card: c, square: at, orientation: o })?))
    });
    let on_square = {
        let (view, legal, squares, choosing, click, act) = (
            props.view.clone(),
            props.legal.clone(),
            squares.clone(),
            choosing.clone(),
            ui.on_click.clone(),
            props.act.clone(),
        );
        let shown = *hover;
        let hover = hover.clone();
        use_stable_callback(move |s: Square| match (card, squares.get(&s).map(Vec::len)) {
            // With no pointer that hovers (a touch screen), the first tap on a summon
            // square shows its pattern, as hovering does; the second summons.
            (Some(_), Some(1)) if shown != Some(s) && no_hover() => hover.set(Some(s)),
            (Some(_), Some(1)) => click.emit(Obj::Square(s)),
            (None, _) if legal.iter().any(|a| involves::<TashKalar>(&view, a, Obj::Square(s))) => {
                click.emit(Obj::Square(s))
            }
            // A square with nothing to do: the rules say why not (never a silent click).
            (None, _) => act.emit(meant(&legal, s)),
            (Some(_), Some(_)) => choosing.set(Some(s)),
            (Some(c), None) => act.emit(Action::Summon { card: c, square: s, orientation: closest_image(&view, c, s) }),
        })
    };
    let on_hover = {
        let hover = hover.clone();
        use_stable_callback(move |s: Option<Square>| hover.set(s))
    };
    Summoning { card, squares, choosing, image, preview, on_square, on_hover }
}

/// Seed 32 (the browser tests' game) after `places`, each a list of squares for one
/// turn, turns alternating from P1.
#[cfg(test)]
pub(super) fn game_after(places: &[&[&str]]) -> TashKalar {
    use crate::engine::prelude::*;
    let mut g = TashKalar::new(&crate::games::tash_kalar::Options::default(), 32).expect("seed 32 starts");
    for turn in places {
        for s in *turn {
            g.apply(&Action::Place { square: sq(s) }).expect("a legal placement");
        }
        g.apply(&Action::EndTurn).expect("the turn ends");
    }
    g
}

/// The square of a label ("e5").
#[cfg(test)]
pub(super) fn sq(label: &str) -> Square {
    let b = label.as_bytes();
    Square::new(b[0] - b'a' + 1, b[1] - b'0')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;

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
}
