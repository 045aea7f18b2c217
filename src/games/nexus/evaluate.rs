//! A heuristic estimate of how well the match stands for a seat, for the computer player
//! to cut its playouts short (see [`crate::engine::Hints::evaluate`]).
//!
//! A match is lost with the second biome (NX-11.2), lost when its sector reaches 0
//! durability (NX-11.1) or by collapse on an empty deck (NX-11.4). So the estimate
//! weighs, as the lead of the seat over the other side:
//!
//! - biomes already lost, and the *durability to the next losses*: the sum of the
//!   weakest sectors still standing that the other side must break (one after one biome
//!   lost, two before), and all durability left;
//! - the board that will break sectors or stop attackers: agents' attack, their
//!   remaining health (defense less the damage on them), and how many there are;
//! - the energy that pays for them (sources in staging: anomalies and converted cards,
//!   by the energy they make) and the cards in hand (to seven, the hand limit);
//! - an empty deck ahead (each draw from it collapses a biome);
//! - whose turn it is (the active player attacks first).
//!
//! Each is a difference between the two sides, so the two seats' estimates sum to one.
//! The weights are a logistic regression on the outcomes of random games, the play the
//! search's playouts would otherwise continue with (`examples/fit_nexus_evaluation.rs`).

use super::cards::Kind;
use super::state::Nexus;
use crate::engine::{Seat, Term};

/// Number of features.
pub const NF: usize = 9;
/// Feature names, for the fitting harness.
pub const FEATURES: [&str; NF] = [
    "biomes lost",
    "durability to the match loss",
    "durability left",
    "agents' attack",
    "agents' health",
    "agents",
    "energy",
    "hand",
    "deck empty soon",
];
/// What each feature counts, as the Hint says it (the same order as [`FEATURES`]).
const WHAT: [&str; NF] = [
    "biomes lost",
    "the durability between you and losing the match",
    "durability left in your sectors",
    "your agents' attack",
    "your agents' health left",
    "how many agents you have",
    "the energy your staging makes",
    "cards in your hand",
    "an empty deck ahead",
];

/// The weights of the features (the logistic's slope per unit of lead).
pub const WEIGHTS: [f64; NF] = [-0.52, 0.081, 0.024, 0.231, 0.12, -0.264, 0.143, 0.266, 0.002];
/// Weight of being the active player.
pub const ACTIVE: f64 = -0.188;

impl Nexus {
    /// One side's raw features, see [`FEATURES`].
    pub(super) fn side_features(&self, s: Seat) -> [f64; NF] {
        let need = self.opts.biomes_to_lose_match as usize;
        let lost = self.lost_count(s);
        // Durabilities of the sectors still standing, weakest first.
        let mut left = [i32::MAX; 3];
        let mut n = 0;
        let mut total = 0;
        for b in 0..3 {
            if !self.lost[s][b] {
                let d = self.sectors[s][b].max(0);
                left[n] = d;
                n += 1;
                total += d;
            }
        }
        left[..n].sort_unstable();
        let to_loss: i32 = left[..n.min(need.saturating_sub(lost))].iter().sum();
        let (mut attack, mut health, mut agents) = (0, 0, 0);
        for a in self.agents(s) {
            agents += 1;
            attack += self.attack(a).max(0);
            health += (self.defense(a) - self.card(a).damage).max(0);
        }
        let p = &self.players[s];
        let mut energy = 0;
        for &c in &p.staging {
            let k = self.card(c);
            if k.converted || k.def().kind == Kind::Anomaly {
                if let Some((typed, void)) = self.output(c) {
                    energy += i32::from(typed.is_some()) + i32::from(void);
                }
            }
        }
        let deck_short = (3 - p.deck.len() as i32).max(0);
        [
            lost as f64,
            to_loss as f64,
            total as f64,
            attack as f64,
            health as f64,
            agents as f64,
            energy.min(8) as f64,
            p.hand.len().min(7) as f64,
            deck_short as f64,
        ]
    }

    /// The lead of `seat` over the other side in every feature, and +1 / -1 for being
    /// the active player or not (the last entry).
    pub fn features(&self, seat: Seat) -> [f64; NF + 1] {
        let a = self.side_features(seat);
        let b = self.side_features(1 - seat);
        let mut f = [0.0; NF + 1];
        for i in 0..NF {
            f[i] = a[i] - b[i];
        }
        f[NF] = if self.active == seat { 1.0 } else { -1.0 };
        f
    }

    /// See [`crate::engine::Hints::terms`]: each feature's lead times its weight, and
    /// the turn's, so [`Nexus::estimate`] is the logistic of their sum. None once the
    /// match is decided.
    pub fn terms(&self, seat: Seat) -> Vec<Term> {
        if self.book.outcome().is_some() {
            return Vec::new();
        }
        let f = self.features(seat);
        let mut out: Vec<Term> = WHAT.iter().zip(WEIGHTS.iter().zip(&f)).map(|(w, (k, x))| Term::new(*w, k * x)).collect();
        out.push(Term::new("whose turn it is", ACTIVE * f[NF]));
        out
    }

    /// See [`crate::engine::Hints::evaluate`]: 1, 0 or one half once decided, else a
    /// logistic of the weighted lead.
    pub fn estimate(&self, seat: Seat) -> f64 {
        if let Some(o) = self.book.outcome() {
            return o.value_for(seat);
        }
        let f = self.features(seat);
        let z: f64 = WEIGHTS.iter().zip(&f).map(|(w, x)| w * x).sum::<f64>() + ACTIVE * f[NF];
        1.0 / (1.0 + (-z).exp())
    }
}
