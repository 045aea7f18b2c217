//! A Nexus card drawn with CSS: cost gem, name, type and speed, text, attack/defense,
//! damage, markers, locked state and attached gear. Its accessible name says it all.

use yew::prelude::*;

use crate::games::nexus::cards::Kind;
use crate::games::nexus::view::CardView;
use crate::games::nexus::CardId;
use crate::ui::common::{fly_in, plain_text, remember, rich_text, use_inspector, Symbol};

/// The energy symbols of Nexus card text, drawn as the cost pips are: the five types as
/// coloured gems, Void as a grey gem with its number.
pub const SYMBOLS: &[Symbol] = &[
    Symbol { code: "E", class: "nx-pip nx-ember", words: "Ember", glyph: "" },
    Symbol { code: "T", class: "nx-pip nx-tide", words: "Tide", glyph: "" },
    Symbol { code: "G", class: "nx-pip nx-grove", words: "Grove", glyph: "" },
    Symbol { code: "S", class: "nx-pip nx-spark", words: "Spark", glyph: "" },
    Symbol { code: "H", class: "nx-pip nx-shade", words: "Shade", glyph: "" },
    Symbol { code: "1", class: "nx-pip nx-void", words: "1 Void", glyph: "1" },
    Symbol { code: "2", class: "nx-pip nx-void", words: "2 Void", glyph: "2" },
    Symbol { code: "3", class: "nx-pip nx-void", words: "3 Void", glyph: "3" },
    Symbol { code: "X", class: "nx-pip nx-void", words: "X Void", glyph: "X" },
];

/// How a card is lit.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Lit {
    pub actionable: bool,
    pub selected: bool,
    pub target: bool,
    pub attacking: bool,
    pub defending: bool,
    /// Part of the other side's last move (until the viewer acts).
    pub last_move: bool,
}

#[derive(Properties, PartialEq)]
pub struct NexusCardProps {
    pub card: CardView,
    #[prop_or_default]
    pub lit: Lit,
    pub on_click: Callback<CardId>,
    /// Drawn large, in the inspector (not a button).
    #[prop_or_default]
    pub large: bool,
}

fn kind_name(c: &CardView) -> String {
    if c.converted {
        return "Converted source".into();
    }
    match c.kind {
        Kind::Anomaly => "Anomaly".into(),
        Kind::Agent => format!("Agent · {}", if c.ranged { "ranged" } else { "melee" }),
        Kind::Event => "Event".into(),
        Kind::Software if c.modification => "Software · modification".into(),
        Kind::Software => "Software".into(),
        Kind::Hardware if c.gear => "Hardware · gear".into(),
        Kind::Hardware => "Hardware".into(),
    }
}

/// Words for screen readers and the large view: name, cost, type, stats, state, text.
pub fn describe(c: &CardView) -> String {
    let mut s = format!("{}, {}", c.name, kind_name(c));
    if !c.cost.is_empty() && !c.converted {
        s.push_str(&format!(", cost {}, speed {}", cost_words(&c.cost), c.speed));
    }
    if c.kind == Kind::Agent && !c.converted {
        s.push_str(&format!(", attack {} defense {}", c.attack, c.defense));
    }
    if let Some(o) = &c.output {
        s.push_str(&format!(", produces {}", cost_words(o)));
    }
    if c.damage > 0 {
        s.push_str(&format!(", {} damage", c.damage));
    }
    if c.increase > 0 {
        s.push_str(&format!(", {} increase marker(s)", c.increase));
    }
    if c.locked {
        s.push_str(", locked");
    }
    if c.arrived_this_turn {
        s.push_str(", arrived this turn");
    }
    if !c.text.is_empty() && !c.converted {
        s.push_str(&format!(". {}", plain_text(c.text, SYMBOLS)));
    }
    for a in &c.attached {
        s.push_str(&format!(". Attached: {}", a.name));
    }
    s
}

