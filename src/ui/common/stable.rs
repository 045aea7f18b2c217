//! Callbacks that keep their identity from render to render. Yew compares a
//! component's props to decide whether to draw it again, and a `Callback` made anew in
//! every render never compares equal: every card or square given one would be redrawn
//! on every click. A table makes its handlers with [`use_stable_callback`] instead, so a
//! click redraws only what changed.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

/// The closure of the latest render, shared with the stable callback.
type Latest<IN> = Rc<RefCell<Option<Rc<dyn Fn(IN)>>>>;

/// A callback that is the same object in every render and always runs the closure of
/// the latest render (which sees that render's state).
#[hook]
pub fn use_stable_callback<IN: 'static, F: Fn(IN) + 'static>(f: F) -> Callback<IN> {
    let latest: Latest<IN> = use_mut_ref(|| None);
    *latest.borrow_mut() = Some(Rc::new(f));
    let stable = use_memo((), move |_| {
        Callback::from(move |input: IN| {
            let f = latest.borrow().clone();
            if let Some(f) = f {
                f(input)
            }
        })
    });
    (*stable).clone()
}

/// Something a table lets the player pick for the position on screen (a selected card,
/// an open chooser, a hovered square). It is stamped with the session version it was
/// picked in and reads as nothing once the position moves on, so no effect has to clear
/// it after each action: an effect runs after the redraw, and a click landing between
/// the two would be dropped.
pub struct Pick<T: Clone + PartialEq + 'static> {
    state: UseStateHandle<Option<(u64, T)>>,
    version: u64,
    current: Option<T>,
}

impl<T: Clone + PartialEq + 'static> Pick<T> {
    /// Picks `value` (or clears the pick) for the position on screen.
    pub fn set(&self, value: Option<T>) {
        self.state.set(value.map(|v| (self.version, v)));
    }
}

impl<T: Clone + PartialEq + 'static> Clone for Pick<T> {
    fn clone(&self) -> Self {
        Self { state: self.state.clone(), version: self.version, current: self.current.clone() }
    }
}

impl<T: Clone + PartialEq + 'static> std::ops::Deref for Pick<T> {
    type Target = Option<T>;
    /// The pick as of this render, if it was made in this position.
    fn deref(&self) -> &Option<T> {
        &self.current
    }
}

/// A [`Pick`] for the position `version` (the table's `props.version`).
#[hook]
pub fn use_pick<T: Clone + PartialEq + 'static>(version: u64) -> Pick<T> {
    let state = use_state_eq(|| None::<(u64, T)>);
    let current = state.as_ref().filter(|(v, _)| *v == version).map(|(_, t)| t.clone());
    Pick { state, version, current }
}
