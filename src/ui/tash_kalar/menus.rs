//! The menus beside the hand: the selected card's actions (with "why not?" buttons for
//! the usual ones that are not legal now), and the chooser when several things fit one
//! square (a summon's images, each previewed on hover or focus).

use std::collections::BTreeMap;

use yew::prelude::*;

use super::clicks::{action_card, SummonSquares};
use crate::ui::common::Pick;
use crate::ui::game_ui::Ask;
use crate::games::tash_kalar::{Action, CardId, CardKind, Square, TashKalar, TashKalarView};

/// The selected card's menu: how to summon it, and its discard or flare actions, with
/// "why not?" buttons for the usual ones that are not legal now.
#[allow(clippy::too_many_arguments)]
pub fn card_menu(
    card: CardId,
    legal: &[Action],
    summons: &SummonSquares,
    ask: &Ask<TashKalar>,
    view: &TashKalarView,
    act: &Callback<Action>,
    selected: &Pick<CardId>,
    preview: Option<String>,
) -> Html {
    let mut items: Vec<(Action, bool)> = legal
        .iter()
        .filter(|a| matches!(a, Action::Discard { .. } | Action::Flare { .. }) && action_card(a) == Some(card))
        .map(|a| (*a, false))
        .collect();
    let usual: Vec<Action> = match card.kind() {
        CardKind::Being => vec![Action::Discard { card }],
        CardKind::Flare => (0..view.sides.len() as u8)
            .filter(|&o| o != view.my_colour)
            .map(|opponent| Action::Flare { card, opponent })
            .collect(),
        CardKind::Legend => Vec::new(),
    };
    items.extend(usual.into_iter().filter(|a| !legal.contains(a)).map(|a| (a, true)));
    let hint = match card.kind() {
        CardKind::Flare => String::new(),
        _ if summons.is_empty() => "No placement square fits its pattern now. Click an occupied square to ask why not.".to_string(),
        _ => format!(
            "Summon: click a lit square ({} fit{}). Hover or focus one to preview the pattern. Deselect the card to place a piece instead.",
            summons.len(),
            if summons.len() == 1 { "s" } else { "" }
        ),
    };
    let close = {
        let selected = selected.clone();
        Callback::from(move |_: MouseEvent| selected.set(None))
    };
    html! {
        <div class="card-menu tk-card-menu" role="group" aria-label={format!("Actions for {}", card.name())}>
            <span class="title">{ card.name() }</span>
            // The summon preview (or, before a square is pointed at, how to summon) in a
            // reserved line of the menu itself, so the menu never covers it.
            if card.kind() != CardKind::Flare {
                <p class={classes!("tk-preview", preview.is_none().then_some("tk-summon-hint"))} role="status">
                    { preview.unwrap_or(hint) }
                </p>
            }
            { for items.into_iter().map(|(a, why_not)| {
                let info = ask.describe(&a);
                let act = act.clone();
                html! {
                    <button data-kind={info.kind} class={classes!("menu-action", why_not.then_some("why-not"))}
                        onclick={move |_| act.emit(a)}>
                        { info.label }{ if why_not { " — why not?" } else { "" } }
                    </button>
                }
            }) }
            <button class="close" aria-label="Deselect the card" onclick={close}>{ "×" }</button>
        </div>
    }
}

/// Several things fit one square: the summon's images (each previewed on hover or
/// focus), or several square actions.
#[allow(clippy::too_many_arguments)]
pub fn chooser(
    at: Square,
    card: Option<CardId>,
    summons: &SummonSquares,
    on_squares: &BTreeMap<Square, Vec<Action>>,
    ask: &Ask<TashKalar>,
    act: &Callback<Action>,
    choosing: &Pick<Square>,
    image_hover: &Pick<u8>,
) -> Html {
    let actions: Vec<Action> = match card {
        Some(c) => summons
            .get(&at)
            .into_iter()
            .flatten()
            .map(|&o| Action::Summon { card: c, square: at, orientation: o })
            .collect(),
        None => on_squares.get(&at).cloned().unwrap_or_default(),
    };
    let close = {
        let choosing = choosing.clone();
        Callback::from(move |_: MouseEvent| choosing.set(None))
    };
    html! {
        <div class="card-menu tk-chooser" role="group" aria-label={format!("Choose on {}", at.label())}>
            <span class="title">{ format!("On {}:", at.label()) }</span>
            { for actions.into_iter().map(|a| {
                let info = ask.describe(&a);
                let act = act.clone();
                let image = if let Action::Summon { orientation, .. } = a { Some(orientation) } else { None };
                let (h1, h2) = (image_hover.clone(), image_hover.clone());
                html! {
                    <button data-kind={info.kind} class="menu-action"
                        onmouseenter={move |_: MouseEvent| h1.set(image)} onfocus={move |_: FocusEvent| h2.set(image)}
                        onclick={move |_| act.emit(a)}>{ info.label }</button>
                }
            }) }
            <button class="close" aria-label="Cancel" onclick={close}>{ "×" }</button>
        </div>
    }
}
