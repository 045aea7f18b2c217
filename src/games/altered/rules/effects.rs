//! The one interpreter of Altered's abilities (AL-14.1, AL-14.2): the steps of a
//! Reaction, a spell or a quick action, one after another. Targets are chosen during
//! resolution, just before the step that uses them (AL-8.3), as one generic decision
//! (choose up to N, then Done); a step with no legal choice does nothing. "You may" is a
//! yes-or-no decision; "if ..." is checked just before its step. Tough X makes an
//! opponent pay X more to target that object (AL-12.5).

use crate::log_line;
use super::super::action::{Action, ObjectId};
use super::super::cards::ability::{Cond, Kind, Op, Select, Step, Who, Whose, Zone};
use super::super::cards::def_of;
use super::super::state::{Altered, Obj, Pending, Resolving};
use crate::engine::RuleError;

impl Altered {
    /// Carries out an ability from its current step; sets `pending` when a decision is
    /// needed, and finishes it (a spell leaves Limbo) after its last step.
    pub fn run(&mut self, mut res: Resolving) {
        while let Some(step) = res.current() {
            if let Some(c) = step.cond {
                if !self.holds(c, &res) {
                    res.step += 1;
                    res.did = false;
                    continue;
                }
            }
            if step.may && !res.agreed {
                self.pending = Some(Pending::YesNo { res });
                return;
            }
            res.agreed = false;
            if let Some(Who::Choose(_)) = &step.who {
                let options = self.options_for(&res);
                if !options.is_empty() {
                    let Some(Who::Choose(sel)) = &step.who else { unreachable!("matched above") };
                    let (max, optional) = (sel.count, sel.up_to);
                    self.pending = Some(Pending::Choose { res, options, max, optional });
                    return;
                }
                log_line!(self, "{} finds nothing to choose", def_of(res.source_def).name);
                self.do_step(&mut res, Vec::new());
                continue;
            }
            let objs = self.who_objects(step.who.as_ref(), &res);
            self.do_step(&mut res, objs);
        }
        if let Some(spell) = res.spell {
            self.finish_spell(spell);
        }
    }

    /// Whether a condition holds now (AL-14.2: checked just before its step).
    pub(crate) fn holds(&self, c: Cond, res: &Resolving) -> bool {
        match c {
            Cond::YouDid => res.did,
            other => self.holds_now(other, res.controller, res.source_side),
        }
    }

    /// A condition about the game now, for `seat` and its source's expedition.
    pub(crate) fn holds_now(&self, c: Cond, seat: usize, side: Option<super::super::action::Side>) -> bool {
        match c {
            Cond::YouDid => true,
            Cond::MyExpeditionBehind => {
                side.is_some_and(|side| self.distance(seat, side) < self.distance(1 - seat, side))
            }
            Cond::HandAtMost(n) => self.players[seat].hand.len() <= n as usize,
            Cond::ReserveAtLeast(n) => self.players[seat].reserve.len() >= n as usize,
        }
    }

    /// The objects a step names without a choice.
    fn who_objects(&self, who: Option<&Who>, res: &Resolving) -> Vec<ObjectId> {
        match who {
            None | Some(Who::Choose(_)) => Vec::new(),
            Some(Who::Me) => vec![res.source],
            Some(Who::It) => res.bound.into_iter().collect(),
            Some(Who::That) => res.that.clone(),
            Some(Who::All(g)) => self
                .expeditions
                .iter()
                .filter(|o| o.is_character() && self.whose_ok(o, g.whose, res.controller))
                .filter(|o| !g.other || o.id != res.source)
                .filter(|o| !g.in_my_expedition || res.source_side.is_some_and(|s| Altered::present_in(o, res.controller, s)))
                .map(|o| o.id)
                .collect(),
        }
    }

    fn whose_ok(&self, o: &Obj, whose: Whose, seat: usize) -> bool {
        match whose {
            Whose::Yours => o.controller == seat,
            Whose::Opponents => o.controller != seat,
            Whose::Any => true,
        }
    }

    /// The choosing step's selector.
    fn selector(res: &Resolving) -> Option<(&'static Step, &'static Select)> {
        let step = res.current()?;
        match &step.who {
            Some(Who::Choose(sel)) => Some((step, sel)),
            _ => None,
        }
    }

    /// Tough to pay for choosing `target` in this step (AL-12.5): only an opponent pays,
    /// once per effect, and only for targets (a sacrifice is chosen, not targeted).
    pub fn tough_cost(&self, res: &Resolving, target: ObjectId) -> usize {
        let sacrifice = res.current().is_some_and(|s| s.op == Op::Sacrifice);
        if sacrifice || res.paid_tough.contains(&target) {
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
        let Some((_, sel)) = Self::selector(res) else { return Vec::new() };
        let c = res.controller;
        let fits = |o: &Obj| {
            let kind = match sel.kind {
                Kind::Character => o.is_character(),
                Kind::Gear => o.def().kind == super::super::cards::CardType::Gear,
                Kind::Card => true,
            };
            kind && !res.chosen.contains(&o.id)
                && (!sel.other || o.id != res.source)
                && sel.max_cost.is_none_or(|m| o.def().hand_cost <= m)
        };
        let mut v: Vec<ObjectId> = match sel.zone {
            Zone::Expedition => self
                .expeditions
                .iter()
                .filter(|o| fits(o))
                .filter(|o| match sel.in_my_expedition {
                    true => res.source_side.is_some_and(|side| Altered::present_in(o, c, side)),
                    false => self.whose_ok(o, sel.whose, c),
                })
                .map(|o| o.id)
                .collect(),
            Zone::Reserve | Zone::Landmarks => (0..2)
                .filter(|&s| match sel.whose {
                    Whose::Yours => s == c,
                    Whose::Opponents => s != c,
                    Whose::Any => true,
                })
                .flat_map(|s| {
                    let p = &self.players[s];
                    if sel.zone == Zone::Reserve { p.reserve.iter() } else { p.landmarks.iter() }
                })
                .filter(|o| fits(o))
                .map(|o| o.id)
                .collect(),
        };
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
                let Some(o) = self.find(*obj).or_else(|| self.in_reserve(*obj)) else {
                    return RuleError::new("AL-8.3", format!("that is not something {name} can choose"));
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

    fn in_reserve(&self, id: ObjectId) -> Option<&Obj> {
        self.players.iter().find_map(|p| p.reserve.iter().find(|o| o.id == id))
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
        self.chosen_step(res);
    }

    /// Done: stop choosing ("up to").
    pub(crate) fn done_choosing(&mut self) {
        if let Some(Pending::Choose { res, .. }) = self.pending.take() {
            self.chosen_step(res);
        }
    }

    /// The choices are made: the step acts on them, and the ability goes on.
    fn chosen_step(&mut self, mut res: Resolving) {
        let chosen = std::mem::take(&mut res.chosen);
        self.do_step(&mut res, chosen);
        self.run(res);
    }

    /// A "you may" answer: yes carries the step out, no skips it.
    pub fn answer(&mut self, yes: bool) {
        if let Some(Pending::YesNo { mut res }) = self.pending.take() {
            if yes {
                res.agreed = true;
            } else {
                res.step += 1;
                res.did = false;
            }
            self.run(res);
        }
    }

    /// Carries out the current step on `objs` (one atomic action each, all at once,
    /// AL-14.1), then moves to the next step.
    fn do_step(&mut self, res: &mut Resolving, objs: Vec<ObjectId>) {
        let Some(step) = res.current() else { return };
        let did = self.apply_op(&step.op, res, &objs);
        res.that = objs;
        res.did = did;
        res.step += 1;
    }
}
