//! The Adventure (AL-4.1): eight regions in a row, the Hero Region at one end, the
//! Companion Region at the other and three Tumult cards between them, each two halves
//! with their terrains (AL-4.2) or face down; and the four expedition markers on it,
//! theirs along the top edge and the viewer's along the bottom, each moving to its new
//! region when its expedition moves (AL-4.4). In tiebreakers, the Arena (AL-6.2).

use std::rc::Rc;

use yew::prelude::*;

use super::art::{expedition_icon, terrain_icon, SPRITE};
use super::face::{sr, TERRAINS};
use crate::ui::common::{Icon, fly_in, remember};
use crate::games::altered::view::{AlteredView, RegionView};
use crate::games::altered::Side;

#[derive(Properties, PartialEq)]
pub struct TrackProps {
    pub view: Rc<AlteredView>,
}

#[derive(Properties, PartialEq)]
struct MarkerProps {
    seat: usize,
    side: Side,
    mine: bool,
    region: u8,
}

/// One expedition's marker. Drawn in a new region, it moves there from the last one.
#[component]
fn Marker(props: &MarkerProps) -> Html {
    let node = use_node_ref();
    let key = format!("al-marker-{}-{:?}", props.seat, props.side);
    {
        let (node, key) = (node.clone(), key.clone());
        use_effect_with(props.region, move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                fly_in(&key, &el, None);
                remember(&key, &el);
            }
        });
    }
    let hero = props.side == Side::Hero;
    let class = classes!("al-marker", format!("al-seat-{}", props.seat), if props.mine { "al-you" } else { "al-them" });
    html! {
        <span ref={node} {class} title={format!("P{}'s {}", props.seat + 1, props.side.name())}>
            <Icon sprite={SPRITE} name={expedition_icon(hero)} />
            <span class="al-marker-seat">{ format!("P{}", props.seat + 1) }</span>{ sr(format!(" {}. ", props.side.name())) }
        </span>
    }
}

/// A region's short name ("Hero" for the Hero Region) and its terrains' class.
fn region_words(r: &RegionView) -> (String, String) {
    let name = match r.index {
        0 => "Hero".to_string(),
        7 => "Companion".to_string(),
        i => format!("Tumult {}", i),
    };
    let terr = match r.terrains {
        Some(t) => format!("al-terr-{}", (0..3).filter(|&k| t[k]).map(|k| ["f", "m", "w"][k]).collect::<String>()),
        None => "al-hidden".to_string(),
    };
    (name, terr)
}

#[component]
pub fn Track(props: &TrackProps) -> Html {
    let v = &props.view;
    if v.arena {
        return html! {
            <section class="al-track al-arena" aria-label="The Adventure">
                <div class="al-region al-terr-fmw">{ "The Arena: every terrain. Tiebreakers: the expedition winning more terrains at Dusk wins (AL-6.2)." }</div>
            </section>
        };
    }
    let markers = |i: u8| {
        (0..2).flat_map(|s| Side::BOTH.into_iter().map(move |d| (s, d)))
            .filter(move |&(s, d)| v.seats[s].expeditions[d.index()].region == i)
            .map(move |(seat, side)| html! { <Marker key={format!("{seat}{side:?}")} {seat} {side} mine={seat == v.viewer} region={i} /> })
    };
    html! {
        <section class="al-track" aria-label="The Adventure, from the Hero Region to the Companion Region">
            <ol class="al-regions">
                { for v.regions.iter().map(|r| {
                    let (name, terr) = region_words(r);
                    let half = match r.index { 0 | 7 => None, i if i % 2 == 1 => Some("al-half-a"), _ => Some("al-half-b") };
                    html! {
                        <li class={classes!("al-region", terr, half)} data-region={r.index.to_string()}>
                            <span class="al-region-name">{ name }</span>{ sr(if matches!(r.index, 0 | 7) { " Region: " } else { ": " }) }
                            <span class="al-terrains">
                                { for (0..3).filter(|&k| r.terrains.is_some_and(|t| t[k])).map(|k| html! {
                                    <span class={classes!("al-terrain", TERRAINS[k].0)}><Icon sprite={SPRITE} name={terrain_icon(k)} />{ sr(format!("{} ", TERRAINS[k].1)) }</span>
                                }) }
                                if r.terrains.is_none() { <span class="al-face-down">{ "?" }{ sr(" face down") }</span> }
                            </span>{ sr(". ") }
                            <span class="al-markers">{ for markers(r.index) }</span>
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}
