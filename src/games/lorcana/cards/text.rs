//! A card's words, written from its data: every trigger, condition, cost, effect and
//! target has one phrase here, so what a card says and what it does cannot differ.
//! `{S}`, `{W}`, `{L}`, `{E}` and `{I}` are the card symbols the tables draw.

use super::ability::{
    Ability, Condition, Cost, Duration, Effect, Filter, Group, Kind, Restriction, Static, Target, Trigger, Whose,
};
use super::{CardDef, CardType};

/// The card's rules text: its abilities (or an action's effect), else its keywords.
pub fn card_text(def: &CardDef) -> String {
    if def.kind == CardType::Action {
        return effects_text(&def.effects, def);
    }
    if def.ability_texts.is_empty() {
        return def.keyword_labels.join(", ");
    }
    def.ability_texts.join(" ")
}

/// One ability as printed: "STORY NAME: sentence."
pub fn ability_text(a: &Ability, def: &CardDef) -> String {
    let body = match a {
        Ability::Triggered { on, condition, effects, .. } => {
            let cond = condition.as_ref().map(|c| format!("if {}, ", condition_text(c, def))).unwrap_or_default();
            format!("{} {cond}{}", trigger_text(*on, def), lower_first(&effects_text(effects, def)))
        }
        Ability::Activated { cost, effects, .. } => format!("{} — {}", cost_text(cost, def), effects_text(effects, def)),
        Ability::Static { condition, effect, .. } => {
            let text = static_text(effect, def);
            match condition {
                Some(c) => {
                    let it = text.replacen(&format!("This {} ", own_noun(def)), "It ", 1);
                    format!("While {}, {}", condition_text(c, def), lower_first(&it))
                }
                None => text,
            }
        }
    };
    if a.name().is_empty() {
        body
    } else {
        format!("{}: {body}", a.name())
    }
}

/// Sentences, in order.
pub fn effects_text(effects: &[Effect], def: &CardDef) -> String {
    effects.iter().map(|e| effect_text(e, def)).collect::<Vec<_>>().join(" ")
}

/// One sentence, capitalised, with its full stop.
pub fn effect_text(e: &Effect, def: &CardDef) -> String {
    format!("{}.", upper_first(&effect_phrase(e, def)))
}

/// A "may" sentence asked as a question: its clause, shortened where the card says
/// more than the question needs.
pub fn question(e: &Effect, def: &CardDef) -> String {
    match e {
        Effect::InkTopCard => "put the top card of your deck into your inkwell".into(),
        e => effect_phrase(e, def),
    }
}

/// The effect as a clause without its full stop ("draw 2 cards").
pub fn effect_phrase(e: &Effect, def: &CardDef) -> String {
    match e {
        Effect::Deal { amount, target } => format!("deal {amount} damage to {}", target_text(target, def)),
        Effect::RemoveDamage { up_to, target } => {
            format!("remove up to {up_to} damage from {}", target_text(target, def))
        }
        Effect::Draw(1) => "draw a card".into(),
        Effect::Draw(n) => format!("draw {n} cards"),
        Effect::Discard(1) => "each opponent chooses and discards a card".into(),
        Effect::Discard(n) => format!("each opponent chooses and discards {n} cards"),
        Effect::GainLore(n) => format!("gain {n} lore"),
        Effect::LoseLore(n) => format!("each opponent loses {n} lore"),
        Effect::Exert(t) => format!("exert {}", target_text(t, def)),
        Effect::Ready(t) => format!("ready {}", target_text(t, def)),
        Effect::Banish(t) => format!("banish {}", target_text(t, def)),
        Effect::ReturnToHand(t) => {
            let whose = if many(t) || matches!(t, Target::Each(_)) { "their owners' hands" } else { "its owner's hand" };
            format!("return {} to {whose}", target_text(t, def))
        }
        Effect::Modify { target, strength, willpower, lore, until } => {
            let parts: Vec<String> = [(*strength, "{S}"), (*willpower, "{W}"), (*lore, "{L}")]
                .iter()
                .filter(|(n, _)| *n != 0)
                .map(|(n, s)| format!("{n:+} {s}"))
                .collect();
            let verb = if many(target) { "get" } else { "gets" };
            format!("{} {verb} {} {}", target_text(target, def), and_list(&parts), until_text(*until))
        }
        Effect::GainKeyword { target, keyword, until } => {
            let verb = if many(target) { "gain" } else { "gains" };
            format!("{} {verb} {} {}", target_text(target, def), keyword.label(), until_text(*until))
        }
        Effect::Restrict { target, cannot, until } => {
            let what = match cannot {
                Restriction::Quest => "quest",
                Restriction::Challenge => "challenge",
            };
            format!("{} can't {what} {}", target_text(target, def), until_text(*until))
        }
        Effect::InkTopCard => "put the top card of your deck into your inkwell face down and exerted".into(),
        Effect::ReturnFromDiscard(f) => {
            let desc = describe_with(&Filter { whose: Whose::Any, ..f.clone() }, false, " card");
            format!("return {} {desc} from your discard to your hand", article(&desc))
        }
        Effect::May(inner) => format!("you may {}", effect_phrase(inner, def)),
    }
}

