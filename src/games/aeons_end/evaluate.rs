//! The computer player's estimate of the mages' chance to win (one value for every
//! seat: the game is cooperative), a logistic of what decides the game: Gravehold's
//! life against the damage still to come (minions and powers on the table, the cards
//! left in the nemesis deck, whose contents are public even if their order is not),
//! the race to empty the nemesis deck (AE-14.2) or its life (AE-14.1), the mages' life
//! (exhaustion sends damage to Gravehold, AE-11), and what their decks, breaches,
//! prepped spells and charges can do. The weights were fitted to the outcomes of games
//! of the greedy player (`policy.rs`; `examples/fit_aeons_end_evaluation.rs`).

use super::cards::{breach_bonus, CardType, NemCardKind};
use super::state::{AeonsEnd, BreachState};
use super::worth::{card_aether, card_damage, card_danger, minion_threat, power_damage, unleash_danger};

/// The names of [`AeonsEnd::features`], in order.
pub const FEATURES: [&str; NF] = [
    "grave", "pressure", "deck_left", "dmg", "life", "exhausted", "spell_dmg", "aether", "opened", "prepped",
    "charges", "minion_life", "in_hand",
];

/// How many features the estimate weighs.
pub const NF: usize = 13;

impl AeonsEnd {
    /// What the estimate weighs, each roughly in 0..=1: Gravehold's life; the damage on
    /// the table (minions and powers); the danger left in the nemesis deck; the nemesis's
    /// lost life; the mages' life and how many are exhausted; their decks' damage and
    /// aether per hand; their opened breaches (bonus ones count double); the damage
    /// prepped now; their charges; the minions' life left.
    pub fn features(&self) -> [f64; NF] {
        let n = &self.nemesis;
        let u = unleash_danger(n.def, n.unleash);
        let mut pressure = 0.0;
        let mut minion_life = 0.0;
        for p in &n.play {
            let k = self.nem_kind(p.card);
            match k.kind {
                NemCardKind::Minion => {
                    // It acts every nemesis turn until killed; more life, more turns.
                    pressure += minion_threat(k, n.def, u) * (1.0 + p.life as f64 / 6.0);
                    minion_life += p.life as f64;
                }
                NemCardKind::Power => {
                    let tokens = k.tokens.unwrap_or(1).max(1) as f64;
                    let left = p.tokens.max(1) as f64;
                    pressure += power_damage(k, n.def, u) * (1.0 + (tokens - left) / tokens) / 2.0;
                }
                NemCardKind::Attack => {}
            }
        }
        let in_deck = |k| card_danger(k, n.def, u);
        let total_danger: f64 = n.kinds.iter().filter(|k| k.tier > 0).map(|&k| in_deck(k)).sum::<f64>().max(1.0);
        let deck_left = n.deck.iter().map(|&c| in_deck(self.nem_kind(c))).sum::<f64>() / total_danger;
        let gmax = self.gravehold_max.max(1) as f64;
        let mages = self.mages.len() as f64;
        let (mut life, mut exhausted, mut spell_dmg, mut aether) = (0.0, 0.0, 0.0, 0.0);
        let (mut opened, mut prepped, mut charges) = (0.0, 0.0, 0.0);
        // What this turn can still do: aether in the pool and in the hands' gems, the
        // damage of the hands' spells.
        let mut in_hand = (self.aether + self.restricted) as f64;
        for (seat, m) in self.mages.iter().enumerate() {
            if m.exhausted {
                exhausted += 1.0;
            } else {
                life += m.life as f64 / m.max_life.max(1) as f64;
            }
            for &c in &m.hand {
                let k = self.kind(c);
                in_hand += card_aether(k) + card_damage(k);
            }
            let (mut count, mut d, mut a) = (0.0, 0.0, 0.0);
            for &c in m.hand.iter().chain(&m.deck).chain(&m.discard).chain(&m.played) {
                let k = self.kind(c);
                count += 1.0;
                a += card_aether(k);
                if k.kind == CardType::Spell {
                    d += card_damage(k);
                }
            }
            for i in m.prepped() {
                let base = m.breaches[i].spell.map_or(0.0, |c| card_damage(self.kind(c)));
                count += 1.0;
                d += base;
                prepped += (self.cast_damage(seat, i, None) as f64).max(base);
            }
            let count: f64 = if count > 0.0 { count } else { 1.0 };
            spell_dmg += 5.0 * d / count;
            aether += 5.0 * a / count;
            opened += m
                .breaches
                .iter()
                .enumerate()
                .skip(1)
                .filter(|(_, b)| b.state == BreachState::Opened)
                .map(|(i, _)| 1.0 + breach_bonus(i) as f64)
                .sum::<f64>();
            charges += m.charges as f64 / m.max_charges().max(1) as f64;
        }
        [
            self.gravehold as f64 / gmax,
            pressure / gmax,
            deck_left,
            1.0 - n.life as f64 / n.max_life.max(1) as f64,
            life / mages,
            exhausted / mages,
            spell_dmg / mages / 5.0,
            aether / mages / 10.0,
            opened / mages / 5.0,
            prepped / mages / 10.0,
            charges / mages,
            minion_life / 20.0,
            in_hand / mages / 10.0,
        ]
    }

    /// See [`crate::engine::Hints::evaluate`]: 1 won, 0 lost, else the fitted logistic.
    pub fn estimate(&self) -> f64 {
        if let Some(o) = self.book.outcome() {
            return if o.winners.is_empty() { 0.0 } else { 1.0 };
        }
        let f = self.features();
        let z: f64 = WEIGHTS.iter().zip(f).map(|(w, x)| w * x).sum::<f64>() + BIAS;
        1.0 / (1.0 + (-z).exp())
    }
}

/// Logistic weights of [`AeonsEnd::features`]. Gravehold, the table's pressure, the
/// nemesis deck, exhaustion and charges as fitted by `examples/fit_aeons_end_evaluation.rs` (`ZERO=1`,
/// 224,449 positions of 3000 games of the greedy player as it now is, log loss 0.63: the
/// nemesis deck's order decides much); the rest set by hand, because in greedy games
/// they come out with the wrong sign or near zero (long games have bigger decks and more
/// charges, not better chances) and the search reads them as advice: it gained charges
/// instead of prepping and buying while charges weighed 1.0 and the hands (aether not
/// yet spent, spells not yet prepped) outweighed the prepped spells. Prepped damage now
/// outweighs the same damage in hand, and the constant puts the start near the greedy
/// player's 59%.
pub const WEIGHTS: [f64; NF] = [4.69, -3.69, -6.51, 1.0, 0.5, -2.0, 1.0, 1.0, 0.8, 0.8, 0.37, -0.2, 0.1];
/// The logistic's constant.
pub const BIAS: f64 = 0.9;
