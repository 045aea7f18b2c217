//! Which objects on the table are lit, worked out once per drawing from the legal list,
//! the selection and the other side's last moves, for every zone at once.

use std::collections::HashSet;

use super::interact::Interact;

/// How one object is lit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lit {
    /// It has legal actions now (it is the subject of one).
    pub actionable: bool,
    /// It is the object whose menu is open.
    pub selected: bool,
    /// It pairs with the selected object in a legal action: clicking it takes that action.
    pub target: bool,
    /// The other side's last moves acted with it (the challenger, the card played).
    pub last_from: bool,
    /// The other side's last moves acted on it (the challenged card, a chosen target).
    pub last_to: bool,
    /// It has just come into its zone (drawn, played): it moves in when it appears.
    pub arrived: bool,
}

/// The lit objects of the whole table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Highlights<O: Eq + std::hash::Hash> {
    pub actionable: HashSet<O>,
    pub targets: HashSet<O>,
    pub selected: Option<O>,
    pub last_from: HashSet<O>,
    pub last_to: HashSet<O>,
    pub arrived: HashSet<O>,
}

impl<O: Eq + std::hash::Hash> Default for Highlights<O> {
    fn default() -> Self {
        Self {
            actionable: HashSet::new(),
            targets: HashSet::new(),
            selected: None,
            last_from: HashSet::new(),
            last_to: HashSet::new(),
            arrived: HashSet::new(),
        }
    }
}

impl<O: Copy + Eq + std::hash::Hash> Highlights<O> {
    /// From the viewer's legal actions, the selected object and the other side's moves
    /// since the viewer last decided (`TableProps::last`).
    pub fn new<G: Interact<Obj = O>>(
        view: &G::View,
        legal: &[G::Action],
        selected: Option<O>,
        last: &[G::Action],
    ) -> Self {
        let mut h = Self { selected, ..Self::default() };
        for a in last {
            h.last_from.extend(G::subject(view, a));
            h.last_to.extend(G::target(view, a));
        }
        for a in legal {
            let (s, t) = (G::subject(view, a), G::target(view, a));
            h.actionable.extend(s);
            if selected.is_some() && s == selected {
                h.targets.extend(t);
            } else if selected.is_some() && t == selected {
                h.targets.extend(s);
            }
        }
        h
    }

    /// How `o` is lit.
    pub fn lit(&self, o: O) -> Lit {
        Lit {
            actionable: self.actionable.contains(&o),
            selected: self.selected == Some(o),
            target: self.targets.contains(&o),
            last_from: self.last_from.contains(&o),
            last_to: self.last_to.contains(&o),
            arrived: self.arrived.contains(&o),
        }
    }
}
