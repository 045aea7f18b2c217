//! The nemesis turn (AE-9): minions and powers oldest first, then the draw; each card's
//! text is its effects in the ability language, run by the interpreter. Every choice
//! the rules give the players stops the steps as the pending decision.

use crate::push_event;
use super::super::action::NemId;
use super::super::cards::NemCardKind;
use super::super::content::{Amount, Effect, On};
use super::super::state::{AeonsEnd, Ctx, EmptyDeckDraw, InPlay, Phase, Src, Task};
use crate::engine::Event;

impl AeonsEnd {
    /// Runs the automatic steps until a decision is pending, the game ends, or a mage's
    /// turn begins.
    pub fn run(&mut self, ev: &mut Vec<Event>) {
        while !self.book.is_over() && self.pending.is_none() {
            let Some(t) = self.tasks.pop_front() else { return };
            self.step(t, ev);
        }
    }

    /// Moves a prepped spell (both breaches of a two-breach spell) to its owner's discard.
    pub(crate) fn discard_prepped(&mut self, seat: usize, breach: usize, ev: &mut Vec<Event>) {
        let m = &mut self.mages[seat];
        let Some(card) = m.breaches[breach].spell else { return };
        for b in m.breaches.iter_mut() {
            if b.spell == Some(card) {
                b.spell = None;
                b.fresh = false;
            }
        }
        m.discard.push(card);
        let line = format!("{} is discarded from {}'s breach.", self.kind(card).name, self.mages[seat].name());
        push_event!(self, ev, Event::new(line));
    }

    /// AE-11.1b: destroys a breach; its spell goes to the discard pile.
    pub(crate) fn destroy_breach(&mut self, seat: usize, breach: usize, ev: &mut Vec<Event>) {
        self.discard_prepped(seat, breach, ev);
        let b = &mut self.mages[seat].breaches[breach];
        b.state = super::super::state::BreachState::Destroyed;
        b.focused = false;
        let line = format!("{} destroys breach {}.", self.mages[seat].name(), ROMAN[breach]);
        push_event!(self, ev, Event::new(line));
    }

    /// The nemesis's Unleash (AE-1.8), its Gravehold damage as the table set it (C-5).
    fn unleash(&mut self, ev: &mut Vec<Event>) {
        push_event!(self, ev, Event::new("The nemesis unleashes."));
        let list = &self.nemesis.def.unleash;
        match (self.nemesis.unleash, list.as_slice()) {
            (Some(d), [Effect::Gravehold(Amount::Fixed(_))]) => self.damage_gravehold(d, ev),
            _ => self.queue(list, Ctx::new(self.active, Src::Mat)),
        }
    }

    fn step(&mut self, t: Task, ev: &mut Vec<Event>) {
        match t {
            Task::InPlay(id) => self.resolve_in_play(id, ev),
            Task::Draw => self.nemesis_draw(ev),
            Task::FinishResolving => {
                if let Some(id) = self.nemesis.resolving.take() {
                    self.nemesis.discard.push(id);
                    if self.nem_kind(id).kind == NemCardKind::Power {
                        self.fire(On::PowerResolved, self.active, ev);
                    }
                }
                self.check_deck_out(ev);
            }
            Task::Unleash => self.unleash(ev),
            Task::Effect(e, ctx) => self.resolve(e, ctx, ev),
            Task::Suffer(s, n) => self.damage_player(s, n, ev),
            Task::Hit(t, n) => self.damage_enemy(t, n, ev),
            Task::DestroyBreach(s) => {
                let left: Vec<u8> = (0..4).filter(|&i| self.mages[s].breaches[i as usize].exists()).collect();
                match left.len() {
                    0 => {}
                    1 => self.destroy_breach(s, left[0] as usize, ev),
                    _ => self.ask_destroy_breach(s, left),
                }
            }
            Task::ClearCharges(s) => {
                self.mages[s].charges = 0;
                push_event!(self, ev, Event::new(format!("{} discards all charges.", self.mages[s].name())));
            }
            Task::EndNemesisTurn => {
                self.acting = None;
                self.next_turn(ev)
            }
        }
    }

    /// AE-9.1: a minion's PERSISTENT text, or a power's token.
    fn resolve_in_play(&mut self, id: NemId, ev: &mut Vec<Event>) {
        let Some(i) = self.nemesis.play.iter().position(|p| p.card == id) else { return };
        let k = self.nem_kind(id);
        self.acting = Some(id);
        self.nemesis_acted.push(id);
        let ctx = Ctx::new(self.active, Src::Nem(id));
        match k.kind {
            NemCardKind::Minion => {
                push_event!(self, ev, Event::new(format!("{} (PERSISTENT): {}", k.name, k.text)));
                self.queue(&k.persistent, ctx);
            }
            NemCardKind::Power => {
                self.nemesis.play[i].tokens -= 1;
                let left = self.nemesis.play[i].tokens;
                if left > 0 {
                    push_event!(self, ev, Event::new(format!("{}: a power token is removed ({left} left).", k.name)));
                } else {
                    self.nemesis.play.remove(i);
                    self.nemesis.resolving = Some(id);
                    let line = format!("{}: the last power token is removed. {}", k.name, k.text);
                    push_event!(self, ev, Event::new(line));
                    self.tasks.push_front(Task::FinishResolving);
                    self.queue(&k.power, ctx);
                }
            }
            NemCardKind::Attack => {}
        }
    }

    /// AE-9.2, AE-9.4: draw the top nemesis card and resolve or place it.
    fn nemesis_draw(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::NemesisDraw;
        if self.nemesis.deck.is_empty() {
            match self.empty_deck_draw {
                EmptyDeckDraw::Nothing => {
                    push_event!(self, ev, Event::new("The nemesis deck is empty: the nemesis draws nothing."))
                }
                EmptyDeckDraw::UnleashThrice => {
                    push_event!(
                        self,
                        ev,
                        Event::new("The nemesis deck is empty: the nemesis unleashes three times instead.")
                    );
                    for _ in 0..3 {
                        self.tasks.push_front(Task::Unleash);
                    }
                }
            }
            return;
        }
        let id = self.nemesis.deck.remove(0);
        self.book.reveal();
        self.acting = Some(id);
        self.nemesis_acted.push(id);
        let k = self.nem_kind(id);
        let ctx = Ctx::new(self.active, Src::Nem(id));
        match k.kind {
            NemCardKind::Attack => {
                push_event!(self, ev, Event::new(format!("The nemesis draws {} (attack): {}", k.name, k.text)));
                self.nemesis.resolving = Some(id);
                self.tasks.push_front(Task::FinishResolving);
                self.queue(&k.effects, ctx);
            }
            NemCardKind::Minion => {
                let life = k.life.unwrap_or(1);
                let line = format!("The nemesis draws {} (minion, {life} life): {}", k.name, k.text);
                push_event!(self, ev, Event::new(line));
                self.nemesis.play.push(InPlay { card: id, life, tokens: 0 });
            }
            NemCardKind::Power => {
                let tokens = k.tokens.unwrap_or(1);
                let line = format!("The nemesis draws {} (power, {tokens} tokens): {}", k.name, k.text);
                push_event!(self, ev, Event::new(line));
                self.nemesis.play.push(InPlay { card: id, life: 0, tokens });
            }
        }
        // AE-1.8 IMMEDIATELY: once, as it is drawn (an attack's whole text already is).
        if k.kind != NemCardKind::Attack {
            self.queue(&k.immediately, ctx);
        }
    }
}

/// Breach numerals I-IV.
pub const ROMAN: [&str; 4] = ["I", "II", "III", "IV"];
