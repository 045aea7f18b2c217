//! The eight main-phase actions (AE-6) and mage abilities (AE-12), carried out once
//! [`AeonsEnd::check`] has accepted them.

use crate::push_event;
use super::super::action::{CardId, Choice, NemId};
use super::super::cards::{focus_cost, open_cost, CardKind, NemType};
use super::super::state::{AeonsEnd, BreachState, Pending};
use super::nemesis::ROMAN;
use crate::engine::{Event, Seat};

impl AeonsEnd {
    /// Pays for a focus or an open: restricted aether first (AE-1.7, Ashglass Bead).
    fn pay_breach(&mut self, cost: u32) {
        let r = self.restricted.min(cost);
        self.restricted -= r;
        self.aether -= cost - r;
    }

    /// AE-1.6.1/AE-1.6.2: one focus; at stage 3 it opens the breach. The flag is set only
    /// for the owner's own breach in the owner's turn (AE-1.6.5).
    pub(crate) fn focus_effect(&mut self, owner: Seat, breach: usize, ev: &mut Vec<Event>) {
        let own = owner == self.active && self.is_mage_turn();
        let name = self.mages[owner].kind.data().name;
        let b = &mut self.mages[owner].breaches[breach];
        match b.state {
            BreachState::Closed(3) => {
                b.state = BreachState::Opened;
                push_event!(self, ev, Event::new(format!(
                    "{name}'s breach {} is focused at its last turn and opens.",
                    ROMAN[breach]
                )));
            }
            BreachState::Closed(s) => {
                b.state = BreachState::Closed(s + 1);
                push_event!(self, ev, Event::new(format!(
                    "{name}'s breach {} is focused (stage {}, opens for {}).",
                    ROMAN[breach],
                    s + 1,
                    open_cost(breach, s + 1)
                )));
            }
            _ => return,
        }
        if own {
            b.focused = true;
        }
    }

    pub(crate) fn do_focus(&mut self, breach: usize, ev: &mut Vec<Event>) {
        self.pay_breach(focus_cost(breach));
        self.focus_effect(self.active, breach, ev);
    }

    pub(crate) fn do_open(&mut self, breach: usize, ev: &mut Vec<Event>) {
        let seat = self.active;
        if let BreachState::Closed(s) = self.mages[seat].breaches[breach].state {
            self.pay_breach(open_cost(breach, s));
            self.mages[seat].breaches[breach].state = BreachState::Opened;
            push_event!(self, ev, Event::new(format!("{} opens breach {}.", self.mages[seat].kind.data().name, ROMAN[breach])));
        }
    }

    /// AE-6.6: into `breach`, and `breach + 1` too for a two-breach spell.
    pub(crate) fn do_prep(&mut self, card: CardId, breach: usize, ev: &mut Vec<Event>) {
        let seat = self.active;
        let m = &mut self.mages[seat];
        m.hand.retain(|&c| c != card);
        let two = self.cards[card.index()] == CardKind::SunderingTorrent;
        for i in breach..=breach + usize::from(two) {
            let b = &mut self.mages[seat].breaches[i];
            b.spell = Some(card);
            b.fresh = true;
        }
        let span = if two { format!("{} and {}", ROMAN[breach], ROMAN[breach + 1]) } else { ROMAN[breach].to_string() };
        push_event!(self, ev, Event::new(format!(
            "{} preps {} into breach {span}.",
            self.mages[seat].kind.data().name,
            self.kind(card).name()
        )));
    }

