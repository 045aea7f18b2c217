//! A greedy player of Aeon's End: one score per legal action, the best taken. It is the
//! computer player's playout policy (random actions play this game so badly, ending
//! turns with spells unprepped and aether unspent, that a playout says little about a
//! position) and the bot of the C-5 balance harness (`examples/aeons_end_balance.rs`).
//!
//! It reads cards only through their data (`worth.rs`), so it plays any market and any
//! team. What it does, decision by decision:
//! - casting: a spell that brings the nemesis to 0 first; then every prepped spell (one
//!   that deals more after another, last), at a minion it kills (the most dangerous
//!   one), else at the minion with the most threat per life point, else at the nemesis;
//! - main phase: plays every gem and relic (the aether option of an OR card, unless its
//!   damage kills; a breach it focuses is its own closest to opening, then focused
//!   again) and every corruption (gone once played); uses a full ability; pays a TO
//!   DISCARD cost it can afford; opens a breach it can afford (up to 7) while it holds a
//!   spell, so the spell goes there; preps every spell, strongest into the bonus
//!   breaches (a spell left in hand clogs it: no discarding, AE-7.3); focuses a breach
//!   when a spell has nowhere to go; then spends what is left: open a breach, else the
//!   card of the highest worth per play it can afford (gems' aether weighs more; nothing
//!   worth less than 2 aether a play: a thin deck draws its best cards more often), else
//!   a charge;
//! - choices while resolving: damage goes to the mage it costs Gravehold least (never
//!   exhausting one when another can take it); an exhausted mage destroys its least
//!   useful breach; a spell lost is the weakest; a card destroyed is a corruption or the
//!   weakest card.

use super::action::{Action, Choice, Target};
use super::cards::{breach_bonus, focus_cost, open_cost, CardKind, CardType, NemKind, Origin};
use super::content::{Cond, Effect};
use super::state::{AeonsEnd, BreachState, Pending, Why};
use super::worth::{card_damage, card_worth, minion_threat, unleash_danger};

/// The tunable parts of the greedy player (the balance harness sweeps them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knobs {
    /// Buy nothing worth less than this per play (in aether; 0: buy anything): a thin
    /// deck draws its best cards more often.
    pub min_worth: f64,
    /// How much more a gem's aether weighs than the same worth of a spell or relic when
    /// buying (aether buys the rest).
    pub gem_weight: f64,
    /// Open a breach before buying when its open cost is at most this (0: never first).
    pub open_up_to: u32,
    /// Use prepped spells' main-phase actions (C-5's bot does not).
    pub tithe: bool,
    /// Focus a closed breach to prep a stuck spell only when it deals at least this much.
    pub stuck_min: u32,
    /// With no minion in play, hold (do not cast) a spell in an opened breach that deals
    /// at least this much (0: never hold; the spell waits for the next minion).
    pub hold: u32,
    /// Spend what is left after buying on focusing own breaches instead of charges.
    pub spare_focus: bool,
    /// Open a breach (within `open_up_to`) before prepping, so a spell can go into it.
    pub open_first: bool,
    /// Buy charges with what is left.
    pub charge: bool,
    /// Hold only while the nemesis has more life than this (a race by damage is on below).
    pub hold_life: u32,
    /// Hold only while a minion is still in the nemesis deck (its contents are public).
    pub hold_minions: bool,
    /// A charge's worth on the buy scale (0: only with what no card can use).
    pub charge_over: i64,
}

impl Default for Knobs {
    fn default() -> Self {
        Knobs {
            min_worth: 2.0,
            gem_weight: 2.3,
            open_up_to: 7,
            tithe: true,
            stuck_min: 1,
            hold: 0,
            spare_focus: false,
            // Open before prepping: the spell goes into the new breach (19.6% against 15.3%).
            open_first: true,
            charge: true,
            hold_life: 0,
            hold_minions: false,
            charge_over: 0,
        }
    }
}

/// Gravehold damage per nemesis turn a minion causes, roughly (player damage at half),
/// on the scale of the greedy mage's scores.
pub(crate) fn threat(g: &AeonsEnd, k: NemKind) -> i64 {
    let n = &g.nemesis;
    (10.0 * minion_threat(k, n.def, unleash_danger(n.def, n.unleash))).round() as i64
}

