//! Reactive skills (NX-10.2, 10.3): "Start of the turn", "Start of attack" and "End of
//! turn" skills enter the queue, the active player's first (knob), each player's own in
//! the order they choose (a decision when it matters); one with no legal target fizzles
//! (NX-6.6.3); several targets are a decision.

use crate::log_line;
use super::super::action::{CardId, Target};
use super::super::cards::ability::{Turn, When};
use super::super::options::ReactiveOrder;
use super::super::state::{seat_name, ItemKind, Nexus, Pending};
use crate::engine::Seat;

impl Nexus {
    fn reactive_order(&self) -> [Seat; 2] {
        match self.opts.reactive_order {
            ReactiveOrder::ActiveFirstIntoQueue => [self.active, Self::other(self.active)],
            ReactiveOrder::NonActiveFirstIntoQueue => [Self::other(self.active), self.active],
        }
    }

    /// Cards of `seat` on the planet (staging and biomes, not converted) whose reactive
    /// skill has this timing, fires on this turn, and whose condition holds now.
    fn reacting(&self, seat: Seat, when: When) -> Vec<CardId> {
        let p = &self.players[seat];
        let turn_ok = |t: Turn| match t {
            Turn::Any => true,
            Turn::Yours => seat == self.active,
            Turn::Opponents => seat != self.active,
        };
        p.staging
            .iter()
            .chain(p.biomes.iter().flatten())
            .copied()
            .filter(|&c| {
                let k = self.card(c);
                let Some(r) = k.def().reactive.filter(|_| !k.converted) else { return false };
                r.when == when && turn_ok(r.turn) && r.cond.is_none_or(|cond| self.reactive_holds(cond, c))
            })
            .collect()
    }

    /// The reactives of both players with this timing, in the order they enter the
    /// queue (NX-10.3).
    fn trigger_all(&mut self, when: When) {
        let mut t = Vec::new();
        for seat in self.reactive_order() {
            t.extend(self.reacting(seat, when));
        }
        self.triggers = t;
    }

    /// NX-8.1.3: "Start of the turn" skills.
    pub(crate) fn trigger_start_of_turn(&mut self) {
        self.trigger_all(When::StartOfTurn);
    }

    /// NX-9.2.1: "Start of attack" skills (they trigger even if nobody will attack).
    pub(crate) fn trigger_start_of_attack(&mut self) {
        self.trigger_all(When::StartOfAttack);
    }

    /// NX-8.5.1: "End of turn" skills.
    pub(crate) fn trigger_end_of_turn(&mut self) {
        self.trigger_all(When::EndOfTurn);
    }

    /// Puts waiting reactives in the queue, stopping for a choice: the order of one
    /// player's simultaneous reactives (NX-10.3), or a target (NX-6.6.3).
    pub(crate) fn put_triggers(&mut self) {
        while self.pending.is_none() && !self.triggers.is_empty() {
            let c = self.triggers[0];
            if !self.on_planet(c) {
                self.triggers.remove(0);
                continue;
            }
            let seat = c.owner();
            let mine: Vec<CardId> =
                self.triggers.iter().copied().filter(|&t| t.owner() == seat && self.on_planet(t)).collect();
            if mine.len() >= 2 && !self.interchangeable(&mine) {
                self.pending = Some(Pending::OrderReactives { seat, left: mine });
                return;
            }
            self.put_one(c);
        }
    }

    /// NX-10.3: reactives of the same design in the same place do the same thing, so
    /// their order is no choice (two Ashfoot Scouts in staging, two Lancers in one biome).
    fn interchangeable(&self, cards: &[CardId]) -> bool {
        let first = self.card(cards[0]);
        cards.iter().all(|&c| self.card(c).def == first.def && self.card(c).loc == first.loc)
    }

    /// NX-10.3: the player puts `card`'s reactive in the queue next.
    pub(crate) fn choose_reactive_next(&mut self, card: CardId) {
        if let Some(Pending::OrderReactives { .. }) = self.pending.take() {
            self.put_one(card);
        }
    }

    /// One waiting reactive enters the queue: it fizzles with no legal target, takes the
    /// only one, or asks for its target (NX-6.6.3).
    fn put_one(&mut self, c: CardId) {
        let seat = c.owner();
        let Some(r) = self.def(c).reactive else {
            self.triggers.retain(|&t| t != c);
            return;
        };
        if r.effect.target.is_none() {
            self.put_reactive(c, None);
            return;
        }
        let options = self.targets(seat, &r.effect, Some(c));
        match options.len() {
            0 => {
                self.triggers.retain(|&t| t != c);
                log_line!(self, 
                    "{}'s {} skill has no legal target and fizzles (NX-6.6.3)",
                    seat_name(seat),
                    self.name(c)
                );
            }
            1 => self.put_reactive(c, Some(options[0])),
            _ => self.pending = Some(Pending::ReactiveTarget { seat, source: c, options }),
        }
    }

    /// The reactive of `source` enters the queue (speedless, NX-6.1.1).
    pub(crate) fn put_reactive(&mut self, source: CardId, target: Option<Target>) {
        self.triggers.retain(|&c| c != source);
        let seat = source.owner();
        log_line!(self, "{}'s {} reacts{}", seat_name(seat), self.name(source), self.target_words(target, None));
        self.push_item(seat, ItemKind::Skill { source, target, activated: false }, None);
        self.floor = self.leader();
    }

    /// The reactive waiting for a target gets it.
    pub(crate) fn choose_reactive_target(&mut self, target: Target) {
        if let Some(Pending::ReactiveTarget { source, .. }) = self.pending.take() {
            self.put_reactive(source, Some(target));
        }
    }
}
