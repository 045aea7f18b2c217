use yew::prelude::*;

/// What the tracker shows.
pub struct PhaseTracker {
    /// Each phase with its steps (only those that can happen this turn).
    pub phases: Vec<(&'static str, &'static [&'static str])>,
    /// Where the turn is: phase, then step.
    pub current: Vec<&'static str>,
}

/// The turn structure with the current phase and step lit. On narrow screens only the
/// lit phase shows (CSS), so it stays one line. A function, not a component: it has no
/// state, and each component type costs a build its own copy of Yew's machinery.
pub fn phase_tracker(props: PhaseTracker) -> Html {
    let phase = props.current.first().copied();
    let step = props.current.get(1).copied();
    let extra: Vec<&str> = props.current.iter().skip(2).copied().collect();
    html! {
        <nav class="phase-tracker" aria-label="Turn structure">
            { for props.phases.iter().map(|(name, steps)| {
                let lit = phase == Some(*name);
                html! {
                    <div class={classes!("phase", lit.then_some("lit"))} aria-current={lit.then_some("step")}>
                        <span class="phase-name">{ *name }</span>
                        if !steps.is_empty() {
                            <span class="steps">
                                { for steps.iter().map(|s| {
                                    let on = lit && step == Some(*s);
                                    html! { <span class={classes!("step", on.then_some("lit"))}>{ *s }</span> }
                                }) }
                            </span>
                        }
                    </div>
                }
            }) }
            if !extra.is_empty() || (phase.is_some() && !props.phases.iter().any(|(n, _)| Some(*n) == phase)) {
                <div class="phase lit detail">{ props.current.join(" › ") }</div>
            }
        </nav>
    }
}
