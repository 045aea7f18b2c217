use yew::prelude::*;

/// One button of the action bar.
#[derive(Clone, PartialEq)]
pub struct BarButton {
    pub label: String,
    pub kind: &'static str,
    pub on_click: Callback<()>,
}

#[derive(Properties, PartialEq)]
pub struct ActionBarProps {
    pub prompt: String,
    pub buttons: Vec<BarButton>,
}

/// Actions that belong to no object on the table (end turn, pass, done), and the prompt
/// saying what is being decided.
#[component]
pub fn ActionBar(props: &ActionBarProps) -> Html {
    html! {
        <div class="action-bar" role="toolbar" aria-label="Actions">
            <span class="prompt">{ &props.prompt }</span>
            { for props.buttons.iter().map(|b| {
                let (cb, kind, label) = (b.on_click.clone(), b.kind, b.label.clone());
                html! {
                    <button class={classes!("bar-button", format!("kind-{}", b.kind))} data-kind={b.kind}
                        onclick={move |_| if kind != "concede" || confirmed(&label) { cb.emit(()) }}>{ &b.label }</button>
                }
            }) }
        </div>
    }
}

/// Conceding ends the game and cannot be undone, so it asks first.
fn confirmed(label: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(&format!("{label}? The game ends at once.")).ok())
        .unwrap_or(false)
}
