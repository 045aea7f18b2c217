//! Effects as short programs (AL-14.1, AL-14.2). Targets are chosen during resolution,
//! just before the step that uses them (AL-8.3); a part with no legal choice does
//! nothing. Tough X makes an opponent pay X more to choose that target (AL-12.5).

use crate::log_line;
use super::super::action::{Action, ObjectId, Side};
use super::super::cards::{def_of, Effect};
use super::super::state::{Altered, Pending, Resolving};
use super::moves::Dest;
use crate::engine::RuleError;

impl Altered {
    /// Carries out an effect; sets `pending` when a choice is needed.
    pub fn run(&mut self, res: Resolving) {
        use Effect::*;
        let c = res.controller;
        match res.effect {
            SproutInMyExpedition => {
                if let Some(side) = res.source_side {
                    self.create_token(c, side);
                }
            }
            SproutInCompanion => {
                self.create_token(c, Side::Companion);
            }
            SproutInEach => {
                // One step, two atomic actions: both tokens get timestamps at once (AL-2.8).
                let before = self.next_ts;
                self.create_token(c, Side::Hero);
                self.create_token(c, Side::Companion);
                self.timestamps_at_once(before);
            }
            SproutForOpponent => {
                // AL-1.2: the creator owns the token; its new controller gets it.
                let id = self.create_token(1 - c, Side::Companion);
                if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == id) {
                    o.owner = c;
                }
            }
            LandmarksFromReserve => {
                let before = self.next_ts;
                let cards: Vec<ObjectId> = self.players[c]
                    .reserve
                    .iter()
                    .filter(|o| o.def().kind == super::super::cards::CardType::Landmark)
                    .map(|o| o.id)
                    .collect();
                for id in cards {
                    self.landmark_from_reserve(c, id);
                }
                self.timestamps_at_once(before);
            }
            SelfBoost(n) => {
                // AL-2.3 / EC-02: the source must still be the same object in play.
                if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == res.source) {
                    o.boosts += n as u32;
                    let name = o.def().name;
                    log_line!(self, "{name} gains {n} boost{}", if n == 1 { "" } else { "s" });
                }
            }
            BoostIt => {
                if let Some(o) = res.bound.and_then(|b| self.expeditions.iter_mut().find(|o| o.id == b)) {
                    o.boosts += 1;
                    self.log("The new token gains 1 boost");
                }
            }
            SelfAnchor => {
                if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == res.source) {
                    o.anchored = true;
                    let name = o.def().name;
                    log_line!(self, "{name} gains Anchored");
                }
            }
            SacrificeMe => {
                if self.in_expedition(res.source).is_some() {
                    self.sacrifice(res.source);
                }
            }
            Draw(n) => self.draw(c, n as usize),
            AfterYou => {
                // AL-5.3.5: the turn ends once Limbo has no Reactions left; not a pass.
                self.end_turn = true;
                log_line!(self, "P{}: After You", c + 1);
            }
            BoostJoiner => {
                if let Some(o) = res.bound.and_then(|b| self.expeditions.iter_mut().find(|o| o.id == b)) {
                    o.boosts += 1;
                    let name = o.def().name;
                    log_line!(self, "{name} gains 1 boost");
                }
            }
            MayResupply => {
                self.pending = Some(Pending::YesNo { res });
                return;
            }
            BoostOtherUpTo1
            | BoostUpTo1
            | BoostUpTo2
            | SwitchThenBoost
            | AnchorYours
            | AnchorUpTo1InMyExpedition
            | Asleep
            | SacrificeThenDraw2
            | SendToReserve => {
                let options = self.options_for(&res);
                if options.is_empty() {
                    log_line!(self, "{} finds nothing to choose", def_of(res.source_def).name);
                    self.apply_chosen(res);
                } else {
                    let (max, optional) = Self::shape(res.effect);
                    self.pending = Some(Pending::Choose { res, options, max, optional });
                }
                return;
            }
        }
        self.complete(res);
    }

    /// How many can be chosen, and whether choosing fewer (even none) is allowed.
    fn shape(e: Effect) -> (u8, bool) {
        match e {
            Effect::BoostUpTo2 => (2, true),
            Effect::BoostOtherUpTo1 | Effect::BoostUpTo1 | Effect::AnchorUpTo1InMyExpedition => (1, true),
            _ => (1, false),
        }
    }

    /// Tough to pay for choosing `target` in this effect (AL-12.5): only an opponent
    /// pays, once per effect, and only for targets (a sacrifice is chosen, not targeted).
    pub fn tough_cost(&self, res: &Resolving, target: ObjectId) -> usize {
        if res.effect == Effect::SacrificeThenDraw2 || res.paid_tough.contains(&target) {
            return 0;
        }
        match self.find(target) {
            Some(o) if o.controller != res.controller => o.def().keywords.tough as usize,
            _ => 0,
        }
    }

    /// The objects that may be chosen now (AL-8.3: not twice in one step; AL-12.5: only
    /// Tough targets the controller can pay for).
    pub(crate) fn options_for(&self, res: &Resolving) -> Vec<ObjectId> {
        let c = res.controller;
        let mut v: Vec<ObjectId> = self
            .expeditions
            .iter()
            .filter(|o| o.is_character() && !res.chosen.contains(&o.id))
            .filter(|o| match res.effect {
                Effect::BoostOtherUpTo1 => o.controller == c && o.id != res.source,
                Effect::AnchorUpTo1InMyExpedition => {
                    res.source_side.is_some_and(|side| Altered::present_in(o, c, side))
                }
                Effect::Asleep | Effect::SendToReserve => true,
                _ => o.controller == c,
            })
            .map(|o| o.id)
            .collect();
        let mana = self.ready_mana(c);
        v.retain(|&id| self.tough_cost(res, id) <= mana);
        v
    }

    pub(crate) fn pending_actions(&self, p: &Pending, v: &mut Vec<Action>) {
        match p {
            Pending::Choose { options, optional, res, .. } => {
                v.extend(options.iter().map(|&obj| Action::Choose { obj }));
                if *optional || !res.chosen.is_empty() {
                    v.push(Action::Done);
                }
            }
            Pending::YesNo { .. } => v.extend([Action::Yes, Action::No]),
        }
    }

    pub(crate) fn pending_refusal(&self, p: &Pending, action: &Action) -> RuleError {
        let name = def_of(p.res().source_def).name;
        match (p, action) {
            (Pending::Choose { res, .. }, Action::Choose { obj }) => {
                let Some(o) = self.find(*obj) else {
                    return RuleError::new("AL-8.3", format!("that is not a Character in play {name} can choose"));
                };
                if res.chosen.contains(obj) {
                    return RuleError::new("AL-8.3", "the same object cannot be chosen twice in one step");
                }
                let tough = o.def().keywords.tough as usize;
                if tough > 0 && o.controller != res.controller && self.ready_mana(res.controller) < tough {
                    return RuleError::new(
                        "AL-12.5",
                        format!(
                            "{} has Tough {tough}: choosing it costs {tough} more mana than you have ready",
                            o.def().name
                        ),
                    );
                }
                RuleError::new("AL-8.3", format!("{} is not a legal choice for {name}", o.def().name))
            }
            (Pending::Choose { .. }, Action::Done) => {
                RuleError::new("AL-14.2", format!("{name} is not optional: choose one of the highlighted Characters"))
            }
            (Pending::YesNo { .. }, _) => RuleError::new("AL-14.2", format!("{name}: answer yes or no first")),
            _ => RuleError::new("AL-8.3", format!("finish choosing for {name} first")),
        }
    }

    /// A Choose action: pays Tough, records the choice, and goes on.
    pub fn choose(&mut self, obj: ObjectId) {
        let Some(Pending::Choose { mut res, max, optional, .. }) = self.pending.take() else { return };
        let tough = self.tough_cost(&res, obj);
        if tough > 0 {
            self.pay(res.controller, tough);
            res.paid_tough.push(obj);
            log_line!(self, "P{} pays {tough} for Tough", res.controller + 1);
        }
        res.chosen.push(obj);
        log_line!(self, "P{} chooses {}", res.controller + 1, self.name_of(obj));
        if res.chosen.len() < max as usize {
            let options = self.options_for(&res);
            if !options.is_empty() {
                self.pending = Some(Pending::Choose { res, options, max, optional });
                return;
            }
        }
        self.apply_chosen(res);
    }

    /// Done: stop choosing ("up to").
    pub(crate) fn done_choosing(&mut self) {
        if let Some(Pending::Choose { res, .. }) = self.pending.take() {
            self.apply_chosen(res);
        }
    }

    /// A "you may" answer (TO-06 Resupply).
    pub fn answer(&mut self, yes: bool) {
        if let Some(Pending::YesNo { res }) = self.pending.take() {
            if yes {
                self.resupply(res.controller);
            }
            self.complete(res);
        }
    }

    /// The step that uses the choices (one atomic action per chosen object, AL-14.1).
    fn apply_chosen(&mut self, res: Resolving) {
        let chosen = res.chosen.clone();
        match res.effect {
            Effect::BoostOtherUpTo1 | Effect::BoostUpTo1 | Effect::BoostUpTo2 => {
                for id in &chosen {
                    if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == *id) {
                        o.boosts += 1;
                    }
                }
            }
            Effect::SwitchThenBoost => {
                // AL-2.9: not a zone change; same object, statuses and counters kept.
                if let Some(o) = chosen.first().and_then(|id| self.expeditions.iter_mut().find(|o| o.id == *id)) {
                    o.side = o.side.map(Side::other);
                    let (id, seat, to) = (o.id, o.controller, o.side);
                    let (name, side) = (o.def().name, o.side.map(Side::name).unwrap_or(""));
                    log_line!(self, "{name} switches to the {side}");
                    // It joins the other expedition (not the zone): "joins my Expedition"
                    // Reactions there trigger, on-arrival ones do not (AL-2.9).
                    if let Some(to) = to {
                        self.joined(id, seat, to);
                    }
                    if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == id) {
                        o.boosts += 1;
                        log_line!(self, "{name} gains 1 boost");
                    }
                }
            }
            Effect::AnchorYours | Effect::AnchorUpTo1InMyExpedition => {
                for id in &chosen {
                    if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == *id) {
                        o.anchored = true;
                    }
                }
            }
            Effect::Asleep => {
                for id in &chosen {
                    if let Some(o) = self.expeditions.iter_mut().find(|o| o.id == *id) {
                        o.asleep = true;
                    }
                }
            }
            Effect::SendToReserve => {
                for id in &chosen {
                    self.leave_expedition(*id, Dest::Reserve);
                }
            }
            Effect::SacrificeThenDraw2 => {
                // "Do A; if you did, B" (AL-14.2).
                let did = chosen.first().is_some_and(|&id| self.sacrifice(id));
                if did {
                    self.draw(res.controller, 2);
                }
            }
            _ => {}
        }
        self.complete(res);
    }

    /// After the effect: a spell leaves Limbo (AL-8.4, AL-9.2) and counts as played.
    fn complete(&mut self, res: Resolving) {
        if let Some(spell) = res.spell {
            self.finish_spell(spell);
        }
    }
}
