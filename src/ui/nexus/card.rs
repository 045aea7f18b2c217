//! A Nexus card on the table, in one of three forms: a whole card (the hand, the queue,
//! software and hardware in staging, the large view), an agent's token (agents on the
//! planet) or an energy chip (a source in the energy row). The card's button shows its
//! name and stretches over the whole card; its accessible name starts with that name
//! and says the rest, and the drawn face beside it is hidden from screen readers.

use yew::prelude::*;

use super::face::face;
use super::interact::Obj;
use super::words::describe;
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
        // An arrival moves in from where the card was last seen (a click, a hand, a
        // biome), paced by the bot speed (common/motion.rs).
        let (node, arrived) = (node.clone(), lit.arrived && !props.large);
        use_effect_with((), move |_| {
            if let (true, Some(el)) = (arrived, node.cast::<web_sys::Element>()) {
                fly_in(&card_key(id), &el, None);
            }
        });
    }
    let class = classes!(
        "nx-card",
        match props.form { Form::Card => "nx-whole", Form::Token => "nx-token", Form::Chip => "nx-chip" },
        kind_class(c.kind),
        super::gems::alignment(&c.cost, c.output.as_deref()),
        c.locked.then_some("nx-locked"),
        c.converted.then_some("nx-converted"),
        lit.actionable.then_some("nx-actionable"),
        lit.selected.then_some("nx-selected"),
        lit.target.then_some("nx-target"),
        (props.fight == Fight::Attacking).then_some("nx-attacking"),
        (props.fight == Fight::Defending).then_some("nx-defending"),
        (lit.last_from || lit.last_to).then_some("nx-last-move"),
        props.large.then_some("nx-large"),
    );
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
