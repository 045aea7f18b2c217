//! Scenario building for tests: boards set up directly (cards taken from a seat's deck
//! and given the design a test needs, so the 60-card count stays exact). The actions
//! under test still go through `apply`.

use super::action::{CardId, ObjectId, Side};
use super::cards::{def_by_code, DefId};
use super::state::{Altered, DayPhase, Obj, Step};
use super::AlteredOptions;
use crate::engine::prelude::*;
use crate::engine::Seat;

fn def(code: &str) -> DefId {
    def_by_code(code).unwrap_or_else(|| panic!("unknown card code {code}"))
}

/// Day 2, the Afternoon turn of `first` (the first player), with empty hands, no Mana,
/// nothing in play, every card in the decks, nothing pending.
pub fn afternoon(first: Seat) -> Altered {
    let mut g = Altered::new(&AlteredOptions::default(), 1).expect("default options are valid");
    for seat in 0..2 {
        let p = &mut g.players[seat];
        let hand = std::mem::take(&mut p.hand);
        p.deck.extend(hand);
        let mana = std::mem::take(&mut p.mana);
        p.deck.extend(mana.into_iter().filter_map(|o| o.card));
        p.deck.sort();
    }
    g.setup_mana = [3, 3];
    g.first_player = first;
    g.active = first;
    g.day = 2;
    g.phase = DayPhase::Afternoon;
    g.step = Step::Turn;
    g.book.take_events();
    g
}

/// Takes the bottom card of `seat`'s deck and makes it design `code`.
fn take(g: &mut Altered, seat: Seat, code: &str) -> CardId {
    let c = g.players[seat].deck.remove(0);
    g.cards[c.index()] = def(code);
    c
}

pub fn add_hand(g: &mut Altered, seat: Seat, code: &str) -> CardId {
    let c = take(g, seat, code);
    g.players[seat].hand.push(c);
    c
}

/// Gives `seat` `n` ready Mana Orbs.
pub fn add_mana(g: &mut Altered, seat: Seat, n: usize) {
    for _ in 0..n {
        let c = take(g, seat, "VP-01");
        let o = g.new_obj(Some(c), g.cards[c.index()], seat);
        g.players[seat].mana.push(o);
    }
}

fn obj_for(g: &mut Altered, seat: Seat, code: &str) -> Obj {
    let c = take(g, seat, code);
    g.new_obj(Some(c), def(code), seat)
}

/// A card in play in an expedition (no triggers).
pub fn add_expedition(g: &mut Altered, seat: Seat, code: &str, side: Side) -> ObjectId {
    let mut o = obj_for(g, seat, code);
    o.side = Some(side);
    let id = o.id;
    g.expeditions.push(o);
    id
}

/// A Sproutling token in an expedition (no triggers).
pub fn add_token(g: &mut Altered, seat: Seat, side: Side) -> ObjectId {
    let mut o = g.new_obj(None, def("TK-01"), seat);
    o.side = Some(side);
    let id = o.id;
    g.expeditions.push(o);
    id
}

pub fn add_reserve(g: &mut Altered, seat: Seat, code: &str) -> ObjectId {
    let o = obj_for(g, seat, code);
    let id = o.id;
    g.players[seat].reserve.push(o);
    id
}

pub fn add_landmark(g: &mut Altered, seat: Seat, code: &str) -> ObjectId {
    let o = obj_for(g, seat, code);
    let id = o.id;
    g.players[seat].landmarks.push(o);
    id
}

/// Moves every deck card of `seat` but `keep` (the top ones) to the discard pile.
pub fn shrink_deck(g: &mut Altered, seat: Seat, keep: usize) {
    while g.players[seat].deck.len() > keep {
        let c = g.players[seat].deck.remove(0);
        let o = g.new_obj(Some(c), g.cards[c.index()], seat);
        g.players[seat].discard.push(o);
    }
}

/// The object with that id in any visible zone.
pub fn obj(g: &Altered, id: ObjectId) -> Option<&Obj> {
    g.expeditions.iter().chain(g.limbo.iter()).find(|o| o.id == id).or_else(|| {
        g.players.iter().find_map(|p| {
            p.reserve
                .iter()
                .chain(p.landmarks.iter())
                .chain(p.discard.iter())
                .chain(p.mana.iter())
                .chain(p.hero.iter())
                .find(|o| o.id == id)
        })
    })
}

pub fn obj_mut(g: &mut Altered, id: ObjectId) -> &mut Obj {
    if let Some(i) = g.expeditions.iter().position(|o| o.id == id) {
        return &mut g.expeditions[i];
    }
    for p in g.players.iter_mut() {
        for zone in [&mut p.reserve, &mut p.landmarks, &mut p.discard] {
            if let Some(i) = zone.iter().position(|o| o.id == id) {
                return &mut zone[i];
            }
        }
        if p.hero.as_ref().is_some_and(|h| h.id == id) {
            return p.hero.as_mut().unwrap();
        }
    }
    panic!("no object {id:?}")
}

/// Sets an expedition's region index.
pub fn set_pos(g: &mut Altered, seat: Seat, side: Side, index: u8) {
    g.players[seat].pos[side.index()] = index;
}

/// Makes a region face-up with these terrains (Forest, Mountain, Water).
pub fn set_region(g: &mut Altered, index: usize, terrains: [bool; 3]) {
    g.regions[index].terrains = terrains;
    g.regions[index].face_up = true;
}

pub fn remove_hero(g: &mut Altered, seat: Seat) {
    g.players[seat].hero = None;
}

/// Jumps to a step and runs the automatic steps from there.
pub fn goto(g: &mut Altered, step: Step) -> Vec<String> {
    g.step = step;
    g.phase = match step {
        Step::MorningStart | Step::Prepare | Step::Draw | Step::Expand(_) => DayPhase::Morning,
        Step::NoonStart => DayPhase::Noon,
        Step::AfternoonStart | Step::Turn => DayPhase::Afternoon,
        Step::DuskStart | Step::Progress => DayPhase::Dusk,
        _ => DayPhase::Night,
    };
    settle(g)
}

/// Runs the automatic steps and returns the log lines.
pub fn settle(g: &mut Altered) -> Vec<String> {
    g.advance();
    g.book.take_events().into_iter().map(|e| e.text).collect()
}

/// All objects (visible zones) that came from this physical card.
pub fn where_is(g: &Altered, card: CardId) -> &'static str {
    let p = &g.players[g.owner_of(card)];
    if p.hand.contains(&card) {
        "hand"
    } else if p.deck.contains(&card) {
        "deck"
    } else if p.reserve.iter().any(|o| o.card == Some(card)) {
        "reserve"
    } else if p.discard.iter().any(|o| o.card == Some(card)) {
        "discard"
    } else if p.landmarks.iter().any(|o| o.card == Some(card)) {
        "landmarks"
    } else if p.mana.iter().any(|o| o.card == Some(card)) {
        "mana"
    } else if g.expeditions.iter().any(|o| o.card == Some(card)) {
        "expedition"
    } else if g.limbo.iter().any(|o| o.card == Some(card)) {
        "limbo"
    } else {
        "nowhere"
    }
}

/// The card behind an object.
pub fn card_of(g: &Altered, id: ObjectId) -> CardId {
    obj(g, id).and_then(|o| o.card).expect("a card object")
}
