//! Reading and checking Nexus set files. Every problem is refused naming the file, the
//! card and what is wrong ([`CardDataError`]); nothing here panics on a bad file.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::Value;

use super::ability::{Activated, Aura, Bonus, Effect, Op, On, Produce, Reactive, TargetSpec};
use super::{text, ActivatedDef, Biome, CardDef, Cost, Kind, Pool, Premade, ProduceDef, ReactiveDef, ENERGY_SYMBOLS};
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::card_data::set_text;
use crate::engine::card_data::CardDataError;

#[derive(Clone, Copy, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case")]
enum Range {
    Melee,
    Ranged,
}

/// A card as its set file writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    name: String,
    kind: Kind,
    #[serde(default)]
    modification: bool,
    #[serde(default)]
    gear: bool,
    #[serde(default)]
    speed: Option<u8>,
    #[serde(default)]
    cost: Option<String>,
    #[serde(default)]
    range: Option<Range>,
    #[serde(default)]
    attack: Option<i32>,
    #[serde(default)]
    defense: Option<i32>,
    #[serde(default)]
    produce: Option<Produce>,
    #[serde(default)]
    effect: Option<Effect>,
    #[serde(default)]
    reactive: Option<Reactive>,
    #[serde(default)]
    activated: Option<Activated>,
    #[serde(default)]
    bonus: Option<Bonus>,
    #[serde(default)]
    aura: Option<Aura>,
    #[serde(default)]
    art: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBiome {
    name: String,
    #[serde(default)]
    influence: Option<Aura>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    id: String,
    name: String,
    /// Its plan in one line, for the deck list.
    #[serde(default)]
    plan: String,
    cards: Vec<String>,
    /// Its best-of-three reserve (NX-2.2), up to 12 card ids.
    #[serde(default)]
    reserve: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSet {
    set: String,
    #[allow(dead_code)]
    name: String,
    #[serde(default)]
    planet: Vec<RawBiome>,
    cards: Vec<Value>,
    #[serde(default)]
    decks: Vec<RawDeck>,
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn energy(c: char) -> Option<u8> {
    ENERGY_SYMBOLS.iter().position(|s| s.starts_with(c)).map(|i| i as u8)
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn pool(sets: &[(&str, &'static str)]) -> Result<Pool, CardDataError> {
    let mut b = Builder::default();
    for &(file, built_in) in sets {
        let text = set_text("nexus", file, built_in)?;
        b.read(file, &text)?;
    }
    b.finish()
}

pub(super) fn from_texts(sets: &[(&str, &str)]) -> Result<Pool, CardDataError> {
    let mut b = Builder::default();
    for &(file, text) in sets {
        b.read(file, text)?;
    }
    b.finish()
}

#[derive(Default)]
struct Builder {
    defs: Vec<CardDef>,
    raw: Vec<Value>,
    biomes: Vec<Biome>,
    by_code: HashMap<&'static str, u8>,
    decks: Vec<(String, RawDeck)>,
}

impl Builder {
    fn read(&mut self, file: &str, text: &str) -> Result<(), CardDataError> {
        let value: Value = serde_json::from_str(text).map_err(|e| CardDataError::file(file, format!("not JSON: {e}")))?;
        let set: RawSet =
            serde_json::from_value(value).map_err(|e| CardDataError::file(file, format!("not a set file: {e}")))?;
        if !set.planet.is_empty() {
            if set.planet.len() != 3 || !self.biomes.is_empty() {
                return Err(CardDataError::file(file, "a planet has exactly three biomes, given once (NX-4.5)"));
            }
            for b in set.planet {
                let words = b.influence.map(|a| text::influence_words(&a)).unwrap_or_default();
                self.biomes.push(Biome { name: leak(b.name), influence: b.influence, words: leak(words) });
            }
        }
        let set_name = leak(set.set);
        for (i, v) in set.cards.into_iter().enumerate() {
            let label = v.get("id").and_then(Value::as_str).map_or_else(|| format!("#{}", i + 1), str::to_string);
            let raw: RawCard =
                serde_json::from_value(v.clone()).map_err(|e| CardDataError::card(file, &label, e.to_string()))?;
            if self.by_code.contains_key(raw.id.as_str()) {
                return Err(CardDataError::card(file, &label, "a second card with this id"));
            }
            if self.defs.len() >= 250 {
                return Err(CardDataError::card(file, &label, "the pool holds at most 250 designs"));
            }
            let def = def(raw, set_name).map_err(|p| CardDataError::card(file, &label, p))?;
            self.by_code.insert(def.code, self.defs.len() as u8);
            let mut v = v;
            if let Value::Object(m) = &mut v {
                m.insert("set".into(), Value::String(set_name.into()));
            }
            self.raw.push(v);
            self.defs.push(def);
        }
        self.decks.extend(set.decks.into_iter().map(|d| (file.to_string(), d)));
        Ok(())
    }

    fn finish(self) -> Result<Pool, CardDataError> {
        let Builder { defs, raw, biomes, by_code, decks } = self;
        if biomes.len() != 3 {
            return Err(CardDataError::file("nexus sets", "no planet: one set file gives the three biomes"));
        }
        let mut premades: Vec<Premade> = Vec::new();
        let mut files = Vec::new();
        for (file, deck) in decks {
            let bad = |p: String| CardDataError::card(&file, format!("deck {}", deck.id), p);
            let mut cards = Vec::with_capacity(deck.cards.len());
            for c in &deck.cards {
                cards.push(*by_code.get(c.as_str()).ok_or_else(|| bad(format!("unknown card {c}")))?);
            }
            let mut reserve = Vec::with_capacity(deck.reserve.len());
            for c in &deck.reserve {
                reserve.push(*by_code.get(c.as_str()).ok_or_else(|| bad(format!("unknown reserve card {c}")))?);
            }
            if premades.iter().any(|p| p.id == deck.id) {
                return Err(bad("a second deck with this id".into()));
            }
            premades.push(Premade { id: leak(deck.id), name: leak(deck.name), plan: leak(deck.plan), cards, reserve });
            files.push(file);
        }
        let pool = Pool { defs, premades, biomes, raw, by_code };
        for (p, file) in pool.premades.iter().zip(&files) {
            let ids: Vec<String> = p.cards.iter().map(|&d| pool.defs[d as usize].code.to_string()).collect();
            let reserve = pool.premade_reserve(p);
            let mut problems = super::decks::problems(&pool, &ids);
            problems.extend(super::decks::reserve_problems(&pool, &ids, &reserve));
            if let Some(e) = problems.first() {
                return Err(CardDataError::card(file, format!("deck {}", p.id), format!("{} ({})", e.message, e.rule)));
            }
        }
        Ok(pool)
    }
}

/// One design, checked on its own.
fn def(r: RawCard, set: &'static str) -> Result<CardDef, String> {
    let is_agent = r.kind == Kind::Agent;
    if is_agent != (r.attack.is_some() && r.defense.is_some() && r.range.is_some()) {
        return Err(if is_agent {
            "an agent needs range, attack and defense".into()
        } else {
            "only agents have range, attack and defense".into()
        });
    }
    let anomaly = r.kind == Kind::Anomaly;
    if anomaly != r.produce.is_some() {
        return Err("an anomaly, and only an anomaly, produces energy (NX-3.8.3)".into());
    }
    if anomaly == r.speed.is_some() || anomaly == r.cost.is_some() {
        return Err("anomalies have no speed and no cost; every function has both (NX-3.1)".into());
    }
    let speed = r.speed.unwrap_or(0);
    if !anomaly && !(1..=3).contains(&speed) {
        return Err(format!("speed {speed}: speeds are 1, 2 and 3 (NX-6.3)"));
    }
    let cost = match &r.cost {
        Some(c) => Cost::parse(c)?,
        None => Cost::default(),
    };
    if r.modification && r.kind != Kind::Software || r.gear && r.kind != Kind::Hardware {
        return Err("modifications are software and gear is hardware (NX-3.2)".into());
    }
    let targeted = r.effect.as_ref().is_some_and(|e| e.target.is_some());
    match r.kind {
        Kind::Event if r.effect.as_ref().is_none_or(|e| e.steps.is_empty()) => {
            return Err("an event needs an effect with steps (NX-3.5)".into());
        }
        Kind::Software if r.modification && !matches!(r.effect.as_ref().and_then(|e| e.target), Some(TargetSpec::Agent(_))) => {
            return Err("a modification needs an agent target to be played on (NX-3.6.2)".into());
        }
        Kind::Agent | Kind::Hardware | Kind::Anomaly if r.effect.is_some() => {
            return Err("only events and modifications have an effect; use a reactive or activated skill".into());
        }
        Kind::Software if !r.modification && r.effect.is_some() => {
            return Err("only events and modifications have an effect; use a reactive or activated skill".into());
        }
        _ => {}
    }
    if (r.bonus.is_some()) != (r.modification || r.gear) {
        return Err("a modification or gear, and only one, gives its host a bonus".into());
    }
    if r.aura.is_some() && !matches!(r.kind, Kind::Software | Kind::Hardware) || r.aura.is_some() && (r.modification || r.gear) {
        return Err("a persistent modifier is on software or hardware in staging".into());
    }
    if r.activated.is_some() && !is_agent {
        return Err("activated skills are on agents here (NX-10.4)".into());
    }
    let reactive = r.reactive.map(|x| ReactiveDef {
        when: x.when,
        turn: x.turn,
        cond: x.cond,
        effect: Effect { target: x.target, steps: x.steps },
    });
    let activated_effect = r.activated.as_ref().map(|x| Effect { target: x.target, steps: x.steps.clone() });
    for e in r.effect.iter().chain(reactive.as_ref().map(|x| &x.effect)).chain(activated_effect.as_ref()) {
        check_effect(e)?;
    }
    if targeted && r.kind == Kind::Event && r.effect.as_ref().is_some_and(|e| e.steps.iter().all(|s| s.on != On::Target)) {
        return Err("an event's target is acted on by a step".into());
    }
    let produce = match r.produce {
        Some(p) => {
            let typed = match p.typed {
                Some(c) => Some(energy(c).ok_or_else(|| format!("unknown energy {c}"))?),
                None => None,
            };
            if typed.is_none() && p.void == 0 {
                return Err("a source produces something".into());
            }
            Some(ProduceDef { typed, void: p.void, arrives_locked: p.arrives_locked })
        }
        None => None,
    };
    let alignment = match produce {
        Some(p) => p.typed,
        None => cost.typed.iter().position(|&n| n > 0).map(|i| i as u8),
    };
    let activated = match (r.activated, activated_effect) {
        (Some(a), Some(effect)) => {
            if !(1..=3).contains(&a.speed) {
                return Err("an activated skill's speed is 1, 2 or 3".into());
            }
            let cost = Cost::parse(&a.cost)?;
            Some(&*Box::leak(Box::new(ActivatedDef { speed: a.speed, lock: a.lock, cost, effect })))
        }
        _ => None,
    };
    let mut def = CardDef {
        code: leak(r.id),
        name: leak(r.name),
        kind: r.kind,
        modification: r.modification,
        gear: r.gear,
        alignment,
        cost,
        speed,
        ranged: r.range == Some(Range::Ranged),
        attack: r.attack.unwrap_or(0),
        defense: r.defense.unwrap_or(0),
        produce,
        effect: r.effect.map(|e| &*Box::leak(Box::new(e))),
        reactive: reactive.map(|e| &*Box::leak(Box::new(e))),
        activated,
        bonus: r.bonus.unwrap_or_default(),
        aura: r.aura,
        art: leak(r.art.unwrap_or_default()),
        text: "",
        set,
    };
    def.text = leak(text::card_text(&def));
    Ok(def)
}

/// Steps are well formed: what acts on a target has one of the right kind.
fn check_effect(e: &Effect) -> Result<(), String> {
    for s in &e.steps {
        if s.on != On::Target {
            if matches!(s.op, Op::Cancel | Op::Restore(_)) {
                return Err(format!("{:?} acts on a target", s.op));
            }
            if s.on == On::You && !matches!(s.op, Op::Draw(_)) || s.on != On::You && matches!(s.op, Op::Draw(_)) {
                return Err("drawing is done by `you`, and only drawing".into());
            }
            continue;
        }
        let ok = match (e.target, s.op) {
            (None, _) => false,
            (Some(TargetSpec::Queued), Op::Cancel) => true,
            (Some(TargetSpec::Sector { .. }), Op::Damage(_) | Op::Restore(_)) => true,
            (Some(TargetSpec::Agent(_)), op) => !matches!(op, Op::Cancel | Op::Restore(_) | Op::Draw(_)),
            _ => false,
        };
        if !ok {
            return Err(format!("{:?} cannot act on {:?}", s.op, e.target));
        }
    }
    Ok(())
}
