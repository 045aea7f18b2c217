//! Which objects glow: those with a legal action, and the targets of the selection.

use std::collections::HashSet;

use super::card::Marks;
use super::clicks::{subject, target, Obj};
use crate::engine::Seat;
use crate::games::aeons_end::Action;

#[derive(Clone, Default, PartialEq)]
pub struct Lit {
    pub actionable: HashSet<Obj>,
    pub targets: HashSet<Obj>,
    pub selected: Option<Obj>,
    /// What the other side's last moves acted on (marked until the viewer acts).
    pub last: HashSet<Obj>,
}

impl Lit {
    pub fn new(legal: &[Action], active: Seat, decider: Seat, selected: Option<Obj>) -> Self {
        let mut l = Lit { selected, ..Default::default() };
        for a in legal {
            let s = subject(a, active, decider);
            l.actionable.extend(s);
            if s.is_some() && s == selected {
                l.targets.extend(target(a));
            }
        }
        l
    }

    /// Marks what these moves of the other side acted on, and the nemesis cards that
    /// acted in its latest turn.
    pub fn with_last(mut self, moves: &[Action], active: Seat, nemesis: &[crate::games::aeons_end::NemId]) -> Self {
        for a in moves {
            self.last.extend(subject(a, active, active));
            self.last.extend(target(a));
        }
        self.last.extend(nemesis.iter().map(|&id| Obj::Nem(id)));
        self
    }

    pub fn marks(&self, o: Obj) -> Marks {
        Marks {
            lit: self.actionable.contains(&o),
            target: self.targets.contains(&o),
            selected: self.selected == Some(o),
            their_last: self.last.contains(&o),
        }
    }
}
