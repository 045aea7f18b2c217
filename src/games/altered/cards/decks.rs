//! Deck rules (AL-1.1), the decks a seat may bring, and decks built at random from the
//! pool (for `simulate --random-setup` and a computer that builds its own deck).

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{CardType, DefId, Pool, Rarity};
use crate::engine::{Rng, RuleError};

/// The two formats of AL-1.1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// One Hero, at least 39 other cards of its faction, at most 3 of a name, 15 rares
    /// and 3 uniques.
    Constructed,
    /// At most one Hero, at least 29 other cards, at most 3 factions.
    #[default]
    Limited,
}

impl Format {
    pub fn parse(s: Option<&str>) -> Result<Self, RuleError> {
        match s {
            None | Some("limited") => Ok(Format::Limited),
            Some("constructed") => Ok(Format::Constructed),
            Some(other) => {
                Err(RuleError::protocol(format!("unknown format '{other}': Altered has constructed and limited")))
            }
        }
    }
}

/// The deck a seat brings: a premade one by its id (the starter decks are "A" and "B"),
/// or a list of card ids, the Hero among them (AL-1.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum DeckChoice {
    Premade(Cow<'static, str>),
    List(Vec<String>),
}

impl Default for DeckChoice {
    fn default() -> Self {
        DeckChoice::A
    }
}

impl DeckChoice {
    /// Verdant Pact (hero Ysolde), the first starter deck.
    pub const A: DeckChoice = DeckChoice::Premade(Cow::Borrowed("A"));
    /// Tidebound Order (hero Odrin), the second starter deck.
    pub const B: DeckChoice = DeckChoice::Premade(Cow::Borrowed("B"));

    /// The Hero (if any) and the other cards, checked against the format.
    pub fn resolve(&self, pool: &Pool, format: Format) -> Result<(Option<DefId>, Vec<DefId>), RuleError> {
        let ids: Vec<String> = match self {
            DeckChoice::Premade(id) => {
                let p = pool
                    .premade(id)
                    .ok_or_else(|| RuleError::new("AL-1.1", format!("there is no premade deck '{id}'")))?;
                pool.premade_list(p)
            }
            DeckChoice::List(ids) => ids.clone(),
        };
        if let Some(e) = problems(pool, &ids, format).into_iter().next() {
            return Err(e);
        }
        let defs: Vec<DefId> = ids.iter().filter_map(|c| pool.id(c)).collect();
        let hero = defs.iter().copied().find(|&d| pool.defs[d as usize].kind == CardType::Hero);
        let cards = defs.into_iter().filter(|&d| pool.defs[d as usize].kind != CardType::Hero).collect();
        Ok((hero, cards))
    }
}

