use yew::prelude::*;

use crate::games::lorcana::cards::CardType;
use crate::games::lorcana::{CardId, CardView};
use crate::ui::common::{fly_in, plain_text, remember, rich_text, use_inspector, Lit, Symbol};

/// Lorcana's symbols in card text, drawn like the card's own stat badges.
pub const SYMBOLS: &[Symbol] = &[
    Symbol { code: "E", class: "sym-exert", words: "exert", glyph: "" },
    Symbol { code: "I", class: "sym-ink", words: "ink", glyph: "" },
    Symbol { code: "S", class: "sym-strength", words: "strength", glyph: "" },
    Symbol { code: "W", class: "sym-willpower", words: "willpower", glyph: "" },
    Symbol { code: "L", class: "sym-lore", words: "lore", glyph: "" },
];

#[derive(Properties, PartialEq)]
pub struct LorcanaCardProps {
    pub card: CardView,
    #[prop_or_default]
    pub lit: Lit,
    pub on_click: Callback<CardId>,
    /// The large copy shown by the inspector: all text, no handlers.
    #[prop_or_default]
    pub large: bool,
}

fn kind_word(c: &CardView) -> &'static str {
    match c.card_type {
        CardType::Character => "character",
        CardType::Action if c.song => "song",
        CardType::Action => "action",
        CardType::Item => "item",
        CardType::Location => "location",
    }
}

/// Everything on the card in words, for screen readers: name, cost, type, statistics,
/// state and text.
pub fn describe_card(c: &CardView) -> String {
    let mut parts = vec![format!("{}{}", c.name, c.version.map(|v| format!(" – {v}")).unwrap_or_default())];
    parts.push(format!("cost {}{}", c.cost, if c.inkable { ", inkable" } else { "" }));
    parts.push(format!("{} {}", c.ink, kind_word(c)));
    if let Some(s) = c.strength {
        parts.push(format!("strength {s}"));
    }
    if let Some(w) = c.willpower {
        parts.push(format!("willpower {w}"));
    }
    if let Some(l) = c.lore {
        parts.push(format!("lore {l}"));
    }
    if let Some(m) = c.move_cost {
        parts.push(format!("move cost {m}"));
    }
    if c.exerted {
        parts.push("exerted".into());
    }
    if c.drying && c.card_type == CardType::Character {
        parts.push("drying".into());
    }
    if c.damage > 0 {
        parts.push(format!("{} damage", c.damage));
    }
    if !c.keywords.is_empty() {
        parts.push(c.keywords.join(", "));
    }
    if !c.text.is_empty() && c.text != c.keywords.join(", ") {
        parts.push(plain_text(c.text, SYMBOLS));
    }
    parts.join(". ")
}

/// A card drawn as a card: cost (ringed when inkable), name, type, keywords, text,
/// strength / willpower / lore, damage, exerted (turned) and drying. Hover, focus or a
/// long press shows it large with all its text.
#[component]
pub fn LorcanaCard(props: &LorcanaCardProps) -> Html {
    let inspector = use_inspector();
    let c = &props.card;
    let id = c.id;
    let node = use_node_ref();
    {
        // Arriving (the table standard, point 4: the other side's moves are followed): a drawn card comes from its owner's deck, a card
        // put into play from where it was clicked or from its owner's hand.
        let (node, arrived) = (node.clone(), props.lit.arrived);
        use_effect_with((), move |_| {
            if let (true, Some(el)) = (arrived, node.cast::<web_sys::Element>()) {
                arrive(&el, id);
            }
        });
    }
    let on_click = props.on_click.clone();
    let class = classes!(
        "card",
        kind_word(c),
        format!("ink-{}", c.ink.to_lowercase()),
        c.exerted.then_some("exerted"),
        (c.drying && c.card_type == CardType::Character).then_some("drying"),
        props.lit.actionable.then_some("lo-actionable"),
        props.lit.selected.then_some("selected"),
        props.lit.target.then_some("target"),
        props.lit.last_from.then_some("last-from"),
        props.lit.last_to.then_some("last-to"),
        props.large.then_some("large"),
    );
    let face = html! {
        <>
            <span class={classes!("cost", c.inkable.then_some("inkable"))} aria-hidden="true">{ c.cost }</span>
            <span class="name">{ c.name }
                if let Some(v) = c.version { <span class="version">{ v }</span> }
            </span>
            <span class="type-line">{ if c.song { "Song".to_string() } else { format!("{:?}", c.card_type) } }{ " · " }{ c.classes }</span>
            <span class="state-line">
                if c.drying && c.card_type == CardType::Character { <span class="tag drying-tag">{ "drying" }</span> }
                if c.exerted { <span class="tag exerted-tag">{ "exerted" }</span> }
                if c.damage > 0 { <span class="tag damage-tag">{ format!("{} damage", c.damage) }</span> }
            </span>
            if !c.keywords.is_empty() || c.ward {
                <span class="keywords">{ c.keywords.join(", ") }{ if c.ward && !c.keywords.iter().any(|k| k == "Ward") { " Ward" } else { "" } }</span>
            }
            if c.text != c.keywords.join(", ") { <span class="text">{ rich_text(c.text, SYMBOLS) }</span> } else { <span class="text"></span> }
            <span class="stats">
                if let Some(s) = c.strength { <span class="stat str" title="Strength">{ s }</span> }
                if let Some(w) = c.willpower { <span class="stat wil" title="Willpower">{ w }</span> }
                if let Some(l) = c.lore { <span class="stat lore" title="Lore">{ l }</span> }
                if let Some(m) = c.move_cost { <span class="stat move" title="Move cost">{ m }</span> }
            </span>
            if c.damage > 0 { <span class="damage" aria-hidden="true">{ c.damage }</span> }
        </>
    };
    if props.large {
        return html! { <div {class} role="img" aria-label={describe_card(c)}>{ face }</div> };
    }
    let big = c.clone();
    let h =
        inspector.handlers(move || html! { <LorcanaCard card={big.clone()} on_click={Callback::noop()} large=true /> });
    html! {
        <button ref={node} {class} data-card={id.0.to_string()} data-def={c.def} aria-label={describe_card(c)}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |e: MouseEvent| {
                // Where it was clicked, so that it moves from here to where it goes.
                if let Some(el) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
                    remember(&card_key(id), &el);
                    remember(LAST_CLICK, &el);
                }
                on_click.emit(id)
            }}>
            { face }
        </button>
    }
}

/// The key of a card's last known place (src/ui/common/motion.rs).
fn card_key(id: CardId) -> String {
    format!("lo-card-{}", id.0)
}

/// The key of the last card clicked: an inked card flies from there to the inkwell.
pub const LAST_CLICK: &str = "lo-last-click";

/// A card that has just appeared in a zone moves in: from where it was clicked if it
/// was, else from its owner's deck (into a hand) or hand (into play).
fn arrive(el: &web_sys::Element, id: CardId) {
    let owner = id.owner();
    let doc = web_sys::window().and_then(|w| w.document());
    let find = |sel: String| doc.as_ref().and_then(|d| d.query_selector(&sel).ok().flatten());
    let from = if el.closest(".lo-hand").ok().flatten().is_some() {
        find(format!(".lo-side.seat-{owner} .lo-deck"))
    } else {
        find(format!(".lo-side.seat-{owner} .lo-hand-count")).or_else(|| find(".lo-hand".to_string()))
    };
    fly_in(&card_key(id), el, from.as_ref());
}
