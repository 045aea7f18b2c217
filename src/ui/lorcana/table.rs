//! The Lorcana table: the opponent's side, the bag, your side, the selected card's
//! menu and your hand. A click on a card offers exactly its legal actions; a second
//! click on a lit target completes a two-card action.

use yew::prelude::*;

use super::arrows::{blows, ChallengeArrows};
use super::bag::Bag;
use super::hand::Hand;
use super::side::Side;
use crate::games::lorcana::{Action, CardId, Lorcana};
use crate::ui::common::{hold_motion, use_interaction};
use crate::ui::game_ui::TableProps;

#[component]
pub fn LorcanaTable(props: &TableProps<Lorcana>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing flies in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let ui = use_interaction(props);
    let view = props.view.clone();
    let me = view.viewer;
    let them = 1 - me;
    let blows = blows(&props.last, me);
    let choosable: Vec<CardId> = props
        .legal
        .iter()
        .filter_map(|a| if let Action::ResolveTrigger { source } = a { Some(*source) } else { None })
        .collect();
    let (lit, on_card) = (ui.lit, ui.on_click);
    html! {
        // Every child is keyed, the sides by seat: when the device changes hands the two
        // sides swap places and keep their cards, instead of each being rebuilt.
        <div class="lo-table" onkeydown={ui.on_key}>
            <Side key={format!("side-{them}")} seat={view.seats[them].clone()} mine={false} active={view.active == them} highlights={lit.clone()} on_card={on_card.clone()} />
            <Bag key="bag" entries={view.bag.clone()} resolving={view.resolving.clone()} {choosable} on_pick={on_card.clone()} />
            <Side key={format!("side-{me}")} seat={view.seats[me].clone()} mine={true} active={view.active == me} highlights={lit.clone()} on_card={on_card.clone()} />
            <Hand key="hand" cards={view.seats[me].hand.clone().unwrap_or_default()} highlights={lit} {on_card} />
            // After the hand in the tab order; drawn over the table, so opening it moves nothing.
            { ui.menu }
            <ChallengeArrows key="arrows" {blows} version={props.version} />
        </div>
    }
}
