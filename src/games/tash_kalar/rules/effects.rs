//! Resolving effects step by step (TK-5.8, TK-6.1 .. TK-6.13): automatic steps run at
//! once; every choice (which piece, which square, which direction, stop or go on) is a
//! decision with its own legal actions.

use crate::log_line;
use crate::engine::{RuleError};
use crate::games::tash_kalar::action::Action;
use crate::games::tash_kalar::board::{all_squares, ray, Dir, Square};
use crate::games::tash_kalar::cards::{Area, CardKind, Cond, DirOp, Op, Ranks, Step, Who};
use crate::games::tash_kalar::state::{Pending, Piece, Rank, Resolution, TashKalar};

/// The step at index `i` of what is resolving (a flare runs top then bottom: TK-8.3).
pub(crate) fn step_at(res: &Resolution, i: u8) -> Option<Step> {
    let i = i as usize;
    match res.flare {
        None => res.card.def().effect.get(i).copied(),
        Some(f) => {
            let def = res.card.flare();
            let top: &[Step] = if f.top { def.top_effect } else { &[] };
            let bottom: &[Step] = if f.bottom { def.bottom_effect } else { &[] };
            top.iter().chain(bottom.iter()).nth(i).copied()
        }
    }
}

impl TashKalar {
    fn res(&self) -> Option<&Resolution> {
        match &self.pending {
            Pending::Effect(r) => Some(r),
            _ => None,
        }
    }

    fn res_mut(&mut self) -> &mut Resolution {
        match &mut self.pending {
            Pending::Effect(r) => r,
            _ => unreachable!("effect steps run only while an effect resolves"),
        }
    }

    fn advance(&mut self) {
        let r = self.res_mut();
        r.step += 1;
        r.prev_did = r.did;
        r.did = false;
        r.count = 0;
        r.mover = None;
        r.mover_moves = 0;
    }

    /// Whether a piece on `s` is in the area, as the board stands now (TK-6.13).
    pub(crate) fn in_area(&self, res: &Resolution, area: Area, s: Square) -> bool {
        let near = |f: &dyn Fn(Square) -> bool| res.being.is_some_and(f);
        match area {
            Area::Touching => near(&|b| b.touches(s)),
            Area::EdgeAdj => near(&|b| b.edge_adjacent(s)),
            Area::CornerAdj => near(&|b| b.corner_adjacent(s)),
            Area::Within(n) => near(&|b| b != s && b.distance(s) <= n),
            Area::Anywhere => true,
            Area::Marked => res.marked.contains(s),
            Area::TouchingLast => res.last.is_some_and(|l| l.touches(s)),
            Area::Noted => res.noted.contains(s),
            Area::TouchingOwn => self.pieces_of(self.me()).any(|(o, _)| o.touches(s)),
            Area::Being => res.being == Some(s),
        }
    }

    fn who_ok(&self, res: &Resolution, who: Who, p: Piece) -> bool {
        match who {
            Who::Own => p.colour == self.me(),
            Who::Enemy => p.colour != self.me(),
            Who::Any => true,
            Who::Compared => res.flare.is_some_and(|f| f.compared == p.colour),
        }
    }

    fn op_ok(&self, op: Op, p: Piece) -> bool {
        match op {
            Op::Destroy => true,
            Op::Upgrade => self.can_upgrade(p),
            Op::Downgrade => self.can_downgrade(p),
            Op::Convert => self.can_convert(p),
            Op::ConvertUpgrade => self.can_convert(p) && p.rank == Rank::Common,
            Op::DowngradeOrDestroy => p.rank != Rank::Legendary,
        }
    }

    /// Pieces matching a filter, in square order.
    fn matching(&self, res: &Resolution, who: Who, ranks: Ranks, area: Area, not_being: bool) -> Vec<(Square, Piece)> {
        all_squares()
            .filter_map(|s| self.at(s).map(|p| (s, p)))
            .filter(|&(s, p)| {
                ranks.has(p.rank)
                    && self.who_ok(res, who, p)
                    && self.in_area(res, area, s)
                    && !(not_being && res.being == Some(s))
            })
            .collect()
    }

