//! The ability language: what a card's abilities and an action's effects are made of,
//! as a set file writes them (docs/cards-as-data.md). One interpreter runs them
//! (`rules/effects.rs`); one writer turns them into the card's words (`text.rs`).
//!
//! An ability is triggered (LO-6.2: a [`Trigger`], an optional [`Condition`] checked on
//! resolution, then [`Effect`]s), activated (LO-6.3: a [`Cost`], then effects) or static
//! (LO-6.4: a [`Static`] that applies while the card is in play, maybe under a condition).
//! Effects pick cards with a [`Target`]: the card itself, one or up to N chosen ones
//! (LO-1.7.3, Ward LO-8.15), or each card that fits a [`Filter`].

use serde::{Deserialize, Serialize};

use super::Keyword;

/// One ability of a card (its story name is only a label, LO-5.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Ability {
    /// "When/Whenever/At ..., [if ...,] do this" (LO-6.2): goes into the bag.
    Triggered {
        #[serde(default)]
        name: String,
        on: Trigger,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<Condition>,
        effects: Vec<Effect>,
    },
    /// "Cost — effect" (LO-4.4, LO-6.3): a turn action of its player.
    Activated {
        #[serde(default)]
        name: String,
        cost: Cost,
        effects: Vec<Effect>,
    },
    /// Applies while the card is in play (LO-6.4), while its condition holds (LO-6.4.3).
    Static {
        #[serde(default)]
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<Condition>,
        effect: Static,
    },
}

impl Ability {
    /// The story name ("" when it has none).
    pub fn name(&self) -> &str {
        match self {
            Ability::Triggered { name, .. } | Ability::Activated { name, .. } | Ability::Static { name, .. } => name,
        }
    }

    /// The effects it resolves (none for a static ability).
    pub fn effects(&self) -> &[Effect] {
        match self {
            Ability::Triggered { effects, .. } | Ability::Activated { effects, .. } => effects,
            Ability::Static { .. } => &[],
        }
    }
}

/// When a triggered ability goes into the bag (LO-6.2.1). "This" is the card with the ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// This card is played (LO-4.3.4; Shift is playing too, LO-8.10.4).
    Played,
    /// This character quests (LO-4.5).
    Quests,
    /// This character challenges (LO-4.6.5, before damage).
    Challenges,
    /// This character or location is challenged (LO-4.6.5, before damage).
    IsChallenged,
    /// This card is banished (LO-1.8.1.4 or an effect).
    Banished,
    /// This character banishes another card in a challenge (LO-1.8.1.4).
    BanishesInChallenge,
    /// At the start of your turn (LO-3.2.1.4).
    StartOfTurn,
    /// At the end of your turn (LO-3.4.1.1).
    EndOfTurn,
    /// This character moves to a location (LO-4.7).
    MovesToLocation,
    /// You play another card of this kind (LO-4.3.4).
    YouPlay(Kind),
}

/// A condition, checked when the ability resolves (LO-6.2.2) or, for a static
/// ability, continuously (LO-6.4.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    /// This character is at a location.
    AtLocation,
    /// This card has damage on it.
    Damaged,
    /// A card is under this one (Boost, Shift).
    HasCardUnder,
    /// An opponent has more lore than you.
    Behind,
    /// You have at least `count` cards in play that fit `filter` (other than this one).
    YouHave { count: u8, filter: Filter },
}

/// What an activated ability costs (LO-4.4): any of exerting the card ({E}), ink, and
/// banishing the card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Cost {
    pub exert: bool,
    pub ink: u8,
    pub banish: bool,
}

/// How long a change lasts (LO-6.1.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Until the End-of-Turn Phase (LO-3.4.1.2).
    #[default]
    ThisTurn,
    /// Until the start of your next turn (LO-3.2.1.3).
    UntilYourNextTurn,
}

/// What a restriction forbids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Restriction {
    Quest,
    Challenge,
}

