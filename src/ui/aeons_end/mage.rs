//! One mage's side of the table: the mat (portrait, life, ability and charges), the
//! four breaches I to IV, the hand, and the played row, deck and discard pile.

use std::rc::Rc;

use yew::prelude::*;

use super::breach::Breach;
use super::hand::hand;
use super::interact::Obj;
use super::mage_mat::mage_mat;
use super::piles::piles;
use crate::games::aeons_end::view::MageView;
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct MageProps {
    pub mage: MageView,
    /// This mage decides now (their turn, or their answer to the nemesis).
    pub active: bool,
    pub lit: Rc<Highlights<Obj>>,
    pub on_click: Callback<Obj>,
}

#[component]
pub fn MageSide(props: &MageProps) -> Html {
    let m = &props.mage;
    let seat = m.seat;
    html! {
        <section class={classes!("ae-mage", props.active.then_some("ae-active"), m.exhausted.then_some("ae-exhausted"))}
            data-seat={seat.to_string()} aria-label={format!("P{} {}", seat + 1, m.name)}>
            { mage_mat(m, props.lit.lit(Obj::Mage(seat)), props.lit.lit(Obj::Ability(seat)), &props.on_click) }
            <div class="ae-breaches" role="group" aria-label={format!("{}'s breaches", m.name)}>
                { for m.breaches.iter().enumerate().map(|(i, b)| {
                    let index = i as u8;
                    html! { <Breach key={i} breach={b.clone()} {index} {seat} lit={props.lit.lit(Obj::Breach(seat, index))} on_click={props.on_click.clone()} /> }
                }) }
            </div>
            { hand(&m.hand, m.name, &props.lit, &props.on_click) }
            { piles(m, &props.lit, &props.on_click) }
        </section>
    }
}
