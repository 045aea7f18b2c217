//! The native command line: `protocol` (JSON lines) and `simulate` (bot games).

pub mod protocol;
pub mod simulate;
