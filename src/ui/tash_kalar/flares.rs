//! The viewing seat's flare (TK-8): both halves, each with whether its criterion is met
//! now against each opponent.

use yew::prelude::*;

use super::hand::{cards, CardsProps};

#[component]
pub fn Flares(props: &CardsProps) -> Html {
    html! {
        <section class="tk-hand-group tk-flares" aria-label="Your flare">
            <h2 class="tk-group-title">{ "Flare" }</h2>
            { cards(props) }
        </section>
    }
}
