//! A player's Hero zone (AL-3.1): their Hero, whose limits the Reserve and Landmark zone
//! keep at Clean-up (AL-3.6) and whose quick action a click uses (AL-8.7).

use yew::prelude::*;

use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::view::ObjView;
use crate::ui::common::Highlights;

/// The Hero zone. A plain function, as each zone that holds no state of its own: every
/// Yew component type adds about a kilobyte (gzipped) to the game's wasm.
pub fn hero(hero: Option<&ObjView>, lit: &Highlights<Key>, on_card: &Callback<Key>) -> Html {
    html! {
        <div class="al-zone al-hero-zone">
            if let Some(h) = hero {
                <AlCard face={h.face.clone()} at={Key::Obj(h.id)} obj={Some(h.clone())} lit={lit.lit(Key::Obj(h.id))} on_click={on_card.clone()} />
            } else {
                // No Hero: the limits are 2 and 2 (AL-3.6).
                <span class="al-empty">{ "No Hero" }</span>
            }
        </div>
    }
}
