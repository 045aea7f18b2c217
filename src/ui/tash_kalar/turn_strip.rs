//! The turn strip above the board: whose turn, the actions used and left (TK-3.1), the
//! discard (TK-3.3) and the scores (the prompt is in the page's action bar).

use yew::prelude::*;

use super::piece::{colour_class, colour_name};
use crate::games::tash_kalar::TashKalarView;

/// Whose turn, the actions used and left (TK-3.1), the discard (TK-3.3) and the scores.
/// Drawn with the table (a plain function: it has no state of its own).
pub fn turn_strip(v: &TashKalarView) -> Html {
    let total = v.actions_used + v.actions_left;
    html! {
        <div class="tk-turn-strip" aria-live="polite">
            <span class="tk-turn-who">{ format!("P{}'s turn", v.active + 1) }</span>
            if !matches!(v.phase.first(), Some(&"Setup") | Some(&"Game over")) {
                <span class="tk-actions" role="img" aria-label={format!("{} of {} actions used", v.actions_used, total)}>
                    { for (0..total).map(|i| html! {
                        <span class={classes!("tk-action-pip", (i < v.actions_used).then_some("tk-used"))} aria-hidden="true" />
                    }) }
                    <span class="tk-count">{ format!("{} left", v.actions_left) }</span>
                </span>
            }
            if v.discarded { <span class="tk-badge-note">{ "discarded this turn" }</span> }
            if v.control_passed { <span class="tk-badge-note">{ "partner in control" }</span> }
            <span class="tk-score-chips" role="group" aria-label="Scores">
                { for v.sides.iter().map(|s| html! {
                    <span class={classes!("tk-score-chip", colour_class(s.colour))}>
                        <span class="tk-swatch" aria-hidden="true" />{ format!("{} {}", colour_name(v.teams, s.colour), s.score) }
                    </span>
                }) }
                <span class="tk-count">{ format!("/ {}", v.target) }</span>
            </span>
        </div>
    }
}
