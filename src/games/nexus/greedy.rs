//! The greedy player's estimate of a Nexus position ([`crate::engine::Hints::greedy_evaluate`]).
//!
//! The search's estimate ([`Nexus::estimate`]) is a regression on who won, over whole
//! games: a card in hand weighs more than an agent on the planet, and the side not to act
//! looks better. Right for a cut-off, it misleads a single ply: a greedy player on it
//! never plays a card (the card leaves the hand before it is paid for, NX-5.4) and
//! always passes. This estimate is written by hand from the rules on the same features
//! (`Nexus::side_features`): biomes lost lose the match (NX-11.6), so they weigh most;
//! then the durability the other side must still break, the agents that attack and
//! block (NX-9), and the energy sources that pay for more (NX-5). The hand and whose turn
//! it is count for nothing.
//!
//! A single ply sees a step of a longer action, so the estimate looks where each step
//! leads:
//! - a card being paid for or waiting on the queue counts as if it had arrived (an agent
//!   for its attack, defense and one agent; any other card for its cost in energy);
//! - a battle under way (attackers being declared, declared, or fighting, and the
//!   defenders against them) counts as the damage step would leave it ([`Nexus::forecast`]):
//!   an unblocked attacker's attack off the enemy sector, a blocked one's on its
//!   defenders and theirs on it, the terminated agents gone.

use super::action::CardId;
use super::cards::Kind;
use super::evaluate::NF;
use super::state::{ItemKind, Loc, Nexus, Paying, Pending, Step};
use crate::engine::Seat;

/// Weights of the lead in each feature of `side_features`, in its order: biomes lost,
/// durability to the match loss, durability left, agents' attack, agents' health,
/// agents, energy (to 8), hand (to 7), deck running out.
const WEIGHTS: [f64; NF] = [-3.0, 0.3, 0.05, 0.35, 0.2, 0.3, 0.25, 0.0, -0.3];
/// What a point of cost of a card under way other than an agent is worth.
const COST: f64 = 0.1;
/// The slope of the logistic curve from the weighted lead to a win chance.
const SLOPE: f64 = 0.5;

impl Nexus {
    /// A logistic of the weighted lead over the other side, as the battle under way
    /// would leave it (see the module doc).
    pub fn greedy_estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return o.value_for(seat);
        }
        let after = self.forecast();
        let at = after.as_ref().unwrap_or(self);
        let mine = at.side_features(seat);
        let theirs = at.side_features(1 - seat);
        let lead: f64 = WEIGHTS.iter().zip(mine.iter().zip(&theirs)).map(|(w, (a, b))| w * (a - b)).sum();
        let lead = lead + self.under_way(seat) - self.under_way(1 - seat);
        1.0 / (1.0 + (-SLOPE * lead).exp())
    }

    /// What `seat` has paid for or put on the queue and not yet seen arrive, in the
    /// weights of the features it will add to.
    fn under_way(&self, seat: Seat) -> f64 {
        let queued = self.queue.iter().filter(|i| i.controller == seat && !i.cancelled).filter_map(|i| match i.kind {
            ItemKind::Card { card, .. } => Some(card),
            _ => None,
        });
        let paying = match &self.pending {
            Some(Pending::Pay { seat: s, paying: Paying::Card { card, .. }, .. }) if *s == seat => Some(*card),
            _ => None,
        };
        queued
            .chain(paying)
            .map(|c| {
                let d = self.card(c).def();
                if d.kind == Kind::Agent {
                    WEIGHTS[3] * d.attack.max(0) as f64 + WEIGHTS[4] * d.defense.max(0) as f64 + WEIGHTS[5]
                } else {
                    COST * d.cost.total() as f64
                }
            })
            .sum()
    }

    /// The position as the battle under way would leave it, or `None` when no attacker
    /// is declared or being declared, or once the damage step has begun (the position
    /// then holds the damage dealt; the one choice left there, a split, NX-9.4.3, is
    /// weighed on it as it is): each attacker still in its biome deals its attack
    /// to the enemy sector of that biome when nothing blocks it (NX-9.4.2), else to its
    /// defenders in order, each up to its terminal damage and the rest on the last
    /// (NX-9.4.3); each defender deals its attack back (NX-9.4.4); agents whose damage
    /// reaches their defense are gone (NX-9.4.5). Ranged and melee strike together here.
    fn forecast(&self) -> Option<Nexus> {
        if matches!(self.step, Step::DamageRanged | Step::DamageMelee | Step::Retreat) {
            return None;
        }
        let mut attackers: Vec<CardId> = self.draft.attackers.iter().chain(&self.battle.attackers).copied().collect();
        let mut blocks: Vec<(CardId, CardId)> = self.draft.blocks.clone();
        for (a, ds) in &self.battle.blocks {
            blocks.extend(ds.iter().map(|&d| (d, *a)));
        }
        for i in self.queue.iter().filter(|i| !i.cancelled) {
            match &i.kind {
                ItemKind::Attack { agents } => attackers.extend(agents.iter().copied()),
                ItemKind::Defend { blocks: b } => blocks.extend(b.iter().copied()),
                _ => {}
            }
        }
        if attackers.is_empty() {
            return None;
        }
        attackers.sort_unstable_by_key(|c| c.index());
        attackers.dedup();
        blocks.sort_unstable_by_key(|(d, a)| (d.index(), a.index()));
        blocks.dedup();
        let enemy = 1 - self.active;
        let mut g = self.clone();
        let mut damage: Vec<(CardId, i32)> = Vec::new();
        for &a in &attackers {
            let Loc::Biome(b) = self.card(a).loc else { continue };
            let (b, power) = (b as usize, self.attack(a).max(0));
            let defenders: Vec<CardId> = blocks.iter().filter(|(_, at)| *at == a).map(|(d, _)| *d).collect();
            if defenders.is_empty() {
                g.damage_sector(enemy, b as u8, power);
                g.lost[enemy][b] |= g.sectors[enemy][b] <= 0;
                continue;
            }
            let mut left = power;
            for (k, &d) in defenders.iter().enumerate() {
                let give = if k + 1 == defenders.len() { left } else { left.min(self.terminal(d)) };
                left -= give;
                damage.push((d, give));
                damage.push((a, self.attack(d).max(0)));
            }
        }
        for (c, dmg) in damage {
            g.cards[c.index()].damage += dmg;
        }
        for s in 0..2 {
            for b in 0..3 {
                let gone: Vec<CardId> = g.players[s].biomes[b]
                    .iter()
                    .copied()
                    .filter(|&c| g.is_agent(c) && g.lethal_damage(c))
                    .collect();
                for c in gone {
                    g.players[s].biomes[b].retain(|&x| x != c);
                    g.cards[c.index()].loc = Loc::Cache;
                }
            }
        }
        Some(g)
    }
}
