//! Reactions: triggering (AL-13.2 - 13.4), Emblem-Reactions waiting in Limbo, and the
//! order they are played in (AL-13.6): the first seat in initiative order that has one
//! plays any one of theirs, then the check starts again from the top.

use crate::log_line;
use super::super::action::ObjectId;
use super::super::cards::Trigger;
use super::super::state::{AbilityRef, Altered, Emblem, Obj, Resolving};
use crate::engine::Seat;

/// A Reaction activates at most this many times a day (AL-13.7).
pub const MAX_ACTIVATIONS: u32 = 100;

impl Altered {
    /// The seat that plays the next Emblem-Reaction (AL-13.6), if any is waiting.
    pub fn emblem_seat(&self) -> Option<Seat> {
        self.initiative().into_iter().find(|&s| self.emblems.iter().any(|e| e.controller == s))
    }

    /// Creates one Emblem-Reaction in Limbo for each Reaction of `source` (as it is known
    /// at this moment) with that trigger (AL-13.4). `bound` is the triggering object ("it").
    pub fn trigger(&mut self, source: &Obj, trigger: Trigger, bound: Option<ObjectId>) {
        for (i, r) in source.def().reactions.iter().enumerate() {
            if r.when != trigger {
                continue;
            }
            // AL-13.1: a condition after the trigger, checked as the event happens.
            if let Some(c) = r.cond {
                if !self.holds_now(c, source.controller, source.side) {
                    continue;
                }
            }
            // AL-13.7: the 101st activation of the day is ignored.
            let idx = i as u8;
            match self.activations.iter_mut().find(|(o, k, _)| *o == source.id && *k == idx) {
                Some((_, _, n)) if *n >= MAX_ACTIVATIONS => continue,
                Some((_, _, n)) => *n += 1,
                None => self.activations.push((source.id, idx, 1)),
            }
            let (id, _) = self.fresh();
            self.emblems.push(Emblem {
                id,
                controller: source.controller,
                source: source.id,
                source_def: source.def,
                source_side: source.side,
                bound,
                ability: AbilityRef::Reaction(idx),
            });
        }
    }

    /// Self-move triggers of an object that just arrived (AL-13.2, AL-13.3): Arrive, and
    /// From Hand / From Reserve only when it was played.
    pub fn arrived(&mut self, id: ObjectId, played_from: Option<Trigger>) {
        let Some(o) = self.find(id).cloned() else { return };
        self.trigger(&o, Trigger::Arrive, None);
        if let Some(t) = played_from {
            self.trigger(&o, t, None);
        }
    }

    /// "When a Character joins my Expedition": from the other objects already in that
    /// expedition (AL-13.2), bound to the Character.
    pub(crate) fn joined(&mut self, id: ObjectId, seat: Seat, side: super::super::action::Side) {
        let sources: Vec<Obj> = self
            .expeditions
            .iter()
            .filter(|o| o.id != id && o.controller == seat && o.side == Some(side))
            .cloned()
            .collect();
        for o in sources {
            self.trigger(&o, Trigger::JoinsMyExpedition, Some(id));
        }
    }

    /// "When a token is created under your control", from the Hero and the objects in
    /// play of that player before the token came (AL-13.2), bound to the token.
    pub(crate) fn token_created(&mut self, token: ObjectId, controller: Seat) {
        let listens = |o: &Obj| o.controller == controller && o.id != token && o.def().reactions.iter().any(|r| r.when == Trigger::TokenCreated);
        let p = &self.players[controller];
        let mut sources: Vec<Obj> = p.hero.iter().chain(&p.landmarks).filter(|o| listens(o)).cloned().collect();
        sources.extend(self.expeditions.iter().filter(|o| listens(o)).cloned());
        for o in sources {
            self.trigger(&o, Trigger::TokenCreated, Some(token));
        }
    }

    /// "At [phase]": one event at the phase start for every such Reaction that exists then
    /// (AL-5.0.2); ones appearing later do not trigger this day.
    pub fn phase_start_trigger(&mut self, trigger: Trigger) {
        let mut sources: Vec<Obj> = self.expeditions.clone();
        for p in &self.players {
            sources.extend(p.landmarks.iter().cloned());
            sources.extend(p.hero.iter().cloned());
        }
        crate::engine::order::sort_by_key(&mut sources, |o| o.timestamp);
        for o in sources {
            self.trigger(&o, trigger, None);
        }
    }

    /// Plays an Emblem-Reaction (AL-13.6 step 2): it leaves Limbo and its effect resolves.
    pub(crate) fn resolve_emblem(&mut self, id: ObjectId) {
        let Some(i) = self.emblems.iter().position(|e| e.id == id) else { return };
        let e = self.emblems.remove(i);
        log_line!(self, 
            "P{} resolves the Reaction of {}",
            e.controller + 1,
            super::super::cards::def_of(e.source_def).name
        );
        self.run(Resolving {
            controller: e.controller,
            source: e.source,
            source_def: e.source_def,
            source_side: e.source_side,
            bound: e.bound,
            ability: e.ability,
            step: 0,
            chosen: Vec::new(),
            that: Vec::new(),
            did: false,
            agreed: false,
            paid_tough: Vec::new(),
            spell: None,
        });
    }

    /// "When my Expedition moves forward", from the objects in it (AL-5.4.8).
    pub(crate) fn expedition_moved(&mut self, seat: Seat, side: super::super::action::Side) {
        let sources: Vec<Obj> =
            self.expeditions.iter().filter(|o| o.controller == seat && o.side == Some(side)).cloned().collect();
        for o in sources {
            self.trigger(&o, Trigger::MyExpeditionMoves, None);
        }
    }

    /// Gives a card played for its Scout cost its Reaction "send me to Reserve"
    /// (AL-12.6), as it is played from Hand.
    pub(crate) fn scout_reaction(&mut self, id: ObjectId) {
        let Some(o) = self.find(id).cloned() else { return };
        let (eid, _) = self.fresh();
        self.emblems.push(Emblem {
            id: eid,
            controller: o.controller,
            source: o.id,
            source_def: o.def,
            source_side: o.side,
            bound: None,
            ability: AbilityRef::Scout,
        });
    }
}
