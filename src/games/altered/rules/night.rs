//! Night (AL-5.5): Rest, Clean-up, Check Victory.

use crate::log_line;
use super::super::action::{Action, ObjectId, Side};
use super::super::cards::CardType;
use super::super::state::{Altered, KeepChoice, Step};
use super::moves::Dest;
use crate::engine::{RuleError, Seat};

impl Altered {
    /// AL-5.5.2 Rest: Characters go to Reserve, and Gears of an expedition that moved
    /// forward this day; Anchored or Asleep ones stay and lose those statuses, Eternal
    /// ones stay; Fleeting ones go to the Discard pile; tokens cease to exist.
    pub fn rest(&mut self) {
        let before = self.next_ts;
        let mut leaving = Vec::new();
        for o in self.expeditions.iter_mut() {
            if o.is_character() {
                if o.anchored || o.asleep {
                    o.anchored = false;
                    o.asleep = false;
                } else if !o.def().keywords.eternal {
                    leaving.push(o.id);
                }
            } else if o.def().kind == CardType::Gear {
                let side = o.side.unwrap_or(Side::Hero);
                if self.players[o.controller].moved_today[side.index()] {
                    leaving.push(o.id);
                }
            }
        }
        log_line!(self, "Night: Rest sends {} object(s) home", leaving.len());
        for id in leaving {
            self.leave_expedition(id, Dest::Reserve);
        }
        // One daily effect: everything that arrived got its timestamp at once (AL-2.8).
        self.timestamps_at_once(before);
        self.cleanup = [KeepChoice::default(), KeepChoice::default()];
        self.step = Step::CleanUp(self.first_player);
    }

    /// Whether a seat is over a limit and must choose (AL-5.5.3, AL-3.6).
    pub(crate) fn needs_cleanup(&self, seat: Seat) -> bool {
        let (r, l) = self.limits(seat);
        self.players[seat].reserve.len() > r || self.players[seat].landmarks.len() > l
    }

    /// Keep one more object; legal while that zone's kept count is under its limit.
    pub(crate) fn cleanup_actions(&self, seat: Seat, v: &mut Vec<Action>) {
        let (r, l) = self.limits(seat);
        let c = &self.cleanup[seat];
        let p = &self.players[seat];
        if p.reserve.len() > r && c.reserve.len() < r {
            v.extend(p.reserve.iter().filter(|o| !c.reserve.contains(&o.id)).map(|o| Action::Keep { obj: o.id }));
        }
        if p.landmarks.len() > l && c.landmarks.len() < l {
            v.extend(p.landmarks.iter().filter(|o| !c.landmarks.contains(&o.id)).map(|o| Action::Keep { obj: o.id }));
        }
    }

    pub(crate) fn cleanup_refusal(&self, seat: Seat, action: &Action) -> RuleError {
        let (r, l) = self.limits(seat);
        match action {
            Action::Keep { obj } => {
                let p = &self.players[seat];
                if p.reserve.iter().any(|o| o.id == *obj) {
                    RuleError::new("AL-5.5.3", format!("you already keep {r} Reserve card(s), your reserve limit"))
                } else if p.landmarks.iter().any(|o| o.id == *obj) {
                    RuleError::new("AL-5.5.3", format!("you already keep {l} landmark(s), your landmark limit"))
                } else {
                    RuleError::new("AL-5.5.3", "keep only objects from your own Reserve and Landmark zone")
                }
            }
            _ => RuleError::new(
                "AL-5.5.3",
                format!("Clean-up: P{} chooses which Reserve cards and landmarks to keep", seat + 1),
            ),
        }
    }

    /// Records one kept object; the choice is complete (and announced) at the limits.
    pub fn keep(&mut self, seat: Seat, obj: ObjectId) {
        let (r, l) = self.limits(seat);
        let in_reserve = self.players[seat].reserve.iter().any(|o| o.id == obj);
        let c = &mut self.cleanup[seat];
        if in_reserve {
            c.reserve.push(obj);
        } else {
            c.landmarks.push(obj);
        }
        let p = &self.players[seat];
        let reserve_done = p.reserve.len() <= r || c.reserve.len() == r;
        let landmarks_done = p.landmarks.len() <= l || c.landmarks.len() == l;
        if reserve_done && landmarks_done {
            c.done = true;
            log_line!(self, "P{} has chosen what to keep", seat + 1);
        }
    }

    /// AL-5.5.3 step 3: all unchosen Reserve objects are discarded and all unchosen
    /// landmarks sacrificed, at the same moment.
    pub(crate) fn cleanup_apply(&mut self) {
        let before = self.next_ts;
        let mut discards = Vec::new();
        let mut sacrifices = Vec::new();
        for seat in self.initiative() {
            let (r, l) = self.limits(seat);
            let p = &self.players[seat];
            let c = &self.cleanup[seat];
            if p.reserve.len() > r {
                discards.extend(p.reserve.iter().filter(|o| !c.reserve.contains(&o.id)).map(|o| (seat, o.id)));
            }
            if p.landmarks.len() > l {
                sacrifices.extend(p.landmarks.iter().filter(|o| !c.landmarks.contains(&o.id)).map(|o| o.id));
            }
        }
        for (seat, id) in discards {
            self.discard_from_reserve(seat, id);
        }
        for id in sacrifices {
            self.sacrifice(id);
        }
        self.timestamps_at_once(before);
        self.step = Step::CheckVictory;
    }
}
