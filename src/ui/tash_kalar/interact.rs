//! What each Tash-Kalar action acts on, for the shared interaction layer
//! (src/ui/common/interact.rs): the arena's squares, the cards in hand and High Form's
//! tasks.

use crate::games::tash_kalar::cards::TASKS;
use crate::games::tash_kalar::{Action, CardId, CardKind, Square, TashKalar, TashKalarView};
use crate::ui::common::Interact;

/// A clickable thing on the Tash-Kalar table.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Obj {
    Square(Square),
    Card(CardId),
    /// A High Form task, by its index in the TK-C5 table.
    Task(u8),
}

/// Short and written by hand: the menu's key is this text, and a derived `Debug` would
/// bring the formatter's whole struct and tuple machinery into the page's wasm.
impl std::fmt::Debug for Obj {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match *self {
            Obj::Square(s) => write!(f, "s{}", s.index()),
            Obj::Card(c) => write!(f, "c{}", c.0),
            Obj::Task(t) => write!(f, "t{t}"),
        }
    }
}

impl Interact for TashKalar {
    type Obj = Obj;

    /// A placement (TK-4) and an effect's piece or square are about the square; a
    /// summon (TK-5), a discard (TK-7), a returned card (TK-7.1) and a flare (TK-8) about
    /// the card; a claim about its task (TK-10.2).
    fn subject(_: &TashKalarView, action: &Action) -> Option<Obj> {
        match *action {
            Action::Place { square } | Action::ChoosePiece { square } | Action::ChooseSquare { square } => {
                Some(Obj::Square(square))
            }
            Action::Summon { card, .. }
            | Action::Discard { card }
            | Action::ReturnCard { card }
            | Action::Flare { card, .. } => Some(Obj::Card(card)),
            Action::ClaimTask { task } => Some(Obj::Task(task)),
            _ => None,
        }
    }

    /// A summon's placement square (TK-5.1): clicked after its card.
    fn target(_: &TashKalarView, action: &Action) -> Option<Obj> {
        match *action {
            Action::Summon { square, .. } => Some(Obj::Square(square)),
            _ => None,
        }
    }

    /// A square's placement or choice, a card returned to the deck and a task claimed
    /// are what the click meant when they are the object's only action.
    fn direct(action: &Action) -> bool {
        matches!(
            action,
            Action::Place { .. }
                | Action::ChoosePiece { .. }
                | Action::ChooseSquare { .. }
                | Action::ReturnCard { .. }
                | Action::ClaimTask { .. }
        )
    }

    /// A summon is made on the board, by its lit placement square: the card's menu
    /// keeps its discard and flare.
    fn in_menu(action: &Action) -> bool {
        !matches!(action, Action::Summon { .. })
    }

    /// A being may be discarded (TK-7), a flare invoked against each opponent (TK-8), a
    /// current task claimed (TK-10.2): when one is not legal now, the menu asks why not.
    fn why_not(view: &TashKalarView, obj: Obj) -> Vec<Action> {
        match obj {
            Obj::Card(card) if card.kind() == CardKind::Being => vec![Action::Discard { card }],
            Obj::Card(card) if card.kind() == CardKind::Flare => (0..view.sides.len() as u8)
                .filter(|&o| o != view.my_colour)
                .map(|opponent| Action::Flare { card, opponent })
                .collect(),
            Obj::Task(task) if view.tasks.as_ref().is_some_and(|t| t.current.iter().any(|c| c.index == task)) => {
                vec![Action::ClaimTask { task }]
            }
            _ => Vec::new(),
        }
    }

    fn name(_: &TashKalarView, obj: Obj) -> String {
        match obj {
            Obj::Square(s) => s.label(),
            Obj::Card(c) => c.name().to_string(),
            Obj::Task(t) => TASKS.get(t as usize).map_or("this task", |d| d.name).to_string(),
        }
    }

