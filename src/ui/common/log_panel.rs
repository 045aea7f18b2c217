use std::rc::Rc;

use yew::prelude::*;

use crate::engine::LogLine;

/// Lines per block of the log. A block is its own component, so adding a line redraws
/// the last block only. Blocks are painted whether in view or not: skipping those out of
/// view (`content-visibility`) left the log blank in Chrome (styles/table.css), and the
/// page shows at most about 200 lines.
pub const LOG_BLOCK: usize = 25;

#[derive(Properties, PartialEq)]
pub struct LogPanelProps {
    /// The most recent lines, from a multiple of [`LOG_BLOCK`] on.
    pub lines: Rc<[LogLine]>,
    /// How many lines the whole log has.
    pub total: usize,
}

/// The match log in words, newest last. The list sits in a box whose flow is reversed
/// (`.log-scroll`), which keeps it scrolled to the newest line without reading any
/// layout from a script.
#[component]
pub fn LogPanel(props: &LogPanelProps) -> Html {
    let first = props.total - props.lines.len();
    html! {
        <details class="log" open=true>
            <summary onclick={keep_open_beside_the_table}><h2>{ "Log" }</h2></summary>
            <div class="log-scroll" tabindex="0" role="region" aria-label="Game log, newest last">
                <div class="log-lines" role="log" aria-live="polite" aria-label="Game log">
                    { for props.lines.chunks(LOG_BLOCK).enumerate().map(|(b, lines)| {
                        let start = first + b * LOG_BLOCK;
                        html! { <LogBlock key={start} {start} lines={Rc::<[LogLine]>::from(lines)} /> }
                    }) }
                </div>
            </div>
        </details>
    }
}

/// Beside the table (a wide page) the log never folds away: a click meant for something
/// over it (the large card's close button, which hides as the pointer leaves the card)
/// folded it and left an empty box with no way back (issue 34 point 10). On a phone,
/// where the log sits under the table, its summary folds and unfolds it.
fn keep_open_beside_the_table(e: MouseEvent) {
    let area = e
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .and_then(|t| t.closest(".play-area").ok().flatten());
    if area.is_some_and(|a| a.client_width() > 700) {
        e.prevent_default();
    }
}

#[derive(Properties, PartialEq)]
struct LogBlockProps {
    /// The first line's place in the whole log.
    start: usize,
    lines: Rc<[LogLine]>,
}

#[component]
fn LogBlock(props: &LogBlockProps) -> Html {
    html! {
        <ol class="log-block" start={(props.start + 1).to_string()}>
            // The match stamps each line with its turn, the line opening a turn
            // included (Event::in_turn), so the number is shown as it is.
            // Keyed: Yew matches unkeyed children from the end, so a line added to an
            // unkeyed list would rewrite every line before it.
            { for props.lines.iter().enumerate().map(|(i, l)| html! {
                <li key={props.start + i} class={classes!(l.seat.map(|s| format!("seat-{s}")))}>
                    <span class="turn">{ if l.turn == 0 { "·".to_string() } else { format!("T{}", l.turn) } }</span>
                    { &l.text }
                </li>
            }) }
        </ol>
    }
}
