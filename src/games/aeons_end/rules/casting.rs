//! The casting phase (AE-5): optional casts from opened breaches, compulsory casts from
//! closed ones, breach bonuses, one target per spell. A spell's first hit takes its
//! target and the breach bonus; an OR between hits is chosen by the target (Cinderwick).

use crate::push_event;
use super::super::action::Target;
use super::super::cards::breach_bonus;
use super::super::content::{Effect, Foe, Hit, On};
use super::super::state::{AeonsEnd, BreachState, Ctx, Src, Task};
use crate::engine::{Event, Seat};

/// The first hit of a list that takes the spell's target.
fn first_hit(list: &[Effect]) -> Option<&Hit> {
    list.iter().find_map(|e| match e {
        Effect::Damage(h) if matches!(h.to, Foe::Enemy | Foe::Minion | Foe::Nemesis) => Some(h),
        _ => None,
    })
}

/// The top-level effect holding the spell's hit (a damage, or an OR of them), and the
/// option the target picks in an OR.
fn main_hit(list: &'static [Effect], target: Option<Target>) -> Option<(&'static Effect, Option<u8>, &'static Hit)> {
    list.iter().find_map(|e| match e {
        Effect::Damage(h) if matches!(h.to, Foe::Enemy | Foe::Minion | Foe::Nemesis) => Some((e, None, h)),
        Effect::OneOf(options) if options.iter().all(|o| first_hit(o).is_some()) => {
            let takes = |to: Foe| match target {
                Some(Target::Minion(_)) => matches!(to, Foe::Enemy | Foe::Minion),
                _ => matches!(to, Foe::Enemy | Foe::Nemesis),
            };
            let i = options.iter().position(|o| first_hit(o).is_some_and(|h| takes(h.to))).unwrap_or(0);
            first_hit(&options[i]).map(|h| (e, Some(i as u8), h))
        }
        _ => None,
    })
}

impl AeonsEnd {
    /// The breaches a spell prepped at `breach` fills (two for a two-breach spell, C-3).
    pub(crate) fn spell_breaches(&self, seat: Seat, breach: usize) -> Vec<usize> {
        let m = &self.mages[seat];
        let Some(c) = m.breaches[breach].spell else { return Vec::new() };
        (0..4).filter(|&i| m.breaches[i].spell == Some(c)).collect()
    }

    /// AE-5.6/AE-5.8: the bonus of every opened breach the spell fills.
    pub(crate) fn cast_bonus(&self, seat: Seat, breach: usize) -> u32 {
        self.spell_breaches(seat, breach)
            .into_iter()
            .filter(|&i| self.mages[seat].breaches[i].state == BreachState::Opened)
            .map(breach_bonus)
            .sum()
    }

    /// The context the spell at `breach` is cast in, at `target`.
    fn cast_ctx(&self, seat: Seat, breach: usize, target: Option<Target>) -> Ctx {
        let card = self.mages[seat].breaches[breach].spell.unwrap_or(super::super::action::CardId(u16::MAX));
        let mut ctx = Ctx::new(seat, Src::Card(card));
        ctx.picks.foe = target;
        ctx.bonus = self.cast_bonus(seat, breach);
        ctx.opened = self.spell_breaches(seat, breach).iter().any(|&i| self.mages[seat].breaches[i].state == BreachState::Opened);
        ctx.earlier = self.cast_this_turn;
        ctx
    }

    /// The damage the spell at `breach` would deal at `target` if cast now (AE-5.6,
    /// AE-5.7): its first hit (the OR option the target picks), plus breach bonuses.
    pub(crate) fn cast_damage(&self, seat: Seat, breach: usize, target: Option<Target>) -> u32 {
        let Some(c) = self.mages[seat].breaches[breach].spell else { return 0 };
        let ctx = self.cast_ctx(seat, breach, target);
        let base = main_hit(&self.kind(c).cast, target).map_or(0, |(_, _, h)| self.hit_damage(h, &ctx));
        base + ctx.bonus
    }

    /// AE-5.2: a spell of the active mage in a closed breach must still be cast.
    pub(crate) fn must_cast(&self) -> Option<usize> {
        let m = &self.mages[self.active];
        m.prepped()
            .into_iter()
            .find(|&i| self.spell_breaches(self.active, i).iter().any(|&j| m.breaches[j].is_closed()))
    }

    /// AE-5.4: the spell goes to the discard pile first, then its text resolves.
    pub fn cast(&mut self, breach: usize, target: Option<Target>, ev: &mut Vec<Event>) {
        let seat = self.active;
        let ctx = self.cast_ctx(seat, breach, target);
        let Some(card) = self.mages[seat].breaches[breach].spell else { return };
        for i in self.spell_breaches(seat, breach) {
            self.mages[seat].breaches[i].spell = None;
        }
        self.mages[seat].discard.push(card);
        self.cast_this_turn += 1;
        let k = self.kind(card);
        let line = format!("{} casts {} from breach {}.", self.mages[seat].name(), k.name, super::nemesis::ROMAN[breach]);
        push_event!(self, ev, Event::new(line));
        // Queued to the front: the text first, then a lone bonus, then what waits for a cast.
        self.fire(On::SpellCast, seat, ev);
        let main = main_hit(&k.cast, target);
        // AE-5.7: a bonus with no damage of the spell's own is 1 damage at the target.
        if main.is_none() && ctx.bonus > 0 {
            if let Some(t) = target {
                self.tasks.push_front(Task::Hit(t, ctx.bonus));
            }
        }
        for e in k.cast.iter().rev() {
            let mut c = ctx;
            match main {
                Some((m, option, _)) if std::ptr::eq(m, e) => c.picks.option = option,
                _ => c.bonus = 0,
            }
            self.tasks.push_front(Task::Effect(e, c));
        }
    }
}
