//! The Nexus table, laid out: the status line, the other seat's row, the planet with
//! the queue beside it, the viewer's row and hand, and the selected object's menu.
//! Clicks, lights and the menu come from the shared interaction layer
//! (src/ui/common/interaction.rs) through Nexus's [`Interact`](crate::ui::common::Interact).

use yew::prelude::*;

use super::hand::hand;
use super::planet::planet;
use super::queue::queue;
use super::seat::seat;
use super::status::status;
use super::zone::Zone;
use crate::games::nexus::Nexus;
use crate::ui::common::{hold_motion, use_interaction};
use crate::ui::game_ui::TableProps;

#[component]
pub fn NexusTable(props: &TableProps<Nexus>) -> Html {
    // Drawn for the first time or for another seat (a hand-over): nothing moves in.
    use_memo(props.viewer, |_| hold_motion(400.0));
    let ui = use_interaction(props);
    let z = Zone {
        view: props.view.clone(),
        lit: ui.lit,
        on_click: ui.on_click,
        seat: 0,
        index: 0,
        watching: props.watching,
    };
    let me = props.view.seat;
    // Between the matches of a best of three (NX-2.2): the deck and the reserve instead of the board.
    if props.view.step == crate::games::nexus::Step::BetweenMatches {
        return html! {
            <div class="nx-table" onkeydown={ui.on_key}>
                { status(&z) }
                { super::series::between(&z) }
                { ui.menu }
            </div>
        };
    }
    html! {
        // Keyed (each zone keys its root): when the device changes hands the two seat rows
        // swap places and keep their cards.
        <div class="nx-table" onkeydown={ui.on_key}>
            { status(&z) }
            <div key="board" class="nx-board">
                { seat(&z.at(1 - me, 0)) }
                <div key="middle" class="nx-middle">
                    { planet(&z) }
                    { queue(&z) }
                </div>
                { seat(&z.at(me, 0)) }
            </div>
            if !props.watching { { hand(&z) } }
            // After the hand in the tab order; drawn over the table, so opening it moves nothing.
            { ui.menu }
        </div>
    }
}
