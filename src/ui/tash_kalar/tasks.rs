//! High Form tasks (TK-10.2, TK-C5): the three current tasks with whether your colour
//! meets each now, the next task, and the tasks each colour has claimed. At the end of
//! your turn a task you meet is claimed by clicking it. A click on a current task at any
//! other time still asks the engine, so its refusal shows with the rule id and words
//! (issue 21 point 3: "tasks are claimed only at the end of your turn", TK-10.2).

use yew::prelude::*;

use super::piece::{colour_class, colour_name};
use crate::games::tash_kalar::cards::{TaskType, TASKS};
use crate::games::tash_kalar::view::{SideView, TaskView, TasksView};

#[derive(Properties, PartialEq)]
pub struct TasksProps {
    pub tasks: TasksView,
    pub sides: Vec<SideView>,
    pub teams: bool,
    /// Task indices that may be claimed now.
    pub claimable: Vec<u8>,
    pub on_claim: Callback<u8>,
}

#[component]
pub fn Tasks(props: &TasksProps) -> Html {
    let t = &props.tasks;
    html! {
        <section class="tk-tasks" aria-label="Tasks">
            <h2>{ "Tasks" }<span class="tk-deck">{ format!(" · {} in the deck", t.deck) }</span></h2>
            <div class="tk-current">
                { for t.current.iter().map(|task| task_card(task, props, true)) }
            </div>
            if let Some(next) = &t.next {
                <div class="tk-next"><span class="tk-label">{ "Next:" }</span>{ task_card(next, props, false) }</div>
            }
            if props.sides.iter().any(|s| !s.claimed_tasks.is_empty()) {
                <ul class="tk-claimed">
                    { for props.sides.iter().filter(|s| !s.claimed_tasks.is_empty()).map(|s| html! {
                        <li class={colour_class(s.colour)}>
                            <span class="tk-swatch" aria-hidden="true" />
                            { format!("{} claimed: ", colour_name(props.teams, s.colour)) }
                            { s.claimed_tasks.iter().filter_map(|&i| TASKS.get(i as usize))
                                .map(|d| format!("{} ({})", d.name, d.points)).collect::<Vec<_>>().join(", ") }
                        </li>
                    }) }
                </ul>
            }
        </section>
    }
}

fn task_card(task: &TaskView, props: &TasksProps, current: bool) -> Html {
    let claimable = current && props.claimable.contains(&task.index);
    let on_claim = props.on_claim.clone();
    let index = task.index;
    let ty = match task.task_type {
        TaskType::Destruction => "destruction",
        TaskType::Colored => "coloured squares",
        TaskType::Summoning => "summoning",
        TaskType::Pattern => "pattern",
        TaskType::Enemy => "enemy",
    };
    let progress = if task.met_by_viewer { "✓ you meet it now" } else { "○ not met yet" };
    html! {
        <button class={classes!("tk-task", claimable.then_some("tk-actionable"), task.met_by_viewer.then_some("tk-met"), (!current).then_some("tk-upcoming"))}
            data-task={task.code} disabled={!current} aria-disabled={(current && !claimable).then_some("true")}
            aria-label={format!("{} {}, {} points: {} ({})", task.code, task.name, task.points, task.text, progress)}
            onclick={move |_| on_claim.emit(index)}>
            <span class="tk-head"><span class="tk-name">{ task.name }</span><span class="tk-points">{ task.points }</span></span>
            <span class="tk-type">{ ty }</span>
            <span class="tk-text">{ super::symbols::card_text(task.text) }</span>
            if current { <span class="tk-progress">{ if claimable { "✓ claim it" } else { progress } }</span> }
        </button>
    }
}
