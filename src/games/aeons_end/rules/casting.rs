//! The casting phase (AE-5): optional casts from opened breaches, compulsory casts from
//! closed ones, breach bonuses, one target per spell.

use crate::push_event;
use super::super::action::Target;
use super::super::cards::{breach_bonus, CardKind};
use super::super::state::{AeonsEnd, BreachState};
use crate::engine::{Event, Seat};

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

    /// The damage the spell at `breach` would deal at `target` if cast now (AE-5.6,
    /// AE-5.7; Cinderwick's option follows the target, Emberwisp counts earlier casts).
    pub(crate) fn cast_damage(&self, seat: Seat, breach: usize, target: Option<Target>) -> u32 {
        let Some(c) = self.mages[seat].breaches[breach].spell else { return 0 };
        let base = match self.kind(c) {
            CardKind::Cinderwick => match target {
                Some(Target::Minion(_)) => 2,
                _ => 1,
            },
            CardKind::Emberwisp => 2 + u32::from(self.cast_this_turn > 0),
            k => k.base_damage(),
        };
        base + self.cast_bonus(seat, breach)
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
        let damage = self.cast_damage(seat, breach, target);
        let Some(card) = self.mages[seat].breaches[breach].spell else { return };
        for i in self.spell_breaches(seat, breach) {
            self.mages[seat].breaches[i].spell = None;
        }
        self.mages[seat].discard.push(card);
        self.cast_this_turn += 1;
        let k = self.kind(card);
        push_event!(self, ev, Event::new(format!(
            "{} casts {} from breach {}.",
            self.mages[seat].kind.data().name,
            k.name(),
            super::nemesis::ROMAN[breach]
        )));
        if k == CardKind::TestNull {
            self.aether += 1;
        }
        if let Some(t) = target {
            self.damage_enemy(t, damage, ev);
        }
    }
}
