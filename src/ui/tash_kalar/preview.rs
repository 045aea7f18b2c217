//! The summon preview (TK-5), told in words inside the selected card's menu (so the
//! menu never covers it): the square under the pointer or focus, the image that fits
//! there, the marked squares and what the summon destroys; before a square is pointed
//! at, how to summon. The board draws the same preview (dashed pattern squares, the
//! marked squares, a cross on what is destroyed, the new piece's ghost).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PreviewProps {
    /// The previewed summon in words, if a lit square is under the pointer or focus.
    pub words: Option<AttrValue>,
    /// How many squares the card can be summoned on now.
    pub squares: usize,
}

#[component]
pub fn SummonPreview(props: &PreviewProps) -> Html {
    let hint = match props.squares {
        0 => "No placement square fits its pattern now. Click an occupied square to ask why not.".to_string(),
        n => format!(
            "Summon: click a lit square ({n} fit{}). Hover or focus one to preview the pattern. \
             Deselect the card to place a piece instead.",
            if n == 1 { "s" } else { "" }
        ),
    };
    html! {
        <p class={classes!("tk-preview", props.words.is_none().then_some("tk-summon-hint"))} role="status">
            { props.words.clone().unwrap_or_else(|| hint.into()) }
        </p>
    }
}
