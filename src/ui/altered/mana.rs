//! A player's Mana zone (AL-3.1): their Mana Orbs, ready or exhausted, each a gem. An
//! orb's card shows only to its owner (a face-down card to everyone else).

use yew::prelude::*;

use super::art::{MANA, SPRITE};
use crate::ui::common::Icon;
use crate::games::altered::view::OrbView;

#[derive(Properties, PartialEq)]
pub struct ManaProps {
    pub orbs: Vec<OrbView>,
}

#[component]
pub fn Mana(props: &ManaProps) -> Html {
    let ready = props.orbs.iter().filter(|o| !o.exhausted).count();
    let total = props.orbs.len();
    html! {
        <div class="al-zone al-mana" role="group" aria-label={format!("Mana: {ready} ready of {total}")}>
            <span class="al-zone-name"><Icon sprite={SPRITE} name={MANA} /><span class="al-zone-word">{ "Mana" }</span></span>
            <span class="al-orbs">
                { for props.orbs.iter().map(|o| {
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
