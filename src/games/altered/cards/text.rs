//! A card's words, written from its data, so what it says and what it does cannot
//! drift apart: keywords, then each Reaction as `Trigger — steps`, the spell's effect,
//! the quick action and the passives. The pending choice's prompt is written from the
//! same steps ([`choice_words`]).

use super::ability::{Cond, Dest, Dir, Duration, Expedition, Keyword, Op, Place, Scope, Select, Status, Step, Trigger, Who, Whose, Zone};
use super::{CardDef, TERRAINS};

const NUMBERS: [&str; 6] = ["no", "one", "two", "three", "four", "five"];

fn number(n: u8) -> String {
    NUMBERS.get(n as usize).map_or_else(|| n.to_string(), |w| w.to_string())
}

/// The first letter upper case, the ASCII way: card words begin with ASCII letters, and
/// `char::to_uppercase` would bring Unicode's case tables (about 15 KB gzipped) into the
/// page's wasm.
pub(crate) fn capital(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// The trigger's words (Part 2's notation: "Arrive —", "At Noon —" ...).
pub fn trigger_words(t: Trigger) -> &'static str {
    match t {
        Trigger::Arrive => "Arrive",
        Trigger::FromHand => "From Hand",
        Trigger::FromReserve => "From Reserve",
        Trigger::AtNoon => "At Noon",
        Trigger::AtDusk => "At Dusk",
        Trigger::AtNight => "At Night",
        Trigger::Sacrificed => "When I am sacrificed",
        Trigger::ToReserve => "When I go to Reserve",
        Trigger::MyExpeditionMoves => "When my Expedition moves forward",
        Trigger::TokenCreated => "When a token is created under your control",
        Trigger::JoinsMyExpedition => "When a Character joins my Expedition",
    }
}

pub fn cond_words(c: Cond) -> String {
    match c {
        Cond::YouDid => "if you did".into(),
        Cond::MyExpeditionBehind => "if my Expedition is behind".into(),
        Cond::HandAtMost(n) => format!("if you have {} or fewer cards in Hand", number(n)),
        Cond::ReserveAtLeast(n) => format!("if you have {} or more cards in Reserve", number(n)),
    }
}

fn keyword_words(k: Keyword) -> String {
    match k {
        Keyword::Defender => "Defender".into(),
        Keyword::Eternal => "Eternal".into(),
        Keyword::Gigantic => "Gigantic".into(),
        Keyword::Seasoned => "Seasoned".into(),
        Keyword::Fleeting => "Fleeting".into(),
        Keyword::Cooldown => "Cooldown".into(),
        Keyword::Tough(x) => format!("Tough {x}"),
        Keyword::Scout(x) => format!("Scout {x}"),
    }
}

/// "+2 Forest", "+1 Forest and -1 Water".
pub fn stat_words(stats: [i32; 3]) -> String {
    let parts: Vec<String> =
        (0..3).filter(|&i| stats[i] != 0).map(|i| format!("{:+} {}", stats[i], TERRAINS[i])).collect();
    parts.join(" and ")
}

fn noun(sel: &Select) -> &'static str {
    match (sel.zone, sel.kind) {
        (Zone::Reserve, _) => "card in Reserve",
        (Zone::Landmarks, _) => "Landmark",
        (_, super::ability::Kind::Gear) => "Gear",
        _ => "Character",
    }
}

/// "up to two other target Characters you control", as a card says it.
fn select_words(sel: &Select, targeted: bool) -> String {
    let many = sel.count > 1;
    let count = match (sel.up_to, sel.count) {
        (true, n) => format!("up to {} ", number(n)),
        (false, 1) if targeted => String::new(),
        (false, 1) => "a ".into(),
        (false, n) => format!("{} ", number(n)),
    };
    let other = if sel.other { "other " } else { "" };
    let target = if targeted { "target " } else { "" };
    let plural = if many { "s" } else { "" };
    let mut s = format!("{count}{other}{target}{}{plural}", noun(sel));
    s.push_str(&whose_words(sel.whose, sel.in_my_expedition, sel.zone, "my Expedition"));
    if let Some(c) = sel.max_cost {
        s.push_str(&format!(" with Hand Cost {c} or less"));
    }
    s
}

fn whose_words(whose: Whose, in_mine: bool, zone: Zone, mine: &str) -> String {
    if in_mine {
        return format!(" in {mine}");
    }
    match (whose, zone) {
        (Whose::Yours, Zone::Expedition | Zone::Landmarks) => " you control".into(),
        (Whose::Yours, Zone::Reserve) => " of yours".into(),
        (Whose::Opponents, _) => " an opponent controls".into(),
        (Whose::Any, _) => String::new(),
    }
}

