//! Altered's ability language: what a card's abilities are made of, as its set file
//! writes them (docs/cards-as-data.md). A Reaction is a trigger, an optional condition
//! and steps (AL-13.1); a spell's effect and a quick action's are steps (AL-8.4,
//! AL-8.7); a step is one verb done to whom it names (AL-14.1), optionally "you may"
//! or "if ..." (AL-14.2). One interpreter runs them all (`rules/effects.rs`).

use serde::{Deserialize, Serialize};

/// What wakes a Reaction (AL-13.2). Self-move triggers (about this object arriving
/// somewhere) activate from the object as it is after the event; the others from
/// objects in play before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// "Arrive —": I join the Expedition zone or the Landmark zone (self-move).
    Arrive,
    /// "From Hand —": I am played from Hand (self-move, AL-13.3).
    FromHand,
    /// "From Reserve —": I am played from Reserve (self-move, AL-13.3).
    FromReserve,
    /// "At Noon —" (AL-5.0.2, AL-5.2.1).
    AtNoon,
    /// "At Dusk —": when Dusk starts, before Progress (AL-5.0.2).
    AtDusk,
    /// "At Night —": when Night starts, before Rest (AL-5.0.2).
    AtNight,
    /// "When I am sacrificed —" (works from before the event, AL-13.2).
    Sacrificed,
    /// "When I go to Reserve —" (self-move: from the object that arrived there, AL-13.2).
    ToReserve,
    /// "When my Expedition moves forward —" (AL-5.4.8).
    MyExpeditionMoves,
    /// "When a token is created under your control —".
    TokenCreated,
    /// "When a Character joins my Expedition —" (AL-2.9: a switch joins too).
    JoinsMyExpedition,
}

/// Whose objects a choice or a group takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    Yours,
    Opponents,
    Any,
}

/// The zone a choice picks from (AL-3.1). "A Character" means one in play (AL-2.10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    #[default]
    Expedition,
    Reserve,
    Landmarks,
}

/// Which objects of the zone qualify.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Characters (tokens included).
    #[default]
    Character,
    /// Gear (Expedition Permanents).
    Gear,
    /// Any card (in Reserve or the Landmark zone).
    Card,
}

/// A choice made during resolution (AL-8.3): targets, unless the step sacrifices
/// (chosen, not targeted, AL-14.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Select {
    /// How many; with `up_to`, fewer (even none) may be chosen.
    #[serde(default = "one")]
    pub count: u8,
    #[serde(default)]
    pub up_to: bool,
    pub whose: Whose,
    /// Not the ability's source.
    #[serde(default)]
    pub other: bool,
    /// Only in the source's expedition ("in my Expedition").
    #[serde(default)]
    pub in_my_expedition: bool,
    #[serde(default)]
    pub zone: Zone,
    #[serde(default)]
    pub kind: Kind,
    /// Only those with at most this Hand Cost.
    #[serde(default)]
    pub max_cost: Option<u8>,
}

fn one() -> u8 {
    1
}

/// A group taken without choosing ("each Character in my Expedition").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Group {
    pub whose: Whose,
    #[serde(default)]
    pub other: bool,
    #[serde(default)]
    pub in_my_expedition: bool,
}

/// Whom a step acts on (AL-13.5: "I" is the source, "it" the triggering object).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    Me,
    It,
    /// What the previous step acted on ("Then it gains 1 boost").
    That,
    Choose(Select),
    All(Group),
}

/// Statuses an effect can give (AL-10): Boosted comes from boosts, never directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Anchored,
    Asleep,
    Fleeting,
    Exhausted,
}

/// How long a modifier lasts (AL-9.6: Emblem-Ongoing durations).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    Turn,
    Afternoon,
    Day,
}

/// Where a moved card goes (AL-14.5 "send"; its owner's zone, AL-3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dest {
    Reserve,
    Hand,
    Discard,
}

/// Where a created token goes (AL-14.5 "Create").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// The source's expedition ("in my Expedition").
    MyExpedition,
    YourHero,
    YourCompanion,
    /// One in each of your expeditions, in one step (AL-2.8: timestamps at once).
    EachOfYours,
    /// In the opponent's Companion Expedition, under their control (AL-1.2: you own it).
    OpponentsCompanion,
}

/// Which expedition moves (AL-4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expedition {
    /// The source's own expedition.
    Mine,
    /// The opponent's expedition facing it (AL-1.5).
    Facing,
}

/// Forward or backward (AL-4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    Forward,
    Backward,
}