fn until_text(u: Duration) -> &'static str {
    match u {
        Duration::ThisTurn => "this turn",
        Duration::UntilYourNextTurn => "until the start of your next turn",
    }
}

/// Whether the target may be several cards (the verb is then plural).
fn many(t: &Target) -> bool {
    matches!(t, Target::Chosen(f) if f.up_to.is_some_and(|n| n > 1))
}

/// "this character", "one chosen opposing character", "each of your characters" ...
pub fn target_text(t: &Target, def: &CardDef) -> String {
    match t {
        Target::This => format!("this {}", own_noun(def)),
        Target::Chosen(f) => {
            let other = if f.other { "other " } else { "" };
            match f.up_to {
                Some(1) => format!("up to one chosen {other}{}", describe(f, false)),
                Some(n) => format!("up to {n} chosen {other}{}", describe(f, true)),
                None if f.other => format!("another chosen {}", describe(f, false)),
                None => format!("one chosen {}", describe(f, false)),
            }
        }
        Target::Each(f) => {
            let other = if f.other { "other " } else { "" };
            match f.whose {
                Whose::Yours => format!("each of your {other}{}", describe(&Filter { whose: Whose::Any, ..f.clone() }, true)),
                _ => format!("each {other}{}", describe(f, false)),
            }
        }
    }
}

/// A filter as words: "opposing damaged character with cost 3 or less", "character of yours".
fn describe(f: &Filter, plural: bool) -> String {
    describe_with(f, plural, "")
}

/// The same, with `noun_tail` right after the noun ("character card with cost 3 or less").
fn describe_with(f: &Filter, plural: bool, noun_tail: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    if f.whose == Whose::Opposing {
        words.push("opposing".into());
    }
    match f.damaged {
        Some(true) => words.push("damaged".into()),
        Some(false) => words.push("undamaged".into()),
        None => {}
    }
    match f.exerted {
        Some(true) => words.push("exerted".into()),
        Some(false) => words.push("ready".into()),
        None => {}
    }
    if let Some(c) = &f.class {
        words.push(c.clone());
    }
    words.push(format!("{}{noun_tail}", noun(f.kind, plural)));
    let mut s = words.join(" ");
    if f.whose == Whose::Yours {
        s.push_str(" of yours");
    }
    let bounds = [
        (f.cost_at_most.map(i16::from), "with cost", "or less"),
        (f.cost_at_least.map(i16::from), "with cost", "or more"),
        (f.strength_at_most.map(i16::from), "with {S}", "or less"),
        (f.strength_at_least.map(i16::from), "with {S}", "or more"),
    ];
    for (n, pre, post) in bounds {
        if let Some(n) = n {
            s.push_str(&format!(" {pre} {n} {post}"));
        }
    }
    s
}

fn noun(kind: Kind, plural: bool) -> &'static str {
    match (kind, plural) {
        (Kind::Character, false) => "character",
        (Kind::Character, true) => "characters",
        (Kind::Action, false) => "action",
        (Kind::Action, true) => "actions",
        (Kind::Song, false) => "song",
        (Kind::Song, true) => "songs",
        (Kind::Item, false) => "item",
        (Kind::Item, true) => "items",
        (Kind::Location, false) => "location",
        (Kind::Location, true) => "locations",
        (Kind::CharacterOrLocation, false) => "character or location",
        (Kind::CharacterOrLocation, true) => "characters or locations",
        (Kind::Card, false) => "card",
        (Kind::Card, true) => "cards",
    }
}

