//! Reading a set file's JSON into its designs, by hand over `serde_json::Value`. Serde's
//! derives would be the library's way; measured, they cost the browser build about 53 KB
//! of gzipped wasm for these types (a scratch crate, 2026-12-05: 92 KB with them, 39 KB
//! for the JSON reader alone), over the 350 KB budget, so this reader does the same job
//! in a few KB: every field named, an unknown one refused by name.

use serde_json::{Map, Value};

use super::effect::*;
use super::model::*;

type R<T> = Result<T, String>;

/// An object whose keys are checked against the ones a design may have.
struct Obj<'a> {
    map: &'a Map<String, Value>,
}

fn obj<'a>(v: &'a Value, what: &str, keys: &[&str]) -> R<Obj<'a>> {
    let map = v.as_object().ok_or_else(|| format!("{what} must be an object, not {v}"))?;
    if let Some(k) = map.keys().find(|k| !keys.contains(&k.as_str())) {
        return Err(format!("unknown field '{k}' in {what} (expected one of: {})", keys.join(", ")));
    }
    Ok(Obj { map })
}

impl<'a> Obj<'a> {
    fn get(&self, k: &str) -> Option<&'a Value> {
        self.map.get(k)
    }
    fn need(&self, k: &str) -> R<&'a Value> {
        self.get(k).ok_or_else(|| format!("missing field '{k}'"))
    }
    fn string(&self, k: &str) -> R<String> {
        text(self.need(k)?, k)
    }
    fn opt_string(&self, k: &str) -> R<Option<String>> {
        self.get(k).map(|v| text(v, k)).transpose()
    }
    fn num(&self, k: &str) -> R<u32> {
        number(self.need(k)?, k)
    }
    fn opt_num(&self, k: &str) -> R<Option<u32>> {
        self.get(k).map(|v| number(v, k)).transpose()
    }
    fn list<T>(&self, k: &str, f: fn(&Value) -> R<T>) -> R<Vec<T>> {
        match self.get(k) {
            None => Ok(Vec::new()),
            Some(v) => list(v, k, f),
        }
    }
    fn effects(&self, k: &str) -> R<Vec<Effect>> {
        self.list(k, effect)
    }
}

fn text(v: &Value, k: &str) -> R<String> {
    v.as_str().map(str::to_string).ok_or_else(|| format!("'{k}' must be a string, not {v}"))
}

fn number(v: &Value, k: &str) -> R<u32> {
    v.as_u64().filter(|&n| n <= u32::MAX as u64).map(|n| n as u32).ok_or_else(|| format!("'{k}' must be a whole number, not {v}"))
}

fn list<T>(v: &Value, k: &str, f: fn(&Value) -> R<T>) -> R<Vec<T>> {
    v.as_array().ok_or_else(|| format!("'{k}' must be a list, not {v}"))?.iter().map(f).collect()
}

/// A word of a fixed set (`snake_case` names).
fn word<T: Copy>(v: &Value, what: &str, words: &[(&str, T)]) -> R<T> {
    let s = v.as_str().ok_or_else(|| format!("{what} must be a word, not {v}"))?;
    words.iter().find(|(w, _)| *w == s).map(|(_, t)| *t).ok_or_else(|| {
        let all: Vec<&str> = words.iter().map(|(w, _)| *w).collect();
        format!("'{s}' is not a {what} (expected one of: {})", all.join(", "))
    })
}

fn who(v: &Value) -> R<Who> {
    use Who::*;
    word(v, "player (who)", &[
        ("you", You), ("ally", Ally), ("each_ally", EachAlly), ("any_player", AnyPlayer), ("each_player", EachPlayer),
        ("lowest_life", LowestLife), ("most_charges", MostCharges), ("most_prepped", MostPrepped), ("most_cards", MostCards),
    ])
}

fn foe(v: &Value) -> R<Foe> {
    word(v, "target (to)", &[("enemy", Foe::Enemy), ("minion", Foe::Minion), ("nemesis", Foe::Nemesis), ("each_minion", Foe::EachMinion)])
}

fn cond(v: &Value) -> R<Cond> {
    use Cond::*;
    word(v, "condition", &[
        ("cast_earlier_this_turn", CastEarlierThisTurn), ("you_have_max_charges", YouHaveMaxCharges),
        ("minion_in_play", MinionInPlay), ("no_minion_in_play", NoMinionInPlay),
        ("cast_from_opened_breach", CastFromOpenedBreach), ("you_are_exhausted", YouAreExhausted),
    ])
}

