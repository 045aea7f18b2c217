//! The words of a card, an ability or a nemesis mat, written from its data, so what a
//! card says and what it does cannot differ. Each effect is a clause ("any ally gains 1
//! charge"); a list of effects is a run of sentences, "Then" where the data says so;
//! the options of an OR are one sentence ("Gain 3 aether, OR gain 2 aether and deal 1
//! damage"). The phrasing is the rules brief's (Part B).

use super::effect::{
    Amount, BreachPick, Cards, Cond, Count, Effect, Foe, From, Give, Hit, Loss, MainAction, On, Only, Prepped,
    Trigger, Who,
};
use super::model::{CardDef, CardType, MageDef, NemCardDef, NemCardKind, NemesisDef, Timing};

/// What the words are for: a mage's ability names its target ("to one enemy"); a
/// nemesis's effects name it by its short name and its counter and reserves.
#[derive(Clone, Copy, Default)]
pub struct W<'a> {
    pub ability: bool,
    pub nemesis: Option<&'a NemesisDef>,
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// A small number in words ("two"), so a sentence may start with it.
fn number(n: u32) -> String {
    const WORDS: [&str; 9] = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    WORDS.get((n as usize).wrapping_sub(1)).map_or_else(|| n.to_string(), |w| w.to_string())
}

/// `s` with its first letter in capitals. The set files are ASCII; ASCII case keeps
/// Unicode's case tables (some 15 KB of the page's gzipped wasm) out of the page.
fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

/// The subject of a clause and whether its verb takes the third person.
fn subject(who: Who) -> (&'static str, bool) {
    match who {
        Who::You => ("", false),
        Who::Ally => ("any ally", true),
        Who::EachAlly => ("each ally", true),
        Who::AnyPlayer => ("any player", true),
        Who::EachPlayer => ("each player", true),
        Who::LowestLife => ("the player with the lowest life", true),
        Who::MostCharges => ("the player with the most charges", true),
        Who::MostPrepped => ("the player with the most prepped spells", true),
        Who::MostCards => ("the player with the most cards in hand", true),
    }
}

/// "any ally gains 1 charge", "gain 1 charge": `verb` in the second person.
fn act(who: Who, verb: &str, rest: &str) -> String {
    let (s, third) = subject(who);
    let verb = if third {
        match verb {
            "discard" | "destroy" | "gain" | "draw" | "suffer" | "lose" => format!("{verb}s"),
            other => other.to_string(),
        }
    } else {
        verb.to_string()
    };
    if s.is_empty() {
        format!("{verb} {rest}")
    } else {
        format!("{s} {verb} {rest}")
    }
}

fn their(who: Who) -> &'static str {
    if who == Who::You {
        "your"
    } else {
        "their"
    }
}

fn count_words(c: Count, w: W) -> String {
    match c {
        Count::MinionInPlay => "each minion in play".into(),
        Count::YourOpenedBreach => "each of your opened breaches".into(),
        Count::YourPreppedSpell => "each of your prepped spells".into(),
        Count::CorruptionInHand => {
            let name = w.nemesis.and_then(|n| n.corruption.as_ref()).map_or("corruption", |r| r.name.as_str());
            format!("each {name} in the mages' hands")
        }
    }
}

/// "N damage", "2 damage for each minion in play".
fn amount(a: Amount, unit: &str, w: W) -> String {
    match a {
        Amount::Fixed(n) => format!("{n} {unit}"),
        Amount::Per { each, per } => format!("{each} {unit} for {}", count_words(per, w)),
    }
}

pub fn cond(c: Cond) -> &'static str {
    match c {
        Cond::CastEarlierThisTurn => "you cast another spell earlier this turn",
        Cond::YouHaveMaxCharges => "you now hold your maximum number of charges",
        Cond::MinionInPlay => "a minion is in play",
        Cond::NoMinionInPlay => "no minion is in play",
        Cond::CastFromOpenedBreach => "this is cast from an opened breach",
        Cond::YouAreExhausted => "you are exhausted",
    }
}