/// "character", "item" or "location": what "this" is on this card.
fn own_noun(def: &CardDef) -> &'static str {
    match def.kind {
        CardType::Item => "item",
        CardType::Location => "location",
        CardType::Action if def.song => "song",
        CardType::Action => "action",
        CardType::Character => "character",
    }
}

fn trigger_text(t: Trigger, def: &CardDef) -> String {
    let this = own_noun(def);
    match t {
        Trigger::Played => format!("When you play this {this},"),
        Trigger::Quests => "Whenever this character quests,".into(),
        Trigger::Challenges => "Whenever this character challenges,".into(),
        Trigger::IsChallenged => format!("Whenever this {this} is challenged,"),
        Trigger::Banished => format!("When this {this} is banished,"),
        Trigger::BanishesInChallenge => "Whenever this character banishes another card in a challenge,".into(),
        Trigger::StartOfTurn => "At the start of your turn,".into(),
        Trigger::EndOfTurn => "At the end of your turn,".into(),
        Trigger::MovesToLocation => "Whenever this character moves to a location,".into(),
        Trigger::YouPlay(k) => {
            let n = noun(k, false);
            let same = def.is_kind(k) && def.kind != CardType::Action;
            let a = if same { "another".to_string() } else { article(n).to_string() };
            format!("Whenever you play {a} {n},")
        }
    }
}

fn condition_text(c: &Condition, def: &CardDef) -> String {
    let this = own_noun(def);
    match c {
        Condition::AtLocation => "this character is at a location".into(),
        Condition::Damaged => format!("this {this} is damaged"),
        Condition::HasCardUnder => format!("there is a card under this {this}"),
        Condition::Behind => "an opponent has more lore than you".into(),
        Condition::YouHave { count, filter } => {
            // The card itself never counts: "another" only where it could.
            let desc = describe(&Filter { whose: Whose::Any, ..filter.clone() }, *count > 1);
            let other = def.is_kind(filter.kind);
            match (*count, other) {
                (1, true) => format!("you have another {desc} in play"),
                (1, false) => format!("you have {} {desc} in play", article(&desc)),
                (n, true) => format!("you have {n} or more other {desc} in play"),
                (n, false) => format!("you have {n} or more {desc} in play"),
            }
        }
    }
}

fn cost_text(c: &Cost, def: &CardDef) -> String {
    let mut parts = Vec::new();
    if c.exert {
        parts.push("{E}".to_string());
    }
    if c.ink > 0 {
        parts.push(format!("{} {{I}}", c.ink));
    }
    if c.banish {
        parts.push(format!("Banish this {}", own_noun(def)));
    }
    parts.join(", ")
}

fn static_text(s: &Static, def: &CardDef) -> String {
    match s {
        Static::Grant { to, class, strength, willpower, lore, keyword } => {
            let class = class.as_ref().map(|c| format!("{c} ")).unwrap_or_default();
            let (who, one) = match to {
                Group::This => (format!("this {}", own_noun(def)), true),
                Group::Here => (format!("your {class}characters at this location"), false),
                Group::YourCharacters => (format!("your {class}characters"), false),
                Group::YourOtherCharacters => (format!("your other {class}characters"), false),
                Group::OpposingCharacters => (format!("opposing {class}characters"), false),
            };
            let stats: Vec<String> = [(*strength, "{S}"), (*willpower, "{W}"), (*lore, "{L}")]
                .iter()
                .filter(|(n, _)| *n != 0)
                .map(|(n, s)| format!("{n:+} {s}"))
                .collect();
            let mut verbs = Vec::new();
            if !stats.is_empty() {
                verbs.push(format!("{} {}", if one { "gets" } else { "get" }, and_list(&stats)));
            }
            if let Some(k) = keyword {
                verbs.push(format!("{} {}", if one { "has" } else { "have" }, k.label()));
            }
            format!("{} {}.", upper_first(&who), verbs.join(" and "))
        }
        Static::Discount { kind, amount } => format!("You pay {amount} {{I}} less to play {}.", noun(*kind, true)),
    }
}

fn and_list(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// The first letter upper case. ASCII only: the card words begin with ASCII letters, and
/// `char::to_uppercase` would bring the Unicode case tables (some 9 KB of gzipped wasm).
fn upper_first(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// The first letter lower case (ASCII only, as [`upper_first`]).
fn lower_first(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_lowercase();
    }
    s
}
