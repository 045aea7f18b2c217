//! How Lorcana actions are told to people: the protocol's kind and the words of each
//! action, for the menus, the log and the protocol.

use super::action::{action_subject, action_target, Action, CardId};
use super::state::{seat_name, Lorcana, Pending};
use crate::engine::{ActionInfo, Describe};

impl Lorcana {
    /// The words of an action, for the menus, the log and the protocol.
    fn label(&self, action: &Action) -> String {
        let n = |c: CardId| self.name(c);
        let who = seat_name(self.to_act_seat().unwrap_or(self.active));
        match *action {
            Action::PutBack { card } => format!("Put {} on the bottom of the deck", n(card)),
            Action::KeepHand => "Done altering: draw back up to 7".into(),
            Action::Ink { card } => format!("Ink {}", n(card)),
            Action::Play { card } => format!("Play {} ({} ink)", n(card), self.def_of(card).cost),
            Action::Shift { card, base } => format!("Shift {} onto {}", n(card), n(base)),
            Action::Sing { song, singer } => format!("{} sings {}", n(singer), n(song)),
            Action::Quest { card } => format!("{} quests", n(card)),
            Action::Challenge { attacker, target } => format!("{} challenges {}", n(attacker), n(target)),
            Action::Move { card, location } => format!("Move {} to {}", n(card), n(location)),
            Action::Activate { card } => format!("Use {}'s ability", n(card)),
            Action::Boost { card } => format!("Boost {}", n(card)),
            Action::SingTogether { song } => format!("Sing {} together", n(song)),
            Action::ChooseTarget { card } => format!("Choose {} ({}'s)", n(card), seat_name(self.owner(card))),
            Action::ChooseAmount { amount } => format!("Remove {amount} damage"),
            Action::ResolveTrigger { source } => format!("Resolve {}'s ability next", n(source)),
            Action::Confirm => match self.pending {
                Some(Pending::BodyguardEnter { card, .. }) => format!("{} enters exerted", n(card)),
                _ => format!("{who}: yes"),
            },
            Action::Decline => match self.pending {
                Some(Pending::BodyguardEnter { card, .. }) => format!("{} enters ready", n(card)),
                _ => format!("{who}: decline"),
            },
            Action::EndTurn => "End turn".into(),
            Action::Concede => format!("{who}: concede the game"),
        }
    }
}

impl Describe for Lorcana {
    type Preview = ();

    fn describe(&self, action: &Action) -> ActionInfo {
        let kind = match action {
            Action::PutBack { .. } => "alter_hand",
            Action::KeepHand => "keep_hand",
            Action::Ink { .. } => "ink",
            Action::Play { .. } => "play",
            Action::Shift { .. } => "shift",
            Action::Sing { .. } => "sing",
            Action::Quest { .. } => "quest",
            Action::Challenge { .. } => "challenge",
            Action::Move { .. } => "move",
            Action::Activate { .. } => "activate",
            Action::Boost { .. } => "boost",
            Action::SingTogether { .. } => "sing_together",
            Action::ChooseTarget { .. } => "choose_target",
            Action::ChooseAmount { .. } => "choose_amount",
            Action::ResolveTrigger { .. } => "resolve_trigger",
            Action::Confirm => "confirm",
            Action::Decline => "decline",
            Action::EndTurn => "end_turn",
            Action::Concede => "concede",
        };
        let valid = match action {
            Action::ChooseAmount { .. }
            | Action::KeepHand
            | Action::Confirm
            | Action::Decline
            | Action::EndTurn
            | Action::Concede => true,
            a => [action_subject(a), action_target(a)].into_iter().flatten().all(|c| c.index() < self.cards.len()),
        };
        let label = if valid { self.label(action) } else { format!("{action:?}") };
        ActionInfo { kind, label }
    }
}
