//! Which objects on the table are lit, worked out once per drawing from the legal list,
//! the selection and the other side's last moves, for every zone at once.

use super::interact::Interact;

/// A set of a table's objects. A table has at most a few hundred, so a list searched in
/// order is as quick as a hash set at that size, and it keeps the hashing of each
/// game's object type out of the page's wasm (each game's build has a size budget).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Set<O>(Vec<O>);

impl<O> Default for Set<O> {
    fn default() -> Self {
        Self(Vec::new())
    }
}

impl<O: PartialEq> Set<O> {
    pub fn contains(&self, o: &O) -> bool {
        self.0.contains(o)
    }

    /// Adds `o` unless it is there already.
    pub fn insert(&mut self, o: O) {
        if !self.0.contains(&o) {
            self.0.push(o);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, O> {
        self.0.iter()
    }
}

impl<O: PartialEq> Extend<O> for Set<O> {
    fn extend<I: IntoIterator<Item = O>>(&mut self, items: I) {
        for o in items {
            self.insert(o);
        }
    }
}

impl<O: PartialEq> FromIterator<O> for Set<O> {
    fn from_iter<I: IntoIterator<Item = O>>(items: I) -> Self {
        let mut set = Self::default();
        set.extend(items);
        set
    }
}

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
    /// The Hint's suggested move acts with it or on it (marked, every move still open).
    pub hinted: bool,
}

/// The lit objects of the whole table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Highlights<O: Eq> {
    pub actionable: Set<O>,
    pub targets: Set<O>,
    pub selected: Option<O>,
    pub last_from: Set<O>,
    pub last_to: Set<O>,
    pub arrived: Set<O>,
    pub hinted: Set<O>,
}

impl<O: Eq> Default for Highlights<O> {
    fn default() -> Self {
        Self {
            actionable: Set::default(),
            targets: Set::default(),
            selected: None,
            last_from: Set::default(),
            last_to: Set::default(),
            arrived: Set::default(),
            hinted: Set::default(),
        }
    }
}

impl<O: Copy + Eq> Highlights<O> {
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

    /// Marks the objects of the Hint's suggested move (`TableProps::hinted`): what it acts
    /// with and what it acts on. The legal list is untouched: every move stays open.
    pub fn mark_hint<G: Interact<Obj = O>>(&mut self, view: &G::View, hinted: Option<&G::Action>) {
        if let Some(a) = hinted {
            self.hinted.extend(G::subject(view, a));
            self.hinted.extend(G::target(view, a));
        }
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
            hinted: self.hinted.contains(&o),
        }
    }
}
