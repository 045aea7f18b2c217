use yew::prelude::*;

use crate::engine::RuleError;

/// What the toast shows.
pub struct ErrorToast {
    pub error: Option<RuleError>,
    /// Where the rule id links (the How to play page), if the reference has it.
    pub rule_href: Option<String>,
    /// The message drawn in the game's symbols (`GameUi::message`); the plain words if none.
    pub message: Option<Html>,
    pub on_dismiss: Callback<()>,
}

/// How long a refusal stays on screen unless dismissed sooner.
const TOAST_MS: u32 = 7000;

/// Dismisses the page's refusal after a while, so it never hides the table for long: a
/// hook of the component that draws [`error_toast`] (a function, not a component of
/// its own: each component type costs a build its own copy of Yew's machinery).
#[hook]
pub fn use_toast_timer(error: Option<RuleError>, on_dismiss: Callback<()>) {
    use_effect_with(error, move |error| {
        let timer = error.as_ref().map(|_| gloo::timers::callback::Timeout::new(TOAST_MS, move || on_dismiss.emit(())));
        move || drop(timer)
    });
}

/// What a refusal that cites no game rule is about, in a player's words (never the
/// program's names for it, such as "protocol").
fn label(rule: &str) -> &str {
    match rule {
        "protocol" => "Not now",
        "save" => "Save",
        "undo" => "Undo",
        "online" => "Online",
        other => other,
    }
}

/// A refused action: the rule id and the plain-words reason ([`use_toast_timer`] takes
/// it away after a while).
pub fn error_toast(props: ErrorToast) -> Html {
    let Some(e) = &props.error else { return html! {} };
    let dismiss = props.on_dismiss.clone();
    html! {
        <div class="toast error-toast" role="alert">
            if let Some(href) = &props.rule_href {
                <a class="rule-id" href={href.clone()} title="Read this rule">{ e.rule.to_string() }</a>
            } else {
                <span class="rule-id">{ label(e.rule.as_str()) }</span>
            }
            <span class="message">{ props.message.clone().unwrap_or_else(|| html! { { e.message.clone() } }) }</span>
            <button class="dismiss" aria-label="Dismiss" onclick={move |_| dismiss.emit(())}>{ "×" }</button>
        </div>
    }
}
