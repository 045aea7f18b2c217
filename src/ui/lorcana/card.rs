use yew::prelude::*;

use crate::games::lorcana::cards::CardType;
use crate::games::lorcana::{CardId, CardView};

/// How a card is lit on the table.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Lit {
    /// It has legal actions now.
    pub actionable: bool,
    /// It is the card whose menu is open.
    pub selected: bool,
    /// It is a possible second card (challenge target, location, shift base, song).
    pub target: bool,
}

#[derive(Properties, PartialEq)]
pub struct LorcanaCardProps {
    pub card: CardView,
    #[prop_or_default]
    pub lit: Lit,
    pub on_click: Callback<CardId>,
}

/// A card drawn as a card: cost (ringed when inkable), name, type, keywords, text,
/// strength / willpower / lore, damage, exerted (turned) and drying.
#[component]
pub fn LorcanaCard(props: &LorcanaCardProps) -> Html {
    let c = &props.card;
    let id = c.id;
    let on_click = props.on_click.clone();
    let kind = match c.card_type {
        CardType::Character => "character",
        CardType::Action if c.song => "song",
        CardType::Action => "action",
        CardType::Item => "item",
        CardType::Location => "location",
    };
    let class = classes!(
        "card",
        kind,
        format!("ink-{}", c.ink.to_lowercase()),
        c.exerted.then_some("exerted"),
        (c.drying && c.card_type == CardType::Character).then_some("drying"),
        props.lit.actionable.then_some("actionable"),
        props.lit.selected.then_some("selected"),
        props.lit.target.then_some("target"),
    );
    let label = format!(
        "{}{}{}{}",
        c.name,
        c.version.map(|v| format!(" – {v}")).unwrap_or_default(),
        if c.exerted { ", exerted" } else { "" },
        if c.damage > 0 { format!(", {} damage", c.damage) } else { String::new() }
    );
    html! {
        <button {class} data-card={id.0.to_string()} data-def={c.def} aria-label={label}
            aria-pressed={props.lit.selected.then_some("true")}
            onclick={move |_| on_click.emit(id)}>
            <span class={classes!("cost", c.inkable.then_some("inkable"))} title={if c.inkable { "Cost (inkable)" } else { "Cost (not inkable)" }}>{ c.cost }</span>
            <span class="name">{ c.name }
                if let Some(v) = c.version { <span class="version">{ v }</span> }
            </span>
            <span class="type-line">{ if c.song { "Song".to_string() } else { format!("{:?}", c.card_type) } }{ " · " }{ c.classes }</span>
            if !c.keywords.is_empty() || c.ward {
                <span class="keywords">{ c.keywords.join(", ") }{ if c.ward && !c.keywords.iter().any(|k| k == "Ward") { " Ward" } else { "" } }</span>
            }
            if c.text != c.keywords.join(", ") { <span class="text">{ c.text }</span> } else { <span class="text"></span> }
            <span class="stats">
                if let Some(s) = c.strength { <span class="stat str" title="Strength">{ s }</span> }
                if let Some(w) = c.willpower { <span class="stat wil" title="Willpower">{ w }</span> }
                if let Some(l) = c.lore { <span class="stat lore" title="Lore">{ l }</span> }
                if let Some(m) = c.move_cost { <span class="stat move" title="Move cost">{ m }</span> }
            </span>
            if c.damage > 0 { <span class="damage" title="Damage">{ c.damage }</span> }
        </button>
    }
}
