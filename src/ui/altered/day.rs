//! The day and its phase (AL-5.0.1): the day's number, its five phases with the one
//! under way lit and named, its step, and what the viewer is asked (the action bar says
//! the same words; this line shows them only on tall windows).

use yew::prelude::*;

use super::art::{phase_icon, pic};
use crate::games::altered::view::AlteredView;

/// The five phases of a day, in order.
const PHASES: [&str; 5] = ["Morning", "Noon", "Afternoon", "Dusk", "Night"];

/// The day's line (a plain function: see hero.rs).
pub fn day(v: &AlteredView, prompt: String) -> Html {
    html! {
        <div class="al-topline">
            <nav class="al-day" aria-label="The day">
                <span class="al-day-number">{ format!("Day {}", v.day) }</span>
                <span class="al-step">{ v.step }</span>
                <span class="al-phases">
                if !PHASES.contains(&v.phase) { <span class="al-phase al-now">{ v.phase }</span> }
                { for PHASES.iter().map(|p| {
                    let on = v.phase == *p;
                    html! {
                        <span class={classes!("al-phase", on.then_some("al-now"))} aria-current={on.then_some("step")}>
                            { pic(phase_icon(p)) }<span class="al-phase-word">{ *p }</span>
                        </span>
                    }
                }) }</span>
            </nav>
            <p class="al-prompt" role="status" aria-live="polite">{ prompt }</p>
        </div>
    }
}
