//! Execution of the top queue entry (NX-6.5): cancelled entries (NX-6.7), target
//! re-checks (NX-6.6.2), cards arriving (NX-6.5.3), events and skills.

use crate::log_line;
use super::super::action::{CardId, Target};
use super::super::cards::ability::{Cond, Effect, On, Op};
use super::super::cards::{Kind, SECTOR_DURABILITY};
use super::super::options::FloorAfter;
use super::super::state::{seat_name, ItemKind, Loc, Nexus, Pending};
use crate::engine::Seat;

impl Nexus {
    /// Both players passed over a non-empty queue: the top entry executes, then a state
    /// check, then the floor goes to the active player (NX-6.5.2).
    pub(crate) fn execute_top(&mut self) {
        let Some(item) = self.queue.pop() else { return };
        let seat = item.controller;
        if item.cancelled {
            if let ItemKind::Card { card, .. } = item.kind {
                self.move_card(card, Loc::Cache);
                log_line!(self, "{}'s {} was cancelled and goes to the cache", seat_name(seat), self.name(card));
            } else {
                log_line!(self, "{}'s cancelled skill does nothing", seat_name(seat));
            }
        } else {
            match item.kind {
                ItemKind::Card { card, target, biome } => self.execute_card(seat, card, target, biome),
                ItemKind::Skill { source, target, activated } => self.execute_skill(seat, source, target, activated),
                ItemKind::Advance { moves, gear } => self.execute_advance(seat, &moves, &gear),
                ItemKind::Attack { agents } => self.execute_attack(&agents),
                ItemKind::Defend { blocks } => self.execute_defend(&blocks),
            }
        }
        self.state_check();
        self.passes = 0;
        self.floor = match self.opts.floor_after_execution {
            FloorAfter::Active => self.active,
            FloorAfter::Leader => self.leader(),
        };
    }

    fn execute_card(&mut self, seat: Seat, card: CardId, target: Option<Target>, biome: Option<u8>) {
        let d = self.def(card);
        if let Some(t) = target {
            if !d.effect.and_then(|e| e.target).is_some_and(|spec| self.valid_target(seat, spec, None, t)) {
                self.move_card(card, Loc::Cache);
                log_line!(self, "{}'s target is gone: {} is cancelled (NX-6.6.2)", d.name, d.name);
                return;
            }
        }
        match d.kind {
            Kind::Event => {
                log_line!(self, "{} executes", d.name);
                if let Some(e) = d.effect {
                    self.effect(seat, e, Some(card), target);
                }
                self.move_card(card, Loc::Cache);
            }
            Kind::Agent => {
                let to = match biome {
                    Some(b) if !self.closed(b) && !self.lost[seat][b as usize] => Loc::Biome(b),
                    _ => Loc::Staging,
                };
                self.arrive(card, to);
                let wher = match to {
                    Loc::Biome(b) => {
                        format!("{}'s {} sector", seat_name(seat), super::super::cards::SLOT_NAMES[b as usize])
                    }
                    _ => format!("{}'s staging", seat_name(seat)),
                };
                log_line!(self, "{} arrives in {wher}", d.name);
            }
            _ if d.modification => {
                if let Some(Target::Agent(host)) = target {
                    self.arrive(card, Loc::Attached(host));
                    log_line!(self, "{} is attached to {}", d.name, self.name(host));
                }
            }
            _ => {
                self.arrive(card, Loc::Staging);
                log_line!(self, "{} arrives in {}'s staging", d.name, seat_name(seat));
            }
        }
    }

    /// A reactive or activated skill executes: its target is checked again (NX-6.6.2)
    /// and a reactive skill's condition too; then its effect.
    fn execute_skill(&mut self, seat: Seat, source: CardId, target: Option<Target>, activated: bool) {
        let d = self.def(source);
        let (effect, cond) = match (activated, d.activated, d.reactive) {
            (true, Some(a), _) => (&a.effect, None),
            (false, _, Some(r)) => (&r.effect, r.cond),
            _ => return,
        };
        if let (Some(t), Some(spec)) = (target, effect.target) {
            if !self.valid_target(seat, spec, Some(source), t) {
                log_line!(self, "{}'s skill has no legal target left and is cancelled (NX-6.6.2)", self.name(source));
                return;
            }
        }
        if cond.is_some_and(|c| !self.reactive_holds(c, source)) {
            return;
        }
        self.effect(seat, effect, Some(source), target);
    }

    /// Whether a reactive skill's condition holds for its card now.
    pub(crate) fn reactive_holds(&self, c: Cond, source: CardId) -> bool {
        let k = self.card(source);
        match c {
            Cond::Attacked => k.attacked && self.on_planet(source),
            Cond::UnlockedInStaging => k.loc == Loc::Staging && !k.locked,
            Cond::InBiome => self.biome_of(source).is_some(),
            Cond::HandAtMost(n) => self.players[source.owner()].hand.len() <= n as usize,
        }
    }

    /// What an event or skill does: each step on its target, its own card or its
    /// controller (the one interpreter of every card's effect).
    pub fn effect(&mut self, seat: Seat, effect: &Effect, source: Option<CardId>, target: Option<Target>) {
        for step in &effect.steps {
            match step.on {
                On::You => self.effect_on_you(seat, step.op, source),
                On::Me => {
                    if let Some(s) = source.filter(|&s| self.on_planet(s)) {
                        self.effect_on_agent(s, step.op);
                    }
                }
                On::Target => match target {
                    Some(Target::Agent(a)) => self.effect_on_agent(a, step.op),
                    Some(Target::Sector { seat: s, biome }) => self.effect_on_sector(s as usize, biome, step.op),
                    Some(Target::Item(id)) if step.op == Op::Cancel => self.cancel_item(id),
                    _ => {}
                },
            }
        }
    }

