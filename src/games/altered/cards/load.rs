//! Reading and checking set files. Every problem is refused naming the file, the card
//! and what is wrong ([`CardDataError`]); nothing here panics on a bad file.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::Value;

use super::ability::{Cond, Keyword, Keywords, Op, Passive, Quick, Reaction, Step, Trigger, Who};
use super::{text, CardDef, CardType, DefId, Faction, Pool, Premade, Rarity};
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::card_data::set_text;
use crate::engine::card_data::CardDataError;

/// A card as its set file writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    name: String,
    kind: CardType,
    #[serde(default)]
    subtype: String,
    #[serde(default)]
    faction: Option<String>,
    #[serde(default)]
    rarity: Option<Rarity>,
    /// Hand Cost and Reserve Cost (AL-7.4).
    #[serde(default)]
    cost: Option<[u8; 2]>,
    #[serde(default)]
    stats: Option<[i32; 3]>,
    #[serde(default)]
    keywords: Vec<Keyword>,
    #[serde(default)]
    reactions: Vec<Reaction>,
    #[serde(default)]
    effect: Vec<Step>,
    #[serde(default)]
    quick: Option<Quick>,
    #[serde(default)]
    passive: Vec<Passive>,
    /// Reserve and landmark limits (heroes, AL-9.4).
    #[serde(default)]
    limits: Option<[u8; 2]>,
    #[serde(default)]
    art: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFaction {
    id: String,
    name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    id: String,
    name: String,
    #[serde(default)]
    hero: Option<String>,
    cards: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSet {
    set: String,
    #[allow(dead_code)]
    name: String,
    #[serde(default)]
    factions: Vec<RawFaction>,
    cards: Vec<Value>,
    #[serde(default)]
    decks: Vec<RawDeck>,
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn leak_slice<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}

/// Reads every set file (built in, or under `TURNKEEPER_CARDS`) into one pool.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn pool(sets: &[(&str, &'static str)], test_sets: &[(&str, &'static str)]) -> Result<Pool, CardDataError> {
    let mut b = Builder::default();
    for &(file, built_in) in sets {
        let text = set_text("altered", file, built_in)?;
        b.read(file, &text, true)?;
    }
    for &(file, built_in) in test_sets {
        b.read(file, built_in, false)?;
    }
    b.finish()
}

/// Reads set files given as (file name, text), nothing else.
pub(super) fn from_texts(sets: &[(&str, &str)]) -> Result<Pool, CardDataError> {
    let mut b = Builder::default();
    for &(file, text) in sets {
        b.read(file, text, true)?;
    }
    b.finish()
}

#[derive(Default)]
struct Builder {
    defs: Vec<CardDef>,
    raw: Vec<Value>,
    /// The file each design came from.
    files: Vec<String>,
    factions: Vec<Faction>,
    by_code: HashMap<&'static str, DefId>,
    decks: Vec<(String, RawDeck)>,
}

impl Builder {
    fn read(&mut self, file: &str, text: &str, collectible: bool) -> Result<(), CardDataError> {
        let value: Value = serde_json::from_str(text).map_err(|e| CardDataError::file(file, format!("not JSON: {e}")))?;
        let set: RawSet =
            serde_json::from_value(value).map_err(|e| CardDataError::file(file, format!("not a set file: {e}")))?;
        let set_name = leak(set.set.clone());
        for f in set.factions {
            match self.factions.iter().find(|g| g.id == f.id) {
                Some(g) if g.name != f.name => {
                    return Err(CardDataError::file(file, format!("faction {} is named twice differently", f.id)));
                }
                Some(_) => {}
                None => self.factions.push(Faction { id: leak(f.id), name: leak(f.name) }),
            }
        }
        for (i, v) in set.cards.into_iter().enumerate() {
            let label = v.get("id").and_then(Value::as_str).map_or_else(|| format!("#{}", i + 1), str::to_string);
            let raw: RawCard =
                serde_json::from_value(v.clone()).map_err(|e| CardDataError::card(file, &label, e.to_string()))?;
            if self.by_code.contains_key(raw.id.as_str()) {
                return Err(CardDataError::card(file, &label, "a second card with this id"));
            }
            let def = self.def(file, raw, collectible, set_name)?;
            let id = self.defs.len() as DefId;
            self.by_code.insert(def.code, id);
            let mut v = v;
            if let Value::Object(m) = &mut v {
                m.insert("set".into(), Value::String(set_name.into()));
            }
            self.raw.push(v);
            self.files.push(file.to_string());
            self.defs.push(def);
        }
        self.decks.extend(set.decks.into_iter().map(|d| (file.to_string(), d)));
        Ok(())
    }

