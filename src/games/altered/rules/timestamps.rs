//! Objects that get their timestamps at once (AL-2.8): "the first player in initiative
//! order orders their own objects first, then the opponent orders theirs".
//!
//! After a step that gives several objects timestamps (Rest, Clean-up, a token created
//! in each expedition, landmarks put into play together), the step's timestamps are
//! handed out again: every object of the seat with initiative before any of the other
//! seat's. Then each seat in initiative order orders its own objects, a decision point
//! with its own actions ([`Action::OrderNext`]: this one gets my next timestamp;
//! [`Action::KeepOrder`]: the rest keep the order shown). The opponent sees each choice,
//! since the objects are visible (AL-5.0.3).
//!
//! The choice is skipped only when there is nothing to choose:
//! - the seat got fewer than two timestamps in the step;
//! - its objects are interchangeable (same design, zone, expedition, statuses and
//!   counters), so every order gives the same game;
//! - the objects are in the Discard pile, the one visible zone where no ability of any
//!   object works (AL-3.4) and that holds no status or counter (AL-3.1, AL-10.1): nothing
//!   ever reads their timestamps, and the pile is shuffled away as hidden cards (AL-3.5).

use crate::log_line;
use super::super::action::{Action, ObjectId};
use super::super::state::{Altered, Obj, TsGroup};
use crate::engine::{RuleError, Seat};

/// Which zone an object is in, for the interchangeability test.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Zone {
    Expedition,
    Landmark,
    Reserve,
    Mana,
    Discard,
}

impl Altered {
    /// Every object in a visible personal zone or the Expedition zone, with its zone.
    fn objs_with_zone(&self) -> impl Iterator<Item = (Zone, &Obj)> {
        let exp = self.expeditions.iter().map(|o| (Zone::Expedition, o));
        let personal = self.players.iter().flat_map(|p| {
            p.landmarks
                .iter()
                .map(|o| (Zone::Landmark, o))
                .chain(p.reserve.iter().map(|o| (Zone::Reserve, o)))
                .chain(p.mana.iter().map(|o| (Zone::Mana, o)))
                .chain(p.discard.iter().map(|o| (Zone::Discard, o)))
        });
        exp.chain(personal)
    }

