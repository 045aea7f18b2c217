//! What is printed on a Lorcana card, in reading order: its picture, name, cost, type
//! line (with its type and ink emblems), state, keywords, text and statistics. A
//! card's button takes its accessible name from these words (hidden words say what a
//! number or an emblem means), so what a player sees is what a screen reader says.

use yew::prelude::*;

use super::art::{ink_emblem, kind_emblem, picture, SPRITE};
use crate::games::lorcana::cards::CardType;
use crate::games::lorcana::CardView;
use crate::ui::common::{plain_text, rich_text, Icon, Symbol};

/// Lorcana's symbols in card text, drawn like the card's own stat badges.
pub const SYMBOLS: &[Symbol] = &[
    Symbol { code: "E", class: "sym-exert", words: "exert", glyph: "" },
    Symbol { code: "I", class: "sym-ink", words: "ink", glyph: "" },
    Symbol { code: "S", class: "sym-strength", words: "strength", glyph: "" },
    Symbol { code: "W", class: "sym-willpower", words: "willpower", glyph: "" },
    Symbol { code: "L", class: "sym-lore", words: "lore", glyph: "" },
];

/// The card's kind as a class and a word: character, action, song, item, location.
pub fn kind_word(c: &CardView) -> &'static str {
    match c.card_type {
        CardType::Character => "character",
        CardType::Action if c.song => "song",
        CardType::Action => "action",
        CardType::Item => "item",
        CardType::Location => "location",
    }
}

/// The keywords as printed, Ward included when an effect gives it.
fn keywords(c: &CardView) -> String {
    let ward = c.ward && !c.keywords.iter().any(|k| k == "Ward");
    let mut words = c.keywords.clone();
    if ward {
        words.push("Ward".into());
    }
    words.join(", ")
}

/// Everything on the card in words (the large copy's description).
pub fn describe_card(c: &CardView) -> String {
    let mut parts = vec![format!("{}{}", c.name, c.version.map(|v| format!(" – {v}")).unwrap_or_default())];
    parts.push(format!("cost {}{}", c.cost, if c.inkable { ", inkable" } else { "" }));
    parts.push(format!("{} {}", c.ink, kind_word(c)));
    let stats = [("strength", c.strength), ("willpower", c.willpower), ("lore", c.lore)];
    parts.extend(stats.iter().filter_map(|(w, v)| v.map(|v| format!("{w} {v}"))));
    parts.extend(c.move_cost.map(|m| format!("move cost {m}")));
    parts.extend(c.exerted.then(|| "exerted".to_string()));
    parts.extend((c.drying && c.card_type == CardType::Character).then(|| "drying".to_string()));
    parts.extend((c.damage > 0).then(|| format!("{} damage", c.damage)));
    parts.extend(Some(keywords(c)).filter(|k| !k.is_empty()));
    if !c.text.is_empty() && c.text != c.keywords.join(", ") {
        parts.push(plain_text(c.text, SYMBOLS));
    }
    parts.join(". ")
}

/// A statistic's badge: its number, with its name in hidden words (the move cost's
/// badge says "move" itself).
fn stat(class: &'static str, name: &'static str, hidden: &'static str, value: Option<String>) -> Html {
    value.map_or_else(Html::default, |v| {
        html! { <span class={classes!("stat", class)} title={name}><span class="visually-hidden">{ hidden }</span>{ v }</span> }
    })
}

/// The printed face of `c`.
pub fn card_face(c: &CardView) -> Html {
    let kind = if c.song { "Song".to_string() } else { format!("{:?}", c.card_type) };
    let shows_text = c.text != c.keywords.join(", ");
    html! {
        <>
            <span class="lo-art" aria-hidden="true"><Icon sprite={SPRITE} name={picture(c.def)} /></span>
            <span class="name">{ c.name }
                if let Some(v) = c.version { <span class="version"><span class="visually-hidden">{ ", " }</span>{ v }</span> }
            </span>
            <span class={classes!("cost", c.inkable.then_some("inkable"))} title={if c.inkable { "Cost (inkable)" } else { "Cost" }}>
                <span class="visually-hidden">{ ", cost " }</span>{ c.cost }
                if c.inkable { <span class="visually-hidden">{ ", inkable" }</span> }
            </span>
            <span class="type-line">
                <Icon sprite={SPRITE} name={ink_emblem(c.ink)} class="lo-ink-emblem" />
                <Icon sprite={SPRITE} name={kind_emblem(c)} class="lo-kind-emblem" />
                <span class="visually-hidden">{ format!(", {} ", c.ink) }</span>{ kind }
                if !c.classes.is_empty() { { " · " }{ c.classes } }
            </span>
            <span class="state-line">
                if c.drying && c.card_type == CardType::Character { <span class="tag drying-tag">{ "drying" }</span> }
                if c.exerted { <span class="tag exerted-tag">{ "exerted" }</span> }
                if c.damage > 0 { <span class="tag damage-tag">{ format!("{} damage", c.damage) }</span> }
            </span>
            if !keywords(c).is_empty() { <span class="keywords">{ keywords(c) }</span> }
            <span class="text">if shows_text { { rich_text(c.text, SYMBOLS) } }</span>
            <span class="stats">
                { stat("str", "Strength", ", strength ", c.strength.map(|s| s.to_string())) }
                { stat("wil", "Willpower", ", willpower ", c.willpower.map(|w| w.to_string())) }
                { stat("lore", "Lore", ", lore ", c.lore.map(|l| l.to_string())) }
                { stat("move", "Move cost", ", ", c.move_cost.map(|m| m.to_string())) }
            </span>
        </>
    }
}