fn hit(h: &Hit, w: W) -> String {
    let to = match h.to {
        Foe::Enemy if w.ability => " to one enemy",
        Foe::Enemy => "",
        Foe::Minion => " to a minion",
        Foe::Nemesis => " to the nemesis",
        Foe::EachMinion => " to each minion",
    };
    let mut s = format!("deal {}{to}", amount(h.amount, "damage", w));
    if let Some(b) = h.plus_if {
        s += &format!(". If {}, deal {} additional damage", cond(b.cond), b.add);
    }
    s
}

fn cards(c: &Cards, verb: &str) -> String {
    let what = match c.only {
        Only::Any => ("card", "cards"),
        Only::Spell => ("spell", "spells"),
        Only::Gem => ("gem", "gems"),
        Only::Corruption => ("corruption", "corruptions"),
    };
    let n = if c.up_to == 1 { format!("a {}", what.0) } else { format!("up to {} {}", c.up_to, what.1) };
    let from = match c.from {
        From::Hand => "in your hand",
        From::Discard => "in your discard pile",
        From::HandOrDiscard => "in your hand or discard pile",
    };
    match verb {
        "return" => format!("return {n} from your discard pile to your hand"),
        _ => format!("{verb} {n} {from}"),
    }
}

fn reserve<'a>(w: W<'a>, corruption: bool) -> (&'a str, &'a str) {
    let r = w.nemesis.and_then(|n| if corruption { n.corruption.as_ref() } else { n.brood.as_ref() });
    r.map_or(("card", "cards"), |r| (r.name.as_str(), r.plural.as_str()))
}

/// "If no player has a charge, any player suffers 2 damage instead".
fn instead(none: &str, list: &[Effect], w: W) -> String {
    if list.is_empty() {
        String::new()
    } else {
        format!(". If {none}, {} instead", clauses(list, w))
    }
}

fn loss(l: &Loss, verb: &str, rest: &str, none: &str, w: W) -> String {
    act(l.who, verb, rest) + &instead(none, &l.instead, w)
}