    fn obj_mut_any(&mut self, id: ObjectId) -> Option<&mut Obj> {
        if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == id) {
            return Some(o);
        }
        self.players.iter_mut().find_map(|p| {
            p.landmarks
                .iter_mut()
                .chain(p.reserve.iter_mut())
                .chain(p.mana.iter_mut())
                .chain(p.discard.iter_mut())
                .find(|o| o.id == id)
        })
    }

    /// Ends a step that gave timestamps to every object newer than `before` (AL-2.8):
    /// the seat with initiative gets the earlier timestamps, then each seat whose order
    /// can matter is asked for it.
    pub(crate) fn timestamps_at_once(&mut self, before: u64) {
        let mut fresh: Vec<(Seat, Zone, ObjectId, u64)> = self
            .objs_with_zone()
            .filter(|(_, o)| o.timestamp > before)
            .map(|(z, o)| (o.controller, z, o.id, o.timestamp))
            .collect();
        if fresh.len() < 2 {
            return;
        }
        let mut slots: Vec<u64> = fresh.iter().map(|f| f.3).collect();
        slots.sort_unstable();
        let lead = self.initiative()[0];
        crate::engine::order::sort_by_key(&mut fresh, |f| (f.0 != lead, f.3));
        for (f, &ts) in fresh.iter().zip(slots.iter()) {
            if let Some(o) = self.obj_mut_any(f.2) {
                o.timestamp = ts;
            }
        }
        self.sort_zones();
        for seat in self.initiative() {
            let objs: Vec<ObjectId> =
                fresh.iter().filter(|f| f.0 == seat && f.1 != Zone::Discard).map(|f| f.2).collect();
            if objs.len() >= 2 && !self.interchangeable(&objs) {
                self.ordering.push(TsGroup { seat, objs, placed: 0 });
            }
        }
        if let Some(g) = self.ordering.first() {
            log_line!(self, "P{}: {} objects got their timestamps at once; P{} orders them", g.seat + 1, g.objs.len(), g.seat + 1);
        }
    }

    /// Whether every order of these objects gives the same game.
    fn interchangeable(&self, objs: &[ObjectId]) -> bool {
        let key = |id: ObjectId| {
            self.objs_with_zone().find(|(_, o)| o.id == id).map(|(z, o)| {
                (z, o.def, o.side, o.exhausted, o.anchored, o.asleep, o.fleeting, o.boosts, o.owner, o.controller)
            })
        };
        let first = key(objs[0]);
        objs.iter().all(|&id| key(id) == first)
    }

    /// Keeps every zone listed in timestamp order, so the table shows the order chosen.
    fn sort_zones(&mut self) {
        crate::engine::order::sort_by_key(&mut self.expeditions, |o| o.timestamp);
        for p in self.players.iter_mut() {
            for zone in [&mut p.landmarks, &mut p.reserve, &mut p.mana, &mut p.discard] {
                crate::engine::order::sort_by_key(zone, |o| o.timestamp);
            }
        }
    }

    /// The seat ordering its objects now.
    pub(crate) fn ordering_seat(&self) -> Option<Seat> {
        self.ordering.first().map(|g| g.seat)
    }

    pub(crate) fn ordering_actions(&self, v: &mut Vec<Action>) {
        if let Some(g) = self.ordering.first() {
            v.extend(g.objs[g.placed..].iter().map(|&obj| Action::OrderNext { obj }));
            v.push(Action::KeepOrder);
        }
    }

    pub(crate) fn ordering_refusal(&self, action: &Action) -> RuleError {
        let seat = self.ordering_seat().unwrap_or(0);
        let words = match action {
            Action::OrderNext { .. } => format!(
                "that is not one of the objects P{} is ordering: click one of the highlighted objects, or Keep this order",
                seat + 1
            ),
            _ => format!(
                "several of P{}'s objects got their timestamps at once: P{} orders them first (click them, earliest first, or Keep this order)",
                seat + 1,
                seat + 1
            ),
        };
        RuleError::new("AL-2.8", words)
    }

    /// `obj` gets the seat's next timestamp; the others keep their relative order.
    pub(crate) fn order_next(&mut self, obj: ObjectId) {
        let Some(g) = self.ordering.first_mut() else { return };
        let Some(i) = g.objs[g.placed..].iter().position(|&o| o == obj) else { return };
        let o = g.objs.remove(g.placed + i);
        g.objs.insert(g.placed, o);
        g.placed += 1;
        let (objs, placed, seat) = (g.objs.clone(), g.placed, g.seat);
        let mut slots: Vec<u64> = objs.iter().filter_map(|&id| self.obj_mut_any(id).map(|o| o.timestamp)).collect();
        slots.sort_unstable();
        for (&id, &ts) in objs.iter().zip(slots.iter()) {
            if let Some(o) = self.obj_mut_any(id) {
                o.timestamp = ts;
            }
        }
        self.sort_zones();
        log_line!(self, "P{} gives {} timestamp {} of {}", seat + 1, self.any_name(obj), placed, objs.len());
        if objs.len() - placed <= 1 {
            self.ordering.remove(0);
        }
    }

    /// The rest of the seat's objects keep the order shown.
    pub fn keep_order(&mut self) {
        if !self.ordering.is_empty() {
            let g = self.ordering.remove(0);
            log_line!(self, "P{} keeps the order of their objects", g.seat + 1);
        }
    }

    fn any_name(&self, id: ObjectId) -> &'static str {
        self.objs_with_zone().find(|(_, o)| o.id == id).map(|(_, o)| o.def().name).unwrap_or("it")
    }
}
