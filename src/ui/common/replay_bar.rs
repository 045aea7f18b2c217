//! Stepping through a game from its log, forward and back (arrow keys too), seen from
//! any seat's side.

use yew::prelude::*;

use super::seat_name;
use crate::engine::prelude::*;
use crate::ui::session::{Session, SessionMsg};

/// The replay's bar. A function, not a component: it has no state of its own, and each
/// component type costs a build its own copy of Yew's machinery.
pub fn replay_bar<G: Game>(session: &UseReducerHandle<Session<G>>) -> Html {
    let s = &**session;
    let Some(r) = &s.replay else { return html! {} };
    let (step, total) = (r.step, r.full.actions().len());
    let go = |to: usize| {
        let session = session.clone();
        Callback::from(move |_: MouseEvent| session.dispatch(SessionMsg::ReplayTo(to)))
    };
    let on_key = {
        let session = session.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "ArrowRight" => session.dispatch(SessionMsg::ReplayTo((step + 1).min(total))),
            "ArrowLeft" => session.dispatch(SessionMsg::ReplayTo(step.saturating_sub(1))),
            _ => {}
        })
    };
    let lines = s.m.lines();
    let said = lines.last().map(|l| l.text.clone()).unwrap_or_default();
    html! {
        <div class="action-bar replay-bar" role="region" aria-label="Replay" onkeydown={on_key}>
            <p class="last-move" aria-live="polite">{ said }</p>
            <div class="bar-row">
                <p class="prompt">{ format!("Replay: step {step} of {total}") }</p>
                <div class="bar-buttons" role="toolbar" aria-label="Replay controls">
                    <button class="replay-first" disabled={step == 0} onclick={go(0)} aria-label="To the start">{ "Start" }</button>
                    <button class="replay-back" disabled={step == 0} onclick={go(step.saturating_sub(1))} aria-label="One step back">{ "◀ Back" }</button>
                    <button class="replay-forward" disabled={step >= total} onclick={go((step + 1).min(total))} aria-label="One step forward">{ "Forward ▶" }</button>
                    <button class="replay-last" disabled={step >= total} onclick={go(total)} aria-label="To the end">{ "End" }</button>
                    { for (0..s.seats.len()).map(|seat| {
                        let session = session.clone();
                        html! {
                            <button class={classes!("view-as", (seat == s.viewer).then_some("on"))} aria-pressed={(seat == s.viewer).to_string()}
                                onclick={move |_| session.dispatch(SessionMsg::ViewAs(seat))}>{ format!("{}'s side", seat_name(seat)) }</button>
                        }
                    }) }
                </div>
            </div>
        </div>
    }
}
