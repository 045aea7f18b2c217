use yew::prelude::*;

use crate::engine::RuleError;

#[derive(Properties, PartialEq)]
pub struct ErrorToastProps {
    pub error: Option<RuleError>,
    pub on_dismiss: Callback<()>,
}

/// A refused action: the rule id and the plain-words reason.
#[component]
pub fn ErrorToast(props: &ErrorToastProps) -> Html {
    let Some(e) = &props.error else { return html! {} };
    let dismiss = props.on_dismiss.clone();
    html! {
        <div class="toast error-toast" role="alert">
            <span class="rule-id">{ e.rule.to_string() }</span>
            <span class="message">{ &e.message }</span>
            <button class="dismiss" aria-label="Dismiss" onclick={move |_| dismiss.emit(())}>{ "×" }</button>
        </div>
    }
}
