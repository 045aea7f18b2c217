//! The table's clicks, lights and menu, from a game's [`Interact`] answers: what every
//! table shares between its props and its zones.

use std::rc::Rc;

use yew::prelude::*;

use super::action_menu::ActionMenu;
use super::highlights::{Highlights, Set};
use super::interact::{acts_on_table, decide_click, menu_items, Click, Interact, MenuItem};
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
    /// The selected object's menu, to draw again with a game's own lines (`menu_with`).
    parts: Option<MenuParts<G>>,
}

/// What the selected object's menu is made of.
struct MenuParts<G: Interact> {
    obj: G::Obj,
    title: String,
    items: Vec<MenuItem<G::Action>>,
    acts_on_table: bool,
    on_pick: Callback<G::Action>,
    on_close: Callback<()>,
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

impl<G: Interact> MenuParts<G> {
    fn draw(&self, class: Classes, children: Html) -> Html {
        let (title, items) = (self.title.clone(), self.items.clone());
        html! {
            <div key="menu" class="menu-slot">
                <ActionMenu<G::Action> key={menu_key(&self.obj)} {title} {items} {class} acts_on_table={self.acts_on_table}
                    on_pick={self.on_pick.clone()} on_close={self.on_close.clone()}>
                    { children }
                </ActionMenu<G::Action>>
            </div>
        }
    }
}

impl<G: Interact> Interaction<G> {
    /// The selected object's menu (as `menu`) with a game's own class (to place it) and
    /// its own lines above the items, such as what the object would do on the square
    /// under the pointer: the menu then never covers them. Put it where `menu` would go.
    pub fn menu_with(&self, class: Classes, children: Html) -> Html {
        match &self.parts {
            Some(parts) => parts.draw(class, children),
            None => html! { <div key="menu" class="menu-slot" /> },
        }
    }
}

/// The objects that came into a zone at the last change of the match (drawn, played):
/// none when the seat shown changes (a hand-over is a new table, not a move).
#[hook]
fn use_arrivals<G: Interact>(view: &Rc<G::View>, viewer: usize, version: u64) -> Set<G::Obj> {
    type Memory<O> = (u64, usize, Vec<(O, &'static str)>, Set<O>);
    let memory = use_mut_ref(|| -> Memory<G::Obj> { (version, viewer, G::placements(view), Set::default()) });
    let mut m = memory.borrow_mut();
    if m.0 != version {
        let now = G::placements(view);
        let fresh =
            if m.1 == viewer { now.iter().filter(|p| !m.2.contains(p)).map(|p| p.0).collect() } else { Set::default() };
        *m = (version, viewer, now, fresh);
    }
    m.3.clone()
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
    lit.mark_hint::<G>(&props.view, props.hinted.as_ref());
    let on_click = {
        let (view, legal, act, picked, decides) =
            (props.view.clone(), props.legal.clone(), props.act.clone(), picked.clone(), props.decides);
        use_stable_callback(move |o: G::Obj| {
            if !decides {
                return;
            }
            match decide_click::<G>(&view, &legal, selected, o) {
                // A pair asked only for its refusal (`why_not_pair`) drops the selection:
                // the next click on the object opens its own menu.
                Click::Act(a) if !legal.contains(&a) => {
                    picked.set(None);
                    act.emit(a)
                }
                Click::Act(a) => act.emit(a),
                Click::Select(s) => picked.set(s),
            }
        })
    };
    let close = {
        let picked = picked.clone();
        Callback::from(move |_: ()| picked.set(None))
    };
    let parts = selected.map(|obj| MenuParts::<G> {
        obj,
        title: G::name(&props.view, obj),
        items: menu_items::<G>(&props.view, &props.legal, &props.ask, obj),
        acts_on_table: acts_on_table::<G>(&props.view, &props.legal, obj),
        on_pick: props.act.clone(),
        on_close: close.clone(),
    });
    let menu = parts
        .as_ref()
        .map_or_else(|| html! { <div key="menu" class="menu-slot" /> }, |p| p.draw(Classes::new(), Html::default()));
    let on_key = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            close.emit(());
        }
    });
    Interaction { lit: Rc::new(lit), on_click, menu, on_key, selected, parts }
}
