//! Pictures from the game-icons collection (game-icons.net, CC BY 3.0, credited on every
//! How to play page): each game lists the icons it draws in `src/ui/<module>/icons.txt`,
//! `scripts/icon-sprite.mjs` puts exactly those in the game's sprite file,
//! `icons/<game-id>.svg` (a cached static file of the build, never inside its wasm),
//! and an [`Icon`] draws one by reference. A game names an icon only through [`icon`],
//! so `tests/icons.rs` finds every name its Rust uses and checks it is listed.

use yew::prelude::*;

/// The name of an icon of the collection ("anvil-impact").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IconName(&'static str);

/// The icon called `name` (tests/icons.rs reads these calls).
pub const fn icon(name: &'static str) -> IconName {
    IconName(name)
}

impl IconName {
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

#[derive(Properties, PartialEq)]
pub struct IconProps {
    /// The sprite: the game's id ("lorcana").
    pub sprite: &'static str,
    pub name: IconName,
    #[prop_or_default]
    pub class: Classes,
}

/// One icon, in the colour of the text around it (`currentColor`), sized by CSS.
/// Decorative: the words beside it say what it means.
#[component]
pub fn Icon(props: &IconProps) -> Html {
    icon_svg(props.sprite, props.name, props.class.clone())
}

/// What [`Icon`] draws, for a game that draws many icons inside components of its own:
/// each component type costs a build's wasm its own copy of Yew's machinery.
pub fn icon_svg(sprite: &'static str, name: IconName, class: Classes) -> Html {
    let href = format!("icons/{sprite}.svg#{}", name.0);
    html! {
        <svg class={classes!("icon", class)} aria-hidden="true" focusable="false">
            <use {href} />
        </svg>
    }
}
