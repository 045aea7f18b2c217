//! Table options: the decks, the planet, and every inferred rule of the brief's
//! Appendix A as a knob with the brief's default. Unknown fields are refused.

use serde::{Deserialize, Serialize};

pub use super::cards::decks::DeckChoice;

/// Which planet: Halvard's Reach (with influences) or the Test Planet (none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Planet {
    #[default]
    HalvardsReach,
    Test,
}

/// Whose cards unlock at Refresh (NX-7.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scope {
    #[default]
    ActivePlayerOnly,
    BothPlayers,
}

/// Who holds the floor after an execution (NX-6.5.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FloorAfter {
    #[default]
    Active,
    /// The window's leader.
    Leader,
}

/// Which player's simultaneous reactives enter the queue first (NX-10.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReactiveOrder {
    #[default]
    ActiveFirstIntoQueue,
    NonActiveFirstIntoQueue,
}

/// The only energy model the brief describes (NX-5.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnergyModel {
    #[default]
    PayOnDemandNoPool,
}

/// The only conversion model the brief describes (NX-5.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConvertModel {
    #[default]
    FaceUpSource1OfAlignment,
}

/// The only anomaly model the brief describes (NX-3.8.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnomalyModel {
    #[default]
    LockToProduce,
}

/// How much a draw from an empty deck costs (NX-11.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CollapsePer {
    /// One biome per draw instruction.
    #[default]
    DrawInstruction,
    /// One biome per card that could not be drawn.
    Card,
}

/// What happens when both players lose at the same check (NX-11.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SimultaneousLoss {
    #[default]
    Draw,
    /// The active player loses.
    ActivePlayerLoses,
}

/// Table options. Missing fields take the default; unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NexusOptions {
    pub p1_deck: DeckChoice,
    pub p2_deck: DeckChoice,
    /// NX-2.1: 1 (the first match win ends the game) or 3 (first to two match wins).
    #[serde(skip_serializing_if = "is_one")]
    pub best_of: u8,
    /// NX-2.2: the reserve P1 brings to a best of three, as card ids (up to 12). Not
    /// given: a premade deck's own reserve, none with a list. A best of one ignores it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p1_reserve: Option<Vec<String>>,
    /// NX-2.2: the same for P2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p2_reserve: Option<Vec<String>>,
    pub planet: Planet,
    /// NX-7.1
    pub refresh_scope: Scope,
    /// NX-7.3
    pub attack_locks: bool,
    /// NX-7.5
    pub defend_locks: bool,
    /// NX-9.3.3
    pub defender_same_biome: bool,
    /// NX-9.4.3
    pub trample: bool,
    /// NX-9.3.6
    pub stay_defended: bool,
    /// NX-9.4.3
    pub terminal_uses_marked_damage: bool,
    /// NX-6.3.2
    pub speed2_answers_speed3: bool,
    /// NX-6.5.2
    pub floor_after_execution: FloorAfter,
    /// NX-10.3
    pub reactive_order: ReactiveOrder,
    /// NX-5.4
    pub energy_model: EnergyModel,
    /// NX-5.6
    pub convert_model: ConvertModel,
    /// NX-3.8.3
    pub anomaly_model: AnomalyModel,
    /// NX-5.5 / 5.6
    pub resource_plays_need_empty_queue: bool,
    /// NX-11.2
    pub biomes_to_lose_match: u8,
    /// NX-11.4
    pub collapse_per: CollapsePer,
    /// NX-11.7
    pub simultaneous_loss: SimultaneousLoss,
    /// NX-11.1
    pub lost_biome_closed: bool,
    /// NX-3.7.3
    pub gear_detach_on_retreat: bool,
    /// NX-9.2.5
    pub no_attack_skips_defend: bool,
    /// NX-12.4
    pub mulligan_hand_size: u8,
    /// NX-8.5.2
    pub discard_scope: Scope,
    /// NX-2.2 (specials are undefined; only `false` is accepted)
    pub specials_enabled: bool,
    /// Not in Appendix A, a table setting: a player holding the floor who has no legal
    /// action but passing passes by itself (as digital card games do). Off, every pass
    /// is asked for.
    pub auto_pass: bool,
}

impl Default for NexusOptions {
    fn default() -> Self {
        Self {
            p1_deck: DeckChoice::A,
            p2_deck: DeckChoice::B,
            best_of: 1,
            p1_reserve: None,
            p2_reserve: None,
            planet: Planet::HalvardsReach,
            refresh_scope: Scope::ActivePlayerOnly,
            attack_locks: true,
            defend_locks: false,
            defender_same_biome: true,
            trample: false,
            stay_defended: true,
            terminal_uses_marked_damage: true,
            speed2_answers_speed3: false,
            floor_after_execution: FloorAfter::Active,
            reactive_order: ReactiveOrder::ActiveFirstIntoQueue,
            energy_model: EnergyModel::PayOnDemandNoPool,
            convert_model: ConvertModel::FaceUpSource1OfAlignment,
            anomaly_model: AnomalyModel::LockToProduce,
            resource_plays_need_empty_queue: true,
            biomes_to_lose_match: 2,
            collapse_per: CollapsePer::DrawInstruction,
            simultaneous_loss: SimultaneousLoss::Draw,
            lost_biome_closed: true,
            gear_detach_on_retreat: false,
            no_attack_skips_defend: true,
            mulligan_hand_size: 6,
            discard_scope: Scope::ActivePlayerOnly,
            specials_enabled: false,
            auto_pass: true,
        }
    }
}

fn is_one(n: &u8) -> bool {
    *n == 1
}
