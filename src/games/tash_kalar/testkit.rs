//! Scenario builder for tests: set up boards, hands and supplies directly; the action
//! under test still goes through `apply`.

use super::action::Action;
use super::board::{transform, Square};
use super::cards::{parse_grid, CardId, Need};
use super::state::{Pending, Piece, Rank, TashKalar};
use super::Options;
use crate::engine::prelude::*;
use crate::engine::RuleError;

use Rank::{Common, Heroic};

/// Builds scenarios on top of a fresh game.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub game: TashKalar,
}

impl Scenario {
    /// A fresh game in the given mode, setup pieces cleared, seat 0 to act with 2 actions.
    pub fn new(options: Options, seed: u64) -> Self {
        let mut game = TashKalar::new(&options, seed).expect("valid options");
        game.pending = Pending::Actions;
        game.active = 0;
        game.starting = 1;
        game.actions_left = 2;
        game.turn = 2;
        let mut s = Self { game };
        s.clear_board();
        s
    }

    /// High Form, 2 players.
    pub fn high_form() -> Self {
        Self::new(Options::default(), 1)
    }

    /// Duel.
    pub fn duel() -> Self {
        Self::new(Options { mode: super::Mode::Duel, ..Options::default() }, 1)
    }

    /// Removes every piece, back to supply.
    pub fn clear_board(&mut self) -> &mut Self {
        for i in 0..81 {
            if let Some(p) = self.game.board[i].take() {
                let side = &mut self.game.sides[p.colour as usize];
                if p.rank == Rank::Legendary {
                    side.supply_leg += 1;
                } else {
                    side.supply_nonleg += 1;
                }
            }
        }
        self
    }

    /// Puts a piece of `colour` and `rank` on `(col,row)`, taken from its supply.
    pub fn piece(&mut self, col: u8, row: u8, colour: u8, rank: Rank) -> &mut Self {
        let s = Square::new(col, row);
        assert!(s.on_board(), "{} is on the board", s.label());
        assert!(self.game.board[s.index()].is_none(), "{} is empty before the scenario puts a piece", s.label());
        let side = &mut self.game.sides[colour as usize];
        if rank == Rank::Legendary {
            side.supply_leg -= 1;
        } else {
            side.supply_nonleg -= 1;
        }
        self.game.board[s.index()] = Some(Piece { colour, rank });
        self
    }

    /// Gives `card` to the acting seat's hand (beings, legends or the flare), taking it
    /// from wherever it was so that cards stay conserved.
    pub fn give(&mut self, card: CardId) -> &mut Self {
        let g = &mut self.game;
        let seat = g.active;
        let colour = g.colour_of(seat) as usize;
        for (i, st) in g.seats.iter_mut().enumerate() {
            // School cards are per seat (two seats may hold equal decks): touch only ours.
            if card.kind() != super::CardKind::Being || i == seat {
                for v in [&mut st.deck, &mut st.hand, &mut st.discard, &mut st.flares] {
                    v.retain(|&c| c != card);
                }
            }
        }
        for side in g.sides.iter_mut() {
            side.legends.retain(|&c| c != card);
        }
        for v in [&mut g.legend_deck, &mut g.legend_discard, &mut g.flare_deck, &mut g.flare_discard] {
            v.retain(|&c| c != card);
        }
        match card.kind() {
            super::CardKind::Being => {
                let st = &mut g.seats[seat];
                assert_eq!(st.school, if card.0 < 18 { 0 } else { 1 }, "the being belongs to the acting seat's school");
                st.hand.push(card);
            }
            super::CardKind::Legend => g.sides[colour].legends.push(card),
            super::CardKind::Flare => g.seats[seat].flares.push(card),
        }
        self
    }

    /// Sets the acting seat's school (0 = A, 1 = B), rebuilding its cards.
    pub fn school(&mut self, seat: usize, school: u8) -> &mut Self {
        let st = &mut self.game.seats[seat];
        st.school = school;
        st.deck = super::cards::school_cards(school);
        st.hand.clear();
        st.discard.clear();
        self
    }

    /// Sets a colour's supply counts directly (for shortage scenarios; piece totals are
    /// then no longer the box totals, so such tests do not check invariants).
    pub fn supply(&mut self, colour: u8, nonleg: u8, leg: u8) -> &mut Self {
        let side = &mut self.game.sides[colour as usize];
        side.supply_nonleg = nonleg;
        side.supply_leg = leg;
        self
    }

    /// Actions left for the acting seat.
    pub fn actions(&mut self, n: u8) -> &mut Self {
        self.game.actions_left = n;
        self
    }

