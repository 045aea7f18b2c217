//! The expedition: a campaign of battles against every nemesis of the pool, easiest
//! first and each harder than the last (the nemesis's life rises by 5 a battle). After
//! a won battle each mage takes one card of the offer and the team one treasure (a
//! card of its own rules, kept from battle to battle); after a loss the team retries
//! the same battle with a smaller reward: one card, for one mage, and no treasure. The
//! cards kept join each mage's starting deck in the next battles (the options'
//! `carried`). It is plain data, kept by the page and shared by link.

use serde::{Deserialize, Serialize};

use super::cards::Origin;
use super::content::{pool, Pool};
use super::pool::random_market;
use super::Options;
use crate::engine::packing::{base64url, unbase64url};
use crate::engine::{Rng, RuleError};

/// Nemesis life added per battle already behind the team.
pub const LIFE_PER_BATTLE: u32 = 5;
/// Cards offered after a won battle (each mage takes one) and after a lost one.
pub const OFFER_WON: usize = 5;
pub const OFFER_LOST: usize = 3;

/// The choice waiting between two battles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reward {
    /// The battle before it was won (each mage takes a card; a treasure for the team) or
    /// lost (one card for one mage).
    pub won: bool,
    pub cards: Vec<String>,
    pub treasures: Vec<String>,
}

/// A campaign in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expedition {
    pub seed: u64,
    /// The mages' ids, in player order.
    pub team: Vec<String>,
    /// The nemeses, in the order they are fought.
    pub battles: Vec<String>,
    /// The battle to fight now (all of them behind the team: the expedition is won).
    pub at: usize,
    /// Battles lost at the current one.
    pub tries: u32,
    /// The cards and treasures each mage keeps.
    pub carried: Vec<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reward: Option<Reward>,
    /// What happened, one line a battle.
    #[serde(default)]
    pub history: Vec<String>,
}

fn the_pool() -> Result<&'static Pool, RuleError> {
    pool().map_err(|e| RuleError::new("AE-2", e.to_string()))
}

/// `n` distinct ids of `from`, drawn.
fn draw(from: Vec<String>, n: usize, rng: &mut Rng) -> Vec<String> {
    let mut v = from;
    rng.shuffle(&mut v);
    v.truncate(n);
    v
}

impl Expedition {
    /// A new expedition of `team` against every nemesis, by rising difficulty.
    pub fn new(team: Vec<String>, seed: u64) -> Result<Self, RuleError> {
        let p = the_pool()?;
        if let Some(e) = super::options::team_problems(p, &team).into_iter().next() {
            return Err(e);
        }
        let mut nemeses: Vec<_> = p.nemeses.iter().collect();
        crate::engine::order::sort_by_key(&mut nemeses, |n| n.difficulty);
        let carried = vec![Vec::new(); team.len()];
        Ok(Self {
            seed,
            battles: nemeses.iter().map(|n| n.id.clone()).collect(),
            team,
            at: 0,
            tries: 0,
            carried,
            reward: None,
            history: Vec::new(),
        })
    }

    /// Whether every battle is won.
    pub fn finished(&self) -> bool {
        self.at >= self.battles.len()
    }

    fn rng(&self, salt: u64) -> Rng {
        Rng::new(self.seed ^ (self.at as u64) << 40 ^ u64::from(self.tries) << 20 ^ salt)
    }

    /// The options of the battle to fight now (`None` once finished or while a reward
    /// waits to be chosen).
    pub fn battle(&self) -> Option<Options> {
        if self.finished() || self.reward.is_some() {
            return None;
        }
        let p = the_pool().ok()?;
        let nemesis = p.nemesis(&self.battles[self.at])?;
        let market = match p.market("spread") {
            Some(m) => random_market(p, m, &mut self.rng(0x6d61_726b)),
            None => super::pool::any_market(p, &mut self.rng(0x6d61_726b)),
        };
        Some(Options {
            mages: self.team.len(),
            team: self.team.clone(),
            nemesis: nemesis.id.clone(),
            nemesis_life: Some(nemesis.life + LIFE_PER_BATTLE * self.at as u32),
            market,
            carried: self.carried.clone(),
            ..Options::default()
        })
    }

    /// Records the battle's result and draws the reward to choose.
    pub fn record(&mut self, won: bool) -> Result<(), RuleError> {
        if self.battle().is_none() {
            return Err(RuleError::new("AE-14", "no battle of this expedition is waiting for its result"));
        }
        let p = the_pool()?;
        let name = p.nemesis(&self.battles[self.at]).map_or("the nemesis", |n| n.name.as_str());
        let supply: Vec<String> = p
            .cards
            .iter()
            .filter(|c| c.pool == Origin::Supply && c.cost <= 4 + 2 * self.at as u32)
            .map(|c| c.id.clone())
            .collect();
        let treasures: Vec<String> = p
            .cards
            .iter()
            .filter(|c| c.pool == Origin::Treasure && !self.carried.iter().flatten().any(|x| *x == c.id))
            .map(|c| c.id.clone())
            .collect();
        let mut rng = self.rng(0x7277_6172);
        let reward = if won {
            self.history.push(format!("Battle {}: {name} defeated.", self.at + 1));
            Reward { won, cards: draw(supply, OFFER_WON, &mut rng), treasures: draw(treasures, 2, &mut rng) }
        } else {
            self.history.push(format!("Battle {}: lost against {name}; the team tries again.", self.at + 1));
            Reward { won, cards: draw(supply, OFFER_LOST, &mut rng), treasures: Vec::new() }
        };
        self.reward = Some(reward);
        Ok(())
    }

