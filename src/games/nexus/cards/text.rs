//! A card's words, written from its data: its source output, modification or gear
//! bonus, reactive, activated and persistent skills, and an event's effect, in the brief's
//! wording ("Start of attack, any turn: ...").

use super::ability::{AgentSel, Aura, Cond, Effect, Op, On, TargetSpec, Turn, When, Whose};
use super::{CardDef, Kind, ENERGY_SYMBOLS};

/// "target other friendly agent in a biome that has no increase marker".
fn agent_words(sel: &AgentSel) -> String {
    let whose = match sel.whose {
        Whose::Any => "",
        Whose::Friendly => "friendly ",
        Whose::Enemy => "enemy ",
    };
    let other = if sel.other { "other " } else { "" };
    let unlocked = if sel.unlocked { "unlocked " } else { "" };
    let mut s = format!("target {other}{unlocked}{whose}agent");
    if sel.same_biome {
        s.push_str(" in the same biome");
    } else if sel.in_biome {
        s.push_str(" in a biome");
    }
    if sel.no_marker {
        s.push_str(" that has none");
    }
    s
}

fn target_words(t: Option<TargetSpec>) -> String {
    match t {
        Some(TargetSpec::Agent(sel)) => agent_words(&sel),
        Some(TargetSpec::Sector { whose: Whose::Enemy }) => "target enemy sector".into(),
        Some(TargetSpec::Sector { whose: Whose::Friendly }) => "target friendly sector".into(),
        Some(TargetSpec::Sector { whose: Whose::Any }) => "target sector".into(),
        Some(TargetSpec::Queued) => "target card or skill in the queue (not an advance, attack or defend action)".into(),
        None => "it".into(),
    }
}

fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// One step as words, `who` being what it acts on.
fn step_words(op: Op, who: &str) -> String {
    match op {
        Op::Damage(n) => format!("deal {n} damage to {who}"),
        Op::Attack(n) => format!("{who} gets {} attack until end of turn", signed(n)),
        Op::Defense(n) => format!("{who} gets {} defense until end of turn", signed(n)),
        Op::Marker(1) => format!("put an increase marker on {who}"),
        Op::Marker(n) => format!("put {n} increase markers on {who}"),
        Op::Lock => format!("lock {who}"),
        Op::Unlock => format!("unlock {who}"),
        Op::Draw(1) => "draw a card".into(),
        Op::Draw(n) => format!("draw {n} cards"),
        Op::Cancel => format!("cancel {who}"),
        Op::Terminate => format!("terminate {who}"),
        Op::Repair => format!("remove all damage from {who}"),
        Op::Recall => format!("return {who} to its owner's hand"),
        Op::Restore(n) => format!("{who} regains {n} durability"),
    }
}

/// The first letter upper case, the ASCII way: card words begin with ASCII letters, and
/// `char::to_uppercase` would bring Unicode's case tables into the page's wasm.
fn capital(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// An effect's steps: the first on the target names it, later ones say "it".
pub fn effect_words(e: &Effect, me: &str) -> String {
    let mut named = false;
    let parts: Vec<String> = e
        .steps
        .iter()
        .map(|s| {
            let who = match s.on {
                On::Me => me.to_string(),
                On::You => "you".into(),
                On::Target if named => "it".into(),
                On::Target => {
                    named = true;
                    target_words(e.target)
                }
            };
            step_words(s.op, &who)
        })
        .collect();
    capital(&parts.join(", then "))
}

fn when_words(w: When, t: Turn) -> String {
    let when = match w {
        When::StartOfTurn => "Start of the turn",
        When::StartOfAttack => "Start of attack",
        When::EndOfTurn => "End of turn",
    };
    let turn = match t {
        Turn::Yours => "on your turn",
        Turn::Any => "any turn",
        Turn::Opponents => "on your opponent's turn",
    };
    format!("{when}, {turn}")
}

fn cond_words(c: Cond) -> String {
    match c {
        Cond::Attacked => "if this agent attacked this turn".into(),
        Cond::UnlockedInStaging => "if this agent is unlocked and in your staging".into(),
        Cond::InBiome => "if this agent is in a biome".into(),
        Cond::HandAtMost(n) => format!("if you have {n} or fewer cards in hand"),
    }
}

fn gains(a: &Aura) -> String {
    let mut g = Vec::new();
    if a.attack != 0 {
        g.push(format!("{} attack", signed(a.attack)));
    }
    if a.defense != 0 {
        g.push(format!("{} defense", signed(a.defense)));
    }
    g.join(" and ")
}

fn kind_word(a: &Aura) -> &'static str {
    if a.melee_only {
        "melee "
    } else if a.ranged_only {
        "ranged "
    } else {
        ""
    }
}

