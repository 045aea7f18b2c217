//! Aeon's End's content as data: the ability language ([`effect`]), the designs of a
//! set file ([`model`]), the pool they are read into and checked ([`pool`],
//! [`validate`]), and their words ([`words`]). The rules refer to a design by a
//! `&'static` reference into the pool, read once for the program's life.

pub mod effect;
pub mod model;
pub mod packed;
pub mod pool;
mod read;
pub mod validate;
pub mod words;

pub use effect::*;
pub use model::*;
pub use pool::{phrase, pool, unleash_words, with_extra, Pool};
