//! TEMPORARY until the shared icon pipeline (src/ui/common/icon.rs on tables-common)
//! is merged: the same three names, so the table compiles meanwhile.

use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IconName(&'static str);

pub const fn icon(name: &'static str) -> IconName {
    IconName(name)
}

#[derive(Properties, PartialEq)]
pub struct IconProps {
    pub sprite: &'static str,
    pub name: IconName,
    #[prop_or_default]
    pub class: Classes,
}

#[component]
pub fn Icon(props: &IconProps) -> Html {
    let href = format!("icons/{}.svg#{}", props.sprite, props.name.0);
    html! {
        <svg class={classes!("icon", props.class.clone())} aria-hidden="true" focusable="false">
            <use {href} />
        </svg>
    }
}
