//! The supply: nine piles of gems, relics and spells, each its top card with its cost
//! and how many are left (a click gains one, AE-6.2).

use yew::prelude::*;

use super::card::{card, Face};
use super::ctx::Ctx;
use super::interact::Obj;
use crate::games::aeons_end::view::PileView;

/// The nine piles, each its top card (compact: the whole card on hover) and its count.
pub fn supply(piles: &[PileView], ctx: &Ctx) -> Html {
    html! {
        <section class="ae-supply" aria-label="Supply">
            { for piles.iter().map(|p| {
                let count = html! {
                    <span class="ae-pile-count"><span aria-hidden="true">{ "× " }{ p.count }</span><span class="visually-hidden">{ ", " }{ p.count }{ " left" }</span></span>
                };
                html! {
                    <div class={classes!("ae-pile", (p.count == 0).then_some("ae-pile-empty"))} data-pile={p.index.to_string()}>
                        { card(&p.card, Face::Compact, Some(Obj::Pile(p.index as u8)), Some(ctx), count) }
                    </div>
                }
            }) }
        </section>
    }
}
