//! One seat's sector of a biome (NX-4.5): its durability as a shield and a bar of ten,
//! struck out when lost (NX-11.1), and the agents standing in it as tokens.

use yew::prelude::*;

use super::art::icon;
use super::card::Form;
use super::interact::Obj;
use super::zone::{card, click, lit_classes, seat_label, Zone};

/// The sector of seat `z.seat` in biome `z.index`.
pub fn sector(z: &Zone) -> Html {
    let (b, seat) = (&z.view.planet[z.index], z.seat);
    let mine = seat == z.view.seat;
    let left = b.durability[seat].clamp(0, 10);
    let obj = Obj::Sector { seat: seat as u8, biome: z.index as u8 };
    let words = if b.lost[seat] {
        format!("{}'s {} sector: lost", seat_label(seat), b.slot)
    } else {
        format!("{}'s {} sector: {left}/10 durability", seat_label(seat), b.slot)
    };
    html! {
        <div class={classes!("nx-sector", if mine { "nx-mine" } else { "nx-theirs" }, b.lost[seat].then_some("nx-lost"))}
            role="group" aria-label={format!("{}'s {} sector", seat_label(seat), b.slot)}>
            <button class={classes!("nx-durability", lit_classes(z, obj))} aria-label={words} title="Durability" onclick={click(z, obj)}>
                { icon("durability") }
                <b>{ if b.lost[seat] { "lost".to_string() } else { left.to_string() } }</b>
                <span class="nx-bar" aria-hidden="true">
                    { for (0..10).map(|i| html! { <i class={classes!((i < left).then_some("nx-on"))}></i> }) }
                </span>
            </button>
            <div class="nx-agents">{ for b.agents[seat].iter().map(|c| card(z, c, Form::Token)) }</div>
        </div>
    }
}
