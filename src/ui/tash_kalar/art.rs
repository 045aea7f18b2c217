//! A card's illustration.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ArtProps {
    pub code: &'static str,
}

#[component]
pub fn CardArt(props: &ArtProps) -> Html {
    html! { <span class="tk-art" data-art={props.code} aria-hidden="true" /> }
}