    /// A card drawn or taken arrives in its hand (beings, legends, flares).
    fn placements(view: &TashKalarView) -> Vec<(Obj, &'static str)> {
        let me = &view.players[view.seat.min(view.players.len() - 1)];
        let legends = view.sides.get(view.my_colour as usize).and_then(|s| s.legends.as_ref());
        let beings = me.hand.iter().flatten().map(|c| (Obj::Card(c.id), "hand"));
        let flares = me.flares.iter().flatten().map(|c| (Obj::Card(c.id), "flares"));
        beings.chain(flares).chain(legends.into_iter().flatten().map(|c| (Obj::Card(c.id), "legends"))).collect()
    }
}

#[cfg(test)]
mod tests {
    //! The layer on Tash-Kalar's answers, in the browser tests' game (seed 32).
    use super::*;
    use crate::engine::prelude::*;
    use crate::engine::Match;
    use crate::games::tash_kalar::Options;
    use crate::ui::common::{decide_click, menu_items, Click, Highlights};

    fn sq(label: &str) -> Square {
        let b = label.as_bytes();
        Square::new(b[0] - b'a' + 1, b[1] - b'0')
    }

    /// Seed 32 after P1 c4, P2 c1 d1, P1 d6: Forge Apprentice (A03) fits e5.
    fn apprentice_fits() -> Match<TashKalar> {
        let mut m = Match::<TashKalar>::new(Options::default(), 32).unwrap();
        for turn in [&["c4"][..], &["c1", "d1"]] {
            for s in turn {
                m.apply(&Action::Place { square: sq(s) }).unwrap();
            }
            m.apply(&Action::EndTurn).unwrap();
        }
        m.apply(&Action::Place { square: sq("d6") }).unwrap();
        m
    }

    #[test]
    fn an_empty_square_places_at_once_and_a_card_then_its_lit_square_summons() {
        let m = apprentice_fits();
        let (view, legal) = (m.state().view(0), m.state().legal_actions());
        let place = Action::Place { square: sq("a5") };
        assert_eq!(decide_click::<TashKalar>(&view, &legal, None, Obj::Square(sq("a5"))), Click::Act(place));
        let card = Obj::Card(CardId(2));
        assert_eq!(decide_click::<TashKalar>(&view, &legal, None, card), Click::Select(Some(card)));
        let lit = Highlights::new::<TashKalar>(&view, &legal, Some(card), &[]);
        assert!(lit.lit(Obj::Square(sq("e5"))).target, "e5 is a placement square of Forge Apprentice");
        assert!(!lit.lit(Obj::Square(sq("a5"))).target, "a5 is not");
        let summon = legal.iter().find(|a| matches!(a, Action::Summon { card: CardId(2), .. })).unwrap();
        assert_eq!(decide_click::<TashKalar>(&view, &legal, Some(card), Obj::Square(sq("e5"))), Click::Act(*summon));
    }

    #[test]
    fn a_cards_menu_lists_no_summon_and_asks_why_not_for_a_discard() {
        let m = apprentice_fits();
        let (view, legal) = (m.state().view(0), m.state().legal_actions());
        let ask = crate::ui::game_ui::Ask::new(std::rc::Rc::new(m));
        let items = menu_items::<TashKalar>(&view, &legal, &ask, Obj::Card(CardId(2)));
        assert!(items.iter().all(|i| !matches!(i.action, Action::Summon { .. })), "summons are made on the board");
        let discard = items.iter().find(|i| i.action == Action::Discard { card: CardId(2) }).expect("discard listed");
        assert!(!discard.why_not, "a discard is legal on the second action");
        let flare = view.players[0].flares.as_ref().unwrap()[0].id;
        let items = menu_items::<TashKalar>(&view, &legal, &ask, Obj::Card(flare));
        assert!(items.iter().any(|i| matches!(i.action, Action::Flare { .. })), "a flare is offered against P2");
    }
}
