//! Playing a card from Hand or Reserve (AL-8.1): declare, move to Limbo, pay, resolve.
//! Costs are the Hand or Reserve Cost (AL-7.4); a card played from Reserve becomes
//! Fleeting as it enters Limbo, and so does a Fleeting spell from anywhere (AL-10.6).

use crate::log_line;
use super::super::action::{Action, CardId, ObjectId, Side};
use super::super::cards::{CardDef, CardType, Trigger};
use super::super::state::{AbilityRef, Altered, Obj, Resolving};
use crate::engine::{RuleError, Seat};

/// Whether a design needs an expedition to be played into (AL-8.1 step 1).
pub(crate) fn needs_expedition(d: &CardDef) -> bool {
    matches!(d.kind, CardType::Character | CardType::Gear)
}

impl Altered {
    /// The play actions of `seat` (AL-8.6: Hand, or ready cards in Reserve).
    pub(crate) fn play_actions(&self, seat: Seat, v: &mut Vec<Action>) {
        let mana = self.ready_mana(seat);
        let dests = |d: &CardDef| -> Vec<Option<Side>> {
            if needs_expedition(d) {
                vec![Some(Side::Hero), Some(Side::Companion)]
            } else {
                vec![None]
            }
        };
        for &card in &self.players[seat].hand {
            let d = self.card_def(card);
            if d.hand_cost as usize <= mana {
                v.extend(dests(d).into_iter().map(|to| Action::PlayHand { card, to }));
            }
            // AL-12.6: Scout X may be paid instead of the Hand Cost.
            if d.keywords.scout > 0 && d.keywords.scout as usize <= mana {
                v.extend(dests(d).into_iter().map(|to| Action::Scout { card, to }));
            }
        }
        for o in &self.players[seat].reserve {
            let d = o.def();
            if !o.exhausted && d.reserve_cost as usize <= mana {
                v.extend(dests(d).into_iter().map(|to| Action::PlayReserve { obj: o.id, to }));
            }
        }
    }

    /// Why a play is refused (AL-8.2: the declaration changes nothing).
    pub(crate) fn play_refusal(&self, seat: Seat, action: &Action) -> RuleError {
        let mana = self.ready_mana(seat);
        let (d, cost, to) = match *action {
            Action::PlayHand { card, to } => {
                if !self.players[seat].hand.contains(&card) {
                    return RuleError::new("AL-8.6", "that card is not in your Hand: play from your Hand or Reserve");
                }
                let d = self.card_def(card);
                (d, d.hand_cost, to)
            }
            Action::Scout { card, to } => {
                if !self.players[seat].hand.contains(&card) {
                    return RuleError::new("AL-8.6", "that card is not in your Hand: play from your Hand or Reserve");
                }
                let d = self.card_def(card);
                if d.keywords.scout == 0 {
                    return RuleError::new("AL-12.6", format!("{} has no Scout cost", d.name));
                }
                (d, d.keywords.scout, to)
            }
            Action::PlayReserve { obj, to } => {
                let Some(o) = self.players[seat].reserve.iter().find(|o| o.id == obj) else {
                    return RuleError::new("AL-8.6", "that is not a card in your Reserve");
                };
                if o.exhausted {
                    return RuleError::new(
                        "AL-8.6",
                        format!("{} is exhausted: exhausted cards in Reserve cannot be played", o.def().name),
                    );
                }
                (o.def(), o.def().reserve_cost, to)
            }
            _ => return RuleError::new("AL-5.3.2", "that is not a turn effect"),
        };
        if needs_expedition(d) != to.is_some() {
            return RuleError::new(
                "AL-8.1",
                if to.is_some() {
                    format!("{} does not go into an expedition", d.name)
                } else {
                    format!("choose one of your expeditions for {}", d.name)
                },
            );
        }
        if cost as usize > mana {
            return RuleError::new(
                "AL-8.2",
                format!("{} costs {cost} (AL-7.4) but you have {mana} ready Mana Orbs", d.name),
            );
        }
        RuleError::new("AL-8.2", "that play cannot be declared now")
    }

