//! The nemesis's mat: Skarnveil's picture, name and life (a click there aims a spell or
//! an ability at it, AE-5.5), and what its Unleash does (AE-9.3).

use yew::prelude::*;

use super::art::nemesis_art;
use super::card::lit_classes;
use super::ctx::Ctx;
use super::interact::Obj;
use super::life_bar::life_bar;
use super::symbols::card_text;
use crate::games::aeons_end::view::NemesisView;

/// The nemesis's mat, a button: the target of spells and abilities.
pub fn nemesis_mat(n: &NemesisView, ctx: &Ctx) -> Html {
    let lit = ctx.lit(Obj::Nemesis);
    html! {
        <button class={classes!("ae-nemesis", lit_classes(lit))} aria-pressed={lit.selected.then_some("true")}
            onclick={ctx.click(Obj::Nemesis)}>
            <span class="ae-nemesis-art" aria-hidden="true">{ nemesis_art(n.name) }</span>
            <span class="ae-nemesis-name">{ n.name }</span>
            <span class="ae-big"><span class="ae-life-now">{ n.life }</span>{ " / " }{ n.max_life }{ " life" }</span>
            { life_bar("ae-nem-fill", n.life, n.max_life) }
            <span class="ae-unleash">{ card_text(&n.unleash) }</span>
        </button>
    }
}
