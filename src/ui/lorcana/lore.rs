//! A seat's lore: a gem with the count and a track of the 20 it races to (LO-1.8.1.1).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LoreTrackProps {
    pub lore: u32,
}

/// Lore from 0 to 20; 20 wins (LO-1.8.1.1).
#[component]
pub fn LoreTrack(props: &LoreTrackProps) -> Html {
    html! {
        <div class="lo-lore-track" role="meter" aria-valuemin="0" aria-valuemax="20" aria-valuenow={props.lore.to_string()}
            aria-label={format!("Lore {} of 20", props.lore)}>
            <span class="lo-lore-gem" aria-hidden="true"><span class="lo-lore-value">{ props.lore }</span></span>
            <span class="lo-pips" aria-hidden="true">
                { for (1..=20u32).map(|i| html! { <span class={classes!("lo-pip", (i <= props.lore).then_some("lo-on"), (i % 5 == 0).then_some("lo-fifth"))}></span> }) }
            </span>
        </div>
    }
}
