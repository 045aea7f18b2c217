//! A card's printed face and its state. Words a sighted player reads
//! from a symbol (a cost gem, a terrain) are written out for screen readers beside it,
//! so the card's accessible name is its visible words and nothing else.

use yew::prelude::*;

use super::art::{kind_emblem, pic, picture, terrain_icon};
use crate::games::altered::cards::CardType;
use crate::games::altered::view::{Face, ObjView};

/// The three terrains (AL-4.2): class, name (as screen readers read it before a number).
pub const TERRAINS: [(&str, &str); 3] = [("al-forest", "Forest "), ("al-mountain", "Mountain "), ("al-water", "Water ")];

/// Words only a screen reader reads.
pub fn sr(words: impl Into<AttrValue>) -> Html {
    html! { <span class="al-sr">{ words.into() }</span> }
}

/// The type line's words: "Character", "Landmark Permanent" ... (AL-2.10, AL-9.3).
pub fn kind_words(kind: CardType) -> &'static str {
    match kind {
        CardType::Character => "Character",
        CardType::Spell => "Spell",
        CardType::Landmark => "Landmark Permanent",
        CardType::Gear => "Expedition Permanent",
        CardType::Hero => "Hero",
        CardType::Token => "Character token",
    }
}

/// Forest, Mountain and Water as terrain symbols with their numbers.
pub fn stats_html(stats: [i32; 3]) -> Html {
    terrain_numbers("al-stats", stats, [true; 3], [false; 3])
}

/// Three terrain numbers in a row of class `row`; a terrain not `here` is drawn hollow,
/// one that `leads` lit (an expedition's totals, src/ui/altered/expedition.rs).
pub fn terrain_numbers(row: &'static str, n: [i32; 3], here: [bool; 3], leads: [bool; 3]) -> Html {
    html! {
        <span class={row}>
            { for (0..3).map(|k| html! {
                <span class={classes!("al-stat", TERRAINS[k].0, leads[k].then_some("al-lead"), (!here[k]).then_some("al-off"))}>
                    { pic(terrain_icon(k)) }{ sr(TERRAINS[k].1) }{ n[k] }{ sr(if leads[k] { " ahead. " } else { ". " }) }
                </span>
            }) }
        </span>
    }
}

/// The rules text with each Reaction's trigger ("Arrive", "At Noon", "When I am
/// sacrificed") in bold: the words before its dash (AL-13.2).
fn text_html(text: &'static str) -> Html {
    html! {
        <span class="al-text">
            { for text.split_inclusive(". ").map(|part| match part.split_once(" — ") {
                Some((trigger, rest)) => html! { <><b class="al-trigger">{ trigger }</b>{ " — " }{ rest }</> },
                None => html! { { part } },
            }) }
        </span>
    }
}

/// Name, type line, costs, picture, statistics, text and statuses; `last` when the
/// other side's last move acted with or on it.
pub fn face(f: &Face, o: Option<&ObjView>, last: bool) -> Html {
    let stats = o.and_then(|o| o.stats).or(f.stats);
    let costs = f.hand_cost > 0 || f.reserve_cost > 0;
    html! {
        <>
            <span class="al-name">{ f.name }</span>{ sr(". ") }
            <span class="al-type">{ pic(kind_emblem(f.kind)) }{ kind_words(f.kind) }{ " · " }{ f.subtype }</span>{ sr(". ") }
            if costs {
                <span class="al-costs">
                    <span class="al-hcost">{ sr("Hand cost ") }{ f.hand_cost }</span>{ sr(", ") }
                    <span class="al-rcost">{ sr("Reserve cost ") }{ f.reserve_cost }</span>{ sr(". ") }
                </span>
            }
            <span class="al-art">{ pic(picture(f.code)) }</span>
            if let Some(s) = stats { { stats_html(s) } }
            if !f.text.is_empty() { { text_html(f.text) } }
            if let Some(o) = o { { statuses(o) } }
            if last { { sr(" The other side's last move.") } }
        </>
    }
}

/// Boosts, Anchored, Asleep, Fleeting and exhausted, in words on small tags.
fn statuses(o: &ObjView) -> Html {
    let tags = [(o.anchored, "Anchored"), (o.asleep, "Asleep"), (o.fleeting, "Fleeting"), (o.exhausted, "Exhausted")];
    html! {
        <span class="al-statuses">
            if o.boosts > 0 {
                <span class="al-boost">{ format!("+{}", o.boosts) }{ sr(if o.boosts == 1 { " boost. " } else { " boosts. " }) }</span>
            }
            { for tags.iter().filter(|t| t.0).map(|(_, w)| html! { <span class="al-status">{ *w }{ sr(". ") }</span> }) }
        </span>
    }
}
