use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PassDeviceProps {
    pub to: String,
    pub on_ready: Callback<()>,
}

/// Hot-seat screen: hides the table until the next player confirms they hold the device.
#[component]
pub fn PassDevice(props: &PassDeviceProps) -> Html {
    let ready = props.on_ready.clone();
    html! {
        <div class="pass-device" role="dialog" aria-modal="true" aria-label="Pass the device">
            <div class="pass-card">
                <h2>{ format!("Pass the device to {}", props.to) }</h2>
                <p>{ "The other hand stays hidden until the next player is ready." }</p>
                <button class="primary" autofocus=true onclick={move |_| ready.emit(())}>
                    { format!("I am {}: show my side", props.to) }
                </button>
            </div>
        </div>
    }
}
