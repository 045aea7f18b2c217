//! High Form tasks (TK-10.2, TK-C5): the three current tasks with whether your colour
//! meets each now, the next task, and the tasks each colour has claimed. At the end of
//! your turn a task you meet is claimed by clicking it; at any other time its menu asks
//! the engine why not, and the refusal names TK-10.2.

use yew::prelude::*;

use super::interact::Obj;
use super::piece::{colour_class, colour_name};
use super::symbols::card_text;
use crate::games::tash_kalar::cards::{TaskType, TASKS};
use crate::games::tash_kalar::view::{SideView, TaskView, TasksView};
use crate::ui::common::Highlights;

/// What the task row is drawn from.
pub struct TasksOf<'a> {
    pub tasks: &'a TasksView,
    pub sides: &'a [SideView],
    pub teams: bool,
    pub lit: &'a Highlights<Obj>,
    pub on_task: &'a Callback<Obj>,
}

/// The task row, drawn with the table (a plain function: it has no state of its own).
pub fn tasks(props: &TasksOf) -> Html {
    let t = props.tasks;
    let claimed = props.sides.iter().filter(|s| !s.claimed_tasks.is_empty());
    html! {
        <section class="tk-tasks" aria-label="Tasks">
            <h2>{ "Tasks" }<span class="tk-deck">{ format!(" · {} in the deck", t.deck) }</span></h2>
            <div class="tk-current">
                { for t.current.iter().map(|task| task_card(task, props, true)) }
            </div>
            if let Some(next) = &t.next {
                <div class="tk-next"><span class="tk-label">{ "Next:" }</span>{ task_card(next, props, false) }</div>
            }
            <ul class="tk-claimed">
                { for claimed.map(|s| html! {
                    <li class={colour_class(s.colour)}>
                        <span class="tk-swatch" aria-hidden="true" />
                        { format!("{} claimed: ", colour_name(props.teams, s.colour)) }
                        { s.claimed_tasks.iter().filter_map(|&i| TASKS.get(i as usize))
                            .map(|d| format!("{} ({})", d.name, d.points)).collect::<Vec<_>>().join(", ") }
                    </li>
                }) }
            </ul>
        </section>
    }
}

/// The type's words and the frame's class (TK-C5).
fn type_words(t: TaskType) -> (&'static str, &'static str) {
    match t {
        TaskType::Destruction => ("destruction", "tk-task-destruction"),
        TaskType::Colored => ("coloured squares", "tk-task-coloured-squares"),
        TaskType::Summoning => ("summoning", "tk-task-summoning"),
        TaskType::Pattern => ("pattern", "tk-task-pattern"),
        TaskType::Enemy => ("enemy", "tk-task-enemy"),
    }
}

fn task_card(task: &TaskView, props: &TasksOf, current: bool) -> Html {
    let lit = props.lit.lit(Obj::Task(task.index));
    let on_task = props.on_task.clone();
    let index = task.index;
    let progress = match (lit.actionable, task.met_by_viewer) {
        (true, _) => "✓ claim it",
        (false, true) => "✓ you meet it now",
        (false, false) => "○ not met yet",
    };
    let class = classes!(
        "tk-task",
        type_words(task.task_type).1,
        lit.actionable.then_some("tk-actionable"),
        lit.selected.then_some("tk-selected"),
        task.met_by_viewer.then_some("tk-met"),
        (!current).then_some("tk-upcoming"),
    );
    // The name a screen reader reads is the task's visible words.
    html! {
        <button {class} data-task={task.code} disabled={!current}
            onclick={move |_| on_task.emit(Obj::Task(index))}>
            <span class="tk-head">
                { super::art::art(task.code, "tk-task-art") }
                <span class="tk-name">{ task.name }</span>
                <span class="tk-points">{ task.points }<span class="visually-hidden">{ " points" }</span></span>
            </span>
            <span class="tk-type">{ type_words(task.task_type).0 }</span>
            <span class="tk-text">{ card_text(task.text) }</span>
            if current { <span class="tk-progress">{ progress }</span> }
        </button>
    }
}
