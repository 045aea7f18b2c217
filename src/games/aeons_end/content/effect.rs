//! Aeon's End's ability language: what a card, a mage's ability or a nemesis's mat does,
//! as data (docs/cards-as-data.md). An ability is a list of [`Effect`]s resolved in
//! printed order (AE-13.1); an effect names who it acts on ([`Who`], [`Foe`]), how much
//! ([`Amount`]) and when it applies ([`Cond`], [`On`]). One interpreter runs them
//! (`rules/effects.rs`); their words are written from them (`content/words.rs`).

#[cfg(not(target_arch = "wasm32"))]
use serde::Serialize;

/// Which mage or mages an effect names (AE-1.8, AE-9.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Who {
    /// The mage whose card or ability it is.
    You,
    /// One ally, chosen by you (yourself in a true solo game, AE-15.2).
    Ally,
    /// Every ally.
    EachAlly,
    /// One player, chosen by the team (AE-9.6).
    AnyPlayer,
    /// Every player, in player order.
    EachPlayer,
    /// The player with the lowest life, exhausted ones skipped (AE-11.2); ties are the team's.
    LowestLife,
    /// The player with the most charges (ties are the team's).
    MostCharges,
    /// The player with the most prepped spells (ties are the team's).
    MostPrepped,
    /// The player with the most cards in hand (ties are the team's).
    MostCards,
}

/// Which enemy (AE-1.8) damage goes to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Foe {
    /// One enemy, chosen (a spell's target, AE-5.5).
    #[default]
    Enemy,
    /// One minion, chosen.
    Minion,
    /// The nemesis.
    Nemesis,
    /// Every minion in play.
    EachMinion,
}

/// What an amount counts, for "N for each ...".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Count {
    /// Minions in play.
    MinionInPlay,
    /// Your opened breaches.
    YourOpenedBreach,
    /// Your prepped spells.
    YourPreppedSpell,
    /// Cards the nemesis's mat has given out and that are still in the mages' hands
    /// (its corruptions, see [`super::Corruption`]).
    CorruptionInHand,
}

/// A number: fixed, or so much for each of something.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(untagged))]
pub enum Amount {
    Fixed(u32),
    Per { each: u32, per: Count },
}

/// A condition, read when the effect resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Cond {
    /// Another spell was cast earlier this turn (before the one resolving).
    CastEarlierThisTurn,
    /// You hold your ability's maximum number of charges.
    YouHaveMaxCharges,
    /// At least one minion is in play.
    MinionInPlay,
    /// No minion is in play.
    NoMinionInPlay,
    /// The spell resolving was cast from an opened breach.
    CastFromOpenedBreach,
    /// You are exhausted.
    YouAreExhausted,
}

/// Extra damage when a condition holds ("If ..., deal N additional damage").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Bonus {
    pub cond: Cond,
    pub add: u32,
}

/// Damage to enemies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Hit {
    pub amount: Amount,
    pub to: Foe,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Option::is_none"))]
    pub plus_if: Option<Bonus>,
}

/// Something a mage or mages get or suffer, so much of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Give {
    pub who: Who,
    pub amount: u32,
}


/// Something done to one mage that may find nobody it can be done to; then `instead`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Loss {
    pub who: Who,
    pub amount: u32,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub instead: Vec<Effect>,
}

/// Minions of the nemesis's brood entering play; `instead` when the brood is empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Summon {
    pub amount: u32,
    #[cfg_attr(not(target_arch = "wasm32"), serde(skip_serializing_if = "Vec::is_empty"))]
    pub instead: Vec<Effect>,
}

/// Which breach a focus or an open acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum BreachPick {
    /// One of your closed breaches (none: nothing happens).
    YourClosed,
    /// A closed breach of any player.
    AnyClosed,
    /// The breach the effect before acted on.
    Same,
}

/// An optional cost and what it buys ("you may spend N aether to ...", AE-13.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct MayPay {
    pub aether: u32,
    #[cfg_attr(not(target_arch = "wasm32"), serde(rename = "do"))]
    pub effects: Vec<Effect>,
}

/// "If ..., ...".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct IfThen {
    pub cond: Cond,
    #[cfg_attr(not(target_arch = "wasm32"), serde(rename = "do"))]
    pub effects: Vec<Effect>,
}

