//! What every zone's view draws with: how each object is lit, the one click callback
//! (src/ui/common/interaction.rs) and the page's inspector. The zones are plain views
//! over it rather than Yew components: each component type costs about 1.5 KB of the
//! game's wasm (its builder, comparison and lifecycle), and none of them keeps state.

use std::rc::Rc;

use yew::prelude::*;

use super::interact::Obj;
use crate::ui::common::{Highlights, InspectHandlers, Inspector, Lit};

pub struct Ctx {
    pub lit: Rc<Highlights<Obj>>,
    pub on_click: Callback<Obj>,
    pub inspector: Inspector,
}

impl Ctx {
    pub fn lit(&self, obj: Obj) -> Lit {
        self.lit.lit(obj)
    }

    /// A click on `obj`.
    pub fn click(&self, obj: Obj) -> Callback<MouseEvent> {
        let on_click = self.on_click.clone();
        Callback::from(move |_: MouseEvent| on_click.emit(obj))
    }

    /// Hover, focus or a long press shows `large` in the page's inspector.
    pub fn inspect(&self, large: impl Fn() -> Html + 'static) -> InspectHandlers {
        self.inspector.handlers(large)
    }
}
