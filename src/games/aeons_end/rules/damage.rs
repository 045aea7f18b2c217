//! Damage and life (AE-10), exhaustion (AE-11) and the end of the game (AE-14).

use crate::push_event;
use super::super::action::Target;
use super::super::content::{On, Prepped};
use super::super::state::{AeonsEnd, Choosing, Pending, Pick, Task, Why};
use crate::engine::{Event, Outcome, Seat};

impl AeonsEnd {
    fn mage_name(&self, seat: Seat) -> String {
        format!("{} (P{})", self.mages[seat].name(), seat + 1)
    }

    /// AE-14.1/AE-14.2: the players win together.
    fn win(&mut self, reason: String, ev: &mut Vec<Event>) {
        if !self.book.is_over() {
            push_event!(self, ev, Event::new(format!("The mages win: {reason}.")));
            self.book.finish(Outcome { winners: (0..self.mages.len()).collect(), reason });
            self.tasks.clear();
            self.pending = None;
        }
    }

    /// AE-14.3: the players lose together.
    fn lose(&mut self, reason: String, ev: &mut Vec<Event>) {
        if !self.book.is_over() {
            push_event!(self, ev, Event::new(format!("The mages lose: {reason}.")));
            self.book.finish(Outcome { winners: Vec::new(), reason });
            self.tasks.clear();
            self.pending = None;
        }
    }

    /// AE-14.2: no nemesis card left in the deck and none in play (never at setup).
    pub(crate) fn check_deck_out(&mut self, ev: &mut Vec<Event>) {
        let n = &self.nemesis;
        if n.deck.is_empty() && n.play.is_empty() && n.resolving.is_none() {
            self.win("the nemesis deck is empty and none of its minions or powers remain in play (AE-14.2)".into(), ev);
        }
    }

    /// Damage to an enemy (AE-10.1, AE-10.2); overkill on a minion is lost (D-5).
    pub fn damage_enemy(&mut self, target: Target, amount: u32, ev: &mut Vec<Event>) {
        if amount == 0 || self.book.is_over() {
            return;
        }
        match target {
            Target::Nemesis => {
                self.nemesis.life = self.nemesis.life.saturating_sub(amount);
                push_event!(self, ev, Event::new(format!("The nemesis suffers {amount} damage ({} life left).", self.nemesis.life)));
                if self.nemesis.life == 0 {
                    self.win("the nemesis was brought to 0 life (AE-14.1)".into(), ev);
                }
            }
            Target::Minion(id) => {
                let Some(i) = self.nemesis.play.iter().position(|p| p.card == id) else { return };
                let name = &self.nem_kind(id).name;
                let p = &mut self.nemesis.play[i];
                p.life = p.life.saturating_sub(amount);
                if p.life == 0 {
                    self.nemesis.play.remove(i);
                    // A minion of the brood goes back to it; any other to the discard pile.
                    if self.nem_kind(id).tier == 0 {
                        self.nemesis.brood.push(id);
                    } else {
                        self.nemesis.discard.push(id);
                    }
                    push_event!(self, ev, Event::new(format!("{name} suffers {amount} damage and is defeated.")));
                    self.fire(On::MinionDefeated, self.active, ev);
                    self.check_deck_out(ev);
                } else {
                    let left = p.life;
                    push_event!(self, ev, Event::new(format!("{name} suffers {amount} damage ({left} life left).")));
                }
            }
        }
    }

    /// AE-10.5: Gravehold suffers damage; at 0 the players lose.
    pub fn damage_gravehold(&mut self, amount: u32, ev: &mut Vec<Event>) {
        if amount == 0 || self.book.is_over() {
            return;
        }
        self.gravehold = self.gravehold.saturating_sub(amount);
        push_event!(self, ev, Event::new(format!("Gravehold suffers {amount} damage ({} life left).", self.gravehold)));
        if self.gravehold == 0 {
            self.lose("Gravehold fell to 0 life (AE-14.3)".into(), ev);
        }
    }

    /// The damage `seat`'s prepped spells take off each hit (C-3's Bulwark Rune: they stack).
    pub fn runes(&self, seat: Seat) -> u32 {
        let m = &self.mages[seat];
        m.prepped()
            .iter()
            .filter_map(|&i| m.breaches[i].spell)
            .flat_map(|c| &self.kind(c).while_prepped)
            .map(|p| if let Prepped::ReduceDamage(n) = p { *n } else { 0 })
            .sum()
    }

