use yew::prelude::*;

use crate::engine::LogLine;

#[derive(Properties, PartialEq)]
pub struct LogPanelProps {
    pub lines: Vec<LogLine>,
}

/// The match log in words, newest last, scrolled to the end.
#[component]
pub fn LogPanel(props: &LogPanelProps) -> Html {
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(props.lines.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <section class="log" aria-label="Game log">
            <h2>{ "Log" }</h2>
            <ol ref={list} aria-live="polite">
                { for props.lines.iter().map(|l| html! {
                    <li class={classes!(l.seat.map(|s| format!("seat-{s}")))}>
                        <span class="turn">{ if l.turn == 0 { "·".to_string() } else { format!("T{}", l.turn) } }</span>
                        { &l.text }
                    </li>
                }) }
            </ol>
        </section>
    }
}
