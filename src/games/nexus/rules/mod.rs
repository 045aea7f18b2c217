//! The rules, one file per phase, step or action. This file lists the legal decisions,
//! checks a decision (an action is legal if and only if it is listed; a refusal names
//! the rule it breaks) and carries it out, then runs the automatic steps.

pub mod battle;
pub mod end;
pub mod energy;
pub mod execute;
pub mod play;
pub mod reactive;
pub mod series;
pub mod setup;
pub mod stats;
pub mod turn;
pub mod winning;
pub mod zones;

mod explain;

/// Why a decision is refused, without allocating unless the words are built: the legal
/// list asks the same checks thousands of times a game, and only a refusal shown to a
/// person needs a [`RuleError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub rule: &'static str,
    pub message: std::borrow::Cow<'static, str>,
}

impl Refusal {
    pub fn new(rule: &'static str, message: impl Into<std::borrow::Cow<'static, str>>) -> Self {
        Self { rule, message: message.into() }
    }
}

impl From<Refusal> for RuleError {
    fn from(r: Refusal) -> Self {
        RuleError::new(r.rule, r.message.into_owned())
    }
}

use super::action::{Action, Target};
use super::cards::Kind;
use super::state::{Loc, Nexus, Pending, Step};
use crate::engine::{RuleError, Seat};

impl Nexus {
    /// Who must decide now.
    pub(crate) fn to_act_seat(&self) -> Option<Seat> {
        if self.book.is_over() {
            return None;
        }
        if let Some(p) = &self.pending {
            return Some(p.seat());
        }
        Some(match self.step {
            Step::Mulligan => self.mulligan_seat()?,
            Step::BetweenMatches => self.between_seat()?,
            Step::AdvanceDeclare(i) => self.advancer(i),
            Step::AttackDeclare => self.active,
            Step::DefendDeclare => Self::other(self.active),
            _ => self.floor,
        })
    }

    /// Every legal decision, for [`Nexus::to_act_seat`] (memoised per state).
    pub fn legal(&self) -> Vec<Action> {
        // A game ended by a concession, which the engine carries out, left the cache.
        if self.book.is_over() {
            return Vec::new();
        }
        if let Some(v) = self.legal_cache.0.borrow().as_ref() {
            return v.clone();
        }
        let v = self.compute_legal();
        *self.legal_cache.0.borrow_mut() = Some(v.clone());
        v
    }

    pub(crate) fn compute_legal(&self) -> Vec<Action> {
        let Some(seat) = self.to_act_seat() else { return Vec::new() };
        let mut out = Vec::with_capacity(32);
        match &self.pending {
            Some(Pending::Bottom { .. }) => {
                out.extend(self.players[seat].hand.iter().map(|&card| Action::Bottom { card }));
            }
            Some(Pending::Pay { left, .. }) => {
                out.extend(self.pay_candidates(seat, left).into_iter().map(|source| Action::Lock { source }));
                out.push(Action::CancelPayment);
            }
            Some(Pending::OrderReactives { left, .. }) => {
                out.extend(left.iter().map(|&card| Action::ReactiveNext { card }));
            }
            Some(Pending::ReactiveTarget { options, .. }) => {
                out.extend(options.iter().map(|&target| Action::ChooseTarget { target }));
            }
            Some(Pending::OrderDefenders { left, .. }) => {
                out.extend(left.iter().map(|&defender| Action::OrderDefender { defender }));
            }
            Some(Pending::Split { attacker, .. }) => {
                out.extend(self.valid_splits(*attacker).into_iter().map(|amounts| Action::Split { amounts }));
            }
            Some(Pending::Collapse { .. }) => {
                out.extend((0..3u8).filter(|&b| !self.lost[seat][b as usize]).map(|biome| Action::LoseBiome { biome }));
            }
            Some(Pending::Discard { .. }) => {
                out.extend(self.players[seat].hand.iter().map(|&card| Action::Discard { card }));
            }
            None => self.legal_free(seat, &mut out),
        }
        out.push(Action::Concede);
        out
    }

    fn legal_free(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.step {
            Step::BetweenMatches => self.legal_between(seat, out),
            Step::Mulligan => {
                out.push(Action::Keep);
                if self.may_mulligan(seat) {
                    out.push(Action::Mulligan);
                }
            }
            Step::AdvanceDeclare(_) => {
                for a in self.advance_candidates(seat) {
                    if self.draft.moves.iter().any(|m| m.0 == a) {
                        continue;
                    }
                    for biome in 0..3u8 {
                        if !self.closed(biome) && !self.lost[seat][biome as usize] {
                            out.push(Action::AdvanceAgent { agent: a, biome });
                        }
                    }
                }
                for &g in &self.players[seat].staging {
                    for &(a, _) in &self.draft.moves {
                        if self.check_attach(seat, g, a).is_ok() {
                            out.push(Action::AttachGear { gear: g, agent: a });
                        }
                    }
                }
                out.push(Action::Confirm);
            }
            Step::AttackDeclare => {
                out.extend(self.attack_candidates().into_iter().map(|agent| Action::DeclareAttacker { agent }));
                out.push(Action::Confirm);
            }
            Step::DefendDeclare => {
                out.extend(
                    self.block_candidates()
                        .into_iter()
                        .map(|(defender, attacker)| Action::Block { defender, attacker }),
                );
                out.push(Action::Confirm);
            }
            s if s.is_window() => {
                out.push(Action::Pass);
                self.legal_plays(seat, out);
            }
            _ => {}
        }
    }

