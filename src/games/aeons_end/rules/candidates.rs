//! The candidate actions of the moment: a superset of the legal ones, pre-filtered
//! cheaply; [`AeonsEnd::check`] decides, so listed and legal are the same.

use super::super::action::Action;
use super::super::cards::{focus_cost, open_cost, CardType};
use super::super::state::{AeonsEnd, BreachState, Pending, Phase};

impl AeonsEnd {
    /// Every action that might be legal now (a superset; [`AeonsEnd::check`] filters).
    pub fn candidates(&self) -> Vec<Action> {
        let mut v = Vec::new();
        if self.book.is_over() {
            return v;
        }
        match &self.pending {
            Some(Pending::Choose(_)) => v = self.pending_actions(),
            Some(Pending::OrderPlayed) => {
                v.extend(self.mages[self.active].played.iter().map(|&card| Action::DiscardPlayed { card }))
            }
            None => {
                if !matches!(self.phase, Phase::Casting | Phase::Main) {
                    return v;
                }
                if self.phase == Phase::Casting {
                    let targets = self.targets();
                    for b in self.mages[self.active].prepped() {
                        v.push(Action::Cast { breach: b as u8, target: None });
                        v.extend(targets.iter().map(|&t| Action::Cast { breach: b as u8, target: Some(t) }));
                    }
                    v.push(Action::EndCasting);
                    return v;
                }
                self.main_candidates(&mut v);
                v.push(Action::EndMain);
            }
        }
        v
    }

    fn main_candidates(&self, v: &mut Vec<Action>) {
        let me = &self.mages[self.active];
        // Cheap pre-filters keep the candidate list close to the legal one; `check`
        // stays the authority.
        let open_for = |b: usize| {
            let br = &me.breaches[b];
            br.exists() && (!br.is_closed() || br.focused) && br.spell.is_none()
        };
        for &card in &me.hand {
            let k = self.kind(card);
            if k.kind == CardType::Spell {
                v.extend((0..4).filter(|&b| open_for(b)).map(|breach| Action::Prep {
                    card,
                    owner: self.active,
                    breach: breach as u8,
                }));
            } else {
                v.extend(self.choices(&k.play, self.active).into_iter().map(|choice| Action::Play { card, choice }));
            }
        }
        let spend = self.aether + self.restricted;
        v.extend(
            self.supply
                .iter()
                .enumerate()
                .filter(|(_, p)| !p.cards.is_empty() && p.kind.cost <= self.aether)
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
        for (mage, m) in self.mages.iter().enumerate() {
            if m.charges >= m.max_charges() {
                let a = &m.kind.ability.effects;
                v.extend(self.choices(a, mage).into_iter().map(|choice| Action::Ability { mage, choice }));
            }
        }
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
