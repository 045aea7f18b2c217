//! The two zones with a limit, the Reserve and the Landmark zone (AL-3.6), drawn alike: a
//! row of objects under the zone's emblem, name and limit, each object marked when
//! Clean-up keeps it (AL-5.5.3), the zone marked when it holds more than its limit.

use yew::prelude::*;

use super::art::pic;
use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::ObjectId;
use crate::games::altered::view::ObjView;
use crate::ui::common::{Highlights, IconName};

/// Which of the two zones, with its limit.
pub struct Limited {
    /// The zone's own class ("al-reserve").
    pub class: &'static str,
    pub emblem: IconName,
    /// The zone's name ("Reserve").
    pub name: &'static str,
    pub limit: usize,
}

/// The zone, its objects and those Clean-up keeps so far (a plain function: see hero.rs).
pub fn limited_zone(z: Limited, objs: &[ObjView], kept: &[ObjectId], lit: &Highlights<Key>, on_card: &Callback<Key>) -> Html {
    // Over its limit, Clean-up will discard or sacrifice the rest (AL-5.5.3).
    let over = objs.len() > z.limit;
    html! {
        <div class={classes!("al-zone", z.class, over.then_some("al-over"))}>
            <span class="al-zone-name" title={format!("{}: {} of {} kept at Night", z.name, objs.len(), z.limit)}>{ pic(z.emblem) }
                <span class="al-zone-word">{ z.name }</span><span>{ format!(" {}/{}", objs.len(), z.limit) }</span></span>
            { for objs.iter().map(|o| {
                let (at, kept) = (Key::Obj(o.id), kept.contains(&o.id));
                html! {
                    <div key={o.id.0} class={classes!("al-slot", kept.then_some("al-kept"))}>
                        <AlCard face={o.face.clone()} {at} obj={Some(o.clone())} lit={lit.lit(at)} on_click={on_card.clone()} />
                        if kept { <span class="al-kept-tag">{ "kept" }</span> }
                    </div>
                }
            }) }
        </div>
    }
}
