//! One player's personal zones: Hero (with its limits), Hand count, Deck count, Mana
//! Orbs (ready or exhausted; faces only for their owner), Reserve, Landmarks and the
//! Discard pile (browsable).

use std::rc::Rc;

use yew::prelude::*;

use super::card::{describe, AlCard, Key, Lit};
use crate::games::altered::view::SeatView;
use crate::games::altered::ObjectId;

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub seat: SeatView,
    pub mine: bool,
    pub active: bool,
    pub first: bool,
    pub actionable: Rc<Vec<ObjectId>>,
    pub selected: Option<Key>,
    pub on_card: Callback<Key>,
    #[prop_or_default]
    pub last: Rc<Vec<ObjectId>>,
    /// Clean-up: the objects chosen to keep so far (AL-5.5.3).
    #[prop_or_default]
    pub kept: Vec<ObjectId>,
}

#[component]
pub fn PlayerSide(props: &SideProps) -> Html {
    let s = &props.seat;
    let lit = |id: ObjectId| Lit {
        actionable: props.actionable.contains(&id),
        selected: props.selected == Some(Key::Obj(id)),
        last: props.last.contains(&id),
    };
    let card = |o: &crate::games::altered::view::ObjView| {
        let kept = props.kept.contains(&o.id);
        html! { <div class={classes!("al-slot", kept.then_some("al-kept"))}>
            <AlCard face={o.face.clone()} at={Key::Obj(o.id)} obj={Some(o.clone())} lit={lit(o.id)} on_click={props.on_card.clone()} />
            if kept { <span class="al-kept-tag">{ "kept" }</span> }
        </div> }
    };
    let ready = s.mana.iter().filter(|o| !o.exhausted).count();
    html! {
        <section class={classes!("al-side", if props.mine { "al-mine" } else { "al-theirs" }, props.active.then_some("al-active"))}
            data-seat={s.seat.to_string()} aria-label={format!("P{}'s side", s.seat + 1)}>
            <div class="al-side-info">
                <span class="al-who">{ format!("P{}{}", s.seat + 1, if props.mine { " (you)" } else { "" }) }
                    if props.first { <span class="al-badge" title="First player">{ "first" }</span> }
                    if s.passed { <span class="al-badge al-passed">{ "passed" }</span> }
                </span>
                <span class="al-progress" title="S = regions travelled by both expeditions; 7 or more and more than the opponent wins at Night">{ format!("Travelled {}", s.progress) }</span>
                <span class="al-count">{ format!("Hand {} · Deck {}", s.hand_count, s.deck_count) }</span>
                <span class="al-limits">{ format!("Limits: Reserve {}, Landmarks {}", s.reserve_limit, s.landmark_limit) }</span>
                <span class="al-mana" role="img" aria-label={format!("Mana: {ready} ready of {}", s.mana.len())}>
                    { "Mana " }
                    { for s.mana.iter().map(|o| {
                        let title = match &o.face { Some(f) => format!("{} ({})", f.name, if o.exhausted { "exhausted" } else { "ready" }), None => (if o.exhausted { "exhausted orb" } else { "ready orb" }).to_string() };
                        html! { <span class={classes!("al-orb", if o.exhausted { "al-orb-spent" } else { "al-orb-ready" })} data-obj={o.id.0.to_string()} {title}></span> }
                    }) }
                    <span class="al-mana-count">{ format!("{ready}/{}", s.mana.len()) }</span>
                </span>
            </div>
            <div class="al-zones">
                <div class="al-zone al-hero-zone"><span class="al-zone-name">{ "Hero" }</span>
                    { for s.hero.iter().map(card) }</div>
                <div class="al-zone al-reserve"><span class="al-zone-name">{ format!("Reserve {}/{}", s.reserve.len(), s.reserve_limit) }</span>
                    { for s.reserve.iter().map(card) }</div>
                <div class="al-zone al-landmarks"><span class="al-zone-name">{ format!("Landmarks {}/{}", s.landmarks.len(), s.landmark_limit) }</span>
                    { for s.landmarks.iter().map(card) }</div>
                <details class="al-zone al-discard"><summary>{ format!("Discard pile ({})", s.discard.len()) }</summary>
                    <ul>{ for s.discard.iter().rev().map(|o| html! { <li title={describe(&o.face, Some(o))}>{ o.face.name }</li> }) }</ul>
                </details>
            </div>
        </section>
    }
}
