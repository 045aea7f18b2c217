//! Taking queued actions (NX-6.2): playing a card from hand, activating a skill. Speeds
//! (NX-6.3), targets (NX-6.6), arrival in a biome during battle (NX-9.2.2, 9.3.1).

use super::super::action::{CardId, Target};
use super::super::cards::ability::{Effect, TargetSpec, Whose};
use super::super::cards::{CardDef, Kind};
use super::super::state::{seat_name, ItemKind, Loc, Nexus, Paying, Step};
use crate::engine::Seat;
use super::Refusal;

impl Nexus {
    /// Whether `seat` may take an action of `speed` now (NX-6.3, NX-6.4.1).
    pub(crate) fn check_speed(&self, seat: Seat, speed: u8) -> Result<(), Refusal> {
        if !self.step.is_window() {
            let rule = match self.step {
                Step::Refresh | Step::Draw | Step::DamageRanged | Step::DamageMelee | Step::Retreat | Step::Reset => {
                    "NX-6.3.5"
                }
                _ => "NX-6.4.1",
            };
            return Err(Refusal::new(rule, "no actions can be taken at this point of the turn"));
        }
        if self.pending.is_some() || self.floor != seat {
            return Err(Refusal::new(
                "NX-6.4.1",
                "you do not hold the floor: wait for the other player to act or pass",
            ));
        }
        let top_speed3 = self.queue.last().is_some_and(|i| i.speed == Some(3));
        match speed {
            1 if seat != self.active || !self.step.is_primary() || !self.queue.is_empty() => {
                return Err(Refusal::new(
                    "NX-6.3.1",
                    "speed 1 only on your own turn, in a primary phase, with an empty queue (never as an answer)",
                ));
            }
            2 => {
                if !(self.step.is_primary() || self.step.is_battle()) {
                    return Err(Refusal::new("NX-6.3.2", "speed 2 only in a primary phase or the battle phase"));
                }
                if !self.step.speeds().contains(&2) {
                    return Err(Refusal::new(
                        "NX-9.2.1",
                        "only speed 3 actions may answer the start-of-attack skills",
                    ));
                }
                if top_speed3 && !self.opts.speed2_answers_speed3 {
                    return Err(Refusal::new("NX-6.3.2", "speed 2 cannot answer a speed 3 action; only speed 3 can"));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Whether `target` is legal for an effect targeting `spec`, controlled by `seat`,
    /// from `source` (NX-6.6).
    pub(crate) fn valid_target(&self, seat: Seat, spec: TargetSpec, source: Option<CardId>, target: Target) -> bool {
        let whose_ok = |whose: Whose, owner: usize| match whose {
            Whose::Any => true,
            Whose::Friendly => owner == seat,
            Whose::Enemy => owner != seat,
        };
        match (spec, target) {
            (TargetSpec::Agent(sel), Target::Agent(a)) => {
                let same = || {
                    let b = source.and_then(|s| self.biome_of(s));
                    b.is_some() && self.biome_of(a) == b
                };
                a.index() < self.cards.len()
                    && self.is_agent(a)
                    && whose_ok(sel.whose, a.owner())
                    && (!sel.other || Some(a) != source)
                    && (!sel.in_biome || self.biome_of(a).is_some())
                    && (!sel.same_biome || same())
                    && (!sel.unlocked || !self.card(a).locked)
                    && (!sel.no_marker || self.card(a).increase == 0)
            }
            (TargetSpec::Sector { whose }, Target::Sector { seat: s, biome }) => {
                s < 2 && whose_ok(whose, s as usize) && biome < 3 && !self.closed(biome) && !self.lost[s as usize][biome as usize]
            }
            (TargetSpec::Queued, Target::Item(id)) => self
                .item_index(id)
                .is_some_and(|i| matches!(self.queue[i].kind, ItemKind::Card { .. } | ItemKind::Skill { .. })),
            _ => false,
        }
    }

    /// Whether playing this card needs a target (events and modifications with one).
    pub(crate) fn play_needs_target(d: &CardDef) -> bool {
        (d.kind == Kind::Event || d.modification) && d.effect.is_some_and(|e| e.target.is_some())
    }

    /// Every legal target of an effect now (none for an effect without one).
    pub fn targets(&self, seat: Seat, effect: &Effect, source: Option<CardId>) -> Vec<Target> {
        let Some(spec) = effect.target else { return Vec::new() };
        let mut cands: Vec<Target> = Vec::new();
        match spec {
            TargetSpec::Sector { .. } => {
                for s in 0..2u8 {
                    for biome in 0..3u8 {
                        cands.push(Target::Sector { seat: s, biome });
                    }
                }
            }
            TargetSpec::Queued => cands.extend(self.queue.iter().map(|i| Target::Item(i.id))),
            TargetSpec::Agent(_) => {
                for p in &self.players {
                    cands.extend(p.staging.iter().chain(p.biomes.iter().flatten()).map(|&c| Target::Agent(c)));
                }
            }
        }
        cands.retain(|&t| self.valid_target(seat, spec, source, t));
        cands
    }

    /// Biomes an agent `seat` plays now may arrive in (NX-9.2.2, NX-9.3.1).
    pub(crate) fn arrival_biomes(&self, seat: Seat) -> Vec<u8> {
        let attack_step = matches!(self.step, Step::AttackStart | Step::PreAttack | Step::PostAttack);
        let defend_step = matches!(self.step, Step::PreDefend | Step::PostDefend);
        if (attack_step && seat == self.active) || (defend_step && seat != self.active) {
            (0..3).filter(|&b| !self.closed(b) && !self.lost[seat][b as usize]).collect()
        } else {
            Vec::new()
        }
    }

    /// Checks playing `card` from hand with that target and arrival biome (NX-6.2).
    pub(crate) fn check_play(
        &self,
        seat: Seat,
        card: CardId,
        target: Option<Target>,
        biome: Option<u8>,
    ) -> Result<(), Refusal> {
        if card.index() >= self.cards.len() || card.owner() != seat || self.card(card).loc != Loc::Hand {
            return Err(Refusal::new("NX-4.2", "you can play only a card from your own hand"));
        }
        let d = self.def(card);
        if d.kind == Kind::Anomaly {
            return Err(Refusal::new(
                "NX-3.8.1",
                "an anomaly has no speed and never uses the queue: play it as an anomaly",
            ));
        }
        self.check_speed(seat, d.speed)?;
        match target {
            None if Self::play_needs_target(d) => {
                return Err(Refusal::new("NX-6.2.2", format!("{} needs a target", d.name)));
            }
            Some(_) if !Self::play_needs_target(d) => {
                return Err(Refusal::new("NX-6.6.1", format!("{} takes no target", d.name)));
            }
            Some(Target::Sector { biome, .. }) if biome < 3 && self.closed(biome) => {
                return Err(Refusal::new("NX-11.1", "a lost biome is closed: neither sector there can be targeted"));
            }
            Some(t) if !d.effect.and_then(|e| e.target).is_some_and(|spec| self.valid_target(seat, spec, None, t)) => {
                return Err(Refusal::new("NX-6.2.2", format!("that is not a legal target for {}", d.name)));
            }
            _ => {}
        }
        if let Some(b) = biome {
            if d.kind != Kind::Agent || !self.arrival_biomes(seat).contains(&b) {
                return Err(Refusal::new(
                    "NX-9.2.2",
                    "an agent may arrive in a biome only when the active player plays it in the attack step, or the other player in the defend step, and never in a lost biome",
                ));
            }
        }
        if !self.can_pay(seat, &d.cost) {
            return Err(Refusal::new("NX-5.4", format!("you cannot pay {} for {}", d.cost.text(), d.name)));
        }
        Ok(())
    }

    /// Checks activating `card`'s skill (NX-10.4): its speed, its lock cost (NX-7.6), its
    /// target and its energy cost.
    pub(crate) fn check_activate(&self, seat: Seat, card: CardId, target: Target) -> Result<(), Refusal> {
        if card.index() >= self.cards.len() || card.owner() != seat || !self.is_agent(card) {
            return Err(Refusal::new("NX-10.4", "activate a skill of one of your own cards on the planet"));
        }
        let Some(skill) = self.def(card).activated.filter(|_| self.has_skills(card)) else {
            return Err(Refusal::new("NX-10.4", format!("{} has no activated skill", self.name(card))));
        };
        self.check_speed(seat, skill.speed)?;
        if skill.lock && !self.can_lock(card) {
            return Err(Refusal::new(
                "NX-7.6",
                "the lock cost needs an unlocked agent that did not arrive this turn",
            ));
        }
        let legal = skill.effect.target.is_some_and(|spec| self.valid_target(seat, spec, Some(card), target));
        if !legal {
            return Err(Refusal::new("NX-6.2.2", format!("that is not a legal target for {}'s skill", self.name(card))));
        }
        if !self.can_pay(seat, &skill.cost) {
            return Err(Refusal::new("NX-5.4", format!("you cannot pay {}", skill.cost.text())));
        }
        Ok(())
    }

    pub fn play(&mut self, seat: Seat, card: CardId, target: Option<Target>, biome: Option<u8>) {
        self.book.reveal();
        let cost = self.def(card).cost;
        self.start_payment(seat, cost, Paying::Card { card, target, biome });
    }

    pub(crate) fn activate(&mut self, seat: Seat, card: CardId, target: Target) {
        let Some(skill) = self.def(card).activated else { return };
        if skill.lock {
            self.cards[card.index()].locked = true;
        }
        self.start_payment(seat, skill.cost, Paying::Skill { source: card, target });
    }

    /// The action is paid: it goes on top of the queue and the floor passes (NX-6.4.2).
    pub(crate) fn take_paid(&mut self, seat: Seat, paying: Paying) {
        let (kind, speed, words) = match paying {
            Paying::Card { card, target, biome } => {
                self.move_card(card, Loc::Queue);
                let d = self.def(card);
                let w = format!("{} plays {}{}", seat_name(seat), d.name, self.target_words(target, biome));
                (ItemKind::Card { card, target, biome }, Some(d.speed), w)
            }
            Paying::Skill { source, target } => {
                let w = format!(
                    "{} activates {}{}",
                    seat_name(seat),
                    self.name(source),
                    self.target_words(Some(target), None)
                );
                let speed = self.def(source).activated.map_or(2, |a| a.speed);
                (ItemKind::Skill { source, target: Some(target), activated: true }, Some(speed), w)
            }
        };
        self.log(words);
        self.push_item(seat, kind, speed);
        self.floor = Self::other(seat);
    }

    pub(crate) fn push_item(&mut self, seat: Seat, kind: ItemKind, speed: Option<u8>) {
        let id = self.next_item;
        self.next_item += 1;
        self.queue.push(super::super::state::Item { id, kind, controller: seat, speed, cancelled: false });
        self.passes = 0;
    }

    /// " on Kelpwarden", " on P2's Left sector", " into Center".
    pub(crate) fn target_words(&self, target: Option<Target>, biome: Option<u8>) -> String {
        let mut s = String::new();
        match target {
            Some(Target::Agent(a)) => s.push_str(&format!(" on {} ({})", self.name(a), seat_name(a.owner()))),
            Some(Target::Sector { seat, biome }) => s.push_str(&format!(
                " on {}'s {} sector",
                seat_name(seat as usize),
                super::super::cards::SLOT_NAMES[biome.min(2) as usize]
            )),
            Some(Target::Item(id)) => {
                let what = self.item_index(id).map(|i| self.item_name(i)).unwrap_or_else(|| "an entry".into());
                s.push_str(&format!(" on {what} in the queue"));
            }
            None => {}
        }
        if let Some(b) = biome {
            s.push_str(&format!(" into {}", super::super::cards::SLOT_NAMES[b.min(2) as usize]));
        }
        s
    }

    /// The name of a queue entry in words.
    pub(crate) fn item_name(&self, i: usize) -> String {
        let it = &self.queue[i];
        match &it.kind {
            ItemKind::Card { card, .. } => format!("{}'s {}", seat_name(it.controller), self.name(*card)),
            ItemKind::Skill { source, .. } => format!("{}'s {} skill", seat_name(it.controller), self.name(*source)),
            ItemKind::Advance { .. } => format!("{}'s advance", seat_name(it.controller)),
            ItemKind::Attack { .. } => format!("{}'s attack", seat_name(it.controller)),
            ItemKind::Defend { .. } => format!("{}'s defense", seat_name(it.controller)),
        }
    }
}