    /// One design, checked on its own (references to other cards are checked in `finish`).
    fn def(&self, file: &str, r: RawCard, collectible: bool, set: &'static str) -> Result<CardDef, CardDataError> {
        let bad = |p: String| CardDataError::card(file, &r.id, p);
        let is_char = matches!(r.kind, CardType::Character | CardType::Token);
        if is_char != r.stats.is_some() {
            return Err(bad(if is_char { "a Character needs stats [Forest, Mountain, Water]" } else { "only Characters have stats" }.into()));
        }
        let needs_cost = !matches!(r.kind, CardType::Hero | CardType::Token);
        if needs_cost != r.cost.is_some() {
            return Err(bad(if needs_cost { "it needs a cost [hand, reserve]" } else { "heroes and tokens have no cost" }.into()));
        }
        if (r.kind == CardType::Hero) != r.limits.is_some() {
            return Err(bad("a Hero, and only a Hero, has limits [reserve, landmarks] (AL-9.4)".into()));
        }
        if r.kind == CardType::Token && (r.faction.is_some() || r.rarity.is_some()) {
            return Err(bad("a token has no faction and no rarity (AL-9.5)".into()));
        }
        if r.kind != CardType::Token && (r.faction.is_none() || r.rarity.is_none()) {
            return Err(bad("it needs a faction and a rarity".into()));
        }
        let faction = match &r.faction {
            Some(f) => Some(self.factions.iter().find(|x| x.id == *f).ok_or_else(|| bad(format!("unknown faction {f}")))?),
            None => None,
        };
        if (r.kind == CardType::Spell) == r.effect.is_empty() {
            return Err(bad(if r.kind == CardType::Spell { "a Spell needs an effect" } else { "only Spells have an effect" }.into()));
        }
        if r.quick.is_some() && !matches!(r.kind, CardType::Hero | CardType::Landmark) {
            return Err(bad("quick actions are on Heroes and Landmarks here (AL-8.7)".into()));
        }
        if !r.passive.is_empty() && r.kind != CardType::Gear {
            return Err(bad("passive modifiers are on Gear here (AL-14.4)".into()));
        }
        let keywords = Keywords::of(&r.keywords);
        if keywords.fleeting && r.kind == CardType::Landmark {
            return Err(bad("a Landmark is never Fleeting (AL-9.3)".into()));
        }
        if (keywords.defender || keywords.eternal || keywords.gigantic || keywords.seasoned) && !is_char {
            return Err(bad("Defender, Eternal, Gigantic and Seasoned are Character keywords (AL-12)".into()));
        }
        if keywords.cooldown && r.kind != CardType::Spell {
            return Err(bad("Cooldown is a Spell keyword (AL-12.7)".into()));
        }
        if keywords.scout > 0 && r.kind != CardType::Character {
            return Err(bad("Scout is a Character keyword here (AL-12.6)".into()));
        }
        for re in &r.reactions {
            check_steps(&re.steps, Some(re.when)).map_err(&bad)?;
        }
        check_steps(&r.effect, None).map_err(&bad)?;
        if let Some(q) = &r.quick {
            check_steps(&q.steps, None).map_err(&bad)?;
        }
        let cost = r.cost.unwrap_or([0, 0]);
        let limits = r.limits.unwrap_or([0, 0]);
        let subtype = match (r.kind, faction) {
            (CardType::Hero, Some(f)) => f.name,
            _ => leak(r.subtype.clone()),
        };
        let mut def = CardDef {
            code: leak(r.id.clone()),
            name: leak(r.name),
            kind: r.kind,
            subtype,
            faction: faction.map(|f| f.id),
            rarity: r.rarity,
            hand_cost: cost[0],
            reserve_cost: cost[1],
            stats: r.stats.unwrap_or([0, 0, 0]),
            keywords,
            keyword_list: leak_slice(r.keywords),
            reactions: leak_slice(r.reactions),
            effect: leak_slice(r.effect),
            quick: r.quick.map(|q| &*Box::leak(Box::new(q))),
            passives: leak_slice(r.passive),
            limits: (limits[0] as usize, limits[1] as usize),
            art: leak(r.art.unwrap_or_default()),
            text: "",
            collectible: collectible && r.kind != CardType::Token,
            set,
        };
        def.text = leak(text::card_text(&def, &|code| self.token_words(code)));
        Ok(def)
    }

