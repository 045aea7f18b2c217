//! Zone changes and keyword actions (AL-2.3 - 2.5, AL-11.2, AL-14.5): every arrival in a
//! visible zone is a new object; tokens that leave the Expedition zone cease to exist
//! without arriving anywhere; counters survive only Reserve/Limbo moves and Seasoned.

use crate::log_line;
use super::super::action::{CardId, ObjectId, Side};
use super::super::cards::{DefId, Trigger};
use super::super::state::{Altered, Obj};
use crate::engine::Seat;

/// Where an object leaving the Expedition zone is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    Reserve,
    Discard,
}

impl Altered {
    /// AL-3.5: when the Deck is empty, the Discard pile is shuffled and put under it.
    /// Returns whether the Deck now has a card.
    fn refill(&mut self, seat: Seat) -> bool {
        if !self.players[seat].deck.is_empty() {
            return true;
        }
        let objs = std::mem::take(&mut self.players[seat].discard);
        if objs.is_empty() {
            return false;
        }
        let mut cards: Vec<CardId> = objs.iter().filter_map(|o| o.card).collect();
        self.book.rng().shuffle(&mut cards);
        log_line!(self, "P{} shuffles their Discard pile under their empty Deck", seat + 1);
        self.players[seat].deck = cards;
        true
    }

    /// The top card of the Deck, taken off it, with the short-Deck rule (AL-3.5).
    pub(crate) fn top_card(&mut self, seat: Seat) -> Option<CardId> {
        if !self.refill(seat) {
            return None;
        }
        self.players[seat].deck.pop()
    }

    /// Draw N (AL-14.5), one card at a time, with the short-Deck rule (AL-3.5).
    pub fn draw(&mut self, seat: Seat, n: usize) {
        let mut drawn = 0;
        for _ in 0..n {
            let Some(c) = self.top_card(seat) else { break };
            self.players[seat].hand.push(c);
            drawn += 1;
        }
        if drawn > 0 {
            self.book.reveal();
        }
        log_line!(self, "P{} draws {drawn} card{}", seat + 1, if drawn == 1 { "" } else { "s" });
    }

    /// Resupply (AL-14.5): the top Deck card goes to Reserve.
    pub(crate) fn resupply(&mut self, seat: Seat) {
        let Some(c) = self.top_card(seat) else {
            log_line!(self, "P{} has nothing to Resupply", seat + 1);
            return;
        };
        let o = self.new_obj(Some(c), self.cards[c.index()], seat);
        self.book.reveal();
        log_line!(self, "P{} resupplies {} into Reserve", seat + 1, o.def().name);
        self.put_in_reserve(seat, o);
    }

    /// A new object joins its owner's Reserve; its "When I go to Reserve" Reactions
    /// activate from it there (a self-move trigger, AL-13.2).
    pub(crate) fn put_in_reserve(&mut self, seat: Seat, o: Obj) {
        let has = o.def().reactions.iter().any(|r| r.when == Trigger::ToReserve);
        let copy = has.then(|| o.clone());
        self.players[seat].reserve.push(o);
        if let Some(o) = copy {
            self.trigger(&o, Trigger::ToReserve, None);
        }
    }

    /// Puts a Hand card into the Mana zone face-down; exhausted unless `ready` (AL-7.1).
    pub fn to_mana(&mut self, seat: Seat, card: CardId, ready: bool) {
        self.players[seat].hand.retain(|&c| c != card);
        let mut o = self.new_obj(Some(card), self.cards[card.index()], seat);
        o.exhausted = !ready;
        self.players[seat].mana.push(o);
    }

    /// Create (AL-14.5): a Sproutling joins that expedition; Arrive and "token created"
    /// Reactions trigger (AL-13.3).
    pub(crate) fn create_token(&mut self, seat: Seat, side: Side, token: DefId) -> ObjectId {
        let mut o = self.new_obj(None, token, seat);
        o.side = Some(side);
        let id = o.id;
        let name = o.def().name;
        self.expeditions.push(o);
        log_line!(self, "A {name} joins P{}'s {}", seat + 1, side.name());
        self.arrived(id, None);
        self.joined(id, seat, side);
        self.token_created(id, seat);
        id
    }