/// One effect as a clause (`None` for wording only).
pub fn clause(e: &Effect, prev: Option<&Effect>, w: W) -> Option<String> {
    let counter = w.nemesis.and_then(|n| n.counter.as_ref()).map_or("", |c| c.name.as_str());
    let short = w.nemesis.map_or("the nemesis", |n| n.short_name());
    Some(match e {
        Effect::Then => return None,
        Effect::Aether(n) => format!("gain {n} aether"),
        Effect::BreachAether(n) => {
            let more = if matches!(prev, Some(Effect::Aether(_))) { "more " } else { "" };
            format!("gain {n} {more}aether that may only be spent to focus or open a breach")
        }
        Effect::Damage(h) => hit(h, w),
        Effect::Charge(Give { who, amount }) => act(*who, "gain", &plural(*amount, "charge", "charges")),
        Effect::Life(Give { who, amount }) => act(*who, "gain", &format!("{amount} life")),
        Effect::GraveholdLife(n) => format!("Gravehold gains {n} life"),
        Effect::Draw(Give { who, amount }) => act(*who, "draw", &plural(*amount, "card", "cards")),
        Effect::Focus(BreachPick::YourClosed) => "focus one of your closed breaches, if you have any".into(),
        Effect::Focus(BreachPick::AnyClosed) => "focus a closed breach belonging to any player".into(),
        Effect::Focus(BreachPick::Same) => "focus that same breach once more".into(),
        Effect::Open(BreachPick::YourClosed) => "open one of your closed breaches, if you have any".into(),
        Effect::Open(BreachPick::AnyClosed) => "open a closed breach belonging to any player".into(),
        Effect::Open(BreachPick::Same) => "open that same breach".into(),
        Effect::MayPay(m) => format!("you may spend {} aether to {}", m.aether, clauses(&m.effects, w)),
        Effect::OneOf(options) => options.iter().map(|o| clauses(o, w)).collect::<Vec<_>>().join(", OR "),
        Effect::If(i) => format!("if {}, {}", cond(i.cond), clauses(&i.effects, w)),
        Effect::DestroyCards(c) => cards(c, "destroy"),
        Effect::Recall(c) => cards(c, "return"),
        Effect::DestroyThis => "destroy this".into(),
        Effect::Unleash(1) => "Unleash".into(),
        Effect::Unleash(2) => "Unleash twice".into(),
        Effect::Unleash(n) => format!("Unleash {n} times"),
        Effect::Gravehold(a) => format!("Gravehold suffers {}", amount(*a, "damage", w)),
        Effect::Suffer(Give { who, amount }) => act(*who, "suffer", &format!("{amount} damage")),
        Effect::LoseCharge(l) => {
            loss(l, "lose", &plural(l.amount, "charge", "charges"), "no player has a charge", w)
        }
        Effect::DiscardPrepped(l) => {
            let rest = format!("one of {} prepped spells", their(l.who));
            loss(l, "discard", &rest, "no player has a prepped spell", w)
        }
        Effect::DestroyPrepped(l) => {
            let rest = format!("one of {} prepped spells", their(l.who));
            loss(l, "destroy", &rest, "no player has a prepped spell", w)
        }
        Effect::Counter(n) if *n >= 0 => format!("{short} gains {n} {counter}"),
        Effect::Counter(n) => format!("{short} loses {} {counter}", n.unsigned_abs()),
        Effect::ResetCounter => format!("{short}'s {counter} returns to 0"),
        Effect::Corrupt(l) => {
            let (one, plural) = reserve(w, true);
            let none = format!("no {one} is left");
            let rest = if l.amount == 1 { format!("a {one}") } else { format!("{} {plural}", l.amount) };
            loss(l, "gain", &rest, &none, w)
        }
        Effect::Summon(s) => {
            let (one, plural) = reserve(w, false);
            let base = if s.amount == 1 {
                format!("a {one} enters play")
            } else {
                format!("{} {plural} enter play", number(s.amount))
            };
            base + &instead(&format!("no {plural} are left"), &s.instead, w)
        }
    })
}

/// Effects joined into one clause ("gain 2 aether and deal 1 damage").
pub fn clauses(list: &[Effect], w: W) -> String {
    let mut prev = None;
    let mut out = Vec::new();
    for e in list {
        if let Some(c) = clause(e, prev, w) {
            out.push(c);
        }
        prev = Some(e);
    }
    out.join(" and ")
}

/// Effects as sentences, each ending with a full stop; the first capitalized unless
/// `cap_first` is false (after "Your main phase: ").
pub fn sentences(list: &[Effect], w: W, cap_first: bool) -> String {
    let mut out: Vec<String> = Vec::new();
    let (mut then, mut prev) = (false, None);
    for e in list {
        match clause(e, prev, w) {
            None => then = true,
            Some(c) => {
                let s = if then {
                    format!("Then {c}")
                } else if out.is_empty() && !cap_first {
                    c
                } else {
                    cap(&c)
                };
                out.push(s + ".");
                then = false;
            }
        }
        prev = Some(e);
    }
    out.join(" ")
}

fn trigger_words(t: &Trigger, w: W, mat: bool) -> String {
    let when = match t.on {
        On::BreachOpened if mat => "When a mage opens a breach".to_string(),
        On::BreachOpened => "When you open a breach".to_string(),
        On::TurnStart => "At the start of your turn".to_string(),
        On::NemesisTurnEnd => "At the end of each nemesis turn".to_string(),
        On::PowerResolved => "When a power resolves".to_string(),
        On::MinionDefeated => "When a minion is defeated".to_string(),
        On::CounterFull => {
            let c = w.nemesis.and_then(|n| n.counter.as_ref());
            let short = w.nemesis.map_or("the nemesis", |n| n.short_name());
            format!("When {short} has {} {}", c.map_or(0, |c| c.max), c.map_or("", |c| c.name.as_str()))
        }
        On::SpellCast if mat => "When a mage casts a spell".to_string(),
        On::SpellCast => "When you cast a spell".to_string(),
    };
    format!("{when}, {}", sentences(&t.effects, w, false))
}

