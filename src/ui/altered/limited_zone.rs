//! The two zones with a limit, the Reserve and the Landmark zone (AL-3.6), drawn alike: a
//! row of objects under the zone's emblem, name and limit, each object marked when
//! Clean-up keeps it (AL-5.5.3), the zone marked when it holds more than its limit.

use std::rc::Rc;

use yew::prelude::*;

use super::art::SPRITE;
use super::card::AlCard;
use super::interact::Key;
use crate::games::altered::view::ObjView;
use crate::games::altered::ObjectId;
use crate::ui::common::{Highlights, Icon, IconName};

#[derive(Properties, PartialEq)]
pub struct LimitedZoneProps {
    /// The zone's own class ("al-reserve").
    pub class: &'static str,
    pub emblem: IconName,
    /// The zone's name ("Reserve").
    pub name: &'static str,
    pub limit: usize,
    pub objs: Vec<ObjView>,
    pub lit: Rc<Highlights<Key>>,
    pub on_card: Callback<Key>,
    /// Clean-up: the objects chosen to keep so far.
    #[prop_or_default]
    pub kept: Vec<ObjectId>,
}

#[component]
pub fn LimitedZone(props: &LimitedZoneProps) -> Html {
    // Over its limit, Clean-up will discard or sacrifice the rest (AL-5.5.3).
    let over = props.objs.len() > props.limit;
    html! {
        <div class={classes!("al-zone", props.class, over.then_some("al-over"))}>
            <span class="al-zone-name" title={format!("{}: {} of {} kept at Night", props.name, props.objs.len(), props.limit)}><Icon sprite={SPRITE} name={props.emblem} />
                <span class="al-zone-word">{ props.name }</span><span>{ format!(" {}/{}", props.objs.len(), props.limit) }</span></span>
            { for props.objs.iter().map(|o| {
                let (at, kept) = (Key::Obj(o.id), props.kept.contains(&o.id));
                html! {
                    <div key={o.id.0} class={classes!("al-slot", kept.then_some("al-kept"))}>
                        <AlCard face={o.face.clone()} {at} obj={Some(o.clone())} lit={props.lit.lit(at)} on_click={props.on_card.clone()} />
                        if kept { <span class="al-kept-tag">{ "kept" }</span> }
                    </div>
                }
            }) }
        </div>
    }
}