    fn effect_on_you(&mut self, seat: Seat, op: Op, source: Option<CardId>) {
        if let Op::Draw(n) = op {
            let from = source.map(|s| format!(" ({})", self.name(s))).unwrap_or_default();
            let cards = if n == 1 { "a card".to_string() } else { format!("{n} cards") };
            log_line!(self, "{} draws {cards}{from}", seat_name(seat));
            self.draw(seat, n as usize);
        }
    }

    fn effect_on_agent(&mut self, a: CardId, op: Op) {
        if !self.on_planet(a) {
            return;
        }
        let name = self.name(a);
        match op {
            Op::Damage(n) => self.damage_agent(a, n),
            Op::Attack(n) => {
                self.cards[a.index()].temp_attack += n;
                log_line!(self, "{name} gets {n:+} attack until end of turn");
            }
            Op::Defense(n) => {
                self.cards[a.index()].temp_defense += n;
                log_line!(self, "{name} gets {n:+} defense until end of turn");
            }
            Op::Marker(n) => {
                self.cards[a.index()].increase += n;
                let what = if n == 1 { "an increase marker".to_string() } else { format!("{n} increase markers") };
                log_line!(self, "{name} gets {what}");
            }
            Op::Lock => {
                self.cards[a.index()].locked = true;
                log_line!(self, "{name} is locked");
            }
            Op::Unlock => {
                self.cards[a.index()].locked = false;
                log_line!(self, "{name} unlocks");
            }
            Op::Terminate => self.terminate(a),
            Op::Repair => {
                self.cards[a.index()].damage = 0;
                log_line!(self, "{name}'s damage is removed");
            }
            Op::Recall => {
                self.move_card(a, Loc::Hand);
                self.book.reveal();
                log_line!(self, "{name} returns to {}'s hand", seat_name(a.owner()));
            }
            Op::Draw(_) | Op::Cancel | Op::Restore(_) => {}
        }
    }

    fn effect_on_sector(&mut self, s: Seat, biome: u8, op: Op) {
        match op {
            Op::Damage(n) => self.damage_sector(s, biome, n),
            Op::Restore(n) => {
                let b = biome as usize;
                if !self.lost[s][b] && !self.closed(biome) {
                    self.sectors[s][b] = (self.sectors[s][b] + n).min(SECTOR_DURABILITY);
                    log_line!(self, "{}'s {} sector is restored to {}", seat_name(s), super::super::cards::SLOT_NAMES[b], self.sectors[s][b]);
                }
            }
            _ => {}
        }
    }

    /// NX-6.7: the entry stays in the queue, marked cancelled (once).
    fn cancel_item(&mut self, id: u32) {
        if let Some(i) = self.item_index(id) {
            let what = self.item_name(i);
            if !self.queue[i].cancelled {
                self.queue[i].cancelled = true;
                log_line!(self, "{what} is cancelled");
            }
        }
    }

    pub(crate) fn damage_agent(&mut self, a: CardId, n: i32) {
        if n <= 0 {
            return;
        }
        self.cards[a.index()].damage += n;
        log_line!(self, "{} takes {n} damage", self.name(a));
    }

    /// NX-11.1: damage to a sector; a lost biome ignores it.
    pub fn damage_sector(&mut self, seat: Seat, biome: u8, n: i32) {
        let b = biome as usize;
        if n <= 0 || self.lost[seat][b] || self.closed(biome) {
            return;
        }
        self.sectors[seat][b] -= n;
        log_line!(self, 
            "{}'s {} sector loses {n} durability ({} left)",
            seat_name(seat),
            super::super::cards::SLOT_NAMES[b],
            self.sectors[seat][b].max(0)
        );
    }

    /// Draws `n` cards; a draw that cannot be made collapses a biome (NX-11.4).
    pub fn draw(&mut self, seat: Seat, n: usize) {
        let mut short = 0;
        for _ in 0..n {
            match self.players[seat].deck.last().copied() {
                Some(c) => self.move_card(c, Loc::Hand),
                None => short += 1,
            }
        }
        if short > 0 {
            let more = match self.opts.collapse_per {
                super::super::options::CollapsePer::DrawInstruction => 1,
                super::super::options::CollapsePer::Card => short,
            };
            log_line!(self, "{} must draw from an empty deck: collapse (NX-11.4)", seat_name(seat));
            self.pending = Some(Pending::Collapse { seat, more: more as u8 });
            self.settle_collapse();
        }
    }

    /// Takes forced collapses (one biome left to lose) without asking.
    pub(crate) fn settle_collapse(&mut self) {
        while let Some(Pending::Collapse { seat, more }) = self.pending {
            let open: Vec<u8> = (0..3u8).filter(|&b| !self.lost[seat][b as usize]).collect();
            if more == 0 || open.is_empty() || self.lost_count(seat) >= self.opts.biomes_to_lose_match as usize {
                self.pending = None;
                return;
            }
            if open.len() > 1 {
                return;
            }
            self.lose_biome(seat, open[0]);
        }
    }

    /// The collapsing player loses that biome (NX-11.4).
    pub(crate) fn lose_biome(&mut self, seat: Seat, b: u8) {
        self.lost[seat][b as usize] = true;
        log_line!(self, "{} loses {} by collapse", seat_name(seat), super::super::cards::biome_name(b as usize));
        if let Some(Pending::Collapse { more, .. }) = &mut self.pending {
            *more -= 1;
        }
        self.settle_collapse();
    }
}
