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
//! it is count for nothing. An attack declared, or being declared, counts for its
//! attackers' attack (half of it where a defender stands in the way, NX-9.3): its damage
//! comes plies later, and a single ply would never attack without it.

use super::state::Nexus;
use crate::engine::Seat;

/// Weights of the lead in each feature of `side_features`, in its order: biomes lost,
/// durability to the match loss, durability left, agents' attack, agents' health,
/// agents, energy (to 8), hand (to 7), deck running out.
const WEIGHTS: [f64; super::evaluate::NF] = [-3.0, 0.3, 0.05, 0.35, 0.2, 0.3, 0.25, 0.0, -0.3];
/// What a point of attack declared against the other side is worth.
const THREAT: f64 = 0.3;
/// The slope of the logistic curve from the weighted lead to a win chance.
const SLOPE: f64 = 0.5;

impl Nexus {
    /// A logistic of the weighted lead over the other side (see the module doc).
    pub fn greedy_estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return o.value_for(seat);
        }
        let mine = self.side_features(seat);
        let theirs = self.side_features(1 - seat);
        let lead: f64 = WEIGHTS.iter().zip(mine.iter().zip(&theirs)).map(|(w, (a, b))| w * (a - b)).sum();
        let threat = THREAT * self.threat();
        let lead = if self.active == seat { lead + threat } else { lead - threat };
        1.0 / (1.0 + (-SLOPE * lead).exp())
    }

    /// The attack of the active side's agents declared (or being declared) to attack,
    /// halved for those a defender stands in front of.
    fn threat(&self) -> f64 {
        let blocked = |a| {
            self.draft.blocks.iter().any(|&(_, at)| at == a)
                || self.battle.blocks.iter().any(|(at, ds)| *at == a && !ds.is_empty())
        };
        let mut seen = Vec::new();
        let mut total = 0.0;
        for &a in self.draft.attackers.iter().chain(&self.battle.attackers) {
            if seen.contains(&a) {
                continue;
            }
            seen.push(a);
            let power = self.attack(a).max(0) as f64;
            total += if blocked(a) { 0.5 * power } else { power };
        }
        total
    }
}
