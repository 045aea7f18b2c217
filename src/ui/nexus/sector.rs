//! One seat's sector of a biome (NX-4.5): its durability as a tower and a bar of ten,
//! struck out when lost (NX-11.1), and the agents standing in it as tokens. The
//! durability is a button: a sector is a target (Scorch the Line, NX-6.6).

use yew::prelude::*;

use super::art::DURABILITY;
use super::card::Form;
use super::interact::Obj;
use super::markup::Markup;
use super::zone::{cards, click, lit_classes, seat_label, Zone};

/// The sector of seat `z.seat` in biome `z.index`.
pub fn sector(z: &Zone) -> Html {
    let (b, seat) = (&z.view.planet[z.index], z.seat);
    let left = b.durability[seat].clamp(0, 10);
    let lost = b.lost[seat];
    // Named by its words, the number it shows among them (the bar is a picture).
    let mut name = Markup::default();
    name.raw(seat_label(seat)).raw("'s ").raw(b.slot).raw(" sector: ");
    if lost {
        name.raw("lost");
    } else {
        name.num(left as i64).raw("/10 durability");
    }
    let obj = Obj::Sector { seat: seat as u8, biome: z.index as u8 };
    let mut m = Markup::default();
    m.icon(DURABILITY);
    if lost {
        m.raw("<b>lost</b>");
    } else {
        m.raw("<b>").num(left as i64).raw(r#"</b><i class="nx-bar" aria-hidden="true">"#);
        for on in 0..10 {
            m.raw(if on < left { r#"<i class="nx-on"></i>"# } else { "<i></i>" });
        }
        m.raw("</i>");
    }
    html! {
        <div class={classes!("nx-sector", if seat == z.view.seat { "nx-mine" } else { "nx-theirs" }, lost.then_some("nx-lost"))}>
            <button class={lit_classes(z, obj, "nx-durability")} aria-label={name.0} onclick={click(z, obj)}>{ m.html() }</button>
            { cards(z, &b.agents[seat], |_| Some(Form::Token)) }
        </div>
    }
}
