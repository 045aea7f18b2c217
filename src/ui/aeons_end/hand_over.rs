//! The hot-seat choice of the Aeon's End table: hands are open between allies (AE-1.1), so
//! two people sharing a device get no pass-the-device screen unless they ask for it.
//! The new-game page offers the choice (the `pass_device` option, which the game's
//! `open_table` reads) and remembers it in local storage for the next game.

use yew::prelude::*;

use crate::games::aeons_end::Options;

/// Where the choice is remembered.
pub const KEY: &str = "turnkeeper/aeons-end/pass-device";

#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    pub options: Options,
    pub on_change: Callback<Options>,
}

/// A checkbox: "show the pass-the-device screen between mages". On its first drawing it
/// takes the remembered choice; every change is remembered.
#[component]
pub fn HandOverChoice(props: &HandOverProps) -> Html {
    {
        let (options, on_change) = (props.options.clone(), props.on_change.clone());
        use_effect_with((), move |_| {
            let remembered = crate::ui::storage::get::<bool>(KEY).unwrap_or(false);
            if remembered != options.pass_device {
                on_change.emit(Options { pass_device: remembered, ..options });
            }
        });
    }
    let onchange = {
        let (options, on_change) = (props.options.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let checked = e.target_unchecked_into::<web_sys::HtmlInputElement>().checked();
            let _ = crate::ui::storage::set(KEY, &checked);
            on_change.emit(Options { pass_device: checked, ..options.clone() });
        })
    };
    html! {
        <label class="ae-hand-over-choice">
            <input type="checkbox" id="ae-pass-device" checked={props.options.pass_device} {onchange} />
            { " Two people at this device: show the pass-the-device screen when the other mage decides (hands are open between allies, so it is off unless you ask)" }
        </label>
    }
}
