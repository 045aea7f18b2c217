//! One player's own zones, laid out in a row: who they are and how far their
//! expeditions have travelled together (AL-6.1), their Hero, Mana, Reserve, Landmarks,
//! and their Hand, Deck and Discard piles.

use yew::prelude::*;

use super::art::{LANDMARKS, RESERVE};
use super::hero::hero;
use super::interact::Key;
use super::limited_zone::{limited_zone, Limited};
use super::mana::mana;
use super::piles::piles;
use crate::games::altered::ObjectId;
use crate::games::altered::view::SeatView;
use crate::ui::common::Highlights;

/// Who a side is for the viewer.
pub struct Who {
    pub mine: bool,
    /// The seat to act now.
    pub active: bool,
    pub first: bool,
}

/// One player's own zones (a plain function: see hero.rs); `kept` is their Clean-up
/// choice so far (AL-5.5.3).
pub fn side(s: &SeatView, who: Who, kept: &[ObjectId], lit: &Highlights<Key>, on_card: &Callback<Key>) -> Html {
    html! {
        <section class={classes!("al-side", format!("al-seat-{}", s.seat), if who.mine { "al-mine" } else { "al-theirs" }, who.active.then_some("al-active"))}
            data-seat={s.seat.to_string()} aria-label={format!("P{}'s side", s.seat + 1)}>
            // The zones' row: laid out by the side's grid on a wide table (styles/altered.css),
            // a strip that scrolls sideways in a narrow one. The strip scrolls, not the side, so
            // the board's row is as high as the strip with its scroll bar (a side that scrolled
            // itself was squeezed to its scroll bar: issue 34 point 11).
            <div class="al-strip">
            <div class="al-who">
                <span class="al-player">{ format!("P{}{}", s.seat + 1, if who.mine { " (you)" } else { "" }) }</span>
                if who.first { <span class="al-badge" title="First player: first to act and to choose (AL-5.0.3)">{ "first" }</span> }
                if s.passed { <span class="al-badge al-passed">{ "passed" }</span> }
                <span class="al-progress" title="Regions travelled by both expeditions: 7 or more, and more than the other player, wins at Night (AL-6.1)">
                    { format!("Travelled {}", s.progress) }</span>
            </div>
            { hero(s.hero.as_ref(), lit, on_card) }
            { mana(&s.mana) }
            { limited_zone(Limited { class: "al-reserve", emblem: RESERVE, name: "Reserve", limit: s.reserve_limit }, &s.reserve, kept, lit, on_card) }
            { limited_zone(Limited { class: "al-landmarks", emblem: LANDMARKS, name: "Landmarks", limit: s.landmark_limit }, &s.landmarks, kept, lit, on_card) }
            { piles(s.hand_count, s.deck_count, &s.discard) }
            </div>
        </section>
    }
}