/// The subject of a step and whether it is one object (for the verb's form).
fn subject(who: &Who, trigger: Option<Trigger>, targeted: bool) -> (String, bool) {
    match who {
        Who::Me => ("I".into(), false),
        Who::It if trigger == Some(Trigger::TokenCreated) => ("that token".into(), true),
        Who::It | Who::That => ("it".into(), true),
        Who::Choose(sel) => {
            let w = select_words(sel, targeted);
            let w = if sel.count > 1 { format!("{w} each") } else { w };
            (w, sel.count == 1)
        }
        Who::All(g) => {
            let other = if g.other { "other " } else { "" };
            let w = format!("each {other}Character{}", whose_words(g.whose, g.in_my_expedition, Zone::Expedition, "my Expedition"));
            (w, true)
        }
    }
}

/// The object of an imperative ("Send target Character ...", "Sacrifice me").
fn object(who: &Who, trigger: Option<Trigger>, targeted: bool) -> String {
    match who {
        Who::Me => "me".into(),
        Who::Choose(sel) if !targeted => {
            let w = select_words(sel, false);
            w.replace(" you control", "")
        }
        other => subject(other, trigger, targeted).0,
    }
}

/// One step as a sentence part (lower case; the caller capitalises).
fn step_words(s: &Step, trigger: Option<Trigger>, token: &dyn Fn(&str) -> String) -> String {
    let targeted = s.op != Op::Sacrifice;
    let who = s.who.as_ref();
    let verb = |first: &str, third: &str| -> String {
        let (subj, one) = subject(who.expect("checked: a verb on objects has who"), trigger, targeted);
        let v = if subj == "I" || !one { first } else { third };
        format!("{subj} {v}")
    };
    let body = match &s.op {
        Op::Boost(n) => format!("{} {n} boost{}", verb("gain", "gains"), if *n == 1 { "" } else { "s" }),
        Op::DoubleBoosts => format!("{} {} boosts", verb("double", "doubles"), if who == Some(&Who::Me) { "my" } else { "its" }),
        Op::Gain(st) => format!("{} {}", verb("gain", "gains"), status_name(*st)),
        Op::Ready => format!("ready {}", object(who.expect("checked"), trigger, targeted)),
        Op::Modify { stats, until } => format!("{} {} {}", verb("get", "gets"), stat_words(*stats), duration_words(*until)),
        Op::Switch => format!("{} Expeditions", verb("switch", "switches")),
        Op::Send(d) => {
            let whose = if who == Some(&Who::Me) { "my owner's" } else { "its owner's" };
            format!("send {} to {whose} {}", object(who.expect("checked"), trigger, targeted), dest_name(*d))
        }
        Op::Sacrifice => format!("sacrifice {}", object(who.expect("checked"), trigger, targeted)),
        Op::Draw(1) => "draw a card".into(),
        Op::Draw(n) => format!("draw {} cards", number(*n)),
        Op::Resupply => "Resupply".into(),
        Op::ManaFromDeck => "put the top card of your Deck into your Mana zone".into(),
        Op::Create { token: t, place } => format!("create a {} token {}", token(t), place_words(*place)),
        Op::Move { expedition, dir } => {
            let e = match expedition {
                Expedition::Mine => "my Expedition",
                Expedition::Facing => "the Expedition facing mine",
            };
            let d = match dir {
                Dir::Forward => "forward",
                Dir::Backward => "backward",
            };
            format!("{e} moves {d} one region")
        }
        Op::LandmarksFromReserve => "put each Landmark Permanent card from your Reserve into your Landmark zone".into(),
        Op::AfterYou => "After You".into(),
    };
    let body = if s.may { format!("you may {body}") } else { body };
    match s.cond {
        Some(c) => format!("{}, {body}", cond_words(c)),
        None => body,
    }
}

fn status_name(s: Status) -> &'static str {
    match s {
        Status::Anchored => "Anchored",
        Status::Asleep => "Asleep",
        Status::Fleeting => "Fleeting",
        Status::Exhausted => "exhausted",
    }
}

fn dest_name(d: Dest) -> &'static str {
    match d {
        Dest::Reserve => "Reserve",
        Dest::Hand => "Hand",
        Dest::Discard => "Discard pile",
    }
}

fn duration_words(d: Duration) -> &'static str {
    match d {
        Duration::Turn => "this turn",
        Duration::Afternoon => "this Afternoon",
        Duration::Day => "this Day",
    }
}

fn place_words(p: Place) -> &'static str {
    match p {
        Place::MyExpedition => "in my Expedition",
        Place::YourHero => "in your Hero Expedition",
        Place::YourCompanion => "in your Companion Expedition",
        Place::EachOfYours => "in each of your Expeditions",
        Place::OpponentsCompanion => "in the opponent's Companion Expedition; they control it",
    }
}