    /// The team's choice of reward: `cards` (mage, card) pairs from the offer (one per
    /// mage after a win; one in all after a loss) and the treasure (mage, treasure) after
    /// a win. Then the next battle (or the same one again) waits.
    pub fn choose(&mut self, cards: &[(usize, String)], treasure: Option<(usize, String)>) -> Result<(), RuleError> {
        let Some(r) = self.reward.clone() else {
            return Err(RuleError::new("AE-2", "no reward is waiting to be chosen"));
        };
        let n = self.team.len();
        let want = if r.won { n.min(r.cards.len()) } else { 1 };
        if cards.len() != want {
            return Err(RuleError::new("AE-2", format!("choose {want} card(s) of the offer")));
        }
        for (i, (seat, id)) in cards.iter().enumerate() {
            if *seat >= n || !r.cards.contains(id) || cards[..i].iter().any(|(s, c)| c == id || (r.won && s == seat)) {
                return Err(RuleError::new("AE-2", format!("'{id}' for player {} is not a choice of this offer", seat + 1)));
            }
        }
        match (&treasure, r.won && !r.treasures.is_empty()) {
            (Some((seat, id)), true) if *seat < n && r.treasures.contains(id) => {}
            (None, false) => {}
            _ => return Err(RuleError::new("AE-2", "after a won battle the team takes one of the treasures offered")),
        }
        for (seat, id) in cards.iter().cloned().chain(treasure) {
            self.carried[seat].push(id);
        }
        if r.won {
            self.at += 1;
            self.tries = 0;
        } else {
            self.tries += 1;
        }
        self.reward = None;
        Ok(())
    }

    /// The seed of the battle to fight now: each try of each battle its own deal.
    pub fn battle_seed(&self) -> u64 {
        (self.rng(0x7365_6564).next_u64()) % 1_000_000_000
    }

    /// Whether this is a campaign the rules can go on with: its team a legal team
    /// (AE-1.1), its battles nemeses of the pool, its kept cards supply cards and
    /// treasures, one list per mage, and its reward drawn from those. A link or a save
    /// from elsewhere is checked with it before it is kept.
    pub fn check(&self) -> Result<(), RuleError> {
        let p = the_pool()?;
        if let Some(e) = super::options::team_problems(p, &self.team).into_iter().next() {
            return Err(e);
        }
        let bad = |what: String| Err(RuleError::new("AE-2", what));
        if self.battles.is_empty() || self.battles.len() > 8 || self.at > self.battles.len() {
            return bad(format!("an expedition of {} battles cannot be at battle {}", self.battles.len(), self.at + 1));
        }
        if let Some(n) = self.battles.iter().find(|n| p.nemesis(n).is_none()) {
            return bad(format!("'{n}' is not a nemesis of these cards"));
        }
        if self.carried.len() != self.team.len() {
            return bad("the cards kept are not one list per mage".into());
        }
        let kept = |id: &String, from: &[Origin]| p.card(id).is_some_and(|c| from.contains(&c.pool));
        let both = [Origin::Supply, Origin::Treasure];
        if let Some(id) = self.carried.iter().flatten().find(|id| !kept(id, &both)) {
            return bad(format!("'{id}' cannot be kept: only supply cards and treasures are"));
        }
        if let Some(r) = &self.reward {
            let odd = r.cards.iter().find(|id| !kept(id, &both[..1])).or_else(|| r.treasures.iter().find(|id| !kept(id, &both[1..])));
            if self.finished() || odd.is_some() {
                return bad("the reward waiting is not one these cards can give".into());
            }
        }
        if self.history.len() > 64 || self.history.iter().any(|h| h.len() > 200) {
            return bad("the expedition's story is too long to be one".into());
        }
        Ok(())
    }

    /// The expedition as a link's code: its JSON text (`json`, written by the caller)
    /// in base64url.
    pub fn code(json: &str) -> String {
        base64url(json.as_bytes())
    }

    /// An expedition read from a link's code and checked ([`Expedition::check`]); a
    /// damaged or made-up code is refused with what is wrong, never half read.
    pub fn from_code(code: &str) -> Result<Self, RuleError> {
        let bad = |why: &str| RuleError::new("AE-2", format!("this expedition link cannot be read: {why}"));
        let bytes = unbase64url(code.trim()).ok_or_else(|| bad("it is not a link's code"))?;
        let text = std::str::from_utf8(&bytes).map_err(|_| bad("it is not text"))?;
        let value: serde_json::Value = serde_json::from_str(text).map_err(|_| bad("it is cut or damaged"))?;
        let e: Self = serde_json::from_value(value).map_err(|_| bad("it is not an expedition"))?;
        e.check()?;
        Ok(e)
    }

    /// Where the expedition stands, in a few words ("Battle 2 of 4: Cindermaw").
    pub fn progress(&self) -> String {
        let p = the_pool().ok();
        if self.finished() {
            return format!("Expedition won: {} battles", self.battles.len());
        }
        let name = p.and_then(|p| p.nemesis(&self.battles[self.at])).map_or("?", |n| n.name.as_str());
        let waiting = if self.reward.is_some() { ", rewards to choose" } else { "" };
        format!("Battle {} of {}: {name}{waiting}", self.at + 1, self.battles.len())
    }
}
