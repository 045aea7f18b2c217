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
