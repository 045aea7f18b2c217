//! The interpreter of the ability language: one effect at a time, in printed order,
//! each as far as it can go (AE-13.1, AE-13.2). Effects wait in the task queue with
//! their context ([`Ctx`]); an effect that needs a choice not made in its action asks
//! for it ([`super::choose`]) and resumes with the answer.

use crate::push_event;
use super::super::action::Target;
use super::super::content::{Amount, BreachPick, Cond, Count, Effect, Foe, Hit, On, Only};
use super::super::state::{AeonsEnd, BreachState, Ctx, Pick, Src, Task};
use crate::engine::{Event, Seat};

impl AeonsEnd {
    /// Queues `list` to resolve next, in printed order.
    pub(crate) fn queue(&mut self, list: &'static [Effect], ctx: Ctx) {
        for e in list.iter().rev() {
            self.tasks.push_front(Task::Effect(e, ctx));
        }
    }

    /// Whether a condition holds for an effect resolving in `ctx`.
    pub(crate) fn holds(&self, c: Cond, ctx: &Ctx) -> bool {
        match c {
            Cond::CastEarlierThisTurn => ctx.earlier > 0,
            Cond::YouHaveMaxCharges => {
                let m = &self.mages[ctx.you];
                m.charges == m.max_charges()
            }
            Cond::MinionInPlay => self.minions().next().is_some(),
            Cond::NoMinionInPlay => self.minions().next().is_none(),
            Cond::CastFromOpenedBreach => ctx.opened,
            Cond::YouAreExhausted => self.mages[ctx.you].exhausted,
        }
    }

    /// How many of `c` there are now.
    pub(crate) fn count(&self, c: Count, you: Seat) -> u32 {
        let m = &self.mages[you];
        let n = match c {
            Count::MinionInPlay => self.minions().count(),
            Count::YourOpenedBreach => m.breaches.iter().filter(|b| b.state == BreachState::Opened).count(),
            Count::YourPreppedSpell => m.prepped().len(),
            Count::CorruptionInHand => self
                .mages
                .iter()
                .flat_map(|m| &m.hand)
                .filter(|&&c| self.kind(c).pool == super::super::cards::Origin::Corruption)
                .count(),
        };
        n as u32
    }

    /// An amount's value; a counted one says what it counted in the log.
    pub(crate) fn amount_of(&mut self, a: Amount, you: Seat, ev: &mut Vec<Event>) -> u32 {
        match a {
            Amount::Fixed(n) => n,
            Amount::Per { each, per } => {
                let n = self.count(per, you);
                let what = match per {
                    Count::MinionInPlay => "minion(s) in play",
                    Count::YourOpenedBreach => "opened breach(es)",
                    Count::YourPreppedSpell => "prepped spell(s)",
                    Count::CorruptionInHand => "corruption(s) in the mages' hands",
                };
                push_event!(self, ev, Event::new(format!("{n} {what}.")));
                each * n
            }
        }
    }

    /// A hit's damage before breach bonuses (AE-5.6), its condition read in `ctx`.
    pub(crate) fn hit_damage(&self, h: &Hit, ctx: &Ctx) -> u32 {
        let base = match h.amount {
            Amount::Fixed(n) => n,
            Amount::Per { each, per } => each * self.count(per, ctx.you),
        };
        base + h.plus_if.filter(|b| self.holds(b.cond, ctx)).map_or(0, |b| b.add)
    }

    fn resolve_hit(&mut self, h: &Hit, ctx: Ctx, ev: &mut Vec<Event>) {
        let amount = match h.amount {
            Amount::Fixed(_) => self.hit_damage(h, &ctx),
            Amount::Per { .. } => {
                let base = self.amount_of(h.amount, ctx.you, ev);
                base + h.plus_if.filter(|b| self.holds(b.cond, &ctx)).map_or(0, |b| b.add)
            }
        };
        match h.to {
            Foe::Enemy | Foe::Minion => {
                if let Some(t) = ctx.picks.foe {
                    self.damage_enemy(t, amount + ctx.bonus, ev);
                }
            }
            Foe::Nemesis => self.damage_enemy(Target::Nemesis, amount + ctx.bonus, ev),
            Foe::EachMinion => {
                let ids: Vec<_> = self.minions().map(|p| p.card).collect();
                for id in ids {
                    self.damage_enemy(Target::Minion(id), amount, ev);
                }
            }
        }
    }

