//! The Aeon's End table: the prompt in words (from the structured decision), what the
//! nemesis and the turn did since the last decision, Gravehold and the nemesis, the
//! supply, and each mage's side. A click on what an action acts on applies it, or
//! selects it and lights its targets with a menu of its exact legal actions.

use std::rc::Rc;

use yew::prelude::*;

use super::clicks::{on_click, Click, Obj};
use super::lit::Lit;
use super::mage::MagePanel;
use super::nemesis::{NemesisPanel, SupplyRow};
use crate::games::aeons_end::{Action, AeonsEnd, Phase};
use crate::ui::game_ui::TableProps;

#[component]
pub fn AeonsEndTable(props: &TableProps<AeonsEnd>) -> Html {
    let selected = use_state(|| None::<(Obj, Vec<Action>)>);
    {
        let selected = selected.clone();
        use_effect_with(props.version, move |_| selected.set(None));
    }
    let view = props.view.clone();
    let decides = props.decides;
    let legal = props.legal.clone();
    let decider = view.decision.as_ref().map(|d| d.seat).unwrap_or(view.active);
    let active = view.active;
    let sel_obj = selected.as_ref().map(|(o, _)| *o);
    let lit = Rc::new(Lit::new(&legal, active, decider, sel_obj));

    let act = props.act.clone();
    let on_obj = {
        let (legal, selected, act) = (legal.clone(), selected.clone(), act.clone());
        Callback::from(move |o: Obj| match on_click(&legal, active, decider, selected.as_ref().map(|(s, _)| *s), o) {
            Click::Act(a) | Click::WhyNot(a) => {
                selected.set(None);
                act.emit(a);
            }
            Click::Select(o, actions) => selected.set(Some((o, actions))),
            Click::Clear => selected.set(None),
        })
    };
    let menu = selected.as_ref().filter(|_| decides).map(|(_, actions)| {
        let close = {
            let selected = selected.clone();
            Callback::from(move |_: MouseEvent| selected.set(None))
        };
        html! {
            <div class="ae-menu" role="menu" aria-label="Choose an action">
                { for actions.iter().map(|a| {
                    let info = props.ask.describe(a);
                    let (act, a) = (act.clone(), *a);
                    html! { <button role="menuitem" class="ae-menu-item" data-kind={info.kind} onclick={move |_| act.emit(a)}>{ info.label }</button> }
                }) }
                <button class="ae-menu-close" onclick={close}>{ "Cancel" }</button>
            </div>
        }
    });
    let on_key = {
        let selected = selected.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                selected.set(None);
            }
        })
    };
    let prompt = match (&view.outcome, &view.decision) {
        (Some(o), _) => {
            format!("{}: {}", if o.winners.is_empty() { "The mages lose" } else { "The mages win" }, o.reason)
        }
        (None, Some(d)) if decides => {
            let who = view.mages.get(d.seat).map(|m| m.name).unwrap_or("You");
            format!("{who}: {}", d.prompt)
        }
        (None, Some(d)) => format!("Waiting for P{}: {}", d.seat + 1, d.prompt),
        (None, None) => String::new(),
    };
    let aether = if view.phase == Phase::Main || view.phase == Phase::Casting || view.phase == Phase::Draw {
        let extra =
            if view.restricted > 0 { format!(" (+{} for breaches only)", view.restricted) } else { String::new() };
        format!("Aether {}{extra}", view.aether)
    } else {
        "Nemesis turn".to_string()
    };
    let hint = selected.as_ref().map(|(o, _)| match o {
        Obj::Card(_) => "Click a lit breach, enemy or mage, or pick from the menu. Escape cancels.",
        Obj::Breach(..) => "Click a lit enemy, or pick from the menu. Escape cancels.",
        _ => "Pick from the menu, or click a lit target. Escape cancels.",
    });
    html! {
        <div class="ae-table" onkeydown={on_key}>
            <div class="ae-prompt-box" aria-live="polite">
                <p class="ae-prompt" data-rule={view.decision.as_ref().map(|d| d.rule).unwrap_or("")}>{ prompt }</p>
                <p class="ae-aether" aria-label="Aether this turn">{ aether }{ hint.map(|h| format!(" · {h}")).unwrap_or_default() }
                    { view.recent.last().map(|t| html! { <span class="ae-last">{ format!(" · Last: {t}") }</span> }).unwrap_or_default() }</p>
                if !view.recent.is_empty() {
                    <details class="ae-recent" >
                        <summary>{ format!("Last move: {}", view.recent.last().cloned().unwrap_or_default()) }</summary>
                        <ol>{ for view.recent.iter().map(|t| html! { <li>{ t }</li> }) }</ol>
                    </details>
                }
            </div>
            <NemesisPanel view={view.clone()} lit={lit.clone()} on_obj={on_obj.clone()} />
            <SupplyRow view={view.clone()} lit={lit.clone()} on_obj={on_obj.clone()} />
            <div class="ae-mages">
                { for view.mages.iter().map(|m| html! {
                    <MagePanel mage={m.clone()} active={m.seat == view.active && view.outcome.is_none()} lit={lit.clone()} on_obj={on_obj.clone()} />
                }) }
            </div>
            { menu.unwrap_or_default() }
        </div>
    }
}
