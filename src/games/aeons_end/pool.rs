//! The game's pool as outside programs read it (the protocol's `cards` and `deck`,
//! `simulate --random-setup`) and as the new-game page draws from it: every design as
//! data, a set-up given as ids checked by the rules the options are checked by, and a
//! random team, nemesis and market.

#[cfg(not(target_arch = "wasm32"))]
use serde_json::json;
use serde_json::Value;

use super::cards::{CardType, Origin};
use super::content::{pool, MarketDef, Pool};
use super::options::{market_problems, team_problems};
use super::Options;
use crate::engine::{Rng, RuleError};

/// `value` (an object) with `key` set.
#[cfg(not(target_arch = "wasm32"))]
fn with(mut value: Value, fields: &[(&str, Value)]) -> Value {
    if let Value::Object(map) = &mut value {
        for (k, v) in fields {
            map.insert((*k).to_string(), v.clone());
        }
    }
    value
}

/// In the browser no program asks for the pool as data (and its writer would cost the
/// page's wasm; see content/read.rs).
#[cfg(target_arch = "wasm32")]
pub fn cards_json() -> Option<Vec<Value>> {
    None
}

/// Every design as data: each mage (kind `mage`), nemesis (`nemesis`), nemesis card
/// (`attack`, `minion`, `power`) and player card (`gem`, `relic`, `spell`), with its
/// words as shown (`text`) and its abilities in the language.
#[cfg(not(target_arch = "wasm32"))]
pub fn cards_json() -> Option<Vec<Value>> {
    let p = pool().ok()?;
    let mut out = Vec::new();
    for m in &p.mages {
        let v = serde_json::to_value(m).ok()?;
        out.push(with(v, &[("kind", json!("mage")), ("text", json!(m.ability_text))]));
    }
    for n in &p.nemeses {
        let mut v = serde_json::to_value(n).ok()?;
        if let Value::Object(map) = &mut v {
            map.remove("cards");
        }
        let mut text = vec![n.unleash_text.clone()];
        text.extend(n.rules_text.iter().cloned());
        out.push(with(v, &[("kind", json!("nemesis")), ("text", json!(text.join(" ")))]));
        for c in &n.cards {
            let v = serde_json::to_value(c).ok()?;
            out.push(with(v, &[("nemesis", json!(n.id)), ("text", json!(c.text))]));
        }
    }
    for c in &p.cards {
        let v = serde_json::to_value(c).ok()?;
        out.push(with(v, &[("text", json!(c.text))]));
    }
    Some(out)
}

/// The problems of a set-up given as ids (mages, one nemesis, nine market cards), each
/// citing its rule: the same checks as a table's options.
pub fn check_setup(ids: &[String], format: Option<&str>) -> Result<Vec<RuleError>, RuleError> {
    if !matches!(format, None | Some("standard")) {
        return Err(RuleError::protocol("Aeon's End has one format, \"standard\""));
    }
    let p = pool().map_err(|e| RuleError::protocol(e.to_string()))?;
    let (mut team, mut nemeses, mut market, mut problems) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for id in ids {
        if p.mage(id).is_some() {
            team.push(id.clone());
        } else if p.nemesis(id).is_some() {
            nemeses.push(id.clone());
        } else if p.card(id).is_some() {
            market.push(id.clone());
        } else {
            problems.push(RuleError::new("AE-2", format!("'{id}' is not a mage, nemesis or card of the pool")));
        }
    }
    problems.extend(team_problems(p, &team));
    if nemeses.len() != 1 {
        problems.push(RuleError::new("AE-2.2", format!("one nemesis plays, not {}", nemeses.len())));
    }
    problems.extend(market_problems(p, &market));
    Ok(problems)
}

/// `n` distinct items of `from`, drawn at random.
fn draw<T: Clone>(from: &[T], n: usize, rng: &mut Rng) -> Vec<T> {
    let mut v = from.to_vec();
    rng.shuffle(&mut v);
    v.truncate(n);
    v
}

/// A market drawn at random by `preset`'s slots (or, for a fixed preset, its cards):
/// one supply card of each slot's type and cost range, all nine distinct (AE-2.4).
pub fn random_market(p: &Pool, preset: &MarketDef, rng: &mut Rng) -> Vec<String> {
    if preset.slots.is_empty() {
        return preset.cards.clone();
    }
    let mut out: Vec<String> = Vec::new();
    for s in &preset.slots {
        let fits: Vec<&str> = p
            .cards
            .iter()
            .filter(|c| c.pool == Origin::Supply && c.kind == s.kind && (s.min..=s.max).contains(&c.cost))
            .map(|c| c.id.as_str())
            .filter(|id| !out.iter().any(|o| o == id))
            .collect();
        // A slot whose range is used up takes any unused card of its type.
        let any: Vec<&str> = p
            .cards
            .iter()
            .filter(|c| c.pool == Origin::Supply && c.kind == s.kind && !out.contains(&c.id))
            .map(|c| c.id.as_str())
            .collect();
        let from = if fits.is_empty() { any } else { fits };
        if !from.is_empty() {
            out.push(from[rng.below(from.len())].to_string());
        }
    }
    out
}

/// A market of any nine supply cards of AE-2.4's shape (3 gems, 2 relics, 4 spells).
pub fn any_market(p: &Pool, rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for (kind, n) in [(CardType::Gem, 3), (CardType::Relic, 2), (CardType::Spell, 4)] {
        let ids: Vec<String> =
            p.cards.iter().filter(|c| c.pool == Origin::Supply && c.kind == kind).map(|c| c.id.clone()).collect();
        let mut picked = draw(&ids, n, rng);
        // By cost within a type, as the supply is laid out.
        crate::engine::order::sort_by_key(&mut picked, |id| p.card(id).map_or(0, |c| c.cost));
        out.extend(picked);
    }
    out
}

/// 1 to 4 random mages, a random nemesis and a market by a random preset.
pub fn random_setup(base: &Options, rng: &mut Rng) -> Option<Options> {
    let p = pool().ok()?;
    let count = 1 + rng.below(p.mages.len().clamp(1, 4));
    let mages: Vec<String> = p.mages.iter().map(|m| m.id.clone()).collect();
    let team = draw(&mages, count, rng);
    let nemesis = p.nemeses[rng.below(p.nemeses.len())].id.clone();
    let random: Vec<&MarketDef> = p.markets.iter().filter(|m| !m.slots.is_empty()).collect();
    let market = match rng.below(random.len() + 1) {
        i if i < random.len() => random_market(p, random[i], rng),
        _ => any_market(p, rng),
    };
    Some(Options { mages: count, team, nemesis, market, nemesis_life: None, ..base.clone() })
}
