//! The designs the rules work with, by reference into the pool (`content/`), and the
//! fixed breach data of AE-1.6.

use serde::{Deserialize, Serialize};

pub use super::content::{
    AbilityDef, CardDef, CardType, MageDef, NemCardDef, NemCardKind, NemesisDef, Origin, Timing,
};

/// A player card design.
pub type CardKind = &'static CardDef;
/// A mage mat.
pub type MageKind = &'static MageDef;
/// A nemesis card design.
pub type NemKind = &'static NemCardDef;
/// A nemesis mat.
pub type NemesisKind = &'static NemesisDef;

/// Attack, minion (life) or power (tokens, TO DISCARD cost) as a view shows it (AE-1.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NemType {
    Attack,
    Minion {
        life: u32,
    },
    Power {
        tokens: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discard_cost: Option<u32>,
    },
}

impl NemCardDef {
    /// Its type and numbers.
    pub fn ty(&self) -> NemType {
        match self.kind {
            NemCardKind::Attack => NemType::Attack,
            NemCardKind::Minion => NemType::Minion { life: self.life.unwrap_or(1) },
            NemCardKind::Power => NemType::Power { tokens: self.tokens.unwrap_or(1), discard_cost: self.to_discard },
        }
    }
}

/// Focus cost of a breach position (AE-1.6).
pub fn focus_cost(pos: usize) -> u32 {
    [0, 2, 3, 4][pos]
}

/// The open cost of a closed breach at `stage` (AE-1.6, AE-6.5).
pub fn open_cost(pos: usize, stage: u8) -> u32 {
    const COSTS: [[u32; 4]; 4] = [[0, 0, 0, 0], [5, 4, 3, 2], [9, 7, 5, 3], [13, 10, 7, 4]];
    COSTS[pos][stage.min(3) as usize]
}

/// Extra damage for spells cast from this breach while opened (AE-5.6).
pub(crate) fn breach_bonus(pos: usize) -> u32 {
    [0, 0, 1, 1][pos]
}
