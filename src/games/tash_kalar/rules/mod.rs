//! The rules, one file per action or phase, each naming the TK ids it implements.

pub(crate) mod battle;
pub(crate) mod discard;
pub(crate) mod effects;
pub(crate) mod end_of_turn;
pub(crate) mod flare;
pub(crate) mod legal;
pub(crate) mod moves;
pub(crate) mod pattern;
pub(crate) mod pieces;
pub(crate) mod place;
pub mod rulings;
pub(crate) mod scoring;
pub(crate) mod setup;
pub(crate) mod summon;
pub(crate) mod tasks;
pub(crate) mod team;
