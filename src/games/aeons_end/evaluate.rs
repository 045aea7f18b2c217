//! The computer player's estimate of how well the mages stand (one value for every
//! seat: the game is cooperative). It weighs what decides the game in the C-5 tuning
//! notes: almost every loss is Gravehold falling, so Gravehold's life after the damage
//! already on the table (minions' PERSISTENT effects, powers about to resolve) counts
//! most; then how far the nemesis deck is gone (AE-14.2), the nemesis's lost life
//! (AE-14.1), the mages' life (exhaustion sends damage to Gravehold, AE-11), and what
//! their decks and breaches can do.

use super::cards::{CardKind, NemKind, NemType};
use super::state::{AeonsEnd, BreachState};

/// Gravehold damage per nemesis turn a minion in play stands for (player damage counts
/// half: the mages' life absorbs it until they are exhausted).
fn minion_threat(k: NemKind) -> f64 {
    match k {
        NemKind::DeepspawnTitan => 3.0,
        NemKind::Tidebreaker => 2.5,
        NemKind::SiltCrawler | NemKind::Kelpwarden => 2.0,
        NemKind::LanternEater => 1.0,
        NemKind::BarnacleSwarm => 0.5,
        _ => 0.0,
    }
}

/// The Gravehold-equivalent damage of a power when it resolves.
fn power_damage(k: NemKind) -> f64 {
    match k {
        NemKind::PressureFront => 8.0,
        NemKind::DrownedChoir => 6.0,
        NemKind::Undertow => 4.0,
        _ => 0.0,
    }
}

/// What a card adds to a deck: aether for gems, damage for spells, roughly.
fn card_worth(k: CardKind) -> f64 {
    match k {
        CardKind::Glimstone | CardKind::Flicker | CardKind::Cinderwick => 1.0,
        CardKind::QuarryHeart | CardKind::AshglassBead => 1.6,
        CardKind::Emberwisp | CardKind::GlyphOfTithing => 2.4,
        CardKind::TidewellOpal | CardKind::StormveinGeode | CardKind::BulwarkRune => 3.0,
        CardKind::KeepersLamp | CardKind::WayfindersCompass => 1.5,
        CardKind::SunderingTorrent => 6.0,
        CardKind::TestNull | CardKind::TestDraw => 0.0,
    }
}

/// The names of [`AeonsEnd::features`], in order.
pub const FEATURES: [&str; 7] = ["grave", "pressure", "gone", "dmg", "life", "strength", "opened"];

impl AeonsEnd {
    /// What the estimate weighs, each roughly in 0..=1: Gravehold's life, the damage on
    /// the table (minions and powers), the nemesis deck and minions gone, the nemesis's
    /// lost life, the mages' life (an exhausted mage counts below 0), their decks' worth
    /// and their opened breaches.
    pub fn features(&self) -> [f64; 7] {
        let n = &self.nemesis;
        let mut pressure = 0.0;
        let mut minion_life = 0.0;
        for p in &n.play {
            let k = self.nem_kind(p.card);
            match k.data().ty {
                NemType::Minion { .. } => {
                    // It acts every nemesis turn until killed; more life, more turns.
                    pressure += minion_threat(k) * (1.0 + p.life as f64 / 6.0);
                    minion_life += p.life as f64;
                }
                NemType::Power { tokens, .. } => {
                    let left = p.tokens.max(1) as f64;
                    pressure += power_damage(k) * (1.0 + (tokens as f64 - left) / tokens as f64) / 2.0;
                }
                NemType::Attack => {}
            }
        }
        let gmax = self.gravehold_max.max(1) as f64;
        let total = n.kinds.len().max(1) as f64;
        let gone = 1.0 - (n.deck.len() as f64 + n.play.len() as f64 + minion_life / 10.0) / total;
        let dmg = 1.0 - n.life as f64 / n.max_life.max(1) as f64;
        let mages = self.mages.len() as f64;
        let life = self
            .mages
            .iter()
            .map(|m| if m.exhausted { -0.5 } else { m.life as f64 / m.max_life.max(1) as f64 })
            .sum::<f64>()
            / mages;
        let (mut worth, mut opened) = (0.0, 0.0);
        for m in &self.mages {
            let cards = m.hand.iter().chain(&m.deck).chain(&m.discard).chain(&m.played);
            worth += cards.map(|&c| card_worth(self.kind(c))).sum::<f64>()
                + m.prepped().len() as f64
                + m.charges as f64 * 0.5;
            opened += m.breaches.iter().filter(|b| b.state == BreachState::Opened).count() as f64;
        }
        [
            self.gravehold as f64 / gmax,
            pressure / gmax,
            gone,
            dmg,
            life,
            (worth / mages - 10.0) / 40.0,
            (opened / mages - 1.0) / 3.0,
        ]
    }

    /// See [`crate::engine::Game::evaluate`]: 1 won, 0 lost, else a weighted estimate.
    pub fn estimate(&self) -> f64 {
        if let Some(o) = &self.outcome {
            return if o.winners.is_empty() { 0.0 } else { 1.0 };
        }
        let f = self.features();
        let z: f64 = WEIGHTS.iter().zip(f).map(|(w, x)| w * x).sum::<f64>() + BIAS;
        1.0 / (1.0 + (-z).exp())
    }
}

/// Logistic weights of [`AeonsEnd::features`].
const WEIGHTS: [f64; 7] = [4.0, -3.0, 3.0, 2.0, 0.5, 1.5, 0.3];
const BIAS: f64 = -4.0;
