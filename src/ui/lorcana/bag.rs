use yew::prelude::*;

use super::card::LorcanaCard;
use crate::games::lorcana::{BagView, CardId, CardView};
use crate::ui::common::seat_name;

#[derive(Properties, PartialEq)]
pub struct BagProps {
    pub entries: Vec<BagView>,
    pub resolving: Option<CardView>,
    /// Sources the viewer may resolve next (bag order is a decision, LO-7.7).
    pub choosable: Vec<CardId>,
    pub on_pick: Callback<CardId>,
}

/// The bag: triggered abilities waiting, in order, and what is resolving now. Its height
/// is reserved, so entries appearing never move the sides; the prompt is in the action bar.
#[component]
pub fn Bag(props: &BagProps) -> Html {
    html! {
        <section class="lo-bag-strip" aria-label="The bag">
            if let Some(c) = &props.resolving {
                <div class="lo-resolving">
                    <span class="lo-label">{ "Resolving" }</span>
                    <LorcanaCard card={c.clone()} on_click={Callback::noop()} />
                </div>
            }
            <div class="lo-bag">
                <span class="lo-label">{ format!("Bag ({})", props.entries.len()) }</span>
                { for props.entries.iter().map(|e| {
                    let can = props.choosable.contains(&e.source);
                    let (pick, src) = (props.on_pick.clone(), e.source);
                    html! {
                        <button class={classes!("lo-bag-entry", format!("seat-{}", e.owner), can.then_some("lo-actionable"))}
                            aria-disabled={(!can).then_some("true")} onclick={move |_| if can { pick.emit(src) }}
                            title={e.text} aria-label={format!("{} ({}): {}", e.source_name, seat_name(e.owner), crate::ui::common::plain_text(e.text, super::card::SYMBOLS))}>
                            <strong>{ e.source_name }</strong>{ format!(" ({})", seat_name(e.owner)) }
                            <span class="lo-bag-text">{ crate::ui::common::rich_text(e.text, super::card::SYMBOLS) }</span>
                        </button>
                    }
                }) }
            </div>
        </section>
    }
}
