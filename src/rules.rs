//! The rules: what every game shares ([`engine`]) and one module per game ([`games`]).
//! Its own crate (`rules/Cargo.toml`), which never imports the web, so the browser
//! build (the `web` profile) can optimise it for speed and the page around it for size.
//! The `turnkeeper` crate re-exports both modules.

pub mod engine;
pub mod games;