    /// The game.
    pub fn build(&self) -> TashKalar {
        self.game.clone()
    }
}

/// The card with that code ("A13", "L01", "F07").
pub fn card(code: &str) -> CardId {
    (0..super::cards::CARD_COUNT).map(CardId).find(|c| c.code() == code).expect("a card code of Part 2")
}

/// The square (col,row).
pub fn sq(c: u8, r: u8) -> Square {
    Square::new(c, r)
}

/// Puts own pieces on the pattern of `card` with placement `p` under symmetry `t`;
/// returns the index of that image among the card's orientations.
pub fn pattern(s: &mut Scenario, c: CardId, p: Square, t: u8, colour: u8) -> u8 {
    let (star, cells, marked) = parse_grid(c.def().grid);
    let mut img = Vec::new();
    for (dc, dr, need) in cells {
        let (a, b) = transform(t, dc as i32, dr as i32);
        let rank = if need == Need::Heroic { Heroic } else { Common };
        let at = p.offset(a, b).expect("pattern square on the board");
        s.piece(at.col, at.row, colour, rank);
        img.push((a as i8, b as i8, need));
    }
    if star {
        s.piece(p.col, p.row, colour, Common);
    }
    img.sort_by_key(|&(a, b, _)| (a, b));
    let mut mk: Vec<(i8, i8)> = marked
        .iter()
        .map(|&(a, b)| {
            let (x, y) = transform(t, a as i32, b as i32);
            (x as i8, y as i8)
        })
        .collect();
    mk.sort();
    c.pattern()
        .orientations
        .iter()
        .position(|o| o.cells == img && o.marked == mk)
        .expect("the image is one of the card's orientations") as u8
}

/// Whether every square of the image lands on the board.
pub fn fits(c: CardId, p: Square, t: u8) -> bool {
    let (_, cells, _) = parse_grid(c.def().grid);
    cells.iter().all(|&(dc, dr, _)| {
        let (a, b) = transform(t, dc as i32, dr as i32);
        p.offset(a, b).is_some()
    })
}

/// Puts a piece straight on the board, bypassing supplies.
pub fn set(g: &mut TashKalar, s: Square, colour: u8, rank: Rank) {
    g.board[s.index()] = Some(Piece { colour, rank });
}

/// Applies an action that must be refused; checks the state is unchanged.
pub fn err(g: &mut TashKalar, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.apply(&a).expect_err("expected a refusal");
    assert!(*g == before, "a refused action leaves the state unchanged");
    e
}

/// Applies an action that must be listed and accepted.
pub fn ok(g: &mut TashKalar, a: Action) {
    assert!(g.legal_actions().contains(&a), "expected {a:?} to be listed as legal; listed: {:?}", g.legal_actions());
    g.apply(&a).unwrap_or_else(|e| panic!("expected {a:?} to be accepted, got {e}"));
}

/// Declines or takes the first choice until the effect is over.
pub fn finish_effect(g: &mut TashKalar) {
    while matches!(g.pending, Pending::Effect(_) | Pending::Returns | Pending::LegendColour) {
        let legal = g.legal_actions();
        let a = if legal.contains(&Action::Skip) { Action::Skip } else { legal[0] };
        g.apply(&a).unwrap();
    }
}

/// Places until no actions are left, ends the turn, claims nothing.
pub fn play_turn(g: &mut TashKalar) {
    while g.actions_left > 0 && !g.book.is_over() {
        let a = g.legal_actions().into_iter().find(|a| matches!(a, Action::Place { .. })).expect("a place is possible");
        g.apply(&a).unwrap();
        finish_pickups(g);
    }
    g.apply(&Action::EndTurn).unwrap();
    if matches!(g.pending, Pending::ClaimTask) {
        g.apply(&Action::Skip).unwrap();
    }
}

/// Completes a pending shortage pickup.
pub fn finish_pickups(g: &mut TashKalar) {
    if matches!(g.pending, Pending::PlacePickup { .. }) {
        let a = g.legal_actions()[0];
        g.apply(&a).unwrap();
    }
}

/// High Form scenario.
pub fn hf() -> Scenario {
    Scenario::high_form()
}

/// Seat 0 plays school B.
pub fn school_b(s: &mut Scenario) -> &mut Scenario {
    s.school(0, 1)
}

/// Takes the first choice until the effect is over.
pub fn finish_effect_choose(g: &mut TashKalar) {
    while matches!(g.pending, Pending::Effect(_)) {
        let a = g.legal_actions()[0];
        g.apply(&a).unwrap();
    }
}
