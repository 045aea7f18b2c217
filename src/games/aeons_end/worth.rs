//! What a design is worth, read from its effects, for the computer player: a player
//! card's aether and damage per play, its worth to buy (in aether a play gives, or its
//! equal), and the damage a nemesis card does to Gravehold (player damage counts half:
//! the mages' life absorbs it until they are exhausted). The evaluation (`evaluate.rs`)
//! and the greedy mage (`policy.rs`) read these, never a card's name.

use super::cards::{CardKind, CardType, NemCardKind, NemKind, NemesisKind};
use super::content::{Amount, Effect, Foe, Prepped, Who};

fn fixed(a: Amount) -> f64 {
    match a {
        Amount::Fixed(n) => n as f64,
        // About one of whatever is counted.
        Amount::Per { each, .. } => each as f64,
    }
}

/// The aether a list gives (the best option of an OR; none from restricted aether).
pub fn aether(list: &[Effect]) -> f64 {
    list.iter()
        .map(|e| match e {
            Effect::Aether(n) => *n as f64,
            Effect::OneOf(o) => o.iter().map(|x| aether(x)).fold(0.0, f64::max),
            _ => 0.0,
        })
        .sum()
}

/// The damage of a list's hits before bonuses (the nemesis option of an OR between
/// hits: a spell's damage when no minion is in play).
pub fn damage(list: &[Effect]) -> f64 {
    list.iter()
        .map(|e| match e {
            Effect::Damage(h) if h.to != Foe::EachMinion => fixed(h.amount),
            Effect::OneOf(o) => o
                .iter()
                .find(|x| x.iter().any(|e| matches!(e, Effect::Damage(h) if matches!(h.to, Foe::Enemy | Foe::Nemesis))))
                .map_or(0.0, |x| damage(x)),
            _ => 0.0,
        })
        .sum()
}

/// A card's aether per play (gems and relics).
pub fn card_aether(k: CardKind) -> f64 {
    aether(&k.play)
}

/// A spell's damage per cast, before bonuses.
pub fn card_damage(k: CardKind) -> f64 {
    if k.kind == CardType::Spell {
        damage(&k.cast)
    } else {
        0.0
    }
}

/// What a list does for the mages, in aether a play would give for the same.
fn value(list: &[Effect]) -> f64 {
    list.iter()
        .map(|e| match e {
            Effect::Aether(n) => *n as f64,
            Effect::BreachAether(n) => 0.3 * *n as f64,
            Effect::Damage(h) => {
                let each = if h.to == Foe::EachMinion { 1.2 } else { 0.9 };
                each * fixed(h.amount) + h.plus_if.map_or(0.0, |b| 0.4 * b.add as f64)
            }
            Effect::Charge(g) => 0.7 * g.amount as f64 * if g.who == Who::EachPlayer { 2.0 } else { 1.0 },
            Effect::Life(g) => 0.25 * g.amount as f64 * if g.who == Who::EachPlayer { 2.0 } else { 1.0 },
            Effect::GraveholdLife(n) => 0.5 * *n as f64,
            Effect::Draw(g) => 0.9 * g.amount as f64,
            Effect::Focus(_) => 0.5,
            Effect::Open(_) => 2.0,
            Effect::MayPay(_) => 0.2,
            Effect::OneOf(o) => o.iter().map(|x| value(x)).fold(0.0, f64::max),
            Effect::If(i) => 0.4 * value(&i.effects),
            Effect::DestroyCards(c) => 0.5 * c.up_to as f64,
            Effect::Recall(c) => 0.8 * c.up_to as f64,
            Effect::Suffer(g) => -0.5 * g.amount as f64,
            Effect::Gravehold(a) => -fixed(*a),
            Effect::Unleash(n) => -2.0 * *n as f64,
            Effect::LoseCharge(_) => -0.7,
            _ => 0.0,
        })
        .sum()
}

