//! Scenario builder for tests: set up boards, hands and supplies directly; the action
//! under test still goes through `apply`.

use super::board::Square;
use super::cards::CardId;
use super::state::{Pending, Piece, Rank, TashKalar};
use super::Options;
use crate::engine::Game;

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
