//! Triggered rules: a nemesis mat's own rules (AE-14.4) and prepped spells' "While
//! prepped: when ..." texts (AE-1.8), queued to resolve next when their moment comes.

use super::super::content::{On, Prepped};
use super::super::state::{AeonsEnd, Ctx, Src};
use crate::engine::{Event, Seat};

impl AeonsEnd {
    /// The moment `on` has come for `you` (the mage it concerns, or the active one):
    /// the mat's rules for it and `you`'s prepped spells waiting for it resolve next,
    /// the mat's first.
    pub(crate) fn fire(&mut self, on: On, you: Seat, ev: &mut Vec<Event>) {
        let _ = ev;
        let mut spells = Vec::new();
        if let Some(m) = self.mages.get(you) {
            for b in m.prepped() {
                let Some(c) = m.breaches[b].spell else { continue };
                for p in &self.kind(c).while_prepped {
                    if let Prepped::When(t) = p {
                        if t.on == on {
                            spells.push((c, &t.effects));
                        }
                    }
                }
            }
        }
        for (c, effects) in spells.into_iter().rev() {
            self.queue(effects, Ctx::new(you, Src::Card(c)));
        }
        let mat = self.nemesis.def;
        for r in mat.rules.iter().rev() {
            if r.on == on {
                self.queue(&r.effects, Ctx::new(you, Src::Mat));
            }
        }
    }
}
