//! The planet (NX-4.5): a globe of three biomes side by side, the other seat's sectors
//! above the equator and the viewer's below, the queue beside it.

use yew::prelude::*;

use super::biome::biome;
use super::zone::Zone;

/// The globe and its three biome bands.
pub fn planet(z: &Zone) -> Html {
    html! {
        <section class="nx-planet" aria-label="The planet: three biomes, your sectors below the equator">
            { for (0..z.view.planet.len()).map(|b| html! { { biome(&z.at(z.seat, b)) } }) }
        </section>
    }
}
