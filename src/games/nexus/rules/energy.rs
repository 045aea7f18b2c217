//! Energy (NX-5): sources, paying by locking them (no pool, NX-5.4), converting a card
//! (NX-5.6) and playing an anomaly (NX-5.5), both outside the queue.

use crate::log_line;
use super::super::action::{Action, CardId};
use super::super::cards::{Cost, Kind};
use super::super::state::{Loc, Nexus, Paying, Pending};
use crate::engine::Seat;
use super::Refusal;

/// What one source produces when locked: one typed unit (or none) and some Void (NX-5.3).
pub type Output = (Option<u8>, u8);

impl Nexus {
    /// The output of a source, if `c` is one: a converted card or an anomaly.
    pub fn output(&self, c: CardId) -> Option<Output> {
        let k = self.card(c);
        if k.loc != Loc::Staging {
            return None;
        }
        if k.converted {
            return Some(match k.def().alignment {
                Some(t) => (Some(t), 0),
                None => (None, 1),
            });
        }
        k.def().produce.map(|p| (p.typed, p.void))
    }

    /// `seat`'s unlocked sources (NX-5.3).
    pub fn sources(&self, seat: Seat) -> Vec<CardId> {
        self.players[seat]
            .staging
            .iter()
            .copied()
            .filter(|&c| !self.card(c).locked && self.output(c).is_some())
            .collect()
    }

    /// Whether these sources can pay `cost`: each typed symbol by its type, the rest by anything.
    pub fn can_pay_with(&self, cost: &Cost, sources: &[CardId]) -> bool {
        let mut typed = [0u32; 5];
        let mut units = 0u32;
        for &s in sources {
            let (t, extra) = self.output(s).unwrap_or((None, 0));
            if let Some(t) = t {
                typed[t as usize] += 1;
                units += 1;
            }
            units += extra as u32;
        }
        (0..5).all(|i| typed[i] >= cost.typed[i] as u32) && units >= cost.total()
    }

    pub(crate) fn can_pay(&self, seat: Seat, cost: &Cost) -> bool {
        cost.is_free() || Self::fits(cost, self.energy_summary(seat))
    }

    /// Typed units per type and total units of `seat`'s unlocked sources.
    pub fn energy_summary(&self, seat: Seat) -> ([u32; 5], u32) {
        let mut typed = [0u32; 5];
        let mut units = 0u32;
        for &s in &self.players[seat].staging {
            if self.card(s).locked {
                continue;
            }
            if let Some((t, extra)) = self.output(s) {
                if let Some(t) = t {
                    typed[t as usize] += 1;
                    units += 1;
                }
                units += extra as u32;
            }
        }
        (typed, units)
    }

    /// What `seat`'s unlocked sources give, in cost notation, for a refusal that says
    /// what the player has beside what they cannot pay ("{1}{E}"; issue 34 point 10).
    pub(crate) fn energy_text(&self, seat: Seat) -> String {
        let (typed, units) = self.energy_summary(seat);
        if units == 0 {
            return "nothing: no unlocked source".to_string();
        }
        let void = units - typed.iter().sum::<u32>();
        let cost = Cost::new(void.min(255) as u8, typed.map(|t| t.min(255) as u8));
        cost.text()
    }

    pub fn fits(cost: &Cost, (typed, units): ([u32; 5], u32)) -> bool {
        (0..5).all(|i| typed[i] >= cost.typed[i] as u32) && units >= cost.total()
    }

    /// The cost left after locking a source with that output.
    pub fn pay_with(left: Cost, out: Output) -> Cost {
        let mut left = left;
        if let Some(t) = out.0 {
            if left.typed[t as usize] > 0 {
                left.typed[t as usize] -= 1;
            } else {
                left.void = left.void.saturating_sub(1);
            }
        }
        left.void = left.void.saturating_sub(out.1);
        left
    }

    /// The sources that can be locked next (NX-5.4): useful, and leaving the rest payable.
    /// Every one of them, sources with the same output included: the player chooses the
    /// sources and the engine must accept any legal payment.
    pub(crate) fn pay_candidates(&self, seat: Seat, left: &Cost) -> Vec<CardId> {
        let (typed, units) = self.energy_summary(seat);
        let mut out = Vec::new();
        for &s in &self.players[seat].staging {
            if self.card(s).locked {
                continue;
            }
            let Some(o) = self.output(s) else { continue };
            let useful = o.0.is_some_and(|t| left.typed[t as usize] > 0) || left.void > 0;
            if !useful {
                continue;
            }
            let after = Self::pay_with(*left, o);
            let mut rest = (typed, units - o.1 as u32);
            if let Some(t) = o.0 {
                rest.0[t as usize] -= 1;
                rest.1 -= 1;
            }
            if after.is_free() || Self::fits(&after, rest) {
                out.push(s);
            }
        }
        out
    }

    /// Whether `legal[i]` locks a source whose output an earlier lock in `legal` also
    /// produces: both leave the same cost owed and the same energy to pay it, so the
    /// computer player searches only the first (every one stays listed, NX-5.4).
    pub(crate) fn same_lock_listed_earlier(&self, legal: &[Action], i: usize) -> bool {
        let Some(Action::Lock { source }) = legal.get(i) else { return false };
        let out = self.output(*source);
        legal[..i].iter().any(|a| matches!(a, Action::Lock { source: s } if self.output(*s) == out))
    }

