//! A life bar: an SVG rectangle (over the bar's own background) whose width attribute is
//! the share left (a `style`
//! attribute would be refused by the page's Content-Security-Policy).

use yew::prelude::*;

/// `now` of `max`, filled in the class's colour.
pub fn life_bar(class: &'static str, now: u32, max: u32) -> Html {
    let pct = (now * 100).checked_div(max).unwrap_or(0).min(100);
    html! {
        <svg class="ae-bar" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect class={classes!("ae-bar-fill", class)} width={pct.to_string()} height="4" rx="2" />
        </svg>
    }
}
