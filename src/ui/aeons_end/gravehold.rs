//! Gravehold, the city the mages defend: its life (AE-14.3: at 0 the mages lose).

use yew::prelude::*;

use super::art::gravehold_art;
use super::life_bar::life_bar;

/// Gravehold's mat: its tower, its life and a bar, red once a third or less is left.
pub fn gravehold(life: u32, max: u32) -> Html {
    let low = life * 3 <= max;
    html! {
        <div class={classes!("ae-gravehold", low.then_some("ae-low"))} role="group" aria-label="Gravehold">
            <span class="ae-gravehold-art" aria-hidden="true">{ gravehold_art() }</span>
            <span class="ae-label">{ "Gravehold" }</span>
            <span class="ae-big"><span class="ae-life-now">{ life }</span>{ " / " }{ max }</span>
            { life_bar("ae-grave-fill", life, max) }
        </div>
    }
}
