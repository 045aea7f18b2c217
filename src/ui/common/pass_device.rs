use yew::prelude::*;

use super::focus::use_focus_trap;

#[derive(Properties, PartialEq)]
pub struct PassDeviceProps {
    pub to: String,
    pub on_ready: Callback<()>,
}

/// Hot-seat screen: hides the table until the next player confirms they hold the device.
/// It takes focus every time it opens and keeps Tab inside; the page behind it is inert.
#[component]
pub fn PassDevice(props: &PassDeviceProps) -> Html {
    let node = use_node_ref();
    let trap = use_focus_trap(node.clone());
    let ready = props.on_ready.clone();
    html! {
        <div class="pass-device" role="dialog" aria-modal="true" aria-labelledby="pass-title" onkeydown={trap}>
            <div class="pass-card" ref={node}>
                <h2 id="pass-title">{ format!("Pass the device to {}", props.to) }</h2>
                <p>{ "The other hand stays hidden until the next player is ready." }</p>
                <button class="primary" data-autofocus="true" onclick={move |_| ready.emit(())}>
                    { format!("I am {}: show my side", props.to) }
                </button>
            </div>
        </div>
    }
}
