//! The battle phase (NX-9), one file per step.

pub mod advance;
pub mod attack;
pub mod damage;
pub mod defend;