    /// Plays from hand, activations, conversions and anomalies for the floor holder.
    fn legal_plays(&self, seat: Seat, out: &mut Vec<Action>) {
        let speed_ok = [1u8, 2, 3].map(|s| self.check_speed(seat, s).is_ok());
        let resources = self.check_resource_timing(seat, "NX-5.5").is_ok();
        // Most windows offer nothing but passing: say so before looking at the hand.
        if !resources && !speed_ok.contains(&true) {
            return;
        }
        let biomes = self.arrival_biomes(seat);
        let energy = std::cell::OnceCell::new();
        let energy = || *energy.get_or_init(|| self.energy_summary(seat));
        // Targets per design, computed once per list (a hand holds copies).
        let mut cache: Vec<(u8, Vec<Target>)> = Vec::new();
        let p = &self.players[seat];
        for &card in &p.hand {
            let d = self.def(card);
            if d.kind == Kind::Anomaly {
                if resources && !p.anomaly_this_turn {
                    out.push(Action::PlayAnomaly { card });
                }
                continue;
            }
            if resources && !p.converted_this_turn {
                out.push(Action::Convert { card });
            }
            if !speed_ok[(d.speed.clamp(1, 3) - 1) as usize] || !(d.cost.is_free() || Self::fits(&d.cost, energy())) {
                continue;
            }
            let mut push = |target: Option<Target>| {
                out.push(Action::Play { card, target, biome: None });
                if d.kind == Kind::Agent {
                    out.extend(biomes.iter().map(|&b| Action::Play { card, target, biome: Some(b) }));
                }
            };
            if let Some(effect) = d.effect.filter(|_| Self::play_needs_target(d)) {
                let def = self.card(card).def;
                let i = match cache.iter().position(|(a, _)| *a == def) {
                    Some(i) => i,
                    None => {
                        cache.push((def, self.targets(seat, effect, None)));
                        cache.len() - 1
                    }
                };
                for &t in &cache[i].1 {
                    push(Some(t));
                }
            } else {
                push(None);
            }
        }
        for a in self.agents(seat) {
            let Some(skill) = self.def(a).activated.filter(|_| self.has_skills(a)) else { continue };
            let usable = speed_ok[(skill.speed.clamp(1, 3) - 1) as usize]
                && (!skill.lock || self.can_lock(a))
                && (skill.cost.is_free() || Self::fits(&skill.cost, energy()));
            if usable {
                for t in self.targets(seat, &skill.effect, Some(a)) {
                    out.push(Action::Activate { card: a, target: t });
                }
            }
        }
    }

    /// Why an unlisted decision is refused: the rule it breaks.
    pub(crate) fn why_not(&self, action: &Action) -> RuleError {
        self.explain(action)
    }

    /// Carries out a listed decision, then runs the automatic steps.
    pub(crate) fn perform(&mut self, action: &Action) {
        *self.legal_cache.0.get_mut() = None;
        let seat = self.to_act_seat().unwrap_or(self.active);
        match action.clone() {
            // The engine carries out a concession (Play::apply_listed).
            Action::Concede => {}
            Action::Keep => self.keep(seat),
            Action::Mulligan => self.mulligan(seat),
            Action::Bottom { card } => self.bottom(card),
            Action::Pass => self.pass(seat),
            Action::Play { card, target, biome } => self.play(seat, card, target, biome),
            Action::Activate { card, target } => self.activate(seat, card, target),
            Action::Convert { card } => self.convert(seat, card),
            Action::PlayAnomaly { card } => self.play_anomaly(seat, card),
            Action::Lock { source } => {
                self.lock_source(source);
                self.continue_payment();
            }
            Action::CancelPayment => self.cancel_payment(),
            Action::AdvanceAgent { agent, biome } => self.draft.moves.push((agent, biome)),
            Action::AttachGear { gear, agent } => self.draft.gear.push((gear, agent)),
            Action::DeclareAttacker { agent } => self.draft.attackers.push(agent),
            Action::Block { defender, attacker } => self.draft.blocks.push((defender, attacker)),
            Action::Confirm => match self.step {
                Step::AdvanceDeclare(i) => self.confirm_advance(i),
                Step::AttackDeclare => self.confirm_attack(),
                Step::DefendDeclare => self.confirm_defend(),
                _ => {}
            },
            Action::OrderDefender { defender } => self.order_defender(defender),
            Action::Split { amounts } => self.choose_split(amounts),
            Action::ChooseTarget { target } => self.choose_reactive_target(target),
            Action::ReactiveNext { card } => self.choose_reactive_next(card),
            Action::LoseBiome { biome } => self.lose_biome(seat, biome),
            Action::Discard { card } => self.discard(card),
            Action::Swap { out, slot } => self.swap(seat, out, slot),
            Action::Ready => self.ready(seat),
        }
        self.run();
    }

    /// Whether `c` is in `seat`'s hand.
    pub fn in_hand(&self, seat: Seat, c: super::action::CardId) -> bool {
        c.index() < self.cards.len() && c.owner() == seat && self.card(c).loc == Loc::Hand
    }
}
