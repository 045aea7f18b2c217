//! A player's Mana zone (AL-3.1): their Mana Orbs, ready or exhausted, each a gem. An
//! orb's card shows only to its owner (a face-down card to everyone else).

use yew::prelude::*;

use super::art::{MANA, pic};
use crate::games::altered::view::OrbView;

/// The Mana zone (a plain function: see hero.rs).
pub fn mana(orbs: &[OrbView]) -> Html {
    let ready = orbs.iter().filter(|o| !o.exhausted).count();
    let total = orbs.len();
    html! {
        <div class="al-zone al-mana" role="group" aria-label={format!("Mana: {ready} ready of {total}")}>
            <span class="al-zone-name">{ pic(MANA) }<span class="al-zone-word">{ "Mana" }</span></span>
            <span class="al-orbs">
                { for orbs.iter().map(|o| {
                    let state = if o.exhausted { "exhausted" } else { "ready" };
                    let title = match &o.face { Some(f) => format!("{} ({state})", f.name), None => format!("A {state} Mana Orb") };
                    html! { <span class={classes!("al-orb", if o.exhausted { "al-orb-spent" } else { "al-orb-ready" })}
                        data-obj={o.id.0.to_string()} {title}></span> }
                }) }
            </span>
            <span class="al-mana-count" aria-hidden="true">{ format!("{ready}/{total}") }</span>
        </div>
    }
}