    /// Resolves one effect (AE-13.1).
    pub(crate) fn resolve(&mut self, e: &'static Effect, ctx: Ctx, ev: &mut Vec<Event>) {
        match e {
            Effect::Then => {}
            Effect::Aether(n) => self.aether += n,
            Effect::BreachAether(n) => self.restricted += n,
            Effect::Damage(h) => self.resolve_hit(h, ctx, ev),
            Effect::Charge(g) => {
                if let Some(seats) = self.seats_for(e, g.who, &ctx) {
                    for s in seats {
                        for _ in 0..g.amount {
                            self.gain_charge(s, ev);
                        }
                    }
                }
            }
            Effect::Life(g) => {
                for s in self.seats_for(e, g.who, &ctx).unwrap_or_default() {
                    self.heal_player(s, g.amount, ev);
                }
            }
            Effect::GraveholdLife(n) => self.heal_gravehold(*n, ev),
            Effect::Draw(g) => {
                for s in self.seats_for(e, g.who, &ctx).unwrap_or_default() {
                    self.draw(s, g.amount as usize, ev);
                }
            }
            Effect::Focus(p) | Effect::Open(p) => {
                let _ = p;
                if let Some((owner, b)) = ctx.picks.breach {
                    if matches!(e, Effect::Focus(_)) {
                        self.focus_effect(owner, b as usize, ev);
                    } else {
                        self.open_effect(owner, b as usize, ev);
                    }
                }
            }
            Effect::MayPay(m) => {
                let doable = match m.effects.first() {
                    Some(Effect::Focus(BreachPick::Same)) => ctx
                        .picks
                        .breach
                        .is_some_and(|(o, b)| self.mages[o].breaches[b as usize].is_closed()),
                    _ => true,
                };
                if doable && self.aether >= m.aether {
                    self.ask(ctx.you, false, vec![Pick::Yes, Pick::No], e, ctx);
                }
            }
            Effect::OneOf(options) => match ctx.picks.option {
                Some(i) => self.queue(&options[i as usize], ctx),
                None => {
                    let among = (0..options.len() as u8).map(Pick::Option).collect();
                    self.ask(ctx.you, false, among, e, ctx);
                }
            },
            Effect::If(i) => {
                if self.holds(i.cond, &ctx) {
                    self.queue(&i.effects, ctx);
                }
            }
            Effect::DestroyCards(c) | Effect::Recall(c) => {
                let from_hand = matches!(e, Effect::DestroyCards(_))
                    && matches!(c.from, super::super::content::From::Hand | super::super::content::From::HandOrDiscard);
                let from_discard = !matches!(c.from, super::super::content::From::Hand);
                let m = &self.mages[ctx.you];
                let fits = |id: &&super::super::action::CardId| {
                    let k = self.kind(**id);
                    match c.only {
                        Only::Any => true,
                        Only::Spell => k.kind == super::super::cards::CardType::Spell,
                        Only::Gem => k.kind == super::super::cards::CardType::Gem,
                        Only::Corruption => k.pool == super::super::cards::Origin::Corruption,
                    }
                };
                let mut among: Vec<Pick> = Vec::new();
                if from_hand {
                    among.extend(m.hand.iter().filter(fits).map(|&c| Pick::Card(c)));
                }
                if from_discard {
                    among.extend(m.discard.iter().rev().filter(fits).map(|&c| Pick::Card(c)));
                }
                if u32::from(ctx.done) < c.up_to && !among.is_empty() {
                    among.push(Pick::Done);
                    self.ask(ctx.you, false, among, e, ctx);
                }
            }
            Effect::DestroyThis => {
                if let Src::Card(c) = ctx.src {
                    self.destroy_card(ctx.you, c, ev);
                }
            }
            Effect::Unleash(n) => {
                for _ in 0..*n {
                    self.tasks.push_front(Task::Unleash);
                }
            }
            Effect::Gravehold(a) => {
                let n = self.amount_of(*a, ctx.you, ev);
                self.damage_gravehold(n, ev);
            }
            Effect::Suffer(g) => {
                if let Some(seats) = self.seats_for(e, g.who, &ctx) {
                    for s in seats.into_iter().rev() {
                        self.tasks.push_front(Task::Suffer(s, g.amount));
                    }
                }
            }
            Effect::LoseCharge(l) => match self.seats_for(e, l.who, &ctx) {
                Some(seats) if seats.is_empty() => {
                    push_event!(self, ev, Event::new("No mage has a charge to lose."));
                    self.queue(&l.instead, ctx);
                }
                Some(seats) => {
                    for s in seats {
                        let m = &mut self.mages[s];
                        m.charges = m.charges.saturating_sub(l.amount);
                        let m = &self.mages[s];
                        let line = format!("{} loses a charge ({}/{}).", m.name(), m.charges, m.max_charges());
                        push_event!(self, ev, Event::new(line));
                    }
                }
                None => {}
            },
            Effect::DiscardPrepped(l) | Effect::DestroyPrepped(l) => match self.seats_for(e, l.who, &ctx) {
                Some(seats) if seats.is_empty() => {
                    push_event!(self, ev, Event::new("Nobody has a prepped spell to discard."));
                    self.queue(&l.instead, ctx);
                }
                Some(seats) => {
                    for s in seats {
                        let prepped = self.mages[s].prepped();
                        match prepped.len() {
                            0 => {}
                            1 => self.lose_prepped(e, s, prepped[0], ev),
                            _ => {
                                let mut c = ctx;
                                c.picks.seat = Some(s);
                                let among = prepped.iter().map(|&b| Pick::Prepped(b as u8)).collect();
                                self.ask(s, false, among, e, c);
                            }
                        }
                    }
                }
                None => {}
            },
            Effect::Counter(n) => self.change_counter(*n, ev),
            Effect::ResetCounter => {
                self.nemesis.counter = 0;
                let d = self.nemesis.def;
                let name = d.counter.as_ref().map_or("", |c| c.name.as_str());
                push_event!(self, ev, Event::new(format!("{}'s {name} returns to 0.", d.short_name())));
            }
            Effect::Corrupt(l) if self.nemesis.corruption.is_empty() => {
                push_event!(self, ev, Event::new("The nemesis has no corruption left to give."));
                self.queue(&l.instead, ctx);
            }
            Effect::Corrupt(l) => {
                if let Some(seats) = self.seats_for(e, l.who, &ctx) {
                    for s in seats {
                        for _ in 0..l.amount {
                            if !self.corrupt(s, ev) {
                                self.queue(&l.instead, ctx);
                                return;
                            }
                        }
                    }
                }
            }
            Effect::Summon(s) => {
                for i in 0..s.amount {
                    if !self.summon(ev) {
                        if i == 0 {
                            self.queue(&s.instead, ctx);
                        }
                        return;
                    }
                }
            }
        }
    }