/// Every problem of a deck under a format, each citing AL-1.1; empty when it is legal.
pub fn problems(pool: &Pool, ids: &[String], format: Format) -> Vec<RuleError> {
    let mut out = Vec::new();
    let mut p = |m: String| out.push(RuleError::new("AL-1.1", m));
    let mut defs = Vec::new();
    for id in ids {
        match pool.id(id) {
            Some(d) if pool.defs[d as usize].collectible => defs.push(&pool.defs[d as usize]),
            Some(_) => p(format!("{id} cannot be put in a deck (a token or a test design)")),
            None => p(format!("{id} is not a card of the pool")),
        }
    }
    let heroes: Vec<_> = defs.iter().filter(|d| d.kind == CardType::Hero).collect();
    let others: Vec<_> = defs.iter().filter(|d| d.kind != CardType::Hero).collect();
    let mut names: BTreeMap<&str, usize> = BTreeMap::new();
    for d in &others {
        *names.entry(d.name).or_default() += 1;
    }
    match format {
        Format::Constructed => {
            if heroes.len() != 1 {
                p(format!("a Constructed deck has exactly one Hero, this one has {}", heroes.len()));
            }
            if others.len() < 39 {
                p(format!("a Constructed deck has at least 39 cards besides its Hero, this one has {}", others.len()));
            }
            if let Some(h) = heroes.first() {
                let off: Vec<&str> = others.iter().filter(|d| d.faction != h.faction).map(|d| d.name).collect();
                if let Some(n) = off.first() {
                    p(format!("every card is of the Hero's faction: {n} and {} more are not", off.len() - 1));
                }
            }
            for (name, n) in &names {
                if *n > 3 {
                    p(format!("at most 3 cards of one name: {n} of {name}"));
                }
            }
            let rares = others.iter().filter(|d| d.rarity == Some(Rarity::Rare)).count();
            if rares > 15 {
                p(format!("at most 15 rares: {rares}"));
            }
            let uniques = others.iter().filter(|d| d.rarity == Some(Rarity::Unique)).count();
            if uniques > 3 {
                p(format!("at most 3 uniques: {uniques}"));
            }
        }
        Format::Limited => {
            if heroes.len() > 1 {
                p(format!("a Limited deck has at most one Hero, this one has {}", heroes.len()));
            }
            if others.len() < 29 {
                p(format!("a Limited deck has at least 29 cards besides its Hero, this one has {}", others.len()));
            }
            let mut factions: Vec<&str> = defs.iter().filter_map(|d| d.faction).collect();
            factions.sort_unstable();
            factions.dedup();
            if factions.len() > 3 {
                p(format!("at most 3 factions, the Hero's among them: {}", factions.len()));
            }
        }
    }
    out
}

/// A random legal deck from the whole pool: a Constructed deck of 39 to 45 cards for a
/// random Hero, or (one time in three) a Limited deck of 29 to 35 over up to three
/// factions, with or without a Hero. Card ids as options take them.
pub fn random_deck(pool: &Pool, rng: &mut Rng) -> Vec<String> {
    let heroes: Vec<DefId> = collectible(pool).filter(|&d| pool.defs[d as usize].kind == CardType::Hero).collect();
    let constructed = rng.below(3) != 0;
    let hero = if constructed || rng.below(4) != 0 { Some(heroes[rng.below(heroes.len())]) } else { None };
    let mut factions: Vec<&str> = hero.and_then(|h| pool.defs[h as usize].faction).into_iter().collect();
    if !constructed {
        let all: Vec<&str> = pool.factions.iter().map(|f| f.id).collect();
        for _ in 0..1 + rng.below(3) {
            let f = all[rng.below(all.len())];
            if !factions.contains(&f) && factions.len() < 3 {
                factions.push(f);
            }
        }
    }
    let size = if constructed { 39 + rng.below(7) } else { 29 + rng.below(7) };
    let candidates: Vec<DefId> = collectible(pool)
        .filter(|&d| {
            let c = &pool.defs[d as usize];
            c.kind != CardType::Hero && c.faction.is_some_and(|f| factions.contains(&f))
        })
        .collect();
    let mut picked: Vec<DefId> = Vec::new();
    let (mut rares, mut uniques) = (0, 0);
    let mut guard = 0;
    while picked.len() < size && guard < 10_000 {
        guard += 1;
        let d = candidates[rng.below(candidates.len())];
        let def = &pool.defs[d as usize];
        let same = picked.iter().filter(|&&x| pool.defs[x as usize].name == def.name).count();
        let ok = match def.rarity {
            Some(Rarity::Rare) => rares < 15,
            Some(Rarity::Unique) => uniques < 3 && same == 0,
            _ => true,
        };
        if same >= 3 || !ok {
            continue;
        }
        rares += usize::from(def.rarity == Some(Rarity::Rare));
        uniques += usize::from(def.rarity == Some(Rarity::Unique));
        picked.push(d);
    }
    picked.sort_unstable();
    hero.into_iter().chain(picked).map(|d| pool.defs[d as usize].code.to_string()).collect()
}

fn collectible(pool: &Pool) -> impl Iterator<Item = DefId> + '_ {
    (0..pool.defs.len() as DefId).filter(|&d| pool.defs[d as usize].collectible)
}
