//! The head of a mage's mat: the mage's portrait, name and life (a click chooses the
//! mage when an effect asks the players, AE-9.6), and the ability with its charge pips
//! (a click uses it when fully charged, AE-12, or buys a charge, AE-6.3).

use yew::prelude::*;

use super::art::mage_art;
use super::card::lit_classes;
use super::interact::Obj;
use super::symbols::{card_text, symbol, Sym};
use crate::games::aeons_end::view::MageView;
use crate::ui::common::Lit;

/// The mat's head: the life button (chosen when an effect asks the players) and the
/// ability button.
pub fn mage_mat(m: &MageView, life_lit: Lit, ability_lit: Lit, on_click: &Callback<Obj>) -> Html {
    let (life, ability) = (Obj::Mage(m.seat), Obj::Ability(m.seat));
    let (on_life, on_ability) = (on_click.clone(), on_click.clone());
    let full = m.charges >= m.max_charges;
    // The charge pips, full then empty, as glyphs.
    let (on, off) = ("●".repeat(m.charges as usize), "○".repeat(m.max_charges.saturating_sub(m.charges) as usize));
    html! {
        <div class="ae-mage-head">
            <button class={classes!("ae-life", lit_classes(life_lit))} onclick={move |_| on_life.emit(life)}>
                <span class="ae-portrait" aria-hidden="true">{ mage_art(m.name) }</span>
                <span class="ae-mage-name">{ format!("P{} {}", m.seat + 1, m.name) }</span>
                <span class="ae-life-value">
                    if m.exhausted { { "exhausted" } } else {
                        { symbol(Sym::Life, &m.life.to_string(), &format!("{} life", m.life)) }
                        <span class="ae-of">{ format!("of {}", m.max_life) }</span>
                    }
                </span>
            </button>
            <button class={classes!("ae-ability", full.then_some("ae-charged"), lit_classes(ability_lit))}
                title={m.ability_text} onclick={move |_| on_ability.emit(ability)}>
                <span class="ae-ability-name">{ m.ability }</span>
                <span class="ae-charges" role="img" aria-label={format!("{} of {} charges", m.charges, m.max_charges)}>
                    <span class="ae-full">{ on }</span>{ off }
                </span>
                <span class="ae-ability-text">{ card_text(m.ability_text) }</span>
            </button>
        </div>
    }
}
