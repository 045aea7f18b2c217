//! The Adventure (AL-4.1): eight regions in a row, the Hero Region at one end, the
//! Companion Region at the other and three Tumult cards between them, each two halves
//! with their terrains (AL-4.2) or face down; and the four expedition markers on it,
//! theirs along the top edge and the viewer's along the bottom, each moving to its new
//! region when its expedition moves (AL-4.4). In tiebreakers, the Arena (AL-6.2).

use yew::prelude::*;

use super::art::{expedition_icon, pic, terrain_icon};
use super::face::{sr, TERRAINS};
use crate::games::altered::{region_name, Side};
use crate::games::altered::view::{AlteredView, RegionView};
use crate::ui::common::{fly_in, remember};

/// One expedition's marker, keyed for its motion by seat and side.
fn marker(seat: usize, side: Side, mine: bool) -> Html {
    let hero = side == Side::Hero;
    let class = classes!("al-marker", if seat == 0 { "al-seat-0" } else { "al-seat-1" }, if mine { "al-you" } else { "al-them" });
    html! {
        <span key={marker_key(seat, side)} {class} data-marker={marker_key(seat, side)}>
            { pic(expedition_icon(hero)) }
            <span class="al-marker-seat">{ if seat == 0 { "P1" } else { "P2" } }</span>{ sr(if hero { " Hero Expedition. " } else { " Companion Expedition. " }) }
        </span>
    }
}

/// A marker's name for its motion (src/ui/common/motion.rs).
fn marker_key(seat: usize, side: Side) -> &'static str {
    match (seat, side) {
        (0, Side::Hero) => "al-marker-0h",
        (0, Side::Companion) => "al-marker-0c",
        (_, Side::Hero) => "al-marker-1h",
        (_, Side::Companion) => "al-marker-1c",
    }
}

/// Each marker drawn in a new region moves there from its last one (AL-4.4); the
/// others stay still. Called by the table, whose drawing holds the track.
#[hook]
pub fn use_marker_motion(view: &AlteredView) {
    let at: Vec<u8> = view.seats.iter().flat_map(|s| s.expeditions.iter().map(|e| e.region)).collect();
    let last = use_mut_ref(Vec::<u8>::new);
    use_effect_with(at, move |at| {
        let doc = web_sys::window().and_then(|w| w.document());
        for (i, (seat, side)) in [(0, Side::Hero), (0, Side::Companion), (1, Side::Hero), (1, Side::Companion)].into_iter().enumerate() {
            let key = marker_key(seat, side);
            let Some(el) = doc.as_ref().and_then(|d| d.query_selector(&format!("[data-marker={key}]")).ok().flatten()) else { continue };
            if last.borrow().get(i).is_some_and(|r| Some(r) != at.get(i)) {
                fly_in(key, &el, None);
            }
            remember(key, &el);
        }
        *last.borrow_mut() = at.clone();
    });
}

/// A region's short name ("Hero" for the Hero Region) and its terrains' class.
fn region_words(r: &RegionView) -> (String, String) {
    let name = region_name(r.index as usize);
    let terr = match r.terrains {
        Some(t) => format!("al-terr-{}", (0..3).filter(|&k| t[k]).map(|k| ["f", "m", "w"][k]).collect::<String>()),
        None => "al-hidden".to_string(),
    };
    (name, terr)
}

/// The Adventure (a plain function: see hero.rs).
pub fn track(v: &AlteredView) -> Html {
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
            .map(move |(seat, side)| marker(seat, side, seat == v.viewer))
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
                                    <span class={classes!("al-terrain", TERRAINS[k].0)}>{ pic(terrain_icon(k)) }{ sr(TERRAINS[k].1) }</span>
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
