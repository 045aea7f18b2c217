//! The choices an action carries for its card's or ability's text (AE-6.1): the option
//! of an OR, and the enemy, player and breach its effects name (one of each, AE-5.5).
//! The same reading of the effects lists the choices and refuses a wrong one, and says
//! which options can be completed (AE-13.5: one that can must be chosen).

use super::super::action::{Choice, Target};
use super::super::content::{BreachPick, Effect, Foe, Who};
use super::super::state::{AeonsEnd, Picks};
use crate::engine::{RuleError, Seat};

/// What a text (or one option of it) asks to be chosen with its action.
#[derive(Clone, Copy, Default)]
struct Slots {
    foe: Option<Foe>,
    /// The effect naming a player, and who.
    seat: Option<(&'static Effect, Who)>,
    breach: Option<BreachPick>,
}

fn slots(list: &'static [Effect], into: &mut Slots) {
    for e in list {
        match e {
            Effect::Damage(h) if matches!(h.to, Foe::Enemy | Foe::Minion) => into.foe = Some(h.to),
            Effect::Charge(g) | Effect::Life(g) | Effect::Draw(g) if matches!(g.who, Who::Ally | Who::AnyPlayer) => {
                into.seat = Some((e, g.who))
            }
            Effect::Focus(p @ (BreachPick::YourClosed | BreachPick::AnyClosed))
            | Effect::Open(p @ (BreachPick::YourClosed | BreachPick::AnyClosed)) => into.breach = Some(*p),
            _ => {}
        }
    }
}

fn options(list: &'static [Effect]) -> Option<&'static [Vec<Effect>]> {
    list.iter().find_map(|e| if let Effect::OneOf(o) = e { Some(o.as_slice()) } else { None })
}

/// The slots of `list` with option `option` chosen.
fn scope(list: &'static [Effect], option: Option<u8>) -> Slots {
    let mut s = Slots::default();
    slots(list, &mut s);
    if let (Some(o), Some(i)) = (options(list), option) {
        if let Some(opt) = o.get(i as usize) {
            slots(opt, &mut s);
        }
    }
    s
}

/// The action's form of a choice (the starter set's shapes keep their old names).
fn encode(list: &'static [Effect], option: Option<u8>, p: Picks) -> Choice {
    let s = scope(list, option);
    let first = option.and_then(|i| options(list).and_then(|o| o.get(i as usize))).and_then(|o| o.first());
    let seat_form = |st: Seat| match s.seat.map(|(e, _)| e) {
        Some(Effect::Charge(_)) => Some(Choice::AllyCharge(st)),
        Some(Effect::Life(_)) => Some(Choice::Heal(st)),
        _ => None,
    };
    let named = match (option.is_some(), s.foe.is_some(), s.seat.is_some(), s.breach) {
        (_, true, false, None) => p.foe.map(Choice::Damage),
        (_, false, true, None) => p.seat.and_then(seat_form),
        (true, false, false, None) => match first {
            Some(Effect::Aether(_)) => Some(Choice::Aether),
            Some(Effect::GraveholdLife(_)) => Some(Choice::Gravehold),
            _ => None,
        },
        (false, false, false, None) => Some(Choice::None),
        (false, true, false, Some(BreachPick::YourClosed)) => {
            p.foe.map(|target| Choice::Strike { target, breach: p.breach.map(|(_, b)| b) })
        }
        (false, false, false, Some(_)) => {
            Some(p.breach.map_or(Choice::None, |(owner, breach)| Choice::Breach { owner, breach }))
        }
        _ => None,
    };
    named.unwrap_or(Choice::Chosen { option, target: p.foe, seat: p.seat, breach: p.breach })
}

/// Each item as a choice, or one "nothing to choose" when there is none.
fn maybe<T>(items: Option<Vec<T>>) -> Vec<Option<T>> {
    match items {
        Some(v) if !v.is_empty() => v.into_iter().map(Some).collect(),
        _ => vec![None],
    }
}

impl AeonsEnd {
    fn foe_targets(&self, foe: Foe) -> Vec<Target> {
        match foe {
            Foe::Minion => self.minions().map(|p| Target::Minion(p.card)).collect(),
            _ => self.targets(),
        }
    }

    /// Breaches a focus or an open may pick: closed ones, of `you` or of anyone.
    fn breach_targets(&self, pick: BreachPick, you: Seat) -> Vec<(Seat, u8)> {
        let owners: Vec<Seat> = if pick == BreachPick::YourClosed { vec![you] } else { (0..self.mages.len()).collect() };
        owners
            .into_iter()
            .flat_map(|o| (0..4u8).filter(move |&b| self.mages[o].breaches[b as usize].is_closed()).map(move |b| (o, b)))
            .collect()
    }

    fn seat_targets(&self, who: Who, you: Seat) -> Vec<Seat> {
        if who == Who::Ally {
            self.allies(you)
        } else {
            (0..self.mages.len()).collect()
        }
    }

    /// Every choice that may be legal for `list` resolved by `you` (the check decides).
    pub(crate) fn choices(&self, list: &'static [Effect], you: Seat) -> Vec<Choice> {
        let opts: Vec<Option<u8>> = match options(list) {
            Some(o) => (0..o.len() as u8).map(Some).collect(),
            None => vec![None],
        };
        let mut out = Vec::new();
        for option in opts {
            let s = scope(list, option);
            let foes = maybe(s.foe.map(|f| self.foe_targets(f)));
            let seats = maybe(s.seat.map(|(_, w)| self.seat_targets(w, you)));
            let breaches = maybe(s.breach.map(|b| self.breach_targets(b, you)));
            for &foe in &foes {
                for &seat in &seats {
                    for &breach in &breaches {
                        let c = encode(list, option, Picks { option, foe, seat, breach });
                        if !out.contains(&c) {
                            out.push(c);
                        }
                    }
                }
            }
        }
        out
    }

    /// The picks a choice stands for, if it is one of `list`'s forms.
    fn decode(list: &'static [Effect], you: Seat, c: Choice) -> Option<Picks> {
        let opts = options(list);
        let find = |f: &dyn Fn(&'static [Effect]) -> bool| {
            opts.map(|o| o.iter().position(|x| f(x)).map(|i| i as u8))
        };
        let slotted = |f: &dyn Fn(Slots) -> bool| find(&|o: &'static [Effect]| f(scope(o, None)));
        let first_is = |f: &dyn Fn(&Effect) -> bool| find(&|o: &'static [Effect]| o.first().is_some_and(f));
        let none = Picks::default();
        let p = match c {
            Choice::None => none,
            Choice::Aether => Picks { option: first_is(&|e| matches!(e, Effect::Aether(_)))?, ..none },
            Choice::Gravehold => Picks { option: first_is(&|e| matches!(e, Effect::GraveholdLife(_)))?, ..none },
            Choice::Damage(t) => Picks { option: slotted(&|s| s.foe.is_some()).flatten(), foe: Some(t), ..none },
            Choice::AllyCharge(s) => Picks {
                option: slotted(&|x| matches!(x.seat, Some((Effect::Charge(_), _)))).flatten(),
                seat: Some(s),
                ..none
            },
            Choice::Heal(s) => Picks {
                option: slotted(&|x| matches!(x.seat, Some((Effect::Life(_), _)))).flatten(),
                seat: Some(s),
                ..none
            },
            Choice::Breach { owner, breach } => Picks { breach: Some((owner, breach)), ..none },
            Choice::Strike { target, breach } => Picks { foe: Some(target), breach: breach.map(|b| (you, b)), ..none },
            Choice::Chosen { option, target, seat, breach } => Picks { option, foe: target, seat, breach },
        };
        // Only the form this text writes for these picks is its choice.
        (encode(list, p.option, p) == c).then_some(p)
    }

    /// Whether option `option` of `list`, with `p`, can be completed (AE-13.5): every
    /// gain has someone below the maximum, every damage a target.
    fn completable(&self, list: &'static [Effect], p: &Picks, you: Seat) -> bool {
        let effects: Vec<&Effect> = match (options(list), p.option) {
            (Some(o), Some(i)) => o[i as usize].iter().collect(),
            _ => list.iter().collect(),
        };
        let below = |s: Seat| self.mages[s].charges < self.mages[s].max_charges();
        effects.iter().all(|e| match e {
            Effect::Charge(g) => match g.who {
                Who::You => below(you),
                Who::Ally | Who::AnyPlayer => p.seat.is_some_and(below),
                _ => (0..self.mages.len()).any(below),
            },
            Effect::Life(g) => {
                let s = if g.who == Who::You { Some(you) } else { p.seat };
                s.is_some_and(|s| !self.mages[s].exhausted && self.mages[s].life < self.mages[s].max_life)
            }
            Effect::GraveholdLife(_) => self.gravehold < self.gravehold_max,
            Effect::Damage(h) => match h.to {
                Foe::Enemy | Foe::Minion => p.foe.is_some(),
                Foe::EachMinion => self.minions().next().is_some(),
                Foe::Nemesis => true,
            },
            Effect::Focus(BreachPick::YourClosed | BreachPick::AnyClosed)
            | Effect::Open(BreachPick::YourClosed | BreachPick::AnyClosed) => p.breach.is_some(),
            _ => true,
        })
    }

    /// Checks `choice` for `list` resolved by `you` (`name` says whose text it is) and
    /// returns its picks; the refusal cites the rule.
    pub(crate) fn check_choice(
        &self,
        list: &'static [Effect],
        you: Seat,
        choice: Choice,
        name: &str,
    ) -> Result<Picks, RuleError> {
        let err = |rule: &'static str, m: String| Err(RuleError::new(rule, m));
        let Some(p) = Self::decode(list, you, choice) else {
            return err("AE-6.1", format!("that is not an option of {name}"));
        };
        if options(list).is_some() != p.option.is_some() {
            return err("AE-6.1", format!("choose one option of {name}"));
        }
        let s = scope(list, p.option);
        if let Some(f) = s.foe {
            let legal = self.foe_targets(f);
            match p.foe {
                Some(t) if !legal.contains(&t) => {
                    return err("AE-5.5", "that is not a minion in play: choose the nemesis or a minion in play".into())
                }
                None if !legal.is_empty() => return err("AE-13.1", format!("{name}: choose an enemy")),
                _ => {}
            }
        }
        if let Some((e, who)) = s.seat {
            let Some(st) = p.seat.filter(|&st| st < self.mages.len()) else {
                return err("AE-9.6", format!("{name}: choose a player"));
            };
            if who == Who::Ally && !self.allies(you).contains(&st) {
                return err("AE-13.5", format!("{name}: that is not an ally of yours"));
            }
            if matches!(e, Effect::Life(_)) && self.mages[st].exhausted {
                return err("AE-11.2", "an exhausted mage cannot gain life".into());
            }
        }
        if let Some(b) = s.breach {
            let legal = self.breach_targets(b, you);
            let whose = if b == BreachPick::YourClosed { "one of your closed breaches" } else { "a closed breach of any player" };
            match p.breach {
                Some(x) if !legal.contains(&x) => return err("AE-6.1", format!("{name} acts on {whose}")),
                None if !legal.is_empty() => return err("AE-13.1", format!("{name}: choose {whose}")),
                _ => {}
            }
        }
        if let Some(o) = options(list) {
            if !self.completable(list, &p, you) && (0..o.len() as u8).any(|i| self.can_complete(list, i, you)) {
                return err(
                    "AE-13.5",
                    format!("{name}: that option cannot be completed, and another can, so that one must be chosen"),
                );
            }
        }
        Ok(p)
    }

    /// Whether option `i` of `list` can be completed with some choice of its targets.
    fn can_complete(&self, list: &'static [Effect], i: u8, you: Seat) -> bool {
        let s = scope(list, Some(i));
        let foes: Vec<Option<Target>> = match s.foe {
            Some(f) => self.foe_targets(f).into_iter().map(Some).collect(),
            None => vec![None],
        };
        let seats: Vec<Option<Seat>> = match s.seat {
            Some((e, w)) => self
                .seat_targets(w, you)
                .into_iter()
                .filter(|&st| !(matches!(e, Effect::Life(_)) && self.mages[st].exhausted))
                .map(Some)
                .collect(),
            None => vec![None],
        };
        let breaches: Vec<Option<(Seat, u8)>> = match s.breach {
            Some(b) => self.breach_targets(b, you).into_iter().map(Some).collect(),
            None => vec![None],
        };
        foes.iter().any(|&foe| {
            seats.iter().any(|&seat| {
                breaches.iter().any(|&breach| self.completable(list, &Picks { option: Some(i), foe, seat, breach }, you))
            })
        })
    }
}