/// A card's worth per play, in aether: its text, a spell's While-prepped effects, and a
/// spell filling two breaches counted for the breach it takes from another.
pub fn card_worth(k: CardKind) -> f64 {
    let mut v = value(&k.play) + value(&k.cast);
    for p in &k.while_prepped {
        v += match p {
            Prepped::ReduceDamage(n) => 0.7 * *n as f64,
            Prepped::MainAction(m) => value(&m.effects),
            Prepped::When(t) => 0.5 * value(&t.effects),
        };
    }
    if k.breaches > 1 {
        v /= 1.0 + 0.2 * (k.breaches - 1) as f64;
    }
    v
}

/// Gravehold damage of one Unleash of this nemesis.
pub fn unleash_danger(n: NemesisKind, override_damage: Option<u32>) -> f64 {
    match (override_damage, n.unleash.as_slice()) {
        (Some(d), [Effect::Gravehold(Amount::Fixed(_))]) => d as f64,
        _ => danger_of(&n.unleash, n, 2.0, 1.0),
    }
}

/// The Gravehold-equivalent damage of a nemesis list, `unleash` being one Unleash's and
/// `mages` the players (each player's damage counts for all of them).
pub fn danger_of(list: &[Effect], n: NemesisKind, unleash: f64, mages: f64) -> f64 {
    let brood_threat = || {
        let minion = n.brood.as_ref().and_then(|r| r.cards.first()).and_then(|c| n.cards.iter().find(|d| d.id == c.card));
        minion.map_or(1.0, |m| 2.0 * danger_of(&m.persistent, n, unleash, mages))
    };
    let full = || {
        let rules: Vec<&Effect> =
            n.rules.iter().filter(|r| r.on == super::content::On::CounterFull).flat_map(|r| &r.effects).collect();
        let max = n.counter.as_ref().map_or(1, |c| c.max.max(1)) as f64;
        rules.iter().map(|e| danger_of(std::slice::from_ref(*e), n, unleash, mages)).sum::<f64>() / max
    };
    list.iter()
        .map(|e| match e {
            Effect::Unleash(k) => unleash * *k as f64,
            Effect::Gravehold(a) => fixed(*a),
            Effect::Suffer(g) if g.who == Who::EachPlayer => 0.5 * g.amount as f64 * mages,
            Effect::Suffer(g) => 0.5 * g.amount as f64,
            Effect::LoseCharge(_) | Effect::DiscardPrepped(_) => 1.0,
            Effect::DestroyPrepped(_) => 2.0,
            Effect::Corrupt(l) => 1.5 * l.amount as f64 * if l.who == Who::EachPlayer { mages } else { 1.0 },
            Effect::Summon(s) => brood_threat() * s.amount as f64,
            Effect::Counter(k) if *k > 0 => full() * *k as f64,
            _ => 0.0,
        })
        .sum()
}

/// A minion's Gravehold damage per nemesis turn.
pub fn minion_threat(k: NemKind, n: NemesisKind, unleash: f64) -> f64 {
    danger_of(&k.persistent, n, unleash, 2.0)
}

/// A power's Gravehold damage when it resolves.
pub fn power_damage(k: NemKind, n: NemesisKind, unleash: f64) -> f64 {
    danger_of(&k.power, n, unleash, 2.0)
}

/// The damage a card still in the nemesis deck will do, roughly: an attack's at once, a
/// minion's for as many turns as its life lasts, a power's discounted for its TO
/// DISCARD cost.
pub fn card_danger(k: NemKind, n: NemesisKind, unleash: f64) -> f64 {
    let now = danger_of(&k.immediately, n, unleash, 2.0);
    now + match k.kind {
        NemCardKind::Attack => danger_of(&k.effects, n, unleash, 2.0),
        NemCardKind::Minion => minion_threat(k, n, unleash) * (1.0 + k.life.unwrap_or(1) as f64 / 6.0),
        NemCardKind::Power => power_damage(k, n, unleash) * if k.to_discard.is_some() { 0.65 } else { 1.0 },
    }
}