    /// Starts paying for an action (NX-6.2.1): the decision of which sources to lock.
    pub(crate) fn start_payment(&mut self, seat: Seat, cost: Cost, paying: Paying) {
        self.pending = Some(Pending::Pay { seat, left: cost, locked: Vec::new(), paying });
        self.continue_payment();
    }

    /// Locks the sources the player has no real choice between; once paid, the action
    /// goes on the queue.
    pub(crate) fn continue_payment(&mut self) {
        loop {
            let Some(Pending::Pay { seat, left, .. }) = &self.pending else { return };
            let (seat, left) = (*seat, *left);
            if left.is_free() {
                let Some(Pending::Pay { paying, locked, .. }) = self.pending.take() else { return };
                if !locked.is_empty() {
                    let mut line = String::with_capacity(16 + 20 * locked.len());
                    line.push_str("locks ");
                    for (i, &c) in locked.iter().enumerate() {
                        if i > 0 {
                            line.push_str(", ");
                        }
                        line.push_str(self.name(c));
                    }
                    line.push_str(" to pay");
                    self.log_seat(seat, &line);
                }
                self.take_paid(seat, paying);
                return;
            }
            // The player is asked only when sources with different outputs can pay. When
            // every candidate makes the same energy, any of them pays exactly the same, so
            // the first is locked: as before every source was listed, so older saves and
            // replay links play back unchanged.
            let cands = self.pay_candidates(seat, &left);
            let Some(&first) = cands.first() else { return };
            let out = self.output(first);
            if cands.iter().any(|&c| self.output(c) != out) {
                return;
            }
            self.lock_source(first);
        }
    }

    /// NX-5.4: lock one source toward the cost being paid.
    pub(crate) fn lock_source(&mut self, source: CardId) {
        let out = self.output(source).expect("a source");
        self.cards[source.index()].locked = true;
        if let Some(Pending::Pay { left, locked, .. }) = &mut self.pending {
            *left = Self::pay_with(*left, out);
            locked.push(source);
        }
    }

    /// Backs out of an action before it is taken: the sources unlock.
    pub fn cancel_payment(&mut self) {
        if let Some(Pending::Pay { locked, paying, .. }) = self.pending.take() {
            for c in locked {
                self.cards[c.index()].locked = false;
            }
            if let Paying::Skill { source, .. } = paying {
                self.cards[source.index()].locked = false;
            }
        }
    }

    /// NX-5.5 / NX-5.6 timing: own primary phase, holding the floor, empty queue (knob).
    pub(crate) fn check_resource_timing(&self, seat: Seat, rule: &'static str) -> Result<(), Refusal> {
        if seat != self.active || !self.step.is_primary() {
            return Err(Refusal::new(
                rule,
                if rule == "NX-5.5" {
                    "an anomaly is played only in your own primary phase"
                } else {
                    "a card is turned into an energy source only in your own primary phase"
                },
            ));
        }
        if self.pending.is_some() || self.floor != seat {
            return Err(Refusal::new("NX-6.4.1", "you do not hold the floor"));
        }
        if self.opts.resource_plays_need_empty_queue && !self.queue.is_empty() {
            return Err(Refusal::new(rule, "only while the queue is empty"));
        }
        Ok(())
    }

    /// NX-5.6: convert a non-anomaly card from hand, once per turn.
    pub(crate) fn check_convert(&self, seat: Seat, card: CardId) -> Result<(), Refusal> {
        self.check_resource_timing(seat, "NX-5.6")?;
        if card.index() >= self.cards.len() || card.owner() != seat || self.card(card).loc != Loc::Hand {
            return Err(Refusal::new("NX-4.2", "you can convert only a card from your own hand"));
        }
        if self.def(card).kind == Kind::Anomaly {
            return Err(Refusal::new("NX-5.6", "an anomaly cannot be converted; play it as an anomaly instead"));
        }
        if self.players[seat].converted_this_turn {
            return Err(Refusal::new("NX-5.6", "you have already converted a card this turn"));
        }
        Ok(())
    }

    /// NX-5.5: play an anomaly from hand, once per turn.
    pub(crate) fn check_anomaly(&self, seat: Seat, card: CardId) -> Result<(), Refusal> {
        self.check_resource_timing(seat, "NX-5.5")?;
        if card.index() >= self.cards.len() || card.owner() != seat || self.card(card).loc != Loc::Hand {
            return Err(Refusal::new("NX-4.2", "you can play only a card from your own hand"));
        }
        if self.def(card).kind != Kind::Anomaly {
            return Err(Refusal::new(
                "NX-5.5",
                "only an anomaly is played this way; other cards are played normally",
            ));
        }
        if self.players[seat].anomaly_this_turn {
            return Err(Refusal::new("NX-5.5", "you have already played an anomaly this turn"));
        }
        Ok(())
    }

    pub fn convert(&mut self, seat: Seat, card: CardId) {
        self.move_card(card, Loc::Staging);
        self.cards[card.index()].converted = true;
        self.players[seat].converted_this_turn = true;
        self.book.reveal();
        self.passes = 0;
        let n = self.name(card);
        log_line!(self, "{} converts {n} into an energy source", super::super::state::seat_name(seat));
    }

    pub(crate) fn play_anomaly(&mut self, seat: Seat, card: CardId) {
        self.arrive(card, Loc::Staging);
        if self.def(card).produce.is_some_and(|p| p.arrives_locked) {
            self.cards[card.index()].locked = true;
        }
        self.players[seat].anomaly_this_turn = true;
        self.book.reveal();
        self.passes = 0;
        let n = self.name(card);
        log_line!(self, "{} plays the anomaly {n}", super::super::state::seat_name(seat));
    }
}
