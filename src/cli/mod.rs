//! The native command line: `protocol` (JSON lines), `simulate` (bot games) and
//! `arena` (the computer player against itself).

pub mod arena;
pub mod protocol;
pub mod simulate;
