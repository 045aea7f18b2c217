//! The deck's charts: a cost curve (cards per cost, one bar each) and the colour split
//! (one band per ink, faction or energy). Each is an SVG image whose accessible name
//! says every figure in words, so the chart is read as well as seen.

use yew::prelude::*;

/// A bar chart of `bars` (label, cards) under `title`.
pub fn curve(title: &str, bars: &[(String, usize)]) -> Html {
    let most = bars.iter().map(|b| b.1).max().unwrap_or(0).max(1);
    let (w, h, gap) = (24usize, 64usize, 6usize);
    let width = bars.len().max(1) * (w + gap);
    let words: Vec<String> = bars.iter().map(|(l, n)| format!("{l}: {n}")).collect();
    let label = format!("{title}, cards per cost: {}", words.join(", "));
    html! {
        <figure class="db-chart db-curve">
            <figcaption>{ title }</figcaption>
            <svg viewBox={format!("0 0 {width} {}", h + 30)} role="img" aria-label={label}>
                { for bars.iter().enumerate().map(|(i, (l, n))| {
                    let bar = n * h / most;
                    let x = i * (w + gap);
                    html! {
                        <g class="db-bar">
                            <rect x={x.to_string()} y={(h + 12 - bar).to_string()} width={w.to_string()} height={bar.to_string()} rx="3" />
                            <text class="db-bar-count" x={(x + w / 2).to_string()} y={(h + 10 - bar).to_string()} text-anchor="middle">{ if *n > 0 { n.to_string() } else { String::new() } }</text>
                            <text class="db-bar-label" x={(x + w / 2).to_string()} y={(h + 26).to_string()} text-anchor="middle">{ l }</text>
                        </g>
                    }
                }) }
            </svg>
        </figure>
    }
}

/// The colour class of `value`: `class_prefix` and the value in lower case, a space as a
/// dash ("Verdant Pact" is `al-fac-verdant-pact`).
fn colour_class(class_prefix: &str, value: &str) -> String {
    format!("{class_prefix}{}", value.to_lowercase().replace(' ', "-"))
}

/// The colour split: one band per value of `parts` (value, cards), each in the value's
/// colour class ([`colour_class`]).
pub fn split(word: &str, class_prefix: &str, parts: &[(String, usize)]) -> Html {
    let total: usize = parts.iter().map(|p| p.1).sum();
    let words: Vec<String> = parts.iter().map(|(v, n)| format!("{v}: {n}")).collect();
    let label = format!("{word} split: {}", if words.is_empty() { "no cards".to_string() } else { words.join(", ") });
    let mut x = 0usize;
    html! {
        <figure class="db-chart db-split">
            <figcaption>{ format!("{word} split") }</figcaption>
            <svg viewBox="0 0 300 22" preserveAspectRatio="none" role="img" aria-label={label}>
                <rect class="db-split-empty" x="0" y="0" width="300" height="22" rx="4" />
                { for parts.iter().filter(|p| p.1 > 0).map(|(v, n)| {
                    let w = n * 300 / total.max(1);
                    let at = x;
                    x += w;
                    html! { <rect class={classes!("db-band", "db-colour", colour_class(class_prefix, v))} x={at.to_string()} y="0" width={w.to_string()} height="22" /> }
                }) }
            </svg>
            <ul class="db-legend">
                { for parts.iter().map(|(v, n)| html! {
                    <li><span class={classes!("db-swatch", "db-colour", colour_class(class_prefix, v))} aria-hidden="true"></span>{ format!("{v} {n}") }</li>
                }) }
            </ul>
        </figure>
    }
}
