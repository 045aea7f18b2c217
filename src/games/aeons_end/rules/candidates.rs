//! The candidate actions of the moment: a superset of the legal ones, pre-filtered
//! cheaply; [`AeonsEnd::check`] decides, so listed and legal are the same.

use super::super::action::{Action, Choice};
use super::super::cards::{focus_cost, open_cost, CardKind, CardType, MageKind};
use super::super::state::{AeonsEnd, BreachState, Pending, Phase};

impl AeonsEnd {
    /// Every action that might be legal now (a superset; [`AeonsEnd::check`] filters).
    pub fn candidates(&self) -> Vec<Action> {
        let mut v = Vec::new();
        if self.book.is_over() {
            return v;
        }
        let n = self.mages.len();
        match &self.pending {
            Some(Pending::Player { among, .. }) => v.extend(among.iter().map(|&seat| Action::ChoosePlayer { seat })),
            Some(Pending::DestroyBreach { .. }) => v.extend((0..4).map(|breach| Action::DestroyBreach { breach })),
            Some(Pending::DiscardPrepped { .. }) => v.extend((0..4).map(|breach| Action::DiscardPrepped { breach })),
            Some(Pending::OrderPlayed) => {
                v.extend(self.mages[self.active].played.iter().map(|&card| Action::DiscardPlayed { card }))
            }
            Some(Pending::CompassAgain { .. }) => v.extend([Action::Confirm, Action::Decline]),
            None => {
                if !matches!(self.phase, Phase::Casting | Phase::Main) {
                    return v;
                }
                let targets = self.targets();
                let me = &self.mages[self.active];
                if self.phase == Phase::Casting {
                    for b in me.prepped() {
                        v.push(Action::Cast { breach: b as u8, target: None });
                        v.extend(targets.iter().map(|&t| Action::Cast { breach: b as u8, target: Some(t) }));
                    }
                    v.push(Action::EndCasting);
                }
                if self.phase == Phase::Casting {
                    return v;
                }
                // Cheap pre-filters keep the candidate list close to the legal one; `check`
                // stays the authority.
                let open_for = |b: usize| {
                    let br = &me.breaches[b];
                    br.exists() && (!br.is_closed() || br.focused) && br.spell.is_none()
                };
                for &card in &me.hand {
                    match self.kind(card) {
                        CardKind::QuarryHeart => {
                            v.push(Action::Play { card, choice: Choice::Aether });
                            v.extend((0..n).map(|s| Action::Play { card, choice: Choice::AllyCharge(s) }));
                        }
                        CardKind::StormveinGeode => {
                            v.push(Action::Play { card, choice: Choice::Aether });
                            v.extend(targets.iter().map(|&t| Action::Play { card, choice: Choice::Damage(t) }));
                        }
                        CardKind::WayfindersCompass => {
                            v.push(Action::Play { card, choice: Choice::None });
                            for owner in 0..n {
                                v.extend(
                                    (0..4)
                                        .map(|breach| Action::Play { card, choice: Choice::Breach { owner, breach } }),
                                );
                            }
                        }
                        k if k.ty() == CardType::Spell => {
                            v.extend((0..4).filter(|&b| open_for(b)).map(|breach| Action::Prep {
                                card,
                                owner: self.active,
                                breach: breach as u8,
                            }));
                        }
                        _ => v.push(Action::Play { card, choice: Choice::None }),
                    }
                }
                let spend = self.aether + self.restricted;
                v.extend(
                    self.supply
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| !p.cards.is_empty() && p.kind.cost() <= self.aether)
                        .map(|(i, _)| Action::Gain { pile: i as u8 }),
                );
                if self.aether >= 2 {
                    v.push(Action::GainCharge);
                }
                for breach in 0..4u8 {
                    if let BreachState::Closed(st) = me.breaches[breach as usize].state {
                        if focus_cost(breach as usize) <= spend {
                            v.push(Action::Focus { owner: self.active, breach });
                        }
                        if open_cost(breach as usize, st) <= spend {
                            v.push(Action::Open { owner: self.active, breach });
                        }
                    }
                    if me.breaches[breach as usize].spell.is_some() {
                        v.push(Action::WhilePrepped { breach });
                    }
                }
                v.extend(self.nemesis.play.iter().map(|p| Action::PayToDiscard { power: p.card }));
                for mage in 0..n {
                    let m = &self.mages[mage];
                    if m.charges < m.max_charges() {
                        continue;
                    }
                    match m.kind {
                        MageKind::Orrin => {
                            let closed: Vec<Option<u8>> = {
                                let c: Vec<Option<u8>> =
                                    (0..4u8).filter(|&i| m.breaches[i as usize].is_closed()).map(Some).collect();
                                if c.is_empty() {
                                    vec![None]
                                } else {
                                    c
                                }
                            };
                            for &t in &targets {
                                for &b in &closed {
                                    v.push(Action::Ability { mage, choice: Choice::Strike { target: t, breach: b } });
                                }
                            }
                        }
                        MageKind::Sabe => {
                            v.push(Action::Ability { mage, choice: Choice::Gravehold });
                            v.extend((0..n).map(|s| Action::Ability { mage, choice: Choice::Heal(s) }));
                        }
                    }
                }
                v.push(Action::EndMain);
            }
        }
        v
    }

    /// Every legal action for the seat to act, complete and exact.
    pub fn legal(&self) -> Vec<Action> {
        let mut v: Vec<Action> = self.candidates().into_iter().filter(|a| self.check(a).is_ok()).collect();
        // The team may give up at any of its decisions.
        if !v.is_empty() {
            v.push(Action::Concede);
        }
        v
    }
}