/// `{2}{E}` in words: "2 Void, Ember".
pub fn cost_words(s: &str) -> String {
    s.replace("{E}", " Ember ")
        .replace("{T}", " Tide ")
        .replace("{G}", " Grove ")
        .replace("{S}", " Spark ")
        .replace("{H}", " Shade ")
        .replace('{', " ")
        .replace('}', " Void ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A cost or output drawn as energy pips: typed pips coloured, Void as a grey number.
pub fn pips(s: &str) -> Html {
    let mut out = Vec::new();
    for part in s.split('}').filter(|p| !p.is_empty()) {
        let sym = part.trim_start_matches('{');
        let (class, label, text) = match sym {
            "E" => ("nx-pip nx-ember", "Ember", ""),
            "T" => ("nx-pip nx-tide", "Tide", ""),
            "G" => ("nx-pip nx-grove", "Grove", ""),
            "S" => ("nx-pip nx-spark", "Spark", ""),
            "H" => ("nx-pip nx-shade", "Shade", ""),
            n => ("nx-pip nx-void", "Void", n),
        };
        out.push(html! { <span class={class} title={label}>{ text }</span> });
    }
    html! { <span class="nx-pips">{ for out }</span> }
}

/// A card on the table. Hover, focus or a long press shows it large with all its text
/// in the page's inspector (a reserved place: nothing on the table moves).
#[component]
pub fn NexusCard(props: &NexusCardProps) -> Html {
    let inspector = use_inspector();
    let c = &props.card;
    let id = c.id;
    // A card that appears in a zone moves in from where it was last seen (a hand, the
    // staging area, a biome), or grows in when it comes from nowhere the viewer saw;
    // paced by the bot speed, none at Instant or with reduced motion (common/motion.rs).
    let node = use_node_ref();
    {
        let (node, large) = (node.clone(), props.large);
        use_effect_with((), move |_| {
            if let (false, Some(el)) = (large, node.cast::<web_sys::Element>()) {
                fly_in(&card_key(id), &el, None);
            }
        });
    }
    let on_click = props.on_click.clone();
    let class = classes!(
        "nx-card",
        // An agent (not a converted source) is drawn as a token on the board.
        (c.kind == Kind::Agent && !c.converted && !props.large).then_some("nx-token"),
        format!("nx-kind-{:?}", c.kind).to_lowercase(),
        c.locked.then_some("nx-locked"),
        c.converted.then_some("nx-converted"),
        props.lit.actionable.then_some("nx-actionable"),
        props.lit.selected.then_some("nx-selected"),
        props.lit.target.then_some("nx-target"),
        props.lit.attacking.then_some("nx-attacking"),
        props.lit.defending.then_some("nx-defending"),
        props.lit.last_move.then_some("nx-last-move"),
        props.large.then_some("nx-large"),
    );
    let text = if c.converted { html! { "Energy source" } } else { rich_text(c.text, SYMBOLS) };
    let face = html! {
        <>
            <span class="nx-card-top">
                <span class="nx-name">{ c.name }</span>
                if !c.cost.is_empty() && !c.converted { <span class="nx-cost" aria-hidden="true">{ pips(&c.cost) }</span> }
            </span>
            <span class="nx-type">{ kind_name(c) }
                if c.speed > 0 && !c.converted { <span class="nx-speed" title="Speed">{ format!(" · spd {}", c.speed) }</span> }
            </span>
            <span class="nx-text">{ text }</span>
            if let Some(o) = &c.output { <span class="nx-output">{ "Lock: " }{ pips(o) }</span> }
            if c.kind == Kind::Agent && !c.converted {
                // Attack a red blade, defense a blue shield, each with its number (the
                // words are in the card's accessible name).
                <span class="nx-stats" aria-hidden="true">
                    <span class="nx-atk nx-stat-sym" title={format!("Attack {}", c.attack)}>{ c.attack }</span>
                    <span class="nx-def nx-stat-sym" title={format!("Defense {}", c.defense)}>{ c.defense }</span>
                </span>
            }
            <span class="nx-badges">
                if c.damage > 0 { <span class="nx-damage" title="Damage">{ format!("{} dmg", c.damage) }</span> }
                if c.increase > 0 { <span class="nx-marker" title="Increase markers">{ format!("+{}", c.increase) }</span> }
                if c.locked { <span class="nx-lock-badge">{ "locked" }</span> }
                if c.arrived_this_turn { <span class="nx-new">{ "new" }</span> }
            </span>
            if !c.attached.is_empty() {
                <span class="nx-attached">{ for c.attached.iter().map(|a| html! { <span class="nx-attachment" title={describe(a)}>{ a.name }</span> }) }</span>
            }
        </>
    };
    if props.large {
        return html! { <div {class} role="img" aria-label={describe(c)}>{ face }</div> };
    }
    let big = c.clone();
    let h = inspector.handlers(move || html! { <NexusCard card={big.clone()} on_click={Callback::noop()} large=true /> });
    html! {
        <button ref={node} {class} data-card={id.0.to_string()} data-code={c.code} aria-label={describe(c)}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |e: MouseEvent| {
                // Where it was clicked, so that it moves from here to where it goes.
                if let Some(el) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
                    remember(&card_key(id), &el);
                }
                on_click.emit(id)
            }}>
            { face }
        </button>
    }
}

/// The key of a card's last known place (src/ui/common/motion.rs).
fn card_key(id: CardId) -> String {
    format!("nx-card-{}", id.0)
}
