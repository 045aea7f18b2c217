//! One player's own zones, laid out in a row: who they are and how far their
//! expeditions have travelled together (AL-6.1), their Hero, Mana, Reserve, Landmarks,
//! and their Hand, Deck and Discard piles.

use std::rc::Rc;

use yew::prelude::*;

use super::art::{LANDMARKS, RESERVE};
use super::hero::Hero;
use super::interact::Key;
use super::limited_zone::LimitedZone;
use super::mana::Mana;
use super::piles::Piles;
use crate::games::altered::view::SeatView;
use crate::games::altered::ObjectId;
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub seat: SeatView,
    pub mine: bool,
    /// The seat to act now.
    pub active: bool,
    pub first: bool,
    pub lit: Rc<Highlights<Key>>,
    pub on_card: Callback<Key>,
    /// Clean-up: the objects chosen to keep so far (AL-5.5.3).
    #[prop_or_default]
    pub kept: Vec<ObjectId>,
}

#[component]
pub fn PlayerSide(props: &SideProps) -> Html {
    let s = &props.seat;
    let (lit, on_card) = (props.lit.clone(), props.on_card.clone());
    html! {
        <section class={classes!("al-side", format!("al-seat-{}", s.seat), if props.mine { "al-mine" } else { "al-theirs" }, props.active.then_some("al-active"))}
            data-seat={s.seat.to_string()} aria-label={format!("P{}'s side", s.seat + 1)}>
            <div class="al-who">
                <span class="al-player">{ format!("P{}{}", s.seat + 1, if props.mine { " (you)" } else { "" }) }</span>
                if props.first { <span class="al-badge" title="First player: first to act and to choose (AL-5.0.3)">{ "first" }</span> }
                if s.passed { <span class="al-badge al-passed">{ "passed" }</span> }
                <span class="al-progress" title="Regions travelled by both expeditions: 7 or more, and more than the other player, wins at Night (AL-6.1)">
                    { format!("Travelled {}", s.progress) }</span>
            </div>
            <Hero hero={s.hero.clone()} lit={lit.clone()} on_card={on_card.clone()} />
            <Mana orbs={s.mana.clone()} />
            <LimitedZone class="al-reserve" emblem={RESERVE} name="Reserve" limit={s.reserve_limit} objs={s.reserve.clone()}
                lit={lit.clone()} on_card={on_card.clone()} kept={props.kept.clone()} />
            <LimitedZone class="al-landmarks" emblem={LANDMARKS} name="Landmarks" limit={s.landmark_limit} objs={s.landmarks.clone()}
                {lit} {on_card} kept={props.kept.clone()} />
            <Piles hand={s.hand_count} deck={s.deck_count} discard={s.discard.clone()} />
        </section>
    }
}
