//! Gravehold, the city the mages defend: its life (AE-14.3: at 0 the mages lose).

use yew::prelude::*;

use super::art::gravehold_art;
use super::life_bar::life_bar;

#[derive(Properties, PartialEq)]
pub struct GraveholdProps {
    pub life: u32,
    pub max: u32,
}

#[component]
pub fn Gravehold(props: &GraveholdProps) -> Html {
    let low = props.life * 3 <= props.max;
    html! {
        <div class={classes!("ae-gravehold", low.then_some("ae-low"))} role="group" aria-label={format!("Gravehold: {} of {} life", props.life, props.max)}>
            <span class="ae-gravehold-art" aria-hidden="true">{ gravehold_art() }</span>
            <span class="ae-label">{ "Gravehold" }</span>
            <span class="ae-big"><span class="ae-life-now">{ props.life }</span>{ format!(" / {}", props.max) }</span>
            { life_bar("ae-grave-fill", props.life, props.max) }
        </div>
    }
}