fn amount(v: &Value) -> R<Amount> {
    if let Some(n) = v.as_u64() {
        return number(&Value::from(n), "amount").map(Amount::Fixed);
    }
    let o = obj(v, "an amount", &["each", "per"])?;
    let per = word(o.need("per")?, "count (per)", &[
        ("minion_in_play", Count::MinionInPlay), ("your_opened_breach", Count::YourOpenedBreach),
        ("your_prepped_spell", Count::YourPreppedSpell), ("corruption_in_hand", Count::CorruptionInHand),
    ])?;
    Ok(Amount::Per { each: o.num("each")?, per })
}

fn give(v: &Value) -> R<Give> {
    let o = obj(v, "this effect", &["who", "amount"])?;
    Ok(Give { who: who(o.need("who")?)?, amount: o.num("amount")? })
}

fn loss(v: &Value) -> R<Loss> {
    let o = obj(v, "this effect", &["who", "amount", "instead"])?;
    Ok(Loss { who: who(o.need("who")?)?, amount: o.opt_num("amount")?.unwrap_or(1), instead: o.effects("instead")? })
}

fn breach_pick(v: &Value) -> R<BreachPick> {
    word(v, "breach", &[("your_closed", BreachPick::YourClosed), ("any_closed", BreachPick::AnyClosed), ("same", BreachPick::Same)])
}

fn cards(v: &Value) -> R<Cards> {
    let o = obj(v, "this effect", &["up_to", "from", "only"])?;
    let from = word(o.need("from")?, "place (from)", &[("hand", From::Hand), ("discard", From::Discard), ("hand_or_discard", From::HandOrDiscard)])?;
    let only = match o.get("only") {
        None => Only::Any,
        Some(v) => word(v, "card type (only)", &[("any", Only::Any), ("spell", Only::Spell), ("gem", Only::Gem), ("corruption", Only::Corruption)])?,
    };
    Ok(Cards { up_to: o.num("up_to")?, from, only })
}

fn hit(v: &Value) -> R<Hit> {
    let o = obj(v, "damage", &["amount", "to", "plus_if"])?;
    let plus_if = match o.get("plus_if") {
        None => None,
        Some(b) => {
            let b = obj(b, "plus_if", &["cond", "add"])?;
            Some(Bonus { cond: cond(b.need("cond")?)?, add: b.num("add")? })
        }
    };
    Ok(Hit { amount: amount(o.need("amount")?)?, to: o.get("to").map(foe).transpose()?.unwrap_or_default(), plus_if })
}

fn with_do(v: &Value, what: &str, keys: &[&str]) -> R<(Vec<Effect>, Map<String, Value>)> {
    let o = obj(v, what, keys)?;
    Ok((o.effects("do")?, o.map.clone()))
}

/// One effect: a word (`"then"`, `"destroy_this"`, `"reset_counter"`) or an object of
/// one key, the effect's name, and its details.
pub fn effect(v: &Value) -> R<Effect> {
    if let Some(s) = v.as_str() {
        return word(v, "effect", &[("then", 0), ("destroy_this", 1), ("reset_counter", 2)]).map(|i| match i {
            0 => Effect::Then,
            1 => Effect::DestroyThis,
            _ => Effect::ResetCounter,
        }).map_err(|_| format!("unknown effect '{s}'"));
    }
    let map = v.as_object().filter(|m| m.len() == 1).ok_or_else(|| format!("an effect is one name and its details, not {v}"))?;
    let (name, x) = map.iter().next().ok_or("an empty effect")?;
    let n = |k: &str| number(x, k);
    Ok(match name.as_str() {
        "aether" => Effect::Aether(n("aether")?),
        "breach_aether" => Effect::BreachAether(n("breach_aether")?),
        "damage" => Effect::Damage(hit(x)?),
        "charge" => Effect::Charge(give(x)?),
        "life" => Effect::Life(give(x)?),
        "gravehold_life" => Effect::GraveholdLife(n("gravehold_life")?),
        "draw" => Effect::Draw(give(x)?),
        "focus" => Effect::Focus(breach_pick(x)?),
        "open" => Effect::Open(breach_pick(x)?),
        "may_pay" => {
            let (effects, m) = with_do(x, "may_pay", &["aether", "do"])?;
            Effect::MayPay(MayPay { aether: number(m.get("aether").ok_or("missing field 'aether'")?, "aether")?, effects })
        }
        "one_of" => Effect::OneOf(list(x, "one_of", |o| list(o, "an option", effect))?),
        "if" => {
            let (effects, m) = with_do(x, "if", &["cond", "do"])?;
            Effect::If(IfThen { cond: cond(m.get("cond").ok_or("missing field 'cond'")?)?, effects })
        }
        "destroy_cards" => Effect::DestroyCards(cards(x)?),
        "recall" => Effect::Recall(cards(x)?),
        "unleash" => Effect::Unleash(n("unleash")?),
        "gravehold" => Effect::Gravehold(amount(x)?),
        "suffer" => Effect::Suffer(give(x)?),
        "lose_charge" => Effect::LoseCharge(loss(x)?),
        "discard_prepped" => Effect::DiscardPrepped(loss(x)?),
        "destroy_prepped" => Effect::DestroyPrepped(loss(x)?),
        "counter" => Effect::Counter(
            x.as_i64().filter(|k| k.unsigned_abs() <= 100).ok_or_else(|| format!("'counter' must be a whole number, not {x}"))? as i32,
        ),
        "corrupt" => Effect::Corrupt(loss(x)?),
        "summon" => {
            let o = obj(x, "summon", &["amount", "instead"])?;
            Effect::Summon(Summon { amount: o.opt_num("amount")?.unwrap_or(1), instead: o.effects("instead")? })
        }
        other => return Err(format!("unknown effect '{other}'")),
    })
}