    /// Plays a card from Hand for its Hand Cost, or for its Scout cost (AL-12.6).
    pub(crate) fn play_from_hand(&mut self, seat: Seat, card: CardId, to: Option<Side>, scout: bool) {
        self.players[seat].hand.retain(|&c| c != card);
        self.book.reveal();
        let mut o = self.new_obj(Some(card), self.cards[card.index()], seat);
        o.fleeting = o.def().keywords.fleeting && o.def().kind != CardType::Landmark;
        let how = if scout { " for its Scout cost" } else { "" };
        log_line!(self, "P{} plays {} from Hand{how}", seat + 1, o.def().name);
        let cost = if scout { o.def().keywords.scout } else { o.def().hand_cost } as usize;
        self.limbo_pay_resolve(seat, o, cost, to, Trigger::FromHand, scout);
    }

    pub(crate) fn play_from_reserve(&mut self, seat: Seat, obj: ObjectId, to: Option<Side>) {
        let Some(i) = self.players[seat].reserve.iter().position(|o| o.id == obj) else { return };
        let old = self.players[seat].reserve.remove(i);
        let mut o = self.new_obj(old.card, old.def, seat);
        // AL-11.2: counters kept from Reserve; AL-10.6 / AL-9.3: Fleeting unless a Landmark.
        o.boosts = old.boosts;
        o.fleeting = o.def().kind != CardType::Landmark;
        log_line!(self, "P{} plays {} from Reserve", seat + 1, o.def().name);
        let cost = o.def().reserve_cost as usize;
        self.limbo_pay_resolve(seat, o, cost, to, Trigger::FromReserve, false);
    }

    /// AL-8.1 steps 2-4, then the turn ends once Reactions are checked (AL-5.3.3).
    fn limbo_pay_resolve(&mut self, seat: Seat, o: Obj, cost: usize, to: Option<Side>, from: Trigger, scout: bool) {
        let limbo_id = o.id;
        let kind = o.def().kind;
        self.limbo.push(o);
        self.pay(seat, cost);
        self.end_turn = true;
        match kind {
            CardType::Spell => {
                let l = self.limbo[0].clone();
                let mut res = Resolving::new(seat, &l, AbilityRef::Effect);
                res.spell = Some(limbo_id);
                self.run(res);
            }
            _ => {
                // AL-8.4: a Character or Gear joins the chosen expedition, a Landmark the
                // Landmark zone: a new object that keeps its counters and Fleeting (AL-11.2).
                let l = self.limbo.remove(0);
                let mut n = self.new_obj(l.card, l.def, seat);
                n.boosts = l.boosts;
                n.fleeting = l.fleeting;
                let id = n.id;
                if let Some(side) = to {
                    n.side = Some(side);
                    log_line!(self, "{} joins P{}'s {}", n.def().name, seat + 1, side.name());
                    let is_char = n.is_character();
                    self.expeditions.push(n);
                    if is_char {
                        self.joined(id, seat, side);
                    }
                } else {
                    log_line!(self, "{} joins P{}'s Landmarks", n.def().name, seat + 1);
                    self.players[seat].landmarks.push(n);
                }
                // AL-8.5: played as it leaves Limbo; self-move Reactions of the new object.
                self.last_played = Some((seat, id));
                self.arrived(id, Some(from));
                if scout {
                    self.scout_reaction(id);
                }
            }
        }
    }

    /// A resolved spell leaves Limbo for Reserve (ready), or the Discard pile if Fleeting
    /// (AL-8.4, AL-9.2, AL-10.6).
    pub(crate) fn finish_spell(&mut self, spell: ObjectId) {
        let Some(i) = self.limbo.iter().position(|o| o.id == spell) else { return };
        let l = self.limbo.remove(i);
        let n = self.new_obj(l.card, l.def, l.owner);
        self.last_played = Some((l.controller, n.id));
        let name = n.def().name;
        if l.fleeting {
            self.players[l.owner].discard.push(n);
            log_line!(self, "{name} goes to P{}'s Discard pile (Fleeting)", l.owner + 1);
        } else {
            // AL-12.7: a Spell with Cooldown arrives in Reserve exhausted.
            let mut n = n;
            n.exhausted = n.def().keywords.cooldown;
            let cool = if n.exhausted { ", exhausted (Cooldown)" } else { "" };
            log_line!(self, "{name} goes to P{}'s Reserve{cool}", l.owner + 1);
            self.put_in_reserve(l.owner, n);
        }
    }
}