    /// AE-6.1: play a gem or relic and resolve its text with the chosen option.
    pub(crate) fn do_play(&mut self, card: CardId, choice: Choice, ev: &mut Vec<Event>) {
        let seat = self.active;
        self.mages[seat].hand.retain(|&c| c != card);
        self.mages[seat].played.push(card);
        let k = self.kind(card);
        push_event!(self, ev, Event::new(format!("{} plays {}.", self.mages[seat].kind.data().name, k.name())));
        match (k, choice) {
            (CardKind::Glimstone, _) => self.aether += 1,
            (CardKind::QuarryHeart, Choice::AllyCharge(s)) => self.gain_charge(s, ev),
            (CardKind::QuarryHeart, _) => self.aether += 2,
            (CardKind::AshglassBead, _) => {
                self.aether += 1;
                self.restricted += 1;
            }
            (CardKind::TidewellOpal, _) => self.aether += 3,
            (CardKind::StormveinGeode, Choice::Damage(t)) => {
                self.aether += 2;
                self.damage_enemy(t, 1, ev);
            }
            (CardKind::StormveinGeode, _) => self.aether += 3,
            (CardKind::WayfindersCompass, Choice::Breach { owner, breach }) => {
                self.focus_effect(owner, breach as usize, ev);
                if self.mages[owner].breaches[breach as usize].is_closed() && self.aether >= 1 {
                    self.pending = Some(Pending::CompassAgain { owner, breach });
                }
            }
            (CardKind::KeepersLamp, _) => {
                self.gain_charge(seat, ev);
                let m = &self.mages[seat];
                if m.charges == m.max_charges() {
                    for a in self.allies(seat) {
                        self.gain_charge(a, ev);
                    }
                }
            }
            (CardKind::TestDraw, _) => self.draw(seat, 1, ev),
            _ => {}
        }
    }

    /// Wayfinder's Compass's optional second focus, for 1 general aether.
    pub(crate) fn compass_again(&mut self, yes: bool, ev: &mut Vec<Event>) {
        if let Some(Pending::CompassAgain { owner, breach }) = self.pending.take() {
            if yes {
                self.aether -= 1;
                self.focus_effect(owner, breach as usize, ev);
            }
        }
    }

    /// AE-6.2: the top card of the pile onto the top of the discard pile.
    pub(crate) fn do_gain(&mut self, pile: usize, ev: &mut Vec<Event>) {
        let seat = self.active;
        let Some(card) = self.supply[pile].cards.pop() else { return };
        self.aether -= self.kind(card).cost();
        self.mages[seat].discard.push(card);
        push_event!(self, ev, Event::new(format!("{} gains {}.", self.mages[seat].kind.data().name, self.kind(card).name())));
    }

    /// AE-6.8: pay the whole TO DISCARD cost; the power's effect never happens.
    pub(crate) fn do_pay_to_discard(&mut self, power: NemId, ev: &mut Vec<Event>) {
        let Some(i) = self.nemesis.play.iter().position(|p| p.card == power) else { return };
        if let NemType::Power { discard_cost, .. } = self.nem_kind(power).data().ty {
            self.aether -= discard_cost;
        }
        self.nemesis.play.remove(i);
        self.nemesis.discard.push(power);
        push_event!(self, ev, Event::new(format!("{} is discarded: its cost was paid.", self.nem_kind(power).name())));
        self.check_deck_out(ev);
    }

    /// AE-12.3: all charges are removed, then the ability resolves.
    pub(crate) fn do_ability(&mut self, mage: Seat, choice: Choice, ev: &mut Vec<Event>) {
        self.mages[mage].charges = 0;
        let d = self.mages[mage].kind.data();
        push_event!(self, ev, Event::new(format!("{} activates {}.", d.name, d.ability)));
        match choice {
            Choice::Strike { target, breach } => {
                self.damage_enemy(target, 4, ev);
                if let Some(b) = breach {
                    if !self.book.is_over() {
                        self.focus_effect(mage, b as usize, ev);
                    }
                }
            }
            Choice::Gravehold => self.heal_gravehold(3, ev),
            Choice::Heal(s) => self.heal_player(s, 4, ev),
            _ => {}
        }
    }

    /// AE-6.7: Glyph of Tithing's aether, once per turn per copy.
    pub(crate) fn do_while_prepped(&mut self, breach: usize, ev: &mut Vec<Event>) {
        let Some(card) = self.mages[self.active].breaches[breach].spell else { return };
        self.aether += 1;
        self.tithed.push(card);
        push_event!(self, ev, Event::new(format!("{} yields 1 aether while prepped.", self.kind(card).name())));
    }
}
