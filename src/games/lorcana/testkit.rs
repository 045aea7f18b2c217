//! Scenario building for tests: boards set up directly (cards taken from a seat's
//! deck and given the design a test needs, so the card count stays exact). The
//! actions under test still go through `apply`.

use super::action::CardId;
use super::cards::{def_by_code, Ability, CardType};
use super::state::{BagItem, Change, Lorcana, Stat, Step, Triggered};
use crate::engine::effects::Until;
use super::LorcanaOptions;
use crate::engine::prelude::*;
use crate::engine::Seat;

/// Where to put a scenario card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    Hand,
    /// In play, dry and ready.
    Play,
    Inkwell,
    Discard,
    /// Top of the deck.
    DeckTop,
}

/// A game at the start of `active`'s Main Phase on turn 3, with empty hands,
/// inkwells and play areas (every card in the decks), 0 lore, nothing pending.
pub fn main_phase(active: Seat) -> Lorcana {
    let mut g = Lorcana::new(&LorcanaOptions::default(), 1).expect("default options are valid");
    for seat in 0..2 {
        let p = &mut g.players[seat];
        let hand = std::mem::take(&mut p.hand);
        p.deck.extend(hand);
        p.altered = true;
    }
    g.starting = 0;
    g.active = active;
    g.bag.hold(active);
    g.turn = if active == 0 { 3 } else { 4 };
    g.step = Step::Main;
    g.book.take_events();
    g
}

/// Takes a card from the bottom of `seat`'s deck, makes it design `code` (e.g.
/// "A03") and puts it in `zone`. Panics on an unknown code (a test bug).
pub fn add(g: &mut Lorcana, seat: Seat, code: &str, zone: Zone) -> CardId {
    let d = def_by_code(code).unwrap_or_else(|| panic!("unknown card code {code}"));
    let card = g.players[seat].deck.remove(0);
    g.cards[card.index()] = super::state::CardState::fresh(d, seat);
    let p = &mut g.players[seat];
    match zone {
        Zone::Hand => p.hand.push(card),
        Zone::Play => p.play.push(card),
        Zone::Inkwell => p.inkwell.push(card),
        Zone::Discard => p.discard.push(card),
        Zone::DeckTop => p.deck.push(card),
    }
    g.play_changed();
    card
}

/// Gives `seat` `n` ready ink.
pub fn ink(g: &mut Lorcana, seat: Seat, n: usize) {
    for _ in 0..n {
        add(g, seat, "A01", Zone::Inkwell);
    }
}

/// Marks a card in play as drying (entered this turn).
pub fn set_drying(g: &mut Lorcana, card: CardId, drying: bool) {
    g.cards[card.index()].drying = drying;
}
pub fn set_exerted(g: &mut Lorcana, card: CardId, exerted: bool) {
    g.cards[card.index()].exerted = exerted;
}
pub fn set_damage(g: &mut Lorcana, card: CardId, damage: u8) {
    g.cards[card.index()].damage = damage;
}
pub fn set_lore(g: &mut Lorcana, seat: Seat, lore: u32) {
    g.players[seat].lore = lore;
}
/// Exerts `n` of `seat`'s inkwell cards.
pub fn exert_ink(g: &mut Lorcana, seat: Seat, n: usize) {
    g.players[seat].ink_exerted = (g.players[seat].ink_exerted + n).min(g.players[seat].inkwell.len());
}

/// Moves every deck card of `seat` but `keep` to the discard.
pub fn shrink_deck(g: &mut Lorcana, seat: Seat, keep: usize) {
    let p = &mut g.players[seat];
    while p.deck.len() > keep {
        let c = p.deck.remove(0);
        p.discard.push(c);
    }
}

/// A "this turn" modifier, as a fixture effect would make.
pub fn modify(g: &mut Lorcana, card: CardId, stat: Stat, amount: i8) {
    g.lasting.add(card, Change::Stat(stat, amount), Until::EndOfTurn);
}

/// Puts the first triggered ability of `source` in the bag for its owner, as a fixture.
/// Panics if it has none (a test bug).
pub fn push_trigger(g: &mut Lorcana, source: CardId) {
    let i = g
        .def_of(source)
        .abilities
        .iter()
        .position(|a| matches!(a, Ability::Triggered { .. }))
        .unwrap_or_else(|| panic!("{} has no triggered ability", g.name(source)));
    g.bag.push(g.owner(source), BagItem { source, what: Triggered::Ability(i as u8) });
}

/// Runs the automatic steps (after a fixture put something in the bag).
pub fn settle(g: &mut Lorcana) -> Vec<String> {
    g.advance();
    g.book.take_events().into_iter().map(|e| e.text).collect()
}

/// The kind of a card's design.
pub fn kind(g: &Lorcana, card: CardId) -> CardType {
    g.def_of(card).kind
}

/// A fixture effect that puts damage (ignores Resist, LO-1.9).
pub fn put_damage(g: &mut Lorcana, card: CardId, n: u32) {
    g.put_damage(card, n);
}
/// A fixture effect that deals damage (Resist applies, LO-8.8); returns the amount dealt.
pub fn deal_damage(g: &mut Lorcana, card: CardId, n: u32) -> u32 {
    g.deal_damage(card, n)
}
/// A fixture "lose lore" effect (LO-1.11.1).
pub fn lose_lore(g: &mut Lorcana, seat: Seat, n: u32) {
    g.lose_lore(seat, n);
}

/// P1 at 18 lore with a 1-lore and a 2-lore character ready, cards in hand and ink: only
/// questing with the 2-lore one wins now (LO-3.1.1), though questing with the other also
/// gains lore. The position and the winning quest, for the computer's tests.
pub fn win_on_the_table() -> (Lorcana, super::Action) {
    let mut g = main_phase(0);
    add(&mut g, 0, "A01", Zone::Play);
    let big = add(&mut g, 0, "A06", Zone::Play);
    add(&mut g, 0, "A03", Zone::Hand);
    add(&mut g, 0, "A05", Zone::Hand);
    add(&mut g, 1, "A02", Zone::Play);
    ink(&mut g, 0, 3);
    set_lore(&mut g, 0, 18);
    (g, super::Action::Quest { card: big })
}
