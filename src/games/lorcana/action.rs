//! The decisions a seat can take, as small `Copy` values naming card instances.

use serde::{Deserialize, Serialize};

/// A card instance, numbered at set-up: the first seat's deck first, in list order, then
/// the second seat's (its owner is kept in the game, `Lorcana::owner`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

impl CardId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One decision. See the module docs of `lorcana` for which card each variant is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Alter hand (LO-2.2.2): put this card from hand on the bottom of the deck.
    PutBack { card: CardId },
    /// Alter hand done: draw back up to 7 (shuffling if anything was put back).
    KeepHand,
    /// Ink this inkable card from hand (LO-4.2).
    Ink { card: CardId },
    /// Play this card from hand paying its ink cost (LO-4.3).
    Play { card: CardId },
    /// Play `card` with Shift on top of your character `base` (LO-8.10).
    Shift { card: CardId, base: CardId },
    /// Play the song `song` for free by exerting `singer` (LO-5.4.4).
    Sing { song: CardId, singer: CardId },
    /// Quest with this character (LO-4.5).
    Quest { card: CardId },
    /// `attacker` challenges `target` (LO-4.6).
    Challenge { attacker: CardId, target: CardId },
    /// Move `card` to your location `location` (LO-4.7).
    Move { card: CardId, location: CardId },
    /// Use the activated ability of this card (LO-4.4).
    Activate { card: CardId },
    /// Boost this character: pay its Boost cost to put the top card of your deck face
    /// down under it (LO-8.16.2).
    Boost { card: CardId },
    /// Sing this song with Sing Together: the singers are chosen next (LO-8.16.3).
    SingTogether { song: CardId },
    /// Choose this card for the pending effect (LO-1.7.3).
    ChooseTarget { card: CardId },
    /// Choose a number for an "up to" effect (LO-6.1.2).
    ChooseAmount { amount: u8 },
    /// Resolve next this bag entry of yours, named by its source card (LO-7.7.3).
    ResolveTrigger { source: CardId },
    /// Say yes to the pending "may" (Bodyguard: enter exerted; STOW CARGO: do it).
    Confirm,
    /// Say no to the pending "may", or choose no target for an optional effect.
    Decline,
    /// Declare the end of the turn (LO-3.3.2).
    EndTurn,
    /// The seat to decide gives up: it loses at once (LO-2.3.3).
    Concede,
}

/// The card the action is about: the card to ink/play/quest, the challenger, the
/// singer's song, the mover, the chosen target, the trigger's source.
pub fn action_subject(action: &Action) -> Option<CardId> {
    match *action {
        Action::PutBack { card }
        | Action::Ink { card }
        | Action::Play { card }
        | Action::Shift { card, .. }
        | Action::Quest { card }
        | Action::Move { card, .. }
        | Action::Activate { card }
        | Action::Boost { card }
        | Action::ChooseTarget { card } => Some(card),
        Action::SingTogether { song } => Some(song),
        Action::Sing { singer, .. } => Some(singer),
        Action::Challenge { attacker, .. } => Some(attacker),
        Action::ResolveTrigger { source } => Some(source),
        Action::ChooseAmount { .. }
        | Action::KeepHand
        | Action::Confirm
        | Action::Decline
        | Action::EndTurn
        | Action::Concede => None,
    }
}

/// The second card of a two-card action: challenge target, shift base, move
/// location, the song being sung.
pub fn action_target(action: &Action) -> Option<CardId> {
    match *action {
        Action::Challenge { target, .. } => Some(target),
        Action::Shift { base, .. } => Some(base),
        Action::Move { location, .. } => Some(location),
        Action::Sing { song, .. } => Some(song),
        _ => None,
    }
}