    /// "Sproutling 1/1/1 Plant" for a token code (AL-9.5), as card text names it.
    fn token_words(&self, code: &str) -> String {
        match self.by_code.get(code).map(|&i| &self.defs[i as usize]) {
            Some(t) => format!("{} {}/{}/{} {}", t.name, t.stats[0], t.stats[1], t.stats[2], t.subtype),
            None => code.to_string(),
        }
    }

    fn finish(self) -> Result<Pool, CardDataError> {
        let Builder { defs, raw, files, factions, by_code, decks } = self;
        for (i, d) in defs.iter().enumerate() {
            let steps = d.reactions.iter().flat_map(|r| r.steps.iter()).chain(d.effect).chain(d.quick.iter().flat_map(|q| &q.steps));
            for s in steps {
                if let Op::Create { token, .. } = &s.op {
                    let ok = by_code.get(token.as_str()).is_some_and(|&t| defs[t as usize].kind == CardType::Token);
                    if !ok {
                        return Err(CardDataError::card(&files[i], d.code, format!("creates {token}, which is not a token")));
                    }
                }
            }
        }
        let mut premades = Vec::new();
        for (file, deck) in decks {
            let bad = |p: String| CardDataError::card(&file, format!("deck {}", deck.id), p);
            let hero = match &deck.hero {
                Some(h) => Some(*by_code.get(h.as_str()).ok_or_else(|| bad(format!("unknown hero {h}")))?),
                None => None,
            };
            let mut cards = Vec::with_capacity(deck.cards.len());
            for c in &deck.cards {
                cards.push(*by_code.get(c.as_str()).ok_or_else(|| bad(format!("unknown card {c}")))?);
            }
            if premades.iter().any(|p: &Premade| p.id == deck.id) {
                return Err(bad("a second deck with this id".into()));
            }
            premades.push(Premade { id: leak(deck.id), name: leak(deck.name), hero, cards });
        }
        let pool = Pool { defs, factions, premades, raw };
        for p in &pool.premades {
            let ids: Vec<String> = p.hero.iter().chain(&p.cards).map(|&d| pool.defs[d as usize].code.to_string()).collect();
            let problems = super::decks::problems(&pool, &ids, super::decks::Format::Limited);
            if let Some(e) = problems.first() {
                return Err(CardDataError::card("premade decks", p.id, format!("{} ({})", e.message, e.rule)));
            }
        }
        Ok(pool)
    }
}

/// A list of steps is well formed: verbs on objects say on whom and others do not;
/// "that" and "if you did" follow a step; "it" exists only for a trigger that binds one.
fn check_steps(steps: &[Step], trigger: Option<Trigger>) -> Result<(), String> {
    for (i, s) in steps.iter().enumerate() {
        match (&s.who, s.op.on_objects()) {
            (None, true) => return Err(format!("step {} ({:?}) needs `who`", i + 1, s.op)),
            (Some(_), false) => return Err(format!("step {} ({:?}) acts on no object: no `who`", i + 1, s.op)),
            _ => {}
        }
        if i == 0 && (s.who == Some(Who::That) || s.cond == Some(Cond::YouDid)) {
            return Err("`that` and `you_did` need an earlier step".into());
        }
        let binds = matches!(trigger, Some(Trigger::TokenCreated | Trigger::JoinsMyExpedition));
        if s.who == Some(Who::It) && !binds {
            return Err(format!("step {}: `it` needs a trigger that names an object", i + 1));
        }
        if let Some(Who::Choose(sel)) = &s.who {
            if sel.count == 0 || sel.count > 3 {
                return Err(format!("step {}: choose 1 to 3", i + 1));
            }
        }
        match &s.op {
            Op::Boost(0) | Op::Draw(0) => return Err(format!("step {}: an amount of 0 does nothing", i + 1)),
            Op::Sacrifice => {
                if let Some(Who::Choose(sel)) = &s.who {
                    if sel.whose != super::ability::Whose::Yours {
                        return Err("a sacrifice is of your own objects (AL-14.5)".into());
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}
