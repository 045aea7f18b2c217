//! How each square of the arena is drawn besides its piece: what a click there does now
//! (from the shared [`Highlights`] and the selected card), the hovered summon's preview
//! and the other side's last moves.

use super::interact::Obj;
use crate::games::tash_kalar::{Action, CardId, CardKind, Square, SummonPreview, TashKalarView};
use crate::ui::common::Highlights;

/// What a click on a square does now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Does {
    #[default]
    Nothing,
    /// Place a common piece (TK-4).
    Place,
    /// A placement square of the selected card (TK-5).
    Summon,
    /// A piece or square the pending step may choose.
    Choose,
    /// Not legal: the click asks the rules for what it would mean anyway (the selected
    /// card's summon there, else a placement or the pending step's choice of it), and
    /// the refusal (rule id and words) appears in the error toast. Every square that
    /// does nothing else while the viewer decides.
    Ask,
}

/// How one square is drawn besides its piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SquareMark {
    pub does: Does,
    /// Preview of the hovered summon: a pattern square of the matched image.
    pub pattern: bool,
    /// Preview: a marked (`m`) square of that image.
    pub marked: bool,
    /// Preview: the piece here would be destroyed.
    pub destroyed: bool,
    /// Preview: the new piece goes here.
    pub place: bool,
    /// The square whose choices are open (several images, several actions).
    pub choosing: bool,
    /// The other side's last moves placed, summoned or chose here.
    pub last: bool,
    /// The Hint's suggested move places, summons or chooses here.
    pub hinted: bool,
}

/// What the marks are made from.
pub struct MarksOf<'a> {
    pub view: &'a TashKalarView,
    pub legal: &'a [Action],
    pub lit: &'a Highlights<Obj>,
    /// The selected being, legend or flare.
    pub card: Option<CardId>,
    pub decides: bool,
    /// The square whose choices are open.
    pub choosing: Option<Square>,
    pub preview: Option<(Square, &'a SummonPreview)>,
}

/// The marks of the 81 cells of the 9×9 grid, by [`Square::index`].
pub fn board_marks(of: &MarksOf) -> Vec<SquareMark> {
    let mut places = [false; 81];
    for a in of.legal {
        if let Action::Place { square } = a {
            places[square.index()] = true;
        }
    }
    let mut marks = vec![SquareMark::default(); 81];
    for q in &of.view.squares {
        let s = q.square;
        let lit = of.lit.lit(Obj::Square(s));
        let m = &mut marks[s.index()];
        m.does = match of.card {
            // A flare acts from its menu, never on a square.
            Some(c) if c.kind() == CardKind::Flare => Does::Nothing,
            Some(_) if lit.target => Does::Summon,
            None if places[s.index()] => Does::Place,
            None if lit.actionable => Does::Choose,
            _ if of.decides => Does::Ask,
            _ => Does::Nothing,
        };
        m.choosing = of.choosing == Some(s) || lit.selected;
        m.last = lit.last_from || lit.last_to;
        m.hinted = lit.hinted;
    }
    if let Some((at, p)) = of.preview {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::prelude::*;
    use crate::games::tash_kalar::TashKalar;
    use crate::ui::tash_kalar::summon::{game_after, sq};

    fn marks(g: &TashKalar, card: Option<CardId>) -> Vec<SquareMark> {
        let (view, legal) = (g.view(0), g.legal_actions());
        let lit = Highlights::new::<TashKalar>(&view, &legal, card.map(Obj::Card), &[]);
        board_marks(&MarksOf { view: &view, legal: &legal, lit: &lit, card, decides: true, choosing: None, preview: None })
    }

    #[test]
    fn marks_light_summons_ask_on_pieces_and_place_without_a_card() {
        let mut g = game_after(&[&["c4"], &["c1", "d1"]]);
        g.apply(&Action::Place { square: sq("d6") }).unwrap();
        let with_card = marks(&g, Some(CardId(2)));
        assert_eq!(with_card[sq("e5").index()].does, Does::Summon, "Forge Apprentice fits e5");
        assert_eq!(with_card[sq("c1").index()].does, Does::Ask, "an enemy piece can be asked about");
        assert_eq!(with_card[sq("a5").index()].does, Does::Ask, "an empty square outside the pattern asks why not");
        let none = marks(&g, None);
        assert_eq!(none[sq("a5").index()].does, Does::Place, "with no card, an empty square places");
        assert_eq!(none[sq("c1").index()].does, Does::Ask, "an occupied square takes no placement: it asks why not");
    }

    #[test]
    fn the_other_sides_placements_are_marked_as_their_last_move() {
        let g = game_after(&[&["c4"], &["c1", "d1"]]);
        let (view, legal) = (g.view(0), g.legal_actions());
        let last = [Action::Place { square: sq("c1") }, Action::Place { square: sq("d1") }];
        let lit = Highlights::new::<TashKalar>(&view, &legal, None, &last);
        let m = board_marks(&MarksOf { view: &view, legal: &legal, lit: &lit, card: None, decides: true, choosing: None, preview: None });
        assert!(m[sq("c1").index()].last && m[sq("d1").index()].last, "both of P2's placements are marked");
        assert!(!m[sq("c4").index()].last, "P1's own piece is not");
    }
}
