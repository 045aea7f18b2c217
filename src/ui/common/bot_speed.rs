//! How fast the computer plays: slow enough to follow, or instant. Kept in the browser.

use yew::prelude::*;

const KEY: &str = "turnkeeper/bot-speed";

/// The choices: name and the pause before each of the bot's decisions.
pub const BOT_SPEEDS: &[(&str, u32)] = &[("Slow", 1400), ("Normal", 700), ("Fast", 250), ("Instant", 0)];

/// The stored pause in ms (Normal if none).
pub fn bot_pause_ms() -> u32 {
    crate::ui::storage::get::<u32>(KEY).filter(|ms| BOT_SPEEDS.iter().any(|(_, v)| v == ms)).unwrap_or(700)
}

/// The speed setting in the top bar. A function, not a component: it has no state of
/// its own, and each component type costs a build its own copy of Yew's machinery.
pub fn bot_speed(pause_ms: u32, on_change: Callback<u32>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        if let Ok(ms) = v.parse::<u32>() {
            let _ = crate::ui::storage::set(KEY, &ms);
            on_change.emit(ms);
        }
    });
    html! {
        <label class="bot-speed">{ "Bot speed" }
            <select {onchange} aria-label="Bot speed">
                { for BOT_SPEEDS.iter().map(|(name, ms)| html! {
                    <option value={ms.to_string()} selected={*ms == pause_ms}>{ *name }</option>
                }) }
            </select>
        </label>
    }
}