/// What buying a card is worth to the greedy mage (0: never), from its data.
pub fn buy_value(k: CardKind, knobs: &Knobs) -> i64 {
    let worth = card_worth(k);
    if worth < knobs.min_worth || k.pool == Origin::Corruption {
        return 0;
    }
    let weight = if k.kind == CardType::Gem { knobs.gem_weight } else { 1.3 };
    // Of two cards worth the same, the cheaper.
    ((10.0 * worth * weight).round() as i64 - k.cost as i64).max(1)
}

/// How good it is to put `dmg` damage into `t`.
fn target_score(g: &AeonsEnd, t: Target, dmg: u32) -> i64 {
    match t {
        Target::Nemesis if dmg >= g.nemesis.life => 100_000,
        Target::Nemesis => 0,
        Target::Minion(id) => {
            let life = g.nemesis.play.iter().find(|p| p.card == id).map_or(0, |p| p.life);
            let th = threat(g, g.nem_kind(id));
            if dmg >= life {
                1000 + th * 10 - (dmg - life) as i64
            } else {
                100 + th * 20 / life.max(1) as i64
            }
        }
    }
}

/// The Gravehold-equivalent cost of `n` damage to `seat` (the team picks the cheapest).
fn hurt_cost(g: &AeonsEnd, seat: usize, n: u32) -> i64 {
    let m = &g.mages[seat];
    let n = n.saturating_sub(g.runes(seat));
    if n == 0 {
        return 0;
    }
    if m.exhausted {
        return 40 * n as i64;
    }
    if n < m.life {
        // Life is a buffer; spend the larger one first.
        return 10 * n as i64 + 30 / m.life as i64 * n as i64;
    }
    // Exhaustion: Unleash twice, twice the excess, a breach and the charges lost; the
    // game itself when every other mage is exhausted already (AE-11.4).
    let last = g.mages.len() > 1 && g.mages.iter().enumerate().all(|(i, o)| i == seat || o.exhausted);
    i64::from(last) * 100_000
        + 200
        + 40 * (n - m.life) as i64 + 10 * m.charges as i64
}

/// Whether the active mage holds a spell with nowhere to prep it: more one-breach spells
/// than usable empty breaches, or a Sundering Torrent without two adjacent ones.
fn spell_stuck(g: &AeonsEnd, min: u32) -> bool {
    let me = &g.mages[g.active];
    let usable: Vec<bool> =
        me.breaches.iter().map(|b| b.exists() && b.spell.is_none() && (!b.is_closed() || b.focused)).collect();
    let free = usable.iter().filter(|&&u| u).count();
    let (mut singles, mut wide) = (0, false);
    for &c in &me.hand {
        let k = g.kind(c);
        if k.kind == CardType::Spell && k.breaches > 1 {
            wide = true;
        } else if k.kind == CardType::Spell && card_damage(k) >= min as f64 {
            singles += 1;
        }
    }
    let pair = (0..3).any(|i| usable[i] && usable[i + 1]);
    singles > free || (wide && !pair)
}

/// Whether a spell deals more when cast after another (it goes last).
fn waits_for_others(k: CardKind) -> bool {
    k.cast.iter().any(|e| matches!(e, Effect::Damage(h) if h.plus_if.is_some_and(|b| b.cond == Cond::CastEarlierThisTurn)))
}

/// The score of playing a gem or relic with `choice`: the aether option of an OR,
/// unless its damage kills; a breach picked: the player's own, closest to opening.
fn play_score(g: &AeonsEnd, card: CardKind, choice: Choice) -> i64 {
    let base = 9000;
    if card.pool == Origin::Corruption {
        // Played, it leaves the deck for good.
        return base - 5;
    }
    match choice {
        Choice::Damage(t) if target_score(g, t, 1) >= 1000 => base + 2,
        Choice::Aether => base + 1,
        Choice::Breach { owner, breach } => {
            let b = g.mages[owner].breaches[breach as usize];
            let stage = match b.state {
                BreachState::Closed(s) => s as i64,
                _ => 0,
            };
            base + if owner == g.active { 10 + stage + breach as i64 } else { stage }
        }
        Choice::None => base,
        Choice::Chosen { target: Some(t), .. } => base + i64::from(target_score(g, t, 1) >= 1000),
        _ => base - 1,
    }
}