    /// Runs automatic steps until a decision is needed or the effect is over.
    pub(crate) fn run_effect(&mut self) {
        while let Some(res) = self.res().cloned() {
            let Some(step) = step_at(&res, res.step) else {
                self.finish_effect();
                return;
            };
            if !self.effect_choices(&res, step).is_empty() {
                return;
            }
            self.auto_step(&res, step);
        }
    }

    /// A step with nothing to decide: do it (or what can be done of it) and move on.
    fn auto_step(&mut self, res: &Resolution, step: Step) {
        match step {
            Step::Gain => {
                self.actions_left += 1;
                self.res_mut().did = true;
                log_line!(self, "+1 action this turn.");
            }
            Step::DrawBeing => {
                self.log.extra_beings += 1;
                log_line!(self, "One extra card will be drawn from the own deck at the refill.");
            }
            Step::DrawLegend => {
                self.log.extra_legends += 1;
                log_line!(self, "One extra legend will be drawn at the refill.");
            }
            Step::DestroyAll { who, ranks, area } => {
                for (s, _) in self.matching(res, who, ranks, area, true) {
                    self.destroy(s);
                    self.res_mut().did = true;
                }
            }
            Step::When(cond) => {
                let ok = match cond {
                    Cond::DidLast => res.prev_did,
                    Cond::LandedEmpty => res.prev_did && res.landed_empty,
                };
                let did = res.prev_did;
                let r = self.res_mut();
                r.step += if ok { 1 } else { 2 };
                r.did = did;
                r.prev_did = did;
                return;
            }
            Step::DestroyBeing => {
                if let Some(b) = res.being {
                    self.destroy(b);
                    self.res_mut().being = None;
                }
            }
            Step::NoteTouching => {
                let me = self.me();
                let noted: Vec<Square> = self
                    .pieces_of(me)
                    .filter(|&(s, _)| res.being.is_some_and(|b| b.touches(s)))
                    .map(|(s, _)| s)
                    .collect();
                let r = self.res_mut();
                for s in noted {
                    r.noted.insert(s);
                }
            }
            Step::MoveOthers { .. } if res.mover.is_some() => {
                let r = self.res_mut();
                r.mover = None;
                r.count += 1;
                return;
            }
            _ => {}
        }
        self.advance();
    }

    /// The legal decisions at this step; empty when the step runs by itself.
    pub(crate) fn effect_choices(&self, res: &Resolution, step: Step) -> Vec<Action> {
        let mut out = Vec::new();
        match step {
            Step::Direction { all8, op: _ } if res.being.is_some() => {
                let dirs: &[Dir] = if all8 { &Dir::ALL } else { &Dir::EDGE };
                out.extend(dirs.iter().map(|&dir| Action::ChooseDirection { dir }));
            }
            Step::Pick { who, ranks, area, op, max, optional, not_being } if res.count < max => {
                out.extend(
                    self.matching(res, who, ranks, area, not_being)
                        .into_iter()
                        .filter(|&(_, p)| self.op_ok(op, p))
                        .map(|(square, _)| Action::ChoosePiece { square }),
                );
                if !out.is_empty() && (optional || res.count > 0) {
                    out.push(Action::Skip);
                }
            }
            Step::Put { rank: _, area, max, optional }
                if res.count < max && self.sides[self.me() as usize].supply_nonleg > 0 =>
            {
                out.extend(self.put_squares(res, area).into_iter().map(|square| Action::ChooseSquare { square }));
                if !out.is_empty() && (optional || res.count > 0) {
                    out.push(Action::Skip);
                }
            }
            Step::MoveBeing { kind, reach, dest, moves, .. } => {
                if let (Some(b), true) = (res.being, res.count < moves) {
                    out.extend(
                        self.destinations(res, b, kind, reach, dest)
                            .into_iter()
                            .map(|square| Action::ChooseSquare { square }),
                    );
                    if !out.is_empty() {
                        out.push(Action::Skip);
                    }
                }
            }
            Step::MoveOthers { .. } => self.mover_choices(res, step, &mut out),
            _ => {}
        }
        if !out.is_empty() && self.teams && !self.control_passed {
            out.push(Action::PassControl);
        }
        out
    }