fn on(v: &Value) -> R<On> {
    use On::*;
    word(v, "moment (on)", &[
        ("breach_opened", BreachOpened), ("turn_start", TurnStart), ("nemesis_turn_end", NemesisTurnEnd),
        ("power_resolved", PowerResolved), ("minion_defeated", MinionDefeated), ("counter_full", CounterFull),
        ("spell_cast", SpellCast),
    ])
}

fn trigger(v: &Value) -> R<Trigger> {
    let o = obj(v, "a rule", &["on", "do"])?;
    Ok(Trigger { on: on(o.need("on")?)?, effects: o.effects("do")? })
}

fn prepped(v: &Value) -> R<Prepped> {
    let map = v.as_object().filter(|m| m.len() == 1).ok_or_else(|| format!("a While-prepped effect is one name, not {v}"))?;
    let (name, x) = map.iter().next().ok_or("empty")?;
    Ok(match name.as_str() {
        "reduce_damage" => Prepped::ReduceDamage(number(x, "reduce_damage")?),
        "main_action" => {
            let o = obj(x, "main_action", &["once_per_turn", "do"])?;
            let once = o.get("once_per_turn").map(|b| b.as_bool().ok_or("'once_per_turn' is true or false")).transpose()?;
            Prepped::MainAction(MainAction { once_per_turn: once.unwrap_or(false), effects: o.effects("do")? })
        }
        "when" => Prepped::When(trigger(x)?),
        other => return Err(format!("unknown While-prepped effect '{other}'")),
    })
}

pub fn card_type(v: &Value) -> R<CardType> {
    word(v, "card kind", &[("gem", CardType::Gem), ("relic", CardType::Relic), ("spell", CardType::Spell)])
}

/// A player card.
pub fn card(v: &Value) -> R<CardDef> {
    let o = obj(v, "a card", &["id", "name", "kind", "cost", "pool", "art", "rulings", "play", "cast", "breaches", "while_prepped"])?;
    let pool = match o.get("pool") {
        None => Origin::Supply,
        Some(p) => word(p, "pool", &[
            ("starter", Origin::Starter), ("unique", Origin::Unique), ("supply", Origin::Supply),
            ("treasure", Origin::Treasure), ("corruption", Origin::Corruption),
        ])?,
    };
    let breaches = o.opt_num("breaches")?.unwrap_or(1);
    Ok(CardDef {
        id: o.string("id")?,
        name: o.string("name")?,
        kind: card_type(o.need("kind")?)?,
        cost: o.num("cost")?,
        pool,
        art: o.string("art")?,
        rulings: o.opt_string("rulings")?,
        play: o.effects("play")?,
        cast: o.effects("cast")?,
        breaches: breaches.min(u8::MAX as u32) as u8,
        while_prepped: o.list("while_prepped", prepped)?,
        text: String::new(),
        set: String::new(),
    })
}

fn breach_start(v: &Value) -> R<BreachStart> {
    match v.as_u64() {
        Some(s) => Ok(BreachStart::Stage(s.min(u8::MAX as u64) as u8)),
        None => word(v, "breach (a stage 0 to 3, opened or absent)", &[("opened", BreachWord::Opened), ("absent", BreachWord::Absent)])
            .map(BreachStart::Word),
    }
}

/// A mage mat.
pub fn mage(v: &Value) -> R<MageDef> {
    let o = obj(v, "a mage", &["id", "name", "title", "art", "ability", "breaches", "hand", "deck"])?;
    let a = obj(o.need("ability")?, "the ability", &["name", "charges", "when", "do"])?;
    let when = word(a.need("when")?, "timing (when)", &[("your_main", Timing::YourMain), ("any_main", Timing::AnyMain)])?;
    let breaches: Vec<BreachStart> = o.list("breaches", breach_start)?;
    let breaches: [BreachStart; 4] = breaches.try_into().map_err(|_| "a mage has four breach positions (AE-1.6)".to_string())?;
    Ok(MageDef {
        id: o.string("id")?,
        name: o.string("name")?,
        title: o.string("title")?,
        art: o.string("art")?,
        ability: AbilityDef { name: a.string("name")?, charges: a.num("charges")?, when, effects: a.effects("do")? },
        breaches,
        hand: o.list("hand", |v| text(v, "hand"))?,
        deck: o.list("deck", |v| text(v, "deck"))?,
        ability_text: String::new(),
        set: String::new(),
    })
}

