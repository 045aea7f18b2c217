//! Setup and the alter-hand step: LO-2.2.1.1 (random starting player), LO-2.2.1.2
//! (seeded shuffle), LO-2.2.1.3 (0 lore), LO-2.2.1.4 (7 cards), LO-2.2.2 (alter hand,
//! starting player first), LO-2.2.3 (the game begins).

use crate::log_line;
use super::super::action::CardId;
use super::super::cards::DefId;
use super::super::state::{seat_name, CardState, Lorcana, PlayerState, Step};
use crate::engine::effects::{LastingEffects, TriggerQueue};
use crate::engine::{Book, Rng, RuleError};

/// Cards in an opening hand (LO-2.2.1.4).
pub const HAND_SIZE: usize = 7;

impl Lorcana {
    /// A new game: seat `s` plays the designs `decks[s]`, in list order. Card ids are
    /// given here: the first seat's cards first, then the second's.
    pub(crate) fn setup(decks: [Vec<DefId>; 2], seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let mut cards = Vec::with_capacity(decks[0].len() + decks[1].len());
        let mut players: [PlayerState; 2] = Default::default();
        for (seat, deck) in decks.iter().enumerate() {
            for &d in deck {
                players[seat].deck.push(CardId(cards.len() as u16));
                cards.push(CardState::fresh(d, seat));
            }
        }
        let starting = rng.below(2);
        let mut g = Lorcana {
            book: Book::with_rng(rng),
            cards,
            players,
            turn: 1,
            active: starting,
            starting,
            step: Step::AlterHand(starting),
            bag: TriggerQueue::new(starting),
            pending: None,
            resolving: None,
            frame: None,
            chosen: Vec::new(),
            lasting: LastingEffects::default(),
            challenge: None,
            statics_live: false,
        };
        log_line!(g, "{} is the starting player", seat_name(starting));
        for seat in [starting, 1 - starting] {
            let mut deck = std::mem::take(&mut g.players[seat].deck);
            g.book.rng().shuffle(&mut deck);
            g.players[seat].deck = deck;
            log_line!(g, "{} shuffles their deck", seat_name(seat));
            g.draw(seat, HAND_SIZE);
        }
        g
    }

    pub(crate) fn validate_put_back(&self, card: CardId) -> Result<(), RuleError> {
        let Step::AlterHand(seat) = self.step else {
            return Err(RuleError::new(
                "LO-2.2.2",
                "each player may alter their hand only once, before the game begins",
            ));
        };
        if !self.exists(card) || self.owner(card) != seat {
            return Err(RuleError::new(
                "LO-2.2.2",
                format!("it is {}'s turn to alter their hand; a player may alter only once", seat_name(seat)),
            ));
        }
        if !self.players[seat].hand.contains(&card) {
            return Err(RuleError::new("LO-2.2.2", "only a card in your hand can be put on the bottom of your deck"));
        }
        Ok(())
    }

    pub(crate) fn validate_keep_hand(&self) -> Result<(), RuleError> {
        match self.step {
            Step::AlterHand(_) => Ok(()),
            _ => Err(RuleError::new("LO-2.2.2", "each player may alter their hand only once, before the game begins")),
        }
    }

    /// Puts one card on the bottom of the deck, unrevealed (LO-2.2.2).
    pub(crate) fn put_back(&mut self, card: CardId) {
        let seat = self.owner(card);
        let p = &mut self.players[seat];
        p.hand.retain(|&c| c != card);
        p.deck.insert(0, card);
        p.put_back += 1;
        log_line!(self, "{} puts a card on the bottom of their deck", seat_name(seat));
    }

    /// Ends this seat's alter hand: draw back to 7, shuffle only if any went back.
    pub(crate) fn keep_hand(&mut self) {
        let Step::AlterHand(seat) = self.step else { return };
        let n = self.players[seat].put_back as usize;
        self.players[seat].altered = true;
        if n > 0 {
            self.draw(seat, n);
            let mut deck = std::mem::take(&mut self.players[seat].deck);
            self.book.rng().shuffle(&mut deck);
            self.players[seat].deck = deck;
            log_line!(self, "{} altered {n} card(s) and shuffles their deck", seat_name(seat));
        } else {
            log_line!(self, "{} keeps their hand", seat_name(seat));
        }
        self.book.reveal();
        let other = 1 - seat;
        self.step = if self.players[other].altered { Step::StartOfTurn } else { Step::AlterHand(other) };
        if self.step == Step::StartOfTurn {
            log_line!(self, "The game begins: turn 1, {} is active", seat_name(self.active));
        }
    }

    /// Draws up to `n` cards one at a time; an empty deck draws nothing (LO-1.12, Part 4.2).
    pub(crate) fn draw(&mut self, seat: usize, n: usize) {
        let mut drawn = 0;
        for _ in 0..n {
            let Some(card) = self.players[seat].deck.pop() else { break };
            self.players[seat].hand.push(card);
            drawn += 1;
        }
        if drawn > 0 {
            self.book.reveal();
        }
        let who = seat_name(seat);
        match (drawn, n) {
            (0, _) => log_line!(self, "{who} cannot draw: their deck is empty"),
            (1, _) => log_line!(self, "{who} draws a card"),
            (d, _) => log_line!(self, "{who} draws {d} cards"),
        }
    }
}
