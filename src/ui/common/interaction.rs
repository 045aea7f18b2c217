//! The table's clicks, lights and menu, from a game's [`Interact`] answers: what every
//! table shares between its props and its zones.

use std::rc::Rc;

use yew::prelude::*;

use super::action_menu::ActionMenu;
use super::highlights::{Highlights, Objs};
use super::interact::{decide_click, menu_items, Click, Interact};
use super::stable::{use_pick, use_stable_callback};
use crate::ui::game_ui::TableProps;

/// What [`use_interaction`] gives a table.
pub struct Interaction<G: Interact> {
    /// How every object is lit; zones pass `lit.lit(obj)` to each object, so an object
    /// whose light did not change is not drawn again.
    pub lit: Rc<Highlights<G::Obj>>,
    /// A click on an object; the same callback in every drawing.
    pub on_click: Callback<G::Obj>,
    /// The selected object's [`ActionMenu`] in its slot (empty when nothing is
    /// selected): put it after the hand, so it comes after the cards in the tab order.
    pub menu: Html,
    /// Escape drops the selection: the table root's `onkeydown`.
    pub on_key: Callback<KeyboardEvent>,
    /// The selected object, for this position only.
    pub selected: Option<G::Obj>,
}

/// The objects that came into a zone at the last change of the match (drawn, played):
/// none when the seat shown changes (a hand-over is a new table, not a move).
#[hook]
fn use_arrivals<G: Interact>(view: &Rc<G::View>, viewer: usize, version: u64) -> Objs<G::Obj> {
    type Memory<O> = (u64, usize, Vec<(O, &'static str)>, Objs<O>);
    let memory = use_mut_ref(|| -> Memory<G::Obj> { (version, viewer, G::placements(view), Objs::default()) });
    let mut m = memory.borrow_mut();
    if m.0 != version {
        let now = G::placements(view);
        let fresh = if m.1 == viewer {
            now.iter().filter(|p| !m.2.contains(p)).map(|p| p.0).collect()
        } else {
            Objs::default()
        };
        *m = (version, viewer, now, fresh);
    }
    m.3.clone()
}

/// The menu's key: another object's menu is a new menu (focus moves into it). A hash
/// rather than the object's `Debug` words, which would bring the formatting machinery of
/// `Debug` into each game's wasm for this alone.
fn menu_key<O: std::hash::Hash>(o: &O) -> u64 {
    use std::hash::Hasher;
    let mut h = std::hash::DefaultHasher::new();
    o.hash(&mut h);
    h.finish()
}

/// A table's interaction: the selection (kept for one position, `use_pick`), the lit
/// objects, the click that pairs the selected object with a lit target, applies an
/// object's sole direct action or opens its menu, the menu itself and Escape.
#[hook]
pub fn use_interaction<G: Interact>(props: &TableProps<G>) -> Interaction<G> {
    let picked = use_pick::<G::Obj>(props.version);
    let selected = (*picked).filter(|_| props.decides);
    let arrived = use_arrivals::<G>(&props.view, props.viewer, props.version);
    let mut lit = Highlights::new::<G>(&props.view, &props.legal, selected, &props.last);
    lit.arrived = arrived;
    let on_click = {
        let (view, legal, act, picked, decides) =
            (props.view.clone(), props.legal.clone(), props.act.clone(), picked.clone(), props.decides);
        use_stable_callback(move |o: G::Obj| {
            if !decides {
                return;
            }
            match decide_click::<G>(&view, &legal, selected, o) {
                Click::Act(a) => act.emit(a),
                Click::Select(s) => picked.set(s),
            }
        })
    };
    let close = {
        let picked = picked.clone();
        Callback::from(move |_: ()| picked.set(None))
    };
    let menu = selected.map(|o| {
        let items = menu_items::<G>(&props.view, &props.legal, &props.ask, o);
        let title = G::name(&props.view, o);
        html! {
            <ActionMenu<G::Action> key={menu_key(&o)} {title} {items} on_pick={props.act.clone()} on_close={close.clone()} />
        }
    });
    let on_key = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            close.emit(());
        }
    });
    Interaction {
        lit: Rc::new(lit),
        on_click,
        menu: html! { <div key="menu" class="menu-slot">{ menu.unwrap_or_default() }</div> },
        on_key,
        selected,
    }
}
