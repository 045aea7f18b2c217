use yew::prelude::*;

use super::card::LorcanaCard;
use crate::games::lorcana::{BagView, CardId, CardView};
use crate::ui::common::seat_name;

#[derive(Properties, PartialEq)]
pub struct BagProps {
    pub entries: Vec<BagView>,
    pub resolving: Option<CardView>,
    pub pending: Option<String>,
    /// Sources the viewer may resolve next (bag order is a decision, LO-7.7).
    pub choosable: Vec<CardId>,
    pub on_pick: Callback<CardId>,
}

/// The bag: triggered abilities waiting, in order, and what is resolving now.
#[component]
pub fn Bag(props: &BagProps) -> Html {
    html! {
        <section class="bag-strip" aria-label="The bag">
            if let Some(p) = &props.pending { <p class="pending" role="status">{ p }</p> }
            if let Some(c) = &props.resolving {
                <div class="resolving">
                    <span class="label">{ "Resolving" }</span>
                    <LorcanaCard card={c.clone()} on_click={Callback::noop()} />
                </div>
            }
            <div class="bag">
                <span class="label">{ format!("Bag ({})", props.entries.len()) }</span>
                { for props.entries.iter().map(|e| {
                    let can = props.choosable.contains(&e.source);
                    let (pick, src) = (props.on_pick.clone(), e.source);
                    html! {
                        <button class={classes!("bag-entry", format!("seat-{}", e.owner), can.then_some("actionable"))}
                            disabled={!can} onclick={move |_| pick.emit(src)}
                            title={e.text}>
                            <strong>{ e.source_name }</strong>{ format!(" ({})", seat_name(e.owner)) }
                            <span class="bag-text">{ e.text }</span>
                        </button>
                    }
                }) }
            </div>
        </section>
    }
}
