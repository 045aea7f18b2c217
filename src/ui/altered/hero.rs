//! A player's Hero zone (AL-3.1): their Hero, whose limits the Reserve and Landmark zone
//! keep at Clean-up (AL-3.6) and whose quick action a click uses (AL-8.7).

use std::rc::Rc;

use yew::prelude::*;

use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::view::ObjView;
use crate::ui::common::Highlights;

#[derive(Properties, PartialEq)]
pub struct HeroProps {
    pub hero: Option<ObjView>,
    pub lit: Rc<Highlights<Key>>,
    pub on_card: Callback<Key>,
}

#[component]
pub fn Hero(props: &HeroProps) -> Html {
    html! {
        <div class="al-zone al-hero-zone">
            if let Some(h) = &props.hero {
                <AlCard face={h.face.clone()} at={Key::Obj(h.id)} obj={Some(h.clone())} lit={props.lit.lit(Key::Obj(h.id))} on_click={props.on_card.clone()} />
            } else {
                // No Hero: the limits are 2 and 2 (AL-3.6).
                <span class="al-empty">{ "No Hero" }</span>
            }
        </div>
    }
}
