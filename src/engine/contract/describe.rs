use serde::de::DeserializeOwned;
use serde::Serialize;

use super::Rules;
use crate::engine::ActionInfo;

/// How actions are told to people: the protocol's `kind` and `label`, the tables'
/// menus and the log, and what an action would do before it is taken.
pub trait Describe: Rules {
    /// What an action would do, drawn before it is taken (Tash-Kalar: a summon's
    /// pattern, what it destroys, and whether it spends an enemy's improvised summon);
    /// `()` for a game that draws none. A host sends it with a remote seat's choices,
    /// so it is plain data.
    type Preview: Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned;

    /// The kind and the words of an action (any action, listed or not: a refused one is
    /// described too).
    fn describe(&self, action: &Self::Action) -> ActionInfo;

    /// The preview of one of the deciding seat's own actions, if the game draws one.
    /// It reads only what that seat may see.
    fn preview(&self, _action: &Self::Action) -> Option<Self::Preview> {
        None
    }
}
