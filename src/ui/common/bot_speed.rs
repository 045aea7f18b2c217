//! How fast the computer plays: slow enough to follow, or instant. Kept in the browser.

use yew::prelude::*;

const KEY: &str = "turnkeeper/bot-speed";

/// The choices: name and the pause before each of the bot's decisions.
pub const BOT_SPEEDS: &[(&str, u32)] = &[("Slow", 1400), ("Normal", 700), ("Fast", 250), ("Instant", 0)];

/// The stored pause in ms (Normal if none).
pub fn bot_pause_ms() -> u32 {
    crate::ui::storage::get::<u32>(KEY).filter(|ms| BOT_SPEEDS.iter().any(|(_, v)| v == ms)).unwrap_or(700)
}

thread_local! {
    /// Until when (`Date.now()`, ms) the computer waits: a table showing steps the rules
    /// took at once (Altered's Dusk and Night) holds its next move until they are shown.
    static HELD_UNTIL: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
}

/// The computer waits `ms` from now before its next move (0: no longer).
pub fn hold_bot(ms: f64) {
    HELD_UNTIL.with(|h| h.set(if ms > 0.0 { js_sys::Date::now() + ms } else { 0.0 }));
}

/// How long the computer still waits for a table's steps, in ms.
pub fn bot_held_ms() -> u32 {
    HELD_UNTIL.with(|h| (h.get() - js_sys::Date::now()).max(0.0).ceil() as u32)
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
