//! The nemesis's cards in play, oldest first: minions with their life (a click aims at
//! one), powers with their tokens counting down and their TO DISCARD cost (a click pays
//! it, AE-6.8).

use std::rc::Rc;

use yew::prelude::*;

use super::interact::Obj;
use super::nem_card::NemCard;
use crate::games::aeons_end::view::NemCardView;
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct NemesisPlayProps {
    pub cards: Vec<NemCardView>,
    pub lit: Rc<Highlights<Obj>>,
    pub on_click: Callback<Obj>,
}

#[component]
pub fn NemesisPlay(props: &NemesisPlayProps) -> Html {
    html! {
        <div class="ae-nem-play" role="group" aria-label="Minions and powers in play, oldest first">
            { for props.cards.iter().map(|c| html! {
                <NemCard key={c.id.0} card={c.clone()} in_play=true lit={props.lit.lit(Obj::Nem(c.id))} on_click={props.on_click.clone()} />
            }) }
            if props.cards.is_empty() { <span class="ae-empty-note">{ "No minions or powers in play" }</span> }
        </div>
    }
}
