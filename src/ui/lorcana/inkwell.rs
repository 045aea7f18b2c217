//! A seat's inkwell: its cards face down as ink drops, ready or exerted (LO-4.2,
//! LO-7.5.4), and whether this turn's card has been inked.

use yew::prelude::*;

use super::art::SPRITE;
use super::card::LAST_CLICK;
use crate::games::lorcana::InkwellView;
use crate::ui::common::{fly_in, icon, Icon};

#[derive(Properties, PartialEq)]
pub struct InkwellProps {
    pub ink: InkwellView,
    pub used: bool,
    pub seat: usize,
    pub mine: bool,
}

/// Ink: ready and exerted, face down (LO-4.2, LO-7.5.4).
#[component]
pub fn Inkwell(props: &InkwellProps) -> Html {
    let InkwellView { total, ready } = props.ink;
    let drops = use_node_ref();
    {
        // A card put into the inkwell (the table standard, point 4: the other side's
        // moves are followed): the new drop comes from the card that was clicked (mine)
        // or from the other seat's hand.
        let (drops, seat, mine) = (drops.clone(), props.seat, props.mine);
        let before = use_mut_ref(|| total);
        use_effect_with(total, move |total| {
            let grew = *total > *before.borrow();
            *before.borrow_mut() = *total;
            let new = drops.cast::<web_sys::Element>().and_then(|d| d.last_element_child());
            if let (true, Some(el)) = (grew, new) {
                let doc = web_sys::window().and_then(|w| w.document());
                let from = doc.and_then(|d| d.query_selector(&format!(".lo-side.seat-{seat} .lo-hand-count")).ok().flatten());
                let key = if mine { LAST_CLICK.to_string() } else { format!("lo-ink-{seat}-{total}") };
                fly_in(&key, &el, from.as_ref());
            }
        });
    }
    html! {
        <div class="lo-zone lo-inkwell" role="img" aria-label={format!("Inkwell: {ready} of {total} ready")}>
            <Icon sprite={SPRITE} name={icon("quill-ink")} class="lo-zone-icon" />
            <span class="lo-ink-drops" ref={drops}>
                { for (0..total).map(|i| html! { <span key={i} class={classes!("lo-ink", if i < ready { "lo-ready" } else { "lo-spent" })}></span> }) }
            </span>
            <span class="lo-count">{ format!("{ready}/{total}") }</span>
            if props.used { <span class="lo-badge" title="This turn's ink is used">{ "inked" }</span> }
        </div>
    }
}
