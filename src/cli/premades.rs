//! The games whose premade decks `balance` can play against each other (issue 30,
//! point 6; issue 31, point 5): Lorcana, Altered and Nexus. A game joins by
//! implementing [`Premades`] (its decks, the options that seat two of them, and the
//! cards in a seat's hand) and being listed in [`premade_games`]; the playing itself,
//! computer against computer to an outcome or [`MOVE_CAP`], is written once here.

use std::collections::BTreeSet;

use crate::engine::ai::{choose, Level};
use crate::engine::prelude::*;
use crate::engine::{Game, RuleError, Seat};
use crate::games::altered::{self, Altered, AlteredOptions};
use crate::games::lorcana::{self, DeckSpec, Lorcana, LorcanaOptions};
use crate::games::nexus::{self, Nexus, NexusOptions};

/// A game longer than this many decisions is a draw (half a win to each seat).
pub const MOVE_CAP: u64 = 20_000;

/// One premade deck as `balance` shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct DeckInfo {
    /// Its id in the game's options ("A", "wild-bloom").
    pub id: String,
    /// Its name as players see it ("Emberfall Vanguard (Ember + Moss)").
    pub title: String,
}

/// One game between two premade decks.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The first seat's score: 1 win, 0 loss, 0.5 draw.
    pub first: f64,
    /// The seat that took the first turn (chosen at random by each game's set-up).
    pub starter: Seat,
    /// For each seat, its own cards that reached its hand at any point: (card id in the
    /// set, name), each design once.
    pub drawn: [BTreeSet<(String, String)>; 2],
}

/// A game with premade decks that the computer can play against each other, as
/// `balance` uses it (object-safe, so the games can be listed).
pub trait PremadeGame: Sync {
    /// The game's id on the command line ("lorcana").
    fn id(&self) -> &'static str;
    /// The game's name ("Lorcana").
    fn name(&self) -> &'static str;
    /// The premade decks, in the game's order.
    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError>;
    /// One game: deck `p1` in the first seat against `p2`, both seats played at `level`.
    fn play(&self, p1: &str, p2: &str, level: Level, seed: u64) -> Result<Played, RuleError>;
}

/// What one game tells `balance` about its premades; [`PremadeGame`] follows.
pub trait Premades: Sync {
    type G: Game;
    /// The premade decks, in the game's order.
    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError>;
    /// The options that seat premade `p1` first and `p2` second.
    fn options(&self, p1: &str, p2: &str) -> <Self::G as Rules>::Options;
    /// The seat that takes the first turn, read from the game as set up.
    fn starter(&self, game: &Self::G) -> Seat;
    /// The cards of `seat`'s own deck in its hand now: (card id in the set, name).
    fn in_hand(&self, game: &Self::G, seat: Seat) -> Vec<(&'static str, &'static str)>;
}

