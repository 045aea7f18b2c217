//! Defend step (NX-9.3): declaring defenders, each blocking one attacker, several per
//! attacker; the attacking player orders them when the defense executes (NX-9.3.4).

use crate::log_line;
use super::super::super::action::CardId;
use super::super::super::state::{seat_name, ItemKind, Nexus, Pending, Step};
use super::super::Refusal;

impl Nexus {
    /// NX-9.3.3: an unlocked agent of the defending player, in the attacker's biome.
    pub(crate) fn check_block(&self, defender: CardId, attacker: CardId) -> Result<(), Refusal> {
        let seat = Self::other(self.active);
        if self.step != Step::DefendDeclare || self.pending.is_some() {
            return Err(Refusal::new("NX-9.3.3", "defenders are declared only in the defend step"));
        }
        if defender.index() >= self.cards.len() || defender.owner() != seat || !self.is_agent(defender) {
            return Err(Refusal::new("NX-9.3.3", "defend with one of your own agents"));
        }
        if attacker.index() >= self.cards.len() || !self.attacking(attacker) {
            return Err(Refusal::new("NX-9.3.3", "a defender must block one of the attackers"));
        }
        if self.card(defender).locked {
            return Err(Refusal::new("NX-9.3.3", "a locked agent cannot defend"));
        }
        let db = self.biome_of(defender);
        if db.is_none() || (self.opts.defender_same_biome && db != self.biome_of(attacker)) {
            return Err(Refusal::new("NX-9.3.3", "a defender must be in the same biome as the attacker it blocks"));
        }
        if self.draft.blocks.iter().any(|b| b.0 == defender) {
            return Err(Refusal::new("NX-9.3.3", "each defender blocks exactly one attacker"));
        }
        Ok(())
    }

    pub(crate) fn block_candidates(&self) -> Vec<(CardId, CardId)> {
        let seat = Self::other(self.active);
        let mut v = Vec::new();
        for &d in self.players[seat].biomes.iter().flatten() {
            for &a in &self.battle.attackers {
                if self.check_block(d, a).is_ok() {
                    v.push((d, a));
                }
            }
        }
        v
    }

    /// The defense goes on the queue; the post-defend window opens (NX-9.3.5).
    pub(crate) fn confirm_defend(&mut self) {
        let blocks = std::mem::take(&mut self.draft.blocks);
        self.draft = Default::default();
        let seat = Self::other(self.active);
        if blocks.is_empty() {
            self.log_seat(seat, "does not defend");
        } else {
            let words: Vec<String> =
                blocks.iter().map(|&(d, a)| format!("{} blocks {}", self.name(d), self.name(a))).collect();
            log_line!(self, "{} defends: {}", seat_name(seat), words.join(", "));
            if self.opts.defend_locks {
                for &(d, _) in &blocks {
                    self.cards[d.index()].locked = true;
                }
            }
            self.push_item(seat, ItemKind::Defend { blocks }, None);
        }
        self.step = Step::PostDefend;
        self.open_window();
    }

    /// NX-9.3.4 / 9.3.6: blocks still valid take effect; attackers with a defender stay
    /// defended; the attacking player orders several defenders.
    pub(crate) fn execute_defend(&mut self, blocks: &[(CardId, CardId)]) {
        let mut per: Vec<(CardId, Vec<CardId>)> = Vec::new();
        for &(d, a) in blocks {
            let ok = self.is_agent(d)
                && self.attacking(a)
                && self.biome_of(d).is_some()
                && (!self.opts.defender_same_biome || self.biome_of(d) == self.biome_of(a));
            if !ok {
                continue;
            }
            match per.iter_mut().find(|p| p.0 == a) {
                Some(p) => p.1.push(d),
                None => per.push((a, vec![d])),
            }
        }
        self.battle.defended = per.iter().map(|p| p.0).collect();
        self.battle.blocks =
            per.iter().map(|(a, ds)| (*a, if ds.len() > 1 { Vec::new() } else { ds.clone() })).collect();
        log_line!(self, "The defense executes: {} attacker(s) defended", self.battle.defended.len());
        self.order_queue = per.into_iter().filter(|(_, ds)| ds.len() > 1).collect();
        self.next_order();
    }

    /// Asks the attacking player to order the next attacker's defenders.
    pub(crate) fn next_order(&mut self) {
        if self.pending.is_some() {
            return;
        }
        if let Some((attacker, left)) = self.order_queue.first().cloned() {
            self.order_queue.remove(0);
            self.pending = Some(Pending::OrderDefenders { seat: self.active, attacker, left });
            self.settle_order();
        }
    }

    /// Places a defender next in its attacker's damage order.
    pub(crate) fn order_defender(&mut self, defender: CardId) {
        if let Some(Pending::OrderDefenders { attacker, left, .. }) = &mut self.pending {
            let a = *attacker;
            left.retain(|&d| d != defender);
            if let Some(p) = self.battle.blocks.iter_mut().find(|p| p.0 == a) {
                p.1.push(defender);
            }
        }
        self.settle_order();
    }

    /// The last defender needs no choice.
    fn settle_order(&mut self) {
        if let Some(Pending::OrderDefenders { attacker, left, .. }) = &self.pending {
            if left.len() <= 1 {
                let (a, rest) = (*attacker, left.clone());
                if let Some(p) = self.battle.blocks.iter_mut().find(|p| p.0 == a) {
                    p.1.extend(rest);
                }
                let order: Vec<&str> = self
                    .battle
                    .blocks
                    .iter()
                    .find(|p| p.0 == a)
                    .map(|p| p.1.iter().map(|&d| self.name(d)).collect())
                    .unwrap_or_default();
                log_line!(self, "{} takes its defenders in order: {}", self.name(a), order.join(", "));
                self.pending = None;
                self.next_order();
            }
        }
    }
}