    /// An object leaves the Expedition zone for its owner's Reserve or Discard pile.
    /// Tokens cease to exist (AL-2.5); a Fleeting one heading to Reserve goes to the
    /// Discard pile (AL-10.6); only Seasoned keeps its boosts into Reserve (AL-11.3).
    /// Returns the new object, if one arrived.
    pub(crate) fn leave_expedition(&mut self, id: ObjectId, dest: Dest) -> Option<ObjectId> {
        let i = self.expeditions.iter().position(|o| o.id == id)?;
        let old = self.expeditions.remove(i);
        self.arrive_from_play(old, dest)
    }

    /// The arrival part of a move out of play (Expedition or Landmark zone).
    pub(crate) fn arrive_from_play(&mut self, old: Obj, dest: Dest) -> Option<ObjectId> {
        let name = old.def().name;
        let Some(card) = old.card else {
            log_line!(self, "{name} ceases to exist");
            return None;
        };
        let dest = if dest == Dest::Reserve && old.fleeting { Dest::Discard } else { dest };
        let mut o = self.new_obj(Some(card), old.def, old.owner);
        if dest == Dest::Reserve && old.def().keywords.seasoned {
            o.boosts = old.boosts;
        }
        let id = o.id;
        let to = if dest == Dest::Reserve { "Reserve" } else { "Discard pile" };
        log_line!(self, "{name} goes to P{}'s {to}", old.owner + 1);
        match dest {
            Dest::Reserve => self.put_in_reserve(old.owner, o),
            Dest::Discard => self.players[old.owner].discard.push(o),
        }
        Some(id)
    }

    /// Sacrifice (AL-14.5): discard an object in play its controller controls. "When I am
    /// sacrificed" Reactions trigger from the object as it was (AL-13.2); a token still
    /// counts as sacrificed (AL-2.5).
    pub(crate) fn sacrifice(&mut self, id: ObjectId) -> bool {
        let old = if let Some(i) = self.expeditions.iter().position(|o| o.id == id) {
            self.expeditions.remove(i)
        } else if let Some((s, i)) =
            (0..2).find_map(|s| self.players[s].landmarks.iter().position(|o| o.id == id).map(|i| (s, i)))
        {
            self.players[s].landmarks.remove(i)
        } else {
            return false;
        };
        log_line!(self, "P{} sacrifices {}", old.controller + 1, old.def().name);
        self.trigger(&old, Trigger::Sacrificed, None);
        self.arrive_from_play(old, Dest::Discard);
        true
    }

    /// Puts a Landmark card from Reserve into the Landmark zone without playing it: a new
    /// object (AL-2.3) whose Arrive Reactions fire (AL-13.3).
    pub(crate) fn landmark_from_reserve(&mut self, seat: Seat, id: ObjectId) {
        let Some(i) = self.players[seat].reserve.iter().position(|o| o.id == id) else { return };
        let old = self.players[seat].reserve.remove(i);
        let o = self.new_obj(old.card, old.def, old.owner);
        let new_id = o.id;
        log_line!(self, "{} joins P{}'s Landmarks", o.def().name, seat + 1);
        self.players[seat].landmarks.push(o);
        self.arrived(new_id, None);
    }

    /// Discards a Reserve object (Clean-up): a new object with no counters.
    pub(crate) fn discard_from_reserve(&mut self, seat: Seat, id: ObjectId) {
        let Some(i) = self.players[seat].reserve.iter().position(|o| o.id == id) else { return };
        let old = self.players[seat].reserve.remove(i);
        let card = old.card.expect("Reserve objects are cards");
        let o = self.new_obj(Some(card), old.def, old.owner);
        log_line!(self, "P{} discards {} from Reserve", seat + 1, o.def().name);
        self.players[old.owner].discard.push(o);
    }
}