impl<P: Premades> PremadeGame for P {
    fn id(&self) -> &'static str {
        <P::G as Rules>::ID
    }

    fn name(&self) -> &'static str {
        <P::G as Rules>::NAME
    }

    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError> {
        Premades::decks(self)
    }

    fn play(&self, p1: &str, p2: &str, level: Level, seed: u64) -> Result<Played, RuleError> {
        let mut g = P::G::new(&self.options(p1, p2), seed)?;
        let starter = self.starter(&g);
        let mut seen: [BTreeSet<(&str, &str)>; 2] = Default::default();
        let mut look = |g: &P::G| {
            for (seat, cards) in seen.iter_mut().enumerate() {
                cards.extend(self.in_hand(g, seat));
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
        let drawn = seen.map(|cards| cards.into_iter().map(|(c, n)| (c.to_string(), n.to_string())).collect());
        Ok(Played { first, starter, drawn })
    }
}

/// Every game `balance` can play.
pub fn premade_games() -> &'static [&'static dyn PremadeGame] {
    &[&LorcanaPremades, &AlteredPremades, &NexusPremades]
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

/// A card pool that cannot be read, as `balance` says it.
fn unreadable(e: impl std::fmt::Display) -> RuleError {
    RuleError::protocol(format!("the card pool: {e}"))
}

/// Lorcana's premade decks (`cards/lorcana/decks.json`).
pub struct LorcanaPremades;

impl Premades for LorcanaPremades {
    type G = Lorcana;

    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError> {
        lorcana::cards::pool().map_err(unreadable)?;
        Ok(lorcana::cards::premades().iter().map(|d| DeckInfo { id: d.id.clone(), title: d.title() }).collect())
    }

    fn options(&self, p1: &str, p2: &str) -> LorcanaOptions {
        LorcanaOptions { p1_deck: DeckSpec::Premade(p1.into()), p2_deck: DeckSpec::Premade(p2.into()) }
    }

    /// LO-2.2.1.1: a random starting player.
    fn starter(&self, g: &Lorcana) -> Seat {
        g.starting_player()
    }

    fn in_hand(&self, g: &Lorcana, seat: Seat) -> Vec<(&'static str, &'static str)> {
        let own = g.player(seat).hand.iter().filter(|&&id| g.owner(id) == seat);
        own.map(|&id| (g.def_of(id).code.as_str(), g.def_of(id).label.as_str())).collect()
    }
}

/// Altered's premade decks (the two starters and the four of `cards/altered/crossroads.json`).
pub struct AlteredPremades;

impl Premades for AlteredPremades {
    type G = Altered;

    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError> {
        let pool = altered::cards::try_pool().map_err(unreadable)?;
        Ok(pool
            .premades
            .iter()
            .map(|p| {
                let hero = p.hero.map(|h| altered::cards::def_of(h).name).unwrap_or("no Hero");
                DeckInfo { id: p.id.to_string(), title: format!("{} ({hero})", p.name) }
            })
            .collect())
    }

    fn options(&self, p1: &str, p2: &str) -> AlteredOptions {
        let deck = |id: &str| altered::DeckChoice::Premade(id.to_string().into());
        AlteredOptions { p1_deck: deck(p1), p2_deck: deck(p2) }
    }

    /// AL-5.3.1: the first player (chosen at random, AL-2 set-up step 3) takes the first
    /// turn; read before day 2 passes the role on (AL-5.1.1).
    fn starter(&self, g: &Altered) -> Seat {
        g.first_player
    }

    fn in_hand(&self, g: &Altered, seat: Seat) -> Vec<(&'static str, &'static str)> {
        let own = g.players[seat].hand.iter().filter(|&&id| g.owner_of(id) == seat);
        own.map(|&id| altered::cards::def_of(g.cards[id.index()])).map(|d| (d.code, d.name)).collect()
    }
}

/// Nexus's premade decks (`cards/nexus/halvards-reach.json`), on the brief's default
/// options otherwise.
pub struct NexusPremades;

impl Premades for NexusPremades {
    type G = Nexus;

    fn decks(&self) -> Result<Vec<DeckInfo>, RuleError> {
        let pool = nexus::cards::try_pool().map_err(unreadable)?;
        Ok(pool.premades.iter().map(|p| DeckInfo { id: p.id.to_string(), title: p.name.to_string() }).collect())
    }

    fn options(&self, p1: &str, p2: &str) -> NexusOptions {
        let deck = |id: &str| nexus::DeckChoice::Premade(id.to_string().into());
        NexusOptions { p1_deck: deck(p1), p2_deck: deck(p2), ..NexusOptions::default() }
    }

    /// NX-2.4: the starting player, by a seeded coin flip.
    fn starter(&self, g: &Nexus) -> Seat {
        g.starting
    }

    fn in_hand(&self, g: &Nexus, seat: Seat) -> Vec<(&'static str, &'static str)> {
        let own = g.players[seat].hand.iter().filter(|&&id| id.owner() == seat);
        own.map(|&id| nexus::cards::def_of(g.cards[id.index()].def)).map(|d| (d.code, d.name)).collect()
    }
}
