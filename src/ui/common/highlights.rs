//! Which objects on the table are lit, worked out once per drawing from the legal list,
//! the selection and the other side's last moves, for every zone at once.

use super::interact::Interact;

/// A set of the few objects a table lights (some dozens at most), kept as a list: as
/// quick as a hash set at that size, and far less code in each game's wasm than a hash
/// set of its own object type (hashing and resizing, monomorphised per type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Objs<O>(Vec<O>);

impl<O> Default for Objs<O> {
    fn default() -> Self {
        Self(Vec::new())
    }
}

impl<O: PartialEq> Objs<O> {
    pub fn contains(&self, o: &O) -> bool {
        self.0.contains(o)
    }
    /// Adds `o` unless it is there; whether it was added.
    pub fn insert(&mut self, o: O) -> bool {
        let new = !self.contains(&o);
        if new {
            self.0.push(o);
        }
        new
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn iter(&self) -> std::slice::Iter<'_, O> {
        self.0.iter()
    }
}

impl<O: PartialEq> Extend<O> for Objs<O> {
    fn extend<I: IntoIterator<Item = O>>(&mut self, items: I) {
        for o in items {
            self.insert(o);
        }
    }
}

impl<O: PartialEq> FromIterator<O> for Objs<O> {
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
}

/// The lit objects of the whole table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Highlights<O: Eq + std::hash::Hash> {
    pub actionable: Objs<O>,
    pub targets: Objs<O>,
    pub selected: Option<O>,
    pub last_from: Objs<O>,
    pub last_to: Objs<O>,
    pub arrived: Objs<O>,
}

impl<O: Eq + std::hash::Hash> Default for Highlights<O> {
    fn default() -> Self {
        Self {
            actionable: Objs::default(),
            targets: Objs::default(),
            selected: None,
            last_from: Objs::default(),
            last_to: Objs::default(),
            arrived: Objs::default(),
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