    /// Choices of a "move other pieces" step: first the mover, then its destination.
    fn mover_choices(&self, res: &Resolution, step: Step, out: &mut Vec<Action>) {
        let Step::MoveOthers { who, ranks, area, not_being, kind, reach, dest, moves_each, pieces } = step else {
            return;
        };
        match res.mover {
            Some(m) => {
                if res.mover_moves < moves_each {
                    out.extend(
                        self.destinations(res, m, kind, reach, dest)
                            .into_iter()
                            .map(|square| Action::ChooseSquare { square }),
                    );
                }
                if !out.is_empty() && res.mover_moves > 0 {
                    out.push(Action::Skip);
                }
            }
            None if res.count < pieces => {
                out.extend(
                    self.matching(res, who, ranks, area, not_being)
                        .into_iter()
                        .filter(|&(s, _)| {
                            !res.moved.contains(s) && !self.destinations(res, s, kind, reach, dest).is_empty()
                        })
                        .map(|(square, _)| Action::ChoosePiece { square }),
                );
                if !out.is_empty() {
                    out.push(Action::Skip);
                }
            }
            None => {}
        }
    }

    /// Applies one decision of the resolving effect.
    pub(crate) fn effect_decide(&mut self, a: Action) -> Result<(), RuleError> {
        let res = self.res().cloned().ok_or_else(|| RuleError::new("TK-6.1", "no effect is resolving"))?;
        let step = step_at(&res, res.step).ok_or_else(|| RuleError::new("TK-6.1", "no effect is resolving"))?;
        if !self.effect_choices(&res, step).contains(&a) {
            return Err(self.effect_refusal(&res, step, a));
        }
        match (step, a) {
            (_, Action::PassControl) => return self.pass_control(),
            (Step::Direction { op, .. }, Action::ChooseDirection { dir }) => self.direction(&res, op, dir),
            (Step::Pick { op, .. }, Action::ChoosePiece { square }) => self.pick(op, square),
            (Step::Put { rank, .. }, Action::ChooseSquare { square }) => {
                self.put_from_supply(square, self.me(), rank);
                log_line!(self, 
                    "A {} {} piece is put on {}.",
                    self.colour_name(self.me()),
                    rank.word(),
                    square.label()
                );
                let r = self.res_mut();
                r.count += 1;
                r.did = true;
            }
            (Step::MoveBeing { stop_on_capture, moves, .. }, Action::ChooseSquare { square }) => {
                let from = res.being.expect("listed only with the being on the board");
                let captured = self.move_piece(from, square);
                let r = self.res_mut();
                r.being = Some(square);
                r.landed_empty = !captured;
                r.did = true;
                r.count = if stop_on_capture && captured { moves } else { r.count + 1 };
            }
            (Step::MoveOthers { .. }, Action::ChoosePiece { square }) => {
                let r = self.res_mut();
                r.mover = Some(square);
                r.mover_moves = 0;
            }
            (Step::MoveOthers { .. }, Action::ChooseSquare { square }) => self.move_other(&res, square),
            (Step::MoveOthers { .. }, Action::Skip) if res.mover.is_some() => {
                let r = self.res_mut();
                r.mover = None;
                r.count += 1;
            }
            (_, Action::Skip) => {
                log_line!(self, "Declined.");
                self.advance();
            }
            _ => return Err(self.effect_refusal(&res, step, a)),
        }
        self.run_effect();
        Ok(())
    }

