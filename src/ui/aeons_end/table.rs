//! The Aeon's End table: the prompt in words (from the structured decision), what the
//! nemesis and the turn did since the last decision, Gravehold and the nemesis, the
//! supply, and each mage's side. A click on what an action acts on applies it, or
//! selects it and lights its targets with a menu of its exact legal actions.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::common::use_pick;

use super::clicks::{on_click, Click, Obj};
use super::lit::Lit;
use super::mage::MagePanel;
use super::nemesis::{NemesisPanel, SupplyRow};
use crate::games::aeons_end::{Action, AeonsEnd, Phase};
use crate::ui::game_ui::TableProps;

#[component]
pub fn AeonsEndTable(props: &TableProps<AeonsEnd>) -> Html {
    // For this position only: an action clears it (src/ui/common/stable.rs).
    let selected = use_pick::<(Obj, Vec<Action>)>(props.version);
    let view = props.view.clone();
    let decides = props.decides;
    let legal = props.legal.clone();
    let decider = view.decision.as_ref().map(|d| d.seat).unwrap_or(view.active);
    let active = view.active;
    let sel_obj = selected.as_ref().map(|(o, _)| *o);
    // The other side's last move stays marked until the viewer acts: the partner's
    // moves since then (props.last) and the cards of the nemesis's latest turn.
    let partner = if view.mages.len() == 2 { 1 - props.viewer.min(1) } else { props.viewer };
    let lit = Rc::new(Lit::new(&legal, active, decider, sel_obj).with_last(
        &props.last,
        partner,
        &view.nemesis.last_turn,
    ));
    let nem_name = |id: crate::games::aeons_end::NemId| {
        let n = &view.nemesis;
        n.play.iter().chain(n.discard.iter()).find(|c| c.id == id).map(|c| c.name).unwrap_or("a card")
    };
    let nemesis_line = (!view.nemesis.last_turn.is_empty()).then(|| {
        let names: Vec<&str> = view.nemesis.last_turn.iter().map(|&id| nem_name(id)).collect();
        format!("Nemesis's last turn: {}", names.join(", "))
    });
    let partner_line = (!props.last.is_empty() && view.mages.len() == 2).then(|| {
        let labels: Vec<String> = props
            .last
            .iter()
            .filter(|a| !matches!(a, Action::DiscardPlayed { .. }))
            .map(|a| props.ask.describe(a).label)
            .collect();
        let shown = labels.len().saturating_sub(4);
        format!("{}'s last moves: {}", view.mages[partner].name, labels[shown..].join("; "))
    });

    let act = props.act.clone();
    let on_obj = {
        let (legal, selected, act) = (legal.clone(), selected.clone(), act.clone());
        Callback::from(move |o: Obj| match on_click(&legal, active, decider, selected.as_ref().map(|(s, _)| *s), o) {
            Click::Act(a) => {
                selected.set(None);
                act.emit(a);
            }
            // Only the person deciding is told why not: to anyone else nothing is lit.
            Click::WhyNot(a) => {
                selected.set(None);
                if decides {
                    act.emit(a);
                }
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
                <button role="menuitem" class="ae-menu-close" onclick={close}>{ "Cancel" }</button>
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
            let who = if d.team { "Your team" } else { view.mages.get(d.seat).map(|m| m.name).unwrap_or("You") };
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
                <p class="ae-aether">{ aether }{ hint.map(|h| format!(" · {h}")).unwrap_or_default() }
                    { view.recent.last().map(|t| html! { <span class="ae-last">{ format!(" · Last: {t}") }</span> }).unwrap_or_default() }</p>
                if !view.recent.is_empty() {
                    <details class="ae-recent" >
                        <summary>{ format!("Last move: {}", view.recent.last().cloned().unwrap_or_default()) }</summary>
                        <ol>{ for view.recent.iter().map(|t| html! { <li>{ t }</li> }) }</ol>
                    </details>
                }
                <p class="ae-their-moves">
                    { nemesis_line.map(|l| html! { <span class="ae-their-line">{ l }</span> }).unwrap_or_default() }
                    { partner_line.map(|l| html! { <span class="ae-their-line">{ l }</span> }).unwrap_or_default() }
                </p>
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
