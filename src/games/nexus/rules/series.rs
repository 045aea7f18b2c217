//! A game of several matches (NX-2.1 to NX-2.5): the score of a best of three, the step
//! between two matches where each seat swaps deck and reserve cards in private, and the
//! next match's set-up from the changed decks, on the same generator.

use serde::{Deserialize, Serialize};

use super::super::action::{Action, CardId};
use super::super::cards::SECTOR_DURABILITY;
use super::super::state::{seat_name, Battle, Card, Draft, Nexus, Player, Step};
use crate::engine::{Outcome, Seat};
use crate::log_line;

/// NX-2.1: the match wins that win a best of `n`: one of one, two of three.
pub fn wins_needed(best_of: u8) -> u8 {
    best_of.max(1) / 2 + 1
}

/// The score of a best of three (NX-2.1). Empty (and not saved) in a best of one, and
/// until the first match ends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    /// Match wins per seat.
    pub wins: [u8; 2],
    /// Each finished match's winner, in order; `None` for a drawn match (NX-2.5).
    pub results: Vec<Option<Seat>>,
    /// Between matches: the seats that have said they are ready.
    pub ready: [bool; 2],
    /// Who acts first in the next match (NX-2.4, NX-2.5).
    pub next_starter: Seat,
}

impl Series {
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }
}

impl Nexus {
    /// 1 or 3 (NX-2.1).
    pub fn best_of(&self) -> u8 {
        self.opts.best_of.max(1)
    }

    /// The number of the match being played (or, between matches, the next one), from 1.
    pub fn match_number(&self) -> usize {
        self.series.results.len() + usize::from(!self.book.is_over() || self.series.results.is_empty())
    }

    /// A match has ended with `outcome`. In a best of three it counts (NX-2.1; a draw for
    /// no one, NX-2.5) and, while no seat has two wins, the game goes on between matches:
    /// `None`. Otherwise the game's outcome: the match's own in a best of one, the
    /// series' in a best of three.
    pub(crate) fn end_of_match(&mut self, outcome: Outcome) -> Option<Outcome> {
        if self.best_of() == 1 {
            log_line!(self, "The match is over: {}", outcome.reason);
            return Some(outcome);
        }
        let winner = outcome.winners.first().copied();
        self.series.results.push(winner);
        let n = self.series.results.len();
        log_line!(self, "Match {n} is over: {}", outcome.reason);
        // NX-2.4: the loser of a match acts first in the next; NX-2.5: a drawn match is
        // played again with the same starting player.
        self.series.next_starter = match winner {
            Some(w) => {
                self.series.wins[w] += 1;
                Self::other(w)
            }
            None => self.starting,
        };
        let [a, b] = self.series.wins;
        if let Some(w) = winner.filter(|&w| self.series.wins[w] >= wins_needed(self.best_of())) {
            let (hi, lo) = (a.max(b), a.min(b));
            let each: Vec<String> = self
                .series
                .results
                .iter()
                .enumerate()
                .map(|(i, r)| match r {
                    Some(w) => format!("match {}: {}", i + 1, seat_name(*w)),
                    None => format!("match {}: a draw", i + 1),
                })
                .collect();
            return Some(Outcome {
                winners: vec![w],
                reason: format!("{} wins the best of three, {hi} matches to {lo} ({})", seat_name(w), each.join(", ")),
            });
        }
        self.clear_table();
        self.step = Step::BetweenMatches;
        self.series.ready = [false; 2];
        log_line!(self, "Between matches: P1 {a} – {b} P2; each player may swap cards with their reserve (NX-2.2)");
        None
    }

    /// Every card back in its owner's deck, in card order, with no play state; a fresh
    /// planet and an empty queue (NX-12.1). The reserves stay.
    fn clear_table(&mut self) {
        for k in self.cards.iter_mut() {
            *k = Card::new(k.def);
        }
        for s in 0..2 {
            let reserve = std::mem::take(&mut self.players[s].reserve);
            let deck = (0..self.cards.len()).map(|i| CardId(i as u8)).filter(|c| c.owner() == s).collect();
            self.players[s] = Player { deck, reserve, ..Default::default() };
        }
        self.sectors = [[SECTOR_DURABILITY; 3]; 2];
        self.lost = [[false; 3]; 2];
        self.queue.clear();
        self.pending = None;
        self.passes = 0;
        self.draft = Draft::default();
        self.battle = Battle::default();
        self.triggers.clear();
        self.order_queue.clear();
    }

    /// Between matches: who still decides about their deck, the next match's starting
    /// player first.
    pub(crate) fn between_seat(&self) -> Option<Seat> {
        let first = self.series.next_starter;
        [first, Self::other(first)].into_iter().find(|&s| !self.series.ready[s])
    }

    /// NX-2.2: ready, and one swap per pair of a design in the deck and a different one in
    /// the reserve (the first deck card and the first reserve slot of each design: the
    /// other copies do the same). One for one, so the deck keeps its 45 cards; the copies
    /// of deck and reserve together were checked at set-up (at most 3), so the deck stays
    /// legal (NX-2.3).
    pub(crate) fn legal_between(&self, seat: Seat, out: &mut Vec<Action>) {
        out.push(Action::Ready);
        let p = &self.players[seat];
        let mut slots: Vec<(u8, u8)> = Vec::new();
        for (i, &d) in p.reserve.iter().enumerate() {
            if !slots.iter().any(|&(x, _)| x == d) {
                slots.push((d, i as u8));
            }
        }
        let mut seen: Vec<u8> = Vec::new();
        // In card order: the deck's order is hidden, even from its owner.
        let mut deck = p.deck.clone();
        deck.sort_unstable();
        for c in deck {
            let d = self.card(c).def;
            if seen.contains(&d) {
                continue;
            }
            seen.push(d);
            out.extend(slots.iter().filter(|&&(r, _)| r != d).map(|&(_, slot)| Action::Swap { out: c, slot }));
        }
    }

    /// NX-2.2: the reserve's design takes the deck card's place, and the other way round.
    /// The other seat learns only that the deck changed.
    pub fn swap(&mut self, seat: Seat, out: CardId, slot: u8) {
        let d = &mut self.cards[out.index()].def;
        std::mem::swap(d, &mut self.players[seat].reserve[slot as usize]);
        log_line!(self, "{} swaps a card of their deck with one of their reserve", seat_name(seat));
    }

    /// NX-2.2: this deck for the next match; once both are ready, it begins.
    pub fn ready(&mut self, seat: Seat) {
        self.series.ready[seat] = true;
        log_line!(self, "{} is ready for the next match", seat_name(seat));
        if self.between_seat().is_none() {
            self.next_match();
        }
    }

    /// NX-12 again from the changed decks, on the same generator: shuffle, the starting
    /// player of NX-2.4 / NX-2.5, hands of six, mulligans.
    fn next_match(&mut self) {
        let starting = self.series.next_starter;
        for s in 0..2 {
            let mut deck = std::mem::take(&mut self.players[s].deck);
            self.book.rng().shuffle(&mut deck);
            self.players[s].deck = deck;
        }
        self.step = Step::Mulligan;
        self.floor = starting;
        self.active = starting;
        self.starting = starting;
        self.turn = 0;
        let why = match self.series.results.last() {
            Some(None) => "the last match was a draw: the same player starts",
            _ => "they lost the last match",
        };
        log_line!(self, "Match {}: {} acts first ({why})", self.series.results.len() + 1, seat_name(starting));
        for seat in 0..2 {
            self.draw(seat, 6);
        }
    }
}
