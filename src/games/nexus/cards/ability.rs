//! Nexus's ability language, as a set file writes it (docs/cards-as-data.md): the
//! brief's suggested primitives (damage, stat changes until end of turn, markers, lock,
//! unlock, draw, cancel, produce) with one target each (NX-6.2.1, NX-6.6), reactive
//! skills at the three timing words (NX-10.2), activated skills with their speed and
//! lock cost (NX-10.4), and persistent modifiers (NX-10.1, NX-10.7). One interpreter runs
//! them (`rules/execute.rs`).

use serde::{Deserialize, Serialize};

/// Whose agents or sectors a target may be (NX-6.6.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    #[default]
    Any,
    Friendly,
    Enemy,
}

/// Which agents qualify as the target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentSel {
    #[serde(default)]
    pub whose: Whose,
    /// Not the skill's own card.
    #[serde(default)]
    pub other: bool,
    /// In a biome (not in staging).
    #[serde(default)]
    pub in_biome: bool,
    /// In the same biome as the skill's card.
    #[serde(default)]
    pub same_biome: bool,
    /// Unlocked.
    #[serde(default)]
    pub unlocked: bool,
    /// Without an increase marker.
    #[serde(default)]
    pub no_marker: bool,
}

/// What an effect targets (NX-6.6.1): one agent, one sector, or one card or skill in the
/// queue (never an advance, attack or defend action).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TargetSpec {
    Agent(AgentSel),
    Sector { whose: Whose },
    Queued,
}

/// On what a step acts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum On {
    /// The effect's target.
    #[default]
    Target,
    /// The skill's own card.
    Me,
    /// Its controller (drawing).
    You,
}

/// One primitive (the brief's Part 2 data shape, and a few more for the sets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Op {
    /// N damage to an agent, or N durability off a sector (NX-11.1).
    Damage(i32),
    /// Attack changes by N until end of turn (NX-10.6).
    Attack(i32),
    /// Defense changes by N until end of turn (NX-10.6).
    Defense(i32),
    /// N increase markers (+1/+1 each, NX-10.5).
    Marker(u8),
    Lock,
    Unlock,
    /// Its controller draws N (a failed draw collapses, NX-11.4).
    Draw(u8),
    /// Cancel the queued card or skill (NX-6.7).
    Cancel,
    /// The agent is terminated (to its owner's cache, NX-4.6).
    Terminate,
    /// All damage is removed from the agent.
    Repair,
    /// The agent returns to its owner's hand (it leaves the planet, NX-4.7).
    Recall,
    /// The sector regains N durability, up to its starting 10 (NX-4.5).
    Restore(i32),
}

/// One step of an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(rename = "do")]
    pub op: Op,
    #[serde(default)]
    pub on: On,
}

/// An effect: its target (chosen when the action is taken, NX-6.2.1) and its steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Effect {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetSpec>,
    #[serde(rename = "do")]
    pub steps: Vec<Step>,
}

/// A reactive skill's timing word (NX-10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum When {
    /// "Start of the turn" (Maintenance, NX-8.1.3).
    StartOfTurn,
    /// "Start of attack" (NX-9.2.1).
    StartOfAttack,
    /// "End of turn" (End step, NX-8.5.1).
    EndOfTurn,
}

/// Whose turn a reactive skill fires on (NX-10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Turn {
    Yours,
    Any,
    Opponents,
}

/// A condition of a reactive skill, checked when it triggers and again when it executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Cond {
    /// This agent attacked this turn.
    Attacked,
    /// This card is unlocked and in its controller's staging.
    UnlockedInStaging,
    /// This agent is in a biome.
    InBiome,
    /// Its controller has at most N cards in hand.
    HandAtMost(u8),
}

/// A reactive skill as a set file writes it (NX-10.1): it enters the queue when its
/// timing comes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reactive {
    pub when: When,
    pub turn: Turn,
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    pub cond: Option<Cond>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetSpec>,
    #[serde(rename = "do")]
    pub steps: Vec<Step>,
}

/// An activated skill as a set file writes it (NX-10.4): its speed, "lock this", an
/// energy cost in `{T}` notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Activated {
    pub speed: u8,
    #[serde(default)]
    pub lock: bool,
    #[serde(default)]
    pub cost: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetSpec>,
    #[serde(rename = "do")]
    pub steps: Vec<Step>,
}

/// What a source makes when locked (NX-5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Produce {
    /// One unit of this energy type ("E", "T" ...), if any.
    #[serde(default)]
    pub typed: Option<char>,
    /// And this much Void.
    #[serde(default)]
    pub void: u8,
    #[serde(default)]
    pub arrives_locked: bool,
}

/// What a modification or gear gives the constant it is attached to (NX-3.6.2, NX-3.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bonus {
    #[serde(default)]
    pub attack: i32,
    #[serde(default)]
    pub defense: i32,
    #[serde(default)]
    pub ranged: bool,
}

/// A persistent modifier of a card in staging to its controller's agents (NX-10.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Aura {
    #[serde(default)]
    pub melee_only: bool,
    #[serde(default)]
    pub ranged_only: bool,
    #[serde(default)]
    pub while_attacking: bool,
    #[serde(default)]
    pub while_defending: bool,
    #[serde(default)]
    pub attack: i32,
    #[serde(default)]
    pub defense: i32,
}
