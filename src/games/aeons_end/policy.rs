//! A greedy player of Aeon's End: one score per legal action, the best taken. It is the
//! computer player's playout policy (random actions play this game so badly, ending
//! turns with spells unprepped and aether unspent, that a playout says little about a
//! position) and the bot of the C-5 balance harness (`examples/aeons_end_balance.rs`).
//!
//! What it does, decision by decision:
//! - casting: a spell that brings the nemesis to 0 first; then every prepped spell
//!   (Emberwisp last, for its bonus), at a minion it kills (the most dangerous one),
//!   else at the minion with the most threat per life point, else at the nemesis;
//! - main phase: plays every gem and relic (the aether option of an OR card, unless its
//!   damage wins or kills; a Compass focuses the own breach closest to opening, then
//!   focuses again); uses a full ability; pays a TO DISCARD cost it can afford; opens a
//!   breach it can afford (up to 7) while it holds a spell, so the spell goes there;
//!   preps every spell, strongest into the bonus breaches (a spell left in hand clogs
//!   it: no discarding, AE-7.3); focuses a breach when a spell has nowhere to go; then
//!   spends what is left: open a breach, else the card of the highest buy value it can
//!   afford (never Ashglass Bead: a thin deck draws its Opals and spells more often),
//!   else a charge;
//! - nemesis turn: damage goes to the mage it costs Gravehold least (never exhausting
//!   one when another can take it); an exhausted mage destroys its least useful breach;
//!   Drowning Grasp takes the weakest spell.

use super::action::{Action, Choice, Target};
use super::cards::{breach_bonus, focus_cost, open_cost, CardKind, CardType, NemKind};
use super::state::{AeonsEnd, BreachState, Pending, PlayerFor};

/// The tunable parts of the greedy player (the balance harness sweeps them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Knobs {
    /// Buy values per supply card, 0 = never (Ashglass Bead, Tidewell Opal, Stormvein
    /// Geode, Wayfinder's Compass, Keeper's Lamp, Emberwisp, Glyph of Tithing, Bulwark
    /// Rune, Sundering Torrent: the supply order).
    pub buy: [i64; 9],
    /// Open a breach before buying when its open cost is at most this (0: never first).
    pub open_up_to: u32,
    /// Use Glyph of Tithing's aether (C-5's bot does not).
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
            // No Ashglass Bead (a thin deck: 52.6% against 28.9% with it at 20),
            // Sundering Torrent below Tidewell Opal (a second gem first).
            buy: [0, 70, 65, 0, 0, 35, 30, 45, 75],
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

/// Gravehold damage per nemesis turn a minion causes, roughly (player damage at half).
pub(crate) fn threat(k: NemKind) -> i64 {
    match k {
        NemKind::DeepspawnTitan => 30,
        NemKind::Tidebreaker => 25,
        NemKind::SiltCrawler | NemKind::Kelpwarden => 20,
        NemKind::LanternEater => 12,
        NemKind::BarnacleSwarm => 10,
        _ => 0,
    }
}

fn supply_index(k: CardKind) -> Option<usize> {
    super::cards::SUPPLY.iter().position(|&(s, _)| s == k)
}

