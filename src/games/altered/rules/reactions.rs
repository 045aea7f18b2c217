//! Reactions: triggering (AL-13.2 - 13.4), Emblem-Reactions waiting in Limbo, and the
//! order they are played in (AL-13.6): the first seat in initiative order that has one
//! plays any one of theirs, then the check starts again from the top.

use crate::log_line;
use super::super::action::ObjectId;
use super::super::cards::Trigger;
use super::super::state::{Altered, Emblem, Obj, Resolving};
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
            if r.trigger != trigger {
                continue;
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
                effect: r.effect,
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

    /// "When a token is created under your control" (VP-H), from the Hero in place before.
    pub(crate) fn token_created(&mut self, token: ObjectId, controller: Seat) {
        if let Some(h) = self.players[controller].hero.clone() {
            self.trigger(&h, Trigger::TokenCreated, Some(token));
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
        sources.sort_by_key(|o| o.timestamp);
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
            effect: e.effect,
            chosen: Vec::new(),
            paid_tough: Vec::new(),
            spell: None,
        });
    }
}
