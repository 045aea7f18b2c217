//! How Altered actions are told to people: the protocol's kind and the words of each
//! action, for the menus, the log and the protocol.

use super::action::Action;
use super::state::Altered;
use crate::engine::{ActionInfo, Describe};

impl Describe for Altered {
    type Preview = ();

    fn describe(&self, action: &Action) -> ActionInfo {
        let kind = match action {
            Action::ToMana { .. } => "to_mana",
            Action::Expand { .. } => "expand",
            Action::SkipExpand => "skip_expand",
            Action::PlayHand { .. } => "play",
            Action::Scout { .. } => "scout",
            Action::PlayReserve { .. } => "play_reserve",
            Action::Quick { .. } => "quick",
            Action::Pass => "pass",
            Action::ResolveEmblem { .. } => "resolve_emblem",
            Action::Choose { .. } => "choose",
            Action::Done => "done",
            Action::Yes => "yes",
            Action::No => "no",
            Action::Keep { .. } => "keep",
            Action::OrderNext { .. } => "order_next",
            Action::KeepOrder => "keep_order",
            Action::Concede => "concede",
        };
        ActionInfo { kind, label: self.label(action) }
    }
}