/// The score of an ability used with `choice`: damage where it counts most, life where
/// it is missing; an option that would do nothing is worth little.
fn ability_score(g: &AeonsEnd, mage: usize, choice: Choice) -> i64 {
    let ability = &g.mages[mage].kind.ability.effects;
    let first_damage = ability.iter().find_map(|e| if let Effect::Damage(h) = e { Some(h) } else { None });
    let dmg = first_damage.map_or(4, |h| if let super::content::Amount::Fixed(n) = h.amount { n } else { 4 });
    match choice {
        Choice::Strike { target, breach } => 8500 + target_score(g, target, dmg) / 10 + breach.map_or(0, |b| b as i64),
        Choice::Damage(target) | Choice::Chosen { target: Some(target), .. } => 8500 + target_score(g, target, dmg) / 10,
        Choice::Gravehold if g.gravehold + 3 <= g.gravehold_max => 8500,
        Choice::Gravehold => 7000,
        Choice::Heal(s) => {
            let m = &g.mages[s];
            if m.life + 4 <= m.max_life {
                8400 + (10 - m.life as i64)
            } else {
                7000
            }
        }
        Choice::AllyCharge(s) | Choice::Chosen { seat: Some(s), .. } => {
            let m = &g.mages[s];
            8300 + (m.max_charges() as i64 - m.charges as i64).min(3)
        }
        _ => 8200,
    }
}

/// The greedy score of `a` in `g` (higher is better).
pub fn rank(g: &AeonsEnd, a: &Action, k: &Knobs) -> i64 {
    let me = &g.mages[g.active];
    let aether = g.aether;
    match *a {
        Action::Cast { breach, target } => {
            let dmg = g.cast_damage(g.active, breach as usize, target);
            let opened = me.breaches[breach as usize].state == BreachState::Opened;
            if k.hold > 0
                && opened
                && dmg >= k.hold
                && target == Some(Target::Nemesis)
                && dmg < g.nemesis.life
                && g.minions().next().is_none()
                && g.nemesis.life > k.hold_life
                && (!k.hold_minions || g.nemesis.deck.iter().any(|&c| g.is_minion(c)))
            {
                return -5;
            }
            let last = me.breaches[breach as usize].spell.is_some_and(|c| waits_for_others(g.kind(c)));
            10_000 + target.map_or(0, |t| target_score(g, t, dmg)) - i64::from(last) * 50
        }
        Action::EndCasting => 0,
        Action::Play { card, choice } => play_score(g, g.kind(card), choice),
        Action::Confirm => 1,
        Action::Decline => 0,
        // Never give the game up: a greedy mage plays on to the end.
        Action::Concede => i64::MIN / 4,
        Action::Ability { mage, choice } => ability_score(g, mage, choice),
        Action::PayToDiscard { .. } => 8400,
        Action::WhilePrepped { .. } if k.tithe => 8900,
        Action::WhilePrepped { .. } => -10,
        Action::Prep { card, breach, .. } => {
            let b = me.breaches[breach as usize];
            let opened = b.state == BreachState::Opened;
            let bonus = if opened { breach_bonus(breach as usize) as i64 } else { 0 };
            let kind = g.kind(card);
            let bonus2 = if kind.breaches > 1 && me.breaches[breach as usize + 1].state == BreachState::Opened {
                breach_bonus(breach as usize + 1) as i64
            } else {
                0
            };
            let dmg = card_damage(kind) as i64;
            8000 + dmg * (bonus + bonus2) * 10 + dmg + i64::from(opened) * 5 + bonus
        }
        Action::Focus { breach, .. } if spell_stuck(g, k.stuck_min) => {
            // Where focusing opens it (stage 3), next to an empty usable breach, or the
            // cheapest.
            let b = breach as usize;
            let opens = matches!(me.breaches[b].state, BreachState::Closed(3));
            let usable = |i: usize| {
                me.breaches.get(i).is_some_and(|x| x.exists() && x.spell.is_none() && (!x.is_closed() || x.focused))
            };
            let beside = (b > 0 && usable(b - 1)) || usable(b + 1);
            7500 + i64::from(opens) * 20 + i64::from(beside) * 5 - focus_cost(b) as i64
        }
        Action::Focus { breach, .. } if k.spare_focus => {
            // Leftover aether: the breach with a bonus that is closest to opening.
            let s = match me.breaches[breach as usize].state {
                BreachState::Closed(s) => s as i64,
                _ => 0,
            };
            5200 + s * 10 + breach_bonus(breach as usize) as i64 * 5 - focus_cost(breach as usize) as i64
        }
        Action::Focus { .. } => -100,
        Action::Open { breach, .. } => {
            let cost = match me.breaches[breach as usize].state {
                BreachState::Closed(s) => open_cost(breach as usize, s),
                _ => 99,
            };
            if cost <= k.open_up_to {
                if k.open_first && me.hand.iter().any(|&c| g.kind(c).kind == CardType::Spell) {
                    8100 + breach as i64
                } else {
                    7000 + breach as i64
                }
            } else {
                5500 + breach as i64
            }
        }
        Action::Gain { pile } => {
            let kind = g.supply[pile as usize].kind;
            let v = buy_value(kind, k);
            if v == 0 {
                -50
            } else {
                6000 + v * 10 + kind.cost as i64
            }
        }
        Action::GainCharge if k.charge && k.charge_over > 0 => 6000 + k.charge_over * 10 + 2,
        Action::GainCharge if k.charge => 5000 + i64::from(aether >= 2),
        Action::GainCharge => -20,
        Action::ChoosePlayer { seat } => choose_player_score(g, seat),
        Action::DestroyBreach { breach } => {
            // Least useful first: a closed breach far from opening, without a bonus.
            let m = match &g.pending {
                Some(Pending::Choose(c)) => &g.mages[c.seat],
                _ => me,
            };
            let b = m.breaches[breach as usize];
            match b.state {
                BreachState::Closed(s) => {
                    100 - s as i64 * 10 - i64::from(b.spell.is_some()) * 5 - breach_bonus(breach as usize) as i64
                }
                _ => -(breach as i64) - i64::from(b.spell.is_some()) * 5,
            }
        }
        Action::DiscardPrepped { breach } => {
            let seat = match &g.pending {
                Some(Pending::Choose(c)) => c.seat,
                _ => g.active,
            };
            let dmg = g.mages[seat].breaches[breach as usize].spell.map_or(0.0, |c| card_damage(g.kind(c)));
            -(dmg as i64)
        }
        // Destroy the weakest card (a corruption first); stop before a good one.
        Action::ChooseCard { card } => {
            let kind = g.kind(card);
            if kind.pool == Origin::Corruption {
                100
            } else {
                (10.0 * (1.5 - card_worth(kind))).round() as i64
            }
        }
        Action::ChooseOption { option } => option_score(g, option),
        Action::DiscardPlayed { .. } => 0,
        Action::EndMain => 1,
        _ => -1000,
    }
}

