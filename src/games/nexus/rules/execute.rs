//! Execution of the top queue entry (NX-6.5): cancelled entries (NX-6.7), target
//! re-checks (NX-6.6.2), cards arriving (NX-6.5.3), events and skills.

use crate::log_line;
use super::super::action::{CardId, Target};
use super::super::cards::{Ability, Kind};
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
                ItemKind::Skill { source, target } => self.execute_skill(seat, source, target),
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
            if !self.valid_target(seat, d.ability, None, t) {
                self.move_card(card, Loc::Cache);
                log_line!(self, "{}'s target is gone: {} is cancelled (NX-6.6.2)", d.name, d.name);
                return;
            }
        }
        match d.kind {
            Kind::Event => {
                log_line!(self, "{} executes", d.name);
                self.effect(seat, d.ability, None, target);
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

    fn execute_skill(&mut self, seat: Seat, source: CardId, target: Option<Target>) {
        let ability = self.def(source).ability;
        if let Some(t) = target {
            if !self.valid_target(seat, ability, Some(source), t) {
                log_line!(self, "{}'s skill has no legal target left and is cancelled (NX-6.6.2)", self.name(source));
                return;
            }
        }
        self.effect(seat, ability, Some(source), target);
    }

    /// What an event or skill does.
    pub fn effect(&mut self, seat: Seat, ability: Ability, source: Option<CardId>, target: Option<Target>) {
        let agent = match target {
            Some(Target::Agent(a)) => Some(a),
            _ => None,
        };
        match (ability, agent) {
            (Ability::DealTwo, Some(a)) => self.damage_agent(a, 2),
            (Ability::LancerShot | Ability::AdeptShot, Some(a)) => self.damage_agent(a, 1),
            (Ability::Overheat, Some(a)) => {
                self.cards[a.index()].temp_attack += 2;
                log_line!(self, "{} gets +2 attack until end of turn", self.name(a));
            }
            (Ability::Undercurrent, Some(a)) => {
                self.cards[a.index()].temp_attack -= 2;
                log_line!(self, "{} gets -2 attack until end of turn", self.name(a));
            }
            (Ability::CoordinatorGuard, Some(a)) => {
                self.cards[a.index()].temp_defense += 1;
                log_line!(self, "{} gets +1 defense until end of turn", self.name(a));
            }
            (Ability::Snare, Some(a)) => {
                self.cards[a.index()].locked = true;
                log_line!(self, "{} is locked", self.name(a));
            }
            (Ability::KilnMarker, Some(a)) => {
                self.cards[a.index()].increase += 1;
                log_line!(self, "{} gets an increase marker", self.name(a));
            }
            _ => {}
        }
        match (ability, target, source) {
            (Ability::ScorchSector, Some(Target::Sector { seat: s, biome }), _) => {
                self.damage_sector(s as usize, biome, 2);
            }
            (Ability::NullSurge, Some(Target::Item(id)), _) => {
                if let Some(i) = self.item_index(id) {
                    let what = self.item_name(i);
                    if !self.queue[i].cancelled {
                        self.queue[i].cancelled = true;
                        log_line!(self, "{what} is cancelled");
                    }
                }
            }
            (Ability::ScoutUnlock, _, Some(s)) if self.on_planet(s) => {
                self.cards[s.index()].locked = false;
                log_line!(self, "{} unlocks", self.name(s));
            }
            (Ability::SkimmerMarker, _, Some(s)) if self.card(s).loc == Loc::Staging && !self.card(s).locked => {
                self.cards[s.index()].increase += 1;
                log_line!(self, "{} gets an increase marker", self.name(s));
            }
            (Ability::TidalArchive, _, Some(_)) if self.players[seat].hand.len() <= 3 => {
                log_line!(self, "{} draws a card (Tidal Archive)", seat_name(seat));
                self.draw(seat, 1);
            }
            _ => {}
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
        log_line!(self, "{} loses {} by collapse", seat_name(seat), super::super::cards::BIOME_NAMES[b as usize]);
        if let Some(Pending::Collapse { more, .. }) = &mut self.pending {
            *more -= 1;
        }
        self.settle_collapse();
    }
}
