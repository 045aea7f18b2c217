//! The eight main-phase actions (AE-6) and mage abilities (AE-12), carried out once
//! [`AeonsEnd::check`] has accepted them; a card's or ability's text is queued for the
//! interpreter with the choices its action carries.

use crate::push_event;
use super::super::action::{CardId, Choice, NemId};
use super::super::cards::{focus_cost, open_cost};
use super::super::content::{On, Prepped};
use super::super::state::{AeonsEnd, BreachState, Ctx, Src};
use super::nemesis::ROMAN;
use crate::engine::{Event, Seat};

impl AeonsEnd {
    /// Pays for a focus or an open: restricted aether first (AE-1.7).
    fn pay_breach(&mut self, cost: u32) {
        let r = self.restricted.min(cost);
        self.restricted -= r;
        self.aether -= cost - r;
    }

    /// AE-1.6.1/AE-1.6.2: one focus; at stage 3 it opens the breach. The flag is set only
    /// for the owner's own breach in the owner's turn (AE-1.6.5).
    pub(crate) fn focus_effect(&mut self, owner: Seat, breach: usize, ev: &mut Vec<Event>) {
        let own = owner == self.active && self.is_mage_turn();
        let name = self.mages[owner].name();
        let b = &mut self.mages[owner].breaches[breach];
        match b.state {
            BreachState::Closed(3) => {
                b.state = BreachState::Opened;
                if own {
                    b.focused = true;
                }
                let line = format!("{name}'s breach {} is focused at its last turn and opens.", ROMAN[breach]);
                push_event!(self, ev, Event::new(line));
                self.opened(owner, ev);
            }
            BreachState::Closed(s) => {
                b.state = BreachState::Closed(s + 1);
                if own {
                    b.focused = true;
                }
                let line = format!(
                    "{name}'s breach {} is focused (stage {}, opens for {}).",
                    ROMAN[breach],
                    s + 1,
                    open_cost(breach, s + 1)
                );
                push_event!(self, ev, Event::new(line));
            }
            _ => {}
        }
    }

    /// AE-1.6.3: a closed breach opens for good.
    pub(crate) fn open_effect(&mut self, owner: Seat, breach: usize, ev: &mut Vec<Event>) {
        if !self.mages[owner].breaches[breach].is_closed() {
            return;
        }
        self.mages[owner].breaches[breach].state = BreachState::Opened;
        push_event!(self, ev, Event::new(format!("{} opens breach {}.", self.mages[owner].name(), ROMAN[breach])));
        self.opened(owner, ev);
    }

    /// A breach of `owner` opened: "when you open a breach" is the mage whose turn it is
    /// opening one of their own (aether is never handed to another, AE-1.7).
    fn opened(&mut self, owner: Seat, ev: &mut Vec<Event>) {
        if owner == self.active && self.is_mage_turn() {
            self.fire(On::BreachOpened, owner, ev);
        }
    }

    pub(crate) fn do_focus(&mut self, breach: usize, ev: &mut Vec<Event>) {
        self.pay_breach(focus_cost(breach));
        self.focus_effect(self.active, breach, ev);
    }

    pub(crate) fn do_open(&mut self, breach: usize, ev: &mut Vec<Event>) {
        if let BreachState::Closed(s) = self.mages[self.active].breaches[breach].state {
            self.pay_breach(open_cost(breach, s));
            self.open_effect(self.active, breach, ev);
        }
    }

    /// AE-6.6: into `breach`, and the next ones too for a spell that fills several.
    pub(crate) fn do_prep(&mut self, card: CardId, breach: usize, ev: &mut Vec<Event>) {
        let seat = self.active;
        self.mages[seat].hand.retain(|&c| c != card);
        let span = self.kind(card).breaches as usize;
        for i in breach..breach + span {
            let b = &mut self.mages[seat].breaches[i];
            b.spell = Some(card);
            b.fresh = true;
        }
        let names: Vec<&str> = (breach..breach + span).map(|i| ROMAN[i]).collect();
        let line = format!("{} preps {} into breach {}.", self.mages[seat].name(), self.kind(card).name, names.join(" and "));
        push_event!(self, ev, Event::new(line));
    }

    /// AE-6.1: play a gem or relic; its text resolves with the chosen option and targets.
    pub(crate) fn do_play(&mut self, card: CardId, choice: Choice, ev: &mut Vec<Event>) {
        let seat = self.active;
        self.mages[seat].hand.retain(|&c| c != card);
        self.mages[seat].played.push(card);
        let k = self.kind(card);
        push_event!(self, ev, Event::new(format!("{} plays {}.", self.mages[seat].name(), k.name)));
        let mut ctx = Ctx::new(seat, Src::Card(card));
        ctx.picks = self.check_choice(&k.play, seat, choice, &k.name).unwrap_or_default();
        self.queue(&k.play, ctx);
    }

    /// AE-6.2: the top card of the pile onto the top of the discard pile.
    pub(crate) fn do_gain(&mut self, pile: usize, ev: &mut Vec<Event>) {
        let seat = self.active;
        let Some(card) = self.supply[pile].cards.pop() else { return };
        self.aether -= self.kind(card).cost;
        self.mages[seat].discard.push(card);
        let line = format!("{} gains {}.", self.mages[seat].name(), self.kind(card).name);
        push_event!(self, ev, Event::new(line));
    }

    /// AE-6.8: pay the whole TO DISCARD cost; the power's effect never happens.
    pub(crate) fn do_pay_to_discard(&mut self, power: NemId, ev: &mut Vec<Event>) {
        let Some(i) = self.nemesis.play.iter().position(|p| p.card == power) else { return };
        self.aether -= self.nem_kind(power).to_discard.unwrap_or(0);
        self.nemesis.play.remove(i);
        self.nemesis.discard.push(power);
        push_event!(self, ev, Event::new(format!("{} is discarded: its cost was paid.", self.nem_kind(power).name)));
        self.check_deck_out(ev);
    }

    /// AE-12.3: all charges are removed, then the ability resolves.
    pub(crate) fn do_ability(&mut self, mage: Seat, choice: Choice, ev: &mut Vec<Event>) {
        self.mages[mage].charges = 0;
        let k = self.mages[mage].kind;
        push_event!(self, ev, Event::new(format!("{} activates {}.", k.name, k.ability.name)));
        let mut ctx = Ctx::new(mage, Src::Ability(mage));
        ctx.picks = self.check_choice(&k.ability.effects, mage, choice, &k.ability.name).unwrap_or_default();
        self.queue(&k.ability.effects, ctx);
    }

    /// AE-6.7: a prepped spell's main-phase action (once per turn per copy, if it says so).
    pub(crate) fn do_while_prepped(&mut self, breach: usize, ev: &mut Vec<Event>) {
        let seat = self.active;
        let Some(card) = self.mages[seat].breaches[breach].spell else { return };
        let k = self.kind(card);
        let Some(m) = k.while_prepped.iter().find_map(|p| if let Prepped::MainAction(m) = p { Some(m) } else { None })
        else {
            return;
        };
        if m.once_per_turn {
            self.used_this_turn.push(card);
        }
        let line = match m.effects.as_slice() {
            [super::super::content::Effect::Aether(n)] => format!("{} yields {n} aether while prepped.", k.name),
            _ => format!("{} is used while prepped.", k.name),
        };
        push_event!(self, ev, Event::new(line));
        self.queue(&m.effects, Ctx::new(seat, Src::Card(card)));
    }
}