/// A mage named for the nemesis's effect: the one it costs least (AE-9.6's team choice).
fn choose_player_score(g: &AeonsEnd, seat: usize) -> i64 {
    let e = match &g.pending {
        Some(Pending::Choose(c)) => match c.why {
            Why::Effect(e, _) => Some(e),
            _ => None,
        },
        _ => None,
    };
    let m = &g.mages[seat];
    match e {
        Some(Effect::Suffer(x)) => -hurt_cost(g, seat, x.amount),
        Some(Effect::LoseCharge(_)) => -((m.max_charges() - m.charges) as i64),
        Some(Effect::Charge(_)) => (m.max_charges() as i64 - m.charges as i64).min(3),
        Some(Effect::Life(_)) => (m.max_life as i64 - m.life as i64).min(5),
        Some(Effect::Corrupt(_)) => -(m.hand.len() as i64),
        Some(_) => -hurt_cost(g, seat, 0),
        // A wild turn: the mage with the most in hand and prepped.
        None => (m.hand.len() + 2 * m.prepped().len()) as i64,
    }
}

/// The worth of option `option` of the pending OR.
fn option_score(g: &AeonsEnd, option: u8) -> i64 {
    match &g.pending {
        Some(Pending::Choose(c)) => match c.why {
            Why::Effect(Effect::OneOf(o), _) => o
                .get(option as usize)
                .map_or(0, |x| (10.0 * super::worth::aether(x) + 9.0 * super::worth::damage(x)) as i64),
            _ => 0,
        },
        _ => 0,
    }
}

/// The index in `legal` of the greedy choice (the first of the best).
pub fn best(g: &AeonsEnd, legal: &[Action], k: &Knobs) -> Option<usize> {
    let mut best: Option<(usize, i64)> = None;
    for (i, a) in legal.iter().enumerate() {
        let r = rank(g, a, k);
        if best.is_none_or(|(_, b)| r > b) {
            best = Some((i, r));
        }
    }
    best.map(|(i, _)| i)
}
