//! The supply: nine piles of gems, relics and spells, each its top card with its cost
//! and how many are left (a click gains one, AE-6.2).

use yew::prelude::*;

use super::card::{Card, Face};
use super::interact::Obj;
use crate::games::aeons_end::view::PileView;
use crate::ui::common::Highlights;

/// The nine piles, each its top card (compact: the whole card on hover) and its count.
pub fn supply(piles: &[PileView], lit: &Highlights<Obj>, on_click: &Callback<Obj>) -> Html {
    html! {
        <section class="ae-supply" aria-label="Supply">
            { for piles.iter().map(|p| {
                let obj = Obj::Pile(p.index as u8);
                html! {
                    <div key={p.index} class={classes!("ae-pile", (p.count == 0).then_some("ae-pile-empty"))} data-pile={p.index.to_string()}>
                        <Card card={p.card.clone()} face={Face::Compact} {obj} lit={lit.lit(obj)} on_click={on_click.clone()}>
                            <span class="ae-pile-count"><span aria-hidden="true">{ format!("× {}", p.count) }</span><span class="visually-hidden">{ format!(", {} left", p.count) }</span></span>
                        </Card>
                    </div>
                }
            }) }
        </section>
    }
}
