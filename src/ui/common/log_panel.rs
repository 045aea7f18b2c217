use yew::prelude::*;

use crate::engine::LogLine;

#[derive(Properties, PartialEq)]
pub struct LogPanelProps {
    /// The most recent lines.
    pub lines: Vec<LogLine>,
    /// How many lines the whole log has.
    pub total: usize,
}

/// The match log in words, newest last, scrolled to the end.
#[component]
pub fn LogPanel(props: &LogPanelProps) -> Html {
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(props.total, move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <details class="log" open=true>
            <summary><h2>{ "Log" }</h2></summary>
            <ol ref={list} aria-live="polite" aria-label="Game log" tabindex="0">
                // The match stamps each line with its turn, the line opening a turn
                // included (Event::in_turn), so the number is shown as it is.
                { for props.lines.iter().enumerate().map(|(i, l)| html! {
                    <li key={props.total - props.lines.len() + i} class={classes!(l.seat.map(|s| format!("seat-{s}")))}>
                        <span class="turn">{ if l.turn == 0 { "·".to_string() } else { format!("T{}", l.turn) } }</span>
                        { &l.text }
                    </li>
                }) }
            </ol>
        </details>
    }
}
