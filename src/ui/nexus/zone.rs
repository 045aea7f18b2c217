//! What every zone of the table gets (the seat's view, the lit objects, the click) and
//! the helpers they share to draw cards.

use std::rc::Rc;

use yew::prelude::*;

use super::card::{Fight, Form, NexusCard};
use super::interact::Obj;
use crate::games::nexus::view::{CardView, NexusView};
use crate::games::nexus::CardId;
use crate::ui::common::Highlights;

/// What a zone draws from: the whole view (every zone reads a part of it), the lights
/// and the click of the shared interaction layer. Zones are functions of it: only the
/// cards in them are components (each is drawn again only when its own props change).
#[derive(Clone)]
pub struct Zone {
    pub view: Rc<NexusView>,
    pub lit: Rc<Highlights<Obj>>,
    pub on_click: Callback<Obj>,
    /// The seat this zone belongs to, for a seat's zones and sectors.
    pub seat: usize,
    /// Which biome, for a biome and its sectors (0 Left, 1 Center, 2 Right).
    pub index: usize,
}

impl Zone {
    /// The same table, for seat `seat` and biome `index`.
    pub fn at(&self, seat: usize, index: usize) -> Zone {
        Zone { seat, index, ..self.clone() }
    }
}

/// An agent's part in the battle, declared or being declared (NX-9.2.3, NX-9.3.3).
pub fn fight(view: &NexusView, id: CardId) -> Fight {
    let attacks = view.attackers.contains(&id) || view.draft.attackers.contains(&id);
    let defends = view.blocks.iter().any(|(_, d)| d.contains(&id)) || view.draft.blocks.iter().any(|b| b.0 == id);
    match (attacks, defends) {
        (true, _) => Fight::Attacking,
        (_, true) => Fight::Defending,
        _ => Fight::None,
    }
}

/// The biome an agent is being sent to in the advance being declared (NX-9.1.1).
fn planned(view: &NexusView, id: CardId) -> Option<&'static str> {
    let (_, b) = view.draft.moves.iter().find(|m| m.0 == id)?;
    view.planet.get(*b as usize).map(|b| b.slot)
}

/// One card of a zone, keyed by its id.
pub fn card(z: &Zone, c: &CardView, form: Form) -> Html {
    html! {
        <NexusCard key={c.id.0} card={c.clone()} {form} lit={z.lit.lit(Obj::Card(c.id))} fight={fight(&z.view, c.id)}
            note={planned(&z.view, c.id)} on_click={z.on_click.clone()} />
    }
}

/// "P1" for seat 0.
pub fn seat_label(seat: usize) -> &'static str {
    ["P1", "P2"][seat.min(1)]
}

/// The classes of a lit object that is not a card (a biome's name, a sector's
/// durability, a queue entry).
pub fn lit_classes(z: &Zone, o: Obj) -> Classes {
    let l = z.lit.lit(o);
    classes!(
        l.actionable.then_some("nx-actionable"),
        l.selected.then_some("nx-selected"),
        l.target.then_some("nx-target"),
        (l.last_from || l.last_to).then_some("nx-last-move"),
    )
}

/// The click on an object that is not a card.
pub fn click(z: &Zone, o: Obj) -> Callback<MouseEvent> {
    z.on_click.reform(move |_| o)
}
