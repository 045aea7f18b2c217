//! What makes a design playable, checked when a set is read: the numbers the rules
//! need (AE-1.4, AE-1.5, AE-2.5), every id it names in the pool, and effects that make
//! sense where they are (a nemesis's effect names no "you"; a card names one target of
//! each sort that its action can carry, AE-5.5). Each problem is said in plain words.

use super::effect::{Amount, BreachPick, Cond, Effect, Foe, On, Prepped, Who};
use super::model::{BreachStart, BreachWord, CardDef, CardType, MageDef, MarketDef, NemCardKind, NemesisDef, Origin};
use super::pool::Pool;

/// Where an effect list stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope<'a> {
    /// A player card's text or a mage's ability.
    Player { spell: bool },
    /// A nemesis's card or mat.
    Nemesis(&'a NemesisDef),
}

/// Which targets a list carries in its action (AE-5.5: one of each sort).
#[derive(Default)]
struct Slots {
    foe: u32,
    seat: u32,
    breach: u32,
}

fn good_id(id: &str) -> bool {
    !id.is_empty() && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

fn slots_of(list: &[Effect], s: &mut Slots) {
    for e in list {
        match e {
            Effect::Damage(h) if matches!(h.to, Foe::Enemy | Foe::Minion) => s.foe += 1,
            Effect::Charge(g) | Effect::Life(g) | Effect::Draw(g) if matches!(g.who, Who::Ally | Who::AnyPlayer) => {
                s.seat += 1
            }
            Effect::Focus(BreachPick::YourClosed | BreachPick::AnyClosed)
            | Effect::Open(BreachPick::YourClosed | BreachPick::AnyClosed) => s.breach += 1,
            _ => {}
        }
    }
}

/// At most one target of each sort in a list and in each of its options.
fn one_of_each(list: &[Effect]) -> Result<(), String> {
    let mut base = Slots::default();
    slots_of(list, &mut base);
    let options: Vec<&Vec<Effect>> =
        list.iter().filter_map(|e| if let Effect::OneOf(o) = e { Some(o) } else { None }).flatten().collect();
    let lists: Vec<Slots> = if options.is_empty() {
        vec![base]
    } else {
        options
            .iter()
            .map(|o| {
                let mut s = Slots { foe: base.foe, seat: base.seat, breach: base.breach };
                slots_of(o, &mut s);
                s
            })
            .collect()
    };
    if lists.iter().any(|s| s.foe > 1 || s.seat > 1 || s.breach > 1) {
        return Err("names two enemies, two players or two breaches to choose at once: \
                    split it, or choose one of each (AE-5.5)"
            .into());
    }
    if list.iter().filter(|e| matches!(e, Effect::OneOf(_))).count() > 1 {
        return Err("has two OR choices in one text: one per card (AE-6.1)".into());
    }
    Ok(())
}

fn player_who(who: Who) -> Result<(), String> {
    let _ = who;
    Ok(())
}

fn nemesis_who(who: Who) -> Result<(), String> {
    match who {
        Who::You | Who::Ally | Who::EachAlly => {
            Err(format!("a nemesis's effect names no \"you\" or ally: '{who:?}' (use any_player, each_player ...)"))
        }
        _ => Ok(()),
    }
}

fn amount(a: Amount) -> Result<(), String> {
    match a {
        Amount::Fixed(n) if n > 100 => Err(format!("an amount of {n} is more than any game holds")),
        Amount::Per { each: 0, .. } => Err("\"each\" must be at least 1".into()),
        _ => Ok(()),
    }
}

fn check_list(list: &[Effect], scope: Scope, breach_before: bool) -> Result<(), String> {
    let mut breach = breach_before;
    for e in list {
        check_effect(e, scope, breach)?;
        breach |= matches!(e, Effect::Focus(_) | Effect::Open(_));
    }
    Ok(())
}

fn check_effect(e: &Effect, scope: Scope, breach_before: bool) -> Result<(), String> {
    let nemesis = match scope {
        Scope::Nemesis(n) => Some(n),
        Scope::Player { .. } => None,
    };
    let who = |w: Who| if nemesis.is_some() { nemesis_who(w) } else { player_who(w) };
    let player_only = |name: &str| match nemesis {
        Some(_) => Err(format!("a nemesis's effect cannot {name}: that is the mages' side")),
        None => Ok(()),
    };
    match e {
        Effect::Then | Effect::DestroyThis => Ok(()),
        Effect::Aether(n) | Effect::BreachAether(n) => {
            player_only("give aether")?;
            if *n == 0 { Err("gains 0 aether".into()) } else { Ok(()) }
        }
        Effect::Damage(h) => {
            player_only("deal damage to enemies")?;
            amount(h.amount)?;
            match h.plus_if.map(|b| b.cond) {
                Some(Cond::CastEarlierThisTurn | Cond::CastFromOpenedBreach)
                    if scope != (Scope::Player { spell: true }) =>
                {
                    Err("a condition on casting is only for a spell's Cast text".into())
                }
                _ => Ok(()),
            }
        }
        Effect::Charge(g) | Effect::Life(g) | Effect::Draw(g) => {
            if g.amount == 0 {
                return Err("an amount of 0".into());
            }
            who(g.who)
        }
        Effect::GraveholdLife(_) => Ok(()),
        Effect::Focus(p) | Effect::Open(p) => {
            player_only("focus or open breaches")?;
            if *p == BreachPick::Same && !breach_before {
                return Err("\"same\" breach with no breach named before it".into());
            }
            Ok(())
        }
        Effect::MayPay(m) => {
            player_only("ask for aether")?;
            if m.aether == 0 || m.effects.is_empty() {
                return Err("may_pay needs a cost of at least 1 aether and something it does".into());
            }
            check_list(&m.effects, scope, breach_before)
        }
        Effect::OneOf(options) => {
            player_only("offer an OR choice (AE-9.5: the nemesis's choices are the players')")?;
            if options.len() < 2 || options.iter().any(Vec::is_empty) {
                return Err("one_of needs at least two options, none empty".into());
            }
            if options.iter().flatten().any(|e| matches!(e, Effect::OneOf(_))) {
                return Err("an OR inside an OR".into());
            }
            options.iter().try_for_each(|o| check_list(o, scope, breach_before))
        }
        Effect::If(i) => {
            if i.effects.is_empty() {
                return Err("an \"if\" that does nothing".into());
            }
            check_list(&i.effects, scope, breach_before)
        }
        Effect::DestroyCards(c) | Effect::Recall(c) => {
            player_only("choose a mage's cards")?;
            if c.up_to == 0 { Err("up_to must be at least 1".into()) } else { Ok(()) }
        }
        Effect::Unleash(n) => {
            if *n == 0 { Err("Unleash 0 times".into()) } else { Ok(()) }
        }
        Effect::Gravehold(a) => amount(*a),
        Effect::Suffer(g) => who(g.who),
        Effect::LoseCharge(l) | Effect::DiscardPrepped(l) | Effect::DestroyPrepped(l) | Effect::Corrupt(l) => {
            who(l.who)?;
            check_list(&l.instead, scope, false)?;
            if matches!(e, Effect::Corrupt(_)) && nemesis.and_then(|n| n.corruption.as_ref()).is_none() {
                return Err("corrupt: this nemesis has no corruption pile".into());
            }
            Ok(())
        }
        Effect::Counter(n) => match nemesis.and_then(|x| x.counter.as_ref()) {
            None => Err("counter: this nemesis has no counter on its mat".into()),
            Some(_) if *n == 0 => Err("counter: a change of 0".into()),
            Some(_) => Ok(()),
        },
        Effect::ResetCounter => match nemesis.and_then(|x| x.counter.as_ref()) {
            None => Err("reset_counter: this nemesis has no counter on its mat".into()),
            Some(_) => Ok(()),
        },
        Effect::Summon(s) => {
            if nemesis.and_then(|n| n.brood.as_ref()).is_none() {
                return Err("summon: this nemesis has no brood".into());
            }
            if s.amount == 0 {
                return Err("summon 0 minions".into());
            }
            check_list(&s.instead, scope, false)
        }
    }
}

fn player_text(list: &[Effect], spell: bool) -> Result<(), String> {
    check_list(list, Scope::Player { spell }, false)?;
    one_of_each(list)
}

/// A player card (AE-1.4).
pub fn check_card(c: &CardDef, pool: &Pool) -> Result<(), String> {
    let _ = pool;
    if !good_id(&c.id) {
        return Err("an id is lower-case letters, digits and _".into());
    }
    if c.name.trim().is_empty() || c.art.trim().is_empty() {
        return Err("a card needs a name and a picture (art)".into());
    }
    match c.pool {
        Origin::Starter | Origin::Unique if c.cost != 0 => return Err("starting cards cost 0 (AE-1.4)".into()),
        Origin::Supply if !(1..=12).contains(&c.cost) => {
            return Err(format!("a supply card costs 1 to 12 aether, not {}", c.cost))
        }
        _ => {}
    }
    match c.kind {
        CardType::Spell => {
            if !c.play.is_empty() {
                return Err("a spell is prepped and cast, never played: its text is \"cast\" (AE-1.4)".into());
            }
            if !(1..=2).contains(&c.breaches) {
                return Err("a spell fills 1 or 2 breaches".into());
            }
            player_text(&c.cast, true)?;
            for p in &c.while_prepped {
                match p {
                    Prepped::ReduceDamage(0) => return Err("reduce_damage of 0".into()),
                    Prepped::ReduceDamage(_) => {}
                    Prepped::MainAction(m) => player_text(&m.effects, false)?,
                    Prepped::When(t) => {
                        if !matches!(t.on, On::BreachOpened | On::TurnStart | On::SpellCast) {
                            return Err(format!("a prepped spell cannot wait for '{:?}'", t.on));
                        }
                        player_text(&t.effects, false)?
                    }
                }
            }
            Ok(())
        }
        CardType::Gem | CardType::Relic => {
            if !c.cast.is_empty() || !c.while_prepped.is_empty() || c.breaches != 1 {
                return Err("only spells have cast, while_prepped or breaches (AE-1.4)".into());
            }
            if c.play.is_empty() {
                return Err("a gem or relic needs a \"play\" text (AE-6.1)".into());
            }
            player_text(&c.play, false)
        }
    }
}

/// A mage mat (AE-2.5, AE-12).
pub fn check_mage(m: &MageDef, pool: &Pool) -> Result<(), String> {
    if !good_id(&m.id) {
        return Err("an id is lower-case letters, digits and _".into());
    }
    if m.hand.len() != 5 || m.deck.len() != 5 {
        return Err("a mage starts with 5 cards in hand and 5 in the deck (AE-2.5.3, AE-2.5.4)".into());
    }
    for id in m.hand.iter().chain(&m.deck) {
        match pool.card(id) {
            None => return Err(format!("the starting card '{id}' is not in the pool")),
            Some(c) if !matches!(c.pool, Origin::Starter | Origin::Unique) => {
                return Err(format!("'{id}' is not a starting card (starter or unique)"))
            }
            _ => {}
        }
    }
    if m.breaches[0] != BreachStart::Word(BreachWord::Opened) {
        return Err("breach I always starts opened (AE-1.6)".into());
    }
    if m.breaches.iter().any(|b| matches!(b, BreachStart::Stage(s) if *s > 3)) {
        return Err("a closed breach's stage is 0 to 3 (AE-1.6)".into());
    }
    if !(1..=9).contains(&m.ability.charges) {
        return Err("an ability needs 1 to 9 charges (AE-12.1)".into());
    }
    if m.ability.effects.is_empty() {
        return Err("the ability does nothing".into());
    }
    player_text(&m.ability.effects, false)
}

/// A nemesis mat and its cards (AE-1.5, AE-2.2, AE-2.3).
pub fn check_nemesis(n: &NemesisDef, pool: &Pool) -> Result<(), (String, String)> {
    let mat = |p: String| (n.id.clone(), p);
    if !good_id(&n.id) {
        return Err(mat("an id is lower-case letters, digits and _".into()));
    }
    if !(1..=200).contains(&n.life) || !(1..=5).contains(&n.difficulty) {
        return Err(mat("life is 1 to 200 and difficulty 1 to 5".into()));
    }
    if n.unleash.is_empty() {
        return Err(mat("the Unleash does nothing (AE-1.8)".into()));
    }
    let scope = Scope::Nemesis(n);
    check_list(&n.unleash, scope, false).map_err(mat)?;
    check_list(&n.setup, scope, false).map_err(mat)?;
    for r in &n.rules {
        if r.on == On::CounterFull && n.counter.is_none() {
            return Err(mat("a counter_full rule without a counter".into()));
        }
        check_list(&r.effects, scope, false).map_err(mat)?;
    }
    if let Some(c) = &n.counter {
        if c.max == 0 || c.start >= c.max {
            return Err(mat("a counter fills at 1 or more and starts below it".into()));
        }
    }
    if let Some(r) = &n.corruption {
        for c in &r.cards {
            match pool.card(&c.card) {
                Some(d) if d.pool == Origin::Corruption && (1..=30).contains(&c.copies) => {}
                _ => return Err(mat(format!("corruption '{}' must be a corruption card of the pool, 1 to 30 copies", c.card))),
            }
        }
    }
    let brood: Vec<&str> = n.brood.iter().flat_map(|r| r.cards.iter().map(|c| c.card.as_str())).collect();
    for (t, want) in [(1u8, "tier 1"), (2, "tier 2"), (3, "tier 3")] {
        if !n.cards.iter().any(|c| c.tier == t) {
            return Err(mat(format!("no {want} card: the deck stacks tiers 1, 2 and 3 (AE-2.3)")));
        }
    }
    for c in &n.cards {
        let bad = |p: &str| Err((c.id.clone(), p.to_string()));
        if !good_id(&c.id) {
            return bad("an id is lower-case letters, digits and _");
        }
        if c.tier > 3 || (c.tier == 0) != brood.contains(&c.id.as_str()) {
            return bad("tier is 1 to 3, or 0 for a minion of the brood (and only for those)");
        }
        let fields = (c.life.is_some(), c.tokens.is_some(), !c.effects.is_empty(), !c.persistent.is_empty(), !c.power.is_empty());
        match c.kind {
            NemCardKind::Attack if fields != (false, false, true, false, false) || c.to_discard.is_some() => {
                return bad("an attack has only a \"do\" text (AE-1.5)")
            }
            NemCardKind::Minion if fields != (true, false, false, true, false) || c.to_discard.is_some() => {
                return bad("a minion has a life and a PERSISTENT text (AE-1.5)")
            }
            NemCardKind::Power if fields != (false, true, false, false, true) => {
                return bad("a power has tokens and a POWER text (AE-1.5)")
            }
            _ => {}
        }
        if c.life == Some(0) || c.tokens == Some(0) || c.to_discard == Some(0) {
            return bad("life, tokens and TO DISCARD costs are at least 1");
        }
        for list in [&c.effects, &c.immediately, &c.persistent, &c.power] {
            check_list(list, scope, false).map_err(|p| (c.id.clone(), p))?;
        }
    }
    if let Some(r) = &n.brood {
        for b in &r.cards {
            match n.cards.iter().find(|c| c.id == b.card) {
                Some(c) if c.kind == NemCardKind::Minion && (1..=30).contains(&b.copies) => {}
                _ => return Err(mat(format!("brood '{}' must be a tier 0 minion of this nemesis, 1 to 30 copies", b.card))),
            }
        }
    }
    Ok(())
}

/// The piles a market holds (AE-2.4): 3 gems, 2 relics and 4 spells.
pub const MARKET_SHAPE: [(CardType, usize); 3] = [(CardType::Gem, 3), (CardType::Relic, 2), (CardType::Spell, 4)];

/// A market preset: nine distinct supply cards, or nine slots, of AE-2.4's shape.
pub fn check_market(m: &MarketDef, pool: &Pool) -> Result<(), String> {
    let kinds: Vec<CardType> = match (m.cards.is_empty(), m.slots.is_empty()) {
        (false, true) => {
            let mut kinds = Vec::new();
            for (i, id) in m.cards.iter().enumerate() {
                match pool.card(id) {
                    Some(c) if c.pool == Origin::Supply => kinds.push(c.kind),
                    _ => return Err(format!("'{id}' is not a supply card of the pool")),
                }
                if m.cards[..i].contains(id) {
                    return Err(format!("'{id}' is twice in the market"));
                }
            }
            kinds
        }
        (true, false) => {
            for s in &m.slots {
                let fits = pool.cards.iter().filter(|c| c.pool == Origin::Supply && c.kind == s.kind);
                if s.min > s.max || fits.filter(|c| (s.min..=s.max).contains(&c.cost)).count() == 0 {
                    return Err(format!("no supply {:?} costs {} to {}", s.kind, s.min, s.max).to_ascii_lowercase());
                }
            }
            m.slots.iter().map(|s| s.kind).collect()
        }
        _ => return Err("a market lists nine cards or nine slots, not both".into()),
    };
    for (kind, n) in MARKET_SHAPE {
        if kinds.iter().filter(|&&k| k == kind).count() != n || kinds.len() != 9 {
            return Err("a market holds 3 gems, 2 relics and 4 spells (AE-2.4)".into());
        }
    }
    Ok(())
}
