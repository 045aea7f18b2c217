use std::rc::Rc;

use yew::prelude::*;

use crate::engine::LogLine;

#[derive(Properties, PartialEq)]
pub struct LogPanelProps {
    /// The most recent lines, shared: a render that adds no line compares one pointer.
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
            <summary><h2>{ "Log" }</h2></summary>
            <div class="log-scroll" tabindex="0" role="region" aria-label="Game log, newest last">
                <ol aria-live="polite" aria-label="Game log">
                    // The match stamps each line with its turn, the line opening a turn
                    // included (Event::in_turn), so the number is shown as it is.
                    { for props.lines.iter().enumerate().map(|(i, l)| html! {
                        <li key={first + i} class={classes!(l.seat.map(|s| format!("seat-{s}")))}>
                            <span class="turn">{ if l.turn == 0 { "·".to_string() } else { format!("T{}", l.turn) } }</span>
                            { &l.text }
                        </li>
                    }) }
                </ol>
            </div>
        </details>
    }
}
