//! Reading and checking the set file and the premade decks: every card is read on its
//! own so a problem names it; an unknown keyword, trigger or effect is refused by the
//! reader (its message lists what is known); a duplicate id, a bad reference (a Shift
//! with no character of that name to go on, a classification no card has, "this" on an
//! action, a deck naming no card) or numbers that do not fit the card's kind are
//! refused here. Nothing panics: every problem is a [`CardDataError`].

use std::collections::{BTreeSet, HashMap};

use serde::Deserialize;
use serde_json::Value;

use super::ability::{Ability, Condition, Effect, Filter, Group, Static, Target, Trigger};
use super::decks::read_decks;
use super::{text, CardDef, CardType, Ink, Keyword, Pool, Rarity};
use crate::engine::card_data::CardDataError;

/// A card as the set file writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardData {
    id: String,
    name: String,
    #[serde(default)]
    version: Option<String>,
    kind: KindData,
    #[serde(default)]
    classes: Vec<String>,
    ink: Ink,
    cost: u8,
    inkable: bool,
    #[serde(default)]
    strength: i8,
    #[serde(default)]
    willpower: i8,
    #[serde(default)]
    lore: i8,
    #[serde(default)]
    move_cost: u8,
    #[serde(default)]
    keywords: Vec<Keyword>,
    #[serde(default)]
    abilities: Vec<Ability>,
    #[serde(default)]
    effects: Vec<Effect>,
    rarity: Rarity,
    art: String,
    /// The short name in the log and prompts (default: the name); cards of the set
    /// that share a name need one each, so no label is ambiguous.
    #[serde(default)]
    label: Option<String>,
}

#[derive(Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
enum KindData {
    Character,
    Action,
    Song,
    Item,
    Location,
}

/// The pool checked ahead of time (`bin.rs`): the page decodes it and carries no reader.
#[cfg(target_arch = "wasm32")]
pub(super) fn load_pool() -> Result<Pool, CardDataError> {
    super::bin::decode_pool(include_bytes!("../../../../cards/lorcana/pool.bin"))
        .map_err(|e| CardDataError::file(super::POOL_FILE, format!("is corrupt: {e}")))
}

/// The built-in files, or those under `TURNKEEPER_CARDS`.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn load_pool() -> Result<Pool, CardDataError> {
    use super::{DECKS_FILE, SET_FILE};
    use crate::engine::card_data::set_text;
    let set = set_text("lorcana", SET_FILE, include_str!("../../../../cards/lorcana/inkwake.json"))?;
    let decks = set_text("lorcana", DECKS_FILE, include_str!("../../../../cards/lorcana/decks.json"))?;
    parse_pool(&set, SET_FILE, &decks, DECKS_FILE)
}

/// Reads and checks a set file's text and a decks file's text (`set_file` and
/// `decks_file` name them in errors).
pub fn parse_pool(set: &str, set_file: &str, decks: &str, decks_file: &str) -> Result<Pool, CardDataError> {
    let root: Value =
        serde_json::from_str(set).map_err(|e| CardDataError::file(set_file, format!("is not valid JSON: {e}")))?;
    let name = root.get("set").and_then(Value::as_str).unwrap_or_default().to_string();
    let Some(list) = root.get("cards").and_then(Value::as_array) else {
        return Err(CardDataError::file(set_file, "needs \"cards\": a list of cards"));
    };
    let mut read = Vec::with_capacity(list.len());
    let mut ids = BTreeSet::new();
    let mut full_names = BTreeSet::new();
    for (i, v) in list.iter().enumerate() {
        let who = v.get("id").and_then(Value::as_str).map_or_else(|| format!("#{}", i + 1), str::to_string);
        let card: CardData =
            serde_json::from_value(v.clone()).map_err(|e| CardDataError::card(set_file, &who, e.to_string()))?;
        if !ids.insert(card.id.clone()) {
            return Err(CardDataError::card(set_file, &who, "its id is used by an earlier card: ids must be unique"));
        }
        let full_name = (card.name.clone(), card.version.clone());
        if !full_names.insert(full_name) {
            return Err(CardDataError::card(set_file, &who, "an earlier card has the same full name (name and version)"));
        }
        read.push(card);
    }
    let mut labels = BTreeSet::new();
    for card in &read {
        let label = card.label.clone().unwrap_or_else(|| card.name.clone());
        if !labels.insert(label.clone()) {
            let problem = format!(
                "its label \"{label}\" is another card's too: give cards that share a name a \"label\" each, e.g. \"{} ({})\"",
                card.name,
                card.version.as_deref().unwrap_or("version")
            );
            return Err(CardDataError::card(set_file, &card.id, problem));
        }
    }
    let known = Known::of(&read);
    let mut cards = Vec::with_capacity(read.len());
    for card in read {
        let id = card.id.clone();
        check_card(&card, &known).map_err(|p| CardDataError::card(set_file, &id, p))?;
        cards.push(finish(card));
    }
    let decks = read_decks(decks, decks_file, &cards)?;
    Ok(Pool { set: name, cards, decks })
}