/// "your melee agents have +1 attack while attacking".
pub fn aura_words(a: &Aura) -> String {
    let when = if a.while_attacking {
        " while attacking"
    } else if a.while_defending {
        " while defending"
    } else {
        ""
    };
    format!("your {}agents have {}{when}", kind_word(a), gains(a))
}

/// A biome's influence: "Attacking melee agents here have +1 attack."
pub fn influence_words(a: &Aura) -> String {
    let when = if a.while_attacking {
        "attacking "
    } else if a.while_defending {
        "defending "
    } else {
        ""
    };
    capital(&format!("{when}{}agents here have {}.", kind_word(a), gains(a)))
}

/// Every word on the card, from its data.
pub fn card_text(d: &CardDef) -> String {
    let me = if d.kind == Kind::Agent { "this agent" } else { "this card" };
    let mut parts: Vec<String> = Vec::new();
    if let Some(p) = d.produce {
        let mut out = p.typed.map(|t| format!("{{{}}}", ENERGY_SYMBOLS[t as usize])).unwrap_or_default();
        if p.void > 0 {
            if !out.is_empty() {
                out.push_str(" and ");
            }
            out.push_str(&format!("{{{}}}", p.void));
        }
        if p.arrives_locked {
            parts.push("Arrives locked.".into());
        }
        parts.push(format!("Lock: produce {out}."));
    }
    if d.kind == Kind::Agent && d.speed == 2 {
        parts.push("Speed 2: can be played in battle and arrive in a biome.".into());
    }
    if d.kind == Kind::Agent && d.speed == 3 {
        parts.push("Speed 3: can be played at any time and arrive in a biome in battle.".into());
    }
    if d.modification {
        let host = d.effect.map(|e| target_words(e.target)).unwrap_or_default();
        parts.push(format!("Modification (agent). Play on {host}. The modified agent {}.", bonus_words(d)));
    } else if d.gear {
        parts.push(format!("Gear. The attached agent {}.", bonus_words(d)));
    } else if let Some(e) = d.effect {
        parts.push(format!("{}.", effect_words(e, me)));
    }
    if let Some(r) = d.reactive {
        let cond = r.cond.map(|c| format!("{}, ", cond_words(c))).unwrap_or_default();
        // After "if this agent ...", the agent is "it".
        let me = if matches!(r.cond, Some(Cond::Attacked | Cond::UnlockedInStaging | Cond::InBiome)) { "it" } else { me };
        let body = effect_words(&r.effect, me).to_lowercase_first();
        parts.push(format!("{}: {cond}{body}.", when_words(r.when, r.turn)));
    }
    if let Some(a) = d.activated {
        let lock = if a.lock { "lock this agent and " } else { "" };
        let cost = if a.cost.is_free() { "pay nothing".to_string() } else { format!("pay {}", a.cost.text()) };
        let body = effect_words(&a.effect, me);
        parts.push(format!("Activated, speed {}: {lock}{cost}: {}.", a.speed, body.to_lowercase_first()));
    }
    if let Some(a) = d.aura {
        parts.push(format!("Persistent: {}.", aura_words(&a)));
    }
    parts.join(" ")
}

fn bonus_words(d: &CardDef) -> String {
    let b = d.bonus;
    let mut gains = Vec::new();
    if b.attack != 0 {
        gains.push(format!("{} attack", signed(b.attack)));
    }
    if b.defense != 0 {
        gains.push(format!("{} defense", signed(b.defense)));
    }
    match (b.ranged, gains.is_empty()) {
        (true, true) => "is ranged".into(),
        (true, false) => format!("is ranged and has {}", gains.join(" and ")),
        (false, _) => format!("has {}", gains.join(" and ")),
    }
}

trait LowerFirst {
    fn to_lowercase_first(&self) -> String;
}

impl LowerFirst for String {
    fn to_lowercase_first(&self) -> String {
        // ASCII only, as `capital`.
        let mut s = self.clone();
        if let Some(first) = s.get_mut(0..1) {
            first.make_ascii_lowercase();
        }
        s
    }
}