    /// A prepped spell discarded or destroyed by an effect.
    pub(crate) fn lose_prepped(&mut self, e: &Effect, seat: Seat, breach: usize, ev: &mut Vec<Event>) {
        let card = self.mages[seat].breaches[breach].spell;
        self.discard_prepped(seat, breach, ev);
        if let (Effect::DestroyPrepped(_), Some(c)) = (e, card) {
            self.destroy_card(seat, c, ev);
        }
    }

    /// A card of `seat`'s hand, discard pile or play area leaves the game (AE-1.8 Destroy).
    pub(crate) fn destroy_card(&mut self, seat: Seat, card: super::super::action::CardId, ev: &mut Vec<Event>) {
        let m = &mut self.mages[seat];
        for zone in [&mut m.hand, &mut m.discard, &mut m.played] {
            zone.retain(|&c| c != card);
        }
        self.destroyed.push(card);
        let line = format!("{} is destroyed.", self.kind(card).name);
        push_event!(self, ev, Event::new(line));
    }

    /// The nemesis's counter changes; at its maximum the mat's `counter_full` rules act.
    fn change_counter(&mut self, n: i32, ev: &mut Vec<Event>) {
        let d = self.nemesis.def;
        let Some(c) = &d.counter else { return };
        self.nemesis.counter = self.nemesis.counter.saturating_add_signed(n).min(c.max);
        let (now, verb) = (self.nemesis.counter, if n >= 0 { "gains" } else { "loses" });
        let line = format!("{} {verb} {} {} ({now} of {}).", d.short_name(), n.unsigned_abs(), c.name, c.max);
        push_event!(self, ev, Event::new(line));
        if n > 0 && now >= c.max {
            self.fire(On::CounterFull, self.active, ev);
        }
    }

    /// The top corruption of the nemesis's pile onto `seat`'s discard pile; false when
    /// the pile is empty.
    fn corrupt(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let Some(c) = self.nemesis.corruption.pop() else {
            push_event!(self, ev, Event::new("The nemesis has no corruption left to give."));
            return false;
        };
        self.mages[seat].discard.push(c);
        let line = format!("{} gains {} (on the discard pile).", self.mages[seat].name(), self.kind(c).name);
        push_event!(self, ev, Event::new(line));
        true
    }

    /// A minion of the brood enters play; false when the brood is empty.
    fn summon(&mut self, ev: &mut Vec<Event>) -> bool {
        if self.nemesis.brood.is_empty() {
            push_event!(self, ev, Event::new("The brood is empty."));
            return false;
        }
        let id = self.nemesis.brood.remove(0);
        let k = self.nem_kind(id);
        let life = k.life.unwrap_or(1);
        self.nemesis.play.push(super::super::state::InPlay { card: id, life, tokens: 0 });
        push_event!(self, ev, Event::new(format!("{} enters play ({life} life).", k.name)));
        true
    }
}
