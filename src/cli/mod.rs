//! The native command line: `protocol` (JSON lines), `simulate` (bot games),
//! `arena` (the computer player against itself) and `balance` (premade decks against
//! each other).

pub mod arena;
pub mod balance;
pub mod premades;
pub mod protocol;
pub mod simulate;
