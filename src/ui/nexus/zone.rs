//! What every zone of the table gets (the seat's view, the lit objects, the click) and
//! the helpers they share to draw cards.

use std::rc::Rc;

use yew::prelude::*;

use super::card::{Fight, Form, NexusCard};
use super::interact::Obj;
use crate::games::nexus::view::{CardView, NexusView};
use crate::games::nexus::CardId;
use crate::ui::common::{Highlights, Lit};

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
    /// Drawn for a watcher: no seat is "you", both hands are counted.
    pub watching: bool,
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

/// The cards of `list` a zone draws, in the form `form` gives each (`None`: not this
/// zone's). One function for every zone, so the page's wasm holds one copy of the loop.
pub fn cards(z: &Zone, list: &[CardView], form: fn(&CardView) -> Option<Form>) -> Html {
    let mut out = Vec::with_capacity(list.len());
    for c in list {
        if let Some(f) = form(c) {
            out.push(card(z, c, f));
        }
    }
    Html::from_iter(out)
}

/// "P1" for seat 0.
pub fn seat_label(seat: usize) -> &'static str {
    ["P1", "P2"][seat.min(1)]
}

/// Appends the classes of how an object is lit: it can act, it is picked, it is the
/// picked object's target, the other side's last move used it.
pub fn lit_names(class: &mut String, l: Lit) {
    for (on, name) in [
        (l.actionable, " nx-actionable"),
        (l.selected, " nx-selected"),
        (l.target, " nx-target"),
        (l.last_from || l.last_to, " nx-last-move"),
        (l.hinted, " hinted"),
    ] {
        if on {
            class.push_str(name);
        }
    }
}

/// The classes of a lit object that is not a card (a biome's name, a sector's
/// durability, a queue entry), after its own class `base`.
pub fn lit_classes(z: &Zone, o: Obj, base: &str) -> String {
    let mut class = base.to_string();
    lit_names(&mut class, z.lit.lit(o));
    class
}

/// The click on an object that is not a card.
pub fn click(z: &Zone, o: Obj) -> Callback<MouseEvent> {
    z.on_click.reform(move |_| o)
}
