//! The legend hand of the viewer's colour (TK-9: shared by a team, TK-13.3), with the
//! legend deck and discard counts.

use yew::prelude::*;

use super::hand::{cards, CardsProps};

#[component]
pub fn Legends(props: &CardsProps) -> Html {
    html! {
        <section class="tk-hand-group tk-legends" aria-label="Your legends">
            <h2 class="tk-group-title">{ "Legends" }</h2>
            { cards(props) }
        </section>
    }
}
