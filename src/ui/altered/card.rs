//! One card or object, drawn as a card: costs, name, type, terrain statistics as
//! symbols, keywords, our own text, statuses and boosts. Its accessible name says all of
//! it, and hover, focus or a long press shows it large with its whole text.

use yew::prelude::*;

use crate::games::altered::view::{Face, ObjView};
use crate::games::altered::{CardId, ObjectId};
use crate::ui::common::use_inspector;

/// What a click on the table names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Hand(CardId),
    Obj(ObjectId),
}

/// How a card is lit.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Lit {
    pub actionable: bool,
    pub selected: bool,
    pub last: bool,
}

/// The three terrains as symbols (AL-4.2).
pub const TERRAIN_SYMBOLS: [(&str, &str, &str); 3] =
    [("al-forest", "♣", "Forest"), ("al-mountain", "▲", "Mountain"), ("al-water", "≈", "Water")];

pub fn stats_html(stats: [i32; 3]) -> Html {
    html! {
        <span class="al-stats">
            { for (0..3).map(|i| {
                let (class, sym, name) = TERRAIN_SYMBOLS[i];
                html! { <span class={classes!("al-stat", class)} title={format!("{name} {}", stats[i])}>
                    <span class="al-sym" aria-hidden="true">{ sym }</span>{ stats[i] }</span> }
            }) }
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct AlCardProps {
    pub face: Face,
    pub at: Key,
    #[prop_or_default]
    pub obj: Option<ObjView>,
    #[prop_or_default]
    pub lit: Lit,
    pub on_click: Callback<Key>,
    /// The large copy shown by the inspector: all text, no handlers.
    #[prop_or_default]
    pub large: bool,
}

/// Words for a screen reader and the hover title: name, costs, statistics, state, text.
pub fn describe(face: &Face, obj: Option<&ObjView>) -> String {
    let mut s = format!("{} ({:?}, {})", face.name, face.kind, face.subtype);
    if face.hand_cost > 0 || face.reserve_cost > 0 {
        s += &format!(", costs {} from Hand, {} from Reserve", face.hand_cost, face.reserve_cost);
    }
    if let Some(st) = obj.and_then(|o| o.stats).or(face.stats) {
        s += &format!(", Forest {} Mountain {} Water {}", st[0], st[1], st[2]);
    }
    if let Some(o) = obj {
        for (on, w) in
            [(o.exhausted, "exhausted"), (o.anchored, "Anchored"), (o.asleep, "Asleep"), (o.fleeting, "Fleeting")]
        {
            if on {
                s += &format!(", {w}");
            }
        }
        if o.boosts > 0 {
            s += &format!(", {} boost{}", o.boosts, if o.boosts == 1 { "" } else { "s" });
        }
    }
    if !face.text.is_empty() {
        s += &format!(". {}", face.text);
    }
    s
}

/// A card drawn as a card. Hover, focus or a long press shows it large, with all its
/// text, in the page's reserved place (nothing on the table moves).
#[component]
pub fn AlCard(props: &AlCardProps) -> Html {
    let inspector = use_inspector();
    let f = &props.face;
    let o = props.obj.as_ref();
    let key = props.at;
    let on_click = props.on_click.clone();
    let kind = format!("al-kind-{:?}", f.kind).to_lowercase();
    let class = classes!(
        "al-card",
        kind,
        o.is_some_and(|o| o.exhausted).then_some("al-exhausted"),
        props.lit.actionable.then_some("al-actionable"),
        props.lit.selected.then_some("al-selected"),
        props.lit.last.then_some("al-last"),
        props.large.then_some("al-large"),
    );
    let (data_card, data_obj) = match key {
        Key::Hand(c) => (Some(c.0.to_string()), None),
        Key::Obj(id) => (None, Some(id.0.to_string())),
    };
    let mut label = describe(f, o);
    if props.lit.last {
        label += ". The other side's last move";
    }
    let stats = o.and_then(|o| o.stats).or(f.stats);
    let face = html! {
        <>
            <span class="al-costs">
                if f.hand_cost > 0 || f.reserve_cost > 0 {
                    <span class="al-cost" title="Hand cost">{ f.hand_cost }</span>
                    <span class="al-cost al-rcost" title="Reserve cost">{ f.reserve_cost }</span>
                }
            </span>
            <span class="al-name">{ f.name }</span>
            <span class="al-type">{ format!("{:?}", f.kind) }{ " · " }{ f.subtype }</span>
            if let Some(s) = stats { { stats_html(s) } }
            if !f.text.is_empty() { <span class="al-text">{ f.text }</span> }
            if let Some(o) = o {
                <span class="al-statuses">
                    if o.boosts > 0 { <span class="al-boost" title="Boosts">{ format!("+{}", o.boosts) }</span> }
                    if o.anchored { <span class="al-status">{ "Anchored" }</span> }
                    if o.asleep { <span class="al-status">{ "Asleep" }</span> }
                    if o.fleeting { <span class="al-status">{ "Fleeting" }</span> }
                    if o.exhausted { <span class="al-status">{ "Exhausted" }</span> }
                </span>
            }
        </>
    };
    if props.large {
        return html! { <div {class} role="img" aria-label={label}>{ face }</div> };
    }
    let (big_face, big_obj) = (f.clone(), props.obj.clone());
    let h = inspector.handlers(move || {
        html! { <AlCard face={big_face.clone()} at={key} obj={big_obj.clone()} on_click={Callback::noop()} large=true /> }
    });
    html! {
        <button {class} data-card={data_card} data-obj={data_obj} data-code={f.code} aria-label={label}
            aria-pressed={props.lit.selected.then_some("true")}
            onmouseenter={h.on_enter()} onmouseleave={h.on_leave()} onfocus={h.on_focus()} onblur={h.on_blur()}
            oncontextmenu={h.on_long_press()}
            onclick={move |_| on_click.emit(key)}>
            { face }
        </button>
    }
}
