//! One biome (NX-4.5): a band of the globe with the other seat's sector on top, its
//! name and influence on the equator, the viewer's sector below, and who fights whom.

use yew::prelude::*;

use super::art::{biome_icon, icon};
use super::fights::fights;
use super::interact::Obj;
use super::sector::sector;
use super::zone::{click, lit_classes, Zone};

/// The biome `z.index`.
pub fn biome(z: &Zone) -> Html {
    let i = z.index;
    let b = &z.view.planet[i];
    let me = z.view.seat;
    let obj = Obj::Biome(i as u8);
    let sector = |seat: usize| html! { { sector(&z.at(seat, i)) } };
    html! {
        <div class={classes!("nx-biome", format!("nx-band-{i}"), (b.lost[0] || b.lost[1]).then_some("nx-closed"))}
            role="group" aria-label={format!("{} biome, {}", b.slot, b.name)}>
            { sector(1 - me) }
            <div class="nx-equator">
                <button class={classes!("nx-biome-head", lit_classes(z, obj))} onclick={click(z, obj)}>
                    { icon(biome_icon(i)) }<span class="nx-slot">{ b.slot }</span><span class="nx-biome-name">{ b.name }</span>
                </button>
                if let Some(t) = b.influence { <span class="nx-influence" title={t}>{ t }</span> }
            </div>
            { sector(me) }
            { fights(z) }
        </div>
    }
}
