//! The actions of Aeon's End: every decision a mage seat makes, as a small `Copy` enum.
//! Breaches are numbered 0..=3 for I..=IV. A choice that belongs to an action (a
//! spell's target, the option of an "OR" card, the breach a Compass focuses) is part of
//! that action, so each listed action is one complete, legal decision; a choice an
//! effect meets while it resolves is the pending decision, answered by `choose_*`,
//! `destroy_breach`, `discard_prepped`, `confirm` or `decline`.

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// A player card instance (index into the game's card table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u16);

impl CardId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A nemesis card instance (index into the nemesis card table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct NemId(pub u8);

impl NemId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An enemy (AE-1.8): the nemesis or one of its minions in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    Nemesis,
    Minion(NemId),
}

/// The choice that goes with playing a card or activating an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// The card has no choice (or nothing it could choose: AE-13.1).
    None,
    /// An "OR" card's aether option (Quarry Heart, Stormvein Geode).
    Aether,
    /// Stormvein Geode's second option: 2 aether and 1 damage to that enemy.
    Damage(Target),
    /// Quarry Heart's second option: that ally gains 1 charge.
    AllyCharge(Seat),
    /// Wayfinder's Compass: focus this closed breach of any player.
    Breach { owner: Seat, breach: u8 },
    /// Lanternfall: 4 damage to `target`, then focus `breach` (one of your closed ones).
    Strike { target: Target, breach: Option<u8> },
    /// Bulwark Chant: Gravehold gains 3 life.
    Gravehold,
    /// Bulwark Chant: that player gains 4 life.
    Heal(Seat),
    /// Any other choice: the option of an OR and the enemy, player and breach its
    /// effects name. The forms above are this choice for the shapes the starter set
    /// uses, kept as they were written so older saves still read.
    Chosen {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        option: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<Target>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        breach: Option<(Seat, u8)>,
    },
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Casting phase: cast the spell prepped in `breach` (the lower breach of a
    /// two-breach spell) at `target` (`None` when it deals no damage) (AE-5).
    Cast { breach: u8, target: Option<Target> },
    /// Casting phase: cast nothing more and go to the main phase (AE-5.2 must hold).
    /// Main-phase actions wait until then (AE-4.1).
    EndCasting,
    /// Main phase: play a gem or relic from hand (AE-6.1).
    Play { card: CardId, choice: Choice },
    /// Main phase: gain the top card of supply pile `pile` (0..9) (AE-6.2).
    Gain { pile: u8 },
    /// Main phase: pay 2 aether for 1 charge (AE-6.3).
    GainCharge,
    /// Main phase: focus one of your closed breaches (AE-6.4; `owner` must be you, D-8).
    Focus { owner: Seat, breach: u8 },
    /// Main phase: open one of your closed breaches (AE-6.5).
    Open { owner: Seat, breach: u8 },
    /// Main phase: prep a spell from hand into `breach` (a two-breach spell also fills
    /// `breach + 1`) (AE-6.6).
    Prep { card: CardId, owner: Seat, breach: u8 },
    /// Main phase: use the While-prepped effect of the spell in `breach` (AE-6.7).
    WhilePrepped { breach: u8 },
    /// Main phase: pay a power's TO DISCARD cost (AE-6.8).
    PayToDiscard { power: NemId },
    /// A main phase: activate `mage`'s fully charged ability (AE-12).
    Ability { mage: Seat, choice: Choice },
    /// Main phase over: go to the draw phase (AE-7).
    EndMain,
    /// Draw phase: put this played gem or relic on your discard pile next (AE-7.1).
    DiscardPlayed { card: CardId },
    /// A team decision or a "player" choice during the nemesis turn (AE-9.6).
    ChoosePlayer { seat: Seat },
    /// An exhausted player destroys one of their breaches (AE-11.1b).
    DestroyBreach { breach: u8 },
    /// Choose your spell prepped in this breach, for the effect that asks (Drowning
    /// Grasp: it is discarded).
    DiscardPrepped { breach: u8 },
    /// Yes to an optional step (Wayfinder's Compass: spend 1 aether to focus again).
    Confirm,
    /// No to an optional step; no more cards for a "choose up to N".
    Decline,
    /// Choose this card for the effect that asks (destroy it, return it ...).
    ChooseCard { card: CardId },
    /// Choose this option of an OR whose choice was not made with its action (AE-6.1).
    ChooseOption { option: u8 },
    /// Discarding a card from hand. Never legal (AE-7.3); it exists so the refusal
    /// can be asked for and cite its rule.
    Discard { card: CardId },
    /// The mages give up: the team loses at once (carried out by the engine).
    Concede,
}
