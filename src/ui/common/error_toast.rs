use yew::prelude::*;

use crate::engine::RuleError;

#[derive(Properties, PartialEq)]
pub struct ErrorToastProps {
    pub error: Option<RuleError>,
    /// Where the rule id links (the How to play page), if the reference has it.
    #[prop_or_default]
    pub rule_href: Option<String>,
    /// The message drawn in the game's symbols (`GameUi::message`); the plain words if none.
    #[prop_or_default]
    pub message: Option<Html>,
    pub on_dismiss: Callback<()>,
}

/// How long a refusal stays on screen unless dismissed sooner.
const TOAST_MS: u32 = 7000;

/// A refused action: the rule id and the plain-words reason. It goes by itself after a
/// while, so it never hides the table for long.
#[component]
pub fn ErrorToast(props: &ErrorToastProps) -> Html {
    {
        let dismiss = props.on_dismiss.clone();
        use_effect_with(props.error.clone(), move |error| {
            let timer =
                error.as_ref().map(|_| gloo::timers::callback::Timeout::new(TOAST_MS, move || dismiss.emit(())));
            move || drop(timer)
        });
    }
    let Some(e) = &props.error else { return html! {} };
    let dismiss = props.on_dismiss.clone();
    html! {
        <div class="toast error-toast" role="alert">
            if let Some(href) = &props.rule_href {
                <a class="rule-id" href={href.clone()} title="Read this rule">{ e.rule.to_string() }</a>
            } else {
                <span class="rule-id">{ e.rule.to_string() }</span>
            }
            <span class="message">{ props.message.clone().unwrap_or_else(|| html! { { e.message.clone() } }) }</span>
            <button class="dismiss" aria-label="Dismiss" onclick={move |_| dismiss.emit(())}>{ "×" }</button>
        </div>
    }
}
