//! The Aeon's End table: lays out the zones (the turn's line, the nemesis and
//! Gravehold, the nemesis's cards in play, the turn order and nemesis deck, the supply,
//! each mage's side) around the shared interaction layer (src/ui/common/interaction.rs),
//! whose menu comes after the mages' hands.
//!
//! The zones are placed in the table's own grid (styles/aeons_end.css), so each window
//! size arranges them for the deciding hand to stay in view: at 1280x800 the foes' row,
//! the deck and turn order under it, the supply, the mages side by side; at 1280x657 the
//! turn order beside the aether and the play area beside the nemesis and its deck, the
//! supply's cards lying flat and texts on hover; on a phone the aether, the nemesis and
//! Gravehold side by side (a target one tap away), its cards in play as a strip (its
//! latest turn first), the deciding mage, the other mages, the deck and turn order, then
//! the supply. With three or four mages (`ae-many-mages`) the deciding mage's side comes
//! first and, on a wide window, spans the row, its hand beside its mat and breaches: the
//! second row of mages is below the table's first screen at 1280x800.

use std::rc::Rc;

use yew::prelude::*;

use super::ctx::Ctx;
use super::gravehold::gravehold;
use super::interact::{subject_as, target_of, Obj};
use super::mage::mage_side;
use super::nemesis::nemesis_mat;
use super::nemesis_deck::nemesis_deck;
use super::nemesis_play::nemesis_play;
use super::status::status;
use super::supply::supply;
use super::turn_order::turn_order;
use crate::games::aeons_end::{Action, AeonsEnd, AeonsEndView, Phase};
use crate::ui::common::{use_inspector, use_interaction, Highlights};
use crate::ui::game_ui::TableProps;

/// The other side's last moves as the table marks them: the other mage's moves since
/// the viewer last decided (an action names no seat for what is its taker's own, so
/// they are read as that mage's) and the nemesis cards that acted in its latest turn.
fn mark_last(lit: &mut Highlights<Obj>, view: &AeonsEndView, last: &[Action], viewer: usize) {
    let partner = if view.mages.len() == 2 { 1 - viewer.min(1) } else { viewer };
    lit.last_from = last.iter().filter_map(|a| subject_as(a, partner, partner)).collect();
    lit.last_to = last.iter().filter_map(target_of).collect();
    lit.last_from.extend(view.nemesis.last_turn.iter().map(|&id| Obj::Nem(id)));
}

#[component]
pub fn AeonsEndTable(props: &TableProps<AeonsEnd>) -> Html {
    let ui = use_interaction(props);
    let view = props.view.clone();
    // The lights are this drawing's own (a fresh Rc): the other side's moves are marked in
    // place, with no copy.
    let mut lit = ui.lit;
    if let Some(l) = Rc::get_mut(&mut lit) {
        mark_last(l, &view, &props.last, props.viewer);
    }
    let ctx = Ctx { lit, on_click: ui.on_click, inspector: use_inspector() };
    // The mage who decides now (in the nemesis's turn, the one answering its choice);
    // with nothing to decide, the mage whose turn it is, if it is a mage's turn.
    let mage_turn = matches!(view.phase, Phase::Casting | Phase::Main | Phase::Draw);
    let deciding = match &view.decision {
        Some(d) => Some(d.seat),
        None => (view.outcome.is_none() && mage_turn).then_some(view.active),
    };
    html! {
        <div class="ae-table" onkeydown={ui.on_key}>
            { status(&view) }
            <div class="ae-foes">
                { nemesis_mat(&view.nemesis, &ctx) }
                { nemesis_play(&view.nemesis, &ctx) }
                { gravehold(view.gravehold, view.gravehold_max) }
                { nemesis_deck(&view.nemesis, &ctx) }
                { turn_order(&view) }
            </div>
            { supply(&view.supply, &ctx) }
            <div class={classes!("ae-mages", (view.mages.len() > 2).then_some("ae-many-mages"))}>
                { for view.mages.iter().map(|m| mage_side(m, Some(m.seat) == deciding, &ctx)) }
            </div>
            // After the hands in the tab order; drawn over the table, so opening it moves nothing.
            <div class="ae-menu-slot">{ ui.menu }</div>
        </div>
    }
}