/// One sentence of an effect (LO-6.1.1), resolved in order, each doing as much as it
/// can (LO-1.2.3). "You" is the ability's controller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// Deal damage (Resist applies, LO-8.8).
    Deal { amount: u8, target: Target },
    /// Remove up to N damage; the controller picks how much per card (LO-6.1.2).
    RemoveDamage { up_to: u8, target: Target },
    /// You draw (LO-1.12).
    Draw(u8),
    /// Each opponent chooses and discards this many cards from their hand.
    Discard(u8),
    /// You gain lore (LO-1.11).
    GainLore(u8),
    /// Each opponent loses lore, never below 0 (LO-1.11.1).
    LoseLore(u8),
    Exert(Target),
    Ready(Target),
    Banish(Target),
    /// Return to its owner's hand.
    ReturnToHand(Target),
    /// Stat changes (LO-6.6) for a while.
    Modify {
        target: Target,
        #[serde(default, skip_serializing_if = "is_zero")]
        strength: i8,
        #[serde(default, skip_serializing_if = "is_zero")]
        willpower: i8,
        #[serde(default, skip_serializing_if = "is_zero")]
        lore: i8,
        #[serde(default)]
        until: Duration,
    },
    /// The target gains a keyword for a while.
    GainKeyword {
        target: Target,
        keyword: Keyword,
        #[serde(default)]
        until: Duration,
    },
    /// The target can't quest or challenge for a while (LO-1.2.2).
    Restrict {
        target: Target,
        cannot: Restriction,
        #[serde(default)]
        until: Duration,
    },
    /// Put the top card of your deck into your inkwell face down and exerted; not the
    /// turn's ink (LO-4.2.3.2).
    InkTopCard,
    /// Return a chosen card that fits from your discard to your hand (a public zone: a
    /// fitting card must be chosen, LO-7.1.3).
    ReturnFromDiscard(Filter),
    /// "You may ...": the controller decides while resolving; declining skips only
    /// this sentence (LO-6.1.3).
    May(Box<Effect>),
}

fn is_zero(n: &i8) -> bool {
    *n == 0
}

impl Effect {
    /// The effect's target, if it has one.
    pub fn target(&self) -> Option<&Target> {
        match self {
            Effect::Deal { target, .. }
            | Effect::RemoveDamage { target, .. }
            | Effect::Exert(target)
            | Effect::Ready(target)
            | Effect::Banish(target)
            | Effect::ReturnToHand(target)
            | Effect::Modify { target, .. }
            | Effect::GainKeyword { target, .. }
            | Effect::Restrict { target, .. } => Some(target),
            Effect::May(inner) => inner.target(),
            _ => None,
        }
    }
}

/// Which cards an effect applies to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Target {
    /// The card with the ability (nothing once it has left play).
    This,
    /// One chosen card in play that fits (or up to `up_to`), chosen on resolution
    /// (LO-1.7.3); opponents' Ward cards cannot be chosen (LO-8.15).
    Chosen(Filter),
    /// Every card in play that fits; nothing is chosen, so Ward does not matter.
    Each(Filter),
}

/// Whose cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whose {
    #[default]
    Any,
    Yours,
    Opposing,
}

/// Which kind of card (songs are actions too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    #[default]
    Character,
    Action,
    Song,
    Item,
    Location,
    /// A character or a location (what can be damaged).
    CharacterOrLocation,
    /// Any card.
    Card,
}

/// Which cards fit: each field narrows (all of them must hold).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Filter {
    #[serde(skip_serializing_if = "is_default")]
    pub whose: Whose,
    #[serde(skip_serializing_if = "is_default")]
    pub kind: Kind,
    /// Not the card with the ability (LO-6.1.5).
    #[serde(skip_serializing_if = "is_default")]
    pub other: bool,
    /// For a chosen target: up to this many, none allowed (LO-6.1.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub up_to: Option<u8>,
    /// Printed cost (LO-1.5.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_at_most: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_at_least: Option<u8>,
    /// Current strength.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strength_at_most: Option<i8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strength_at_least: Option<i8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub damaged: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exerted: Option<bool>,
    /// A classification (LO-5.2), e.g. "Bard".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// What a static ability does while its card is in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Static {
    /// The cards of `to` (of a classification, if given) get these numbers and keyword.
    Grant {
        to: Group,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        class: Option<String>,
        #[serde(default, skip_serializing_if = "is_zero")]
        strength: i8,
        #[serde(default, skip_serializing_if = "is_zero")]
        willpower: i8,
        #[serde(default, skip_serializing_if = "is_zero")]
        lore: i8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        keyword: Option<Keyword>,
    },
    /// You pay this much less ink to play cards of this kind (a payment modifier,
    /// LO-1.5.2: the printed cost stays).
    Discount { kind: Kind, amount: u8 },
}

/// Which cards a static grant covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    /// This card.
    This,
    /// Your characters at this location (LO-5.6.4).
    Here,
    YourCharacters,
    YourOtherCharacters,
    OpposingCharacters,
}
