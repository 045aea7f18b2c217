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
                let cb = b.on_click.clone();
                html! {
                    <button class={classes!("bar-button", format!("kind-{}", b.kind))} data-kind={b.kind}
                        onclick={move |_| cb.emit(())}>{ &b.label }</button>
                }
            }) }
        </div>
    }
}
