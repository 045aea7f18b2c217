//! The menu of a selected object, the same at every table: its exact legal actions in
//! the engine's words, then its "why not?" items (the usual actions not legal now:
//! picking one asks the engine, which answers with the rule id and words), and a close
//! button. Escape closes it; focus moves in when it opens and goes back to the object
//! when it closes (`use_focus_trap`); the arrow keys move between its items. Drawn over
//! the table at the menu layer (`--z-menu`, styles/base.css), just above the action bar,
//! its items wrapping so that it stays inside a phone's width.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use super::focus::use_focus_trap;
use super::interact::MenuItem;

#[derive(Properties, PartialEq)]
pub struct ActionMenuProps<A: Clone + PartialEq + 'static> {
    /// The object's name.
    pub title: AttrValue,
    pub items: Vec<MenuItem<A>>,
    pub on_pick: Callback<A>,
    pub on_close: Callback<()>,
    /// A game's own class for its menu.
    #[prop_or_default]
    pub class: Classes,
    /// What a game shows above the items (a summon's preview).
    #[prop_or_default]
    pub children: Html,
    /// The item under the pointer or focus (`None` when it leaves): a game may preview
    /// what it would do (Tash-Kalar draws the pattern image on the board).
    #[prop_or_default]
    pub on_hover: Callback<Option<A>>,
    /// The object also has legal actions made on the table (its lit targets), so the
    /// menu does not say it has none when every item is a "why not?".
    #[prop_or_default]
    pub acts_on_table: bool,
}

/// Moves focus to the next (`step` 1) or previous (-1) item of the menu.
fn move_focus(menu: &web_sys::Element, step: i32) {
    let Ok(list) = menu.query_selector_all("[role=menuitem]") else { return };
    let items: Vec<HtmlElement> = (0..list.length()).filter_map(|i| list.item(i)?.dyn_into().ok()).collect();
    if items.is_empty() {
        return;
    }
    let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
    let at = items.iter().position(|e| active.as_ref().is_some_and(|a| a.is_same_node(Some(e))));
    let n = items.len() as i32;
    let next = match at {
        Some(i) => (i as i32 + step).rem_euclid(n),
        None if step > 0 => 0,
        None => n - 1,
    };
    let _ = items[next as usize].focus();
}

/// A selected object's menu.
#[component]
pub fn ActionMenu<A: Clone + PartialEq + 'static>(props: &ActionMenuProps<A>) -> Html {
    let node = use_node_ref();
    let trap = use_focus_trap(node.clone());
    let on_key = {
        let (close, node) = (props.on_close.clone(), node.clone());
        Callback::from(move |e: KeyboardEvent| {
            let step = match e.key().as_str() {
                "Escape" => {
                    close.emit(());
                    return;
                }
                "ArrowDown" | "ArrowRight" => 1,
                "ArrowUp" | "ArrowLeft" => -1,
                _ => return trap.emit(e),
            };
            e.prevent_default();
            if let Some(menu) = node.cast::<web_sys::Element>() {
                move_focus(&menu, step);
            }
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    let nothing_legal = !props.acts_on_table && props.items.iter().all(|i| i.why_not);
    html! {
        <div ref={node} class={classes!("card-menu", "action-menu", props.class.clone())} onkeydown={on_key}>
            <span class="title">{ props.title.clone() }</span>
            { props.children.clone() }
            if nothing_legal {
                <span class="none">{ "No legal action for this now." }</span>
            }
            <div class="menu-items" role="menu" aria-label={format!("Actions for {}", props.title)}>
                { for props.items.iter().map(|item| {
                    let (pick, action) = (props.on_pick.clone(), item.action.clone());
                    let (hover, hovered) = (props.on_hover.clone(), item.action.clone());
                    let over = move || hover.emit(Some(hovered.clone()));
                    let (enter, focus) = (over.clone(), over);
                    let leave = props.on_hover.reform(|_: MouseEvent| None);
                    html! {
                        <button role="menuitem" data-kind={item.kind}
                            class={classes!("menu-action", item.why_not.then_some("why-not"))}
                            onmouseenter={move |_: MouseEvent| enter()} onfocus={move |_: FocusEvent| focus()}
                            onmouseleave={leave}
                            onclick={move |_| pick.emit(action.clone())}>
                            { &item.label }{ if item.why_not { " — why not?" } else { "" } }
                        </button>
                    }
                }) }
                <button role="menuitem" class="close" onclick={close}>
                    <span aria-hidden="true">{ "× " }</span>{ "Close" }
                </button>
            </div>
        </div>
    }
}
