//! One mage's side of the table: the mat (portrait, life, ability and charges), the
//! four breaches I to IV, the hand, and the played row, deck and discard pile.

use yew::prelude::*;

use super::breach::breach;
use super::ctx::Ctx;
use super::hand::hand;
use super::interact::Obj;
use super::mage_mat::mage_mat;
use super::piles::piles;
use crate::games::aeons_end::view::MageView;

/// A mage's side; `active` rings the mage who decides now (their turn, or their answer
/// to the nemesis).
pub fn mage_side(m: &MageView, active: bool, ctx: &Ctx) -> Html {
    let seat = m.seat;
    html! {
        <section class={classes!("ae-mage", active.then_some("ae-active"), m.exhausted.then_some("ae-exhausted"))}
            data-seat={seat.to_string()} aria-label={format!("P{} {}", seat + 1, m.name)}>
            { mage_mat(m, ctx.lit(Obj::Mage(seat)), ctx.lit(Obj::Ability(seat)), &ctx.on_click) }
            <div class="ae-breaches" role="group" aria-label="Breaches">
                { for m.breaches.iter().enumerate().map(|(i, b)| breach(b, i as u8, seat, ctx)) }
            </div>
            { hand(&m.hand, ctx) }
            { piles(m, ctx) }
        </section>
    }
}