fn main_action(m: &MainAction, w: W) -> String {
    let once = if m.once_per_turn { "at most once per turn, " } else { "" };
    format!("in your main phase, {once}you may {}.", clauses(&m.effects, w))
}

/// A player card's words (C-1, C-3 style).
pub fn card_text(c: &CardDef) -> String {
    let w = W::default();
    let mut parts = Vec::new();
    if c.kind != CardType::Spell {
        return sentences(&c.play, w, true);
    }
    if c.breaches == 2 {
        parts.push("Prep this into two adjacent breaches of yours at once; it fills both.".to_string());
    }
    for p in &c.while_prepped {
        parts.push(match p {
            Prepped::ReduceDamage(n) => format!("While prepped: each time you suffer damage, reduce it by {n}."),
            Prepped::MainAction(m) => format!("While prepped: {}", main_action(m, w)),
            Prepped::When(t) => format!("While prepped: {}", lower_first(&trigger_words(t, w, false))),
        });
    }
    parts.push(format!("Cast: {}", sentences(&c.cast, w, true)));
    parts.join(" ")
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_lowercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

/// A mage's ability with its timing (C-2 style).
pub fn ability_text(m: &MageDef) -> String {
    let when = match m.ability.when {
        Timing::YourMain => "Your main phase",
        Timing::AnyMain => "Any player's main phase",
    };
    format!("{when}: {}", sentences(&m.ability.effects, W { ability: true, nemesis: None }, false))
}

/// A nemesis card's words (C-4 style).
pub fn nem_card_text(c: &NemCardDef, n: &NemesisDef) -> String {
    let w = W { ability: false, nemesis: Some(n) };
    let mut parts = Vec::new();
    if !c.immediately.is_empty() {
        parts.push(format!("IMMEDIATELY: {}", sentences(&c.immediately, w, true)));
    }
    match c.kind {
        NemCardKind::Attack => parts.push(sentences(&c.effects, w, true)),
        NemCardKind::Minion => parts.push(format!("PERSISTENT: {}", sentences(&c.persistent, w, true))),
        NemCardKind::Power => {
            if let Some(cost) = c.to_discard {
                parts.push(format!("TO DISCARD: Spend {cost} aether."));
            }
            let n = c.tokens.unwrap_or(0);
            parts.push(format!("POWER {n}: {}", sentences(&c.power, w, true)));
        }
    }
    parts.retain(|p| !p.is_empty() && p != "PERSISTENT: ");
    parts.join(" ")
}

/// The Unleash line of a nemesis mat (C-4), with `gravehold` instead of the printed
/// Gravehold damage when the table set one (C-5's knob).
pub fn unleash_text(n: &NemesisDef, gravehold: Option<u32>) -> String {
    let list: Vec<Effect> = n
        .unleash
        .iter()
        .map(|e| match (e, gravehold) {
            (Effect::Gravehold(Amount::Fixed(_)), Some(d)) => Effect::Gravehold(Amount::Fixed(d)),
            _ => e.clone(),
        })
        .collect();
    format!("Unleash: {}", sentences(&list, W { ability: false, nemesis: Some(n) }, true))
}

/// A nemesis mat's own rules and setup, one line each (AE-2.2, AE-14.4).
pub fn rules_text(n: &NemesisDef) -> Vec<String> {
    let w = W { ability: false, nemesis: Some(n) };
    let mut out = Vec::new();
    if !n.setup.is_empty() {
        out.push(format!("Setup: {}", sentences(&n.setup, w, true)));
    }
    out.extend(n.rules.iter().map(|t| trigger_words(t, w, true)));
    out
}

/// A prepped spell's main-phase action in a few words ("gain 1 aether").
pub fn action_words(m: &MainAction) -> String {
    clauses(&m.effects, W::default())
}