/// Where chosen cards come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum From {
    Hand,
    Discard,
    HandOrDiscard,
}

/// Which cards may be chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Only {
    #[default]
    Any,
    Spell,
    Gem,
    Corruption,
}

/// Up to N cards of yours, chosen one by one (a "choose up to N" decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Cards {
    pub up_to: u32,
    pub from: From,
    pub only: Only,
}

/// One step of an ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Effect {
    /// Wording only: the next sentence begins "Then".
    Then,
    /// Gain N aether (AE-1.7).
    Aether(u32),
    /// Gain N aether that may only pay to focus or open a breach (AE-1.7).
    BreachAether(u32),
    /// Deal damage (AE-10.1, AE-10.2); one target per spell (AE-5.5).
    Damage(Hit),
    /// Charges (AE-12.1: never above the maximum).
    Charge(Give),
    /// Life for mages (AE-10.6; never for exhausted ones, AE-11.2).
    Life(Give),
    /// Gravehold gains life (AE-10.6).
    GraveholdLife(u32),
    /// Draw cards (AE-8.2).
    Draw(Give),
    /// Focus a breach (AE-1.6.1, AE-1.6.2).
    Focus(BreachPick),
    /// Open a closed breach, whatever its stage (AE-1.6.3).
    Open(BreachPick),
    /// An optional cost and what it does (AE-13.2).
    MayPay(MayPay),
    /// Choose exactly one (AE-6.1, AE-13.5).
    OneOf(Vec<Vec<Effect>>),
    /// Only if the condition holds.
    If(IfThen),
    /// Destroy up to N of your cards (AE-1.8 Destroy).
    DestroyCards(Cards),
    /// Return up to N of your cards from your discard pile to your hand.
    Recall(Cards),
    /// The card being played is destroyed (a corruption's end).
    DestroyThis,
    /// Resolve the nemesis's Unleash N times (AE-1.8).
    Unleash(u32),
    /// Gravehold suffers damage (AE-10.5).
    Gravehold(Amount),
    /// A mage or mages suffer damage (AE-10.4).
    Suffer(Give),
    /// A mage loses charges.
    LoseCharge(Loss),
    /// A mage discards one of their prepped spells (their choice).
    DiscardPrepped(Loss),
    /// A mage destroys one of their prepped spells (their choice).
    DestroyPrepped(Loss),
    /// The nemesis's counter rises (or falls) by N; at its maximum the mat's
    /// `counter_full` rule acts (AE-14.4).
    Counter(i32),
    /// The nemesis's counter returns to 0.
    ResetCounter,
    /// A mage gains the top corruption of the nemesis's pile onto their discard pile.
    Corrupt(Loss),
    /// N minions of the nemesis's brood enter play.
    Summon(Summon),
}

/// When a triggered rule acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum On {
    /// A mage's breach opens (by paying, focusing at stage 3 or an effect).
    BreachOpened,
    /// The start of your turn, before the casting phase.
    TurnStart,
    /// The end of a nemesis turn.
    NemesisTurnEnd,
    /// A power's POWER effect has resolved (AE-9.1).
    PowerResolved,
    /// A minion is defeated (AE-10.1).
    MinionDefeated,
    /// The nemesis's counter reaches its maximum.
    CounterFull,
    /// A mage casts a spell (AE-5.4).
    SpellCast,
}

/// A triggered rule: when, and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct Trigger {
    pub on: On,
    #[cfg_attr(not(target_arch = "wasm32"), serde(rename = "do"))]
    pub effects: Vec<Effect>,
}

/// A main-phase action of a prepped spell (AE-6.7).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
pub struct MainAction {
    pub once_per_turn: bool,
    #[cfg_attr(not(target_arch = "wasm32"), serde(rename = "do"))]
    pub effects: Vec<Effect>,
}

/// What a spell does while it sits in a breach (AE-1.8 While prepped).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(not(target_arch = "wasm32"), derive(Serialize))]
#[cfg_attr(not(target_arch = "wasm32"), serde(rename_all = "snake_case"))]
pub enum Prepped {
    /// Each time you suffer damage, reduce it by N (before exhaustion, C-3).
    ReduceDamage(u32),
    /// A main-phase action (AE-6.7).
    MainAction(MainAction),
    /// A triggered effect (your turn's start, a breach of yours opening ...).
    When(Trigger),
}