/// What the whole set offers, for the checks of references.
struct Known {
    /// How many characters have each name.
    character_names: HashMap<String, usize>,
    classes: BTreeSet<String>,
}

impl Known {
    fn of(cards: &[CardData]) -> Self {
        let mut character_names = HashMap::new();
        for c in cards.iter().filter(|c| c.kind == KindData::Character) {
            *character_names.entry(c.name.clone()).or_insert(0) += 1;
        }
        let classes = cards.iter().flat_map(|c| c.classes.iter().cloned()).collect();
        Self { character_names, classes }
    }
}

fn finish(c: CardData) -> CardDef {
    let (kind, song) = match c.kind {
        KindData::Character => (CardType::Character, false),
        KindData::Action => (CardType::Action, false),
        KindData::Song => (CardType::Action, true),
        KindData::Item => (CardType::Item, false),
        KindData::Location => (CardType::Location, false),
    };
    let label = c.label.clone().unwrap_or_else(|| c.name.clone());
    let mut def = CardDef {
        label,
        classes_line: c.classes.join(", "),
        keyword_labels: c.keywords.iter().map(|k| k.label()).collect(),
        code: c.id,
        name: c.name,
        version: c.version,
        kind,
        song,
        classes: c.classes,
        ink: c.ink,
        cost: c.cost,
        inkable: c.inkable,
        strength: c.strength,
        willpower: c.willpower,
        lore: c.lore,
        move_cost: c.move_cost,
        keywords: c.keywords,
        abilities: c.abilities,
        effects: c.effects,
        rarity: c.rarity,
        art: c.art,
        text: String::new(),
        ability_texts: Vec::new(),
        questions: Vec::new(),
        statics: false,
    };
    def.statics = def.abilities.iter().any(|a| matches!(a, Ability::Static { .. }));
    def.ability_texts = def.abilities.iter().map(|a| text::ability_text(a, &def)).collect();
    def.text = text::card_text(&def);
    let questions = def
        .sentences()
        .map(|s| match s {
            Effect::May(inner) => text::question(inner, &def),
            _ => String::new(),
        })
        .collect();
    def.questions = questions;
    def
}

/// Everything that must hold of one card, beyond what the reader checks.
fn check_card(c: &CardData, known: &Known) -> Result<(), String> {
    if c.name.trim().is_empty() {
        return Err("has no name".into());
    }
    if c.art.is_empty() || !c.art.chars().all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '-') {
        return Err(format!("its art \"{}\" is not an icon name (lower-case words joined by '-')", c.art));
    }
    if c.cost > 12 {
        return Err(format!("cost {} is more than 12", c.cost));
    }
    check_numbers(c)?;
    check_keywords(c, known)?;
    let on_stage = c.kind != KindData::Action && c.kind != KindData::Song;
    if !on_stage && !c.abilities.is_empty() {
        return Err("an action has effects, not abilities (LO-5.4.1): write them under \"effects\"".into());
    }
    if on_stage && !c.effects.is_empty() {
        return Err("only actions and songs have \"effects\"; a card in play has \"abilities\"".into());
    }
    if !on_stage && c.effects.is_empty() {
        return Err("an action or song needs at least one effect".into());
    }
    let activated = c.abilities.iter().filter(|a| matches!(a, Ability::Activated { .. })).count();
    if activated > 1 {
        return Err("has more than one activated ability: a card has at most one".into());
    }
    for a in &c.abilities {
        check_ability(a, c, known).map_err(|p| format!("ability \"{}\": {p}", a.name()))?;
    }
    for e in &c.effects {
        check_effect(e, false, known)?;
    }
    Ok(())
}

