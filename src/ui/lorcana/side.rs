//! One seat's side of the table, a mat of its own: who it is and whose turn, its lore,
//! deck, hand (the other seat's, face down), inkwell and discard pile beside its play
//! area.

use std::rc::Rc;

use yew::prelude::*;

use super::inkwell::Inkwell;
use super::lore::LoreTrack;
use super::piles::{Deck, Discard, HandCount};
use super::play_area::PlayArea;
use crate::games::lorcana::{CardId, SeatView};
use crate::ui::common::{seat_name, Highlights};

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub seat: SeatView,
    pub mine: bool,
    /// Drawn for a watcher: no seat is "you", both hands are counted.
    #[prop_or_default]
    pub watching: bool,
    pub active: bool,
    pub highlights: Rc<Highlights<CardId>>,
    pub on_card: Callback<CardId>,
}

/// A seat's zones.
#[component]
pub fn Side(props: &SideProps) -> Html {
    let s = &props.seat;
    let turn = match (props.active, props.mine && !props.watching) {
        (true, true) => " · your turn",
        (true, false) => " · their turn",
        _ => "",
    };
    let you = props.mine && !props.watching;
    html! {
        <section class={classes!("lo-side", format!("seat-{}", s.seat), if props.mine { "lo-mine" } else { "lo-theirs" }, props.active.then_some("lo-active"))}
            aria-label={format!("{}'s side", seat_name(s.seat))}>
            <div class="lo-side-info">
                <span class="lo-who">{ seat_name(s.seat) }{ if you { " (you)" } else { "" } }{ turn }</span>
                <LoreTrack lore={s.lore} />
                <Deck count={s.deck} />
                if !you { <HandCount count={s.hand_count} /> }
                <Inkwell ink={s.inkwell.clone()} used={s.ink_used_this_turn} seat={s.seat} mine={props.mine} />
                <Discard cards={s.discard.clone()} />
            </div>
            <PlayArea seat={s.clone()} highlights={props.highlights.clone()} on_card={props.on_card.clone()} />
        </section>
    }
}
