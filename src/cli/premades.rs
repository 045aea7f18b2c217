//! The games whose premade decks `balance` can play against each other (issue 30,
//! point 6). A game joins by implementing [`PremadeGame`] and being listed in
//! [`premade_games`]; only Lorcana has premade decks to play today.

use std::collections::BTreeSet;

use crate::engine::ai::{choose, Level};
use crate::engine::prelude::*;
use crate::engine::RuleError;
use crate::games::lorcana::{cards, DeckSpec, Lorcana, LorcanaOptions};

/// A game longer than this many decisions is a draw (half a win to each seat).
pub const MOVE_CAP: u64 = 20_000;

/// One premade deck as `balance` shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct DeckInfo {
    /// Its id in the game's options ("A").
    pub id: String,
    /// Its name as players see it ("Emberfall Vanguard (Ember + Moss)").
    pub title: String,
}

/// One game between two premade decks.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The first seat's score: 1 win, 0 loss, 0.5 draw.
    pub first: f64,
    /// For each seat, its own cards that reached its hand at any point: (card id in the
    /// set, name), each design once.
    pub drawn: [BTreeSet<(String, String)>; 2],
}

/// A game with premade decks that the computer can play against each other.
pub trait PremadeGame {
    /// The game's id on the command line ("lorcana").
    fn id(&self) -> &'static str;
    /// The game's name ("Lorcana").
    fn name(&self) -> &'static str;
    /// The premade decks, in the game's order.
    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError>;
    /// One game: deck `p1` in the first seat against `p2`, both seats played at `level`.
    fn play(&self, p1: &str, p2: &str, level: Level, seed: u64) -> Result<Played, RuleError>;
}

/// Every game `balance` can play.
pub fn premade_games() -> &'static [&'static dyn PremadeGame] {
    &[&LorcanaPremades]
}

/// The game with that id, or why not: the message names the games that have premades.
pub fn find(id: &str) -> Result<&'static dyn PremadeGame, RuleError> {
    premade_games().iter().copied().find(|g| g.id() == id).ok_or_else(|| {
        let ids: Vec<&str> = premade_games().iter().map(|g| g.id()).collect();
        RuleError::protocol(format!(
            "'{id}' has no premade decks to play against each other: balance plays {}",
            ids.join(", ")
        ))
    })
}

/// Lorcana's premade decks (`cards/lorcana/decks.json`).
struct LorcanaPremades;

impl PremadeGame for LorcanaPremades {
    fn id(&self) -> &'static str {
        "lorcana"
    }

    fn name(&self) -> &'static str {
        Lorcana::NAME
    }

    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError> {
        cards::pool().map_err(|e| RuleError::protocol(e.to_string()))?;
        Ok(cards::premades().iter().map(|d| DeckInfo { id: d.id.clone(), title: d.title() }).collect())
    }

    fn play(&self, p1: &str, p2: &str, level: Level, seed: u64) -> Result<Played, RuleError> {
        let options = LorcanaOptions { p1_deck: DeckSpec::Premade(p1.into()), p2_deck: DeckSpec::Premade(p2.into()) };
        let mut g = Lorcana::new(&options, seed)?;
        let mut seen: [BTreeSet<_>; 2] = Default::default();
        let mut look = |g: &Lorcana| {
            for (seat, cards) in seen.iter_mut().enumerate() {
                for &id in &g.player(seat).hand {
                    if g.owner(id) == seat {
                        cards.insert(id);
                    }
                }
            }
        };
        look(&g);
        for ply in 0..MOVE_CAP {
            if g.outcome().is_some() {
                break;
            }
            let move_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ply;
            let action = choose(&g, level, move_seed)
                .ok_or_else(|| RuleError::protocol("the computer found no legal action while the game was on"))?;
            g.apply(&action)?;
            look(&g);
        }
        let first = match g.outcome() {
            Some(o) if o.winners == [0] => 1.0,
            Some(o) if o.winners == [1] => 0.0,
            _ => 0.5,
        };
        let drawn = seen.map(|ids| {
            ids.into_iter()
                .map(|id| {
                    let def = g.def_of(id);
                    (def.code.clone(), def.label.clone())
                })
                .collect()
        });
        Ok(Played { first, drawn })
    }
}