/// The verb of a step (AL-14.5's keyword actions and the starter set's effects).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Op {
    /// Gains N boosts (AL-11).
    Boost(u8),
    /// Doubles its boosts (AL-11.5: doubling none is impossible).
    DoubleBoosts,
    /// Gains a status (AL-10).
    Gain(Status),
    /// Loses exhausted (AL-14.5 Ready).
    Ready,
    /// Gets these Forest / Mountain / Water changes for a while (AL-9.6 Emblem-Ongoing).
    Modify { stats: [i32; 3], until: Duration },
    /// Switches expeditions (AL-2.9).
    Switch,
    /// Goes to its owner's zone (AL-14.5 "send").
    Send(Dest),
    /// Is sacrificed (AL-14.5): chosen, never targeted.
    Sacrifice,
    /// You draw N (AL-14.5).
    Draw(u8),
    /// You Resupply (AL-14.5).
    Resupply,
    /// The top card of your Deck goes to your Mana zone, exhausted (AL-7.1).
    ManaFromDeck,
    /// Creates a token of that design (AL-14.5 "Create").
    Create { token: String, place: Place },
    /// An expedition moves one region (AL-4.4).
    Move { expedition: Expedition, dir: Dir },
    /// Each Landmark card of your Reserve goes into your Landmark zone (not played).
    LandmarksFromReserve,
    /// "After You" (AL-5.3.5): the turn ends once Reactions are done; not a pass.
    AfterYou,
}

impl Op {
    /// Whether the verb acts on objects (and so needs `who`).
    pub fn on_objects(&self) -> bool {
        matches!(
            self,
            Op::Boost(_)
                | Op::DoubleBoosts
                | Op::Gain(_)
                | Op::Ready
                | Op::Modify { .. }
                | Op::Switch
                | Op::Send(_)
                | Op::Sacrifice
        )
    }
}

/// A condition (AL-13.1 after a trigger, AL-14.2 "if X" before a step).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Cond {
    /// The previous step was started ("if you did", AL-14.2).
    YouDid,
    /// The source's expedition is behind the one facing it (AL-4.5).
    MyExpeditionBehind,
    /// You have at most N cards in Hand.
    HandAtMost(u8),
    /// You have at least N cards in Reserve.
    ReserveAtLeast(u8),
}

/// One step: `op` done to `who`, if `cond`, and only if the controller agrees (`may`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(rename = "do")]
    pub op: Op,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub who: Option<Who>,
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    pub cond: Option<Cond>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub may: bool,
}

/// A Reaction: `trigger[, condition] — steps` (AL-13.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reaction {
    pub when: Trigger,
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    pub cond: Option<Cond>,
    #[serde(rename = "do")]
    pub steps: Vec<Step>,
}

/// A quick action (AL-8.7): "exhaust me" and mana, then steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quick {
    #[serde(default)]
    pub mana: u8,
    #[serde(rename = "do")]
    pub steps: Vec<Step>,
}

/// Which Characters a passive modifier applies to (AL-14.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// Characters its controller has in its expedition (a Gear's "my Expedition").
    MyExpedition,
    /// Every Character its controller has in play.
    Yours,
}

/// A passive statistic modifier (AL-14.4, AL-5.4.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Passive {
    pub to: Scope,
    pub stats: [i32; 3],
}

/// Keyword abilities (AL-12) and the Fleeting keyword of spells (AL-10.6), as a set
/// file writes them: `"defender"`, `{"tough": 2}` ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Keyword {
    Defender,
    Eternal,
    Gigantic,
    Seasoned,
    Fleeting,
    Cooldown,
    Tough(u8),
    Scout(u8),
}

/// The keywords of one design, for quick reading by the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keywords {
    pub defender: bool,
    pub eternal: bool,
    pub gigantic: bool,
    pub seasoned: bool,
    pub fleeting: bool,
    pub cooldown: bool,
    /// Tough X (0: none, AL-12.5).
    pub tough: u8,
    /// Scout X (0: none, AL-12.6).
    pub scout: u8,
}

impl Keywords {
    pub fn of(list: &[Keyword]) -> Self {
        let mut k = Keywords::default();
        for w in list {
            match *w {
                Keyword::Defender => k.defender = true,
                Keyword::Eternal => k.eternal = true,
                Keyword::Gigantic => k.gigantic = true,
                Keyword::Seasoned => k.seasoned = true,
                Keyword::Fleeting => k.fleeting = true,
                Keyword::Cooldown => k.cooldown = true,
                Keyword::Tough(x) => k.tough = x,
                Keyword::Scout(x) => k.scout = x,
            }
        }
        k
    }
}
