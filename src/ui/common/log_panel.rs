use yew::prelude::*;

use crate::engine::LogLine;

#[derive(Properties, PartialEq)]
pub struct LogPanelProps {
    /// The most recent lines.
    pub lines: Vec<LogLine>,
    /// How many lines the whole log has.
    pub total: usize,
}

/// The turn each line belongs to. A match stamps the lines of one decision with the
/// turn it was made in, so the lines that open the next turn ("Turn 2: …", written by
/// the end-of-turn decision) would read one turn behind; from such a line on, the turn
/// it announces is shown.
pub fn shown_turns(lines: &[LogLine]) -> Vec<u32> {
    let mut announced = 0;
    lines
        .iter()
        .map(|l| {
            if let Some(n) = l.text.strip_prefix("Turn ").and_then(|r| r.split(':').next()).and_then(|n| n.parse().ok())
            {
                announced = n;
            }
            if l.turn == 0 {
                0
            } else {
                l.turn.max(announced)
            }
        })
        .collect()
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
    let turns = shown_turns(&props.lines);
    html! {
        <details class="log" open=true>
            <summary><h2>{ "Log" }</h2></summary>
            <ol ref={list} aria-live="polite" aria-label="Game log" tabindex="0">
                { for props.lines.iter().zip(turns).enumerate().map(|(i, (l, t))| html! {
                    <li key={props.total - props.lines.len() + i} class={classes!(l.seat.map(|s| format!("seat-{s}")))}>
                        <span class="turn">{ if t == 0 { "·".to_string() } else { format!("T{t}") } }</span>
                        { &l.text }
                    </li>
                }) }
            </ol>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(turn: u32, text: &str) -> LogLine {
        LogLine { turn, seat: Some(0), text: text.into() }
    }

    #[test]
    fn lines_after_a_turn_announcement_carry_the_new_turn() {
        let lines = [
            line(1, "P1 quests"),
            line(1, "P1 ends their turn"),
            line(1, "Turn 2: P2 begins their turn"),
            line(2, "P2 inks"),
        ];
        assert_eq!(shown_turns(&lines), vec![1, 1, 2, 2]);
    }
}
