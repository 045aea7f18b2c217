//! The summon preview (TK-5), told in words inside the selected card's menu (so the
//! menu never covers it): the square under the pointer or focus, the image that fits
//! there, the marked squares and what the summon destroys; before a square is pointed
//! at, how to summon. The board draws the same preview (dashed pattern squares, the
//! marked squares, a cross on what is destroyed, the new piece's ghost).

use yew::prelude::*;

/// The previewed summon in `words`, if a lit square is under the pointer or focus, else
/// how to summon on the `squares` the card fits now.
pub fn summon_preview(words: Option<AttrValue>, squares: usize) -> Html {
    let hint = match squares {
        0 => "No square fits its pattern now: choose an occupied one to ask why not.".to_string(),
        n => format!("Summon: choose a lit square ({n}); point at, focus or tap one once to preview its pattern."),
    };
    html! {
        <p class={classes!("tk-preview", words.is_none().then_some("tk-summon-hint"))} role="status">
            { words.unwrap_or_else(|| hint.into()) }
        </p>
    }
}
