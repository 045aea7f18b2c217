//! The rules: what every game shares ([`engine`]) and one module per game ([`games`]).
//! Its own crate (`rules/Cargo.toml`), which never imports the web, so the release
//! build can optimise it for speed while the page around it is optimised for size.
//! The `turnkeeper` crate re-exports both modules.

pub mod engine;
pub mod games;