fn check_numbers(c: &CardData) -> Result<(), String> {
    let versioned = matches!(c.kind, KindData::Character | KindData::Location);
    if versioned != c.version.is_some() {
        return Err(if versioned {
            "a character or location needs a version (its full name is name and version, LO-5.2)".into()
        } else {
            "only characters and locations have a version".into()
        });
    }
    match c.kind {
        KindData::Character if c.willpower < 1 => Err("a character needs willpower of at least 1".into()),
        KindData::Character if c.move_cost > 0 => Err("a character has no move cost".into()),
        KindData::Location if c.willpower < 1 => Err("a location needs willpower of at least 1".into()),
        KindData::Location if c.strength != 0 => Err("a location has no strength (LO-5.6.1)".into()),
        KindData::Item | KindData::Action | KindData::Song
            if c.strength != 0 || c.willpower != 0 || c.lore != 0 || c.move_cost != 0 =>
        {
            Err("only characters and locations have strength, willpower, lore or a move cost".into())
        }
        _ if c.strength < 0 || c.willpower < 0 || c.lore < 0 => Err("printed numbers are never negative".into()),
        _ => Ok(()),
    }
}

fn check_keywords(c: &CardData, known: &Known) -> Result<(), String> {
    for (i, k) in c.keywords.iter().enumerate() {
        let label = k.label();
        let fits = match k {
            Keyword::SingTogether(_) => c.kind == KindData::Song,
            Keyword::Resist(_) | Keyword::Ward => matches!(c.kind, KindData::Character | KindData::Location),
            _ => c.kind == KindData::Character,
        };
        if !fits {
            return Err(format!("{label} does not fit a card of its kind"));
        }
        if k.value() == Some(0) {
            return Err(format!("{label}: the number must be at least 1"));
        }
        let stacks = matches!(k, Keyword::Challenger(_) | Keyword::Resist(_));
        if !stacks && c.keywords[..i].iter().any(|x| x.same_kind(*k)) {
            return Err(format!("{label} is written twice (it does not stack, LO-8.1)"));
        }
        let shift_bases = known.character_names.get(&c.name).copied().unwrap_or(0);
        if matches!(k, Keyword::Shift(_)) && shift_bases < 2 {
            return Err(format!("{label}: no other character named {} in the set to shift onto", c.name));
        }
    }
    Ok(())
}

fn check_ability(a: &Ability, c: &CardData, known: &Known) -> Result<(), String> {
    let character = c.kind == KindData::Character;
    match a {
        Ability::Triggered { on, condition, effects, .. } => {
            let only_characters = matches!(
                on,
                Trigger::Quests | Trigger::Challenges | Trigger::BanishesInChallenge | Trigger::MovesToLocation
            );
            if only_characters && !character {
                return Err(format!("the trigger {on:?} needs a character"));
            }
            if *on == Trigger::IsChallenged && !matches!(c.kind, KindData::Character | KindData::Location) {
                return Err("only characters and locations are challenged".into());
            }
            if let Some(cond) = condition {
                check_condition(cond, c, known)?;
            }
            check_effects(effects, known)
        }
        Ability::Activated { cost, effects, .. } => {
            if !cost.exert && cost.ink == 0 && !cost.banish {
                return Err("an activated ability needs a cost (exert, ink or banish)".into());
            }
            check_effects(effects, known)
        }
        Ability::Static { condition, effect, .. } => {
            if let Some(cond) = condition {
                check_condition(cond, c, known)?;
            }
            check_static(effect, c, known)
        }
    }
}