/// How good it is to put `dmg` damage into `t`.
fn target_score(g: &AeonsEnd, t: Target, dmg: u32) -> i64 {
    match t {
        Target::Nemesis if dmg >= g.nemesis.life => 100_000,
        Target::Nemesis => 0,
        Target::Minion(id) => {
            let life = g.nemesis.play.iter().find(|p| p.card == id).map_or(0, |p| p.life);
            let th = threat(g.nem_kind(id));
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
    let (mut singles, mut torrent) = (0, false);
    for &c in &me.hand {
        match g.kind(c) {
            CardKind::SunderingTorrent => torrent = true,
            k if k.ty() == CardType::Spell && k.base_damage() >= min => singles += 1,
            _ => {}
        }
    }
    let pair = (0..3).any(|i| usable[i] && usable[i + 1]);
    singles > free || (torrent && !pair)
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
            let ember = me.breaches[breach as usize].spell.map(|c| g.kind(c)) == Some(CardKind::Emberwisp);
            10_000 + target.map_or(0, |t| target_score(g, t, dmg)) - i64::from(ember) * 50
        }
        Action::EndCasting => 0,
        Action::Play { card, choice } => {
            let base = 9000;
            match (g.kind(card), choice) {
                (CardKind::StormveinGeode, Choice::Damage(t)) if target_score(g, t, 1) >= 1000 => base + 2,
                (CardKind::QuarryHeart | CardKind::StormveinGeode, Choice::Aether) => base + 1,
                (CardKind::WayfindersCompass, Choice::Breach { owner, breach }) => {
                    let b = g.mages[owner].breaches[breach as usize];
                    let stage = match b.state {
                        BreachState::Closed(s) => s as i64,
                        _ => 0,
                    };
                    base + if owner == g.active { 10 + stage + breach as i64 } else { stage }
                }
                (_, Choice::None) => base,
                _ => base - 1,
            }
        }
        Action::Confirm => 1,
        Action::Decline | Action::Concede => 0,
        Action::Ability { choice: Choice::Strike { target, breach }, .. } => {
            8500 + target_score(g, target, 4) / 10 + breach.map_or(0, |b| b as i64)
        }
        Action::Ability { choice: Choice::Gravehold, .. } => {
            if g.gravehold + 3 <= g.gravehold_max {
                8500
            } else {
                7000
            }
        }
        Action::Ability { choice: Choice::Heal(s), .. } => {
            let m = &g.mages[s];
            if m.life + 4 <= m.max_life {
                8400 + (10 - m.life as i64)
            } else {
                7000
            }
        }
        Action::Ability { .. } => 0,
        Action::PayToDiscard { .. } => 8400,
        Action::WhilePrepped { .. } if k.tithe => 8900,
        Action::WhilePrepped { .. } => -10,
        Action::Prep { card, breach, .. } => {
            let b = me.breaches[breach as usize];
            let opened = b.state == BreachState::Opened;
            let bonus = if opened { breach_bonus(breach as usize) as i64 } else { 0 };
            let two = g.kind(card) == CardKind::SunderingTorrent;
            let bonus2 = if two && me.breaches[breach as usize + 1].state == BreachState::Opened {
                breach_bonus(breach as usize + 1) as i64
            } else {
                0
            };
            let dmg = g.kind(card).base_damage() as i64;
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
                if k.open_first && me.hand.iter().any(|&c| g.kind(c).ty() == CardType::Spell) {
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
            let v = supply_index(kind).map_or(0, |i| k.buy[i]);
            if v == 0 {
                -50
            } else {
                6000 + v * 10 + kind.cost() as i64
            }
        }
        Action::GainCharge if k.charge && k.charge_over > 0 => 6000 + k.charge_over * 10 + 2,
        Action::GainCharge if k.charge => 5000 + i64::from(aether >= 2),
        Action::GainCharge => -20,
        Action::ChoosePlayer { seat } => {
            let n = match &g.pending {
                Some(Pending::Player { why: PlayerFor::Damage(n) | PlayerFor::Lowest(n), .. }) => *n,
                Some(Pending::Player { why: PlayerFor::LoseCharge, .. }) => {
                    let m = &g.mages[seat];
                    return -((m.max_charges() - m.charges) as i64);
                }
                _ => 0,
            };
            -hurt_cost(g, seat, n)
        }
        Action::DestroyBreach { breach } => {
            // Least useful first: a closed breach far from opening, without a bonus.
            let m = match &g.pending {
                Some(Pending::DestroyBreach { seat }) => &g.mages[*seat],
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
                Some(Pending::DiscardPrepped { seat }) => *seat,
                _ => g.active,
            };
            let dmg = g.mages[seat].breaches[breach as usize].spell.map_or(0, |c| g.kind(c).base_damage());
            -(dmg as i64)
        }
        Action::DiscardPlayed { .. } => 0,
        Action::EndMain => 1,
        _ => -1000,
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
