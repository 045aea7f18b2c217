//! The Adventure track (AL-4.1) with its regions, terrains and the four expedition
//! markers, and the expeditions themselves: each side's two expeditions facing the
//! other's (AL-1.5), with the Characters in them and their terrain totals (AL-5.4).

use std::rc::Rc;

use yew::prelude::*;

use super::card::{stats_html, AlCard, Key, Lit, TERRAIN_SYMBOLS};
use crate::games::altered::view::{AlteredView, ExpeditionView};
use crate::games::altered::{ObjectId, Side};

#[derive(Properties, PartialEq)]
pub struct TrackProps {
    pub view: Rc<AlteredView>,
}

/// The eight regions, or the Arena during tiebreakers (AL-6.2).
#[component]
pub fn Track(props: &TrackProps) -> Html {
    let v = &props.view;
    if v.arena {
        return html! {
            <section class="al-track al-arena" aria-label="Adventure">
                <div class="al-region al-region-arena">{ "The Arena: all three terrains. Tiebreakers: the player winning more terrains at Dusk wins." }</div>
            </section>
        };
    }
    let marker = |seat: usize, side: Side| {
        let who = if seat == v.viewer { "you" } else { "them" };
        let letter = if side == Side::Hero { "H" } else { "C" };
        html! {
            <span class={classes!("al-marker", format!("al-seat-{seat}"), format!("al-{who}"))}
                title={format!("P{}'s {}", seat + 1, side.name())}>{ format!("P{}{letter}", seat + 1) }</span>
        }
    };
    html! {
        <section class="al-track" aria-label="Adventure: regions from the Hero Region to the Companion Region">
            { for v.regions.iter().map(|r| {
                let i = r.index;
                let name = match i { 0 => "Hero Region".to_string(), 7 => "Companion Region".to_string(), _ => format!("Tumult {}", i) };
                let terrains = match r.terrains {
                    Some(t) => html! { <span class="al-terrains">{ for (0..3).filter(|&k| t[k]).map(|k| {
                        let (class, sym, tname) = TERRAIN_SYMBOLS[k];
                        html! { <span class={classes!("al-terrain", class)} title={tname}><span aria-hidden="true">{ sym }</span><span class="al-sr">{ tname }</span></span> }
                    }) }</span> },
                    None => html! { <span class="al-terrains al-face-down" title="Face-down Tumult half">{ "?" }</span> },
                };
                let here: Vec<(usize, Side)> = (0..2).flat_map(|s| Side::BOTH.into_iter().map(move |d| (s, d)))
                    .filter(|&(s, d)| v.seats[s].expeditions[d.index()].region == i).collect();
                html! {
                    <div class={classes!("al-region", r.terrains.is_none().then_some("al-hidden"))} data-region={i.to_string()}>
                        <span class="al-region-name">{ name }</span>
                        { terrains }
                        <span class="al-markers">{ for here.into_iter().map(|(s, d)| marker(s, d)) }</span>
                    </div>
                }
            }) }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ExpeditionsProps {
    pub view: Rc<AlteredView>,
    /// Objects with a legal action now.
    pub actionable: Rc<Vec<ObjectId>>,
    pub selected: Option<Key>,
    /// Expeditions of the viewer the selected card can be played into.
    pub targets: Rc<Vec<Side>>,
    pub on_card: Callback<Key>,
    pub on_expedition: Callback<Side>,
    /// The other side's moves since the viewer last decided: their objects, outlined.
    #[prop_or_default]
    pub last: Rc<Vec<ObjectId>>,
}

fn expedition(p: &ExpeditionsProps, seat: usize, e: &ExpeditionView) -> Html {
    let v = &p.view;
    let mine = seat == v.viewer;
    let target = mine && p.targets.contains(&e.side);
    let on_exp = p.on_expedition.clone();
    let side = e.side;
    let lit = |id: ObjectId| Lit {
        actionable: p.actionable.contains(&id),
        selected: p.selected == Some(Key::Obj(id)),
        last: p.last.contains(&id),
    };
    let moved = v.last_dusk.iter().find(|l| l.seat == seat && l.side == e.side);
    html! {
        <div class={classes!("al-expedition", if mine { "al-mine" } else { "al-theirs" }, target.then_some("al-target"))}
            data-seat={seat.to_string()} data-side={if e.side == Side::Hero { "hero" } else { "companion" }}
            aria-label={format!("P{}'s {} at region {}", seat + 1, e.side.name(), e.region + 1)}>
            <div class="al-exp-head">
                <span class="al-exp-name">{ format!("P{} {}", seat + 1, e.side.name()) }</span>
                <span class="al-exp-at">{ format!("region {} · {} travelled", e.region + 1, e.distance) }</span>
                { stats_html(e.totals) }
                if e.defender { <span class="al-status" title="Defender: cannot move forward at Dusk">{ "Defender" }</span> }
                if let Some(l) = moved { <span class={classes!("al-dusk", l.moved.then_some("al-moved"))}>{ if l.moved { "moved at Dusk" } else { "stayed at Dusk" } }</span> }
                if target {
                    <button class="al-play-here" data-side={if side == Side::Hero { "hero" } else { "companion" }}
                        onclick={move |_| on_exp.emit(side)}>{ format!("Play into your {}", side.name()) }</button>
                }
            </div>
            <div class="al-exp-cards">
                { for e.characters.iter().chain(e.gears.iter()).map(|o| html! {
                    <AlCard face={o.face.clone()} at={Key::Obj(o.id)} obj={Some(o.clone())} lit={lit(o.id)} on_click={p.on_card.clone()} />
                }) }
                if e.characters.is_empty() && e.gears.is_empty() { <span class="al-empty">{ "empty" }</span> }
            </div>
        </div>
    }
}

/// Hero expeditions face each other, then Companion expeditions (AL-1.5).
#[component]
pub fn Expeditions(props: &ExpeditionsProps) -> Html {
    let v = &props.view;
    let (me, them) = (v.viewer, 1 - v.viewer);
    html! {
        <section class="al-expeditions" aria-label="Expeditions">
            { for Side::BOTH.into_iter().map(|side| html! {
                <div class="al-facing">
                    { expedition(props, them, &v.seats[them].expeditions[side.index()]) }
                    { expedition(props, me, &v.seats[me].expeditions[side.index()]) }
                </div>
            }) }
        </section>
    }
}
