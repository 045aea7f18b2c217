//! One expedition (AL-1.5): its Characters and Gears, its terrain totals as Dusk would
//! count them now (AL-5.4.5), and which of them would move it forward at Dusk against
//! the expedition facing it (AL-5.4.1): a terrain of its region, strictly more than the
//! facing total and more than 0, and no Defender (AL-5.4.6).

use yew::prelude::*;

use super::art::{expedition_icon, pic};
use super::card::AlCard;
use super::face::{sr, terrain_numbers};
use super::interact::Key;
use crate::games::altered::Side;
use crate::games::altered::view::ExpeditionView;
use crate::ui::common::Highlights;

/// Where an expedition stands, besides its cards.
pub struct Standing {
    pub seat: usize,
    pub mine: bool,
    /// The facing expedition's totals.
    pub facing: [i32; 3],
    /// The terrains of the region it is in (`None` in the Arena: every terrain).
    pub terrains: Option<[bool; 3]>,
    /// Whether it moved at the last Dusk, from Dusk to the next Noon.
    pub moved: Option<bool>,
    /// Before Dusk: which terrains would move it forward are marked.
    pub forecast: bool,
    /// The expedition Dusk is moving (or holding) in the step shown (playback.rs).
    pub now: bool,
}

/// The terrains that would move the expedition forward now (AL-5.4.1).
pub fn leads(e: &ExpeditionView, facing: [i32; 3], terrains: Option<[bool; 3]>) -> [bool; 3] {
    let t = terrains.unwrap_or([true; 3]);
    std::array::from_fn(|k| !e.defender && t[k] && e.totals[k] > facing[k] && e.totals[k] > 0)
}

/// One expedition (a plain function: see hero.rs; its cards are components).
pub fn expedition(e: &ExpeditionView, st: Standing, lit: &Highlights<Key>, on_card: &Callback<Key>) -> Html {
    let side = e.side;
    let here = lit.lit(Key::Expedition(side));
    // The viewer's legal plays light their own expeditions; the other side's last moves
    // name theirs (src/ui/altered/interact.rs).
    let (target, last) = (st.mine && here.target, !st.mine && here.last_to);
    let lead = if st.forecast { leads(e, st.facing, st.terrains) } else { [false; 3] };
    let side_word = if side == Side::Hero { "hero" } else { "companion" };
    let on_click = on_card.clone();
    html! {
        <div class={classes!("al-expedition", if st.mine { "al-mine" } else { "al-theirs" }, target.then_some("al-target"), last.then_some("al-last"), st.now.then_some("al-dusk-now"))}
            data-seat={st.seat.to_string()} data-side={side_word}>
            <h3 class="al-exp-head">
                { pic(expedition_icon(side == Side::Hero)) }
                <span class="al-exp-name">{ format!("P{} {}", st.seat + 1, side.name()) }</span>
                // A terrain its region lacks cannot move it (AL-5.4.1 (a)): drawn hollow.
                { terrain_numbers("al-totals", e.totals, st.terrains.unwrap_or([true; 3]), lead) }
                if lead.contains(&true) { <span class="al-advance">{ "moves at Dusk" }</span> }
                if e.defender { <span class="al-status" title="Defender: it cannot move forward at Dusk (AL-5.4.6)">{ "Defender" }</span> }
                if let Some(m) = st.moved { <span class={classes!("al-dusk", m.then_some("al-moved"))}>{ if m { "moved at Dusk" } else { "stayed at Dusk" } }</span> }
            </h3>
            <div class="al-exp-cards">
                { for e.characters.iter().chain(&e.gears).map(|o| {
                    let at = Key::Obj(o.id);
                    html! { <AlCard key={o.id.0} face={o.face.clone()} {at} obj={Some(o.clone())} lit={lit.lit(at)} on_click={on_card.clone()} /> }
                }) }
                if e.characters.is_empty() && e.gears.is_empty() { <span class="al-empty">{ "empty" }</span> }
            </div>
            if target {
                <button class="al-play-here" data-side={side_word} onclick={move |_| on_click.emit(Key::Expedition(side))}>
                    { "Play here" }{ sr(if side == Side::Hero { " into your Hero Expedition" } else { " into your Companion Expedition" }) }
                </button>
            }
        </div>
    }
}