/// A nemesis card.
pub fn nem_card(v: &Value) -> R<NemCardDef> {
    let keys = ["id", "name", "tier", "kind", "art", "life", "tokens", "to_discard", "do", "immediately", "persistent", "power"];
    let o = obj(v, "a nemesis card", &keys)?;
    let kind = word(o.need("kind")?, "nemesis card kind", &[("attack", NemCardKind::Attack), ("minion", NemCardKind::Minion), ("power", NemCardKind::Power)])?;
    Ok(NemCardDef {
        id: o.string("id")?,
        name: o.string("name")?,
        tier: o.num("tier")?.min(u8::MAX as u32) as u8,
        kind,
        art: o.string("art")?,
        life: o.opt_num("life")?,
        tokens: o.opt_num("tokens")?,
        to_discard: o.opt_num("to_discard")?,
        effects: o.effects("do")?,
        immediately: o.effects("immediately")?,
        persistent: o.effects("persistent")?,
        power: o.effects("power")?,
        text: String::new(),
        nemesis: String::new(),
    })
}

fn reserve(v: &Value) -> R<Reserve> {
    let o = obj(v, "a reserve", &["name", "plural", "cards"])?;
    let cards = o.list("cards", |c| {
        let c = obj(c, "a card and its copies", &["card", "copies"])?;
        Ok(Copies { card: c.string("card")?, copies: c.num("copies")? })
    })?;
    Ok(Reserve { name: o.string("name")?, plural: o.string("plural")?, cards })
}

/// A nemesis mat; its cards are read one by one (`nem_card`), so a problem names the card.
pub fn nemesis(v: &Value) -> R<(NemesisDef, Vec<Value>)> {
    let keys = ["id", "name", "short", "art", "life", "difficulty", "notes", "unleash", "setup", "rules", "counter", "corruption", "brood", "cards"];
    let o = obj(v, "a nemesis", &keys)?;
    let counter = match o.get("counter") {
        None => None,
        Some(c) => {
            let c = obj(c, "the counter", &["name", "max", "start"])?;
            Some(CounterDef { name: c.string("name")?, max: c.num("max")?, start: c.opt_num("start")?.unwrap_or(0) })
        }
    };
    let cards = o.get("cards").and_then(Value::as_array).cloned().ok_or("missing field 'cards' (a list)")?;
    let n = NemesisDef {
        id: o.string("id")?,
        name: o.string("name")?,
        short: o.opt_string("short")?,
        art: o.string("art")?,
        life: o.num("life")?,
        difficulty: o.num("difficulty")?.min(u8::MAX as u32) as u8,
        notes: o.string("notes")?,
        unleash: o.effects("unleash")?,
        setup: o.effects("setup")?,
        rules: o.list("rules", trigger)?,
        counter,
        corruption: o.get("corruption").map(reserve).transpose()?,
        brood: o.get("brood").map(reserve).transpose()?,
        cards: Vec::new(),
        unleash_text: String::new(),
        rules_text: Vec::new(),
        set: String::new(),
    };
    Ok((n, cards))
}

/// A market preset.
pub fn market(v: &Value) -> R<MarketDef> {
    let o = obj(v, "a market", &["id", "name", "cards", "slots"])?;
    let slots = o.list("slots", |s| {
        let s = obj(s, "a slot", &["kind", "min", "max"])?;
        Ok(Slot { kind: card_type(s.need("kind")?)?, min: s.num("min")?, max: s.num("max")? })
    })?;
    Ok(MarketDef { id: o.string("id")?, name: o.string("name")?, cards: o.list("cards", |v| text(v, "cards"))?, slots, set: String::new() })
}

/// A set file's parts: its id, then its cards, mages, nemeses and markets unread.
pub type Parts = (String, [Vec<Value>; 4]);

/// The top of a set file.
pub fn set_file(v: &Value) -> R<Parts> {
    let o = obj(v, "a set file", &["set", "name", "cards", "mages", "nemeses", "markets"])?;
    let part = |k: &str| -> R<Vec<Value>> {
        match o.get(k) {
            None => Ok(Vec::new()),
            Some(v) => v.as_array().cloned().ok_or_else(|| format!("'{k}' must be a list")),
        }
    };
    o.string("name")?;
    Ok((o.string("set")?, [part("cards")?, part("mages")?, part("nemeses")?, part("markets")?]))
}