/// Steps as sentences: a step on what the one before acted on starts with "Then".
pub fn steps_words(steps: &[Step], trigger: Option<Trigger>, token: &dyn Fn(&str) -> String) -> String {
    let mut out: Vec<String> = Vec::new();
    for s in steps {
        let w = step_words(s, trigger, token);
        let w = if s.who == Some(Who::That) { format!("Then {w}") } else { capital(&w) };
        out.push(format!("{w}."));
    }
    out.join(" ")
}

/// Every word on the card, from its data.
pub fn card_text(d: &CardDef, token: &dyn Fn(&str) -> String) -> String {
    let mut parts: Vec<String> = d.keyword_list.iter().map(|&k| format!("{}.", keyword_words(k))).collect();
    for r in d.reactions {
        let head = match r.cond {
            Some(c) => format!("{}, {}", trigger_words(r.when), cond_words(c)),
            None => trigger_words(r.when).to_string(),
        };
        parts.push(format!("{head} — {}", steps_words(&r.steps, Some(r.when), token)));
    }
    if !d.effect.is_empty() {
        parts.push(steps_words(d.effect, None, token));
    }
    if let Some(q) = d.quick {
        let cost = if q.mana > 0 { format!("exhaust me, pay {}", q.mana) } else { "exhaust me".into() };
        parts.push(format!("Quick ({cost}): {}", steps_words(&q.steps, None, token)));
    }
    for p in d.passives {
        let who = match p.to {
            Scope::MyExpedition => "Characters in my Expedition",
            Scope::Yours => "Your Characters",
        };
        parts.push(format!("{who} get {}.", stat_words(p.stats)));
    }
    parts.join(" ")
}

/// What a pending choice asks, for its prompt: "up to one other Character you control
/// to gain 1 boost", "a Character of yours to sacrifice (then draw two)". `rest` are the
/// steps after the choosing one: those on what is chosen read "and ...", the others
/// "(then ...)".
pub fn choice_words(step: &Step, rest: &[Step]) -> String {
    let Some(Who::Choose(sel)) = &step.who else { return "a Character".into() };
    let count = match (sel.up_to, sel.count) {
        (true, n) => format!("up to {}", number(n)),
        (false, 1) => "a".into(),
        (false, n) => number(n),
    };
    let other = if sel.other { "other " } else { "" };
    let plural = if sel.count > 1 { "s" } else { "" };
    let whose = if step.op == Op::Sacrifice {
        " of yours".to_string()
    } else {
        whose_words(sel.whose, sel.in_my_expedition, sel.zone, "its expedition")
    };
    let mut s = format!("{count} {other}{}{plural}{whose} to {}", noun(sel), infinitive(&step.op));
    if sel.count > 1 {
        s.push_str(" each");
    }
    for r in rest {
        if r.who == Some(Who::That) {
            s.push_str(&format!(" and {}", infinitive(&r.op)));
        } else if r.cond == Some(Cond::YouDid) {
            s.push_str(&format!(" (then {})", infinitive(&r.op)));
        }
    }
    s
}

/// The verb as "to ..." continues it: "gain 1 boost", "fall Asleep", "draw two".
pub fn infinitive(op: &Op) -> String {
    match op {
        Op::Boost(n) => format!("gain {n} boost{}", if *n == 1 { "" } else { "s" }),
        Op::DoubleBoosts => "double its boosts".into(),
        Op::Gain(Status::Asleep) => "fall Asleep".into(),
        Op::Gain(Status::Exhausted) => "be exhausted".into(),
        Op::Gain(s) => format!("gain {}", status_name(*s)),
        Op::Ready => "be readied".into(),
        Op::Modify { stats, until } => format!("get {} {}", stat_words(*stats), duration_words(*until)),
        Op::Switch => "switch expeditions".into(),
        Op::Send(d) => format!("send to its owner's {}", dest_name(*d)),
        Op::Sacrifice => "sacrifice".into(),
        Op::Draw(n) => format!("draw {}", number(*n)),
        Op::Resupply => "Resupply (put the top card of your Deck into your Reserve)".into(),
        Op::ManaFromDeck => "put the top card of your Deck into your Mana zone".into(),
        Op::Create { .. } => "create a token".into(),
        Op::Move { dir: Dir::Forward, .. } => "move an expedition forward".into(),
        Op::Move { dir: Dir::Backward, .. } => "move an expedition backward".into(),
        Op::LandmarksFromReserve => "put the Landmarks of your Reserve into play".into(),
        Op::AfterYou => "end the turn (After You)".into(),
    }
}