    fn move_other(&mut self, res: &Resolution, to: Square) {
        let from = res.mover.expect("a mover was chosen");
        self.move_piece(from, to);
        let r = self.res_mut();
        if r.being == Some(to) {
            r.being = None;
        }
        r.noted.remove(from);
        r.noted.remove(to);
        r.moved.remove(from);
        r.moved.insert(to);
        r.mover = Some(to);
        r.mover_moves += 1;
        r.did = true;
    }

    fn pick(&mut self, op: Op, s: Square) {
        let p = self.at(s).expect("listed pieces exist");
        match op {
            Op::Destroy => self.destroy(s),
            Op::Upgrade => self.upgrade(s),
            Op::Downgrade => self.downgrade(s),
            Op::Convert => self.convert(s),
            Op::ConvertUpgrade => {
                self.convert(s);
                self.upgrade(s);
            }
            Op::DowngradeOrDestroy if p.rank == Rank::Heroic => self.downgrade(s),
            Op::DowngradeOrDestroy => self.destroy(s),
        }
        let r = self.res_mut();
        if op == Op::Destroy && r.being == Some(s) {
            r.being = None;
        }
        r.count += 1;
        r.did = true;
        r.last = Some(s);
    }

    fn direction(&mut self, res: &Resolution, op: DirOp, dir: Dir) {
        let b = res.being.expect("directions are listed only with the being on the board");
        log_line!(self, "Direction chosen: {}.", dir.name());
        match op {
            DirOp::LineDestroy { ranks } => {
                for s in ray(b, dir, 3) {
                    if self.at(s).is_some_and(|p| ranks.has(p.rank)) {
                        self.destroy(s);
                    }
                }
            }
            DirOp::FirstOccupied => {
                if let Some(s) = ray(b, dir, 9).into_iter().find(|&s| self.at(s).is_some()) {
                    if self.at(s).is_some_and(|p| p.colour != self.me() && p.rank != Rank::Legendary) {
                        self.destroy(s);
                    }
                }
            }
            DirOp::Advance => self.res_mut().dir = Some(dir),
        }
        self.res_mut().did = true;
        self.advance();
    }

    /// TK-5.7 / TK-8.3: the card goes to its discard pile and play goes on.
    fn finish_effect(&mut self) {
        let Pending::Effect(res) = std::mem::replace(&mut self.pending, Pending::Actions) else { return };
        match res.card.kind() {
            CardKind::Being => self.seats[self.active].discard.push(res.card),
            CardKind::Legend => self.legend_discard.push(res.card),
            CardKind::Flare => self.flare_discard.push(res.card),
        }
        log_line!(self, "{} is resolved and discarded.", res.card.name());
        if res.score_colour {
            self.pending = Pending::LegendColour;
        }
    }

    pub(crate) fn effect_refusal(&self, res: &Resolution, step: Step, a: Action) -> RuleError {
        let what = match step {
            Step::Direction { .. } => "choose one of the listed directions",
            Step::Pick { .. } => "choose one of the listed pieces (or skip where the card says optional or up to)",
            Step::Put { .. } => "choose one of the listed empty squares",
            Step::MoveBeing { .. } => "move the summoned piece to one of the listed squares, or stop",
            _ => "choose one of the listed pieces or squares, or stop",
        };
        let rule = match (step, a) {
            (_, Action::Flare { .. }) => "TK-3.6",
            (_, Action::Place { .. } | Action::Summon { .. } | Action::Discard { .. } | Action::EndTurn) => "TK-6.1",
            (Step::MoveBeing { .. } | Step::MoveOthers { .. }, _) => "TK-6.2",
            (Step::Pick { op: Op::Upgrade, .. }, _) => "TK-6.7",
            (Step::Pick { op: Op::Downgrade, .. }, _) => "TK-6.8",
            (Step::Pick { op: Op::Convert | Op::ConvertUpgrade, .. }, _) => "TK-6.10",
            (Step::Put { .. }, _) => "TK-6.11",
            _ => "TK-6.13",
        };
        let name = res.card.name();
        RuleError::new(rule, format!("{name} is resolving and nothing else can happen until it is over: {what}"))
    }
}
