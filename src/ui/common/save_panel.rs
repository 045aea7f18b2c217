use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SavePanelProps {
    pub save_json: String,
    pub on_close: Callback<()>,
}

/// Shows the save (format v1) so it can be copied and loaded later from the new-game page.
#[component]
pub fn SavePanel(props: &SavePanelProps) -> Html {
    let close = props.on_close.clone();
    html! {
        <div class="modal" role="dialog" aria-label="Save">
            <div class="modal-card">
                <h2>{ "Save" }</h2>
                <p>{ "Copy this text; paste it under \"Load a save\" on the new-game page to go on later." }</p>
                <textarea readonly=true rows="8" value={props.save_json.clone()} />
                <button class="primary" onclick={move |_| close.emit(())}>{ "Close" }</button>
            </div>
        </div>
    }
}
