use super::Rules;
use crate::engine::ActionInfo;

/// How actions are told to people: the protocol's `kind` and `label`, the tables'
/// menus and the log.
pub trait Describe: Rules {
    /// The kind and the words of an action (any action, listed or not: a refused one is
    /// described too).
    fn describe(&self, action: &Self::Action) -> ActionInfo;
}
