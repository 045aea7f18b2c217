//! Score tracks per colour, by mode: High Form tasks plus legends on the board (TK-10.1),
//! Deathmatch points (TK-11), or Battle's score in each opponent's colour with the
//! lowest one counting (TK-12.1, TK-12.5) and the improvised-summon markers (TK-12.6).

use yew::prelude::*;

use super::piece::{colour_class, colour_name};
use crate::games::tash_kalar::{Form, Rank, TashKalarView};

/// Every colour's score track, the viewer's marked "(you)" (none for a watcher,
/// `watching`). Drawn with the table (a plain function: it has no state of its own).
pub fn scores(v: &TashKalarView, watching: bool) -> Html {
    let mine = |c: u8| c == v.my_colour && !watching;
    let title = match v.form {
        Form::HighForm => "High Form",
        Form::Duel => "Deathmatch",
        Form::Battle => "Battle",
    };
    html! {
        <section class="tk-scores" aria-label="Scores">
            <h2>{ title }<span class="tk-target">{ format!(" · target {}", v.target) }</span>
                if v.final_round { <span class="tk-final-round">{ "final round" }</span> }
            </h2>
            { for v.sides.iter().map(|side| {
                let c = side.colour;
                let active = side.seats.contains(&v.active);
                let legends_on_board = v.squares.iter()
                    .filter(|s| s.piece.as_ref().is_some_and(|p| p.colour == c && p.rank == Rank::Legendary))
                    .count();
                let breakdown = match v.form {
                    Form::HighForm => format!("tasks {} + legends on the board {}", side.points, legends_on_board),
                    Form::Duel => format!("{} destroyed piece(s) waiting to score", side.set_aside),
                    Form::Battle => "the lowest colour score counts".to_string(),
                };
                html! {
                    <div class={classes!("tk-side", colour_class(c), active.then_some("tk-active"), mine(c).then_some("tk-mine"))}>
                        <div class="tk-side-head">
                            <span class="tk-swatch" aria-hidden="true" />
                            <span class="tk-who">{ colour_name(v.teams, c) }{ if mine(c) { " (you)" } else { "" } }</span>
                            <span class="tk-score">{ side.score }</span>
                        </div>
                        { track(side.score, v.target) }
                        if v.form == Form::Battle {
                            <ul class="tk-colour-scores">
                                { for side.colour_points.iter().enumerate().filter(|(o, _)| *o as u8 != c).map(|(o, pts)| html! {
                                    <li class={colour_class(o as u8)}>
                                        <span class="tk-swatch" aria-hidden="true" />
                                        { format!("in {}'s colour: {pts}", colour_name(v.teams, o as u8)) }
                                        { improvised(side.improvised_used.get(o).copied().unwrap_or(false)) }
                                    </li>
                                }) }
                            </ul>
                        }
                        <span class="tk-breakdown">{ breakdown }</span>
                    </div>
                }
            }) }
        </section>
    }
}

/// Whether this colour's once-per-game improvised summon (TK-12.6) is used.
fn improvised(used: bool) -> Html {
    html! {
        <span class={classes!("tk-improvised", used.then_some("tk-used"))}>
            { if used { "improvised summon used" } else { "improvised summon free" } }
        </span>
    }
}

/// Pips up to the target.
fn track(score: i64, target: i64) -> Html {
    let n = target.clamp(1, 24);
    html! {
        <span class="tk-track" aria-hidden="true">
            { for (1..=n).map(|i| html! { <span class={classes!("tk-pip", (i <= score).then_some("tk-on"))} /> }) }
        </span>
    }
}