fn check_effects(effects: &[Effect], known: &Known) -> Result<(), String> {
    if effects.is_empty() {
        return Err("needs at least one effect".into());
    }
    effects.iter().try_for_each(|e| check_effect(e, true, known))
}

fn check_condition(cond: &Condition, c: &CardData, known: &Known) -> Result<(), String> {
    match cond {
        Condition::AtLocation if c.kind != KindData::Character => Err("only a character is at a location".into()),
        Condition::YouHave { count: 0, .. } => Err("\"you have\" needs a count of at least 1".into()),
        // A static's condition is read by every stat read: it may not itself read strength.
        Condition::YouHave { filter, .. } if filter.strength_at_most.is_some() || filter.strength_at_least.is_some() => {
            Err("\"you have\" counts cards by kind, cost, state or classification, not strength".into())
        }
        Condition::YouHave { filter, .. } => check_filter(filter, known),
        _ => Ok(()),
    }
}

fn check_static(s: &Static, c: &CardData, known: &Known) -> Result<(), String> {
    match s {
        Static::Grant { to, class, strength, willpower, lore, keyword } => {
            if *to == Group::Here && c.kind != KindData::Location {
                return Err("\"here\" needs a location".into());
            }
            if *to == Group::This && c.kind == KindData::Item && keyword.is_none() {
                return Err("an item has no numbers to change".into());
            }
            if *strength == 0 && *willpower == 0 && *lore == 0 && keyword.is_none() {
                return Err("a grant changes nothing".into());
            }
            if let Some(k) = keyword {
                if matches!(k, Keyword::Shift(_) | Keyword::SingTogether(_) | Keyword::Boost(_)) {
                    return Err(format!("{} cannot be granted", k.label()));
                }
            }
            check_class(class.as_deref(), known)
        }
        Static::Discount { amount: 0, .. } => Err("a discount of 0 changes nothing".into()),
        Static::Discount { .. } => Ok(()),
    }
}

/// `on_stage`: the effect belongs to a card in play (so "this" names it).
fn check_effect(e: &Effect, on_stage: bool, known: &Known) -> Result<(), String> {
    let amount = match e {
        Effect::Deal { amount, .. } => *amount,
        Effect::RemoveDamage { up_to, .. } => *up_to,
        Effect::Draw(n) | Effect::Discard(n) | Effect::GainLore(n) | Effect::LoseLore(n) => *n,
        _ => 1,
    };
    if amount == 0 {
        return Err("an amount of 0 does nothing".into());
    }
    match e {
        Effect::Modify { strength: 0, willpower: 0, lore: 0, .. } => return Err("a modify changes nothing".into()),
        Effect::May(inner) if matches!(**inner, Effect::May(_)) => return Err("\"may\" inside \"may\"".into()),
        Effect::May(inner) => return check_effect(inner, on_stage, known),
        Effect::ReturnFromDiscard(f) => return check_filter(f, known),
        Effect::GainKeyword { keyword, .. }
            if matches!(keyword, Keyword::Shift(_) | Keyword::SingTogether(_) | Keyword::Boost(_)) =>
        {
            return Err(format!("{} cannot be gained", keyword.label()))
        }
        _ => {}
    }
    match e.target() {
        Some(Target::This) if !on_stage => Err("an action is not in play: \"this\" names nothing".into()),
        Some(Target::Each(f)) if f.up_to.is_some() => Err("\"up_to\" fits only a chosen target".into()),
        Some(Target::Chosen(f) | Target::Each(f)) => check_filter(f, known),
        _ => Ok(()),
    }
}

fn check_filter(f: &Filter, known: &Known) -> Result<(), String> {
    if f.up_to == Some(0) {
        return Err("\"up_to\" 0 chooses nothing".into());
    }
    check_class(f.class.as_deref(), known)
}

fn check_class(class: Option<&str>, known: &Known) -> Result<(), String> {
    match class {
        Some(c) if !known.classes.contains(c) => Err(format!("no card of the set has the classification \"{c}\"")),
        _ => Ok(()),
    }
}
