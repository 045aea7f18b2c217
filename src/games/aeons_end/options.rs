//! A table's set-up from its options: the team, the nemesis and the market, each an id
//! of the pool, checked by the same rules whether they come from the options or from
//! the protocol's `deck` (a list of ids): AE-1.1 for the team, AE-2.2 for the nemesis,
//! AE-2.4 for the market, and the difficulty's ranges.

use super::cards::{CardKind, CardType, MageKind, NemesisKind, Origin};
use super::content::{pool, validate::MARKET_SHAPE, Pool};
use super::Options;
use crate::engine::RuleError;

/// What a game is set up with, every id resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub team: Vec<MageKind>,
    pub nemesis: NemesisKind,
    /// The nine supply piles' cards, in display order.
    pub market: Vec<CardKind>,
    /// Cards each mage brings from earlier battles of an expedition.
    pub carried: Vec<Vec<CardKind>>,
}

/// The pool, or why the game cannot be set up.
pub fn the_pool() -> Result<&'static Pool, RuleError> {
    pool().map_err(|e| RuleError::new("AE-2", format!("the card files cannot be read: {e}")))
}

/// The problems of a team of mages (AE-1.1: one to four distinct mages).
pub fn team_problems(p: &Pool, team: &[String]) -> Vec<RuleError> {
    let mut out = Vec::new();
    if !(1..=4).contains(&team.len()) {
        out.push(RuleError::new("AE-1.1", format!("1 to 4 mages play, not {}", team.len())));
    }
    for (i, id) in team.iter().enumerate() {
        if p.mage(id).is_none() {
            out.push(RuleError::new("AE-2.5.1", format!("'{id}' is not a mage of the pool")));
        } else if team[..i].contains(id) {
            out.push(RuleError::new("AE-1.1", format!("{id} is in the team twice: each mage is one player")));
        }
    }
    out
}

/// The problems of a market (AE-2.4: nine distinct supply cards, 3 gems, 2 relics and
/// 4 spells).
pub fn market_problems(p: &Pool, market: &[String]) -> Vec<RuleError> {
    let mut out = Vec::new();
    let mut kinds = Vec::new();
    for (i, id) in market.iter().enumerate() {
        match p.card(id) {
            Some(c) if c.pool == Origin::Supply => kinds.push(c.kind),
            Some(c) => out.push(RuleError::new(
                "AE-2.4",
                format!("{} is not a supply card: starting cards, treasures and corruptions never are", c.name),
            )),
            None => out.push(RuleError::new("AE-2.4", format!("'{id}' is not a card of the pool"))),
        }
        if market[..i].contains(id) {
            out.push(RuleError::new("AE-2.4", format!("'{id}' is twice in the market: nine distinct piles")));
        }
    }
    for (kind, n) in MARKET_SHAPE {
        let have = kinds.iter().filter(|&&k| k == kind).count();
        if have != n {
            let word = match kind {
                CardType::Gem => "gem",
                CardType::Relic => "relic",
                CardType::Spell => "spell",
            };
            out.push(RuleError::new("AE-2.4", format!("the market holds {n} {word} piles, not {have}")));
        }
    }
    out
}

impl Options {
    /// The team's ids: `team`, or the default team of `mages` players.
    pub fn team_ids(&self, p: &Pool) -> Vec<String> {
        if !self.team.is_empty() {
            return self.team.clone();
        }
        if self.mages == 1 {
            return vec![self.solo_mage.clone()];
        }
        p.mages.iter().take(self.mages).map(|m| m.id.clone()).collect()
    }

    /// The market's ids: `market`, or the pool's first market.
    pub fn market_ids(&self, p: &Pool) -> Vec<String> {
        if !self.market.is_empty() {
            return self.market.clone();
        }
        p.markets.first().map(|m| m.cards.clone()).unwrap_or_default()
    }

    /// Checks the options and resolves every id; the first problem refuses them.
    pub fn setup(&self) -> Result<Setup, RuleError> {
        let p = the_pool()?;
        if !(1..=4).contains(&self.mages) {
            return Err(RuleError::new("AE-1.1", format!("1 to 4 mages play, not {}", self.mages)));
        }
        let team = self.team_ids(p);
        if team.len() != self.mages {
            return Err(RuleError::new(
                "AE-1.1",
                format!("{} mages are named for a game of {}", team.len(), self.mages),
            ));
        }
        let market = self.market_ids(p);
        let mut problems = team_problems(p, &team);
        problems.extend(market_problems(p, &market));
        let nemesis = p.nemesis(&self.nemesis);
        if nemesis.is_none() {
            problems.push(RuleError::new("AE-2.2", format!("'{}' is not a nemesis of the pool", self.nemesis)));
        }
        if self.nemesis_life.is_some_and(|l| !(1..=200).contains(&l)) {
            problems.push(RuleError::new("AE-2.2", "nemesis life must be between 1 and 200"));
        }
        if !(1..=100).contains(&self.gravehold_life) {
            problems.push(RuleError::new("AE-2.1", "Gravehold life must be between 1 and 100"));
        }
        if !(1..=50).contains(&self.mage_life) {
            problems.push(RuleError::new("AE-2.5.1", "mage life must be between 1 and 50"));
        }
        if self.unleash_damage.is_some_and(|d| d > 20) {
            problems.push(RuleError::new("AE-1.8", "Unleash damage must be at most 20"));
        }
        if self.carried.len() > team.len() {
            problems.push(RuleError::new("AE-2.5.4", "cards are carried for more mages than play"));
        }
        let mut carried = Vec::new();
        for list in &self.carried {
            let mut cards = Vec::new();
            for id in list {
                match p.card(id) {
                    Some(c) if matches!(c.pool, Origin::Supply | Origin::Treasure) => cards.push(c),
                    _ => problems.push(RuleError::new(
                        "AE-2.5.4",
                        format!("'{id}' cannot be carried: only supply cards and treasures are"),
                    )),
                }
            }
            carried.push(cards);
        }
        if let Some(first) = problems.into_iter().next() {
            return Err(first);
        }
        let card = |id: &String| p.card(id).expect("checked above");
        Ok(Setup {
            team: team.iter().map(|id| p.mage(id).expect("checked above")).collect(),
            nemesis: nemesis.expect("checked above"),
            market: market.iter().map(card).collect(),
            carried,
        })
    }
}
