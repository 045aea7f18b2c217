//! A Nexus card on the table, in one of three forms: a whole card (the hand, the queue,
//! software and hardware in staging, the large view), an agent's token (agents on the
//! planet) or an energy chip (a source in the energy row). The card's button shows its
//! name and stretches over the whole card; its accessible name starts with that name
//! and says the rest, and the drawn face beside it is hidden from screen readers.

use yew::prelude::*;

use super::face::face;
use super::interact::Obj;
use super::words::describe;
use super::zone::lit_names;
use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::CardView;
use crate::games::nexus::CardId;
use crate::ui::common::{fly_in, remember, use_inspector, Lit};

/// How a card is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Form {
    #[default]
    Card,
    Token,
    Chip,
}

/// An agent's part in the battle (NX-9.2, NX-9.3): drawn with a red or a blue ring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Fight {
    #[default]
    None,
    Attacking,
    Defending,
}

#[derive(Properties, PartialEq)]
pub struct NexusCardProps {
    pub card: CardView,
    #[prop_or_default]
    pub form: Form,
    #[prop_or_default]
    pub lit: Lit,
    #[prop_or_default]
    pub fight: Fight,
    /// A planned advance shown on the agent ("→ Left").
    #[prop_or_default]
    pub note: Option<&'static str>,
    pub on_click: Callback<Obj>,
    /// Drawn large, in the inspector: a picture, not a button.
    #[prop_or_default]
    pub large: bool,
}

/// A card: its button, its face, and the large copy shown on hover, focus or a long press.
#[component]
pub fn NexusCard(props: &NexusCardProps) -> Html {
    let inspector = use_inspector();
    let (c, lit, id) = (&props.card, props.lit, props.card.id);
    let node = use_node_ref();
    {
        // A card drawn anew is one that arrived in its zone (a hand, staging, a biome, the
        // queue: each keys its cards by id): it moves in from where it was last seen, paced
        // by the bot speed (common/motion.rs); none while a table is first drawn
        // (`hold_motion`).
        let (node, large) = (node.clone(), props.large);
        use_effect_with((), move |_| {
            if let (false, Some(el)) = (large, node.cast::<web_sys::Element>()) {
                fly_in(&card_key(id), &el, None);
            }
        });
    }
    // The classes as one string: a `classes!` of thirteen parts costs the page's wasm
    // several times this.
    let mut class = String::from(match props.form {
        Form::Card => "nx-card nx-whole ",
        Form::Token => "nx-card nx-token ",
        Form::Chip => "nx-card nx-chip ",
    });
    class.push_str(kind_class(c.kind));
    class.push(' ');
    class.push_str(super::gems::alignment(&c.cost, c.output.as_deref(), c.text));
    for (on, name) in [
        (c.locked, " nx-locked"),
        (c.converted, " nx-converted"),
        (props.fight == Fight::Attacking, " nx-attacking"),
        (props.fight == Fight::Defending, " nx-defending"),
        (props.large, " nx-large"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    lit_names(&mut class, lit);
    let drawn = face(c, props.note);
    if props.large {
        return html! { <div {class} role="img" aria-label={describe(c)}><span class="nx-name">{ c.name }</span>{ drawn }</div> };
    }
    let big = c.clone();
    let h = inspector.handlers(move || html! { <NexusCard card={big.clone()} on_click={Callback::noop()} large=true /> });
    let on_click = props.on_click.clone();
    let onclick = move |e: MouseEvent| {
        // Where it was clicked, so that it moves from here to where it goes.
        if let Some(el) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
            remember(&card_key(id), &el);
        }
        on_click.emit(Obj::Card(id))
    };
    html! {
        <div ref={node} {class} data-card={id.0.to_string()} data-code={c.code} {onclick}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} oncontextmenu={h.on_long_press()}>
            <button class="nx-name" aria-label={describe(c)} aria-pressed={lit.selected.then_some("true")}
                onfocus={h.on_focus()} onblur={h.on_blur()}>{ c.name }</button>
            { drawn }
        </div>
    }
}

/// The class of a card's type (NX-3.2), which the stylesheet draws by its frame.
fn kind_class(k: Kind) -> &'static str {
    match k {
        Kind::Anomaly => "nx-kind-anomaly",
        Kind::Agent => "nx-kind-agent",
        Kind::Event => "nx-kind-event",
        Kind::Software => "nx-kind-software",
        Kind::Hardware => "nx-kind-hardware",
    }
}

/// The key of a card's last known place (src/ui/common/motion.rs).
fn card_key(id: CardId) -> String {
    format!("nx-card-{}", id.0)
}