    /// The prepped spells that reduce `seat`'s damage, as the log says it ("Bulwark Rune
    /// reduces").
    fn warding_words(&self, seat: Seat) -> String {
        let m = &self.mages[seat];
        let mut names: Vec<&str> = Vec::new();
        for c in m.prepped().iter().filter_map(|&i| m.breaches[i].spell) {
            let k = self.kind(c);
            if k.while_prepped.iter().any(|p| matches!(p, Prepped::ReduceDamage(_))) && !names.contains(&k.name.as_str()) {
                names.push(&k.name);
            }
        }
        match names.as_slice() {
            [one] => format!("{one} reduces"),
            _ => format!("{} reduce", names.join(" and ")),
        }
    }

    /// AE-11.1b: `seat` chooses which of `left` to destroy.
    pub(crate) fn ask_destroy_breach(&mut self, seat: Seat, left: Vec<u8>) {
        let among = left.into_iter().map(Pick::Breach).collect();
        self.pending = Some(Pending::Choose(Choosing { seat, team: false, among, why: Why::DestroyBreach(seat) }));
    }

    /// AE-10.4, AE-11: a player suffers damage (after Bulwark Runes); an exhausted one
    /// sends twice the amount to Gravehold; reaching 0 life exhausts.
    pub fn damage_player(&mut self, seat: Seat, amount: u32, ev: &mut Vec<Event>) {
        if self.book.is_over() {
            return;
        }
        let runes = self.runes(seat);
        let n = amount.saturating_sub(runes);
        let who = self.mage_name(seat);
        if runes > 0 {
            let line = format!("{who}'s {} {amount} damage to {n}.", self.warding_words(seat));
            push_event!(self, ev, Event::new(line));
        }
        if n == 0 {
            return;
        }
        if self.mages[seat].exhausted {
            push_event!(self, ev, Event::new(format!("{who} is exhausted: Gravehold suffers twice the {n} damage (AE-11.3).")));
            self.damage_gravehold(2 * n, ev);
            return;
        }
        let life = self.mages[seat].life;
        if n < life {
            self.mages[seat].life -= n;
            push_event!(self, ev, Event::new(format!("{who} suffers {n} damage ({} life left).", life - n)));
            return;
        }
        let excess = n - life;
        self.mages[seat].life = 0;
        self.mages[seat].exhausted = true;
        push_event!(self, ev, Event::new(format!("{who} suffers {n} damage and is exhausted (AE-11.1).")));
        if excess > 0 {
            self.damage_gravehold(2 * excess, ev);
        }
        if self.book.is_over() {
            return;
        }
        if self.mages.len() > 1 && self.mages.iter().all(|m| m.exhausted) {
            self.lose("every mage is exhausted (AE-11.4)".into(), ev);
            return;
        }
        for t in [Task::ClearCharges(seat), Task::DestroyBreach(seat), Task::Unleash, Task::Unleash] {
            self.tasks.push_front(t);
        }
    }

    /// AE-10.6: a player gains life up to their maximum; exhausted players cannot (AE-11.2).
    pub(crate) fn heal_player(&mut self, seat: Seat, amount: u32, ev: &mut Vec<Event>) {
        let m = &mut self.mages[seat];
        if m.exhausted {
            return;
        }
        m.life = (m.life + amount).min(m.max_life);
        let life = m.life;
        push_event!(self, ev, Event::new(format!("{} gains life ({life} now).", self.mage_name(seat))));
    }

    /// AE-10.6: Gravehold gains life up to its maximum.
    pub(crate) fn heal_gravehold(&mut self, amount: u32, ev: &mut Vec<Event>) {
        self.gravehold = (self.gravehold + amount).min(self.gravehold_max);
        push_event!(self, ev, Event::new(format!("Gravehold gains life ({} now).", self.gravehold)));
    }

    /// AE-12.1: charges cap at the ability's maximum.
    pub(crate) fn gain_charge(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let m = &mut self.mages[seat];
        let max = m.max_charges();
        if m.charges < max {
            m.charges += 1;
            let c = m.charges;
            push_event!(self, ev, Event::new(format!("{} gains a charge ({c}/{max}).", self.mage_name(seat))));
        } else {
            push_event!(self, ev, Event::new(format!("{} is already fully charged: the charge is lost.", self.mage_name(seat))));
        }
    }
}
