//! One biome (NX-4.5): a band of the globe with the other seat's sector on top, its
//! name and influence on the equator, the viewer's sector below, and who fights whom.
//! Its name is a button: a biome is where an agent advances (NX-9.1.1) and what a
//! collapse loses (NX-11.4).

use yew::prelude::*;

use super::art::biome_emblem;
use super::fights::fights;
use super::interact::Obj;
use super::markup::Markup;
use super::sector::sector;
use super::zone::{click, lit_classes, Zone};

/// The biome `z.index`.
pub fn biome(z: &Zone) -> Html {
    let i = z.index.min(2);
    let b = &z.view.planet[i];
    let me = z.view.seat;
    let obj = Obj::Biome(i as u8);
    // The biome's emblem, large and faint behind its band, then its name on the equator.
    let mut mark = Markup::default();
    mark.span("nx-watermark").icon(biome_emblem(i)).end();
    let mut head = Markup::default();
    head.icon(biome_emblem(i)).span("nx-slot").text(b.slot).end().span("nx-biome-name").text(b.name).end();
    if let Some(t) = b.influence {
        head.raw(r#"<span class="nx-influence" title=""#).text(t).raw(r#"">"#).text(t).end();
    }
    html! {
        <div class={classes!("nx-biome", ["nx-band-0", "nx-band-1", "nx-band-2"][i], (b.lost[0] || b.lost[1]).then_some("nx-closed"))}
            role="group" aria-label={b.name}>
            { mark.html() }
            { sector(&z.at(1 - me, i)) }
            <button class={lit_classes(z, obj, "nx-biome-head")} onclick={click(z, obj)}>{ head.html() }</button>
            { sector(&z.at(me, i)) }
            { fights(z) }
        </div>
    }
}
